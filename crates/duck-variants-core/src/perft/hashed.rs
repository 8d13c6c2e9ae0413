//! Hashed perft: a transposition table of subtree counts.
//!
//! The duck is placed anew every turn, so different move orders and duck
//! squares reach the same position far more often than in chess (from the
//! start, 250 million three-turn sequences reach 171,616 positions). A
//! table keyed by the Zobrist key and the remaining depth counts each such
//! subtree once.

use alloc::vec::Vec;
use core::convert::Infallible;
use core::ops::ControlFlow;
use core::sync::atomic::{AtomicU64, Ordering};

use crate::popcount::{PopcountKernel, count_with_popcnt};
use crate::rules::Rules;

use super::{ChildVisitor, Unwatched, Watch, for_each_child, try_for_each_child, visit_children};

/// Words per slot: the checked key, the low half of the count, and the
/// high half of the count with the depth in its low byte.
const WORDS: usize = 3;
/// Slots per bucket: one kept for the deeper subtree, one always replaced.
const SLOTS: usize = 2;
/// Bytes one bucket takes: its two slots, padded to a cache line so that a
/// probe costs one memory access (an unaligned bucket would straddle two
/// lines half the time).
pub const BUCKET_BYTES: usize = 64;
/// Words from one bucket to the next.
const STRIDE: usize = BUCKET_BYTES / core::mem::size_of::<u64>();

/// A fixed-size table of perft subtree counts, shared by threads.
///
/// Each slot is three `AtomicU64`s written without a lock: the full 64-bit
/// Zobrist key is stored XORed with the two data words (Hyatt's lockless
/// hashing), so a slot torn by two threads writing at once fails the check
/// and reads as a miss instead of a wrong count; and because the whole key
/// is kept, two positions that share a bucket index never pass for each
/// other.
///
/// Buckets hold two slots: the first keeps the deepest subtree stored in
/// the bucket (replaced only by one at least as deep), the second takes
/// whatever does not go into the first. A full table therefore keeps
/// accepting new entries, and the expensive deep counts survive the stream
/// of shallow ones.
#[derive(Debug)]
pub struct PerftTable {
    /// The buckets, [`STRIDE`] words apart from `start`, which is where
    /// the first cache line of the allocation begins. (A flat vector of
    /// zeros is allocated as untouched zero pages, so a large table costs
    /// nothing until it is used; a vector of aligned bucket structs was
    /// written out in full, a second and more for a gigabyte.)
    words: Vec<AtomicU64>,
    start: usize,
    /// Buckets minus one (the bucket count is a power of two).
    mask: u64,
}

/// Why a [`PerftTable`] of the size asked for cannot be had: the system
/// refused the memory, or the size is past what an allocation can take.
/// Nothing is allocated.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
#[error("a perft table of {} is more memory than this machine can give", Size(*.bytes))]
pub struct TableSizeError {
    /// The size asked for, in bytes.
    pub bytes: usize,
}

/// A byte count for people: whole megabytes (10^6 bytes, as the perft
/// example's `--hash` takes them) from one megabyte up, bytes below.
struct Size(usize);

impl core::fmt::Display for Size {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if self.0 >= 1_000_000 {
            write!(f, "{} MB", self.0 / 1_000_000)
        } else {
            write!(f, "{} bytes", self.0)
        }
    }
}

impl PerftTable {
    /// A table taking at most `bytes` bytes (at least one bucket of
    /// [`BUCKET_BYTES`]): the largest power-of-two number of buckets that
    /// fits, so the index is a mask of the key.
    ///
    /// The memory is asked of the system first without touching it, and
    /// taken as zero pages that cost nothing until used; any `bytes` is
    /// answered, `usize::MAX` included.
    ///
    /// # Errors
    ///
    /// [`TableSizeError`] when the system refuses that much memory (or the
    /// size is past what one allocation can address).
    pub fn new(bytes: usize) -> Result<PerftTable, TableSizeError> {
        let too_large = TableSizeError { bytes };
        let buckets = (bytes / BUCKET_BYTES).max(1);
        // Round down to a power of two.
        let buckets = 1usize << (usize::BITS - 1 - buckets.leading_zeros());
        let words = buckets
            .checked_mul(STRIDE)
            .and_then(|words| words.checked_add(STRIDE - 1))
            .ok_or(too_large)?;
        // The probe asks for the memory the way the table will, and gives
        // it back: `collect` below aborts the process if its allocation
        // fails, while this reports it. The table itself is allocated by
        // `collect`, which the compiler turns into one zeroed allocation
        // (untouched zero pages); filling a reserved vector instead writes
        // every page, a second and more for a gigabyte.
        let mut probe: Vec<AtomicU64> = Vec::new();
        probe.try_reserve_exact(words).map_err(|_| too_large)?;
        drop(probe);
        let words: Vec<AtomicU64> = (0..words).map(|_| AtomicU64::new(0)).collect();
        // Reading an address is safe; it only picks the aligned start.
        let misalign = words.as_ptr() as usize % BUCKET_BYTES;
        let start = (BUCKET_BYTES - misalign) % BUCKET_BYTES / core::mem::size_of::<u64>();
        Ok(PerftTable {
            words,
            start,
            mask: buckets as u64 - 1,
        })
    }

