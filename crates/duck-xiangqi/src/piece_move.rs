//! [`Move`]: the piece half of a Duck Xiangqi turn.

use duck_core::{Board9x10, PieceMove};

use crate::Square;

/// The piece half of a turn: a from-square and a to-square, two bytes.
///
/// Xiangqi has no promotion, castling or en passant, so the two squares say
/// everything; whether the move captures depends on the position. A
/// hand-made move is legal when it equals a generated one.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Move {
    from: Square,
    to: Square,
}

impl Move {
    /// The move of the piece on `from` to `to`.
    #[inline(always)]
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// The square the piece leaves.
    #[inline(always)]
    pub const fn from(self) -> Square {
        self.from
    }

    /// The square the piece lands on.
    #[inline(always)]
    pub const fn to(self) -> Square {
        self.to
    }
}

impl PieceMove<Board9x10> for Move {
    #[inline(always)]
    fn from(self) -> Square {
        self.from
    }
    #[inline(always)]
    fn to(self) -> Square {
        self.to
    }
}
