//! Facade over the duck variant crates, home of the workspace's examples and
//! benchmarks.
#![deny(missing_docs)]

pub use duck_chess as chess;
pub use duck_core as core;
pub use duck_xiangqi as xiangqi;
