//! [`RepetitionKey`] and the repetition table of a [`Game`](crate::Game):
//! where each position occurred last, found in O(1) however the positions
//! were chosen.
//!
//! The table is open addressing with linear probing, indexed by a keyed
//! hash (SipHash-1-3) of the position's occupied squares and its Zobrist
//! hash (which carries the pieces, the side to move and the variant's own
//! state, castling rights and en passant). Never by the Zobrist hash
//! alone: its keys are fixed at compile time and XOR-linear, so anyone can
//! compute turns whose positions agree in its low bits, or in all 64, and
//! a table indexed by it degrades to a scan. Under the secret key only
//! positions that agree in both words share a slot for sure; those are
//! told apart by comparing positions, and however many there are, the
//! probe limit and the ordered fallback below (which orders by every
//! bitboard of the board) keep them O(log n).
//!
//! Three bounds keep every operation O(1), or O(log n) against someone who
//! knows the key:
//!
//! * a probe looks at [`PROBE_LIMIT`] slots at most; an insertion that
//!   finds none free there re-keys the table with a fresh key;
//! * after [`REKEYS`] re-keys the table stops hashing and keeps its entries
//!   in an ordered map ([`BlockMap`]: O(log n) comparisons an operation)
//!   for the rest of its life;
//! * taking an entry back leaves a tombstone (a backward shift could
//!   cascade through a long cluster); tombstones are swept when they and
//!   the entries fill half the table, which the insertions since pay for.
//!
//! The ordered map is in every build. A feature (`secret-keys`, since
//! removed) used to leave it out (4.2 KB of gzipped WebAssembly when it
//! was a `BTreeMap`; [`BlockMap`] is a fraction of that), probing without
//! a limit instead, on the ground that a program with that feature keeps
//! every key secret. But a table cannot
//! know that its key is secret: a `no_std` build that never called
//! [`RepetitionKey::seed_defaults`] (or whose seeding failed) runs every
//! game under the public [`RepetitionKey::FIXED`], and its re-keys derive
//! from it, as public; colliding turns then cost O(n) each, a quadratic
//! game (issue 32: 160,000 turns, 7.3 s). Refusing to degrade instead
//! would need an error from calls that cannot fail (changing the draw
//! rules counts the history again), so no table ever runs under a key
//! without the fallback, and the feature no longer changes the table.

use alloc::collections::TryReserveError;
use alloc::vec::Vec;
use core::fmt;

use crate::bitboard::Bitboard;
use crate::bits::BitInt;
use crate::block_map::BlockMap;
use crate::color::Color;
use crate::geometry::Geometry;
use crate::history::Positions;
use crate::rules::Rules;
use crate::siphash::Sip13;
use crate::zobrist::MAX_ROLES;

/// The secret key of a [`Game`](crate::Game)'s repetition table: which
/// positions share a slot depends on it, so that nobody who does not know
/// it can choose turns that collide.
///
/// With the `std` feature every game gets a fresh random key
/// ([`RepetitionKey::random`], from the per-process random source of
/// `std`'s hash maps). Without `std` there is no source of randomness, and
/// games use [`RepetitionKey::FIXED`], which anyone can read here: a
/// `no_std` program that reads games from untrusted users should seed the
/// keys from its own entropy once ([`RepetitionKey::seed_defaults`]), or
/// give each game a key ([`Game::set_repetition_key`]). Even against a
/// known key, colliding input costs O(log n) a turn, never a scan: the
/// table falls back to an ordered map when its probes overflow, in every
/// build.
///
/// `Debug` never shows the key.
///
/// [`Game::set_repetition_key`]: crate::Game::set_repetition_key
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct RepetitionKey {
    k0: u64,
    k1: u64,
}

impl RepetitionKey {
    /// The key of every game in a build without `std`: fixed and public.
    pub const FIXED: RepetitionKey = RepetitionKey {
        k0: 0x6475_636b_2d72_6570,
        k1: 0x6574_6974_696f_6e73,
    };

