//! Zobrist keys: fixed, distinct, and a board hash that depends only on
//! what stands where.

mod common;

use std::collections::HashSet;

use common::{Board16x8, TestRole, sq};
use duck_variants_core::zobrist::{self, MAX_ROLES};
use duck_variants_core::{Board, Board8x8, Board9x10, Color, Occupant, Piece, Role, Square};

#[test]
fn the_generator_is_splitmix64() {
    // Published splitmix64 outputs for seed 0 (Vigna's reference code).
    assert_eq!(
        zobrist::keys::<3>(0),
        [
            0xe220_a839_7b1d_cdaf,
            0x6e78_9e6a_a1b9_65f4,
            0x06c4_5d18_8009_454f
        ]
    );
    // A longer run is a prefix-extension of a shorter one.
    let short = zobrist::keys::<4>(42);
    let long = zobrist::keys::<16>(42);
    assert_eq!(short, long[..4]);
}

#[test]
fn every_key_is_distinct_and_nonzero() {
    // Board16x8 has all 128 squares a key table holds.
    let mut seen = HashSet::new();
    let mut add = |key: u64, what: String| {
        assert_ne!(key, 0, "{what}");
        assert!(seen.insert(key), "duplicate key at {what}");
    };
    for color in Color::ALL {
        for role in 0..MAX_ROLES {
            for s in Square::<Board16x8>::all() {
                add(
                    zobrist::piece(color, role, s),
                    format!("{color} {role} {s}"),
                );
            }
        }
    }
    for s in Square::<Board16x8>::all() {
        add(zobrist::blocker(s), format!("duck {s}"));
    }
    for i in 0..64 {
        add(zobrist::extra(i), format!("extra {i}"));
    }
    add(zobrist::BLACK_TO_MOVE, "black to move".into());
    assert_eq!(seen.len(), 2 * 8 * 128 + 128 + 64 + 1);
}

#[test]
fn keys_are_the_same_every_call() {
    let e4 = sq::<Board8x8>("e4");
    assert_eq!(
        zobrist::piece(Color::White, 3, e4),
        zobrist::piece(Color::White, 3, e4)
    );
    assert_ne!(
        zobrist::piece(Color::White, 3, e4),
        zobrist::piece(Color::Black, 3, e4)
    );
    assert_ne!(zobrist::blocker(e4), zobrist::blocker(sq::<Board8x8>("e5")));
}

type Xiangqi = Board<Board9x10, TestRole>;

const SAMPLE: &str = "r3k3r/9/9/p1p1p1p1p/4*4/9/P1P1P1P1P/9/9/R3K3R";

/// The sample's contents as (square, occupant) pairs, in reading order.
fn sample_contents() -> Vec<(Square<Board9x10>, Occupant<TestRole>)> {
    let board: Xiangqi = Board::from_placement(SAMPLE).unwrap();
    Square::all()
        .filter_map(|s| board.occupant_at(s).map(|o| (s, o)))
        .collect()
}

#[test]
fn board_hash_is_the_xor_of_its_keys() {
    let board: Xiangqi = Board::from_placement(SAMPLE).unwrap();
    let mut expected = 0;
    for (s, o) in sample_contents() {
        expected ^= match o {
            Occupant::Blocker => zobrist::blocker(s),
            Occupant::Piece(p) => zobrist::piece(p.color, p.role.index(), s),
        };
    }
    assert_eq!(board.zobrist(), expected);
    assert_eq!(Xiangqi::empty().zobrist(), 0);
}

#[test]
fn board_hash_does_not_depend_on_construction_order() {
    let parsed: Xiangqi = Board::from_placement(SAMPLE).unwrap();
    let mut contents = sample_contents();
    assert_eq!(contents.len(), 17);

    contents.reverse();
    let mut reversed = Xiangqi::empty();
    for &(s, o) in &contents {
        reversed.set(s, Some(o));
    }
    // Interleaved: odd positions first, then even ones.
    let mut shuffled = Xiangqi::empty();
    for &(s, o) in contents.iter().skip(1).step_by(2) {
        shuffled.set(s, Some(o));
    }
    for &(s, o) in contents.iter().step_by(2) {
        shuffled.set(s, Some(o));
    }
    // Detours that end in the same place: put something else first.
    let mut detour = Xiangqi::empty();
    for &(s, o) in &contents {
        detour.set(s, Some(Occupant::Blocker));
        detour.set(sq("e5"), Some(Occupant::Blocker));
        detour.set(s, Some(o));
        detour.set(sq("e5"), None);
    }

    for board in [reversed, shuffled, detour] {
        assert_eq!(board, parsed);
        assert_eq!(board.zobrist(), parsed.zobrist());
    }
    assert_eq!(parsed.zobrist(), parsed.zobrist());
}

#[test]
fn board_hash_sees_every_difference() {
    let base: Xiangqi = Board::from_placement(SAMPLE).unwrap();
    let h = base.zobrist();

    // The duck moved.
    let mut b = base;
    b.set(sq("e6"), None);
    b.set(sq("e5"), Some(Occupant::Blocker));
    assert_ne!(b.zobrist(), h);
    // The duck removed: exactly its key disappears.
    let mut b = base;
    b.set(sq("e6"), None);
    assert_eq!(b.zobrist() ^ zobrist::blocker(sq::<Board9x10>("e6")), h);
    // A piece changed color.
    let mut b = base;
    b.set(
        sq("a1"),
        Some(Occupant::Piece(Piece {
            color: Color::Black,
            role: TestRole::Rook,
        })),
    );
    assert_ne!(b.zobrist(), h);
    // A piece changed role.
    let mut b = base;
    b.set(
        sq("a1"),
        Some(Occupant::Piece(Piece {
            color: Color::White,
            role: TestRole::Queen,
        })),
    );
    assert_ne!(b.zobrist(), h);
    // A piece replaced by the duck.
    let mut b = base;
    b.set(sq("a1"), Some(Occupant::Blocker));
    assert_ne!(b.zobrist(), h);
}
