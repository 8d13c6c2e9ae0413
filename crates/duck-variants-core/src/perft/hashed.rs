//! Hashed perft: a transposition table of subtree counts.
//!
//! The duck is placed anew every turn, so different move orders and blocker
//! squares reach the same position far more often than in chess (from the
//! start, 250 million three-turn sequences reach 171,616 positions). A
//! table keyed by the position and the remaining depth counts each such
//! subtree once.
//!
//! The Zobrist key alone cannot be trusted to name a position: its keys
//! are public and XOR-linear, so anyone can solve for two positions with
//! the same key (a test here does, by linear algebra over GF(2)), and a
//! table shared by both would give one the other's count. So the Zobrist
//! key only picks the bucket and rules out other entries cheaply; an entry
//! is taken only when it also carries the position's keyed hash under the
//! table's own secret key ([`Identity`] words: every bitboard, the side to
//! move, the variant's state), which nobody without that key can make two
//! positions share.

use alloc::vec::Vec;
use core::convert::Infallible;
use core::ops::ControlFlow;
use core::sync::atomic::{AtomicU64, Ordering};

use crate::geometry::Geometry;
use crate::popcount::{PopcountKernel, count_with_popcnt};
use crate::repetition::{Identity, RepetitionKey};
use crate::rules::Rules;

use super::{ChildVisitor, Unwatched, Watch, for_each_child, try_for_each_child, visit_children};

