//! [`TurnSet`]: the legal turns of a position, kept as piece moves with
//! their blocker squares so that counting them is a sum of popcounts.

use crate::bitboard::{Bitboard, Squares};
use crate::movelist::MoveList;
use crate::turn::Turn;
use crate::variant::Variant;

/// The legal turns of a position: each piece move with the bitboard of
/// squares the blocker may go to after it.
///
/// [`TurnSet::len`] counts without listing blocker squares;
/// [`TurnSet::iter`] expands into whole [`Turn`]s.
#[derive(Clone, Debug)]
pub struct TurnSet<R: Variant> {
    position: R,
    moves: MoveList<R::Move>,
}

impl<R: Variant> TurnSet<R> {
    /// The turns of `position`.
    pub fn new(position: R) -> Self {
        let mut moves = MoveList::new();
        position.generate_piece_moves(&mut moves);
        TurnSet { moves, position }
    }

    /// The piece halves, each once.
    pub fn piece_moves(&self) -> &[R::Move] {
        &self.moves
    }

    /// Blocker squares after `m` (empty for a royal capture, a move not in
    /// the set, or any move under [`BlockerRule::None`](crate::BlockerRule::None)).
    pub fn blocker_targets(&self, m: R::Move) -> Bitboard<R::Geometry> {
        if self.moves.contains(&m) {
            self.position.blocker_targets(m)
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
            u64::from(self.position.blocker_targets(m).len())
        }
    }

    /// Whether there is no legal turn.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether `turn` is one of the turns.
    pub fn contains(&self, turn: Turn<R::Geometry, R::Move>) -> bool {
        // `Rules::check_turn`'s test, on the moves already generated (a
        // position without a royal piece has none).
        if !self.moves.contains(&turn.piece) {
            return false;
        }
        match turn.blocker {
            None => !R::BLOCKER.places_blocker() || self.position.is_royal_capture(turn.piece),
            Some(blocker) => self.position.blocker_targets(turn.piece).contains(blocker),
        }
    }

    /// Every whole turn, piece move by piece move, blocker squares in index
    /// order.
    pub fn iter(&self) -> TurnIter<'_, R> {
        TurnIter {
            set: self,
            next_move: 0,
            current: None,
        }
    }
}

impl<'a, R: Variant> IntoIterator for &'a TurnSet<R> {
    type Item = Turn<R::Geometry, R::Move>;
    type IntoIter = TurnIter<'a, R>;
    fn into_iter(self) -> TurnIter<'a, R> {
        self.iter()
    }
}

/// Iterator over the whole turns of a [`TurnSet`].
#[derive(Clone, Debug)]
#[must_use = "iterators are lazy and do nothing unless consumed"]
pub struct TurnIter<'a, R: Variant> {
    set: &'a TurnSet<R>,
    next_move: usize,
    current: Option<(R::Move, Squares<R::Geometry>)>,
}

impl<R: Variant> Iterator for TurnIter<'_, R> {
    type Item = Turn<R::Geometry, R::Move>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some((piece, squares)) = &mut self.current {
                if let Some(blocker) = squares.next() {
                    return Some(Turn {
                        piece: *piece,
                        blocker: Some(blocker),
                    });
                }
                self.current = None;
            }
            let &piece = self.set.moves.get(self.next_move)?;
            self.next_move += 1;
            if !R::BLOCKER.places_blocker() || self.set.position.is_royal_capture(piece) {
                return Some(Turn {
                    piece,
                    blocker: None,
                });
            }
            self.current = Some((piece, self.set.position.blocker_targets(piece).iter()));
        }
    }

    /// Skips whole piece moves by their blocker-square counts, so that picking
    /// the n-th turn (a random playout's choice) costs a popcount per piece
    /// move instead of listing every turn before it.
    fn nth(&mut self, mut n: usize) -> Option<Self::Item> {
        loop {
            if let Some((piece, squares)) = &mut self.current {
                let left = squares.len();
                if n < left {
                    let blocker = squares.nth(n);
                    return blocker.map(|blocker| Turn {
                        piece: *piece,
                        blocker: Some(blocker),
                    });
                }
                n -= left;
                self.current = None;
            }
            let &piece = self.set.moves.get(self.next_move)?;
            self.next_move += 1;
            if !R::BLOCKER.places_blocker() || self.set.position.is_royal_capture(piece) {
                if n == 0 {
                    return Some(Turn {
                        piece,
                        blocker: None,
                    });
                }
                n -= 1;
                continue;
            }
            self.current = Some((piece, self.set.position.blocker_targets(piece).iter()));
        }
    }
}
