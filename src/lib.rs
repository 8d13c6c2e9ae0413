#![doc = include_str!("../README.md")]
#![deny(missing_docs)]

/// The shared core: geometry, bitboards, attacks, the `Rules` trait.
pub use duck_core as core;
/// Duck Chess.
pub use duck_chess as chess;
/// Duck Xiangqi.
pub use duck_xiangqi as xiangqi;
