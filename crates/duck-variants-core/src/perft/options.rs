//! [`run`]: one perft count with everything a caller may set (threads, a
//! table, a budget, a cancel flag), every setting checked, every failure an
//! error.

use core::sync::atomic::AtomicBool;
use core::time::Duration;
use std::time::Instant;

use crate::rules::Rules;

use super::budget::{Budget, Limits};
use super::checked::{StopCheck, run_checked};
use super::error::PerftError;
use super::hashed::PerftTable;
use super::threaded::{Counter, root_jobs, run_jobs_limited};
use super::{MAX_DEPTH, Watch};

/// Everything one perft run takes, checked by [`run`].
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use std::time::Duration;
///
/// use duck_variants_core::Rules;
/// use duck_variants_core::perft::{PerftError, PerftOptions, run};
///
/// /// The perft at `depth` on two threads, or `None` once ten seconds have
/// /// passed or `stop` is set.
/// fn bounded<R: Rules>(
///     position: &R,
///     depth: u32,
///     stop: &AtomicBool,
/// ) -> Result<Option<u128>, PerftError> {
///     let options = PerftOptions {
///         threads: 2,
///         max_time: Some(Duration::from_secs(10)),
///         cancel: Some(stop),
///         ..PerftOptions::new(depth)
///     };
///     match run(position, &options) {
///         Ok(count) => Ok(Some(count)),
///         Err(PerftError::Stopped(_)) => Ok(None),
///         Err(error) => Err(error),
///     }
/// }
/// ```
#[derive(Clone, Debug)]
pub struct PerftOptions<'a> {
    /// The depth, at most [`MAX_DEPTH`].
    pub depth: u32,
    /// Threads to count on: 1 counts on the calling thread; more share the
    /// root turns (capped by [`thread_cap`](super::thread_cap)). 0 is an
    /// error.
    pub threads: usize,
    /// 0 for no table; otherwise a [`PerftTable`] of about this many bytes,
    /// shared by the threads (an error if the system cannot give it).
    pub hash_bytes: usize,
    /// Stop with [`StopReason::NodeLimit`](super::StopReason::NodeLimit)
    /// once more leaves than this would be counted: `Ok(n)` only for
    /// `n <= max_nodes`.
    pub max_nodes: Option<u128>,
    /// Stop with [`StopReason::TimeLimit`](super::StopReason::TimeLimit)
    /// once this much time has passed since the call (checked every few
    /// milliseconds of work).
    pub max_time: Option<Duration>,
    /// Stop with [`StopReason::Cancelled`](super::StopReason::Cancelled)
    /// once this flag is set (checked at the start and every few
    /// milliseconds of work).
    pub cancel: Option<&'a AtomicBool>,
}

impl<'a> PerftOptions<'a> {
    /// A count to `depth` on this thread, without a table or limits.
    pub fn new(depth: u32) -> Self {
        PerftOptions {
            depth,
            threads: 1,
            hash_bytes: 0,
            max_nodes: None,
            max_time: None,
            cancel: None,
        }
    }

    /// The options' bounds.
    pub fn budget(&self) -> Budget<'a> {
        Budget {
            max_nodes: self.max_nodes,
            max_time: self.max_time,
            cancel: self.cancel,
        }
    }
}

/// The perft of `position` at `options.depth`, counted as the options say.
///
/// With one thread the count is [`perft`](super::perft)'s (or
/// [`perft_hashed`](super::perft_hashed)'s with a table); with more, the
/// root turns are shared among them as in
/// [`perft_threaded`](super::perft_threaded). Without a bound, the count
/// runs at the unbounded functions' speed.
///
/// # Errors
///
/// * [`PerftError::DepthTooLarge`] past [`MAX_DEPTH`];
/// * [`PerftError::Threads`] for 0 threads;
/// * [`PerftError::Table`] when the table cannot be allocated;
/// * [`PerftError::Stopped`] when a bound stops the count (a count is
///   never returned past `max_nodes`);
/// * [`PerftError::Overflow`] when the count exceeds `u128::MAX`.
pub fn run<R: Rules>(position: &R, options: &PerftOptions<'_>) -> Result<u128, PerftError> {
    let start = Instant::now();
    let depth = options.depth;
    if depth > MAX_DEPTH {
        return Err(PerftError::DepthTooLarge {
            depth,
            max: MAX_DEPTH,
        });
    }
    if options.threads == 0 {
        return Err(PerftError::Threads(0));
    }
    let table = match options.hash_bytes {
        0 => None,
        bytes => Some(PerftTable::new(bytes)?),
    };
    let limits = Limits::new(&options.budget(), start);
    if options.threads == 1 || depth == 0 {
        let mut flag_or_clock = || limits.flag_or_clock();
        let check: Option<StopCheck<'_>> =
            (options.cancel.is_some() || options.max_time.is_some()).then_some(&mut flag_or_clock);
        return run_checked(position, depth, table.as_ref(), options.max_nodes, check);
    }
    limits.check()?;
    let counter = table.as_ref().map_or(Counter::Bulk, Counter::Hashed);
    let jobs = root_jobs(position, depth);
    let counts = run_jobs_limited(&jobs, options.threads, counter, &limits, &|_| {})?;
    let mut meter = limits.meter();
    let total = counts.iter().try_fold(0u128, |sum, &count| {
        sum.checked_add(count).ok_or_else(|| meter.overflow())
    })?;
    limits.finish(total)
}
