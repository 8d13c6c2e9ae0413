//! Perft: counting whole turns to a fixed depth, the standard check of move
//! generation.
//!
//! Counts are `u128` everywhere (Duck Chess perft(7) from the start passes
//! `u64::MAX`). [`perft`], [`perft_expanded`], [`divide`] and the hashed
//! and threaded counts run unbounded and panic on a depth past
//! [`MAX_DEPTH`]. For a count that callers may bound, `run` takes
//! `PerftOptions` (threads, table size, a node or time budget, a cancel
//! flag, a check of the caller's), checks each, and returns every failure
//! as a `PerftError` instead: the one checked entry point, also without
//! `std` (on the calling thread, the host keeping time in its check).

use alloc::vec::Vec;
use core::convert::Infallible;
use core::ops::ControlFlow;

use crate::blocker::BlockerRule;
use crate::popcount::{PopcountKernel, count_with_popcnt};
use crate::rules::{Rules, TurnOf};
use crate::turn::Turn;

#[cfg(feature = "std")]
mod budget;
#[cfg(target_has_atomic = "64")]
mod checked;
#[cfg(target_has_atomic = "64")]
mod error;
#[cfg(target_has_atomic = "64")]
mod hashed;
#[cfg(target_has_atomic = "64")]
mod options;
#[cfg(feature = "std")]
mod split;
#[cfg(feature = "std")]
mod threaded;
pub mod units;

#[cfg(feature = "std")]
pub use budget::Budget;
#[cfg(target_has_atomic = "64")]
pub use checked::StopCheck;
#[cfg(target_has_atomic = "64")]
pub use error::{PerftError, StopReason};
#[cfg(target_has_atomic = "64")]
pub use hashed::{BUCKET_BYTES, PerftTable, TableSizeError, perft_hashed};
#[cfg(target_has_atomic = "64")]
pub use options::{PerftOptions, run};
#[cfg(feature = "std")]
pub use split::{split, split_jobs};
#[cfg(feature = "std")]
pub use threaded::{
    Counter, PerftJob, root_jobs, run_jobs, run_jobs_within, thread_cap, weighted_sum,
};

/// The deepest perft any counting function here accepts.
///
/// Perft recurses once per ply, so a depth a caller can choose without
/// bound would overflow the stack before the first leaf is counted. Each
/// ply above the last two keeps a position or two and its piece moves on
/// the heap: about 1 KiB of stack a ply (0.8 KiB in Duck Chess, 1.0 to
/// 1.2 KiB in Duck Xiangqi, measured on x86-64 as the smallest thread
/// stack a count at each depth runs in), and the last two plies, whose
/// move lists are on the stack, about 20 KiB. A count at 64 plies, with a
/// table or without, ran in a thread of 67 KiB (Duck Chess) or 83 KiB
/// (Duck Xiangqi; 87 KiB with every leaf played), in a release build and
/// in the workspace's test build alike, and a test runs it on a 256 KiB
/// thread: far inside the smallest stack a thread is usually given, and
/// WebAssembly's 1 MiB. 64 plies are also far past any count that can
/// finish without a table (Duck Chess perft(8) from the start is out of
/// reach); with a table, small positions can go deeper than their counts
/// fit in `u128`, which [`run`] reports as [`PerftError::Overflow`] and
/// the other functions as a panic.
pub const MAX_DEPTH: u32 = 64;

/// Number of turn sequences of length `depth` from `position`.
///
/// `perft(p, 0) = 1`; a position without turns (a royal captured, or no
/// legal turn) gives 0 at every depth above 0. The last ply is counted from
/// the turn set without playing it (the last two in `u64`, each subtree of
/// two plies being far below its range).
///
/// For a count that a caller bounds (nodes, time, a cancel flag) or that
/// must not panic, see [`run`].
///
/// # Panics
///
/// If `depth` exceeds [`MAX_DEPTH`], or the count exceeds `u128::MAX`
/// (a wrapped number would look like a count).
pub fn perft<R: Rules>(position: &R, depth: u32) -> u128 {
    check_depth(depth);
    unwatched(count(position, depth, &mut Unwatched))
}

/// Panics (as the unbounded functions document) past [`MAX_DEPTH`].
#[inline]
#[track_caller]
fn check_depth(depth: u32) {
    assert!(
        depth <= MAX_DEPTH,
        "perft depth {depth} exceeds the maximum of {MAX_DEPTH}"
    );
}

/// The count of a [`Watch`] that cannot stop.
#[inline(always)]
fn unwatched(result: Result<u128, Infallible>) -> u128 {
    match result {
        Ok(count) => count,
        Err(never) => match never {},
    }
}

