//! [`AnyPosition::perft_bounded`]: perft with a node budget, an optional
//! table and a stop check, without `std` (no clock, no threads), for hosts
//! such as WebAssembly where `std`'s clock is missing and the caller keeps
//! time itself.

use duck_variants_core::Rules;
use duck_variants_core::perft::{MAX_DEPTH, PerftTable, TableSizeError, for_each_child, perft};

use super::AnyPosition;

/// Why [`AnyPosition::perft_bounded`] gave no count.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BoundedPerftError {
    /// The depth is past [`MAX_DEPTH`].
    #[error("perft depth {depth} is more than the maximum of {max}")]
    DepthTooLarge {
        /// The depth asked for.
        depth: u32,
        /// The deepest allowed.
        max: u32,
    },
    /// The table cannot have the size asked for.
    #[error(transparent)]
    Table(#[from] TableSizeError),
    /// The count would pass the node budget.
    #[error("perft stopped: the node limit was reached")]
    NodeLimit,
    /// The stop check said stop.
    #[error("perft stopped: cancelled")]
    Cancelled,
    /// The count passes `u128::MAX`.
    #[error("the perft count exceeds u128::MAX")]
    Overflow,
}

/// What one bounded count may do.
pub struct PerftBounds<'a> {
    /// The depth, at most [`MAX_DEPTH`].
    pub depth: u32,
    /// 0 for no table, else a [`PerftTable`] of about this many bytes.
    pub hash_bytes: usize,
    /// Stop with [`BoundedPerftError::NodeLimit`] once more leaves than this
    /// would be counted: a count is returned only if it is at most this.
    pub max_nodes: Option<u128>,
    /// Asked after each subtree of two plies (and each table hit); `true`
    /// stops the count with [`BoundedPerftError::Cancelled`]. A caller
    /// keeps its time budget or a cancel flag here.
    pub should_stop: &'a mut dyn FnMut() -> bool,
}

struct Meter<'a, 'b> {
    counted: u128,
    max_nodes: Option<u128>,
    should_stop: &'a mut (dyn FnMut() -> bool + 'b),
}

impl Meter<'_, '_> {
    fn add(&mut self, leaves: u128) -> Result<(), BoundedPerftError> {
        self.counted = self.counted.saturating_add(leaves);
        if self.max_nodes.is_some_and(|max| self.counted > max) {
            return Err(BoundedPerftError::NodeLimit);
        }
        if (self.should_stop)() {
            return Err(BoundedPerftError::Cancelled);
        }
        Ok(())
    }
}

/// Whether the subtree's count is that of every position with its key: the
/// key leaves the clocks out, which is only right when the variant's own
/// move limit (Duck Xiangqi's) cannot fall inside the subtree.
fn clock_free<R: Rules>(position: &R, depth: u32) -> bool {
    R::DEFAULT_DRAW_RULES
        .move_limit
        .is_none_or(|limit| position.halfmove_clock().saturating_add(depth) <= limit)
}

fn count<R: Rules>(
    position: &R,
    depth: u32,
    table: Option<&PerftTable>,
    meter: &mut Meter<'_, '_>,
) -> Result<u128, BoundedPerftError> {
    if depth <= 2 {
        let leaves = perft(position, depth);
        meter.add(leaves)?;
        return Ok(leaves);
    }
    let table = table.filter(|_| clock_free(position, depth));
    if let Some(found) = table.and_then(|t| t.probe(position.zobrist(), depth)) {
        meter.add(found)?;
        return Ok(found);
    }
    let mut total: u128 = 0;
    let mut failed = None;
    for_each_child(position, |child| {
        if failed.is_some() {
            return;
        }
        match count(child, depth - 1, table, meter) {
            Ok(below) => match total.checked_add(below) {
                Some(sum) => total = sum,
                None => failed = Some(BoundedPerftError::Overflow),
            },
            Err(error) => failed = Some(error),
        }
    });
    if let Some(error) = failed {
        return Err(error);
    }
    if let Some(t) = table {
        t.store(position.zobrist(), depth, total);
    }
    Ok(total)
}

