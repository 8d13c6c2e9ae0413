//! Fuzz target: `xiangqi::fen`.
#![no_main]

// What only Duck Xiangqi adds to the testkit's checks, shared with that crate's
// tests and the workspace's tests/fuzz_corpus.rs.
use duck_variants_testkit::xiangqi;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(message) = xiangqi::fen(data) {
        panic!("{message}");
    }
});
