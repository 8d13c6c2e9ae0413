//! The transposition table, keyed by the positions' Zobrist keys, shared by
//! every game (moves are stored as squares and a promotion index).

use alloc::vec;
use alloc::vec::Vec;

/// How a stored score bounds the true one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a cut).
    Lower,
    /// The true score is at most this.
    Upper,
}

/// A turn in a game-independent form: from, to, promotion role index + 1
/// (0 for none), blocker square (255 for none).
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub(crate) struct PackedTurn(pub(crate) [u8; 4]);

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub(crate) key: u64,
    pub(crate) turn: PackedTurn,
    pub(crate) score: i32,
    pub(crate) depth: i16,
    pub(crate) bound: Bound,
}

/// A fixed-size table, always replacing.
pub(crate) struct Table {
    entries: Vec<Option<Entry>>,
}

impl Table {
    /// A table of about `bytes` bytes (at least one entry).
    pub(crate) fn new(bytes: usize) -> Table {
        let size = core::mem::size_of::<Option<Entry>>();
        let count = (bytes / size).max(1).next_power_of_two() / 2;
        Table {
            entries: vec![None; count.max(1)],
        }
    }

    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    /// The entry stored for `key`.
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        self.entries[self.slot(key)].filter(|e| e.key == key)
    }

    /// Stores an entry, keeping a deeper one of the same key.
    pub(crate) fn store(&mut self, entry: Entry) {
        let slot = self.slot(entry.key);
        if let Some(old) = self.entries[slot] {
            if old.key == entry.key && old.depth > entry.depth && entry.bound != Bound::Exact {
                return;
            }
        }
        self.entries[slot] = Some(entry);
    }

    /// Empties the table.
    pub(crate) fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
    }
}
