//! Attack generation for every piece shape the duck variants need, generic
//! over the geometry: sliders (rays up to the first occupant), leapers,
//! lame leapers (a leap that an occupied "leg" square blocks: the xiangqi
//! horse and elephant) and hoppers (the cannon, which captures over exactly
//! one screen).
//!
//! "Occupied" always means the full occupancy, blockers included: pass
//! [`Board::occupied`](crate::Board::occupied) and a blocker stops rays, stands
//! on legs and screens cannons without any rule knowing about it.

use core::marker::PhantomData;

use crate::bitboard::Bitboard;
use crate::geometry::{Direction, Geometry, MAX_SQUARES, Tables, step};
use crate::square::Square;

/// The square of `set` nearest the start of a ray going in `dir`: the
/// lowest index for a direction that counts up, the highest otherwise.
#[inline(always)]
fn nearest<G: Geometry>(set: Bitboard<G>, dir: Direction) -> Option<Square<G>> {
    if dir.is_positive() {
        set.first()
    } else {
        set.last()
    }
}

/// The squares a slider on `sq` reaches in one direction: every square up to
/// and including the first occupied one.
#[inline(always)]
pub fn ray_attacks<G: Geometry>(
    sq: Square<G>,
    occupied: Bitboard<G>,
    dir: Direction,
) -> Bitboard<G> {
    let rays = &Tables::<G>::RAYS[dir as usize];
    let ray = Bitboard::<G>::from_table(rays[sq.index()]);
    let blockers = ray & occupied;
    let first = nearest(blockers, dir);
    match first {
        Some(b) => ray ^ Bitboard::from_table(rays[b.index()]),
        None => ray,
    }
}

/// The full ray from `sq` in `dir` to the edge of the board, ignoring
/// occupants.
#[inline(always)]
pub fn ray<G: Geometry>(sq: Square<G>, dir: Direction) -> Bitboard<G> {
    Bitboard::from_table(Tables::<G>::RAYS[dir as usize][sq.index()])
}

/// Slider attacks along several directions.
#[inline(always)]
pub fn slider_attacks<G: Geometry>(
    sq: Square<G>,
    occupied: Bitboard<G>,
    dirs: &[Direction],
) -> Bitboard<G> {
    let mut out = Bitboard::EMPTY;
    for &dir in dirs {
        out |= ray_attacks(sq, occupied, dir);
    }
    out
}

/// Rook (chariot) attacks: the four orthogonal rays.
#[inline(always)]
pub fn rook_attacks<G: Geometry>(sq: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
    slider_attacks(sq, occupied, &Direction::ORTHOGONAL)
}

/// Bishop attacks: the four diagonal rays.
#[inline(always)]
pub fn bishop_attacks<G: Geometry>(sq: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
    slider_attacks(sq, occupied, &Direction::DIAGONAL)
}

