//! Files, ranks and squares, with their names (`a`..`z`, `1`..`99`, `a10`).

use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

use crate::geometry::{Geometry, Tables};

/// A file (column), `a` = 0. Which files exist depends on the geometry.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct File(u8);

impl File {
    /// The file with this zero-based index, if it has a letter (`0..26`).
    pub const fn new(index: u8) -> Option<File> {
        if index < 26 { Some(File(index)) } else { None }
    }
    /// The file named by a lowercase letter.
    pub const fn from_char(c: char) -> Option<File> {
        if c.is_ascii_lowercase() {
            Some(File(c as u8 - b'a'))
        } else {
            None
        }
    }
    /// Zero-based index.
    pub const fn index(self) -> u8 {
        self.0
    }
    /// The file's letter.
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// A rank (row), the first player's back rank = 0 (named `1`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Rank(u8);

impl Rank {
    /// The rank with this zero-based index, if it has a name (`0..99`).
    pub const fn new(index: u8) -> Option<Rank> {
        if index < 99 { Some(Rank(index)) } else { None }
    }
    /// The rank with this one-based number (`1..=99`).
    pub const fn from_number(number: u8) -> Option<Rank> {
        if number >= 1 && number <= 99 {
            Some(Rank(number - 1))
        } else {
            None
        }
    }
    /// Zero-based index.
    pub const fn index(self) -> u8 {
        self.0
    }
    /// One-based number, as written in square names.
    pub const fn number(self) -> u8 {
        self.0 + 1
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A square of the geometry `G`.
///
/// Construction is checked, so a `Square<G>` is always on the board.
/// Names are the file letter followed by the one-based rank number, which has
/// two digits on tall boards: `a1`, `e4`, `i10`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square<G> {
    index: u8,
    geometry: PhantomData<G>,
}

/// Why a square name was rejected.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SquareError {
    /// The text was empty.
    #[error("empty square name")]
    Empty,
    /// The name does not start with a lowercase file letter.
    #[error("a square name starts with a file letter a-z")]
    BadFile,
    /// The file letter is not followed by a rank number `1..=99`.
    #[error("a square name needs a rank number after the file letter")]
    BadRank,
    /// Text follows the rank number.
    #[error("unexpected text after the square name")]
    Trailing,
    /// The square is well formed but not on this board.
    #[error("square {file}{rank} is not on this board")]
    OffBoard {
        /// The file letter given.
        file: char,
        /// The rank number given.
        rank: u8,
    },
}

impl<G: Geometry> Square<G> {
    /// Number of squares of the geometry.
    pub const COUNT: u8 = Tables::<G>::SQUARES;

    /// The square with this index (`rank * FILES + file`), if it exists.
    #[inline]
    pub const fn new(index: u8) -> Option<Self> {
        if index < Self::COUNT {
            Some(Square {
                index,
                geometry: PhantomData,
            })
        } else {
            None
        }
    }

    /// The square with this index, for constants: `index` must be on the
    /// board, and a constant with an index off the board fails to compile.
    ///
    /// ```
    /// use duck_variants_core::{Board9x10, Square};
    ///
    /// const I10: Square<Board9x10> = Square::at(89);
    /// assert_eq!(I10.to_string(), "i10");
    /// ```
    ///
    /// # Panics
    ///
    /// When `index` is not a square of the board (at compile time in a
    /// constant).
    #[inline]
    pub const fn at(index: u8) -> Self {
        match Self::new(index) {
            Some(sq) => sq,
            None => panic!("square index off the board"),
        }
    }

    /// The square of a bit index taken from a bitboard. Bitboards never hold
    /// bits off the board (every constructor masks or reads board-sized
    /// tables), so the bound check of [`Square::new`] is redundant there;
    /// skipping it is a measurable share of iterating blocker squares.
    #[inline(always)]
    pub(crate) fn from_bitboard_index(index: u32) -> Self {
        debug_assert!(index < u32::from(Self::COUNT));
        Square {
            index: index as u8,
            geometry: PhantomData,
        }
    }

    /// The square at a file and rank, if both are on the board.
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Option<Self> {
        if file.0 < G::FILES && rank.0 < G::RANKS {
            Some(Square {
                index: rank.0 * G::FILES + file.0,
                geometry: PhantomData,
            })
        } else {
            None
        }
    }