/// Words per slot: the checked key, the low half of the count, the high
/// half of the count with the depth in its low byte, and the position's
/// keyed hash.
const WORDS: usize = 4;
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
/// Each slot is four `AtomicU64`s written without a lock: the count (two
/// words, the depth beside it), the position's keyed hash under the
/// table's secret key (see [`PerftTable::new`]), and its 64-bit Zobrist
/// key XORed with the other three (Hyatt's lockless hashing), so a slot
/// torn by two threads writing at once fails the check and reads as a miss
/// instead of a wrong count. An entry answers for a position only when
/// both its Zobrist key and its keyed hash match: two positions made to
/// share a Zobrist key (its keys are public and XOR-linear) still differ
/// in the keyed hash, which cannot be aimed at without the secret key. The
/// keyed hash is computed only when the Zobrist key matches, or a count is
/// stored: a probe that misses costs what it cost before.
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
    /// The key of the positions' keyed hashes.
    secret: VectorKey,
    /// How a Zobrist key becomes the table's key: multiplied by `mixer`
    /// (odd) and rotated left by `spin`, a bijection. The identity (1, 0)
    /// unless the table was made from a seed ([`PerftTable::with_seed`]),
    /// which then groups other positions into each bucket.
    mixer: u64,
    spin: u32,
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
    /// Each table has a secret key of its own ([`RepetitionKey::default`]:
    /// random with the `std` feature, derived from the seed of
    /// [`RepetitionKey::seed_defaults`] once one is given), under which its
    /// entries name their positions; without `std` and without a seed it
    /// is the public [`RepetitionKey::FIXED`], and someone who reads it
    /// could make two positions share an entry.
    ///
    /// # Errors
    ///
    /// [`TableSizeError`] when the system refuses that much memory (or the
    /// size is past what one allocation can address).
    pub fn new(bytes: usize) -> Result<PerftTable, TableSizeError> {
        PerftTable::build(bytes, RepetitionKey::default(), 1, 0)
    }

    /// A table as [`PerftTable::new`] makes it, whose positions are hashed
    /// under keys drawn from `seed`: the keyed hash that names an entry's
    /// position, and the bucket of each position (its Zobrist key is
    /// multiplied by an odd number drawn from the seed and rotated, so
    /// that other positions share buckets). Counting again under another
    /// seed is the independent route to a deep count: an error of the
    /// table would have to happen again, to other positions, to give the
    /// same number. The seed is no secret: for counts of the project's own
    /// positions, not of input that someone may have chosen against it.
    ///
    /// # Errors
    ///
    /// As [`PerftTable::new`].
    pub fn with_seed(bytes: usize, seed: u64) -> Result<PerftTable, TableSizeError> {
        let word = |i| crate::zobrist::key(seed, i);
        let secret = RepetitionKey::new(word(0), word(1));
        PerftTable::build(bytes, secret, word(2) | 1, 32)
    }

    fn build(
        bytes: usize,
        secret: RepetitionKey,
        mixer: u64,
        spin: u32,
    ) -> Result<PerftTable, TableSizeError> {
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
            secret: VectorKey::new(secret),
            mixer,
            spin,
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

    /// The count stored for `position` at `depth` (1..=255), if any.
    #[inline]
    pub(crate) fn probe<R: Rules>(
        &self,
        position: &mut TableKey<'_, R>,
        depth: u32,
    ) -> Option<u128> {
        let secret = &self.secret;
        let key = self.key_of(position.zobrist);
        self.probe_with(key, depth, || position.verify(secret))
    }

    /// Stores `count` for `position` at `depth` (1..=255).
    #[inline]
    pub(crate) fn store<R: Rules>(&self, position: &mut TableKey<'_, R>, depth: u32, count: u128) {
        let verify = position.verify(&self.secret);
        self.store_with(self.key_of(position.zobrist), depth, count, verify);
    }

    /// The table's key of a Zobrist key (see `mixer`).
    #[inline(always)]
    fn key_of(&self, zobrist: u64) -> u64 {
        zobrist.wrapping_mul(self.mixer).rotate_left(self.spin)
    }

    /// The count stored for Zobrist key `key` at `depth` whose keyed hash
    /// is `verify()`, which is called only for an entry that matches the
    /// rest.
    #[inline]
    fn probe_with(&self, key: u64, depth: u32, mut verify: impl FnMut() -> u64) -> Option<u128> {
        let bucket = self.bucket(key);
        for slot in bucket.chunks_exact(WORDS) {
            let check = slot[0].load(Ordering::Relaxed);
            let low = slot[1].load(Ordering::Relaxed);
            let high = slot[2].load(Ordering::Relaxed);
            let hash = slot[3].load(Ordering::Relaxed);
            // A torn slot (words from two different writes) or another
            // Zobrist key fails the first check; an empty slot has depth
            // 0, which is never stored; another position with the same
            // Zobrist key fails the keyed hash.
            if check ^ low ^ high ^ hash == key
                && high & 0xff == u64::from(depth)
                && hash == verify()
            {
                return Some(u128::from(high >> 8) << 64 | u128::from(low));
            }
        }
        None
    }

    /// Stores `count` for Zobrist key `key` at `depth` (1..=255), with the
    /// keyed hash `verify`. Counts of 2^120 or more are not stored (they
    /// do not fit beside the depth), nor is depth 0 (it marks an empty
    /// slot).
    #[inline]
    fn store_with(&self, key: u64, depth: u32, count: u128, verify: u64) {
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
        slot[0].store(key ^ low ^ high ^ verify, Ordering::Relaxed);
        slot[1].store(low, Ordering::Relaxed);
        slot[2].store(high, Ordering::Relaxed);
        slot[3].store(verify, Ordering::Relaxed);
    }
}

/// A position as a [`PerftTable`] or a [`LeafCache`] knows it: its Zobrist
/// key, and its keyed hash once computed (at most once however often it is
/// asked for).
pub(crate) struct TableKey<'a, R> {
    position: &'a R,
    zobrist: u64,
    verify: Option<u64>,
}

impl<'a, R: Rules> TableKey<'a, R> {
    #[inline(always)]
    pub(crate) fn new(position: &'a R) -> Self {
        TableKey {
            position,
            zobrist: position.zobrist(),
            verify: None,
        }
    }

    /// The position's keyed hash under `secret`.
    #[inline]
    fn verify(&mut self, secret: &VectorKey) -> u64 {
        let position = self.position;
        *self
            .verify
            .get_or_insert_with(|| keyed_identity(position, secret))
    }
}

