//! The chess pieces.

use Role::*;

/// A kind of chess piece.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Role {
    /// Pawn (`p`).
    Pawn,
    /// Knight (`n`): jumps over the duck.
    Knight,
    /// Bishop (`b`).
    Bishop,
    /// Rook (`r`).
    Rook,
    /// Queen (`q`).
    Queen,
    /// King (`k`): its capture ends the game.
    King,
}

impl Role {
    /// The pieces a pawn may promote to, in the order turns list them.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// The uppercase letter SAN uses (`None` for the pawn).
    pub const fn san_char(self) -> Option<char> {
        match self {
            Role::Pawn => None,
            Role::Knight => Some('N'),
            Role::Bishop => Some('B'),
            Role::Rook => Some('R'),
            Role::Queen => Some('Q'),
            Role::King => Some('K'),
        }
    }

    /// The role named by an uppercase SAN letter.
    pub const fn from_san_char(c: char) -> Option<Role> {
        match c {
            'N' => Some(Role::Knight),
            'B' => Some(Role::Bishop),
            'R' => Some(Role::Rook),
            'Q' => Some(Role::Queen),
            'K' => Some(Role::King),
            _ => None,
        }
    }
}

impl duck_variants_core::Role for Role {
    const ALL: &'static [Role] = &[Pawn, Knight, Bishop, Rook, Queen, King];
    const ROYAL: Option<Role> = Some(King);
    const NAMES: duck_variants_core::Names = crate::GAME.names;
    const LETTERS: &'static [char] = &['p', 'n', 'b', 'r', 'q', 'k'];

    #[inline(always)]
    fn index(self) -> usize {
        self as usize
    }
}
