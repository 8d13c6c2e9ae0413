//! Line helpers for engines: the squares between two squares, and the
//! squares where one more blocker (the duck, an arrow) interposes against
//! a capture: on a slider's line, between a cannon and its target (a
//! second screen), on a horse's leg, in an elephant's eye.
//!
//! Pure geometry: the callers say which piece stands where (see
//! [`Queries::interpositions`](crate::Queries::interpositions) for the
//! question asked of a position).

use crate::attacks::ray;
use crate::bitboard::Bitboard;
use crate::geometry::{Direction, Geometry};
use crate::square::Square;

/// The direction from `a` along which `b` lies on a rank, file or
/// diagonal, if it does (`None` for `a == b`).
#[inline]
pub fn direction<G: Geometry>(a: Square<G>, b: Square<G>) -> Option<Direction> {
    Direction::ALL
        .into_iter()
        .find(|&dir| ray(a, dir).contains(b))
}

/// The squares strictly between `a` and `b` when they share a rank, file
/// or diagonal; empty otherwise (and for neighbours).
///
/// ```
/// use duck_variants_core::{Board8x8, Square, lines::between};
/// let sq = |n: &str| n.parse::<Square<Board8x8>>().unwrap();
/// let squares: Vec<String> = between(sq("a1"), sq("d4")).iter().map(|s| s.to_string()).collect();
/// assert_eq!(squares, ["b2", "c3"]);
/// assert!(between(sq("a1"), sq("b3")).is_empty());
/// ```
#[inline]
pub fn between<G: Geometry>(a: Square<G>, b: Square<G>) -> Bitboard<G> {
    match direction(a, b) {
        Some(dir) => ray(a, dir) & ray(b, dir.opposite()),
        None => Bitboard::EMPTY,
    }
}

/// Where one more blocker stops a slider on `from` that reaches `to` now
/// (a rook, bishop, queen, chariot; a flying general): every empty square
/// between them. Empty when the slider has no open line to `to`, since no
/// blocker is needed (or possible on the line) then.
#[inline]
pub fn slider_interpositions<G: Geometry>(
    from: Square<G>,
    to: Square<G>,
    occupied: Bitboard<G>,
) -> Bitboard<G> {
    let line = between(from, to);
    if direction(from, to).is_none() || line.intersects(occupied) {
        return Bitboard::EMPTY;
    }
    line
}

/// Where one more blocker stops a cannon (a hopper) on `from` that captures
/// on `to` now over exactly one screen: every empty square between them,
/// which makes a second screen. Empty when the line between does not hold
/// exactly one occupant.
///
/// The reverse case matters as much to a duck: on an open line, a blocker
/// between *makes* the screen ([`cannon_screen_squares`]).
#[inline]
pub fn cannon_interpositions<G: Geometry>(
    from: Square<G>,
    to: Square<G>,
    occupied: Bitboard<G>,
) -> Bitboard<G> {
    let line = between(from, to);
    if !is_orthogonal(from, to) || (line & occupied).len() != 1 {
        return Bitboard::EMPTY;
    }
    line - occupied
}

/// Whether `to` lies on `from`'s rank or file (a cannon's lines).
#[inline]
fn is_orthogonal<G: Geometry>(from: Square<G>, to: Square<G>) -> bool {
    direction(from, to).is_some_and(|dir| Direction::ORTHOGONAL.contains(&dir))
}

/// Where one more blocker gives a cannon on `from` a screen, and so a
/// capture on `to`: every square between them when they share a rank or
/// file with no occupant between. Empty otherwise.
#[inline]
pub fn cannon_screen_squares<G: Geometry>(
    from: Square<G>,
    to: Square<G>,
    occupied: Bitboard<G>,
) -> Bitboard<G> {
    if !is_orthogonal(from, to) {
        return Bitboard::EMPTY;
    }
    slider_interpositions(from, to, occupied)
}

/// The leg of a horse's leap from `from` to `to` (one orthogonal step,
/// then one diagonal step outwards): the square one step from `from`
/// along the leap's long side. `None` when `to` is no horse leap away.
#[inline]
pub fn horse_leg<G: Geometry>(from: Square<G>, to: Square<G>) -> Option<Square<G>> {
    let (df, dr) = delta(from, to);
    match (df.abs(), dr.abs()) {
        (1, 2) => from.offset(0, dr.signum()),
        (2, 1) => from.offset(df.signum(), 0),
        _ => None,
    }
}

/// The eye of an elephant's leap from `from` to `to` (two diagonal
/// steps): the square between them. `None` when `to` is no such leap away.
#[inline]
pub fn elephant_eye<G: Geometry>(from: Square<G>, to: Square<G>) -> Option<Square<G>> {
    let (df, dr) = delta(from, to);
    if df.abs() == 2 && dr.abs() == 2 {
        from.offset(df / 2, dr / 2)
    } else {
        None
    }
}

/// `(file step, rank step)` from `from` to `to`.
#[inline]
fn delta<G: Geometry>(from: Square<G>, to: Square<G>) -> (i32, i32) {
    (
        i32::from(to.file().index()) - i32::from(from.file().index()),
        i32::from(to.rank().index()) - i32::from(from.rank().index()),
    )
}
