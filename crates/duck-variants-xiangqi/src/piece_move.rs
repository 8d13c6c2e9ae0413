//! [`Move`]: the piece half of a Duck Xiangqi turn.

use duck_variants_core::{Board9x10, PieceMove};

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
}

impl PieceMove<Board9x10> for Move {
    type Role = Role;
    /// The square the piece leaves.
    #[inline(always)]
    fn from(self) -> Square {
        self.from
    }
    /// The square the piece lands on (for castling, the king's square).
    #[inline(always)]
    fn to(self) -> Square {
        self.to
    }
}
