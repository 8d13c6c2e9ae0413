//! Counting a list of perft jobs on several threads, with a shared table.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;
use std::vec::Vec;

use crate::rules::Rules;

use super::budget::{Budget, Limits, Meter};
use super::checked::StopCheck;
use super::error::PerftError;
use super::hashed::{PerftTable, count_hashed, perft_hashed};
use super::{MAX_DEPTH, Watch, count, count_expanded, for_each_child, perft, perft_expanded};

/// How a job is counted.
#[derive(Clone, Copy, Debug)]
pub enum Counter<'a> {
    /// [`perft`]: the last ply in bulk.
    Bulk,
    /// [`perft_expanded`]: every turn played.
    Expanded,
    /// [`perft_hashed`] with this table (shared by all threads).
    Hashed(&'a PerftTable),
}

impl Counter<'_> {
    /// The perft of `position` at `depth` counted this way.
    ///
    /// # Panics
    ///
    /// As [`perft`]: past [`MAX_DEPTH`] or `u128::MAX`.
    pub fn count<R: Rules>(self, position: &R, depth: u32) -> u128 {
        match self {
            Counter::Bulk => perft(position, depth),
            Counter::Expanded => perft_expanded(position, depth),
            Counter::Hashed(table) => perft_hashed(position, depth, table),
        }
    }

    /// [`Counter::count`] under a watch (`depth` already checked).
    pub(crate) fn count_watched<R: Rules, W: Watch>(
        self,
        position: &R,
        depth: u32,
        watch: &mut W,
    ) -> Result<u128, W::Halt> {
        match self {
            Counter::Bulk => count(position, depth, watch),
            Counter::Expanded => count_expanded(position, depth, watch),
            Counter::Hashed(table) => count_hashed(position, depth, table, watch),
        }
    }
}

/// One unit of perft work: `weight` times the perft of `position` at
/// `depth` (the weight is how many turn sequences reach the position, when
/// a count is split at some ply).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PerftJob<R> {
    /// The position to count from.
    pub position: R,
    /// The remaining depth.
    pub depth: u32,
    /// How many times the count is added.
    pub weight: u128,
}

/// The jobs of a perft at `depth` split by root turn: the position after
/// each legal turn at `depth - 1`, weight 1 (none at depth 0).
pub fn root_jobs<R: Rules>(position: &R, depth: u32) -> Vec<PerftJob<R>> {
    let mut jobs = Vec::new();
    if depth > 0 {
        for_each_child(position, |child| {
            jobs.push(PerftJob {
                position: *child,
                depth: depth - 1,
                weight: 1,
            });
        });
    }
    jobs
}

/// Most threads worth starting per available core: more only add
/// switching (and each costs a stack).
const THREADS_PER_CORE: usize = 4;

/// The number of threads [`run_jobs`] starts for `requested` threads and
/// `jobs` jobs: at most one per job, at most four per available core, and
/// at least one (the calling thread).
pub fn thread_cap(requested: usize, jobs: usize) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    requested
        .min(jobs)
        .min(cores.saturating_mul(THREADS_PER_CORE))
        .max(1)
}

/// Counts every job (unweighted) on up to `threads` threads and returns
/// the counts in job order.
///
/// Threads take the next job from a shared index, so a slow job does not
/// hold up the others' share. The thread count is capped by
/// [`thread_cap`]; the calling thread counts too, and a thread the system
/// refuses to start is simply not used (the others take its jobs), so this
/// never fails for lack of threads. `on_done` is called with the number of
/// jobs finished so far after each job (for progress reports).
///
/// # Panics
///
/// As [`perft`], for a job past [`MAX_DEPTH`] or a count past
/// `u128::MAX`; [`run_jobs_within`] returns those as errors.
pub fn run_jobs<R: Rules>(
    jobs: &[PerftJob<R>],
    threads: usize,
    counter: Counter<'_>,
    on_done: &(dyn Fn(usize) + Sync),
) -> Vec<u128> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let worker = || {
        let mut counts = Vec::new();
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(job) = jobs.get(index) else { break };
            counts.push((index, counter.count(&job.position, job.depth)));
            on_done(done.fetch_add(1, Ordering::Relaxed) + 1);
        }
        counts
    };
    let mut counts = std::vec![0; jobs.len()];
    for (index, count) in on_threads(threads, jobs.len(), worker, worker) {
        counts[index] = count;
    }
    counts
}

