//! Duck Xiangqi rules on [`duck_core`] (work in progress).
#![no_std]
#![deny(missing_docs)]
