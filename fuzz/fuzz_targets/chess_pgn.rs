//! Fuzz target: `chess::pgn`.
#![no_main]

// What only Duck Chess adds to the testkit's checks, shared with that crate's
// tests and the workspace's tests/fuzz_corpus.rs.
use duck_variants_testkit::chess;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(message) = chess::pgn(data) {
        panic!("{message}");
    }
});
