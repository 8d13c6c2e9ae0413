//! Fuzz target: `duck_xiangqi::testing::fen`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(message) = duck_xiangqi::testing::fen(data) {
        panic!("{message}");
    }
});
