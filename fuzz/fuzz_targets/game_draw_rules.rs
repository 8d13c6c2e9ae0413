//! Fuzz target: `duck_variants_testkit::fuzz_game_history_of`: a Duck Chess
//! or Duck Xiangqi game (byte 0, bit 0) under arbitrary draw rules,
//! played, taken back past the start, replayed, re-ruled and re-keyed,
//! checked after every step against a naive recount and now and then
//! against the game replayed from scratch.
#![no_main]

use duck_variants_core::FromSetup;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((&head, rest)) = data.split_first() else {
        return;
    };
    let checked = if head & 1 == 0 {
        duck_variants_testkit::fuzz_game_history_of(duck_variants_chess::Position::start(), rest)
    } else {
        duck_variants_testkit::fuzz_game_history_of(duck_variants_xiangqi::Position::start(), rest)
    };
    if let Err(message) = checked {
        panic!("{message}");
    }
});