    /// A key of two words; they should come from a source of randomness.
    pub const fn new(k0: u64, k1: u64) -> Self {
        RepetitionKey { k0, k1 }
    }

    /// A fresh random key, different for each call, from the per-process
    /// random source of `std`'s `RandomState`.
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn random() -> Self {
        use std::hash::{BuildHasher, RandomState};
        let state = RandomState::new();
        RepetitionKey {
            k0: state.hash_one(0u64),
            k1: state.hash_one(1u64),
        }
    }

    /// Makes the key of every game made from now on without a key of its
    /// own ([`RepetitionKey::default`]: [`Game::new`], PGN replay) a fresh
    /// one derived from `seed`, which should come from a source of
    /// randomness: how a `no_std` program, which has no random source
    /// here, keeps every game's key secret. Each game's key is different
    /// (a keyed hash of `seed` and a count); the last seed given wins.
    /// With `std` the default keys are random already; seeding derives
    /// them from the seed instead.
    ///
    /// ```
    /// use duck_variants_core::RepetitionKey;
    ///
    /// RepetitionKey::seed_defaults(RepetitionKey::new(0x1d2c_3b4a, 0x5968_7786));
    /// assert_ne!(RepetitionKey::default(), RepetitionKey::FIXED);
    /// assert_ne!(RepetitionKey::default(), RepetitionKey::default());
    /// ```
    ///
    /// [`Game::new`]: crate::Game::new
    #[cfg(target_has_atomic = "64")]
    pub fn seed_defaults(seed: RepetitionKey) {
        seed::SEED[0].store(seed.k0, Ordering::Relaxed);
        seed::SEED[1].store(seed.k1, Ordering::Relaxed);
        seed::SEEDED.store(true, Ordering::Release);
    }

    /// The key derived from this one for `tag` and `n`: a keyed hash, as
    /// secret as this key.
    #[cfg(any(not(feature = "std"), target_has_atomic = "64"))]
    fn derived(self, tag: u64, n: u64) -> Self {
        let word = |i: u64| {
            let mut h = Sip13::new(self.k0, self.k1);
            h.write(tag);
            h.write(n);
            h.write(i);
            h.finish()
        };
        RepetitionKey {
            k0: word(0),
            k1: word(1),
        }
    }

    /// The key to re-key with after a probe overflowed: random with `std`;
    /// without it, derived from this one (predictable when this one is,
    /// which the ordered fallback answers).
    fn next(self) -> Self {
        #[cfg(feature = "std")]
        {
            Self::random()
        }
        #[cfg(not(feature = "std"))]
        {
            self.derived(NEXT_TAG, 0)
        }
    }
}

/// Domain tags of [`RepetitionKey::derived`]: re-keying, and the keys of
/// [`RepetitionKey::seed_defaults`].
#[cfg(not(feature = "std"))]
const NEXT_TAG: u64 = 0x6e65_7874_2d6b_6579;
#[cfg(target_has_atomic = "64")]
const SEEDED_TAG: u64 = 0x7365_6564_2d6b_6579;

/// The seed of [`RepetitionKey::seed_defaults`] and the count of the keys
/// derived from it.
#[cfg(target_has_atomic = "64")]
mod seed {
    use core::sync::atomic::{AtomicBool, AtomicU64};

    pub(super) static SEED: [AtomicU64; 2] = [AtomicU64::new(0), AtomicU64::new(0)];
    pub(super) static SEEDED: AtomicBool = AtomicBool::new(false);
    pub(super) static COUNT: AtomicU64 = AtomicU64::new(0);
}

#[cfg(target_has_atomic = "64")]
use core::sync::atomic::Ordering;

