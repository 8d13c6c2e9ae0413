//! [`Move`]: the piece half of a Duck Chess turn.

use duck_variants_core::{Board8x8, Color, PieceMove};

use crate::Square;
use crate::castling::CastlingSide;
use crate::role::Role;

/// What kind of piece move a [`Move`] is.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[repr(u8)]
pub enum MoveKind {
    /// Any move or capture without special rules.
    #[default]
    Normal,
    /// A pawn capturing en passant.
    EnPassant,
    /// Castling, written as the king's move (`e1g1`).
    Castle,
    /// A pawn promoting to a knight.
    PromoteKnight,
    /// A pawn promoting to a bishop.
    PromoteBishop,
    /// A pawn promoting to a rook.
    PromoteRook,
    /// A pawn promoting to a queen.
    PromoteQueen,
}

impl MoveKind {
    /// The promotion kind for a role (`None` for pawn and king).
    pub const fn promotion(role: Role) -> Option<MoveKind> {
        match role {
            Role::Knight => Some(MoveKind::PromoteKnight),
            Role::Bishop => Some(MoveKind::PromoteBishop),
            Role::Rook => Some(MoveKind::PromoteRook),
            Role::Queen => Some(MoveKind::PromoteQueen),
            Role::Pawn | Role::King => None,
        }
    }

    /// The role this kind promotes to.
    pub const fn promotion_role(self) -> Option<Role> {
        match self {
            MoveKind::PromoteKnight => Some(Role::Knight),
            MoveKind::PromoteBishop => Some(Role::Bishop),
            MoveKind::PromoteRook => Some(Role::Rook),
            MoveKind::PromoteQueen => Some(Role::Queen),
            _ => None,
        }
    }
}

/// The piece half of a turn: the moving piece's role, its squares and the
/// kind of move, in four bytes.
///
/// The role travels with the move so that playing it needs no lookup. A
/// hand-made move is legal only if it equals a generated one, role and kind
/// included; notation parsers and generation produce exactly those.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Move {
    from: Square,
    to: Square,
    role: Role,
    kind: MoveKind,
}

impl Move {
    /// A move of a `role` from `from` to `to` (for castling, the king's
    /// squares) of kind `kind`.
    #[inline(always)]
    pub const fn new(role: Role, from: Square, to: Square, kind: MoveKind) -> Move {
        Move {
            from,
            to,
            role,
            kind,
        }
    }

    /// An ordinary move or capture.
    #[inline(always)]
    pub const fn normal(role: Role, from: Square, to: Square) -> Move {
        Move::new(role, from, to, MoveKind::Normal)
    }

    /// The moving piece (a pawn for promotions, the king for castling).
    #[inline(always)]
    pub const fn role(self) -> Role {
        self.role
    }

    /// The kind of move.
    #[inline(always)]
    pub const fn kind(self) -> MoveKind {
        self.kind
    }

    /// The promotion role, if any.
    #[inline(always)]
    pub const fn promotion(self) -> Option<Role> {
        self.kind().promotion_role()
    }

    /// Whether this is castling.
    #[inline(always)]
    pub fn is_castle(self) -> bool {
        self.kind() == MoveKind::Castle
    }

    /// Whether this is an en-passant capture.
    #[inline(always)]
    pub fn is_en_passant(self) -> bool {
        self.kind() == MoveKind::EnPassant
    }

    /// The one place the two special moves are described: the square a
    /// move of `us` empties besides its origin, and the square it fills
    /// besides its destination. En passant empties the captured pawn's
    /// square; castling empties the rook's start square and fills the
    /// rook's destination. Playing the move, its duck squares and the bulk
    /// count all read them here.
    #[inline(always)]
    pub(crate) fn side_squares(self, us: Color) -> (Option<Square>, Option<Square>) {
        match self.kind() {
            MoveKind::EnPassant => (self.to.offset(0, us.fold(-1, 1)), None),
            MoveKind::Castle => {
                let side = self.castling_side();
                (Some(side.rook_from(us)), Some(side.rook_to(us)))
            }
            _ => (None, None),
        }
    }

    /// The side of a castling move (the direction the king goes).
    #[inline(always)]
    pub(crate) fn castling_side(self) -> CastlingSide {
        if self.to.file().index() > self.from.file().index() {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        }
    }
}

impl PieceMove<Board8x8> for Move {
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
    /// The promotion role, if any.
    #[inline(always)]
    fn promotion(self) -> Option<Role> {
        Move::promotion(self)
    }
}

impl core::fmt::Display for Move {
    /// Coordinates: `e2e4`, `e7e8q`, castling as the king's move `e1g1`
    /// ([`piece_coords`](duck_variants_core::piece_coords)).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}", duck_variants_core::piece_coords(*self))
    }
}
