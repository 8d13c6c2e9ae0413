//! [`MoveList`]: a fixed-capacity list that lives on the stack, so move
//! generation never allocates.

use core::fmt;
use core::ops::Deref;

/// Capacity of a [`MoveList`]. Positions that validation accepts (at most 16
/// pieces a side) stay far below it in both games.
pub const MAX_MOVES: usize = 512;

/// A list of at most [`MAX_MOVES`] items, stored inline.
#[derive(Clone)]
pub struct MoveList<M> {
    items: [M; MAX_MOVES],
    len: usize,
}

impl<M: Copy + Default> MoveList<M> {
    /// An empty list.
    #[inline]
    pub fn new() -> Self {
        MoveList {
            items: [M::default(); MAX_MOVES],
            len: 0,
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
        self.items[self.len] = item;
        self.len += 1;
    }

    /// Removes every item.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the items for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&M) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            let item = self.items[i];
            if keep(&item) {
                self.items[kept] = item;
                kept += 1;
            }
        }
        self.len = kept;
    }

    /// The items as a mutable slice.
    pub fn as_mut_slice(&mut self) -> &mut [M] {
        &mut self.items[..self.len]
    }
}

impl<M: Copy + Default> Default for MoveList<M> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M> Deref for MoveList<M> {
    type Target = [M];
    #[inline(always)]
    fn deref(&self) -> &[M] {
        &self.items[..self.len]
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
