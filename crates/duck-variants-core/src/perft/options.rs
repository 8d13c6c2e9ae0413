//! [`run`]: one perft count with everything a caller may set (threads, a
//! table, a node or time budget, a cancel flag, a check of the caller's),
//! every setting checked, every failure an error.

use core::sync::atomic::{AtomicBool, Ordering};
use core::time::Duration;

use crate::rules::Rules;

use super::MAX_DEPTH;
use super::checked::{StopCheck, count_checked};
use super::error::{PerftError, StopReason};
use super::hashed::PerftTable;

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
///     match run(position, options) {
///         Ok(count) => Ok(Some(count)),
///         Err(PerftError::Stopped(_)) => Ok(None),
///         Err(error) => Err(error),
///     }
/// }
/// ```
///
/// A host without a clock (WebAssembly in a browser: the crate without
/// `std`) keeps time in a check of its own:
///
/// ```
/// use duck_variants_core::Rules;
/// use duck_variants_core::perft::{PerftError, PerftOptions, StopReason, run};
///
/// /// The perft at `depth`, or `None` once `deadline()` says time is up.
/// fn within<R: Rules>(
///     position: &R,
///     depth: u32,
///     deadline: &dyn Fn() -> bool,
/// ) -> Result<Option<u128>, PerftError> {
///     let mut check = || deadline().then_some(StopReason::TimeLimit);
///     let options = PerftOptions {
///         check: Some(&mut check),
///         ..PerftOptions::new(depth)
///     };
///     match run(position, options) {
///         Ok(count) => Ok(Some(count)),
///         Err(PerftError::Stopped(_)) => Ok(None),
///         Err(error) => Err(error),
///     }
/// }
/// ```
pub struct PerftOptions<'a> {
    /// The depth, at most [`MAX_DEPTH`].
    pub depth: u32,
    /// Threads to count on: 1 counts on the calling thread; more share the
    /// root turns (capped by `thread_cap`; without `std`, or where the
    /// system gives no threads, the calling thread counts alone). 0 is an
    /// error.
    pub threads: usize,
    /// 0 for no table; otherwise a [`PerftTable`] of about this many bytes,
    /// shared by the threads (an error if the system cannot give it).
    pub hash_bytes: usize,
    /// With a table, hash its positions under keys drawn from this seed
    /// ([`PerftTable::with_seed`]): the same count by another route, to
    /// verify a deep one. `None`: [`PerftTable::new`]'s keys.
    pub seed: Option<u64>,
    /// Stop with [`StopReason::NodeLimit`](super::StopReason::NodeLimit)
    /// once more leaves than this would be counted: `Ok(n)` only for
    /// `n <= max_nodes`.
    pub max_nodes: Option<u128>,
    /// Stop with [`StopReason::TimeLimit`] once this much time has passed
    /// since the call (checked every few milliseconds of work). Without
    /// `std` there is no clock: a time limit is refused
    /// ([`PerftError::NoClock`]), and a host keeps time in `check`.
    pub max_time: Option<Duration>,
    /// Stop with [`StopReason::Cancelled`] once this flag is set (checked
    /// at the start and every few milliseconds of work).
    pub cancel: Option<&'a AtomicBool>,
    /// The caller's own check, asked on the calling thread as often as the
    /// flag and the clock (see [`StopCheck`]): `Some(reason)` stops the
    /// count with that reason.
    pub check: Option<StopCheck<'a>>,
}

impl core::fmt::Debug for PerftOptions<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("PerftOptions")
            .field("depth", &self.depth)
            .field("threads", &self.threads)
            .field("hash_bytes", &self.hash_bytes)
            .field("seed", &self.seed)
            .field("max_nodes", &self.max_nodes)
            .field("max_time", &self.max_time)
            .field("cancel", &self.cancel)
            .field("check", &self.check.as_ref().map(|_| "a check"))
            .finish()
    }
}

impl<'a> PerftOptions<'a> {
    /// A count to `depth` on this thread, without a table or limits.
    pub fn new(depth: u32) -> Self {
        PerftOptions {
            depth,
            threads: 1,
            hash_bytes: 0,
            seed: None,
            max_nodes: None,
            max_time: None,
            cancel: None,
            check: None,
        }
    }

    /// The options' bounds but the caller's check.
    #[cfg(feature = "std")]
    pub fn budget(&self) -> super::Budget<'a> {
        super::Budget {
            max_nodes: self.max_nodes,
            max_time: self.max_time,
            cancel: self.cancel,
        }
    }
}

