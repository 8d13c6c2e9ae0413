//! A perft count on the calling thread that a node budget and a check can
//! stop, with no clock and no threads, so also without `std`: the
//! one-thread path of [`run`](super::run).

use crate::rules::Rules;

use super::error::{PerftError, StopReason};
use super::hashed::{PerftTable, count_hashed};
use super::{MAX_DEPTH, Watch, count};

/// Table hits between two checks: a hit takes well under a microsecond.
const HITS_PER_CHECK: u32 = 64;

/// Table hits since the last check, shared by the watches.
#[derive(Default)]
pub(super) struct Hits(u32);

impl Hits {
    /// Counts one hit; whether a check is due.
    #[inline]
    pub(super) fn due(&mut self) -> bool {
        self.0 += 1;
        if self.0 < HITS_PER_CHECK {
            return false;
        }
        self.0 = 0;
        true
    }
}

/// The caller's check of a count: asked when the count starts, before
/// each subtree of three plies or more is expanded (so on the way down to
/// the first leaf too), after each counted subtree of two plies and every
/// few table hits (well under ten
/// milliseconds of work apart in any position of the bundled games);
/// `Some` stops the count with that reason.
pub type StopCheck<'a> = &'a mut dyn FnMut() -> Option<StopReason>;

/// The perft of `position` at `depth` on the calling thread, with `table`
/// if given (as [`perft_hashed`](super::perft_hashed)), else in bulk (as
/// [`perft`](super::perft)); stopped once more than `max_nodes` leaves
/// (turn sequences of the full depth) would be counted, or when `check`
/// says so. A count that passes `max_nodes` is never returned. The depth
/// is checked by the caller ([`run`](super::run)).
pub(crate) fn count_checked<R: Rules>(
    position: &R,
    depth: u32,
    table: Option<&PerftTable>,
    max_nodes: Option<u128>,
    check: Option<StopCheck<'_>>,
) -> Result<u128, PerftError> {
    debug_assert!(depth <= MAX_DEPTH);
    let mut watch = Checked {
        counted: 0,
        max_nodes,
        check,
        hits: Hits::default(),
    };
    watch.ask()?;
    match table {
        Some(table) => count_hashed(position, depth, table, &mut watch),
        None => count(position, depth, &mut watch),
    }
}

/// The watch of [`count_checked`].
struct Checked<'a> {
    /// Leaves counted so far.
    counted: u128,
    max_nodes: Option<u128>,
    check: Option<StopCheck<'a>>,
    hits: Hits,
}

impl Checked<'_> {
    /// Adds `leaves`; an error once past the node budget.
    #[inline]
    fn add(&mut self, leaves: u128) -> Result<(), PerftError> {
        // Saturating: a sum past u128::MAX is past any budget, and the
        // count itself reports the overflow.
        self.counted = self.counted.saturating_add(leaves);
        match self.max_nodes {
            Some(max) if self.counted > max => Err(PerftError::Stopped(StopReason::NodeLimit)),
            _ => Ok(()),
        }
    }

    /// The caller's check.
    #[inline]
    fn ask(&mut self) -> Result<(), PerftError> {
        match self.check.as_mut().and_then(|check| check()) {
            Some(reason) => Err(PerftError::Stopped(reason)),
            None => Ok(()),
        }
    }
}

impl Watch for Checked<'_> {
    type Halt = PerftError;

    #[inline]
    fn counted(&mut self, leaves: u128) -> Result<(), PerftError> {
        self.add(leaves)?;
        self.ask()
    }

    #[inline]
    fn found(&mut self, leaves: u128) -> Result<(), PerftError> {
        self.add(leaves)?;
        if self.hits.due() { self.ask() } else { Ok(()) }
    }

    #[inline]
    fn descend(&mut self) -> Result<(), PerftError> {
        self.ask()
    }

    fn overflow(&mut self) -> PerftError {
        PerftError::Overflow
    }
}