    /// The number of bytes the table's slots take.
    pub fn bytes(&self) -> usize {
        self.buckets() * BUCKET_BYTES
    }

    /// The number of entries (slots) the table holds.
    pub fn slots(&self) -> usize {
        self.buckets() * SLOTS
    }

    fn buckets(&self) -> usize {
        self.mask as usize + 1
    }

    /// Forgets every entry.
    pub fn clear(&self) {
        for word in &self.words {
            word.store(0, Ordering::Relaxed);
        }
    }

    /// The words of the bucket of `key`.
    #[inline(always)]
    fn bucket(&self, key: u64) -> &[AtomicU64] {
        // `key & mask < buckets`: the index is in range.
        let first = self.start + (key & self.mask) as usize * STRIDE;
        &self.words[first..first + WORDS * SLOTS]
    }

    /// The count stored for the position with Zobrist key `key` at
    /// `depth` (1..=255), if any.
    #[inline]
    pub fn probe(&self, key: u64, depth: u32) -> Option<u128> {
        let bucket = self.bucket(key);
        for slot in bucket.chunks_exact(WORDS) {
            let check = slot[0].load(Ordering::Relaxed);
            let low = slot[1].load(Ordering::Relaxed);
            let high = slot[2].load(Ordering::Relaxed);
            // A torn slot (words from two different writes) or another
            // position fails the key check; an empty slot has depth 0,
            // which is never stored.
            if check ^ low ^ high == key && high & 0xff == u64::from(depth) {
                return Some(u128::from(high >> 8) << 64 | u128::from(low));
            }
        }
        None
    }

    /// Stores `count` for the position with key `key` at `depth`
    /// (1..=255). Counts of 2^120 or more are not stored (they do not fit
    /// beside the depth), nor is depth 0 (it marks an empty slot).
    #[inline]
    pub fn store(&self, key: u64, depth: u32, count: u128) {
        if depth == 0 || depth > 0xff || count >> 120 != 0 {
            return;
        }
        let low = count as u64;
        let high = ((count >> 64) as u64) << 8 | u64::from(depth);
        let bucket = self.bucket(key);
        let deep = &bucket[..WORDS];
        let stored_depth = deep[2].load(Ordering::Relaxed) & 0xff;
        let slot = if u64::from(depth) >= stored_depth {
            deep
        } else {
            &bucket[WORDS..]
        };
        slot[0].store(key ^ low ^ high, Ordering::Relaxed);
        slot[1].store(low, Ordering::Relaxed);
        slot[2].store(high, Ordering::Relaxed);
    }
}

/// Perft with a transposition table: the same count as
/// [`perft`](super::perft), in `u128` (Duck Chess perft(7) from the start
/// exceeds `u64::MAX`).
///
/// Nodes with at least two plies to go are looked up in `table` by their
/// Zobrist key and depth, and stored after counting. The last ply is
/// counted in bulk ([`Variant::count_turns`](crate::Variant::count_turns)), and those counts are kept in
/// a small cache of this call's own. The table may be
/// shared with other threads counting at the same time, and may already
/// hold entries from earlier counts of any position of the same variant
/// (never mix variants in one table: their keys are not distinct).
///
/// # Panics
///
/// As [`perft`](super::perft): past [`MAX_DEPTH`](super::MAX_DEPTH) or
/// `u128::MAX`.
pub fn perft_hashed<R: Rules>(position: &R, depth: u32, table: &PerftTable) -> u128 {
    super::check_depth(depth);
    super::unwatched(count_hashed(position, depth, table, &mut Unwatched))
}

