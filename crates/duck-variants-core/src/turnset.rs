//! [`TurnSet`]: the legal turns of a position, kept as piece moves with
//! their duck squares so that counting them is a sum of popcounts.

use crate::bitboard::{Bitboard, Squares};
use crate::bits::BitInt;
use crate::geometry::Geometry;
use crate::movelist::MoveList;
use crate::rules::Rules;
use crate::turn::Turn;

/// The legal turns of a position: each piece move with the bitboard of
/// squares the duck may go to after it.
///
/// [`TurnSet::len`] counts without listing duck squares;
/// [`TurnSet::iter`] expands into whole [`Turn`]s.
#[derive(Clone, Debug)]
pub struct TurnSet<R: Rules> {
    position: R,
    moves: MoveList<R::Move>,
}

impl<R: Rules> TurnSet<R> {
    /// The turns of `position`.
    pub fn new(position: R) -> Self {
        TurnSet {
            moves: position.piece_moves(),
            position,
        }
    }

    /// The piece halves, each once.
    pub fn piece_moves(&self) -> &[R::Move] {
        &self.moves
    }

    /// Duck squares after `m` (empty for a royal capture, a move not in
    /// the set, or any move under [`BlockerRule::None`](crate::BlockerRule::None)).
    pub fn duck_targets(&self, m: R::Move) -> Bitboard<R::Geometry> {
        if self.moves.contains(&m) {
            self.position.duck_targets(m)
        } else {
            Bitboard::EMPTY
        }
    }

    /// Number of whole turns.
    pub fn len(&self) -> u64 {
        if !R::BLOCKER.places_blocker() {
            return self.moves.len() as u64;
        }
        self.moves.iter().map(|&m| self.turns_of(m)).sum()
    }

    fn turns_of(&self, m: R::Move) -> u64 {
        if self.position.is_royal_capture(m) {
            1
        } else {
            u64::from(self.position.duck_targets(m).len())
        }
    }

    /// Whether there is no legal turn.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether `turn` is one of the turns.
    pub fn contains(&self, turn: Turn<R::Geometry, R::Move>) -> bool {
        self.moves.contains(&turn.piece) && self.position.check_turn(turn).is_ok()
    }

    /// Every whole turn, piece move by piece move, duck squares in index
    /// order.
    pub fn iter(&self) -> TurnIter<'_, R> {
        TurnIter {
            set: self,
            next_move: 0,
            current: None,
        }
    }
}

impl<'a, R: Rules> IntoIterator for &'a TurnSet<R> {
    type Item = Turn<R::Geometry, R::Move>;
    type IntoIter = TurnIter<'a, R>;
    fn into_iter(self) -> TurnIter<'a, R> {
        self.iter()
    }
}

/// Iterator over the whole turns of a [`TurnSet`].
#[derive(Clone, Debug)]
pub struct TurnIter<'a, R: Rules> {
    set: &'a TurnSet<R>,
    next_move: usize,
    current: Option<(R::Move, Squares<R::Geometry>)>,
}

impl<R: Rules> Iterator for TurnIter<'_, R> {
    type Item = Turn<R::Geometry, R::Move>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some((piece, squares)) = &mut self.current {
                if let Some(duck) = squares.next() {
                    return Some(Turn {
                        piece: *piece,
                        duck: Some(duck),
                    });
                }
                self.current = None;
            }
            let &piece = self.set.moves.get(self.next_move)?;
            self.next_move += 1;
            if !R::BLOCKER.places_blocker() || self.set.position.is_royal_capture(piece) {
                return Some(Turn { piece, duck: None });
            }
            self.current = Some((piece, self.set.position.duck_targets(piece).iter()));
        }
    }

    /// Skips whole piece moves by their duck-square counts, so that picking
    /// the n-th turn (a random playout's choice) costs a popcount per piece
    /// move instead of listing every turn before it.
    fn nth(&mut self, mut n: usize) -> Option<Self::Item> {
        loop {
            if let Some((piece, squares)) = &mut self.current {
                let left = squares.len();
                if n < left {
                    let duck = squares.nth(n);
                    return duck.map(|duck| Turn {
                        piece: *piece,
                        duck: Some(duck),
                    });
                }
                n -= left;
                self.current = None;
            }
            let &piece = self.set.moves.get(self.next_move)?;
            self.next_move += 1;
            if !R::BLOCKER.places_blocker() || self.set.position.is_royal_capture(piece) {
                if n == 0 {
                    return Some(Turn { piece, duck: None });
                }
                n -= 1;
                continue;
            }
            self.current = Some((piece, self.set.position.duck_targets(piece).iter()));
        }
    }
}

