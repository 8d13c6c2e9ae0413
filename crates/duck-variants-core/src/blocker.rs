//! The blocker half of a turn: what it does with the board's neutral
//! squares ([`BlockerRule`]), and the arithmetic for counting turns
//! without listing a blocker square ([`TurnTally`]).

use crate::bitboard::Bitboard;
use crate::bits::BitInt;
use crate::geometry::Geometry;

/// What the second half of a turn does with the board's neutral blockers
/// ([`Board::blockers`](crate::Board::blockers)): the variant's blocker rule, [`Variant::BLOCKER`](crate::Variant::BLOCKER).
///
/// * [`BlockerRule::Relocate`]: the duck. One blocker, which the mover
///   puts on any square that is empty after the piece move (so never the
///   square it stands on: it must move). Duck Chess and Duck Xiangqi.
/// * [`BlockerRule::Add`]: the arrow of the Game of the Amazons. A new
///   blocker goes on a square reached from the moved piece's destination
///   by [`Variant::blocker_reach`](crate::Variant::blocker_reach) over the board after the piece move
///   (for the amazons, a queen move, so the square just vacated is a
///   target); blockers never leave, so a board may hold any number.
/// * [`BlockerRule::None`]: no blocker at all. A turn is the piece move
///   alone ([`Turn::blocker`](crate::Turn::blocker) is always `None`, and a
///   turn with a blocker square is
///   [`IllegalTurn::UnexpectedBlocker`](crate::IllegalTurn)),
///   so the turn set counts one turn per piece move.
///
/// Under `Relocate` and `Add` a turn is a piece move and one blocker square
/// ([`Turn::blocker`](crate::Turn::blocker)), absent only after a royal
/// capture, and the turn set counts `blocker_targets(m).len()` turns for
/// each piece move. The rule is an associated constant, so every branch on
/// it is folded at compile time.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BlockerRule {
    /// Move the single blocker to any empty square (the duck).
    Relocate,
    /// Add a blocker reached from the piece's destination (the arrow).
    Add,
    /// Place no blocker: a turn is the piece move alone.
    None,
}

impl BlockerRule {
    /// Whether a turn under this rule places a blocker (after any move but
    /// a royal capture): true for `Relocate` and `Add`, false for `None`.
    #[inline(always)]
    pub const fn places_blocker(self) -> bool {
        !matches!(self, BlockerRule::None)
    }
}

/// Bulk turn counting by popcounts, the arithmetic every duck variant
/// shares: with `E` empty squares before the move (the duck's own square is
/// occupied), a quiet piece move leaves exactly `E` squares for the
/// relocated blocker (its origin empties, its destination fills), a
/// capture leaves `E + 1` (the victim's square stays occupied), and a royal
/// capture is one turn with no blocker at all.
///
/// A variant adds each piece's target set with [`TurnTally::add_targets`]
/// (or counts special moves with the other methods) and asks for
/// [`TurnTally::total`], so that counting never lists a blocker square.
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
    /// Destinations in none of the three (own pieces, blockers) count nothing.
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
            // is several instructions: test first (measured faster on Duck
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
            // slowed Duck Chess perft in a default build (BENCHMARKS.md).
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
