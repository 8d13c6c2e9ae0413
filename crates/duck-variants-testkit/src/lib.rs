#![doc = include_str!("../README.md")]
extern crate alloc;

mod invariants;
pub mod reference;
pub mod suite;

pub use invariants::*;

/// The core crate, for the paths of this crate's macros.
#[doc(hidden)]
pub use duck_variants_core as __core;
