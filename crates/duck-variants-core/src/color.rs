//! The two sides.

use core::fmt;
use core::ops::Not;

/// A side. In xiangqi, [`Color::White`] is Red (also spelled
/// [`Color::RED`]); it moves first in both games.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Color {
    /// The first player (Red in xiangqi).
    White = 0,
    /// The second player.
    Black = 1,
}

impl Color {
    /// Xiangqi's name for the first player.
    pub const RED: Color = Color::White;
    /// Both colors, first player first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for the first player, 1 for the second.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The FEN letter of the side to move: `w` or `b`.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The other side (`!color`, usable in a `const`).
    #[inline(always)]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// Picks `white` for [`Color::White`] and `black` otherwise.
    #[inline(always)]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline(always)]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// How a game names its sides and its royal piece in text: errors,
/// outcomes and PGN comments. Duck Chess says White, Black and king; Duck
/// Xiangqi says Red, Black and general; the Amazons have no royal piece.
/// Part of a game's [`GameInfo`](crate::GameInfo).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Names {
    /// The first player, capitalised ("White", "Red").
    pub first: &'static str,
    /// The second player, capitalised ("Black").
    pub second: &'static str,
    /// The royal piece, lowercase ("king", "general"); `None` for a game
    /// without one.
    pub royal: Option<&'static str>,
}

impl Names {
    /// The capitalised name of a side.
    pub const fn side(self, color: Color) -> &'static str {
        match color {
            Color::White => self.first,
            Color::Black => self.second,
        }
    }
}
