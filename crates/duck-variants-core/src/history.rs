//! [`Positions`]: a game's positions, kept as its turns and a checkpoint
//! position every [`checkpoint`] plies, so that a played turn costs a few
//! bytes of memory instead of a whole position (issue 32, row 6: 136 B a
//! turn in Duck Chess, 264 B in Duck Xiangqi, when every position was
//! kept).

use alloc::collections::TryReserveError;
use alloc::vec::Vec;

use crate::rules::{Rules, TurnOf};

/// Plies between two kept positions of type `R`. A past position is
/// rebuilt by playing at most `checkpoint - 1` turns from the checkpoint
/// before it, and taking a turn back rebuilds the new current position
/// that way: 16 or 32 plies keep that to a few hundred nanoseconds, while
/// a checkpoint costs 8 bytes a turn for positions of up to 128 bytes
/// (Duck Chess) and, every 32 plies, for those of 256 (Duck Xiangqi, the
/// Amazons): a turn's share of the game's memory is bounded (32 bytes, the
/// npm package's figure) whatever the board.
pub(crate) const fn checkpoint<R>() -> usize {
    if core::mem::size_of::<R>() > 128 {
        32
    } else {
        16
    }
}

/// Makes room for one more item in `items`, growing it by a quarter (at
/// least 4 items) when it is full, rather than doubling as `Vec` does: a
/// game's vectors grow by a ply's bytes a turn for as long as it lasts, and
/// doubling leaves up to as many bytes again unused (a third more on
/// average), a quarter at most a quarter. Still amortised O(1) a push (a
/// geometric growth: each item is copied 5 times on average).
///
/// # Errors
///
/// The memory could not be had; `items` is as it was.
pub(crate) fn reserve_one<T>(items: &mut Vec<T>) -> Result<(), TryReserveError> {
    if items.len() == items.capacity() {
        items.try_reserve_exact((items.capacity() / 4).max(4))?;
    }
    Ok(())
}

/// The positions of a [`Game`](crate::Game), the start first and the
/// current last, read by value: only the start, the current position and
/// one position every 16 plies are stored, and the others are rebuilt
/// from the turns played (which were legal). Reading them in order with
/// [`Positions::iter`] costs one turn played per position; one read by
/// index with [`Positions::get`] costs up to 15.
#[derive(Clone, Debug)]
pub struct Positions<R: Rules> {
    /// The position after `k * checkpoint::<R>()` turns, for every such `k`
    /// up to the turns played (the start first), then the current position
    /// (the position after every turn, kept whole so that the game reads it
    /// by reference and plays from it without rebuilding).
    ///
    /// One allocation for both: a game read from PGN and dropped costs one
    /// allocation fewer (a reader of many short games makes that many).
    /// On the heap: a position is aligned to a cache line, and held inline
    /// it would make every `Game` (and whatever holds one) need that
    /// alignment, which an allocator outside Rust need not give (CPython's
    /// gives 16 bytes: the Python package's board, which holds its game
    /// inline, read misaligned positions and crashed).
    kept: Vec<R>,
    /// The turns played, in order.
    turns: Vec<TurnOf<R>>,
}

impl<R: Rules> Positions<R> {
    /// The history of a game that starts at `start`.
    pub(crate) fn new(start: R) -> Self {
        Positions {
            kept: alloc::vec![start, start],
            turns: Vec::new(),
        }
    }

    /// Makes room for one more turn, so that the next
    /// [`Positions::push`] allocates nothing (a game refuses a turn it
    /// cannot record rather than ending the program).
    pub(crate) fn try_reserve_one(&mut self) -> Result<(), TryReserveError> {
        reserve_one(&mut self.turns)?;
        if (self.turns.len() + 1) % checkpoint::<R>() == 0 {
            reserve_one(&mut self.kept)?;
        }
        Ok(())
    }

    /// Records `turn`, played from the current position, and `next`, the
    /// position it leads to (the new current one).
    pub(crate) fn push(&mut self, turn: TurnOf<R>, next: R) {
        self.turns.push(turn);
        *self.current_mut() = next;
        if self.turns.len() % checkpoint::<R>() == 0 {
            // The current position becomes a checkpoint, and stays current.
            self.kept.push(next);
        }
    }

