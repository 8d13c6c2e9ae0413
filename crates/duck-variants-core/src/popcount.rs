//! Bulk counting with the CPU's population count instruction, in any build.
//!
//! Counting turns in bulk is mostly population counts. Baseline x86-64, the
//! target of a default `cargo build --release`, has no `popcnt`
//! instruction, and its replacement (a dozen instructions per count) made
//! perft in a dependent's default build markedly slower than with the
//! instruction. With the `std` feature, [`count_with_popcnt`] is compiled
//! three times on x86-64 (for x86-64-v3, the AVX2 and BMI level; with
//! `popcnt` alone; for the build target) and picks one by the CPU it runs
//! on (a cached test per call); without `std`, and on other architectures,
//! it is compiled once for the build target. The x86-64-v3 copy is there
//! for Duck Xiangqi (128-bit bitboards): with `popcnt` alone its perft in a
//! dependent's default build still ran slower than in this workspace's
//! `target-cpu=native` build, and with the x86-64-v3 copy it runs as fast
//! (the figures are in the repository's `BENCHMARKS.md`).

/// A count whose inner loop is population counts, for [`count_with_popcnt`].
///
/// Only code inlined into [`count`](Self::count) is compiled with the
/// instruction: implement it with `#[inline(always)]`, calling functions
/// that are `#[inline(always)]` too.
pub trait PopcountKernel {
    /// The count.
    fn count(self) -> u64;
}

/// `kernel.count()`, with the `popcnt` instruction (and AVX2 and BMI) where
/// the CPU has it, whatever the build target.
///
/// ```
/// use duck_variants_core::{PopcountKernel, count_with_popcnt};
///
/// struct Bits<'a>(&'a [u64]);
///
/// impl PopcountKernel for Bits<'_> {
///     #[inline(always)]
///     fn count(self) -> u64 {
///         self.0.iter().map(|word| u64::from(word.count_ones())).sum()
///     }
/// }
///
/// assert_eq!(count_with_popcnt(Bits(&[0b1011, u64::MAX])), 67);
/// ```
// The macro wraps the body it moves in braces that the lint calls unnecessary.
#[allow(unused_braces)]
#[cfg_attr(
    feature = "std",
    multiversion::multiversion(targets(
        // x86-64-v3 (the features that target-cpu=x86-64-v3 enables).
        "x86_64+avx+avx2+bmi1+bmi2+fma+lzcnt+movbe+popcnt+sse3+sse4.1+sse4.2+ssse3",
        "x86_64+popcnt",
    ))
)]
pub fn count_with_popcnt<K: PopcountKernel>(kernel: K) -> u64 {
    kernel.count()
}
