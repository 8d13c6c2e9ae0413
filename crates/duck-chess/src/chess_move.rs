//! [`Move`]: the piece half of a Duck Chess turn.

use duck_core::{Board8x8, PieceMove};

use crate::Square;
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

impl Default for Move {
    /// A placeholder (a pawn "move" from a1 to a1) for fixed-size lists.
    fn default() -> Self {
        Move::normal(Role::Pawn, Square::default(), Square::default())
    }
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

    /// The square the piece leaves.
    #[inline(always)]
    pub const fn from(self) -> Square {
        self.from
    }

    /// The square the piece lands on (the king's square for castling).
    #[inline(always)]
    pub const fn to(self) -> Square {
        self.to
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
}

impl PieceMove<Board8x8> for Move {
    fn from(self) -> Square {
        self.from
    }
    fn to(self) -> Square {
        self.to
    }
    fn promotion(self) -> Option<char> {
        self.promotion().map(duck_core::Role::char)
    }
}
