//! Bounds on a perft count (a node budget, a time budget, a cancel flag)
//! and the watch that enforces them as the count goes.

use core::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use core::time::Duration;
use std::sync::Mutex;
use std::time::Instant;

use super::Watch;
use super::checked::{Hits, StopCheck};
use super::error::{PerftError, StopReason};

/// The bounds of one count: [`run`](super::run) takes them from its
/// [`PerftOptions`](super::PerftOptions), [`run_jobs_within`](super::run_jobs_within)
/// directly. Every bound is optional; [`Budget::UNLIMITED`] has none.
///
/// The cancel flag and the clock are looked at when the count starts,
/// before each subtree of three plies or more is expanded (so on the way
/// down to the first leaf too), and after each subtree of two plies (or
/// each few table hits), which is
/// well under ten milliseconds of work in any position of the bundled
/// games; never per leaf, so a bounded count is as fast as an unbounded one.
#[derive(Clone, Copy, Debug, Default)]
pub struct Budget<'a> {
    /// Stop with [`StopReason::NodeLimit`] once more leaves (turn sequences
    /// of the full depth, unweighted) than this would be counted. A count
    /// that ends within it is exact; one that would pass it is never
    /// returned.
    pub max_nodes: Option<u128>,
    /// Stop with [`StopReason::TimeLimit`] once this much time has passed
    /// since the count began. A count that ends before the next check is
    /// returned.
    pub max_time: Option<Duration>,
    /// Stop with [`StopReason::Cancelled`] once this flag is set (from
    /// another thread, or a signal handler).
    pub cancel: Option<&'a AtomicBool>,
}

impl Budget<'_> {
    /// No bound at all.
    pub const UNLIMITED: Budget<'static> = Budget {
        max_nodes: None,
        max_time: None,
        cancel: None,
    };

    /// Whether the budget bounds nothing.
    pub fn is_unlimited(&self) -> bool {
        self.max_nodes.is_none() && self.max_time.is_none() && self.cancel.is_none()
    }
}

/// A budget in force, shared by the threads of one count: the first thread
/// to hit a bound records why, and the others stop at their next check.
#[derive(Debug)]
pub(crate) struct Limits<'a> {
    max_nodes: Option<u128>,
    /// `None` without a time budget, or when the budget is past the end of
    /// the clock (a count cannot outlast it).
    deadline: Option<Instant>,
    cancel: Option<&'a AtomicBool>,
    /// Whether any bound is set: without one a watch only sums.
    active: bool,
    /// Why the count stopped ([`Limits::RUNNING`] while it runs).
    stopped: AtomicU8,
    /// The leaves the threads have reported, for the node budget.
    counted: Mutex<u128>,
}

impl<'a> Limits<'a> {
    const RUNNING: u8 = 0;
    const CANCELLED: u8 = 1;
    const NODE_LIMIT: u8 = 2;
    const TIME_LIMIT: u8 = 3;
    const OVERFLOW: u8 = 4;

    /// The budget's bounds, its time counted from `start`; `checked` when
    /// a meter will ask a check of the caller's.
    pub(crate) fn new(budget: &Budget<'a>, start: Instant, checked: bool) -> Limits<'a> {
        Limits {
            max_nodes: budget.max_nodes,
            deadline: budget.max_time.and_then(|time| start.checked_add(time)),
            cancel: budget.cancel,
            active: checked || !budget.is_unlimited(),
            stopped: AtomicU8::new(Self::RUNNING),
            counted: Mutex::new(0),
        }
    }

    /// A watch for one thread, asking `check` too if given.
    pub(crate) fn meter<'l, 'c>(&'l self, check: Option<StopCheck<'c>>) -> Meter<'l, 'a, 'c> {
        Meter {
            limits: self,
            check,
            pending: 0,
            seen: 0,
            hits: Hits::default(),
        }
    }

    /// Records `error` as the reason the count stops, unless another thread
    /// recorded one first, and returns the recorded one (so that every
    /// thread reports the same).
    pub(crate) fn halt(&self, error: PerftError) -> PerftError {
        let code = match error {
            PerftError::Stopped(StopReason::Cancelled) => Self::CANCELLED,
            PerftError::Stopped(StopReason::NodeLimit) => Self::NODE_LIMIT,
            PerftError::Stopped(StopReason::TimeLimit) => Self::TIME_LIMIT,
            _ => Self::OVERFLOW,
        };
        match self.stopped.compare_exchange(
            Self::RUNNING,
            code,
            Ordering::Relaxed,
            Ordering::Relaxed,
        ) {
            Ok(_) => error,
            Err(first) => Self::error_of(first).unwrap_or(error),
        }
    }

