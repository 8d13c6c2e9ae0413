//! Castling rights and the squares castling uses.

use core::fmt;

use duck_variants_core::Color;

use crate::{Bitboard, Square, sq};

/// Kingside or queenside.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum CastlingSide {
    /// Towards the h-file (`O-O`).
    King,
    /// Towards the a-file (`O-O-O`).
    Queen,
}

impl CastlingSide {
    /// Both sides.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];

    /// The king's start square.
    pub const fn king_from(self, color: Color) -> Square {
        match color {
            Color::White => sq::E1,
            Color::Black => sq::E8,
        }
    }

    /// The king's destination.
    pub const fn king_to(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::King, Color::White) => sq::G1,
            (CastlingSide::Queen, Color::White) => sq::C1,
            (CastlingSide::King, Color::Black) => sq::G8,
            (CastlingSide::Queen, Color::Black) => sq::C8,
        }
    }

    /// The rook's start square.
    pub const fn rook_from(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::King, Color::White) => sq::H1,
            (CastlingSide::Queen, Color::White) => sq::A1,
            (CastlingSide::King, Color::Black) => sq::H8,
            (CastlingSide::Queen, Color::Black) => sq::A8,
        }
    }

    /// The rook's destination.
    pub const fn rook_to(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::King, Color::White) => sq::F1,
            (CastlingSide::Queen, Color::White) => sq::D1,
            (CastlingSide::King, Color::Black) => sq::F8,
            (CastlingSide::Queen, Color::Black) => sq::D8,
        }
    }

    /// Squares that must hold nothing, duck included: every square strictly
    /// between king and rook (the destinations lie among them).
    pub fn must_be_empty(self, color: Color) -> Bitboard {
        let rank = color.fold(0u64, 56);
        Bitboard::from_bits(match self {
            CastlingSide::King => 0b0110_0000 << rank,
            CastlingSide::Queen => 0b0000_1110 << rank,
        })
    }
}

/// The castling rights of both sides: four bits.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No rights.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights.
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (color as u8 * 2 + side as u8)
    }

    /// Whether `color` may castle on `side`.
    #[inline(always)]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }

    /// Grants a right.
    pub fn add(&mut self, color: Color, side: CastlingSide) {
        self.0 |= Self::bit(color, side);
    }

    /// Removes a right.
    pub fn remove(&mut self, color: Color, side: CastlingSide) {
        self.0 &= !Self::bit(color, side);
    }

    /// Whether no right is left.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The rights as four bits (white king, white queen, black king, black
    /// queen side from bit 0).
    #[inline(always)]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Rights from four bits; higher bits are ignored.
    #[inline(always)]
    pub const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights(bits & 0b1111)
    }

    /// Every `(color, side)` right held, in FEN order.
    pub fn iter(self) -> impl Iterator<Item = (Color, CastlingSide)> {
        Color::ALL
            .into_iter()
            .flat_map(|c| CastlingSide::ALL.into_iter().map(move |s| (c, s)))
            .filter(move |&(c, s)| self.has(c, s))
    }

    /// The FEN letter of a right: `K`, `Q`, `k` or `q`.
    pub const fn char(color: Color, side: CastlingSide) -> char {
        match (color, side) {
            (Color::White, CastlingSide::King) => 'K',
            (Color::White, CastlingSide::Queen) => 'Q',
            (Color::Black, CastlingSide::King) => 'k',
            (Color::Black, CastlingSide::Queen) => 'q',
        }
    }
}

/// The king and rook start squares (a1, e1, h1, a8, e8, h8): the only
/// squares whose moves change castling rights.
pub(crate) const CASTLING_SQUARES: u64 = 1 | 1 << 4 | 1 << 7 | 1 << 56 | 1 << 60 | 1 << 63;

/// Rights that survive a move touching each square: moving from or to a
/// king or rook start square removes the rights that need that piece there.
pub(crate) const KEEP_RIGHTS: [u8; 64] = {
    let mut keep = [0b1111u8; 64];
    keep[0] = 0b1101; // a1: white queenside
    keep[4] = 0b1100; // e1: both white rights
    keep[7] = 0b1110; // h1: white kingside
    keep[56] = 0b0111; // a8: black queenside
    keep[60] = 0b0011; // e8: both black rights
    keep[63] = 0b1011; // h8: black kingside
    keep
};

impl fmt::Display for CastlingRights {
    /// The FEN castling field: `KQkq`, a subset, or `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (color, side) in self.iter() {
            write!(f, "{}", Self::char(color, side))?;
        }
        Ok(())
    }
}
