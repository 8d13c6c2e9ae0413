#![doc = include_str!("../README.md")]
#![deny(missing_docs)]

/// Duck Chess.
pub use duck_chess as chess;
/// The shared core: geometry, bitboards, attacks, the `Rules` trait.
pub use duck_core as core;
/// Duck Xiangqi.
pub use duck_xiangqi as xiangqi;
