//! Attack tables for the pieces whose moves do not depend on occupancy.

use duck_core::Color;
use duck_core::attacks::{KING_DELTAS, KNIGHT_DELTAS, LeaperTable};
use duck_core::{Board8x8, attacks};

use crate::{Bitboard, Square};

const KNIGHT: LeaperTable<Board8x8> = LeaperTable::new(&KNIGHT_DELTAS);

const KING: LeaperTable<Board8x8> = LeaperTable::new(&KING_DELTAS);

const WHITE_PAWN: LeaperTable<Board8x8> = LeaperTable::new(&[(-1, 1), (1, 1)]);
const BLACK_PAWN: LeaperTable<Board8x8> = LeaperTable::new(&[(-1, -1), (1, -1)]);

/// Knight targets: the duck never blocks a knight, it only occupies its
/// landing square.
#[inline(always)]
pub(crate) fn knight(sq: Square) -> Bitboard {
    KNIGHT.attacks(sq)
}

#[inline(always)]
pub(crate) fn king(sq: Square) -> Bitboard {
    KING.attacks(sq)
}

/// Squares a pawn of `color` on `sq` captures on.
#[inline(always)]
pub(crate) fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    match color {
        Color::White => WHITE_PAWN.attacks(sq),
        Color::Black => BLACK_PAWN.attacks(sq),
    }
}

#[inline(always)]
pub(crate) fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    attacks::bishop_attacks(sq, occupied)
}

#[inline(always)]
pub(crate) fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    attacks::rook_attacks(sq, occupied)
}