    /// Zero-based index, `rank * FILES + file`.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.index as usize
    }

    /// The index as a byte, for compact storage.
    #[inline(always)]
    pub const fn to_u8(self) -> u8 {
        self.index
    }

    /// The square's file.
    #[inline]
    pub const fn file(self) -> File {
        File(self.index % G::FILES)
    }

    /// The square's rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.index / G::FILES)
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    #[inline]
    pub const fn offset(self, df: i32, dr: i32) -> Option<Self> {
        // Widened so that no offset, however large, overflows.
        let f = self.file().0 as i64 + df as i64;
        let r = self.rank().0 as i64 + dr as i64;
        if f < 0 || r < 0 || f >= G::FILES as i64 || r >= G::RANKS as i64 {
            None
        } else {
            Some(Square {
                index: (r * G::FILES as i64 + f) as u8,
                geometry: PhantomData,
            })
        }
    }

    /// The same file, on the rank mirrored top to bottom.
    #[inline]
    #[must_use = "this returns the mirrored square and leaves `self` unchanged"]
    pub const fn flip_vertical(self) -> Self {
        Square {
            index: (G::RANKS - 1 - self.rank().0) * G::FILES + self.file().0,
            geometry: PhantomData,
        }
    }

    /// Every square of the board in index order.
    pub fn all() -> impl DoubleEndedIterator<Item = Self> + ExactSizeIterator + Clone {
        (0..Self::COUNT).map(|index| Square {
            index,
            geometry: PhantomData,
        })
    }

    /// Parses a name such as `e4` or `a10` from the start of `bytes`,
    /// returning the square and the number of bytes it used. Reads the file
    /// letter and then every following digit, so `a10` is never read as `a1`.
    ///
    /// # Errors
    ///
    /// [`SquareError::Empty`] for no bytes; [`SquareError::BadFile`] when the
    /// first byte is not a lowercase letter `a`-`z`; [`SquareError::BadRank`]
    /// when no rank number `1..=99` follows (no digit, a leading `0`, or
    /// three digits or more); [`SquareError::OffBoard`] for a well-formed
    /// name whose file or rank is beyond this board.
    pub fn parse_prefix(bytes: &[u8]) -> Result<(Self, usize), SquareError> {
        let &first = bytes.first().ok_or(SquareError::Empty)?;
        let file = File::from_char(first as char).ok_or(SquareError::BadFile)?;
        let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || digits > 2 || bytes[1] == b'0' {
            return Err(SquareError::BadRank);
        }
        let number = bytes[1..=digits]
            .iter()
            .fold(0u8, |n, &b| n * 10 + (b - b'0'));
        let rank = Rank::from_number(number).ok_or(SquareError::BadRank)?;
        let square = Self::from_coords(file, rank).ok_or(SquareError::OffBoard {
            file: file.char(),
            rank: number,
        })?;
        Ok((square, 1 + digits))
    }

    /// Parses a whole square name.
    ///
    /// # Errors
    ///
    /// Those of [`Square::parse_prefix`], and [`SquareError::Trailing`] for
    /// anything after the name.
    pub fn from_ascii(bytes: &[u8]) -> Result<Self, SquareError> {
        let (square, used) = Self::parse_prefix(bytes)?;
        if used == bytes.len() {
            Ok(square)
        } else {
            Err(SquareError::Trailing)
        }
    }
}

impl<G: Geometry> Default for Square<G> {
    /// The first square, `a1`.
    fn default() -> Self {
        Square {
            index: 0,
            geometry: PhantomData,
        }
    }
}

impl<G: Geometry> FromStr for Square<G> {
    type Err = SquareError;
    fn from_str(s: &str) -> Result<Self, SquareError> {
        Self::from_ascii(s.as_bytes())
    }
}

impl<G: Geometry> fmt::Display for Square<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

impl<G: Geometry> fmt::Debug for Square<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(feature = "serde")]
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
impl<G: Geometry> serde::Serialize for Square<G> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
impl<'de, G: Geometry> serde::Deserialize<'de> for Square<G> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = <alloc::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
