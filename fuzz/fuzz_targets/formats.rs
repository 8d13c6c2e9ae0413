//! Fuzz target: `duck_variants::formats`, every format's reader over
//! arbitrary text (forced or told per game), each game read written in
//! every format and read back (see formats_check.rs, which the corpus
//! test shares).
#![no_main]

mod formats_check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(message) = formats_check::check(data) {
        panic!("{message}");
    }
});
