//! Board regions (palaces, river halves) and the attack tables of every
//! piece: the core's leaper tables, built at compile time, and the horse
//! and the elephant computed from the step tables.
//!
//! Every function takes the full occupancy, duck included, so the duck
//! stands on horse legs, fills elephant eyes, blocks chariots and screens
//! cannons without any special case.

use duck_variants_core::attacks::{self, LeaperTable};
use duck_variants_core::{Board9x10, Color};

use crate::{Bitboard, Square};

/// Ranks 1-5, Red's side of the river (bits 0..45).
const RED_HALF: u128 = (1 << 45) - 1;
/// Ranks 6-10, Black's side of the river (bits 45..90).
const BLACK_HALF: u128 = ((1 << 90) - 1) & !RED_HALF;

/// Files d-f of three ranks starting at `first_rank` (zero-based).
const fn palace_mask(first_rank: u32) -> u128 {
    let mut mask = 0u128;
    let mut rank = first_rank;
    while rank < first_rank + 3 {
        let mut file = 3;
        while file <= 5 {
            mask |= 1 << (rank * 9 + file);
            file += 1;
        }
        rank += 1;
    }
    mask
}

/// d1-f3.
const RED_PALACE: u128 = palace_mask(0);
/// d8-f10.
const BLACK_PALACE: u128 = palace_mask(7);

static ORTHOGONAL_STEP: LeaperTable<Board9x10> =
    LeaperTable::new(&[(0, 1), (1, 0), (0, -1), (-1, 0)]);
static DIAGONAL_STEP: LeaperTable<Board9x10> =
    LeaperTable::new(&[(1, 1), (1, -1), (-1, -1), (-1, 1)]);
static STEP_NORTH: LeaperTable<Board9x10> = LeaperTable::new(&[(0, 1)]);
static STEP_SOUTH: LeaperTable<Board9x10> = LeaperTable::new(&[(0, -1)]);
static STEP_SIDEWAYS: LeaperTable<Board9x10> = LeaperTable::new(&[(1, 0), (-1, 0)]);

/// The palace of `color`: files d-f, ranks 1-3 for Red, 8-10 for Black.
#[inline(always)]
pub fn palace(color: Color) -> Bitboard {
    Bitboard::from_u128(color.fold(RED_PALACE, BLACK_PALACE))
}

/// The points on `color`'s side of the river: ranks 1-5 for Red, 6-10 for
/// Black. Elephants stay here; soldiers outside it have crossed.
#[inline(always)]
pub fn own_half(color: Color) -> Bitboard {
    Bitboard::from_u128(color.fold(RED_HALF, BLACK_HALF))
}

/// Where a general of `color` on `sq` steps (one orthogonal step inside its
/// palace), before removing occupied points. The flying capture is not
/// included: it depends on the other general.
#[inline(always)]
pub fn general(color: Color, sq: Square) -> Bitboard {
    ORTHOGONAL_STEP.attacks(sq) & palace(color)
}

/// Where an advisor of `color` on `sq` steps (one diagonal step inside its
/// palace).
#[inline(always)]
pub fn advisor(color: Color, sq: Square) -> Bitboard {
    DIAGONAL_STEP.attacks(sq) & palace(color)
}

/// Where an elephant of `color` on `sq` goes: two diagonal steps whose eye
/// is empty, never across the river.
#[inline(always)]
pub fn elephant(color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    // The target lies beyond the eye as far again: on the eye's diagonal
    // steps, at the index the step from `sq` to the eye gives (a step that
    // would leave the board is not among the eye's steps).
    let mut out = Bitboard::EMPTY;
    for eye in DIAGONAL_STEP.attacks(sq) - occupied {
        let beyond = (2 * eye.index())
            .checked_sub(sq.index())
            .and_then(|i| u8::try_from(i).ok())
            .and_then(Square::new);
        if let Some(target) = beyond.filter(|&t| DIAGONAL_STEP.attacks(eye).contains(t)) {
            out.insert(target);
        }
    }
    out & own_half(color)
}

/// Where a horse on `sq` goes: every target whose leg is empty.
#[inline(always)]
pub fn horse(sq: Square, occupied: Bitboard) -> Bitboard {
    // A leg's diagonal steps are its two targets and two of the legs'
    // neighbours beside `sq`, which the last mask takes out. Computed from
    // the step tables, which the general and the advisor use too, rather
    // than from a table of its own.
    let mut out = Bitboard::EMPTY;
    for leg in ORTHOGONAL_STEP.attacks(sq) - occupied {
        out |= DIAGONAL_STEP.attacks(leg);
    }
    out - ORTHOGONAL_STEP.attacks(sq)
}

