//! Fuzz target: `duck_variants_testkit::xiangqi::random_game`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(message) = duck_variants_testkit::xiangqi::random_game(data) {
        panic!("{message}");
    }
});
