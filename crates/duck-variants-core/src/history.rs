//! [`Positions`]: a game's positions, kept in chunks so that a long game
//! grows without copying what it already holds.

use alloc::collections::TryReserveError;
use alloc::vec::Vec;
use core::ops::Index;

/// Positions a chunk holds. A growing `Vec` copies its whole buffer when
/// it moves an over-aligned element type (positions are aligned to a
/// cache line), so one buffer for a long game would need its old and new
/// copies at once: chunks bound that transient to one chunk.
const CHUNK: usize = 1024;

/// The positions of a [`Game`](crate::Game), the start first and the
/// current last: indexable, iterable and comparable like a slice, and
/// growing by whole chunks.
#[derive(Clone, Debug)]
pub struct Positions<R> {
    /// Every chunk but the last holds exactly `CHUNK` positions; the last
    /// holds one or more (or none, right after a chunk was emptied).
    chunks: Vec<Vec<R>>,
    len: usize,
}

impl<R: Copy> Positions<R> {
    /// The history of a game that starts at `start`.
    pub(crate) fn new(start: R) -> Self {
        Positions {
            chunks: alloc::vec![alloc::vec![start]],
            len: 1,
        }
    }

    /// Makes room for one more position, so that the next
    /// [`Positions::push`] allocates nothing: a fresh chunk when the last
    /// is full (an emptied one kept after a pop serves as well).
    pub(crate) fn try_reserve_one(&mut self) -> Result<(), TryReserveError> {
        if let Some(chunk) = self.chunks.last_mut().filter(|c| c.len() < CHUNK) {
            // Nothing unless it is the first chunk, which grows from one.
            return chunk.try_reserve(1);
        }
        let mut chunk = Vec::new();
        chunk.try_reserve_exact(CHUNK)?;
        self.chunks.try_reserve(1)?;
        // An empty last chunk is what a pop past a chunk boundary leaves
        // too; `push` fills it and `pop` drops it.
        self.chunks.push(chunk);
        Ok(())
    }

    pub(crate) fn push(&mut self, position: R) {
        match self.chunks.last_mut() {
            Some(chunk) if chunk.len() < CHUNK => chunk.push(position),
            _ => {
                let mut chunk = Vec::with_capacity(CHUNK);
                chunk.push(position);
                self.chunks.push(chunk);
            }
        }
        self.len += 1;
    }

    pub(crate) fn pop(&mut self) -> Option<R> {
        // An emptied chunk stays until the next pop, so that playing and
        // taking back across a chunk boundary does not allocate each time.
        if self.chunks.len() > 1 && self.chunks.last().is_some_and(Vec::is_empty) {
            self.chunks.pop();
        }
        let position = self.chunks.last_mut()?.pop()?;
        self.len -= 1;
        Some(position)
    }

    /// How many positions: the turns played plus one.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Always false: a game holds at least its start.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The position after `index` turns, if that many were played.
    pub fn get(&self, index: usize) -> Option<&R> {
        self.chunks.get(index / CHUNK)?.get(index % CHUNK)
    }

    /// The start.
    pub fn first(&self) -> Option<&R> {
        self.get(0)
    }

    /// The current position.
    pub fn last(&self) -> Option<&R> {
        self.len.checked_sub(1).and_then(|i| self.get(i))
    }

    /// The positions in order, the start first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &R> + Clone + '_ {
        self.chunks.iter().flatten()
    }

    /// The positions from the one after `start` turns on, reached without
    /// walking the ones before.
    pub(crate) fn iter_from(&self, start: usize) -> impl Iterator<Item = &R> + '_ {
        let chunks = self.chunks.get(start / CHUNK..).unwrap_or_default();
        chunks.iter().flatten().skip(start % CHUNK)
    }
}

impl<R: Copy> Index<usize> for Positions<R> {
    type Output = R;

    /// The position after `index` turns; panics past the current one, like
    /// a slice.
    fn index(&self, index: usize) -> &R {
        &self.chunks[index / CHUNK][index % CHUNK]
    }
}

impl<R: Copy + PartialEq> PartialEq for Positions<R> {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.iter().eq(other.iter())
    }
}

impl<'a, R: Copy> IntoIterator for &'a Positions<R> {
    type Item = &'a R;
    type IntoIter = core::iter::Flatten<core::slice::Iter<'a, Vec<R>>>;

    fn into_iter(self) -> Self::IntoIter {
        self.chunks.iter().flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against a `Vec` kept beside it: pushes and pops across chunk
    /// boundaries, back and forth, keep every index, the order and the
    /// ends the same.
    #[test]
    fn behaves_like_a_vec_across_chunk_boundaries() {
        let mut positions = Positions::new(0u32);
        let mut model = alloc::vec![0u32];
        let same = |positions: &Positions<u32>, model: &Vec<u32>| {
            assert_eq!(positions.len(), model.len());
            assert!(positions.iter().eq(model.iter()));
            assert!(positions.iter().rev().eq(model.iter().rev()));
            assert_eq!(positions.last(), model.last());
            assert_eq!(positions.get(model.len()), None);
            for (i, x) in model.iter().enumerate() {
                assert_eq!(positions[i], *x);
                assert!(positions.iter_from(i).eq(model[i..].iter()));
            }
        };
        let mut next = 1;
        // Up to three chunks, down to one, and a wobble at a boundary.
        let plan = [
            (2 * CHUNK + 5, true),
            (CHUNK + 3, false),
            (4, true),
            (6, false),
            (CHUNK, true),
        ];
        for (steps, grow) in plan {
            for _ in 0..steps {
                if grow {
                    positions.push(next);
                    model.push(next);
                    next += 1;
                } else {
                    assert_eq!(positions.pop(), model.pop());
                }
            }
            same(&positions, &model);
        }
        while model.len() > 1 {
            assert_eq!(positions.pop(), model.pop());
        }
        same(&positions, &model);
        let mut other = Positions::new(0u32);
        assert!(other == positions);
        other.push(1);
        assert!(other != positions);
    }
}
