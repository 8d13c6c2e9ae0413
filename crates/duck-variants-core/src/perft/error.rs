//! Why a checked perft count gave no count: [`PerftError`], and
//! [`StopReason`] for a count its bounds stopped.

use super::hashed::TableSizeError;

/// Why a bounded count stopped before its end.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StopReason {
    /// The cancel flag was set (or the caller's check said stop).
    #[error("cancelled")]
    Cancelled,
    /// The count would pass the node budget.
    #[error("the node limit was reached")]
    NodeLimit,
    /// The time budget ran out.
    #[error("the time limit was reached")]
    TimeLimit,
}

/// Why a checked count ([`run`](super::run), and with `std`
/// `run_jobs_within`) gave no count.
///
/// Exhaustive on purpose: the facade's `ErrorKind::of_perft` matches every
/// variant without a catch-all, so a new one must be given a kind (and
/// each binding's class) before anything compiles.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PerftError {
    /// The depth is past [`MAX_DEPTH`](super::MAX_DEPTH).
    #[error("perft depth {depth} is more than the maximum of {max}")]
    DepthTooLarge {
        /// The depth asked for.
        depth: u32,
        /// The deepest accepted ([`MAX_DEPTH`](super::MAX_DEPTH)).
        max: u32,
    },
    /// The thread count is not usable (0).
    #[error("perft needs at least 1 thread, not {0}")]
    Threads(usize),
    /// The table cannot be allocated.
    #[error(transparent)]
    Table(#[from] TableSizeError),
    /// A bound of the budget stopped the count.
    #[error("perft stopped: {0}")]
    Stopped(StopReason),
    /// A time limit where there is no clock (the crate without `std`:
    /// the host keeps time in [`PerftOptions::check`](super::PerftOptions::check)).
    #[error("a perft time limit needs a clock, which this build has not")]
    NoClock,
    /// A time limit that is no duration (negative, not a number, or past
    /// any clock), from a host's seconds.
    #[error("a perft time limit must be a number of seconds, 0 or more")]
    TimeLimit,
    /// The count exceeds `u128::MAX` (possible only with a table, in small
    /// positions far deeper than a count without one can go).
    #[error("the perft count exceeds u128::MAX")]
    Overflow,
    /// The system refused the memory the work needs (a
    /// [`split`](super::split) into more positions than the machine holds).
    #[error("the perft split needs more memory than this machine can give")]
    OutOfMemory,
}