/// The keyed hash under `secret` of every word of `position`'s identity
/// ([`Identity::words`]: each bitboard, the side to move, the Zobrist key
/// for the variant's own state), after a word for the board's shape and
/// blocker rule, so that positions of games with different boards never
/// share a hash by their words alone.
// Never inlined: one copy per game, called on hits and stores only.
#[inline(never)]
fn keyed_identity<R: Rules>(position: &R, secret: &VectorKey) -> u64 {
    let shape = u64::from(R::Geometry::FILES)
        | u64::from(R::Geometry::RANKS) << 8
        | (R::BLOCKER as u64) << 16;
    // The words gathered here, hashed by one function for every game: the
    // hashing loop, unrolled for each game's number of words, was
    // kilobytes of the WebAssembly module.
    let mut words = [0u64; VECTOR_WORDS];
    let mut count = 0;
    let mut put = |word: u64| {
        if let Some(slot) = words.get_mut(count) {
            *slot = word;
        }
        count += 1;
    };
    put(GAME_TAG ^ shape);
    Identity::words(position, &mut put);
    secret.hash(&words[..count.min(VECTOR_WORDS)])
}

/// The secret of a table's keyed hashes: Dietzfelbinger's multiply-shift
/// hashing of a vector of 64-bit words, `(b + sum of a[i] * x[i]) mod
/// 2^128`, its high 64 bits, with `a[i]` and `b` random 128-bit numbers
/// ("Universal hashing and k-wise independent random variables via integer
/// arithmetic without primes", 1996). It is strongly universal: two
/// different positions share a hash with probability 2^-64 over the key,
/// however they were chosen, as long as whoever chose them does not know
/// the key (and a table never shows its hashes). A few multiplications a
/// word: a third of the cost of SipHash over the same words, which every
/// table hit pays.
struct VectorKey {
    a: [u128; VECTOR_WORDS],
    b: u128,
}

/// Most words a position's identity has (two per bitboard on a board of
/// more than 64 squares, for the first side, each role and the blockers;
/// the side, the Zobrist key and the shape word): 21 for Duck Xiangqi.
const VECTOR_WORDS: usize = 32;

impl VectorKey {
    /// The multipliers and the offset, drawn from `key` (SipHash of an
    /// index under it: as secret as `key`).
    fn new(key: RepetitionKey) -> VectorKey {
        /// One 64-bit word of the key's stream.
        #[derive(Clone, Copy, PartialEq)]
        struct Draw(u64);

        impl Identity for Draw {
            fn words(&self, f: &mut impl FnMut(u64)) {
                f(DRAW_TAG);
                f(self.0);
            }
        }

        let draw = |i: u64| {
            u128::from(Draw(2 * i).keyed_hash(key)) << 64
                | u128::from(Draw(2 * i + 1).keyed_hash(key))
        };
        VectorKey {
            a: core::array::from_fn(|i| draw(i as u64)),
            b: draw(VECTOR_WORDS as u64),
        }
    }

    /// The hash of `words` (at most [`VECTOR_WORDS`]). Natively inlined
    /// into each game's caller, where the number of words is known and
    /// the loop unrolled (every table hit pays for it); in WebAssembly one
    /// copy for every game.
    #[cfg_attr(not(target_family = "wasm"), inline(always))]
    #[cfg_attr(target_family = "wasm", inline(never))]
    fn hash(&self, words: &[u64]) -> u64 {
        let sum = words.iter().zip(&self.a).fold(self.b, |sum, (&word, &a)| {
            sum.wrapping_add(a.wrapping_mul(u128::from(word)))
        });
        (sum >> 64) as u64
    }
}

impl core::fmt::Debug for VectorKey {
    /// `VectorKey(..)`: a key in a log is a key given away.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("VectorKey(..)")
    }
}

/// The first word of each draw of [`VectorKey::new`].
const DRAW_TAG: u64 = 0x7665_6374_6f72_6b65;

/// The first word of [`keyed_identity`]'s message, with the board shape.
const GAME_TAG: u64 = 0x7065_7266_7400_0000;

