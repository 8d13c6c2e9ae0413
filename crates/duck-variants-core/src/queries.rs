//! [`Queries`]: the position-level questions every duck engine asks,
//! answered once for every variant from its [`AttackRules`].

use crate::attack_rules::AttackRules;
use crate::bitboard::Bitboard;
use crate::board::{Piece, Role};
use crate::color::Color;
use crate::half_turn::{HalfTurn, targets_after};
use crate::movelist::MoveList;
use crate::rules::{Rules, own_move_limit_reached};
use crate::square::Square;
use crate::turn::{PieceMove, Turn};

/// Attack queries, the royal in danger, half-turn nodes and tactical
/// generation, for every position whose variant supplies [`AttackRules`]
/// (the blanket impl; no variant overrides them).
///
/// The blocker (the duck, an arrow) is an occupant throughout: it stops
/// sliders, stands on legs and in eyes, and screens cannons, as the move
/// generator has it.
pub trait Queries: AttackRules + Rules {
    /// The pieces of `side` that attack `square` (see [`AttackRules`] for
    /// what attacking means), with the board as it stands.
    #[inline]
    fn attackers(&self, square: Square<Self::Geometry>, side: Color) -> Bitboard<Self::Geometry> {
        self.attackers_with(square, side, self.board().occupied())
    }

    /// Whether a piece of `side` attacks `square`.
    #[inline]
    fn is_attacked(&self, square: Square<Self::Geometry>, side: Color) -> bool {
        !self.attackers(square, side).is_empty()
    }

    /// The squares the piece on `square` attacks (empty for an empty square
    /// or a blocker); own pieces and the blocker's square may be among them.
    #[inline]
    fn attacks_from(&self, square: Square<Self::Geometry>) -> Bitboard<Self::Geometry> {
        self.attacks_with(square, self.board().occupied())
    }

    /// The square of `side`'s royal piece (king, general), if it has one
    /// on the board (never, in a game without royals).
    #[inline]
    fn royal_square(&self, side: Color) -> Option<Square<Self::Geometry>> {
        let role = Self::Role::ROYAL?;
        self.board().by_piece(Piece { color: side, role }).first()
    }

    /// The pieces of the side to move that can capture the enemy royal now
    /// (by a legal turn: none once the game is over).
    #[inline]
    fn royal_attackers(&self) -> Bitboard<Self::Geometry> {
        if self.royal_missing() || own_move_limit_reached(self) {
            return Bitboard::EMPTY;
        }
        let us = self.side_to_move();
        match self.royal_square(!us) {
            Some(royal) => self.attackers(royal, us),
            None => Bitboard::EMPTY,
        }
    }

    /// Whether the side to move can capture the enemy royal now: some legal
    /// turn wins at once.
    #[inline]
    fn can_capture_royal(&self) -> bool {
        !self.royal_attackers().is_empty()
    }

    /// The blocker squares after `piece` (a generated piece move) that
    /// leave the opponent no turn capturing our royal: a subset of
    /// [`Variant::blocker_targets`](crate::Variant::blocker_targets), all of them when no capture threatens
    /// whatever the blocker does (or the game has no royal, or the
    /// opponent will have no turn), none when every placement loses (or
    /// `piece` captures the enemy royal and places no blocker).
    ///
    /// A duck engine's first question about a piece move: an empty set
    /// means the move loses the royal.
    fn saving_blockers(&self, piece: Self::Move) -> Bitboard<Self::Geometry> {
        saving_and_targets(self, piece).0
    }

    /// Whether the opponent can capture our royal after `piece` for some
    /// blocker placement ([`Queries::saving_blockers`] leaves some
    /// blocker target out): the move needs its blocker to defend. False for
    /// a royal capture, which ends the game.
    fn royal_capturable_after(&self, piece: Self::Move) -> bool {
        let (saving, targets) = saving_and_targets(self, piece);
        saving != targets
    }

    /// The position after `piece` (a generated piece move) with the blocker
    /// still to place; `None` when no blocker follows (a royal capture, or
    /// a game that places none).
    #[inline]
    fn half_turn(&self, piece: Self::Move) -> Option<HalfTurn<Self>> {
        if !Self::BLOCKER.places_blocker() || self.is_royal_capture(piece) {
            return None;
        }
        Some(HalfTurn::new(self, piece))
    }

    /// The piece moves that capture or promote, for quiescence search: the
    /// piece halves of the tactical turns, without their blocker squares.
    /// A royal capture is among them; see [`Queries::captures_royal`].
    fn tactical_moves(&self) -> MoveList<Self::Move> {
        let mut moves = MoveList::new();
        self.generate_piece_moves(&mut moves);
        moves.retain(|&m| m.promotion().is_some() || self.is_capture(m));
        moves
    }

    /// Whether `piece` (a generated piece move) captures the enemy royal and
    /// so wins at once: one board lookup.
    #[inline]
    fn captures_royal(&self, piece: Self::Move) -> bool {
        self.is_royal_capture(piece)
    }

    /// Whether the turn captures the enemy royal ([`Queries::captures_royal`]
    /// of its piece move).
    #[inline]
    fn turn_captures_royal(&self, turn: Turn<Self::Geometry, Self::Move>) -> bool {
        self.is_royal_capture(turn.piece)
    }

    /// The empty squares where one more blocker stops the piece on `from`
    /// from capturing on `to`, when it attacks `to` now: the squares
    /// between a slider (or a flying general) and `to`, between a cannon
    /// and `to` (a second screen), a horse's leg, an elephant's eye; none
    /// against a leaper. Empty when it does not attack `to`.
    #[inline]
    fn interpositions(
        &self,
        from: Square<Self::Geometry>,
        to: Square<Self::Geometry>,
    ) -> Bitboard<Self::Geometry> {
        let occupied = self.board().occupied();
        if !self.attacks_with(from, occupied).contains(to) {
            return Bitboard::EMPTY;
        }
        self.stoppers_with(from, to, occupied)
    }
}

impl<V: AttackRules> Queries for V {}

/// [`Queries::saving_blockers`] and the blocker targets of the move.
fn saving_and_targets<V: AttackRules>(
    position: &V,
    piece: V::Move,
) -> (Bitboard<V::Geometry>, Bitboard<V::Geometry>) {
    if !V::BLOCKER.places_blocker() || position.is_royal_capture(piece) {
        return (Bitboard::EMPTY, Bitboard::EMPTY);
    }
    let us = position.side_to_move();
    let mut after = *position;
    after.apply_piece_move(piece);
    let targets = targets_after(&after, piece);
    let Some(royal) = after.royal_square(us) else {
        return (targets, targets);
    };
    // At the variant's own move limit the opponent has no turn at all
    // (the blocker half leaves the halfmove clock as the piece half set it).
    if own_move_limit_reached(&after) {
        return (targets, targets);
    }
    // The duck is lifted off its old square before it lands: that square
    // no longer blocks (an arrow, added, stays where the others are).
    let mut occupied = after.board().occupied();
    if let Some(duck) = after.blocker() {
        occupied.remove(duck);
    }
    // Each enemy piece that attacks the royal, or would with the blocker
    // as its screen, names the placements that leave it without the
    // capture (every other piece allows every placement); the saving
    // squares are those that stop all of them.
    let threats = after.attackers_with(royal, !us, occupied)
        | after.screen_attackers_with(royal, !us, occupied);
    let mut saving = targets;
    for from in threats {
        saving &= after.stoppers_with(from, royal, occupied);
        if saving.is_empty() {
            break;
        }
    }
    (saving, targets)
}
