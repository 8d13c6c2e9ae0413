//! Attack generation: the table-driven generators of `duck_variants_core::attacks`
//! against the square-by-square walkers of `duck_variants_testkit::reference` on random
//! occupancies for four geometries, and both of them against hand-counted
//! positions (so that a broken reference cannot hide a broken fast path).

mod common;

use common::{Board6x6, Board10x10, set, sq};
use duck_variants_core::attacks::{self, Delta, LameLeaperTable, LeaperTable, Leg};
use duck_variants_core::{Bitboard, Board8x8, Board9x10, Direction, Geometry, Square};
use duck_variants_testkit::reference;
use proptest::prelude::*;

// Offsets written out by hand (not taken from `Direction::delta`).
const NORTH: Delta = (0, 1);
const EAST: Delta = (1, 0);
const SOUTH: Delta = (0, -1);
const WEST: Delta = (-1, 0);
const NORTH_EAST: Delta = (1, 1);
const NORTH_WEST: Delta = (-1, 1);
const SOUTH_EAST: Delta = (1, -1);
const SOUTH_WEST: Delta = (-1, -1);

const ORTHOGONAL: [Delta; 4] = [NORTH, EAST, SOUTH, WEST];
const DIAGONAL: [Delta; 4] = [NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST];
const ALL_STEPS: [Delta; 8] = [
    NORTH, EAST, SOUTH, WEST, NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST,
];

fn step_of(d: Direction) -> Delta {
    match d {
        Direction::North => NORTH,
        Direction::East => EAST,
        Direction::South => SOUTH,
        Direction::West => WEST,
        Direction::NorthEast => NORTH_EAST,
        Direction::NorthWest => NORTH_WEST,
        Direction::SouthEast => SOUTH_EAST,
        Direction::SouthWest => SOUTH_WEST,
    }
}

