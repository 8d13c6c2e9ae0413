//! Fuzz target: `duck_chess::testing::san`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(message) = duck_chess::testing::san(data) {
        panic!("{message}");
    }
});