/// [`perft_hashed`] under a watch.
pub(crate) fn count_hashed<R: Rules, W: Watch>(
    position: &R,
    depth: u32,
    table: &PerftTable,
    watch: &mut W,
) -> Result<u128, W::Halt> {
    match depth {
        0 | 1 => super::count(position, depth, watch),
        _ => hashed(position, depth, table, &mut LeafCache::new(), watch),
    }
}

/// A direct-mapped cache of bulk counts (depth 1), owned by one thread.
///
/// Most repeats of a position one ply from the leaves are close in time:
/// the positions after one piece move with different duck squares are
/// counted one after the other, and their children differ only where the
/// duck went, so the same grandchildren come back within a few thousand
/// lookups. A cache small enough to stay in the processor's cache catches
/// them; in the shared table every such lookup was a miss in the
/// processor's cache (and its address translation), which took most of
/// the time of Duck Chess perft(7).
struct LeafCache {
    /// `(key, count)`; an empty entry has count `u64::MAX`.
    entries: Vec<(u64, u64)>,
}

impl LeafCache {
    /// 2^16 entries of 16 bytes: 1 MiB, the size of a core's second-level
    /// cache on the machines measured.
    const ENTRIES: usize = 1 << 16;
    /// The count of an empty entry (no bulk count comes near it).
    const EMPTY: u64 = u64::MAX;

    fn new() -> LeafCache {
        LeafCache {
            entries: alloc::vec![(0, Self::EMPTY); Self::ENTRIES],
        }
    }

    /// The bulk count of `leaf`, from the cache or counted (and then kept).
    #[inline(always)]
    fn count<R: Rules>(&mut self, leaf: &R) -> u64 {
        let key = leaf.zobrist();
        // The mask keeps the index in range.
        let slot = &mut self.entries[key as usize & (Self::ENTRIES - 1)];
        if slot.0 == key && slot.1 != Self::EMPTY {
            return slot.1;
        }
        // In WebAssembly a call of the game's own count, not a copy of it
        // in this kernel: kilobytes of download per game.
        #[cfg(target_family = "wasm")]
        let count = leaf.count_turns();
        #[cfg(not(target_family = "wasm"))]
        let count = leaf.count_turns_inline();
        *slot = (key, count);
        count
    }
}

/// Whether depth-2 nodes are counted by their own kernel
/// ([`DepthTwo`]: the children played and counted in one compiled loop)
/// rather than by the interior loop. Not in WebAssembly, where the second
/// copy of the turn loop costs more download than the speed it brings to
/// the rarer of the two perfts.
const DEPTH_TWO_KERNEL: bool = !cfg!(target_family = "wasm");

/// A subtree's count, from the table or counted (and then stored). A
/// stopped count stores nothing: its partial sums are no subtree's count.
fn hashed<R: Rules, W: Watch>(
    position: &R,
    depth: u32,
    table: &PerftTable,
    leaves: &mut LeafCache,
    watch: &mut W,
) -> Result<u128, W::Halt> {
    if !clock_free(position, depth) {
        return super::count(position, depth, watch);
    }
    let key = position.zobrist();
    if let Some(count) = table.probe(key, depth) {
        watch.found(count)?;
        return Ok(count);
    }
    let total = if depth == 2 {
        let count = u128::from(depth_two(position, leaves));
        watch.counted(count)?;
        count
    } else {
        watch.descend()?;
        let mut total: u128 = 0;
        try_for_each_child(position, |child| {
            let below = hashed(child, depth - 1, table, leaves, watch)?;
            total = total.checked_add(below).ok_or_else(|| watch.overflow())?;
            Ok(())
        })?;
        total
    };
    table.store(key, depth, total);
    Ok(total)
}

/// The perft of `position` at depth 2, the children's bulk counts through
/// the leaf cache. Never inlined: the kernel's move list (16 KiB) stays out
/// of the frames of the recursion above (see [`perft`](super::perft)'s
/// `count`).
#[inline(never)]
fn depth_two<R: Rules>(position: &R, leaves: &mut LeafCache) -> u64 {
    if DEPTH_TWO_KERNEL {
        count_with_popcnt(DepthTwo { position, leaves })
    } else {
        let mut total = 0;
        for_each_child(position, |child| total += leaves.count(child));
        total
    }
}

