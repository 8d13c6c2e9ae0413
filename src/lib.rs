//! The repository's examples (`duck-variants-examples`, not published).
//! This library only doc-tests the project README below, so that its
//! examples cannot rot; the published facade is the `duck-variants` crate
//! in `crates/duck-variants`.
//!
#![doc = include_str!("../README.md")]
#![deny(missing_docs)]