impl Default for RepetitionKey {
    /// Once [`RepetitionKey::seed_defaults`] was called, a fresh key
    /// derived from the seed; before, [`RepetitionKey::random`] with `std`
    /// and [`RepetitionKey::FIXED`] without.
    fn default() -> Self {
        #[cfg(target_has_atomic = "64")]
        if seed::SEEDED.load(Ordering::Acquire) {
            let seed = RepetitionKey {
                k0: seed::SEED[0].load(Ordering::Relaxed),
                k1: seed::SEED[1].load(Ordering::Relaxed),
            };
            return seed.derived(SEEDED_TAG, seed::COUNT.fetch_add(1, Ordering::Relaxed));
        }
        #[cfg(feature = "std")]
        {
            Self::random()
        }
        #[cfg(not(feature = "std"))]
        {
            Self::FIXED
        }
    }
}

impl fmt::Debug for RepetitionKey {
    /// `RepetitionKey(..)`: a key printed in a log or an error would be a
    /// key given away.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("RepetitionKey(..)")
    }
}

/// Most words an identity has: two per bitboard on a board wider than 64
/// squares (white, each role, the blockers), the side to move and the hash.
const MAX_WORDS: usize = 2 * (MAX_ROLES + 2) + 2;

/// What tells positions apart for the table: words that equal positions
/// share, fed to the keyed hash and ordering the fallback map. Distinct
/// positions may share their words (the table compares positions too).
pub(crate) trait Identity: Copy + PartialEq {
    /// Calls `f` with each word, as many for every position of the type.
    fn words(&self, f: &mut impl FnMut(u64));

    /// The keyed hash that places a position in the table: of the words,
    /// or of fewer words that equal positions share too.
    #[inline]
    fn keyed_hash(&self, key: RepetitionKey) -> u64 {
        let mut h = Sip13::new(key.k0, key.k1);
        self.words(&mut |w| h.write(w));
        h.finish()
    }
}

impl<R: Rules> Identity for R {
    /// The first player's pieces, each role's, the blockers (which give the
    /// board: the second player has the rest), the side to move, and the
    /// Zobrist hash for the variant's own state. Positions with the same
    /// board and side whose own states differ have different hashes as
    /// long as the variant's own keys are linearly independent (Duck
    /// Chess's 4 castling and 8 en-passant keys are).
    #[inline(always)]
    fn words(&self, f: &mut impl FnMut(u64)) {
        #[inline(always)]
        fn put<G: Geometry>(b: Bitboard<G>, f: &mut impl FnMut(u64)) {
            let bits = b.bits().to_u128();
            f(bits as u64);
            if G::Bits::BITS > 64 {
                f((bits >> 64) as u64);
            }
        }
        let board = self.board();
        put(board.by_color(Color::White), f);
        for &role in <R::Role as crate::board::Role>::ALL {
            put(board.by_role(role), f);
        }
        put(board.blockers(), f);
        f(self.side_to_move().index() as u64);
        f(self.zobrist());
    }

    /// The occupied squares and the Zobrist hash only, which every turn
    /// under a repetition rule pays for: fewer words than
    /// [`Identity::words`]. Positions that share them are told apart by
    /// comparison, and the ordered fallback orders by all the words.
    #[inline(always)]
    fn keyed_hash(&self, key: RepetitionKey) -> u64 {
        let mut h = Sip13::new(key.k0, key.k1);
        let occupied = self.board().occupied().bits().to_u128();
        h.write(occupied as u64);
        if <R::Geometry as Geometry>::Bits::BITS > 64 {
            h.write((occupied >> 64) as u64);
        }
        h.write(self.zobrist());
        h.finish()
    }
}

/// The words of a position as a fixed-size key for the ordered map (zeros
/// after the last).
fn word_key<P: Identity>(position: &P) -> [u64; MAX_WORDS] {
    let mut key = [0; MAX_WORDS];
    let mut n = 0;
    position.words(&mut |w| {
        if let Some(slot) = key.get_mut(n) {
            *slot = w;
        }
        n += 1;
    });
    key
}

