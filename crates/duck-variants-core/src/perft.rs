//! Perft: counting whole turns to a fixed depth, the standard check of move
//! generation.

use alloc::vec::Vec;

use crate::popcount::{PopcountKernel, count_with_popcnt};
use crate::rules::{Rules, TurnOf};
use crate::turn::Turn;
use crate::variant::BlockerRule;

#[cfg(target_has_atomic = "64")]
mod hashed;
#[cfg(feature = "std")]
mod split;
#[cfg(feature = "std")]
mod threaded;

#[cfg(target_has_atomic = "64")]
pub use hashed::{BUCKET_BYTES, PerftTable, perft_hashed};
#[cfg(feature = "std")]
pub use split::{split, split_jobs};
#[cfg(feature = "std")]
pub use threaded::{Counter, PerftJob, root_jobs, run_jobs, thread_cap, weighted_sum};

/// Number of turn sequences of length `depth` from `position`.
///
/// `perft(p, 0) = 1`; a position without turns (a royal captured, or no
/// legal turn) gives 0 at every depth above 0. The last ply is counted from
/// the turn set without playing it.
///
/// # Panics
///
/// If the count exceeds `u64::MAX` (Duck Chess perft(7) from the start
/// does): a wrapped number would look like a count. [`perft_hashed`] and
/// [`perft_threaded`] count in `u128`.
pub fn perft<R: Rules>(position: &R, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_turns(),
        2 => count_with_popcnt(LastTwoPlies(position)),
        _ => {
            let mut total: u64 = 0;
            for_each_child(position, |child| {
                // Checked on interior nodes only, where it costs nothing
                // next to counting the subtree.
                total = total
                    .checked_add(perft(child, depth - 1))
                    .expect("perft count exceeds u64::MAX; use perft_hashed (u128)");
            });
            total
        }
    }
}

/// Perft at depth 2 as one kernel: the run-time choice of instructions
/// ([`count_with_popcnt`]) is made once per node instead of once per child,
/// and the copies of the children are compiled with the chosen ones too.
struct LastTwoPlies<'a, R>(&'a R);

impl<R: Rules> PopcountKernel for LastTwoPlies<'_, R> {
    #[inline(always)]
    fn count(self) -> u64 {
        let mut sum = ChildTurns(0);
        visit_children(self.0, &mut sum);
        sum.0
    }
}

/// The sum of the children's bulk counts.
struct ChildTurns(u64);

impl<R: Rules> ChildVisitor<R> for ChildTurns {
    #[inline(always)]
    fn visit(&mut self, child: &R) {
        self.0 += child.count_turns_inline();
    }
}

/// Perft that plays every turn, the last ply included, with
/// [`Rules::play_unchecked`] instead of counting the last ply in bulk. It
/// checks that bulk counting agrees with playing, and measures the cost of
/// playing a turn.
pub fn perft_expanded<R: Rules>(position: &R, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    let moves = position.piece_moves();
    for &piece in moves.iter() {
        if !R::BLOCKER.places_blocker() || position.is_royal_capture(piece) {
            let mut child = *position;
            child.play_unchecked(Turn { piece, duck: None });
            total += perft_expanded_leaf_or_deeper(&child, depth);
            continue;
        }
        let ducks = position.duck_targets(piece);
        if depth == 1 {
            // The depth test is hoisted out of the duck loop and the leaves
            // are counted by popcount, but every leaf is still played.
            for duck in ducks {
                let mut child = *position;
                child.play_unchecked(Turn {
                    piece,
                    duck: Some(duck),
                });
                // The leaf is not looked at again; `black_box` keeps the
                // optimizer from skipping the play this function measures.
                core::hint::black_box(&child);
            }
            total += u64::from(ducks.len());
        } else {
            for duck in ducks {
                let mut child = *position;
                child.play_unchecked(Turn {
                    piece,
                    duck: Some(duck),
                });
                total += perft_expanded(&child, depth - 1);
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
        perft_expanded(child, depth - 1)
    }
}

/// [`perft`] (or [`perft_expanded`] with `expand`) on `threads` threads,
/// in `u128`: the root turns are shared among the threads, each of which
/// counts its share with the single-threaded function. The thread count is
/// capped (see [`thread_cap`]) and a thread the system refuses to start is
/// done without, so any `threads` works.
#[cfg(feature = "std")]
#[cfg_attr(docsrs, doc(cfg(feature = "std")))]
pub fn perft_threaded<R: Rules>(position: &R, depth: u32, threads: usize, expand: bool) -> u128 {
    let counter = if expand {
        Counter::Expanded
    } else {
        Counter::Bulk
    };
    if depth == 0 || threads <= 1 {
        return counter.count(position, depth);
    }
    let jobs = root_jobs(position, depth);
    let counts = run_jobs(&jobs, threads, counter, &|_| {});
    counts.iter().sum()
}

/// Perft split by root turn: each legal turn with the perft of the position
/// after it at `depth - 1`. `depth` 0 gives an empty list.
pub fn divide<R: Rules>(position: &R, depth: u32) -> Vec<(TurnOf<R>, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    position
        .turns()
        .iter()
        .map(|turn| (turn, perft(&position.after(turn), depth - 1)))
        .collect()
}

/// Calls `visit` with the position after every legal turn. The piece half is
/// played once per piece move and copied for each duck (or arrow) square.
pub fn for_each_child<R: Rules>(position: &R, visit: impl FnMut(&R)) {
    visit_children(position, &mut Closure(visit));
}

/// What [`visit_children`] calls with each child.
///
/// Perft's kernels implement it with `#[inline(always)]`: a closure that
/// is large and called from two places is compiled apart from its caller,
/// and so without the instructions the kernel chose ([`count_with_popcnt`]).
pub(crate) trait ChildVisitor<R> {
    /// Called with one child position.
    fn visit(&mut self, child: &R);
}

/// A closure as a [`ChildVisitor`].
struct Closure<F>(F);

impl<R, F: FnMut(&R)> ChildVisitor<R> for Closure<F> {
    #[inline(always)]
    fn visit(&mut self, child: &R) {
        (self.0)(child);
    }
}

/// [`for_each_child`] with a [`ChildVisitor`], compiled into its caller.
#[inline(always)]
pub(crate) fn visit_children<R: Rules, V: ChildVisitor<R>>(position: &R, visitor: &mut V) {
    let moves = position.piece_moves();
    for &m in moves.iter() {
        // Under `BlockerRule::None` every move is played once with no
        // blocker, like a royal capture (a constant, folded away).
        let bare = !R::BLOCKER.places_blocker() || position.is_royal_capture(m);
        let mut mid = *position;
        mid.apply_piece_move(m);
        if bare {
            mid.finish_turn(None);
            visitor.visit(&mid);
        } else {
            // The duck may go to any empty square; an arrow only where it
            // reaches from the destination (a constant, folded away).
            let targets = match R::BLOCKER {
                BlockerRule::Relocate => mid.board().empty_squares(),
                BlockerRule::Add => position.duck_targets(m),
                BlockerRule::None => unreachable!("no blocker under BlockerRule::None"),
            };
            for duck in targets {
                let mut child = mid;
                child.finish_turn(Some(duck));
                visitor.visit(&child);
            }
        }
    }
}