/// [`run_jobs`] within a budget: the counts in job order, or why there are
/// none. The node budget bounds the leaves of all the jobs together
/// (unweighted), the time budget runs from this call; every thread stops
/// at its next check once one of them hits a bound (see [`Budget`]).
///
/// # Errors
///
/// [`PerftError::DepthTooLarge`] for a job past [`MAX_DEPTH`] (before any
/// counting), [`PerftError::Threads`] for 0 threads,
/// [`PerftError::Stopped`] when a bound stops the count,
/// [`PerftError::Overflow`] for a count past `u128::MAX`.
pub fn run_jobs_within<R: Rules>(
    jobs: &[PerftJob<R>],
    threads: usize,
    counter: Counter<'_>,
    budget: &Budget<'_>,
    on_done: &(dyn Fn(usize) + Sync),
) -> Result<Vec<u128>, PerftError> {
    let limits = Limits::new(budget, Instant::now(), false);
    if threads == 0 {
        return Err(PerftError::Threads(0));
    }
    if let Some(job) = jobs.iter().find(|job| job.depth > MAX_DEPTH) {
        return Err(PerftError::DepthTooLarge {
            depth: job.depth,
            max: MAX_DEPTH,
        });
    }
    limits.check()?;
    let counts = run_jobs_limited(jobs, threads, counter, &limits, None, on_done)?;
    let total = counts
        .iter()
        .try_fold(0u128, |sum, &count| sum.checked_add(count))
        .ok_or(PerftError::Overflow)?;
    limits.finish(total)?;
    Ok(counts)
}

/// [`run`](super::run) on several threads: the root turns shared among
/// them, the caller's `check` asked by the calling thread.
pub(crate) fn run_on_threads<R: Rules>(
    position: &R,
    depth: u32,
    threads: usize,
    table: Option<&PerftTable>,
    limits: Limits<'_>,
    check: Option<StopCheck<'_>>,
) -> Result<u128, PerftError> {
    let mut check = check;
    if let Some(reason) = check.as_mut().and_then(|check| check()) {
        return Err(limits.halt(PerftError::Stopped(reason)));
    }
    limits.check()?;
    let counter = table.map_or(Counter::Bulk, Counter::Hashed);
    let jobs = root_jobs(position, depth);
    let counts = run_jobs_limited(&jobs, threads, counter, &limits, check, &|_| {})?;
    let total = counts
        .iter()
        .try_fold(0u128, |sum, &count| sum.checked_add(count))
        .ok_or_else(|| limits.halt(PerftError::Overflow))?;
    limits.finish(total)
}

/// [`run_jobs`] under `limits` (the depths already checked), the calling
/// thread also asking `check`.
pub(crate) fn run_jobs_limited<R: Rules>(
    jobs: &[PerftJob<R>],
    threads: usize,
    counter: Counter<'_>,
    limits: &Limits<'_>,
    check: Option<StopCheck<'_>>,
    on_done: &(dyn Fn(usize) + Sync),
) -> Result<Vec<u128>, PerftError> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let work = |meter: &mut Meter<'_, '_, '_>| {
        let mut counts = Vec::new();
        while limits.stopped().is_none() {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(job) = jobs.get(index) else { break };
            match counter.count_watched(&job.position, job.depth, meter) {
                Ok(count) => counts.push((index, count)),
                // The reason is recorded in `limits` for every thread.
                Err(_) => break,
            }
            on_done(done.fetch_add(1, Ordering::Relaxed) + 1);
        }
        counts
    };
    let results = on_threads(
        threads,
        jobs.len(),
        || work(&mut limits.meter(None)),
        || work(&mut limits.meter(check)),
    );
    if let Some(error) = limits.stopped() {
        return Err(error);
    }
    let mut counts = std::vec![0; jobs.len()];
    for (index, count) in results {
        counts[index] = count;
    }
    Ok(counts)
}

/// Runs `worker` on up to `threads - 1` new threads (capped by
/// [`thread_cap`] for `jobs` jobs) and `caller` on the calling thread, and
/// gathers what they return. A thread the system refuses to start is
/// simply not used; a worker's panic is passed on.
fn on_threads<T: Send>(
    threads: usize,
    jobs: usize,
    worker: impl Fn() -> Vec<T> + Sync,
    caller: impl FnOnce() -> Vec<T>,
) -> Vec<T> {
    let threads = thread_cap(threads, jobs);
    std::thread::scope(|scope| {
        let mut handles = Vec::new();
        for _ in 1..threads {
            match std::thread::Builder::new().spawn_scoped(scope, &worker) {
                Ok(handle) => handles.push(handle),
                // Out of threads (or memory for their stacks): go on with
                // those already running.
                Err(_) => break,
            }
        }
        let mut results = caller();
        for handle in handles {
            match handle.join() {
                Ok(more) => results.extend(more),
                Err(payload) => std::panic::resume_unwind(payload),
            }
        }
        results
    })
}

/// The sum of each job's weight times its count, or `None` if it exceeds
/// `u128::MAX` (never a wrapped number).
pub fn weighted_sum<R>(jobs: &[PerftJob<R>], counts: &[u128]) -> Option<u128> {
    jobs.iter()
        .zip(counts)
        .try_fold(0u128, |sum, (job, &count)| {
            sum.checked_add(job.weight.checked_mul(count)?)
        })
}
