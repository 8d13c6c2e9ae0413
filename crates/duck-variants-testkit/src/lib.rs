#![doc = include_str!("../README.md")]
extern crate alloc;

mod game_history;
mod invariants;
pub mod reference;
pub mod suite;

pub use game_history::fuzz_game_history_of;
pub use invariants::*;

/// The core crate, for the paths of this crate's macros.
#[doc(hidden)]
pub use duck_variants_core as __core;
