//! Fuzz target: `duck_variants_testkit::fuzz_game_draw_rules` from
//! the standard start: a game under arbitrary draw rules, played and taken
//! back.
#![no_main]

use duck_variants_core::prelude::*;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let start = duck_variants_chess::Position::start();
    if let Err(message) = duck_variants_testkit::fuzz_game_draw_rules(start, data) {
        panic!("{message}");
    }
});
