//! Fuzz target: `duck_variants_testkit::fuzz_serde_game`, the JSON
//! game record over arbitrary bytes.
#![no_main]

// The `Json` format (serde_json) the testkit's serde checks take.
duck_variants_testkit::json_test_support!();

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let checked =
        duck_variants_testkit::fuzz_serde_game::<Json, duck_variants_xiangqi::Position>(data);
    if let Err(message) = checked {
        panic!("{message}");
    }
});