/// A game's positions as the table sees them, by index: the table's code
/// is compiled once for every game (one dynamic call a probe is little
/// beside the hash), and only these three are compiled per game.
pub(crate) trait Occurrences {
    /// Whether the positions at `a` and `b` are equal.
    fn same(&self, a: u32, b: u32) -> bool;
    /// [`Identity::keyed_hash`] of the position at `index`.
    fn keyed_hash(&self, index: u32, key: RepetitionKey) -> u64;
    /// [`word_key`] of the position at `index`.
    fn word_key(&self, index: u32) -> [u64; MAX_WORDS];
}

/// A game's positions with one more known by value: the position at
/// `index` (the newest, or the one a rebuild walking forward has reached),
/// read without replaying turns. The table reads the position it inserts
/// or removes often (its hash, its words), and earlier ones only to
/// compare on a hash match or to re-key, which rebuild them from the
/// positions' checkpoints (at most [`checkpoint`](crate::history::checkpoint)
/// turns each).
pub(crate) struct Known<'a, R: Rules> {
    /// The positions before `index` (and maybe more).
    pub(crate) positions: &'a Positions<R>,
    /// The index of `position`.
    pub(crate) index: usize,
    /// The position at `index`.
    pub(crate) position: R,
}

impl<R: Rules> Known<'_, R> {
    fn at(&self, index: u32) -> R {
        match index as usize {
            i if i == self.index => self.position,
            i => self.positions.at(i),
        }
    }
}

impl<R: Rules> Occurrences for Known<'_, R> {
    fn same(&self, a: u32, b: u32) -> bool {
        // Usually one of them is the known one; the other is rebuilt.
        self.at(a) == self.at(b)
    }

    fn keyed_hash(&self, index: u32, key: RepetitionKey) -> u64 {
        self.at(index).keyed_hash(key)
    }

    fn word_key(&self, index: u32) -> [u64; MAX_WORDS] {
        word_key(&self.at(index))
    }
}

/// Slots a probe looks at, at most. At the table's load of at most a half,
/// a random key leaves a run this long with a probability far below
/// 10^-12 an insertion (the longest probe among 10^6 insertions is some
/// 60 slots), so only a key someone knows reaches it.
pub(crate) const PROBE_LIMIT: usize = 128;

/// Re-keys a table tries before it falls back to the ordered map.
pub(crate) const REKEYS: u32 = 3;

const MIN_SLOTS: usize = 64;

/// Most slots (a slot keeps 32 bits of its hash, and 32-bit targets index
/// no further).
const MAX_SLOTS: usize = 1 << 31;

const EMPTY: u32 = 0;
const TOMBSTONE: u32 = u32::MAX;

/// A slot: the position index + 1 (or [`EMPTY`], [`TOMBSTONE`]) and the
/// low 32 bits of its keyed hash (which place it again without hashing,
/// and spare most position comparisons).
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    entry: u32,
    hash: u32,
}

impl Slot {
    fn is_live(self) -> bool {
        self.entry != EMPTY && self.entry != TOMBSTONE
    }
}

enum Probe {
    /// The slot of the position.
    Found(usize),
    /// The position is absent; the first free slot on its probe.
    Free(usize),
    /// The position is absent and its probe has no free slot.
    Full,
}

/// The latest occurrence of each position of a game, by its index in the
/// game's positions.
#[derive(Clone, Debug)]
pub(crate) struct RepetitionTable {
    /// `None` until the first hash is asked for (see [`Self::unkeyed`]).
    key: Option<RepetitionKey>,
    /// A power-of-two length (or none yet); every live entry lies within
    /// [`PROBE_LIMIT`] slots of its home, and no empty slot lies between
    /// its home and it.
    slots: Vec<Slot>,
    live: usize,
    tombstones: usize,
    rekeys: u32,
    /// Once probes overflowed [`REKEYS`] times: the entries by their
    /// words, each list holding the latest occurrence of every distinct
    /// position with those words (one, unless the words tie).
    ordered: Option<BlockMap<[u64; MAX_WORDS], Vec<u32>>>,
}

impl RepetitionTable {
    /// An empty table hashing under `key`.
    pub(crate) fn new(key: RepetitionKey) -> Self {
        RepetitionTable {
            key: Some(key),
            ..Self::unkeyed()
        }
    }