/// What a count reports its progress to, and may be stopped by.
///
/// The counting functions are generic over it so that the unbounded count
/// ([`Unwatched`], which compiles away) and the bounded one share one body.
/// It is told of leaves a subtree at a time, never per leaf, so a watch
/// that looks at a clock or a flag costs nothing next to the count.
pub(crate) trait Watch {
    /// Why a count stopped.
    type Halt;
    /// `leaves` more turn sequences were counted (a subtree of at most two
    /// plies); an error stops the count.
    fn counted(&mut self, leaves: u128) -> Result<(), Self::Halt>;
    /// `leaves` more turn sequences were found in a table, which is far
    /// quicker than counting them; an error stops the count.
    fn found(&mut self, leaves: u128) -> Result<(), Self::Halt>;
    /// A subtree of three plies or more is about to be counted child by
    /// child (and was not found in a table): a watch that looks at a clock
    /// or a flag looks here too, so that a stop is seen on the way down
    /// (64 plies from the root to the first leaf at [`MAX_DEPTH`]), not only
    /// once leaves are counted. Such nodes are rare next to the subtrees of
    /// two plies below them, so the check costs nothing measurable.
    fn descend(&mut self) -> Result<(), Self::Halt>;
    /// The count went past `u128::MAX`.
    fn overflow(&mut self) -> Self::Halt;
}

/// The watch of the unbounded functions: never stops, panics on overflow.
pub(crate) struct Unwatched;

impl Watch for Unwatched {
    type Halt = Infallible;

    #[inline(always)]
    fn counted(&mut self, _leaves: u128) -> Result<(), Infallible> {
        Ok(())
    }

    #[inline(always)]
    fn found(&mut self, _leaves: u128) -> Result<(), Infallible> {
        Ok(())
    }

    #[inline(always)]
    fn descend(&mut self) -> Result<(), Infallible> {
        Ok(())
    }

    #[cold]
    fn overflow(&mut self) -> Infallible {
        panic!("perft count exceeds u128::MAX")
    }
}

/// [`perft`] under a watch (`depth` already checked).
///
/// The kernels of the last two plies keep their move lists on the stack
/// (16 KiB each): this function, where they are compiled, is never inlined
/// and is entered once at the bottom of the recursion, which goes through
/// [`interior`] alone, so that no level above holds a list.
#[inline(never)]
pub(crate) fn count<R: Rules, W: Watch>(
    position: &R,
    depth: u32,
    watch: &mut W,
) -> Result<u128, W::Halt> {
    let leaves = match depth {
        0 => 1,
        1 => u128::from(position.count_turns()),
        2 => u128::from(count_with_popcnt(LastTwoPlies(position))),
        _ => return interior(position, depth, watch),
    };
    watch.counted(leaves)?;
    Ok(leaves)
}

/// [`count`] at depth 3 or more: the sum over the children.
fn interior<R: Rules, W: Watch>(position: &R, depth: u32, watch: &mut W) -> Result<u128, W::Halt> {
    watch.descend()?;
    let mut total: u128 = 0;
    try_for_each_child(position, |child| {
        let below = if depth > 3 {
            interior(child, depth - 1, watch)?
        } else {
            count(child, depth - 1, watch)?
        };
        // Checked on interior nodes only, where it costs nothing next to
        // counting the subtree.
        total = total.checked_add(below).ok_or_else(|| watch.overflow())?;
        Ok(())
    })?;
    Ok(total)
}

/// Perft at depth 2 as one kernel: the run-time choice of instructions
/// ([`count_with_popcnt`]) is made once per node instead of once per child,
/// and the copies of the children are compiled with the chosen ones too.
struct LastTwoPlies<'a, R>(&'a R);

impl<R: Rules> PopcountKernel for LastTwoPlies<'_, R> {
    #[inline(always)]
    fn count(self) -> u64 {
        let mut sum = ChildTurns(0);
        let ControlFlow::Continue(()) = visit_children(self.0, &mut sum);
        sum.0
    }
}

/// The sum of the children's bulk counts.
struct ChildTurns(u64);

impl<R: Rules> ChildVisitor<R> for ChildTurns {
    type Break = Infallible;

    #[inline(always)]
    fn visit(&mut self, child: &R) -> ControlFlow<Infallible> {
        self.0 += child.count_turns_inline();
        ControlFlow::Continue(())
    }
}

/// Perft that plays every turn, the last ply included, with
/// [`Rules::play_unchecked`] instead of counting the last ply in bulk. It
/// checks that bulk counting agrees with playing, and measures the cost of
/// playing a turn.
///
/// # Panics
///
/// As [`perft`]: past [`MAX_DEPTH`] or `u128::MAX`.
pub fn perft_expanded<R: Rules>(position: &R, depth: u32) -> u128 {
    check_depth(depth);
    unwatched(count_expanded(position, depth, &mut Unwatched))
}

