//! Zobrist keys: the splitmix64 sequences of fixed seeds, so that hashes
//! are stable across runs, builds, machines and targets.

use crate::color::Color;
use crate::geometry::{Geometry, MAX_SQUARES};
use crate::square::Square;

/// Most roles a variant may have (the board keeps one set per role).
pub const MAX_ROLES: usize = 8;

/// The splitmix64 increment.
const GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

/// Key `i` of the splitmix64 sequence from `seed`: its state after `i + 1`
/// steps, mixed; `keys::<N>(seed)[i]` without the table.
#[inline(always)]
pub const fn key(seed: u64, i: usize) -> u64 {
    let mut z = seed.wrapping_add(GAMMA.wrapping_mul(i as u64 + 1));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// `N` pseudo-random keys from `seed`.
pub const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut i = 0;
    while i < N {
        out[i] = key(seed, i);
        i += 1;
    }
    out
}

const PIECE_SEED: u64 = 0x6475_636b_2d70_6365;
const BLOCKER_SEED: u64 = 0x6475_636b_2d64_7563;
const EXTRA_SEED: u64 = 0x6475_636b_2d65_7874;
/// Keys a variant may use for its own state.
const EXTRA: usize = 64;

/// Piece keys by color, then role, then square.
///
/// Most targets look the keys up in tables made at compile time.
/// WebAssembly computes each one (three multiplications) instead: the
/// tables' 17.5 KB do not compress, and were a sixth of the gzipped module
/// a page loads; and there the computed keys are as fast as the loads (a
/// tenth faster in Duck Chess perft(4): BENCHMARKS.md).
#[cfg(not(target_family = "wasm"))]
static PIECE_KEYS: [u64; 2 * MAX_ROLES * MAX_SQUARES] = keys(PIECE_SEED);
#[cfg(not(target_family = "wasm"))]
static BLOCKER_KEYS: [u64; MAX_SQUARES] = keys(BLOCKER_SEED);
#[cfg(not(target_family = "wasm"))]
static EXTRA_KEYS: [u64; EXTRA] = keys(EXTRA_SEED);

/// Key `i` (in range) of the sequence from `seed`: the entry of `table`,
/// or computed on WebAssembly.
macro_rules! key_of {
    ($table:ident, $seed:ident, $i:expr) => {{
        #[cfg(not(target_family = "wasm"))]
        {
            $table[$i]
        }
        #[cfg(target_family = "wasm")]
        {
            key($seed, $i)
        }
    }};
}

/// Key of a piece of `color` and role index `role` on `sq`.
#[inline(always)]
pub fn piece<G: Geometry>(color: Color, role: usize, sq: Square<G>) -> u64 {
    // Squares and roles are in range; the masks only let the compiler see
    // that the index is.
    key_of!(
        PIECE_KEYS,
        PIECE_SEED,
        ((color.index() & 1) * MAX_ROLES + (role & (MAX_ROLES - 1))) * MAX_SQUARES
            + (sq.index() & (MAX_SQUARES - 1))
    )
}

/// Key of a blocker (the duck, an arrow) on `sq`.
#[inline(always)]
pub fn blocker<G: Geometry>(sq: Square<G>) -> u64 {
    key_of!(BLOCKER_KEYS, BLOCKER_SEED, sq.index() & (MAX_SQUARES - 1))
}

/// Key toggled when the second player is to move.
pub const BLACK_TO_MOVE: u64 = 0x5d1f_3b2a_8c6e_4f71;

/// Key toggled into a [`HalfTurn`](crate::HalfTurn)'s hash: the position
/// after a piece move with its blocker still to place is a node of its own,
/// and must never share a key with a whole position of the same board.
pub const HALF_TURN: u64 = 0xa3c5_9ac2_3d6f_4e19;

/// The side-to-move key: [`BLACK_TO_MOVE`] for Black, nothing for White.
#[inline]
pub const fn side_key(side_to_move: crate::Color) -> u64 {
    match side_to_move {
        crate::Color::White => 0,
        crate::Color::Black => BLACK_TO_MOVE,
    }
}

/// Keys a variant may use for its own state (castling rights, en-passant
/// file, ...): `extra(i)` for `i < 64`.
#[inline(always)]
pub fn extra(i: usize) -> u64 {
    key_of!(EXTRA_KEYS, EXTRA_SEED, i % EXTRA)
}