    /// An empty table that takes [`RepetitionKey::default`] when it first
    /// hashes: a table that is never used (a game without a repetition
    /// rule) costs no key, and a fresh key costs a SipHash derivation,
    /// which was a quarter of the time of reading an empty PGN game.
    pub(crate) fn unkeyed() -> Self {
        RepetitionTable {
            key: None,
            slots: Vec::new(),
            live: 0,
            tombstones: 0,
            rekeys: 0,
            ordered: None,
        }
    }

    /// Empties the table, hashing again (re-keys and fallback forgotten).
    pub(crate) fn clear(&mut self) {
        *self = Self {
            key: self.key,
            ..Self::unkeyed()
        };
    }

    /// The key, drawn now if the table has none yet.
    fn key(&mut self) -> RepetitionKey {
        *self.key.get_or_insert_with(RepetitionKey::default)
    }

    /// Empties the table and records the position at `index` alone, as the
    /// first of a new window of a game: the slots are kept (a game's
    /// windows reuse the allocation of its longest), and so are the key,
    /// the re-keys made and the ordered fallback, which last the table's
    /// life as before (a window is no new chance to collide).
    ///
    /// # Errors
    ///
    /// A table that never had slots could not get its first ones; it is
    /// then as it was.
    pub(crate) fn restart(
        &mut self,
        positions: &dyn Occurrences,
        index: usize,
    ) -> Result<(), TryReserveError> {
        if self.ordered.is_none() && self.slots.is_empty() {
            // The only allocation an insertion into the emptied table could
            // need, had first.
            let mut slots = Vec::new();
            slots.try_reserve_exact(MIN_SLOTS)?;
            slots.resize(MIN_SLOTS, Slot::default());
            self.slots = slots;
        }
        self.empty();
        // Into an empty table of at least `MIN_SLOTS` slots (or the ordered
        // map, whose growth is not checked): nothing to grow, no probe full.
        self.insert(positions, index).map(|_| ())
    }

    /// Forgets every entry, keeping the slots, the key, the re-keys and
    /// the fallback mode (see [`Self::restart`]).
    pub(crate) fn empty(&mut self) {
        if self.live + self.tombstones > 0 {
            self.slots.fill(Slot::default());
        }
        (self.live, self.tombstones) = (0, 0);
        if let Some(map) = &mut self.ordered {
            map.clear();
        }
    }

    /// Whether the table has fallen back to the ordered map.
    #[cfg(test)]
    fn has_fallen_back(&self) -> bool {
        self.ordered.is_some()
    }

    /// The slot of the position at `index`, or where it would go.
    fn probe(&self, positions: &dyn Occurrences, index: u32, hash: u32) -> Probe {
        let mask = self.slots.len() - 1;
        let home = hash as usize & mask;
        let mut free = None;
        for d in 0..PROBE_LIMIT.min(self.slots.len()) {
            let i = (home + d) & mask;
            let slot = self.slots[i];
            match slot.entry {
                EMPTY => return Probe::Free(free.unwrap_or(i)),
                TOMBSTONE => {
                    free.get_or_insert(i);
                }
                e if slot.hash == hash && positions.same(e - 1, index) => {
                    return Probe::Found(i);
                }
                _ => {}
            }
        }
        free.map_or(Probe::Full, Probe::Free)
    }

