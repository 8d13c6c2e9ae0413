//! Shared fixtures of the duck-variants-core integration tests: two board shapes that
//! the crate does not ship (so that "any geometry" is really exercised), a
//! tiny piece vocabulary independent of the game crates, and a few helpers
//! that compute expectations without the code under test.
#![allow(dead_code)]

use duck_variants_core::{Bitboard, Geometry, Role, Square};

/// A 6x6 board on `u64` (36 of 64 bits are squares).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Board6x6;

impl Geometry for Board6x6 {
    type Bits = u64;
    const FILES: u8 = 6;
    const RANKS: u8 = 6;
}

/// A 10x10 board on `u128` (100 of 128 bits are squares, two-digit ranks).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Board10x10;

impl Geometry for Board10x10 {
    type Bits = u128;
    const FILES: u8 = 10;
    const RANKS: u8 = 10;
}

/// A 16x8 board on `u128`: every one of the 128 bits is a square.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Board16x8;

impl Geometry for Board16x8 {
    type Bits = u128;
    const FILES: u8 = 16;
    const RANKS: u8 = 8;
}

/// A minimal piece vocabulary: king (royal), queen, rook, pawn.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum TestRole {
    King,
    Queen,
    Rook,
    Pawn,
}

impl Role for TestRole {
    const NAMES: duck_variants_core::Names = duck_variants_core::Names {
        first: "White",
        second: "Black",
        royal: Some("king"),
    };
    const ALL: &'static [Self] = &[
        TestRole::King,
        TestRole::Queen,
        TestRole::Rook,
        TestRole::Pawn,
    ];
    const ROYAL: Option<Self> = Some(TestRole::King);
    const LETTERS: &'static [char] = &['k', 'q', 'r', 'p'];

    fn index(self) -> usize {
        self as usize
    }
}

/// Number of squares, computed from the dimensions only.
pub fn square_count<G: Geometry>() -> usize {
    usize::from(G::FILES) * usize::from(G::RANKS)
}

/// The name of square `index`, computed by hand: file letter, then the
/// one-based rank number.
pub fn name_of<G: Geometry>(index: usize) -> String {
    let files = usize::from(G::FILES);
    let file = char::from(b'a' + (index % files) as u8);
    format!("{}{}", file, index / files + 1)
}

/// Parses a square name that the test knows to be valid.
pub fn sq<G: Geometry>(name: &str) -> Square<G> {
    name.parse()
        .unwrap_or_else(|e| panic!("test square {name:?} does not parse: {e:?}"))
}

/// A set from a whitespace-separated list of square names.
pub fn set<G: Geometry>(names: &str) -> Bitboard<G> {
    names.split_whitespace().map(sq::<G>).collect()
}

/// The members of a set as names, lowest index first.
pub fn names<G: Geometry>(b: Bitboard<G>) -> Vec<String> {
    b.iter().map(|s| s.to_string()).collect()
}

/// The indices `< square_count::<G>()` of the set bits of `bits`, ascending:
/// the model of `Bitboard::from_u128(bits)`.
pub fn model<G: Geometry>(bits: u128) -> Vec<usize> {
    (0..square_count::<G>())
        .filter(|&i| bits >> i & 1 == 1)
        .collect()
}

/// Square `index` of `G` (the index is known to be on the board).
pub fn at<G: Geometry>(index: usize) -> Square<G> {
    Square::new(u8::try_from(index).unwrap()).unwrap()
}
