#![doc = include_str!("../README.md")]
extern crate alloc;

#[cfg(feature = "chess")]
pub mod chess;
mod child;
mod game_history;
mod invariants;
pub mod reference;
#[cfg(feature = "serde")]
mod serde_checks;
pub mod suite;
#[cfg(feature = "xiangqi")]
pub mod xiangqi;

pub use child::{assert_child_printed, run_with_memory_limit};
pub use game_history::fuzz_game_history_of;
pub use invariants::*;
#[cfg(feature = "serde")]
pub use serde_checks::*;

/// The core crate, for the paths of this crate's macros.
#[doc(hidden)]
pub use duck_variants_core as __core;