/// [`perft_expanded`] under a watch: the last two plies played as one
/// subtree, the plies above as in [`count`].
pub(crate) fn count_expanded<R: Rules, W: Watch>(
    position: &R,
    depth: u32,
    watch: &mut W,
) -> Result<u128, W::Halt> {
    if depth <= 2 {
        let leaves = u128::from(expanded_two_plies(position, depth));
        watch.counted(leaves)?;
        return Ok(leaves);
    }
    watch.descend()?;
    let mut total: u128 = 0;
    try_for_each_child(position, |child| {
        let below = count_expanded(child, depth - 1, watch)?;
        total = total.checked_add(below).ok_or_else(|| watch.overflow())?;
        Ok(())
    })?;
    Ok(total)
}

/// Expanded perft at depth 0, 1 or 2, every turn played. Never inlined,
/// like [`count`]: its move list stays out of the recursion's frames.
#[inline(never)]
fn expanded_two_plies<R: Rules>(position: &R, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    let moves = position.piece_moves();
    for &piece in moves.iter() {
        if !R::BLOCKER.places_blocker() || position.is_royal_capture(piece) {
            let mut child = *position;
            child.play_unchecked(Turn {
                piece,
                blocker: None,
            });
            total += perft_expanded_leaf_or_deeper(&child, depth);
            continue;
        }
        let targets = position.blocker_targets(piece);
        if depth == 1 {
            // The depth test is hoisted out of the blocker loop and the leaves
            // are counted by popcount, but every leaf is still played.
            for blocker in targets {
                let mut child = *position;
                child.play_unchecked(Turn {
                    piece,
                    blocker: Some(blocker),
                });
                // The leaf is not looked at again; `black_box` keeps the
                // optimizer from skipping the play this function measures.
                core::hint::black_box(&child);
            }
            total += u64::from(targets.len());
        } else {
            for blocker in targets {
                let mut child = *position;
                child.play_unchecked(Turn {
                    piece,
                    blocker: Some(blocker),
                });
                total += expanded_two_plies(&child, depth - 1);
            }
        }
    }
    total
}

/// The count below a child reached by a royal capture (a leaf at depth 1).
#[inline(always)]
fn perft_expanded_leaf_or_deeper<R: Rules>(child: &R, depth: u32) -> u64 {
    if depth == 1 {
        core::hint::black_box(child);
        1
    } else {
        expanded_two_plies(child, depth - 1)
    }
}

/// [`perft`] (or [`perft_expanded`] with `expand`) on `threads` threads:
/// the root turns are shared among the threads, each of which counts its
/// share with the single-threaded function. The thread count is capped
/// (see [`thread_cap`]) and a thread the system refuses to start is done
/// without, so any `threads` works.
///
/// # Panics
///
/// As [`perft`]: past [`MAX_DEPTH`] or `u128::MAX`.
#[cfg(feature = "std")]
#[cfg_attr(docsrs, doc(cfg(feature = "std")))]
pub fn perft_threaded<R: Rules>(position: &R, depth: u32, threads: usize, expand: bool) -> u128 {
    let counter = if expand {
        Counter::Expanded
    } else {
        Counter::Bulk
    };
    check_depth(depth);
    if depth == 0 || threads <= 1 {
        return counter.count(position, depth);
    }
    let jobs = root_jobs(position, depth);
    let counts = run_jobs(&jobs, threads, counter, &|_| {});
    counts
        .iter()
        .try_fold(0u128, |sum, &count| sum.checked_add(count))
        .expect("perft count exceeds u128::MAX")
}

/// Perft split by root turn: each legal turn with the perft of the position
/// after it at `depth - 1`. `depth` 0 gives an empty list.
///
/// # Panics
///
/// As [`perft`]: past [`MAX_DEPTH`] or `u128::MAX`.
pub fn divide<R: Rules>(position: &R, depth: u32) -> Vec<(TurnOf<R>, u128)> {
    check_depth(depth);
    if depth == 0 {
        return Vec::new();
    }
    position
        .legal_turns()
        .iter()
        .map(|turn| (turn, perft(&position.after_unchecked(turn), depth - 1)))
        .collect()
}

/// Calls `visit` with the position after every legal turn. The piece half is
/// played once per piece move and copied for each blocker square (the
/// duck's or an arrow's).
pub fn for_each_child<R: Rules>(position: &R, mut visit: impl FnMut(&R)) {
    let result: Result<(), Infallible> = try_for_each_child(position, |child| {
        visit(child);
        Ok(())
    });
    let Ok(()) = result;
}

