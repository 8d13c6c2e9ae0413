//! A secret repetition key for every game: without `std` the core starts
//! games with a public key (`RepetitionKey::FIXED`), against which someone
//! could choose turns whose positions share slots of the repetition table.

use duck_variants::AnyGame;
use duck_variants::core::RepetitionKey;
use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen(module = "/js/random.js")]
extern "C" {
    /// Four random 32-bit words from the page's or Node's source.
    #[wasm_bindgen(js_name = randomWords)]
    fn random_words() -> Vec<u32>;
}

/// `game` under a fresh random repetition key.
pub(crate) fn keyed(mut game: AnyGame) -> AnyGame {
    let words = random_words();
    let word = |i: usize| u64::from(words.get(i).copied().unwrap_or(0));
    game.set_repetition_key(RepetitionKey::new(
        word(0) << 32 | word(1),
        word(2) << 32 | word(3),
    ));
    game
}
