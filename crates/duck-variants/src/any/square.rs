//! [`AnySquare`]: a square of any game's board, by file and rank.

use core::fmt;

use duck_variants_core::{Geometry, Square};

/// A square of any game's board: its file (0 for `a`) and rank (0 for the
/// first rank). `Display` writes its name (`e4`, `a10`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct AnySquare {
    /// The file, 0 for `a`.
    pub file: u8,
    /// The rank, 0 for the first.
    pub rank: u8,
}

impl AnySquare {
    /// The square of a board of geometry `G`.
    pub(crate) fn of<G: Geometry>(square: Square<G>) -> AnySquare {
        AnySquare {
            file: square.file().index(),
            rank: square.rank().index(),
        }
    }

    /// The square on a board of geometry `G`, if it has one there.
    pub(crate) fn on<G: Geometry>(self) -> Option<Square<G>> {
        let file = duck_variants_core::File::new(self.file)?;
        let rank = duck_variants_core::Rank::new(self.rank)?;
        Square::from_coords(file, rank)
    }
}

impl fmt::Display for AnySquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = char::from(b'a'.wrapping_add(self.file));
        write!(f, "{file}{}", u32::from(self.rank) + 1)
    }
}