const KNIGHT_DELTAS: [Delta; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_DELTAS: [Delta; 8] = ALL_STEPS;

/// Xiangqi horse: an orthogonal leg, then the two knight squares beyond it.
const HORSE_LEGS: [Leg; 4] = [
    ((0, 1), &[(1, 2), (-1, 2)]),
    ((1, 0), &[(2, 1), (2, -1)]),
    ((0, -1), &[(1, -2), (-1, -2)]),
    ((-1, 0), &[(-2, 1), (-2, -1)]),
];
/// The same horse with one leg entry per target (legs repeat).
const HORSE_LEGS_SPLIT: [Leg; 8] = [
    ((0, 1), &[(1, 2)]),
    ((0, 1), &[(-1, 2)]),
    ((1, 0), &[(2, 1)]),
    ((1, 0), &[(2, -1)]),
    ((0, -1), &[(1, -2)]),
    ((0, -1), &[(-1, -2)]),
    ((-1, 0), &[(-2, 1)]),
    ((-1, 0), &[(-2, -1)]),
];
/// Xiangqi elephant: the diagonal neighbour is the eye, two diagonal steps
/// the target.
const ELEPHANT_LEGS: [Leg; 4] = [
    ((1, 1), &[(2, 2)]),
    ((-1, 1), &[(-2, 2)]),
    ((1, -1), &[(2, -2)]),
    ((-1, -1), &[(-2, -2)]),
];

/// The reference's `(leg, target)` pairs, written independently of the
/// tables' leg lists.
const HORSE_PAIRS: [(Delta, Delta); 8] = [
    ((0, 1), (1, 2)),
    ((0, 1), (-1, 2)),
    ((1, 0), (2, 1)),
    ((1, 0), (2, -1)),
    ((0, -1), (1, -2)),
    ((0, -1), (-1, -2)),
    ((-1, 0), (-2, 1)),
    ((-1, 0), (-2, -1)),
];
const ELEPHANT_PAIRS: [(Delta, Delta); 4] = [
    ((1, 1), (2, 2)),
    ((-1, 1), (-2, 2)),
    ((1, -1), (2, -2)),
    ((-1, -1), (-2, -2)),
];

const KNIGHT_8: LeaperTable<Board8x8> = LeaperTable::new(&KNIGHT_DELTAS);
const KING_8: LeaperTable<Board8x8> = LeaperTable::new(&KING_DELTAS);
const KNIGHT_X: LeaperTable<Board9x10> = LeaperTable::new(&KNIGHT_DELTAS);
const HORSE_X: LameLeaperTable<Board9x10, 4> = LameLeaperTable::new(&HORSE_LEGS);
const ELEPHANT_X: LameLeaperTable<Board9x10, 4> = LameLeaperTable::new(&ELEPHANT_LEGS);

// ============================================================ hand counts
//
// Each case states the answer as a list of squares and checks both the
// reference walker and the fast generator against it.

#[test]
fn reference_walk_hand_cases() {
    type C = Board8x8;
    let e4 = sq::<C>("e4");
    assert_eq!(
        reference::walk(e4, set("e6"), NORTH),
        set::<C>("e5 e6"),
        "stops on the blocker, inclusive"
    );
    assert_eq!(reference::walk(e4, set("e5"), NORTH), set::<C>("e5"));
    assert_eq!(
        reference::walk(e4, Bitboard::EMPTY, NORTH),
        set::<C>("e5 e6 e7 e8")
    );
    assert_eq!(
        reference::walk(e4, Bitboard::EMPTY, SOUTH),
        set::<C>("e3 e2 e1")
    );
    assert_eq!(reference::walk(e4, set("e4"), EAST), set::<C>("f4 g4 h4"));
    assert_eq!(
        reference::walk(sq::<C>("h1"), Bitboard::EMPTY, EAST),
        Bitboard::EMPTY
    );
    assert_eq!(
        reference::walk(sq::<C>("h1"), Bitboard::EMPTY, NORTH_EAST),
        Bitboard::EMPTY,
        "no wrap onto the a-file"
    );
    assert_eq!(
        reference::walk(sq::<C>("a1"), Bitboard::EMPTY, NORTH_EAST),
        set::<C>("b2 c3 d4 e5 f6 g7 h8")
    );
    // A knight-shaped step walks too (used by nightriders elsewhere).
    assert_eq!(
        reference::walk(sq::<C>("a1"), Bitboard::EMPTY, (1, 2)),
        set::<C>("b3 c5 d7")
    );
    type X = Board9x10;
    assert_eq!(
        reference::walk(sq::<X>("a1"), Bitboard::EMPTY, NORTH).len(),
        9,
        "a2..a10"
    );
    assert_eq!(
        reference::walk(sq::<X>("i1"), set("i10"), NORTH),
        set::<X>("i2 i3 i4 i5 i6 i7 i8 i9 i10")
    );
}

fn check_rook<G: Geometry>(from: &str, occupied: &str, expected: &str) {
    let (s, occ, want) = (sq::<G>(from), set::<G>(occupied), set::<G>(expected));
    assert_eq!(
        reference::slider(s, occ, &ORTHOGONAL),
        want,
        "reference rook {from}"
    );
    assert_eq!(attacks::rook_attacks(s, occ), want, "rook {from}");
}

fn check_bishop<G: Geometry>(from: &str, occupied: &str, expected: &str) {
    let (s, occ, want) = (sq::<G>(from), set::<G>(occupied), set::<G>(expected));
    assert_eq!(
        reference::slider(s, occ, &DIAGONAL),
        want,
        "reference bishop {from}"
    );
    assert_eq!(attacks::bishop_attacks(s, occ), want, "bishop {from}");
}

#[test]
fn slider_hand_cases() {
    type C = Board8x8;
    check_rook::<C>("a1", "", "a2 a3 a4 a5 a6 a7 a8 b1 c1 d1 e1 f1 g1 h1");
    check_rook::<C>("e4", "e6 c4 e2", "e5 e6 e3 e2 d4 c4 f4 g4 h4");
    check_rook::<C>("h8", "h7 g8", "h7 g8");
    check_bishop::<C>("a1", "", "b2 c3 d4 e5 f6 g7 h8");
    check_bishop::<C>("d4", "", "e5 f6 g7 h8 c5 b6 a7 e3 f2 g1 c3 b2 a1");
    check_bishop::<C>("d4", "f6 b2", "e5 f6 c5 b6 a7 e3 f2 g1 c3 b2");

    let d4 = sq::<C>("d4");
    assert_eq!(attacks::queen_attacks(d4, Bitboard::EMPTY).len(), 27);
    assert_eq!(reference::slider(d4, Bitboard::EMPTY, &ALL_STEPS).len(), 27);
    let occ = set::<C>("d6 f6 b2");
    let queen = set::<C>("d5 d6 d3 d2 d1 a4 b4 c4 e4 f4 g4 h4 e5 f6 c5 b6 a7 e3 f2 g1 c3 b2");
    assert_eq!(attacks::queen_attacks(d4, occ), queen);
    assert_eq!(reference::slider(d4, occ, &ALL_STEPS), queen);

    type X = Board9x10;
    check_rook::<X>(
        "a1",
        "",
        "a2 a3 a4 a5 a6 a7 a8 a9 a10 b1 c1 d1 e1 f1 g1 h1 i1",
    );
    check_rook::<X>("e10", "e8 i10", "e9 e8 a10 b10 c10 d10 f10 g10 h10 i10");
    check_bishop::<X>("a1", "", "b2 c3 d4 e5 f6 g7 h8 i9");
    check_bishop::<X>("i10", "", "h9 g8 f7 e6 d5 c4 b3 a2");
    let e5 = sq::<X>("e5");
    assert_eq!(attacks::queen_attacks(e5, Bitboard::EMPTY).len(), 17 + 16);
    assert_eq!(reference::slider(e5, Bitboard::EMPTY, &ALL_STEPS).len(), 33);

    check_rook::<Board6x6>("c3", "", "c1 c2 c4 c5 c6 a3 b3 d3 e3 f3");
    check_bishop::<Board6x6>("f1", "c4", "e2 d3 c4");
    check_rook::<Board10x10>(
        "j10",
        "",
        "j1 j2 j3 j4 j5 j6 j7 j8 j9 a10 b10 c10 d10 e10 f10 g10 h10 i10",
    );
    check_bishop::<Board10x10>("a1", "", "b2 c3 d4 e5 f6 g7 h8 i9 j10");
}

#[test]
fn single_rays_and_direction_subsets() {
    type C = Board8x8;
    let e4 = sq::<C>("e4");
    let occ = set::<C>("e6 g6 b4");
    assert_eq!(
        attacks::ray_attacks(e4, occ, Direction::North),
        set("e5 e6")
    );
    assert_eq!(
        attacks::ray_attacks(e4, occ, Direction::South),
        set("e3 e2 e1")
    );
    assert_eq!(
        attacks::ray_attacks(e4, occ, Direction::West),
        set("d4 c4 b4")
    );
    assert_eq!(
        attacks::ray_attacks(e4, occ, Direction::NorthEast),
        set("f5 g6")
    );
    assert_eq!(
        attacks::ray_attacks(e4, occ, Direction::SouthWest),
        set("d3 c2 b1")
    );
    assert_eq!(attacks::ray(e4, Direction::North), set("e5 e6 e7 e8"));
    assert_eq!(attacks::ray(e4, Direction::NorthWest), set("d5 c6 b7 a8"));
    assert_eq!(
        attacks::ray(sq::<C>("h4"), Direction::East),
        Bitboard::EMPTY
    );
    assert_eq!(attacks::slider_attacks(e4, occ, &[]), Bitboard::EMPTY);
    assert_eq!(
        attacks::slider_attacks(e4, occ, &[Direction::North, Direction::NorthEast]),
        set("e5 e6 f5 g6")
    );
    type X = Board9x10;
    assert_eq!(
        attacks::ray(sq::<X>("i1"), Direction::NorthWest),
        set("h2 g3 f4 e5 d6 c7 b8 a9")
    );
    assert_eq!(
        attacks::ray(sq::<X>("i9"), Direction::NorthEast),
        Bitboard::EMPTY,
        "no wrap from the i-file onto the next rank"
    );
}

fn check_leaper<G: Geometry>(table: &LeaperTable<G>, deltas: &[Delta], from: &str, expected: &str) {
    let (s, want) = (sq::<G>(from), set::<G>(expected));
    assert_eq!(
        reference::leaper(s, deltas),
        want,
        "reference leaper {from}"
    );
    assert_eq!(table.attacks(s), want, "leaper {from}");
}

#[test]
fn leaper_hand_cases() {
    type C = Board8x8;
    check_leaper::<C>(&KNIGHT_8, &KNIGHT_DELTAS, "a1", "b3 c2");
    check_leaper::<C>(&KNIGHT_8, &KNIGHT_DELTAS, "h8", "f7 g6");
    check_leaper::<C>(&KNIGHT_8, &KNIGHT_DELTAS, "b1", "a3 c3 d2");
    check_leaper::<C>(&KNIGHT_8, &KNIGHT_DELTAS, "e4", "d2 f2 c3 g3 c5 g5 d6 f6");
    check_leaper::<C>(&KNIGHT_8, &KNIGHT_DELTAS, "h4", "g2 f3 f5 g6");
    check_leaper::<C>(&KING_8, &KING_DELTAS, "a1", "a2 b1 b2");
    check_leaper::<C>(&KING_8, &KING_DELTAS, "h8", "g8 g7 h7");
    check_leaper::<C>(&KING_8, &KING_DELTAS, "h4", "h5 g5 g4 g3 h3");
    check_leaper::<C>(&KING_8, &KING_DELTAS, "e5", "d4 e4 f4 d5 f5 d6 e6 f6");
    type X = Board9x10;
    check_leaper::<X>(&KNIGHT_X, &KNIGHT_DELTAS, "a1", "b3 c2");
    check_leaper::<X>(&KNIGHT_X, &KNIGHT_DELTAS, "i10", "h8 g9");
    check_leaper::<X>(&KNIGHT_X, &KNIGHT_DELTAS, "i5", "h3 g4 g6 h7");
}

fn check_lame<G: Geometry>(
    table: &LameLeaperTable<G, 4>,
    pairs: &[(Delta, Delta)],
    from: &str,
    occupied: &str,
    expected: &str,
) {
    let (s, occ, want) = (sq::<G>(from), set::<G>(occupied), set::<G>(expected));
    assert_eq!(
        reference::lame_leaper(s, occ, pairs),
        want,
        "reference lame leaper {from} / {occupied}"
    );
    assert_eq!(
        table.attacks(s, occ),
        want,
        "lame leaper {from} / {occupied}"
    );
}

#[test]
fn elephant_hand_cases() {
    type X = Board9x10;
    let e = |from, occ, want| check_lame::<X>(&ELEPHANT_X, &ELEPHANT_PAIRS, from, occ, want);
    e("c1", "", "a3 e3");
    e("c1", "d2", "a3");
    e("c1", "b2 d2", "");
    e("c1", "a3 e3", "a3 e3"); // occupied targets are still attacked
    e("e5", "", "c3 g3 c7 g7");
    e("e5", "d4 f6", "g3 c7");
    e("a1", "", "c3");
    e("i10", "", "g8");
    e("i10", "h9", "");
    assert_eq!(ELEPHANT_X.unblocked(sq("c1")), set("a3 e3"));
    assert_eq!(ELEPHANT_X.unblocked(sq("e5")).len(), 4);
}

#[test]
fn horse_hand_cases() {
    type X = Board9x10;
    let h = |from, occ, want| check_lame::<X>(&HORSE_X, &HORSE_PAIRS, from, occ, want);
    h("b1", "", "a3 c3 d2");
    h("b1", "b2", "d2");
    h("b1", "c1", "a3 c3");
    h("b1", "a1", "a3 c3 d2"); // the west leg leads off the board anyway
    h("a1", "", "b3 c2");
    h("e5", "", "d7 f7 g6 g4 d3 f3 c6 c4");
    h("e5", "e6 d5", "g6 g4 d3 f3");
    h("e5", "e6 f5 e4 d5", "");
    h("e5", "d6 f6 d4 f4", "d7 f7 g6 g4 d3 f3 c6 c4"); // diagonals never block
    h("i10", "", "h8 g9");
    h("i10", "i9", "g9");
    assert_eq!(HORSE_X.unblocked(sq("e5")).len(), 8);
}

#[test]
fn lame_tables_with_spare_legs_and_repeated_legs() {
    // A table with more leg slots than legs, and the horse written with one
    // entry per target, both agree with the hand count.
    const HORSE_8: LameLeaperTable<Board9x10, 8> = LameLeaperTable::new(&HORSE_LEGS_SPLIT);
    const ELEPHANT_6: LameLeaperTable<Board9x10, 6> = LameLeaperTable::new(&ELEPHANT_LEGS);
    assert_eq!(HORSE_8.attacks(sq("e5"), set("e6 d5")), set("g6 g4 d3 f3"));
    assert_eq!(HORSE_8.attacks(sq("b1"), Bitboard::EMPTY), set("a3 c3 d2"));
    assert_eq!(ELEPHANT_6.attacks(sq("c1"), set("d2")), set("a3"));
    assert_eq!(
        ELEPHANT_6.attacks(sq("e5"), Bitboard::EMPTY),
        set("c3 g3 c7 g7")
    );
}

fn check_cannon<G: Geometry>(from: &str, occupied: &str, expected: &str) {
    let (s, occ, want) = (sq::<G>(from), set::<G>(occupied), set::<G>(expected));
    assert_eq!(
        reference::hopper(s, occ, &ORTHOGONAL),
        want,
        "reference cannon {from} / {occupied}"
    );
    assert_eq!(
        attacks::cannon_captures(s, occ),
        want,
        "cannon {from} / {occupied}"
    );
    assert_eq!(
        attacks::hopper_captures(s, occ, &Direction::ORTHOGONAL),
        want,
        "hopper {from} / {occupied}"
    );
}

#[test]
fn cannon_hand_cases() {
    type X = Board9x10;
    check_cannon::<X>("b3", "b6 b9", "b9");
    check_cannon::<X>("b3", "b6", "");
    check_cannon::<X>("b3", "", "");
    check_cannon::<X>("b3", "b4 b5", "b5");
    check_cannon::<X>("b3", "b6 b8 b9", "b8");
    check_cannon::<X>("b3", "b3 b6 b9", "b9"); // its own square does not matter
    check_cannon::<X>("e5", "e7 e10 c5 a5 g5 i5 e4 e1", "e10 a5 i5 e1");
    check_cannon::<X>("a1", "a2 a10 b1 i1", "a10 i1");
    check_cannon::<X>("a1", "b2 c3", ""); // no diagonal captures
    check_cannon::<X>("i10", "i9 i1 h10 a10", "i1 a10");
    check_cannon::<Board8x8>("a1", "a8 a4 h1 b1", "a8 h1");

    // A diagonal hopper.
    type C = Board8x8;
    let a1 = sq::<C>("a1");
    let occ = set::<C>("c3 h8");
    assert_eq!(
        attacks::hopper_captures(a1, occ, &Direction::DIAGONAL),
        set("h8")
    );
    assert_eq!(reference::hopper(a1, occ, &DIAGONAL), set::<C>("h8"));
    assert_eq!(attacks::hopper_captures(a1, occ, &[]), Bitboard::EMPTY);
}

// ============================================================ proptests

/// Random occupancies of varied density (about 1/8, 1/4, 1/2 or 3/4 of the
/// squares), as raw bits; bits off the board are dropped.
fn occupancy() -> impl Strategy<Value = u128> {
    (any::<u128>(), any::<u128>(), any::<u128>(), 0u8..4).prop_map(|(a, b, c, k)| match k {
        0 => a & b & c,
        1 => a & b,
        2 => a,
        _ => a | b,
    })
}

/// The directions selected by the bits of `mask`, in a mask-dependent order.
fn directions(mask: u8) -> Vec<Direction> {
    let mut dirs: Vec<Direction> = Direction::ALL
        .iter()
        .enumerate()
        .filter(|&(i, _)| mask >> i & 1 == 1)
        .map(|(_, &d)| d)
        .collect();
    if mask & 1 == 1 {
        dirs.reverse();
    }
    dirs
}

struct Tables<G: Geometry + 'static> {
    knight: &'static LeaperTable<G>,
    king: &'static LeaperTable<G>,
    horse: &'static LameLeaperTable<G, 4>,
    horse_split: &'static LameLeaperTable<G, 8>,
    elephant: &'static LameLeaperTable<G, 4>,
}

