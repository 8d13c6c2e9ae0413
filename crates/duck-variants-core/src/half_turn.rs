//! [`HalfTurn`]: the node between the two halves of a turn, so that a
//! search can treat the blocker's placement as a ply of its own.

use crate::attack_rules::AttackRules;
use crate::bitboard::Bitboard;
use crate::blocker::BlockerRule;
use crate::rules::IllegalTurn;
use crate::square::Square;
use crate::turn::PieceMove as _;
use crate::variant::Variant;

/// The position after a turn's piece move, with its blocker (the duck, an
/// arrow) still to place: made by [`Queries::half_turn`](crate::Queries::half_turn)
/// (a copy of the position and one piece move applied, no list built),
/// completed by [`HalfTurn::complete`].
///
/// Its [`zobrist`](HalfTurn::zobrist) key is the board's key after the
/// piece move, the state the blocker half still settles
/// ([`AttackRules::pending_key`]) and [`zobrist::HALF_TURN`](crate::zobrist::HALF_TURN),
/// so it shares a transposition table with whole positions without
/// meeting their keys.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct HalfTurn<V: Variant> {
    /// The position after the piece move: the mover still to move, the
    /// blocker still on its old square.
    after: V,
    piece: V::Move,
    targets: Bitboard<V::Geometry>,
}

impl<V: AttackRules> HalfTurn<V> {
    /// The half turn after `piece`, a generated move that places a blocker
    /// (not a royal capture; not under [`BlockerRule::None`]).
    #[inline]
    pub(crate) fn new(position: &V, piece: V::Move) -> HalfTurn<V> {
        let mut after = *position;
        after.apply_piece_move(piece);
        let targets = targets_after(&after, piece);
        HalfTurn {
            after,
            piece,
            targets,
        }
    }

    /// The position after the piece move: the mover is still to move and
    /// the duck still stands where it stood (an arrow is not yet shot).
    /// Not a position any turn reaches: read its board, do not play on it.
    #[inline]
    pub fn position(&self) -> &V {
        &self.after
    }

    /// The piece move that made it.
    #[inline]
    pub fn piece_move(&self) -> V::Move {
        self.piece
    }

    /// The squares the blocker may go to, those of
    /// [`Variant::blocker_targets`] for the piece move.
    #[inline]
    pub fn blocker_targets(&self) -> Bitboard<V::Geometry> {
        self.targets
    }

    /// Its hash: never a whole position's key (barring a collision of
    /// 64-bit keys), and equal for two half turns with the same board,
    /// side, rights and pending state.
    #[inline]
    pub fn zobrist(&self) -> u64 {
        self.after.zobrist() ^ self.after.pending_key() ^ crate::zobrist::HALF_TURN
    }

    /// The whole position after the turn with the blocker on `blocker`,
    /// checked.
    ///
    /// # Errors
    ///
    /// [`IllegalTurn::BlockerSquare`] when `blocker` is not one of
    /// [`HalfTurn::blocker_targets`].
    #[inline]
    pub fn complete(&self, blocker: Square<V::Geometry>) -> Result<V, IllegalTurn> {
        if !self.targets.contains(blocker) {
            return Err(IllegalTurn::BlockerSquare);
        }
        Ok(self.complete_unchecked(blocker))
    }

    /// [`HalfTurn::complete`] for a square known to be a blocker target
    /// (a search's own loop over them); another square gives an
    /// inconsistent position.
    #[inline]
    #[must_use = "this returns the next position"]
    pub fn complete_unchecked(&self, blocker: Square<V::Geometry>) -> V {
        let mut next = self.after;
        next.finish_turn(Some(blocker));
        next
    }
}

/// The blocker squares after the piece half of `piece` has been applied to
/// `after`: [`crate::defaults::blocker_targets`] without applying it again.
#[inline]
pub(crate) fn targets_after<V: Variant>(after: &V, piece: V::Move) -> Bitboard<V::Geometry> {
    let empty = after.board().empty_squares();
    match V::BLOCKER {
        BlockerRule::Relocate => empty,
        BlockerRule::Add => V::blocker_reach(piece.to(), after.board().occupied()) & empty,
        BlockerRule::None => Bitboard::EMPTY,
    }
}
