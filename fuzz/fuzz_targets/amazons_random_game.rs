//! Fuzz target: a random Game of the Amazons (arrows as added blockers)
//! from one of a few starts, every position on the way through the
//! testkit's invariant checks (`duck_variants_testkit::random_walk`).
#![no_main]

use duck_variants_amazons::Position;

/// The starts the first byte chooses from: the standard start and a
/// crowded position near the end of a game.
const STARTS: &[&str] = &[
    duck_variants_amazons::START_FEN,
    "3q2q3/1*3**3/2*1*5/q2Q2*2q/*3*2*2/4*5/Q2*4*Q/3*6/*9/6Q3 w - - 14 8",
];

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let result = duck_variants_testkit::fuzz_random_game::<Position>(STARTS, data, |start, rest| {
        duck_variants_testkit::random_walk(start, rest)
    });
    if let Err(message) = result {
        panic!("{message}");
    }
});