/// Where a chariot on `sq` goes: the four rays up to and including the
/// first occupied point.
#[inline(always)]
pub fn chariot(sq: Square, occupied: Bitboard) -> Bitboard {
    attacks::rook_attacks(sq, occupied)
}

/// Where a cannon on `sq` moves and captures, as `(quiet, captures)`: the
/// empty points a chariot would reach, and on each ray the first occupied
/// point after exactly one occupied point (the screen, which may be the
/// duck). The captures may hold any occupant; the caller keeps enemy pieces
/// only, so the duck is never captured.
#[inline(always)]
pub fn cannon(sq: Square, occupied: Bitboard) -> (Bitboard, Bitboard) {
    attacks::cannon_attacks(sq, occupied)
}

/// Bit shift of one step forward for `color` (a rank is 9 bits).
const FORWARD_SHIFT: u32 = 9;
/// a1, a2, .. a10: bit 0 and every ninth bit above it.
const FILE_A: u128 = 0x0002_0100_8040_2010_0804_0201;
/// i1, i2, .. i10.
const FILE_I: u128 = FILE_A << 8;

/// The points the soldiers `soldiers` of `color` step to, as three sets
/// (forward, towards the a-file, towards the i-file) in which each point is
/// reached by exactly one soldier, so that each set's size is its number of
/// moves.
#[inline(always)]
pub fn soldier_steps(color: Color, soldiers: Bitboard) -> [Bitboard; 3] {
    let bits = soldiers.bits();
    let crossed = (soldiers - own_half(color)).bits();
    let forward = match color {
        Color::White => bits << FORWARD_SHIFT,
        Color::Black => bits >> FORWARD_SHIFT,
    };
    [
        Bitboard::from_bits(forward),
        Bitboard::from_bits((crossed & !FILE_A) >> 1),
        Bitboard::from_bits((crossed & !FILE_I) << 1),
    ]
}

/// Where a soldier of `color` on `sq` steps: one point forward, and one
/// sideways once it stands beyond the river.
#[inline(always)]
pub fn soldier(color: Color, sq: Square) -> Bitboard {
    let forward = match color {
        Color::White => STEP_NORTH.attacks(sq),
        Color::Black => STEP_SOUTH.attacks(sq),
    };
    if own_half(color).contains(sq) {
        forward
    } else {
        forward | STEP_SIDEWAYS.attacks(sq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn set(names: &[&str]) -> Bitboard {
        names.iter().map(|n| sq(n)).collect()
    }

    #[test]
    fn regions() {
        assert_eq!(palace(Color::RED).len(), 9);
        assert_eq!(
            palace(Color::Black),
            set(&["d8", "e8", "f8", "d9", "e9", "f9", "d10", "e10", "f10"])
        );
        assert!(own_half(Color::RED).contains(sq("i5")));
        assert!(!own_half(Color::RED).contains(sq("a6")));
        assert_eq!(own_half(Color::Black), !own_half(Color::RED));
    }

    #[test]
    fn steps_stay_in_their_regions() {
        assert_eq!(general(Color::RED, sq("d1")), set(&["e1", "d2"]));
        assert_eq!(advisor(Color::RED, sq("d1")), set(&["e2"]));
        assert_eq!(advisor(Color::RED, sq("f2")), set(&["e1", "e3"]));
        assert_eq!(
            elephant(Color::RED, sq("e5"), Bitboard::EMPTY),
            set(&["c3", "g3"])
        );
        assert_eq!(soldier(Color::RED, sq("e5")), set(&["e6"]));
        assert_eq!(soldier(Color::RED, sq("e6")), set(&["e7", "d6", "f6"]));
        assert_eq!(soldier(Color::RED, sq("a10")), set(&["b10"]));
        assert_eq!(soldier(Color::Black, sq("e6")), set(&["e5"]));
        assert_eq!(soldier(Color::Black, sq("e5")), set(&["e4", "d5", "f5"]));
    }

    #[test]
    fn file_masks() {
        let file =
            |c: char| -> Bitboard { (1..=10).map(|r| sq(&alloc::format!("{c}{r}"))).collect() };
        assert_eq!(Bitboard::from_u128(FILE_A), file('a'));
        assert_eq!(Bitboard::from_u128(FILE_I), file('i'));
    }

    #[test]
    fn bulk_soldier_steps_equal_single_steps() {
        for color in [Color::RED, Color::Black] {
            let all = Bitboard::full();
            let mut single = 0;
            let mut union = Bitboard::EMPTY;
            for from in all {
                single += soldier(color, from).len();
                union |= soldier(color, from);
            }
            let bulk = soldier_steps(color, all);
            assert_eq!(bulk.iter().map(|b| b.len()).sum::<u32>(), single);
            assert_eq!(bulk[0] | bulk[1] | bulk[2], union);
        }
    }
}
