//! A secret repetition key for every game: without `std` the core starts
//! games with a public key (`RepetitionKey::FIXED`), against which someone
//! could choose turns whose positions share slots of the repetition table.
//! The package's entry module (`js/api.js`) seeds the core's default keys
//! once, before the first board is made, from the Web Crypto API; it
//! refuses to start without a random source, so that no game of the
//! package runs under the public key.

use duck_variants::core::RepetitionKey;
use wasm_bindgen::prelude::wasm_bindgen;

/// Seeds the default repetition keys from four random 32-bit words; the
/// entry module calls it once at start, with words from
/// `crypto.getRandomValues` (never all zero). Not part of the package's
/// API (the entry module does not export it).
#[wasm_bindgen(js_name = seedKeys, skip_typescript)]
pub fn seed_keys(w0: u32, w1: u32, w2: u32, w3: u32) {
    RepetitionKey::seed_defaults(RepetitionKey::new(
        u64::from(w0) << 32 | u64::from(w1),
        u64::from(w2) << 32 | u64::from(w3),
    ));
}