    /// Records the position at `index` (below `u32::MAX - 1`) as its latest
    /// occurrence; the index of the previous latest one, if any.
    ///
    /// # Errors
    ///
    /// The memory a growing or re-keyed table needs could not be had; the
    /// table is then as it was. (The ordered fallback's growth is not
    /// checked: `Vec::insert` has no fallible form, and only someone who
    /// knows the key reaches it.)
    pub(crate) fn insert(
        &mut self,
        positions: &dyn Occurrences,
        index: usize,
    ) -> Result<Option<u32>, TryReserveError> {
        debug_assert!(index < TOMBSTONE as usize - 1);
        let index = index as u32;
        loop {
            if let Some(map) = &mut self.ordered {
                let list = map.entry_or_default(positions.word_key(index));
                return Ok(match list.iter_mut().find(|e| positions.same(**e, index)) {
                    Some(e) => Some(core::mem::replace(e, index)),
                    None => {
                        list.push(index);
                        None
                    }
                });
            }
            if (self.live + self.tombstones + 1) * 2 > self.slots.len() {
                self.resize(positions)?;
                continue;
            }
            let hash = positions.keyed_hash(index, self.key()) as u32;
            match self.probe(positions, index, hash) {
                Probe::Found(i) => {
                    return Ok(Some(
                        core::mem::replace(&mut self.slots[i].entry, index + 1) - 1,
                    ));
                }
                Probe::Free(i) => {
                    if self.slots[i].entry == TOMBSTONE {
                        self.tombstones -= 1;
                    }
                    self.slots[i] = Slot {
                        entry: index + 1,
                        hash,
                    };
                    self.live += 1;
                    return Ok(None);
                }
                Probe::Full => {
                    let entries = self.live_entries()?;
                    let size = self.slots.len();
                    self.settle(positions, entries, size, true)?;
                }
            }
        }
    }

    /// Takes back the latest occurrence of the position at `index` (the
    /// newest, inserted last): `previous` (what [`Self::insert`] returned)
    /// is its latest occurrence again, or, without one, it is gone.
    pub(crate) fn remove(
        &mut self,
        positions: &dyn Occurrences,
        index: usize,
        previous: Option<u32>,
    ) {
        let position = index as u32;
        if let Some(map) = &mut self.ordered {
            let key = positions.word_key(position);
            if let Some(list) = map.get_mut(&key) {
                if let Some(k) = list.iter().position(|&e| e as usize == index) {
                    match previous {
                        Some(p) => list[k] = p,
                        None => {
                            list.swap_remove(k);
                        }
                    }
                }
                if list.is_empty() {
                    map.remove(&key);
                }
            }
            return;
        }
        if self.slots.is_empty() {
            return;
        }
        let hash = positions.keyed_hash(position, self.key()) as u32;
        if let Probe::Found(i) = self.probe(positions, position, hash) {
            debug_assert_eq!(self.slots[i].entry as usize, index + 1);
            match previous {
                Some(p) => self.slots[i].entry = p + 1,
                None => {
                    self.slots[i].entry = TOMBSTONE;
                    self.live -= 1;
                    self.tombstones += 1;
                }
            }
        }
    }

    fn live_entries(&self) -> Result<Vec<Slot>, TryReserveError> {
        let mut entries = Vec::new();
        entries.try_reserve_exact(self.live)?;
        entries.extend(self.slots.iter().copied().filter(|s| s.is_live()));
        Ok(entries)
    }

    /// Sweeps the tombstones out, doubling the table while the entries
    /// fill a quarter of it: the next sweep is then at least a quarter of
    /// the table's insertions away, which pay for it.
    fn resize(&mut self, positions: &dyn Occurrences) -> Result<(), TryReserveError> {
        let mut size = self.slots.len().max(MIN_SLOTS);
        while (self.live + 1) * 4 > size {
            size *= 2;
        }
        let entries = self.live_entries()?;
        self.settle(positions, entries, size, false)
    }

