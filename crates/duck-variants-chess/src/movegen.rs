//! Piece-move generation and bulk turn counting.
//!
//! There is no check in Duck Chess, so every pseudo-legal move is legal; the
//! duck is simply part of the occupancy (sliders and pawns stop at it, no
//! piece lands on it, knights jump it).

use duck_variants_core::Variant;
use duck_variants_core::{Color, MoveList, Rules, TurnTally};

use crate::castling::CastlingSide;
use crate::{Bitboard, Move, MoveKind, Piece, Position, Role, Square, tables};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;
const RANK_3: u64 = 0xff << 16;
const RANK_6: u64 = 0xff << 40;
const BACK_RANKS: u64 = 0xff | (0xff << 56);

/// Pawn targets of the side to move, as bitboards of destination squares
/// with the offset back to the origin.
struct PawnTargets {
    single: u64,
    double: u64,
    left: u64,
    right: u64,
    /// `to - from` for single push, double push, left and right captures.
    deltas: [i32; 4],
}

impl Position {
    fn pawn_targets(&self, empty: u64, theirs: u64) -> PawnTargets {
        self.pawn_targets_inline(empty, theirs)
    }

    /// [`Self::pawn_targets`] for the bulk count, which is compiled with
    /// `popcnt` only where it is inlined whole
    /// (`duck_variants_core::count_with_popcnt`). Move generation keeps the
    /// call: inlined there too, it made expanded perft slower.
    #[inline(always)]
    fn pawn_targets_inline(&self, empty: u64, theirs: u64) -> PawnTargets {
        let us = self.side_to_move();
        let pawns = self
            .board()
            .by_piece(Piece {
                color: us,
                role: Role::Pawn,
            })
            .bits();
        match us {
            Color::White => {
                let single = (pawns << 8) & empty;
                PawnTargets {
                    single,
                    double: ((single & RANK_3) << 8) & empty,
                    left: ((pawns & !FILE_A) << 7) & theirs,
                    right: ((pawns & !FILE_H) << 9) & theirs,
                    deltas: [8, 16, 7, 9],
                }
            }
            Color::Black => {
                let single = (pawns >> 8) & empty;
                PawnTargets {
                    single,
                    double: ((single & RANK_6) >> 8) & empty,
                    left: ((pawns & !FILE_A) >> 9) & theirs,
                    right: ((pawns & !FILE_H) >> 7) & theirs,
                    deltas: [-8, -16, -9, -7],
                }
            }
        }
    }

    /// Targets of every non-pawn piece of the side to move, one call per
    /// piece (`targets` already excludes own pieces and the duck).
    #[inline(always)]
    fn for_each_piece_target(&self, mut f: impl FnMut(Role, Square, Bitboard)) {
        let board = self.board();
        let us = self.side_to_move();
        let ours = board.by_color(us);
        let occupied = board.occupied();
        let targets = !(ours | board.blockers());
        for from in ours & board.by_role(Role::Knight) {
            f(Role::Knight, from, tables::knight(from) & targets);
        }
        for from in ours & board.by_role(Role::Bishop) {
            f(Role::Bishop, from, tables::bishop(from, occupied) & targets);
        }
        for from in ours & board.by_role(Role::Rook) {
            f(Role::Rook, from, tables::rook(from, occupied) & targets);
        }
        for from in ours & board.by_role(Role::Queen) {
            f(Role::Queen, from, tables::queen(from, occupied) & targets);
        }
        for from in ours & board.by_role(Role::King) {
            f(Role::King, from, tables::king(from) & targets);
        }
    }

    /// Castling moves available: rights held and every square between king
    /// and rook empty. Attacks do not matter in Duck Chess.
    #[inline(always)]
    fn castling_moves(&self, mut f: impl FnMut(Move)) {
        let us = self.side_to_move();
        let occupied = self.board().occupied();
        for side in CastlingSide::ALL {
            if self.castling().has(us, side) && !side.must_be_empty(us).intersects(occupied) {
                f(Move::new(
                    Role::King,
                    side.king_from(us),
                    side.king_to(us),
                    MoveKind::Castle,
                ));
            }
        }
    }

    fn en_passant_capturers(&self) -> Bitboard {
        match self.ep_square() {
            Some(ep) => {
                let us = self.side_to_move();
                tables::pawn_attacks(!us, ep)
                    & self.board().by_piece(Piece {
                        color: us,
                        role: Role::Pawn,
                    })
            }
            None => Bitboard::EMPTY,
        }
    }