fn run<R: Rules>(position: &R, bounds: &mut PerftBounds<'_>) -> Result<u128, BoundedPerftError> {
    if bounds.depth > MAX_DEPTH {
        return Err(BoundedPerftError::DepthTooLarge {
            depth: bounds.depth,
            max: MAX_DEPTH,
        });
    }
    let table = match bounds.hash_bytes {
        0 => None,
        bytes => Some(PerftTable::new(bytes)?),
    };
    let mut meter = Meter {
        counted: 0,
        max_nodes: bounds.max_nodes,
        should_stop: &mut *bounds.should_stop,
    };
    if (meter.should_stop)() {
        return Err(BoundedPerftError::Cancelled);
    }
    count(position, bounds.depth, table.as_ref(), &mut meter)
}

impl AnyPosition {
    /// Perft under bounds, every one checked and every failure an error,
    /// on the calling thread and without a clock (so also without `std`):
    /// the depth, a table's size, a node budget, and a stop check the
    /// caller answers (a deadline, a cancel flag).
    ///
    /// ```
    /// use duck_variants::any::{BoundedPerftError, PerftBounds};
    /// use duck_variants::{AnyPosition, GameKind};
    ///
    /// let start = AnyPosition::start(GameKind::Chess);
    /// let mut never = || false;
    /// let mut bounds = PerftBounds { depth: 2, hash_bytes: 0, max_nodes: None, should_stop: &mut never };
    /// assert_eq!(start.perft_bounded(&mut bounds), Ok(379_440));
    /// bounds.max_nodes = Some(1000);
    /// assert_eq!(start.perft_bounded(&mut bounds), Err(BoundedPerftError::NodeLimit));
    /// let mut always = || true;
    /// bounds.should_stop = &mut always;
    /// assert_eq!(start.perft_bounded(&mut bounds), Err(BoundedPerftError::Cancelled));
    /// ```
    ///
    /// # Errors
    ///
    /// [`BoundedPerftError`]: a depth past [`MAX_DEPTH`], a table size
    /// the system cannot give, the node budget, the stop check, or a count
    /// past `u128::MAX`.
    pub fn perft_bounded(&self, bounds: &mut PerftBounds<'_>) -> Result<u128, BoundedPerftError> {
        with_value!(self, AnyPosition, p => run(p, bounds))
    }
}

#[cfg(all(test, feature = "chess"))]
mod tests {
    use super::{BoundedPerftError, PerftBounds};
    use crate::{AnyPosition, GameKind};

    /// Perft figures from the suites' oracle (duck-chess.perft, start).
    #[test]
    fn bounded_counts_agree_with_the_oracle_with_and_without_a_table() {
        let start = AnyPosition::start(GameKind::Chess);
        for hash_bytes in [0, 1 << 20] {
            let mut never = || false;
            let mut bounds = PerftBounds {
                depth: 3,
                hash_bytes,
                max_nodes: Some(249_921_262),
                should_stop: &mut never,
            };
            assert_eq!(start.perft_bounded(&mut bounds), Ok(249_921_262));
            bounds.max_nodes = Some(249_921_261);
            assert_eq!(
                start.perft_bounded(&mut bounds),
                Err(BoundedPerftError::NodeLimit)
            );
        }
        let mut checks = 0;
        let mut stop_third = || {
            checks += 1;
            checks == 3
        };
        let mut bounds = PerftBounds {
            depth: 65,
            hash_bytes: 0,
            max_nodes: None,
            should_stop: &mut stop_third,
        };
        assert_eq!(
            start.perft_bounded(&mut bounds),
            Err(BoundedPerftError::DepthTooLarge { depth: 65, max: 64 })
        );
        bounds.depth = 3;
        assert_eq!(
            start.perft_bounded(&mut bounds),
            Err(BoundedPerftError::Cancelled)
        );
    }
}
