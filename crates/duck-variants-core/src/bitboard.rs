//! [`Bitboard`]: a set of squares of one geometry.

use core::fmt;
use core::marker::PhantomData;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

use crate::bits::BitInt;
use crate::geometry::{Geometry, Tables};
use crate::square::{File, Rank, Square};

/// A set of squares of the geometry `G`, one bit per square.
///
/// Every operation keeps the set inside the board: the complement `!bb` is
/// masked, so on the 9x10 board (90 of 128 bits) it never invents squares.
///
/// ```
/// use duck_variants_core::{Bitboard, Board9x10, Square};
///
/// let a10: Square<Board9x10> = "a10".parse().unwrap();
/// let set = Bitboard::from_square(a10);
/// assert_eq!((!set).len(), 89);
/// assert!(set.contains(a10));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Bitboard<G: Geometry> {
    bits: G::Bits,
    geometry: PhantomData<G>,
}

impl<G: Geometry> Bitboard<G> {
    /// The empty set.
    pub const EMPTY: Self = Bitboard {
        bits: G::Bits::ZERO,
        geometry: PhantomData,
    };

    /// The set with exactly these bits; bits above the board are dropped.
    #[inline(always)]
    pub fn from_bits(bits: G::Bits) -> Self {
        Bitboard {
            bits: bits & Self::board_bits(),
            geometry: PhantomData,
        }
    }

    /// Builds a set from a 128-bit mask, dropping bits off the board.
    #[inline(always)]
    pub fn from_u128(wide: u128) -> Self {
        Self::from_bits(G::Bits::from_u128(wide))
    }

    #[inline(always)]
    pub(crate) fn from_table(wide: u128) -> Self {
        // Tables never carry bits off the board, so no mask is needed.
        Bitboard {
            bits: G::Bits::from_u128(wide),
            geometry: PhantomData,
        }
    }

    #[inline(always)]
    fn board_bits() -> G::Bits {
        G::Bits::from_u128(Tables::<G>::BOARD)
    }

    /// The whole board.
    #[inline(always)]
    pub fn full() -> Self {
        Self::from_table(Tables::<G>::BOARD)
    }

    /// The raw bits.
    #[inline(always)]
    pub fn bits(self) -> G::Bits {
        self.bits
    }

    /// The set holding one square.
    #[inline(always)]
    pub fn from_square(sq: Square<G>) -> Self {
        Bitboard {
            bits: G::Bits::ONE << sq.index() as u32,
            geometry: PhantomData,
        }
    }

    /// All squares of a file (empty if the file is not on the board).
    #[inline]
    pub fn file(file: File) -> Self {
        Self::from_table(Tables::<G>::FILE_MASKS[file.index() as usize])
    }

    /// All squares of a rank (empty if the rank is not on the board).
    #[inline]
    pub fn rank(rank: Rank) -> Self {
        Self::from_table(Tables::<G>::RANK_MASKS[rank.index() as usize])
    }

    /// Whether the set holds `sq`.
    #[inline(always)]
    pub fn contains(self, sq: Square<G>) -> bool {
        self.bits & (G::Bits::ONE << sq.index() as u32) != G::Bits::ZERO
    }

    /// Adds a square.
    #[inline(always)]
    pub fn insert(&mut self, sq: Square<G>) {
        self.bits |= G::Bits::ONE << sq.index() as u32;
    }

    /// Removes a square.
    #[inline(always)]
    pub fn remove(&mut self, sq: Square<G>) {
        self.bits &= !(G::Bits::ONE << sq.index() as u32);
    }

    /// Adds the square if absent, removes it if present.
    #[inline(always)]
    pub fn toggle(&mut self, sq: Square<G>) {
        self.bits ^= G::Bits::ONE << sq.index() as u32;
    }

    /// Number of squares in the set.
    #[inline(always)]
    pub fn len(self) -> u32 {
        self.bits.count_ones()
    }

    /// Whether the set is empty.
    #[inline(always)]
    pub fn is_empty(self) -> bool {
        self.bits == G::Bits::ZERO
    }

    /// Whether the set holds two or more squares.
    #[inline(always)]
    pub fn more_than_one(self) -> bool {
        self.bits & self.bits.wrapping_dec() != G::Bits::ZERO
    }

    /// Whether the two sets share a square.
    #[inline(always)]
    pub fn intersects(self, other: Self) -> bool {
        self.bits & other.bits != G::Bits::ZERO
    }

    /// Whether every square of `self` is in `other`.
    #[inline(always)]
    pub fn is_subset(self, other: Self) -> bool {
        self.bits & !other.bits == G::Bits::ZERO
    }

    /// The square with the lowest index.
    #[inline(always)]
    pub fn first(self) -> Option<Square<G>> {
        if self.is_empty() {
            None
        } else {
            Some(Square::from_bitboard_index(self.bits.trailing_zeros()))
        }
    }

    /// The square with the highest index.
    #[inline(always)]
    pub fn last(self) -> Option<Square<G>> {
        if self.is_empty() {
            None
        } else {
            Some(Square::from_bitboard_index(
                G::Bits::BITS - 1 - self.bits.leading_zeros(),
            ))
        }
    }

