//! Slow, obviously correct attack generators that walk square by square.
//!
//! They exist to check the table-driven generators in [`duck_variants_core::attacks`]
//! (and any faster ones a geometry adds) on random occupancies.

use duck_variants_core::attacks::Delta;
use duck_variants_core::{Bitboard, Geometry, Square};

/// Slides from `sq` by `(df, dr)` until the edge or the first occupied
/// square (which is included).
pub fn walk<G: Geometry>(sq: Square<G>, occupied: Bitboard<G>, (df, dr): Delta) -> Bitboard<G> {
    let mut out = Bitboard::EMPTY;
    let mut cur = sq;
    while let Some(next) = cur.offset(df.into(), dr.into()) {
        out.insert(next);
        if occupied.contains(next) {
            break;
        }
        cur = next;
    }
    out
}

/// Slider attacks along the given steps.
pub fn slider<G: Geometry>(sq: Square<G>, occupied: Bitboard<G>, steps: &[Delta]) -> Bitboard<G> {
    steps
        .iter()
        .fold(Bitboard::EMPTY, |acc, &d| acc | walk(sq, occupied, d))
}

/// Leaper targets.
pub fn leaper<G: Geometry>(sq: Square<G>, deltas: &[Delta]) -> Bitboard<G> {
    deltas
        .iter()
        .filter_map(|&(df, dr)| sq.offset(df.into(), dr.into()))
        .collect()
}

/// Lame leaper targets: each `(leg, target)` offset pair opens the target
/// when the leg square is on the board and empty.
pub fn lame_leaper<G: Geometry>(
    sq: Square<G>,
    occupied: Bitboard<G>,
    pairs: &[(Delta, Delta)],
) -> Bitboard<G> {
    let mut out = Bitboard::EMPTY;
    for &((lf, lr), (tf, tr)) in pairs {
        let leg = sq.offset(lf.into(), lr.into());
        let target = sq.offset(tf.into(), tr.into());
        if let (Some(leg), Some(target)) = (leg, target) {
            if !occupied.contains(leg) {
                out.insert(target);
            }
        }
    }
    out
}

/// Hopper captures: along each step, the first occupied square after
/// exactly one occupied square.
pub fn hopper<G: Geometry>(sq: Square<G>, occupied: Bitboard<G>, steps: &[Delta]) -> Bitboard<G> {
    let mut out = Bitboard::EMPTY;
    for &(df, dr) in steps {
        let mut seen_screen = false;
        let mut cur = sq;
        while let Some(next) = cur.offset(df.into(), dr.into()) {
            if occupied.contains(next) {
                if seen_screen {
                    out.insert(next);
                    break;
                }
                seen_screen = true;
            }
            cur = next;
        }
    }
    out
}
