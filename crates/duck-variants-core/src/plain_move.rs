//! [`PlainMove`]: the piece half of a turn for variants whose moves the
//! mover and two squares describe fully.

use crate::board::Role;
use crate::geometry::Geometry;
use crate::square::Square;
use crate::turn::PieceMove;

/// A piece move described by the moving piece's role, a from-square and a
/// to-square: the whole piece half of a turn in a variant without
/// promotion, castling or en passant (Duck Xiangqi uses it as its `Move`).
/// Three bytes on the shipped boards.
///
/// Whether the move captures depends on the position. The role travels
/// with the move so that playing it needs no lookup; a hand-made move is
/// legal when it equals a generated one, role included.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct PlainMove<G: Geometry, R: Role> {
    from: Square<G>,
    to: Square<G>,
    role: R,
}

impl<G: Geometry, R: Role> PlainMove<G, R> {
    /// The move of a `role` from `from` to `to`.
    #[inline(always)]
    pub const fn new(role: R, from: Square<G>, to: Square<G>) -> Self {
        PlainMove { from, to, role }
    }

    /// The moving piece.
    #[inline(always)]
    pub const fn role(self) -> R {
        self.role
    }
}

impl<G: Geometry, R: Role> PieceMove<G> for PlainMove<G, R> {
    type Role = R;
    #[inline(always)]
    fn from(self) -> Square<G> {
        self.from
    }
    #[inline(always)]
    fn to(self) -> Square<G> {
        self.to
    }
}

impl<G: Geometry, R: Role> core::fmt::Display for PlainMove<G, R> {
    /// Coordinates: `e1e2` ([`piece_coords`](crate::piece_coords)).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}", crate::turn::piece_coords(*self))
    }
}
