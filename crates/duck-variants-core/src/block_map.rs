//! [`BlockMap`]: an ordered map kept as sorted blocks of entries, the
//! repetition table's fallback once its hashing is beaten.
//!
//! It replaces `BTreeMap`, whose node code cost the WebAssembly module
//! some 4 KB gzipped, for a fallback that only someone who knows a table's
//! key ever reaches. Its bounds need no balancing and no hashing, so input
//! cannot steer them: a lookup is a binary search over the blocks' last
//! keys and one within a block (O(log n) comparisons); an insertion or a
//! removal moves at most `2 * BLOCK` entries within a block, and a block
//! split (once every `BLOCK` insertions at most) moves the list of blocks,
//! n / `BLOCK` pointers.

use alloc::vec::Vec;

/// Entries a block is split back to once it holds twice as many.
const BLOCK: usize = 64;

/// An ordered map from `K` to `V`: the blocks are sorted, each block's
/// entries are sorted, and no block is empty unless it is the only one.
#[derive(Clone, Debug)]
pub(crate) struct BlockMap<K, V> {
    blocks: Vec<Vec<(K, V)>>,
}

impl<K: Ord, V: Default> BlockMap<K, V> {
    /// An empty map.
    pub(crate) const fn new() -> Self {
        BlockMap { blocks: Vec::new() }
    }

    /// Forgets every entry.
    pub(crate) fn clear(&mut self) {
        self.blocks.clear();
    }

    /// The block that holds `key` or would: the first whose last key is at
    /// least `key`, else the last.
    fn block_of(&self, key: &K) -> usize {
        let first = self
            .blocks
            .partition_point(|block| block.last().is_some_and(|(k, _)| k < key));
        first.min(self.blocks.len().saturating_sub(1))
    }

    /// The value of `key`, if it has one.
    pub(crate) fn get_mut(&mut self, key: &K) -> Option<&mut V> {
        let b = self.block_of(key);
        let block = self.blocks.get_mut(b)?;
        let i = block.binary_search_by(|(k, _)| k.cmp(key)).ok()?;
        Some(&mut block[i].1)
    }

    /// The value of `key`, a default one inserted first if it had none.
    pub(crate) fn entry_or_default(&mut self, key: K) -> &mut V {
        if self.blocks.is_empty() {
            self.blocks.push(Vec::new());
        }
        let b = self.block_of(&key);
        let (b, i) = match self.blocks[b].binary_search_by(|(k, _)| k.cmp(&key)) {
            Ok(i) => (b, i),
            Err(i) => {
                self.blocks[b].insert(i, (key, V::default()));
                if self.blocks[b].len() < 2 * BLOCK {
                    (b, i)
                } else {
                    let tail = self.blocks[b].split_off(BLOCK);
                    self.blocks.insert(b + 1, tail);
                    if i < BLOCK {
                        (b, i)
                    } else {
                        (b + 1, i - BLOCK)
                    }
                }
            }
        };
        &mut self.blocks[b][i].1
    }

    /// Takes `key` and its value out, if it has one.
    pub(crate) fn remove(&mut self, key: &K) {
        let b = self.block_of(key);
        let Some(block) = self.blocks.get_mut(b) else {
            return;
        };
        if let Ok(i) = block.binary_search_by(|(k, _)| k.cmp(key)) {
            block.remove(i);
            if block.is_empty() {
                self.blocks.remove(b);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::collections::BTreeMap;

    /// Against `BTreeMap` (the independent method) over a random sequence
    /// of insertions, lookups and removals that splits and empties blocks.
    #[test]
    fn agrees_with_a_btree_map() {
        let mut ours: BlockMap<u32, Vec<u32>> = BlockMap::new();
        let mut theirs: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n) as u32
        };
        for step in 0..200_000 {
            // Keys from a range that grows and shrinks, so that blocks
            // split, empty and go.
            let range = if step % 50_000 < 30_000 { 5_000 } else { 300 };
            let key = next(range);
            match next(4) {
                0 | 1 => {
                    ours.entry_or_default(key).push(step);
                    theirs.entry(key).or_default().push(step);
                }
                2 => {
                    ours.remove(&key);
                    theirs.remove(&key);
                }
                _ => assert_eq!(ours.get_mut(&key), theirs.get_mut(&key), "step {step}"),
            }
            if step % 70_001 == 70_000 {
                ours.clear();
                theirs.clear();
            }
        }
        let flat: Vec<_> = ours.blocks.iter().flatten().cloned().collect();
        let expected: Vec<_> = theirs.into_iter().collect();
        assert_eq!(flat, expected);
        assert!(
            ours.blocks
                .iter()
                .all(|b| !b.is_empty() && b.len() < 2 * BLOCK)
        );
    }
}