    /// Places `entries` in a table of `size` slots, first under a fresh
    /// key if `rekey`; whenever one finds no free slot within the probe
    /// limit, re-keys and places them all again, and after [`REKEYS`]
    /// re-keys (or past [`MAX_SLOTS`]) moves them to the ordered map. The
    /// new slots are had first, so that a table that cannot get them is
    /// left as it was (its key included).
    fn settle(
        &mut self,
        positions: &dyn Occurrences,
        mut entries: Vec<Slot>,
        size: usize,
        mut rekey: bool,
    ) -> Result<(), TryReserveError> {
        let mut slots = Vec::new();
        if size <= MAX_SLOTS {
            slots.try_reserve_exact(size)?;
        }
        loop {
            if size > MAX_SLOTS || (rekey && self.rekeys == REKEYS) {
                let mut map: BlockMap<_, Vec<u32>> = BlockMap::new();
                for slot in entries {
                    let index = slot.entry - 1;
                    map.entry_or_default(positions.word_key(index)).push(index);
                }
                self.ordered = Some(map);
                self.slots = Vec::new();
                (self.live, self.tombstones) = (0, 0);
                return Ok(());
            }
            if rekey {
                self.rekeys += 1;
                let key = self.key().next();
                self.key = Some(key);
                for slot in &mut entries {
                    slot.hash = positions.keyed_hash(slot.entry - 1, key) as u32;
                }
            }
            slots.clear();
            slots.resize(size, Slot::default());
            if place(&mut slots, &entries) {
                self.slots = slots;
                (self.live, self.tombstones) = (entries.len(), 0);
                return Ok(());
            }
            rekey = true;
        }
    }
}

