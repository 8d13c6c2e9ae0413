//! [`Move`]: the piece half of a Duck Xiangqi turn.

use duck_core::{Board9x10, PieceMove};

use crate::{Role, Square};

/// The piece half of a turn: the moving piece's role, a from-square and a
/// to-square, three bytes.
///
/// Xiangqi has no promotion, castling or en passant, so the squares and the
/// role say everything; whether the move captures depends on the position.
/// The role travels with the move so that playing it needs no lookup. A
/// hand-made move is legal when it equals a generated one, role included.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Move {
    from: Square,
    to: Square,
    role: Role,
}

impl Default for Move {
    /// A placeholder (a general "move" from a1 to a1) for fixed-size lists.
    fn default() -> Self {
        Move::new(Role::General, Square::default(), Square::default())
    }
}

impl Move {
    /// The move of a `role` from `from` to `to`.
    #[inline(always)]
    pub const fn new(role: Role, from: Square, to: Square) -> Move {
        Move { from, to, role }
    }

    /// The moving piece.
    #[inline(always)]
    pub const fn role(self) -> Role {
        self.role
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
