//! Fuzz target: `duck_variants_testkit::fuzz_pgn_stream`, the
//! streaming PGN reader over arbitrary bytes, replayed as both games.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let checked = duck_variants_testkit::fuzz_pgn_stream::<
        duck_variants_chess::Position,
        duck_variants_xiangqi::Position,
    >(data);
    if let Err(message) = checked {
        panic!("{message}");
    }
});