/// Perft with a transposition table: the same count as
/// [`perft`](super::perft), in `u128` (Duck Chess perft(7) from the start
/// exceeds `u64::MAX`).
///
/// Nodes with at least two plies to go are looked up in `table` by their
/// Zobrist key and depth, an entry taken only if it also carries the
/// position's keyed hash under the table's secret key (so never another
/// position's count, however its Zobrist key was chosen), and stored after
/// counting. The last ply is
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
/// the positions after one piece move with different blocker squares are
/// counted one after the other, and their children differ only where the
/// blocker went, so the same grandchildren come back within a few thousand
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
    let mut key = TableKey::new(position);
    if let Some(count) = table.probe(&mut key, depth) {
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
    table.store(&mut key, depth, total);
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

    /// The keyed hash each test entry is stored with: any fixed value
    /// per key does for the table's logic.
    fn verify(key: u64) -> u64 {
        key.rotate_left(17) ^ 0x5555
    }

    fn store(table: &PerftTable, key: u64, depth: u32, count: u128) {
        table.store_with(key, depth, count, verify(key));
    }

    fn probe(table: &PerftTable, key: u64, depth: u32) -> Option<u128> {
        table.probe_with(key, depth, || verify(key))
    }

    #[test]
    fn keys_sharing_a_bucket_are_told_apart() {
        let table = PerftTable::new(BUCKET_BYTES).unwrap();
        let (a, b) = (0x1234_5678_9abc_def0, 0x0fed_cba9_8765_4321);
        store(&table, a, 3, 1000);
        assert_eq!(probe(&table, a, 3), Some(1000));
        assert_eq!(probe(&table, b, 3), None);
        assert_eq!(probe(&table, a, 4), None, "another depth is another entry");
    }

    /// Two positions with one Zobrist key (which anyone can make) differ
    /// in the keyed hash: the entry of one never answers for the other,
    /// and the keyed hash is asked for only when the rest matches.
    #[test]
    fn an_entry_of_another_position_with_the_same_zobrist_key_is_a_miss() {
        let table = PerftTable::new(BUCKET_BYTES).unwrap();
        table.store_with(7, 3, 1000, 111);
        assert_eq!(table.probe_with(7, 3, || 111), Some(1000));
        assert_eq!(table.probe_with(7, 3, || 222), None);
        let mut asked = 0;
        assert_eq!(
            table.probe_with(8, 3, || {
                asked += 1;
                111
            }),
            None
        );
        assert_eq!(table.probe_with(7, 2, || 111), None);
        assert_eq!(asked, 0, "no keyed hash for another Zobrist key");
    }

    #[test]
    fn a_full_table_keeps_its_deepest_entry_and_takes_new_ones() {
        let table = PerftTable::new(BUCKET_BYTES).unwrap();
        store(&table, 1, 6, u128::from(u64::MAX) * 3);
        for key in 2..100 {
            store(&table, key, 2, u128::from(key));
            assert_eq!(probe(&table, key, 2), Some(u128::from(key)));
        }
        assert_eq!(probe(&table, 1, 6), Some(u128::from(u64::MAX) * 3));
        // A deeper count takes the first slot.
        store(&table, 200, 7, 5);
        assert_eq!(probe(&table, 200, 7), Some(5));
        assert_eq!(probe(&table, 1, 6), None);
    }

    #[test]
    fn a_torn_slot_reads_as_a_miss() {
        let table = PerftTable::new(BUCKET_BYTES).unwrap();
        store(&table, 42, 3, 1000);
        store(&table, 43, 2, 7);
        // Another thread's write of the count half, without its key.
        table.bucket(42)[1].store(999, Ordering::Relaxed);
        assert_eq!(probe(&table, 42, 3), None);
        assert_eq!(probe(&table, 43, 2), Some(7));
        // And of the keyed hash alone.
        store(&table, 42, 3, 1000);
        table.bucket(42)[3].store(verify(42) ^ 1, Ordering::Relaxed);
        assert_eq!(table.probe_with(42, 3, || verify(42) ^ 1), None);
    }

    #[test]
    fn counts_too_wide_or_at_depth_zero_are_not_stored() {
        let table = PerftTable::new(BUCKET_BYTES).unwrap();
        store(&table, 5, 3, 1 << 120);
        store(&table, 6, 0, 1);
        assert_eq!(probe(&table, 5, 3), None);
        assert_eq!(probe(&table, 6, 0), None);
    }
}
