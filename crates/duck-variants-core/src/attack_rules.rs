//! [`AttackRules`]: the attack primitives a variant supplies, from which
//! [`Queries`](crate::Queries) answers an engine's position-level
//! questions (attackers, the royal in danger, the blocker squares that
//! save it).

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::square::Square;
use crate::variant::Variant;

/// The attacks of a variant's pieces, with an occupancy the caller gives
/// so that a query can ask "and with one more blocker there?".
///
/// "Attacks" means *captures*: the piece on `from` attacks `to` when,
/// were an enemy piece on `to`, the variant's move generator would give
/// it a move capturing there (en passant aside, which captures off its
/// destination). A piece that never captures (an amazon) attacks nothing.
/// Implementations must agree with the move generator; the property tests
/// of `tests/queries.rs` check them against it.
pub trait AttackRules: Variant {
    /// The squares the piece on `from` attacks when `occupied` is the
    /// occupancy (blockers included): own pieces and blockers may be among
    /// them (a defended square), though no move captures those. Empty for
    /// an empty square or a blocker. Pieces and their colours are read
    /// from the board; only the occupancy that stops or screens comes from
    /// `occupied`.
    fn attacks_with(
        &self,
        from: Square<Self::Geometry>,
        occupied: Bitboard<Self::Geometry>,
    ) -> Bitboard<Self::Geometry>;

    /// The pieces of `side` that attack `target` under `occupied`. Default:
    /// each piece of `side` asked in turn; a variant with symmetric attack
    /// tables looks them up from the target instead.
    #[inline]
    fn attackers_with(
        &self,
        target: Square<Self::Geometry>,
        side: Color,
        occupied: Bitboard<Self::Geometry>,
    ) -> Bitboard<Self::Geometry> {
        attack_defaults::attackers_with(self, target, side, occupied)
    }

    /// The squares outside `occupied` on which one more blocker leaves the
    /// piece on `from` *not* attacking `target`: the empty squares between
    /// a slider and its target, a cannon's second screen, a horse's leg,
    /// an elephant's eye; none against a leaper that attacks; and every
    /// empty square but those that would make an attack (a cannon's new
    /// screen) when the piece does not attack `target` now.
    ///
    /// Default: each empty square tried with [`AttackRules::attacks_with`]
    /// (right for any variant, and slow); the games override it with their
    /// pieces' geometry.
    fn stoppers_with(
        &self,
        from: Square<Self::Geometry>,
        target: Square<Self::Geometry>,
        occupied: Bitboard<Self::Geometry>,
    ) -> Bitboard<Self::Geometry> {
        attack_defaults::stoppers_with(self, from, target, occupied)
    }

    /// The pieces of `side` that do not attack `target` under `occupied`
    /// but would with one more blocker on some empty square (a cannon on
    /// an open line, the blocker its screen): with
    /// [`AttackRules::attackers_with`], every piece whose
    /// [`AttackRules::stoppers_with`] is not simply every empty square.
    /// Default: every piece of `side` (right for any variant); the games
    /// name exactly those.
    #[inline]
    fn screen_attackers_with(
        &self,
        target: Square<Self::Geometry>,
        side: Color,
        occupied: Bitboard<Self::Geometry>,
    ) -> Bitboard<Self::Geometry> {
        attack_defaults::screen_attackers_with(self, target, side, occupied)
    }

    /// Keys of the state the piece half of a turn leaves for the blocker
    /// half to settle, which the position's hash does not hold yet (Duck
    /// Chess: the en-passant square of a double step, kept or dropped by
    /// where the duck lands): part of a
    /// [`HalfTurn`](crate::HalfTurn)'s key. Default: none.
    #[inline]
    fn pending_key(&self) -> u64 {
        0
    }
}

/// The default of each overridable [`AttackRules`] method, from
/// [`AttackRules::attacks_with`] alone: callable beside a game's override
/// so that tests check the override against it.
pub mod attack_defaults {
    use super::*;

    /// Each piece of `side` asked whether it attacks `target`.
    pub fn attackers_with<V: AttackRules>(
        position: &V,
        target: Square<V::Geometry>,
        side: Color,
        occupied: Bitboard<V::Geometry>,
    ) -> Bitboard<V::Geometry> {
        let mut out = Bitboard::EMPTY;
        for from in position.board().by_color(side) {
            if position.attacks_with(from, occupied).contains(target) {
                out.insert(from);
            }
        }
        out
    }

    /// Each empty square tried: those on which one more blocker leaves the
    /// piece on `from` not attacking `target`.
    pub fn stoppers_with<V: AttackRules>(
        position: &V,
        from: Square<V::Geometry>,
        target: Square<V::Geometry>,
        occupied: Bitboard<V::Geometry>,
    ) -> Bitboard<V::Geometry> {
        let mut out = Bitboard::EMPTY;
        for square in !occupied {
            let more = occupied | Bitboard::from_square(square);
            if !position.attacks_with(from, more).contains(target) {
                out.insert(square);
            }
        }
        out
    }

    /// Every piece of `side` (a superset of what the method must name).
    pub fn screen_attackers_with<V: AttackRules>(
        position: &V,
        target: Square<V::Geometry>,
        side: Color,
        occupied: Bitboard<V::Geometry>,
    ) -> Bitboard<V::Geometry> {
        let _ = (target, occupied);
        position.board().by_color(side)
    }
}
