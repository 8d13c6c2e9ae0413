//! [`MoveList`]: a fixed-capacity list that lives on the stack, so move
//! generation never allocates.
//!
//! The storage is an [`arrayvec::ArrayVec`]: its slots start uninitialised,
//! so a list needs no placeholder item and an empty list costs nothing to
//! make (the unsafe code that allows it is arrayvec's, not ours).

use core::fmt;
use core::ops::Deref;

use arrayvec::ArrayVec;

/// Capacity of a [`MoveList`]: the piece moves of a side with up to
/// [`SetupOptions::LENIENT_MAX_PIECES`](crate::SetupOptions::LENIENT_MAX_PIECES)
/// pieces in either game (32 queens have at most 32 x 27 = 864 moves).
/// Strictly validated positions (16 pieces a side) stay far below it.
pub const MAX_MOVES: usize = 1024;

/// A list of at most [`MAX_MOVES`] items, stored inline.
#[derive(Clone)]
pub struct MoveList<M> {
    items: ArrayVec<M, MAX_MOVES>,
}

impl<M: Copy> MoveList<M> {
    /// An empty list.
    #[inline(always)]
    pub fn new() -> Self {
        MoveList {
            items: ArrayVec::new_const(),
        }
    }

    /// Appends an item.
    ///
    /// # Panics
    ///
    /// When the list is full, which move generation for a validated position
    /// never reaches.
    #[inline(always)]
    pub fn push(&mut self, item: M) {
        self.items.push(item);
    }

    /// Removes every item.
    #[inline]
    pub fn clear(&mut self) {
        self.items.clear();
    }

    /// Keeps only the items for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&M) -> bool) {
        self.items.retain(|item| keep(item));
    }

    /// The items as a mutable slice.
    pub fn as_mut_slice(&mut self) -> &mut [M] {
        self.items.as_mut_slice()
    }
}

impl<M: Copy> Default for MoveList<M> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M> Deref for MoveList<M> {
    type Target = [M];
    #[inline(always)]
    fn deref(&self) -> &[M] {
        self.items.as_slice()
    }
}

impl<'a, M> IntoIterator for &'a MoveList<M> {
    type Item = &'a M;
    type IntoIter = core::slice::Iter<'a, M>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<M: fmt::Debug> fmt::Debug for MoveList<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