    /// Takes the last turn back, rebuilding the current position from the
    /// checkpoint before it (at most `checkpoint::<R>() - 1` turns replayed).
    pub(crate) fn pop(&mut self) -> Option<TurnOf<R>> {
        let turn = self.turns.pop()?;
        if (self.turns.len() + 1) % checkpoint::<R>() == 0 {
            // The turn made a checkpoint: the current position goes with
            // it, and the checkpoint's slot holds the current one again.
            self.kept.pop();
        }
        *self.current_mut() = self.rebuild(self.turns.len());
        Some(turn)
    }

    /// The current position, to replace.
    fn current_mut(&mut self) -> &mut R {
        let last = self.kept.len() - 1;
        &mut self.kept[last]
    }

    /// The turns played, in order.
    pub(crate) fn turns(&self) -> &[TurnOf<R>] {
        &self.turns
    }

    /// The start, by reference (it is always kept).
    pub(crate) fn start(&self) -> &R {
        &self.kept[0]
    }

    /// The current position, by reference (it is always kept).
    pub(crate) fn current(&self) -> &R {
        &self.kept[self.kept.len() - 1]
    }

    /// The position after `index` turns (at most the turns played), played
    /// forward from the checkpoint before it.
    fn rebuild(&self, index: usize) -> R {
        let from = index / checkpoint::<R>() * checkpoint::<R>();
        let mut position = self.kept[index / checkpoint::<R>()];
        for &turn in &self.turns[from..index] {
            replay(&mut position, turn);
        }
        position
    }

    /// The position after `index` turns (at most the turns played): the
    /// current one and checkpoints are read, the others rebuilt.
    pub(crate) fn at(&self, index: usize) -> R {
        if index == self.turns.len() {
            *self.current()
        } else {
            self.rebuild(index)
        }
    }

    /// How many positions: the turns played plus one.
    pub fn len(&self) -> usize {
        self.turns.len() + 1
    }

    /// Always false: a game holds at least its start.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The position after `index` turns, if that many were played: the
    /// start and the current position at once, another rebuilt by playing
    /// up to 15 turns from the checkpoint before it.
    pub fn get(&self, index: usize) -> Option<R> {
        (index < self.len()).then(|| self.at(index))
    }

    /// The start (always some; an `Option` as a slice's is).
    pub fn first(&self) -> Option<R> {
        Some(*self.start())
    }

    /// The current position (always some; an `Option` as a slice's is).
    pub fn last(&self) -> Option<R> {
        Some(*self.current())
    }

    /// The positions in order, the start first: each after the first is
    /// the one before with its turn played.
    pub fn iter(&self) -> PositionsIter<'_, R> {
        self.iter_from(0)
    }

    /// The positions from the one after `start` turns on (none if `start`
    /// is past the current one), reached from the checkpoint before it
    /// without walking the ones before that.
    pub fn iter_from(&self, start: usize) -> PositionsIter<'_, R> {
        PositionsIter {
            position: self.get(start).unwrap_or(*self.current()),
            positions: self,
            next: start.min(self.len()),
        }
    }
}

/// The positions of a game in order, by value (see [`Positions::iter`]).
#[derive(Clone, Debug)]
pub struct PositionsIter<'a, R: Rules> {
    positions: &'a Positions<R>,
    /// The index of the next position to yield.
    next: usize,
    /// The next position to yield (unless `next` is past the end).
    position: R,
}

/// Plays a recorded turn again: the one compiled copy of a game's turn
/// application that the history's replays share (rebuilding a position,
/// walking forward through the positions, from wherever the game or the
/// repetition table asks), instead of one inlined into each caller: 3.8 KB
/// of the gzipped WebAssembly module when they were inlined.
#[inline(never)]
fn replay<R: Rules>(position: &mut R, turn: TurnOf<R>) {
    position.play_unchecked(turn);
}

impl<R: Rules> Iterator for PositionsIter<'_, R> {
    type Item = R;

    fn next(&mut self) -> Option<R> {
        if self.next >= self.positions.len() {
            return None;
        }
        let position = self.position;
        // The turn after the last position is not there to play.
        if let Some(&turn) = self.positions.turns.get(self.next) {
            replay(&mut self.position, turn);
        }
        self.next += 1;
        Some(position)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.positions.len().saturating_sub(self.next);
        (n, Some(n))
    }
}

impl<R: Rules> ExactSizeIterator for PositionsIter<'_, R> {}

impl<R: Rules> core::iter::FusedIterator for PositionsIter<'_, R> {}

impl<R: Rules> PartialEq for Positions<R> {
    /// The same positions in the same order (the turns between them are
    /// not compared).
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl<'a, R: Rules> IntoIterator for &'a Positions<R> {
    type Item = R;
    type IntoIter = PositionsIter<'a, R>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
