//! Fuzz target: `duck_variants_testkit::chess::san`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(message) = duck_variants_testkit::chess::san(data) {
        panic!("{message}");
    }
});