    fn error_of(code: u8) -> Option<PerftError> {
        match code {
            Self::CANCELLED => Some(PerftError::Stopped(StopReason::Cancelled)),
            Self::NODE_LIMIT => Some(PerftError::Stopped(StopReason::NodeLimit)),
            Self::TIME_LIMIT => Some(PerftError::Stopped(StopReason::TimeLimit)),
            Self::OVERFLOW => Some(PerftError::Overflow),
            _ => None,
        }
    }

    /// Why the count stopped, if it did.
    pub(crate) fn stopped(&self) -> Option<PerftError> {
        Self::error_of(self.stopped.load(Ordering::Relaxed))
    }

    /// Stops if another thread stopped, the flag is set or the time is up.
    pub(crate) fn check(&self) -> Result<(), PerftError> {
        if let Some(error) = self.stopped() {
            return Err(error);
        }
        match self.flag_or_clock() {
            Some(reason) => Err(self.halt(PerftError::Stopped(reason))),
            None => Ok(()),
        }
    }

    /// Whether the cancel flag is set or the time is up.
    pub(crate) fn flag_or_clock(&self) -> Option<StopReason> {
        if self.cancel.is_some_and(|flag| flag.load(Ordering::Relaxed)) {
            return Some(StopReason::Cancelled);
        }
        if self
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline)
        {
            return Some(StopReason::TimeLimit);
        }
        None
    }

    /// The final count, unless a bound stopped it or it passes the node
    /// budget (which the threads check only approximately while they run).
    pub(crate) fn finish(&self, total: u128) -> Result<u128, PerftError> {
        if let Some(error) = self.stopped() {
            return Err(error);
        }
        if self.max_nodes.is_some_and(|max| total > max) {
            return Err(self.halt(PerftError::Stopped(StopReason::NodeLimit)));
        }
        Ok(total)
    }
}

/// One thread's [`Watch`] under [`Limits`]: it checks the bounds after
/// each counted subtree and every few table hits.
pub(crate) struct Meter<'l, 'a, 'c> {
    limits: &'l Limits<'a>,
    /// The caller's check (on the calling thread only).
    check: Option<StopCheck<'c>>,
    /// Leaves counted by this thread and not yet added to the shared sum.
    pending: u128,
    /// The shared sum when this thread last added to it.
    seen: u128,
    hits: Hits,
}

impl Meter<'_, '_, '_> {
    /// Adds `leaves` and stops at once if the node budget is passed.
    #[inline]
    fn add(&mut self, leaves: u128) -> Result<(), PerftError> {
        // Saturating: a sum past u128::MAX is past any budget, and the
        // count itself reports the overflow.
        self.pending = self.pending.saturating_add(leaves);
        match self.limits.max_nodes {
            Some(max) if self.seen.saturating_add(self.pending) > max => {
                Err(self.limits.halt(PerftError::Stopped(StopReason::NodeLimit)))
            }
            _ => Ok(()),
        }
    }

    /// Shares this thread's leaves with the others (for the node budget)
    /// and checks every bound.
    fn check(&mut self) -> Result<(), PerftError> {
        if self.limits.max_nodes.is_some() {
            // A thread that panicked while holding the lock left a sum
            // that is still a lower bound: go on with it.
            let mut counted = self
                .limits
                .counted
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            *counted = counted.saturating_add(self.pending);
            self.seen = *counted;
            self.pending = 0;
            drop(counted);
            self.add(0)?;
        }
        self.limits_or_check()
    }

    /// The limits (flag, clock, the other threads' stop), then the
    /// caller's check.
    #[inline]
    fn limits_or_check(&mut self) -> Result<(), PerftError> {
        self.limits.check()?;
        match self.check.as_mut().and_then(|check| check()) {
            Some(reason) => Err(self.limits.halt(PerftError::Stopped(reason))),
            None => Ok(()),
        }
    }
}

impl Watch for Meter<'_, '_, '_> {
    type Halt = PerftError;

    #[inline]
    fn counted(&mut self, leaves: u128) -> Result<(), PerftError> {
        if !self.limits.active {
            return Ok(());
        }
        self.add(leaves)?;
        self.check()
    }

    #[inline]
    fn found(&mut self, leaves: u128) -> Result<(), PerftError> {
        if !self.limits.active {
            return Ok(());
        }
        self.add(leaves)?;
        if self.hits.due() {
            self.check()
        } else {
            Ok(())
        }
    }

    #[inline]
    fn descend(&mut self) -> Result<(), PerftError> {
        if !self.limits.active {
            return Ok(());
        }
        // The flag, the clock, the other threads' stop and the caller's
        // check; the node budget has nothing new to see before leaves are
        // counted.
        self.limits_or_check()
    }

    fn overflow(&mut self) -> PerftError {
        self.limits.halt(PerftError::Overflow)
    }
}
