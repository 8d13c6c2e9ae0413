//! A secret repetition key for every game: without `std` the core starts
//! games with a public key (`RepetitionKey::FIXED`), against which someone
//! could choose turns whose positions share slots of the repetition table.
//! The module seeds the core's default keys once, when it is loaded, so
//! that every game it makes (a board, a reset, a FEN, a PGN replay) has a
//! key of its own derived from the seed.

use duck_variants::core::RepetitionKey;
use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen(module = "/js/random.js")]
extern "C" {
    /// Four random 32-bit words from the page's or Node's source.
    #[wasm_bindgen(js_name = randomWords)]
    fn random_words() -> Vec<u32>;
}

/// Seeds the default repetition keys from the page's or Node's random
/// source; wasm-bindgen calls it when the module is instantiated.
#[wasm_bindgen(start)]
fn seed() {
    let words = random_words();
    let word = |i: usize| u64::from(words.get(i).copied().unwrap_or(0));
    RepetitionKey::seed_defaults(RepetitionKey::new(
        word(0) << 32 | word(1),
        word(2) << 32 | word(3),
    ));
}