/// Queen attacks: all eight rays.
#[inline(always)]
pub fn queen_attacks<G: Geometry>(sq: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// The squares a hopper on `sq` can capture on along `dirs`: on each ray,
/// the first occupied square after exactly one occupied square (the screen).
///
/// The result holds occupied squares of any kind; the caller keeps the
/// enemy pieces, which is also how a blocker there is never captured.
#[inline(always)]
pub fn hopper_captures<G: Geometry>(
    sq: Square<G>,
    occupied: Bitboard<G>,
    dirs: &[Direction],
) -> Bitboard<G> {
    let mut out = Bitboard::EMPTY;
    for &dir in dirs {
        let rays = &Tables::<G>::RAYS[dir as usize];
        let ray = Bitboard::<G>::from_table(rays[sq.index()]);
        let blockers = ray & occupied;
        let screen = nearest(blockers, dir);
        if let Some(screen) = screen {
            let beyond = Bitboard::<G>::from_table(rays[screen.index()]) & occupied;
            let target = nearest(beyond, dir);
            if let Some(target) = target {
                out.insert(target);
            }
        }
    }
    out
}

/// Cannon captures: a hopper along the four orthogonal rays.
#[inline(always)]
pub fn cannon_captures<G: Geometry>(sq: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
    hopper_captures(sq, occupied, &Direction::ORTHOGONAL)
}

/// A hopper's quiet moves and capture candidates in one pass along `dirs`:
/// on each ray, the empty squares before the first occupant (the screen)
/// are quiet moves, and the first occupant after the screen is a capture
/// candidate (the caller keeps the enemy pieces, so a blocker is never
/// captured).
///
/// Equals `(slider_attacks(sq, occupied, dirs) - occupied,
/// hopper_captures(sq, occupied, dirs))`, with each ray walked once.
#[inline(always)]
pub fn hopper_attacks<G: Geometry>(
    sq: Square<G>,
    occupied: Bitboard<G>,
    dirs: &[Direction],
) -> (Bitboard<G>, Bitboard<G>) {
    let mut quiet = Bitboard::EMPTY;
    let mut captures = Bitboard::EMPTY;
    for &dir in dirs {
        let rays = &Tables::<G>::RAYS[dir as usize];
        let ray = Bitboard::<G>::from_table(rays[sq.index()]);
        let blockers = ray & occupied;
        let screen = nearest(blockers, dir);
        let Some(screen) = screen else {
            quiet |= ray;
            continue;
        };
        let behind = Bitboard::<G>::from_table(rays[screen.index()]);
        quiet |= ray ^ behind ^ Bitboard::from_square(screen);
        let beyond = behind & occupied;
        let target = nearest(beyond, dir);
        if let Some(target) = target {
            captures.insert(target);
        }
    }
    (quiet, captures)
}

/// Cannon quiet moves and capture candidates: [`hopper_attacks`] along the
/// four orthogonal rays.
#[inline(always)]
pub fn cannon_attacks<G: Geometry>(
    sq: Square<G>,
    occupied: Bitboard<G>,
) -> (Bitboard<G>, Bitboard<G>) {
    hopper_attacks(sq, occupied, &Direction::ORTHOGONAL)
}

/// A `(file step, rank step)` pair.
pub type Delta = (i8, i8);

/// The knight's eight jumps, for [`LeaperTable::new`].
pub const KNIGHT_DELTAS: [Delta; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The eight single steps of a chess king, for [`LeaperTable::new`].
pub const KING_DELTAS: [Delta; 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// Precomputed targets of a leaper (a piece that jumps by fixed offsets and
/// cannot be blocked: knight, king, xiangqi soldier steps).
///
/// Built at compile time:
///
/// ```
/// use duck_variants_core::{attacks::LeaperTable, Board8x8, Square};
///
/// const KNIGHT: LeaperTable<Board8x8> = LeaperTable::new(&[
///     (1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2),
/// ]);
/// let a1: Square<Board8x8> = "a1".parse().unwrap();
/// assert_eq!(KNIGHT.attacks(a1).len(), 2);
/// ```
#[derive(Clone, Debug)]
pub struct LeaperTable<G> {
    masks: [u128; MAX_SQUARES],
    geometry: PhantomData<G>,
}

impl<G: Geometry> LeaperTable<G> {
    /// The table for a leaper with these offsets.
    pub const fn new(deltas: &[Delta]) -> Self {
        let mut masks = [0u128; MAX_SQUARES];
        let n = G::FILES as usize * G::RANKS as usize;
        let mut sq = 0;
        while sq < n && sq < MAX_SQUARES {
            let mut i = 0;
            while i < deltas.len() {
                let (df, dr) = deltas[i];
                if let Some(to) = step(G::FILES, G::RANKS, sq, df as i32, dr as i32) {
                    masks[sq] |= 1u128 << to;
                }
                i += 1;
            }
            sq += 1;
        }
        LeaperTable {
            masks,
            geometry: PhantomData,
        }
    }

    /// The squares a leaper on `sq` attacks.
    #[inline(always)]
    pub fn attacks(&self, sq: Square<G>) -> Bitboard<G> {
        Bitboard::from_table(self.masks[sq.index()])
    }
}

/// One leg of a lame leaper: the square that must be empty, and the offsets
/// it opens.
pub type Leg = (Delta, &'static [Delta]);

/// Precomputed targets of a lame leaper: each move passes over a "leg"
/// square, and an occupied leg (a piece or a blocker) blocks every target
/// behind it. `LEGS` is the number of legs per square (4 for both the
/// xiangqi horse and elephant).
///
/// ```
/// use duck_variants_core::{attacks::LameLeaperTable, Bitboard, Board9x10, Square};
///
/// const ELEPHANT: LameLeaperTable<Board9x10, 4> = LameLeaperTable::new(&[
///     ((1, 1), &[(2, 2)]),
///     ((-1, 1), &[(-2, 2)]),
///     ((1, -1), &[(2, -2)]),
///     ((-1, -1), &[(-2, -2)]),
/// ]);
/// let c1: Square<Board9x10> = "c1".parse().unwrap();
/// let d2: Square<Board9x10> = "d2".parse().unwrap();
/// assert_eq!(ELEPHANT.attacks(c1, Bitboard::EMPTY).len(), 2);
/// assert_eq!(ELEPHANT.attacks(c1, Bitboard::from_square(d2)).len(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct LameLeaperTable<G, const LEGS: usize> {
    legs: [[u8; LEGS]; MAX_SQUARES],
    targets: [[u128; LEGS]; MAX_SQUARES],
    geometry: PhantomData<G>,
}

/// Marks a leg that is off the board (its targets are empty too).
const NO_LEG: u8 = u8::MAX;

impl<G: Geometry, const LEGS: usize> LameLeaperTable<G, LEGS> {
    /// The table for a lame leaper with these legs (at most `LEGS` of them;
    /// offsets are relative to the moving piece, not to the leg).
    pub const fn new(legs: &[Leg]) -> Self {
        assert!(legs.len() <= LEGS, "more legs than the table holds");
        let mut leg_sq = [[NO_LEG; LEGS]; MAX_SQUARES];
        let mut targets = [[0u128; LEGS]; MAX_SQUARES];
        let n = G::FILES as usize * G::RANKS as usize;
        let mut sq = 0;
        while sq < n && sq < MAX_SQUARES {
            let mut i = 0;
            while i < legs.len() {
                let ((lf, lr), tos) = legs[i];
                if let Some(leg) = step(G::FILES, G::RANKS, sq, lf as i32, lr as i32) {
                    let mut mask = 0u128;
                    let mut j = 0;
                    while j < tos.len() {
                        let (df, dr) = tos[j];
                        if let Some(to) = step(G::FILES, G::RANKS, sq, df as i32, dr as i32) {
                            mask |= 1u128 << to;
                        }
                        j += 1;
                    }
                    if mask != 0 {
                        leg_sq[sq][i] = leg as u8;
                        targets[sq][i] = mask;
                    }
                }
                i += 1;
            }
            sq += 1;
        }
        LameLeaperTable {
            legs: leg_sq,
            targets,
            geometry: PhantomData,
        }
    }

    /// The squares a lame leaper on `sq` attacks when `occupied` holds every
    /// occupant (pieces and blockers).
    #[inline(always)]
    pub fn attacks(&self, sq: Square<G>, occupied: Bitboard<G>) -> Bitboard<G> {
        let legs = &self.legs[sq.index()];
        let targets = &self.targets[sq.index()];
        let mut out = Bitboard::EMPTY;
        for i in 0..LEGS {
            if let Some(leg) = Square::<G>::new(legs[i]) {
                if !occupied.contains(leg) {
                    out |= Bitboard::from_table(targets[i]);
                }
            }
        }
        out
    }

    /// The squares a lame leaper on `sq` could reach if no leg were occupied.
    #[inline]
    pub fn unblocked(&self, sq: Square<G>) -> Bitboard<G> {
        self.attacks(sq, Bitboard::EMPTY)
    }
}
