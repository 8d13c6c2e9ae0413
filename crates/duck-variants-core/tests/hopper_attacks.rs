//! The one-pass hopper generators (`attacks::hopper_attacks`,
//! `attacks::cannon_attacks`: quiet moves and capture candidates together)
//! against the square-by-square walkers of `duck_variants_testkit::reference`, on
//! random occupancies of both shipped geometries. (`tests/attacks.rs`
//! covers every other generator: sliders, rays, leapers, lame leapers and
//! `hopper_captures`.)

use duck_variants_core::attacks::{self, Delta};
use duck_variants_core::{Bitboard, Board8x8, Board9x10, Direction, Geometry, Square};
use duck_variants_testkit::reference;
use proptest::prelude::*;

/// Steps written out by hand, not taken from `Direction`.
fn step_of(d: Direction) -> Delta {
    match d {
        Direction::North => (0, 1),
        Direction::East => (1, 0),
        Direction::South => (0, -1),
        Direction::West => (-1, 0),
        Direction::NorthEast => (1, 1),
        Direction::NorthWest => (-1, 1),
        Direction::SouthEast => (1, -1),
        Direction::SouthWest => (-1, -1),
    }
}

const ORTHOGONAL: [Delta; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// Random occupancies of varied density, as raw bits (bits off the board
/// are dropped).
fn occupancy() -> impl Strategy<Value = u128> {
    (any::<u128>(), any::<u128>(), 0u8..3).prop_map(|(a, b, k)| match k {
        0 => a & b,
        1 => a,
        _ => a | b,
    })
}

fn check<G: Geometry>(bits: u128, mask: u8) {
    let occ = Bitboard::<G>::from_u128(bits);
    let dirs: Vec<Direction> = Direction::ALL
        .iter()
        .enumerate()
        .filter(|&(i, _)| mask >> i & 1 == 1)
        .map(|(_, &d)| d)
        .collect();
    let steps: Vec<Delta> = dirs.iter().map(|&d| step_of(d)).collect();
    for s in Square::<G>::all() {
        let (quiet, captures) = attacks::hopper_attacks(s, occ, &dirs);
        assert_eq!(
            quiet,
            reference::slider(s, occ, &steps) - occ,
            "hopper quiet {dirs:?} {s} {occ:?}"
        );
        assert_eq!(
            captures,
            reference::hopper(s, occ, &steps),
            "hopper captures {dirs:?} {s} {occ:?}"
        );
        let (quiet, captures) = attacks::cannon_attacks(s, occ);
        assert_eq!(
            quiet,
            reference::slider(s, occ, &ORTHOGONAL) - occ,
            "cannon quiet {s} {occ:?}"
        );
        assert_eq!(
            captures,
            reference::hopper(s, occ, &ORTHOGONAL),
            "cannon captures {s} {occ:?}"
        );
        assert!(!quiet.intersects(occ) && captures.is_subset(occ));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn hopper_attacks_equal_the_reference_on_8x8(bits in occupancy(), mask in any::<u8>()) {
        check::<Board8x8>(bits, mask);
    }

    #[test]
    fn hopper_attacks_equal_the_reference_on_9x10(bits in occupancy(), mask in any::<u8>()) {
        check::<Board9x10>(bits, mask);
    }
}

#[test]
fn empty_and_full_boards() {
    for bits in [0, u128::MAX] {
        check::<Board8x8>(bits, 0xff);
        check::<Board9x10>(bits, 0xff);
    }
}
