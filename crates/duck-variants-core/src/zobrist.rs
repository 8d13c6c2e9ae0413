//! Zobrist keys, generated at compile time from a fixed seed so that hashes
//! are stable across runs, builds and machines.

use crate::color::Color;
use crate::geometry::{Geometry, MAX_SQUARES};
use crate::square::Square;

/// Most roles a variant may have (the board keeps one set per role).
pub const MAX_ROLES: usize = 8;

/// One step of the splitmix64 generator.
const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

/// `N` pseudo-random keys from `seed`.
pub const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (next, key) = splitmix(state);
        state = next;
        out[i] = key;
        i += 1;
    }
    out
}

/// Piece keys by color, role and square: the flat sequence of the seed,
/// reshaped so that indexing needs no arithmetic the compiler cannot bound.
static PIECE_KEYS: [[[u64; MAX_SQUARES]; MAX_ROLES]; 2] = {
    let flat: [u64; 2 * MAX_ROLES * MAX_SQUARES] = keys(0x6475_636b_2d70_6365);
    let mut out = [[[0; MAX_SQUARES]; MAX_ROLES]; 2];
    let mut i = 0;
    while i < flat.len() {
        out[i / (MAX_ROLES * MAX_SQUARES)][(i / MAX_SQUARES) % MAX_ROLES][i % MAX_SQUARES] =
            flat[i];
        i += 1;
    }
    out
};
static DUCK_KEYS: [u64; MAX_SQUARES] = keys(0x6475_636b_2d64_7563);
const EXTRA_KEYS: [u64; 64] = keys(0x6475_636b_2d65_7874);

/// Key of a piece of `color` and role index `role` on `sq`.
#[inline(always)]
pub fn piece<G: Geometry>(color: Color, role: usize, sq: Square<G>) -> u64 {
    // Squares and roles are in range; the masks only let the compiler see it.
    PIECE_KEYS[color.index()][role & (MAX_ROLES - 1)][sq.index() & (MAX_SQUARES - 1)]
}

/// Key of the duck (a neutral blocker) on `sq`.
#[inline(always)]
pub fn blocker<G: Geometry>(sq: Square<G>) -> u64 {
    DUCK_KEYS[sq.index() & (MAX_SQUARES - 1)]
}

/// Key toggled when the second player is to move.
pub const BLACK_TO_MOVE: u64 = 0x5d1f_3b2a_8c6e_4f71;

/// The side-to-move key: [`BLACK_TO_MOVE`] for Black, nothing for White.
#[inline]
pub const fn side_key(turn: crate::Color) -> u64 {
    match turn {
        crate::Color::White => 0,
        crate::Color::Black => BLACK_TO_MOVE,
    }
}

/// Keys a variant may use for its own state (castling rights, en-passant
/// file, ...): `extra(i)` for `i < 64`.
#[inline(always)]
pub fn extra(i: usize) -> u64 {
    EXTRA_KEYS[i % 64]
}
