//! The unsigned integers that back a bitboard.

use core::fmt::Debug;
use core::hash::Hash;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

mod sealed {
    pub trait Sealed {}
    impl Sealed for u64 {}
    impl Sealed for u128 {}
}

/// An unsigned integer used as the storage of a [`Bitboard`](crate::Bitboard):
/// `u64` for boards of up to 64 squares, `u128` for up to 128.
///
/// The trait is sealed: geometries pick one of the two provided widths.
pub trait BitInt:
    sealed::Sealed
    + Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    /// All bits clear.
    const ZERO: Self;
    /// Only bit 0 set.
    const ONE: Self;
    /// Width in bits.
    const BITS: u32;

    /// Number of set bits.
    fn count_ones(self) -> u32;
    /// Index of the lowest set bit (`BITS` when zero).
    fn trailing_zeros(self) -> u32;
    /// Number of clear bits above the highest set bit (`BITS` when zero).
    fn leading_zeros(self) -> u32;
    /// `self - 1` wrapping; used to clear the lowest set bit.
    #[must_use = "this returns `self - 1` and leaves `self` unchanged"]
    fn wrapping_dec(self) -> Self;
    /// The low bits of a `u128` (tables are built once at 128 bits wide).
    fn from_u128(wide: u128) -> Self;
    /// Widens to `u128`.
    fn to_u128(self) -> u128;
}

macro_rules! impl_bit_int {
    ($t:ty) => {
        impl BitInt for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const BITS: u32 = <$t>::BITS;

            #[inline(always)]
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            #[inline(always)]
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            #[inline(always)]
            fn leading_zeros(self) -> u32 {
                <$t>::leading_zeros(self)
            }
            #[inline(always)]
            fn wrapping_dec(self) -> Self {
                self.wrapping_sub(1)
            }
            #[inline(always)]
            fn from_u128(wide: u128) -> Self {
                // Truncation is the point: tables carry no bits above the board.
                wide as $t
            }
            #[inline(always)]
            fn to_u128(self) -> u128 {
                self as u128
            }
        }
    };
}

impl_bit_int!(u64);
impl_bit_int!(u128);