/// Whether the count of `position`'s subtree at `depth` is that of every
/// position with its key. The key leaves the clocks out, and so it may,
/// unless the move limit of the variant's own rules (Duck Xiangqi's 120
/// turns) falls inside the subtree: a position at the limit has no turns.
/// Such subtrees (and their leaves) stay out of the table and the leaf
/// cache.
#[inline(always)]
fn clock_free<R: Rules>(position: &R, depth: u32) -> bool {
    // Positions 0..depth-1 plies down have turns generated; their clocks
    // are at most `halfmove_clock + depth - 1`.
    R::DEFAULT_DRAW_RULES
        .move_limit
        .is_none_or(|limit| position.halfmove_clock().saturating_add(depth) <= limit)
}

/// The perft at depth 2, the children's bulk counts looked up in the leaf
/// cache first; one kernel, like [`perft`](crate::perft)'s depth 2.
struct DepthTwo<'a, R> {
    position: &'a R,
    leaves: &'a mut LeafCache,
}

impl<R: Rules> PopcountKernel for DepthTwo<'_, R> {
    #[inline(always)]
    fn count(self) -> u64 {
        let mut sum = CachedChildTurns {
            leaves: self.leaves,
            total: 0,
        };
        let ControlFlow::Continue(()) = visit_children(self.position, &mut sum);
        sum.total
    }
}

/// The sum of the children's bulk counts, through the leaf cache.
struct CachedChildTurns<'a> {
    leaves: &'a mut LeafCache,
    /// Two plies from any position are far below `u64::MAX`.
    total: u64,
}

impl<R: Rules> ChildVisitor<R> for CachedChildTurns<'_> {
    type Break = Infallible;

    #[inline(always)]
    fn visit(&mut self, child: &R) -> ControlFlow<Infallible> {
        let count = self.leaves.count(child);
        self.total += count;
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_is_one_cache_line() {
        let table = PerftTable::new(1 << 12).unwrap();
        for key in 0..64 {
            let bucket = table.bucket(key);
            assert_eq!(bucket.as_ptr() as usize % 64, 0);
        }
        assert_eq!(PerftTable::new(1000).unwrap().slots(), 2 * 8);
        assert_eq!(PerftTable::new(0).unwrap().slots(), 2);
    }

    #[test]
    fn keys_sharing_a_bucket_are_told_apart() {
        let table = PerftTable::new(BUCKET_BYTES).unwrap();
        let (a, b) = (0x1234_5678_9abc_def0, 0x0fed_cba9_8765_4321);
        table.store(a, 3, 1000);
        assert_eq!(table.probe(a, 3), Some(1000));
        assert_eq!(table.probe(b, 3), None);
        assert_eq!(table.probe(a, 4), None, "another depth is another entry");
    }

    #[test]
    fn a_full_table_keeps_its_deepest_entry_and_takes_new_ones() {
        let table = PerftTable::new(BUCKET_BYTES).unwrap();
        table.store(1, 6, u128::from(u64::MAX) * 3);
        for key in 2..100 {
            table.store(key, 2, u128::from(key));
            assert_eq!(table.probe(key, 2), Some(u128::from(key)));
        }
        assert_eq!(table.probe(1, 6), Some(u128::from(u64::MAX) * 3));
        // A deeper count takes the first slot.
        table.store(200, 7, 5);
        assert_eq!(table.probe(200, 7), Some(5));
        assert_eq!(table.probe(1, 6), None);
    }

    #[test]
    fn a_torn_slot_reads_as_a_miss() {
        let table = PerftTable::new(BUCKET_BYTES).unwrap();
        table.store(42, 3, 1000);
        table.store(43, 2, 7);
        // Another thread's write of the count half, without its key.
        table.bucket(42)[1].store(999, Ordering::Relaxed);
        assert_eq!(table.probe(42, 3), None);
        assert_eq!(table.probe(43, 2), Some(7));
    }

    #[test]
    fn counts_too_wide_or_at_depth_zero_are_not_stored() {
        let table = PerftTable::new(BUCKET_BYTES).unwrap();
        table.store(5, 3, 1 << 120);
        table.store(6, 0, 1);
        assert_eq!(table.probe(5, 3), None);
        assert_eq!(table.probe(6, 0), None);
    }
}