/// Bulk turn counting by popcounts, the arithmetic every duck variant
/// shares: with `E` empty squares before the move (the duck's own square is
/// occupied), a quiet piece move leaves exactly `E` squares for the duck (its
/// origin empties, its destination fills), a capture leaves `E + 1` (the
/// victim's square stays occupied), and a royal capture is one turn with no
/// duck at all.
///
/// A variant adds each piece's target set with [`TurnTally::add_targets`]
/// (or counts special moves with the other methods) and asks for
/// [`TurnTally::total`], so that counting never lists a duck square.
///
/// ```
/// use duck_variants_core::{Bitboard, Board9x10, Square, TurnTally};
///
/// let sq = |s: &str| s.parse::<Square<Board9x10>>().unwrap();
/// let empty = !Bitboard::from_iter([sq("a1"), sq("a5"), sq("e10")]);
/// let victims = Bitboard::from_square(sq("a5"));
/// let royal = Bitboard::from_square(sq("e10"));
/// // A chariot on a1 reaching a2..a4 and capturing on a5.
/// let targets = Bitboard::from_iter([sq("a2"), sq("a3"), sq("a4"), sq("a5")]);
/// let mut tally = TurnTally::new();
/// tally.add_targets(targets, empty, victims, royal);
/// assert_eq!(tally.total(empty.len()), 3 * 87 + 88);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct TurnTally {
    /// Piece moves onto an empty square.
    pub quiet: u64,
    /// Piece moves that capture a piece other than the enemy royal.
    pub captures: u64,
    /// Piece moves that capture the enemy royal (one turn each).
    pub royal: u64,
}

impl TurnTally {
    /// Nothing counted yet.
    pub const fn new() -> Self {
        TurnTally {
            quiet: 0,
            captures: 0,
            royal: 0,
        }
    }

    /// Counts one piece's destinations: those in `empty` as quiet moves,
    /// those in `victims` as captures, those in `royal` as royal captures.
    /// Destinations in none of the three (own pieces, the duck) count nothing.
    #[inline(always)]
    pub fn add_targets<G: Geometry>(
        &mut self,
        targets: Bitboard<G>,
        empty: Bitboard<G>,
        victims: Bitboard<G>,
        royal: Bitboard<G>,
    ) {
        self.quiet += u64::from((targets & empty).len());
        let hits = targets & victims;
        let royal_hits = targets & royal;
        if <G::Bits as BitInt>::BITS > 64 {
            // Captures are rare, and on a board wider than a word a count
            // is several instructions: test first (measured 5% of Duck
            // Xiangqi's bulk count).
            if !hits.is_empty() {
                self.captures += u64::from(hits.len());
            }
            if !royal_hits.is_empty() {
                self.royal += u64::from(royal_hits.len());
            }
        } else {
            // One instruction per count (`count_with_popcnt`): a test first
            // became conditional moves over shadow sums, whose registers
            // cost 11% of Duck Chess perft in a default build.
            self.captures += u64::from(hits.len());
            self.royal += u64::from(royal_hits.len());
        }
    }

    /// Number of whole turns, given the number of empty squares before the
    /// piece move: `quiet * E + captures * (E + 1) + royal`.
    #[inline(always)]
    pub fn total(self, empty: u32) -> u64 {
        let e = u64::from(empty);
        self.quiet * e + self.captures * (e + 1) + self.royal
    }
}