/// The perft of `position` at `options.depth`, counted as the options say:
/// the one checked entry point of every layer (the facade's
/// `AnyPosition::perft_with`, Python's and JavaScript's `perft`).
///
/// With one thread the count is [`perft`](super::perft)'s (or
/// [`perft_hashed`](super::perft_hashed)'s with a table); with more, the
/// root turns are shared among them as in `perft_threaded`. Without a
/// bound, the count runs at the unbounded functions' speed.
///
/// # Errors
///
/// * [`PerftError::DepthTooLarge`] past [`MAX_DEPTH`];
/// * [`PerftError::Threads`] for 0 threads;
/// * [`PerftError::Table`] when the table cannot be allocated;
/// * [`PerftError::NoClock`] for a time limit without `std`;
/// * [`PerftError::Stopped`] when a bound or the check stops the count (a
///   count is never returned past `max_nodes`);
/// * [`PerftError::Overflow`] when the count exceeds `u128::MAX`.
pub fn run<R: Rules>(position: &R, options: PerftOptions<'_>) -> Result<u128, PerftError> {
    #[cfg(feature = "std")]
    if options.threads > 1 && options.depth > 0 {
        let (table, stops) = prepare(options)?;
        let budget = super::Budget {
            max_nodes: stops.max_nodes,
            max_time: stops.max_time,
            cancel: stops.cancel,
        };
        let limits = super::budget::Limits::new(&budget, stops.start, stops.check.is_some());
        return super::threaded::run_on_threads(
            position,
            stops.depth,
            stops.threads,
            table.as_ref(),
            limits,
            stops.check,
        );
    }
    on_this_thread(options, &mut |depth, table, max_nodes, ask| {
        count_checked(position, depth, table, max_nodes, ask)
    })
}

/// The count of one game's position (the per-game part of [`run`]): the
/// depth, the table, the node budget and the stops to ask.
type CountOne<'c> = dyn FnMut(u32, Option<&PerftTable>, Option<u128>, Option<StopCheck<'_>>) -> Result<u128, PerftError>
    + 'c;

/// [`run`] on the calling thread: everything but the count itself, which
/// `count` does, so that it is compiled once rather than once per game.
#[inline(never)]
fn on_this_thread(options: PerftOptions<'_>, count: &mut CountOne<'_>) -> Result<u128, PerftError> {
    let (table, mut stops) = prepare(options)?;
    let (depth, max_nodes) = (stops.depth, stops.max_nodes);
    let asks = stops_asks(&stops);
    let mut ask = || stops.ask();
    count(depth, table.as_ref(), max_nodes, asks.then_some(&mut ask))
}

/// Whether a count under `stops` must ask them at all (without, it runs
/// at the unbounded count's speed).
fn stops_asks(stops: &Stops<'_>) -> bool {
    stops.cancel.is_some() || stops.deadline.is_some() || stops.check.is_some()
}

/// What stops a count of [`run`], but the node budget and the table.
struct Stops<'a> {
    depth: u32,
    #[cfg(feature = "std")]
    threads: usize,
    max_nodes: Option<u128>,
    #[cfg(feature = "std")]
    start: std::time::Instant,
    #[cfg(feature = "std")]
    max_time: Option<Duration>,
    #[cfg(feature = "std")]
    deadline: Option<std::time::Instant>,
    #[cfg(not(feature = "std"))]
    deadline: Option<()>,
    cancel: Option<&'a AtomicBool>,
    check: Option<StopCheck<'a>>,
}

impl Stops<'_> {
    /// The cancel flag, the clock, then the caller's check.
    fn ask(&mut self) -> Option<StopReason> {
        if self.cancel.is_some_and(|flag| flag.load(Ordering::Relaxed)) {
            return Some(StopReason::Cancelled);
        }
        #[cfg(feature = "std")]
        if self
            .deadline
            .is_some_and(|deadline| std::time::Instant::now() >= deadline)
        {
            return Some(StopReason::TimeLimit);
        }
        self.check.as_mut().and_then(|check| check())
    }
}

/// [`run`]'s checks and its table, apart from the count so that they are
/// compiled once rather than once per game.
fn prepare(options: PerftOptions<'_>) -> Result<(Option<PerftTable>, Stops<'_>), PerftError> {
    #[cfg(feature = "std")]
    let start = std::time::Instant::now();
    let PerftOptions {
        depth,
        threads,
        hash_bytes,
        seed,
        max_nodes,
        max_time,
        cancel,
        check,
    } = options;
    if depth > MAX_DEPTH {
        return Err(PerftError::DepthTooLarge {
            depth,
            max: MAX_DEPTH,
        });
    }
    if threads == 0 {
        return Err(PerftError::Threads(0));
    }
    #[cfg(not(feature = "std"))]
    if max_time.is_some() {
        return Err(PerftError::NoClock);
    }
    let table = match hash_bytes {
        0 => None,
        bytes => Some(match seed {
            Some(seed) => PerftTable::with_seed(bytes, seed)?,
            None => PerftTable::new(bytes)?,
        }),
    };
    let stops = Stops {
        depth,
        #[cfg(feature = "std")]
        threads,
        max_nodes,
        #[cfg(feature = "std")]
        start,
        #[cfg(feature = "std")]
        max_time,
        #[cfg(feature = "std")]
        deadline: max_time.and_then(|time| start.checked_add(time)),
        #[cfg(not(feature = "std"))]
        deadline: None,
        cancel,
        check,
    };
    Ok((table, stops))
}