/// [`for_each_child`] that stops at the first error, and returns it, for
/// interior nodes, where a stop must not wait for the remaining children.
pub(crate) fn try_for_each_child<R: Rules, E>(
    position: &R,
    mut visit: impl FnMut(&R) -> Result<(), E>,
) -> Result<(), E> {
    let mut error = None;
    let _ = each_child(position, &mut |child| match visit(child) {
        Ok(()) => ControlFlow::Continue(()),
        Err(e) => {
            error = Some(e);
            ControlFlow::Break(())
        }
    });
    error.map_or(Ok(()), Err)
}

/// The kernels' loop ([`visit_children`]) compiled once per game for every
/// caller above the last two plies: each child there is a whole subtree, so
/// a call through the trait object costs nothing measurable, and the
/// WebAssembly module carries one copy of the loop per game, not one per
/// perft flavour (bulk, hashed, expanded, threaded).
///
/// Its piece moves are on the heap ([`heap_moves`]), not in a [`MoveList`]
/// on the stack: this frame is part of the recursion, one per ply, and a
/// list of [`MAX_MOVES`] moves in each (16 KiB) made [`MAX_DEPTH`] plies
/// need a megabyte of stack. One allocation per node costs nothing next to
/// the node's children, which are whole subtrees.
///
/// [`MoveList`]: crate::MoveList
/// [`MAX_MOVES`]: crate::movelist::MAX_MOVES
#[inline(never)]
fn each_child<R: Rules>(
    position: &R,
    visit: &mut dyn FnMut(&R) -> ControlFlow<()>,
) -> ControlFlow<()> {
    /// A closure as a visitor.
    struct Dyn<'a, R>(&'a mut dyn FnMut(&R) -> ControlFlow<()>);

    impl<R> ChildVisitor<R> for Dyn<'_, R> {
        type Break = ();

        #[inline(always)]
        fn visit(&mut self, child: &R) -> ControlFlow<()> {
            (self.0)(child)
        }
    }

    let moves = heap_moves(position);
    visit_moves(position, &moves, &mut Dyn(visit))
}

/// The piece moves of `position` as a vector of their length. Never
/// inlined: the full-size list they are generated into lives in this
/// frame only while they are copied out.
#[inline(never)]
fn heap_moves<R: Rules>(position: &R) -> Vec<R::Move> {
    position.piece_moves().to_vec()
}

/// What [`visit_children`] calls with each child.
///
/// Perft's kernels implement it with `#[inline(always)]`: a closure that
/// is large and called from two places is compiled apart from its caller,
/// and so without the instructions the kernel chose ([`count_with_popcnt`]).
/// A kernel's visitor never stops (`Break = Infallible`), which folds the
/// checks away.
pub(crate) trait ChildVisitor<R> {
    /// What stops the visit early.
    type Break;

    /// Called with one child position; `Break` stops the visit.
    fn visit(&mut self, child: &R) -> ControlFlow<Self::Break>;
}

/// [`for_each_child`] with a [`ChildVisitor`], compiled into its caller;
/// stops at the visitor's first break. The move list is on the stack: for
/// the kernels of the last two plies, which do not recurse.
#[inline(always)]
pub(crate) fn visit_children<R: Rules, V: ChildVisitor<R>>(
    position: &R,
    visitor: &mut V,
) -> ControlFlow<V::Break> {
    let moves = position.piece_moves();
    visit_moves(position, &moves, visitor)
}

/// [`visit_children`] with the piece moves of `position` given.
#[inline(always)]
fn visit_moves<R: Rules, V: ChildVisitor<R>>(
    position: &R,
    moves: &[R::Move],
    visitor: &mut V,
) -> ControlFlow<V::Break> {
    for &m in moves {
        // Under `BlockerRule::None` every move is played once with no
        // blocker, like a royal capture (a constant, folded away).
        let bare = !R::BLOCKER.places_blocker() || position.is_royal_capture(m);
        let mut mid = *position;
        mid.apply_piece_move(m);
        if bare {
            mid.finish_turn(None);
            visitor.visit(&mid)?;
        } else {
            // The duck may go to any empty square; an arrow only where it
            // reaches from the destination (a constant, folded away).
            let targets = match R::BLOCKER {
                BlockerRule::Relocate => mid.board().empty_squares(),
                BlockerRule::Add => position.blocker_targets(m),
                BlockerRule::None => unreachable!("no blocker under BlockerRule::None"),
            };
            for blocker in targets {
                let mut child = mid;
                child.finish_turn(Some(blocker));
                visitor.visit(&child)?;
            }
        }
    }
    ControlFlow::Continue(())
}