/// Every generator against its reference, on every square of the board.
fn check_everything<G: Geometry>(t: &Tables<G>, bits: u128, mask: u8) {
    let occ = Bitboard::<G>::from_u128(bits);
    let dirs = directions(mask);
    let steps: Vec<Delta> = dirs.iter().map(|&d| step_of(d)).collect();
    for s in Square::<G>::all() {
        let rook = reference::slider(s, occ, &ORTHOGONAL);
        let bishop = reference::slider(s, occ, &DIAGONAL);
        assert_eq!(attacks::rook_attacks(s, occ), rook, "rook {s} {occ:?}");
        assert_eq!(
            attacks::bishop_attacks(s, occ),
            bishop,
            "bishop {s} {occ:?}"
        );
        assert_eq!(
            attacks::queen_attacks(s, occ),
            reference::slider(s, occ, &ALL_STEPS),
            "queen {s} {occ:?}"
        );
        assert_eq!(rook & bishop, Bitboard::EMPTY);
        for d in Direction::ALL {
            assert_eq!(
                attacks::ray_attacks(s, occ, d),
                reference::walk(s, occ, step_of(d)),
                "ray {d:?} {s} {occ:?}"
            );
            assert_eq!(
                attacks::ray(s, d),
                reference::walk(s, Bitboard::EMPTY, step_of(d)),
                "full ray {d:?} {s}"
            );
        }
        assert_eq!(
            attacks::slider_attacks(s, occ, &dirs),
            reference::slider(s, occ, &steps),
            "slider {dirs:?} {s} {occ:?}"
        );

        assert_eq!(
            t.knight.attacks(s),
            reference::leaper(s, &KNIGHT_DELTAS),
            "knight {s}"
        );
        assert_eq!(
            t.king.attacks(s),
            reference::leaper(s, &KING_DELTAS),
            "king {s}"
        );

        let horse = reference::lame_leaper(s, occ, &HORSE_PAIRS);
        assert_eq!(t.horse.attacks(s, occ), horse, "horse {s} {occ:?}");
        assert_eq!(
            t.horse_split.attacks(s, occ),
            horse,
            "split horse {s} {occ:?}"
        );
        assert_eq!(
            t.horse.unblocked(s),
            reference::lame_leaper(s, Bitboard::EMPTY, &HORSE_PAIRS),
            "horse {s} unblocked"
        );
        assert!(horse.is_subset(reference::leaper(s, &KNIGHT_DELTAS)));
        assert_eq!(
            t.elephant.attacks(s, occ),
            reference::lame_leaper(s, occ, &ELEPHANT_PAIRS),
            "elephant {s} {occ:?}"
        );

        let cannon = reference::hopper(s, occ, &ORTHOGONAL);
        assert_eq!(
            attacks::cannon_captures(s, occ),
            cannon,
            "cannon {s} {occ:?}"
        );
        assert!(cannon.is_subset(occ));
        assert_eq!(
            attacks::hopper_captures(s, occ, &dirs),
            reference::hopper(s, occ, &steps),
            "hopper {dirs:?} {s} {occ:?}"
        );
    }
}