    /// Whether [`Self::generate`] would give any move, found without
    /// listing them: pawn targets (a few masks) and en passant first, then
    /// castling and every piece's targets, none of them listed.
    pub(crate) fn has_piece_move(&self) -> bool {
        if self.royal_missing() {
            return false;
        }
        let board = self.board();
        let empty = board.empty_squares().bits();
        let theirs = board.by_color(!self.side_to_move()).bits();
        let pawns = self.pawn_targets(empty, theirs);
        if pawns.single | pawns.double | pawns.left | pawns.right != 0 {
            return true;
        }
        if self.ep_square().is_some() && self.en_passant_capturers().into_iter().next().is_some() {
            return true;
        }
        let mut any = false;
        self.castling_moves(|_| any = true);
        self.for_each_piece_target(|_, _, targets| any |= !targets.is_empty());
        any
    }

    pub(crate) fn generate(&self, moves: &mut MoveList<Move>) {
        if self.royal_missing() {
            return;
        }
        self.for_each_piece_target(|role, from, targets| {
            for to in targets {
                moves.push(Move::normal(role, from, to));
            }
        });
        self.castling_moves(|m| moves.push(m));
        let board = self.board();
        let empty = board.empty_squares().bits();
        let theirs = board.by_color(!self.side_to_move()).bits();
        let pawns = self.pawn_targets(empty, theirs);
        let sets = [pawns.single, pawns.double, pawns.left, pawns.right];
        for (set, delta) in sets.into_iter().zip(pawns.deltas) {
            for to in Bitboard::from_bits(set) {
                let Some(from) = Square::new((to.index() as i32 - delta) as u8) else {
                    continue;
                };
                if BACK_RANKS & (1 << to.index()) != 0 {
                    for role in Role::PROMOTIONS {
                        if let Some(kind) = MoveKind::promotion(role) {
                            moves.push(Move::new(Role::Pawn, from, to, kind));
                        }
                    }
                } else {
                    moves.push(Move::normal(Role::Pawn, from, to));
                }
            }
        }
        if let Some(ep) = self.ep_square() {
            for from in self.en_passant_capturers() {
                moves.push(Move::new(Role::Pawn, from, ep, MoveKind::EnPassant));
            }
        }
    }

    /// Number of turns without listing them: a quiet move has one duck
    /// square per empty square, a capture one more (the captured piece's
    /// square stays occupied but the mover's origin empties), a king
    /// capture exactly one turn.
    #[inline(always)]
    pub(crate) fn count(&self) -> u64 {
        if self.royal_missing() {
            return 0;
        }
        let board = self.board();
        let them = !self.side_to_move();
        let empty_bb = board.empty_squares();
        let their_king = board.by_piece(Piece {
            color: them,
            role: Role::King,
        });
        let victims = board.by_color(them) - their_king;
        let mut tally = TurnTally::new();
        self.for_each_piece_target(|_, _, targets| {
            tally.add_targets(targets, empty_bb, victims, their_king);
        });
        // A special move counts by what it empties and fills besides its own
        // two squares (`Move::side_squares`, where castling and en passant
        // are described once): one emptied more than filled is a capture's
        // count (E + 1 duck squares), as many filled as emptied a quiet one's.
        let us = self.side_to_move();
        let mut special = |m: Move| match m.side_squares(us) {
            (Some(_), None) => tally.captures += 1,
            _ => tally.quiet += 1,
        };
        self.castling_moves(&mut special);
        if let Some(ep) = self.ep_square() {
            for from in self.en_passant_capturers() {
                special(Move::new(Role::Pawn, from, ep, MoveKind::EnPassant));
            }
        }
        let empty = empty_bb.bits();
        let pawns = self.pawn_targets_inline(empty, board.by_color(them).bits());
        let promo = |set: u64| u64::from((set & BACK_RANKS).count_ones());
        let plain = |set: u64| u64::from((set & !BACK_RANKS).count_ones());
        tally.quiet += plain(pawns.single) + 4 * promo(pawns.single) + plain(pawns.double);
        for set in [pawns.left, pawns.right] {
            let kings = set & their_king.bits();
            let others = set & !kings;
            tally.captures += plain(others) + 4 * promo(others);
            tally.royal += plain(kings) + 4 * promo(kings);
        }
        tally.total(empty_bb.len())
    }
}
