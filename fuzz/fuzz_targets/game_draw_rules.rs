//! Fuzz target: `duck_variants_testkit::fuzz_game_history`: a Duck Chess or
//! Duck Xiangqi game under arbitrary draw rules, played, taken back past
//! the start, replayed, re-ruled and re-keyed, checked after every step
//! against a naive recount and now and then against the game replayed from
//! scratch.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(message) = duck_variants_testkit::fuzz_game_history(data) {
        panic!("{message}");
    }
});