macro_rules! geometry_props {
    ($module:ident, $geometry:ty) => {
        mod $module {
            use super::*;

            static KNIGHT: LeaperTable<$geometry> = LeaperTable::new(&KNIGHT_DELTAS);
            static KING: LeaperTable<$geometry> = LeaperTable::new(&KING_DELTAS);
            static HORSE: LameLeaperTable<$geometry, 4> = LameLeaperTable::new(&HORSE_LEGS);
            static HORSE_SPLIT: LameLeaperTable<$geometry, 8> =
                LameLeaperTable::new(&HORSE_LEGS_SPLIT);
            static ELEPHANT: LameLeaperTable<$geometry, 4> = LameLeaperTable::new(&ELEPHANT_LEGS);

            fn tables() -> Tables<$geometry> {
                Tables {
                    knight: &KNIGHT,
                    king: &KING,
                    horse: &HORSE,
                    horse_split: &HORSE_SPLIT,
                    elephant: &ELEPHANT,
                }
            }

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(256))]

                #[test]
                fn fast_attacks_equal_the_reference(bits in occupancy(), mask in any::<u8>()) {
                    check_everything(&tables(), bits, mask);
                }
            }

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(64))]

                /// Tables built at run time from arbitrary offsets, most of
                /// them not symmetric under swapping file and rank steps.
                #[test]
                fn arbitrary_leapers_equal_the_reference(
                    deltas in prop::collection::vec((-3i8..=3, -4i8..=4), 0..8),
                ) {
                    let table = LeaperTable::<$geometry>::new(&deltas);
                    for s in Square::<$geometry>::all() {
                        prop_assert_eq!(table.attacks(s), reference::leaper(s, &deltas), "{} {:?}", s, deltas);
                    }
                }

                #[test]
                fn arbitrary_lame_leapers_equal_the_reference(
                    legs in prop::collection::vec(
                        ((-2i8..=2, -2i8..=2), prop::collection::vec((-3i8..=3, -4i8..=4), 0..4)),
                        0..=4,
                    ),
                    bits in occupancy(),
                ) {
                    let pairs: Vec<(Delta, Delta)> = legs
                        .iter()
                        .flat_map(|(leg, targets)| targets.iter().map(move |&t| (*leg, t)))
                        .collect();
                    let legs: Vec<Leg> = legs
                        .into_iter()
                        .map(|(leg, targets)| (leg, &*Box::leak(targets.into_boxed_slice())))
                        .collect();
                    let table = LameLeaperTable::<$geometry, 4>::new(&legs);
                    let occ = Bitboard::<$geometry>::from_u128(bits);
                    for s in Square::<$geometry>::all() {
                        prop_assert_eq!(
                            table.attacks(s, occ),
                            reference::lame_leaper(s, occ, &pairs),
                            "{} {:?}", s, legs
                        );
                    }
                }
            }

            #[test]
            fn empty_and_full_boards() {
                check_everything(&tables(), 0, 0xff);
                check_everything(&tables(), u128::MAX, 0x0f);
            }
        }
    };
}

geometry_props!(chess_8x8, Board8x8);
geometry_props!(xiangqi_9x10, Board9x10);
geometry_props!(small_6x6, Board6x6);
geometry_props!(large_10x10, Board10x10);