    /// The only square of the set, if it has exactly one.
    #[inline]
    pub fn single(self) -> Option<Square<G>> {
        if self.more_than_one() {
            None
        } else {
            self.first()
        }
    }

    /// Removes and returns the square with the lowest index.
    #[inline(always)]
    pub fn pop_first(&mut self) -> Option<Square<G>> {
        let sq = self.first()?;
        self.bits &= self.bits.wrapping_dec();
        Some(sq)
    }

    /// Iterates over the squares in index order.
    #[inline]
    pub fn iter(self) -> Squares<G> {
        Squares { set: self }
    }

    /// The set moved `df` files and `dr` ranks; squares leaving the board
    /// are dropped (no wrap-around between files).
    #[must_use = "this returns the shifted set and leaves `self` unchanged"]
    pub fn shift(self, df: i32, dr: i32) -> Self {
        // A whole board width or height (or more) moves every square off the
        // board; stopping here also keeps the bit shift below the integer's
        // width (`u64 << 64` would panic in debug and wrap in release).
        if df.unsigned_abs() >= u32::from(G::FILES) || dr.unsigned_abs() >= u32::from(G::RANKS) {
            return Self::EMPTY;
        }
        let mut keep = Self::full();
        for f in 0..G::FILES as i32 {
            let moved = f + df;
            if moved < 0 || moved >= G::FILES as i32 {
                if let Some(file) = File::new(f as u8) {
                    keep -= Self::file(file);
                }
            }
        }
        let source = self & keep;
        let delta = dr * G::FILES as i32 + df;
        let bits = if delta >= 0 {
            source.bits << delta as u32
        } else {
            source.bits >> (-delta) as u32
        };
        Self::from_bits(bits)
    }
}

/// Iterator over the squares of a [`Bitboard`], lowest index first.
#[derive(Clone, Debug)]
#[must_use = "iterators are lazy and do nothing unless consumed"]
pub struct Squares<G: Geometry> {
    set: Bitboard<G>,
}

impl<G: Geometry> Iterator for Squares<G> {
    type Item = Square<G>;
    #[inline(always)]
    fn next(&mut self) -> Option<Square<G>> {
        self.set.pop_first()
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.set.len() as usize;
        (n, Some(n))
    }
}

impl<G: Geometry> ExactSizeIterator for Squares<G> {}
impl<G: Geometry> core::iter::FusedIterator for Squares<G> {}

impl<G: Geometry> IntoIterator for Bitboard<G> {
    type Item = Square<G>;
    type IntoIter = Squares<G>;
    fn into_iter(self) -> Squares<G> {
        self.iter()
    }
}

impl<G: Geometry> FromIterator<Square<G>> for Bitboard<G> {
    fn from_iter<I: IntoIterator<Item = Square<G>>>(iter: I) -> Self {
        let mut set = Self::EMPTY;
        for sq in iter {
            set.insert(sq);
        }
        set
    }
}

impl<G: Geometry> From<Square<G>> for Bitboard<G> {
    fn from(sq: Square<G>) -> Self {
        Self::from_square(sq)
    }
}

macro_rules! binary_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign:ident, $op:tt) => {
        impl<G: Geometry> $trait for Bitboard<G> {
            type Output = Self;
            #[inline(always)]
            fn $method(self, rhs: Self) -> Self {
                Bitboard { bits: self.bits $op rhs.bits, geometry: PhantomData }
            }
        }
        impl<G: Geometry> $assign_trait for Bitboard<G> {
            #[inline(always)]
            fn $assign(&mut self, rhs: Self) {
                self.bits = self.bits $op rhs.bits;
            }
        }
    };
}

binary_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
binary_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
binary_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl<G: Geometry> Sub for Bitboard<G> {
    type Output = Self;
    /// Set difference.
    #[inline(always)]
    fn sub(self, rhs: Self) -> Self {
        Bitboard {
            bits: self.bits & !rhs.bits,
            geometry: PhantomData,
        }
    }
}

impl<G: Geometry> SubAssign for Bitboard<G> {
    #[inline(always)]
    fn sub_assign(&mut self, rhs: Self) {
        self.bits &= !rhs.bits;
    }
}

impl<G: Geometry> Not for Bitboard<G> {
    type Output = Self;
    /// Complement within the board.
    #[inline(always)]
    fn not(self) -> Self {
        Bitboard {
            bits: self.bits ^ Self::board_bits(),
            geometry: PhantomData,
        }
    }
}

impl<G: Geometry> fmt::Debug for Bitboard<G> {
    /// Draws the board from the top rank down, `1` for members.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard(")?;
        for rank in (0..G::RANKS).rev() {
            for file in 0..G::FILES {
                let sq = Rank::new(rank)
                    .zip(File::new(file))
                    .and_then(|(r, fl)| Square::<G>::from_coords(fl, r));
                let mark = match sq {
                    Some(sq) if self.contains(sq) => '1',
                    _ => '.',
                };
                write!(f, "{mark}")?;
            }
            writeln!(f)?;
        }
        write!(f, ")")
    }
}