/// Places `entries` by their kept hashes in `slots` (empty, a power of two
/// of them); false if one finds no empty slot within the probe limit.
fn place(slots: &mut [Slot], entries: &[Slot]) -> bool {
    let size = slots.len();
    let mask = size - 1;
    for &slot in entries {
        let home = slot.hash as usize & mask;
        let free = (0..PROBE_LIMIT.min(size))
            .map(|d| (home + d) & mask)
            .find(|&i| slots[i].entry == EMPTY);
        match free {
            Some(i) => slots[i] = slot,
            None => return false,
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::sync::atomic::{AtomicU64, Ordering};

    /// Stand-in positions kept whole, by index, as the table sees them.
    impl<P: Identity + PartialEq> Occurrences for Vec<P> {
        fn same(&self, a: u32, b: u32) -> bool {
            self[a as usize] == self[b as usize]
        }

        fn keyed_hash(&self, index: u32, key: RepetitionKey) -> u64 {
            self[index as usize].keyed_hash(key)
        }

        fn word_key(&self, index: u32) -> [u64; MAX_WORDS] {
            word_key(&self[index as usize])
        }
    }

    /// Comparisons of [`Probe`]s (only one test uses them).
    static COMPARISONS: AtomicU64 = AtomicU64::new(0);

    /// A stand-in position: its value is its identity, and every position
    /// hashes alike under every key (the worst an attacker could do, and
    /// more), while comparisons are counted.
    #[derive(Clone, Copy, Debug)]
    struct Probe(u64);

    impl PartialEq for Probe {
        fn eq(&self, other: &Self) -> bool {
            COMPARISONS.fetch_add(1, Ordering::Relaxed);
            self.0 == other.0
        }
    }

    impl Identity for Probe {
        fn words(&self, f: &mut impl FnMut(u64)) {
            f(self.0);
        }

        fn keyed_hash(&self, _: RepetitionKey) -> u64 {
            7
        }
    }

    /// A game's history against a naive model: each step plays a position
    /// (`values` picks it) or takes the last back, and the table's answer
    /// (the previous latest occurrence) is the model's, found by a scan.
    fn replay(values: impl IntoIterator<Item = Option<u64>>) -> (RepetitionTable, u64) {
        COMPARISONS.store(0, Ordering::Relaxed);
        let mut table = RepetitionTable::new(RepetitionKey::FIXED);
        let mut positions = alloc::vec![Probe(u64::MAX)];
        let mut previous = alloc::vec![table.insert(&positions, 0).unwrap()];
        let mut model: Vec<u64> = alloc::vec![u64::MAX];
        for value in values {
            match value {
                Some(v) => {
                    positions.push(Probe(v));
                    let expected = model.iter().rposition(|&m| m == v).map(|i| i as u32);
                    model.push(v);
                    let got = table.insert(&positions, model.len() - 1).unwrap();
                    assert_eq!(got, expected, "the previous occurrence of {v}");
                    previous.push(got);
                }
                None if model.len() > 1 => {
                    table.remove(&positions, model.len() - 1, previous.pop().unwrap());
                    positions.pop();
                    model.pop();
                }
                None => {}
            }
        }
        (table, COMPARISONS.load(Ordering::Relaxed))
    }

    /// Every position in one slot under every key: the probe overflows,
    /// the re-keys cannot help, and the ordered map answers, exactly, with
    /// a bounded number of position comparisons per step (a scan would
    /// need one per earlier position: 10^8 here). In every build: the
    /// table is under the public
    /// [`RepetitionKey::FIXED`], the key of every game of an unseeded
    /// `no_std` build, and anyone can aim at a public key (issue 32: under
    /// the removed `secret-keys` feature the table probed without a limit,
    /// a scan a step).
    #[test]
    fn colliding_hashes_fall_back() {
        let n = 20_000u64;
        // Plays i, repeats an earlier position, takes one back now and then.
        let mut steps = Vec::new();
        for i in 0..n {
            steps.extend([Some(i), Some((i * 7919) % (i + 1))]);
            if i % 5 == 0 {
                steps.push(None);
            }
        }
        let (table, comparisons) = replay(steps);
        assert!(table.has_fallen_back());
        assert_eq!(table.rekeys, REKEYS);
        let per_step = comparisons / (2 * n);
        let bound = 2 * PROBE_LIMIT as u64;
        assert!(per_step <= bound, "{per_step} comparisons a step");
    }

    /// With hashes that spread (the real keyed hash of the stand-in's
    /// value), the table never falls back, and plays, repeats and takes
    /// back exactly, across growth and tombstone sweeps.
    #[test]
    fn spread_hashes_stay_hashed() {
        #[derive(Clone, Copy, PartialEq, Debug)]
        struct Plain(u64);
        impl Identity for Plain {
            fn words(&self, f: &mut impl FnMut(u64)) {
                f(self.0);
            }
        }
        let mut table = RepetitionTable::new(RepetitionKey::new(1, 2));
        let mut positions = alloc::vec![Plain(u64::MAX)];
        let mut model = alloc::vec![u64::MAX];
        let mut previous = alloc::vec![table.insert(&positions, 0).unwrap()];
        let mut state = 1u64;
        for _ in 0..60_000 {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            let roll = state >> 60;
            if roll < 5 && model.len() > 1 {
                table.remove(&positions, model.len() - 1, previous.pop().unwrap());
                positions.pop();
                model.pop();
            } else {
                let v = (state >> 20) % 20_000;
                positions.push(Plain(v));
                let expected = model.iter().rposition(|&m| m == v).map(|i| i as u32);
                model.push(v);
                let got = table.insert(&positions, model.len() - 1).unwrap();
                assert_eq!(got, expected);
                previous.push(got);
            }
        }
        assert!(!table.has_fallen_back());
        assert_eq!(table.rekeys, 0);
        assert!(table.live + table.tombstones <= table.slots.len() / 2);
    }

    /// Once seeded, a default key is one derived from the seed and the
    /// count (other tests may make games meanwhile, and take counts).
    #[cfg(target_has_atomic = "64")]
    #[test]
    fn seeded_defaults_derive_from_the_seed() {
        let seed = RepetitionKey::new(0x5eed_0001, 0x5eed_0002);
        RepetitionKey::seed_defaults(seed);
        let before = seed::COUNT.load(Ordering::Relaxed);
        let key = RepetitionKey::default();
        let after = seed::COUNT.load(Ordering::Relaxed);
        assert!(
            (before..after).any(|n| key == seed.derived(SEEDED_TAG, n)),
            "a default key not derived from the seed"
        );
        assert_ne!(key, RepetitionKey::default());
    }

    /// The key never shows in debug output.
    #[test]
    fn debug_hides_the_key() {
        let key = RepetitionKey::new(0x1234_5678, 0x9abc_def0);
        let text = alloc::format!("{key:?} {:?}", RepetitionTable::new(key));
        assert!(
            !text.contains("305419896") && !text.contains("12345678"),
            "{text}"
        );
    }
}
