//! The squares each Duck Chess piece attacks, the duck counted as an
//! occupied square: leapers from tables built at compile time, sliders from
//! the core's rays. Engines use them for their own evaluation and search;
//! move generation is built on them.

use duck_variants_core::Color;
use duck_variants_core::attacks::{KING_DELTAS, KNIGHT_DELTAS, LeaperTable};
use duck_variants_core::{Board8x8, attacks};

use crate::{Bitboard, Square};

static KNIGHT: LeaperTable<Board8x8> = LeaperTable::new(&KNIGHT_DELTAS);

static KING: LeaperTable<Board8x8> = LeaperTable::new(&KING_DELTAS);

static WHITE_PAWN: LeaperTable<Board8x8> = LeaperTable::new(&[(-1, 1), (1, 1)]);
static BLACK_PAWN: LeaperTable<Board8x8> = LeaperTable::new(&[(-1, -1), (1, -1)]);

/// Knight targets: the duck never blocks a knight, it only occupies its
/// landing square.
#[inline(always)]
pub fn knight(sq: Square) -> Bitboard {
    KNIGHT.attacks(sq)
}

/// King targets (one step in every direction).
#[inline(always)]
pub fn king(sq: Square) -> Bitboard {
    KING.attacks(sq)
}

/// Squares a pawn of `color` on `sq` captures on.
#[inline(always)]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    match color {
        Color::White => WHITE_PAWN.attacks(sq),
        Color::Black => BLACK_PAWN.attacks(sq),
    }
}

/// Bishop targets: diagonal rays up to and including the first occupied
/// square.
#[inline(always)]
pub fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    attacks::bishop_attacks(sq, occupied)
}

/// Rook targets: orthogonal rays up to and including the first occupied
/// square.
#[inline(always)]
pub fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    attacks::rook_attacks(sq, occupied)
}

/// Queen targets: the bishop's and the rook's together.
#[inline(always)]
pub fn queen(sq: Square, occupied: Bitboard) -> Bitboard {
    bishop(sq, occupied) | rook(sq, occupied)
}
