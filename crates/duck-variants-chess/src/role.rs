//! The chess pieces.

use core::fmt;

/// A kind of chess piece.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Role {
    /// Pawn (`p`).
    Pawn = 0,
    /// Knight (`n`): jumps over the duck.
    Knight = 1,
    /// Bishop (`b`).
    Bishop = 2,
    /// Rook (`r`).
    Rook = 3,
    /// Queen (`q`).
    Queen = 4,
    /// King (`k`): its capture ends the game.
    King = 5,
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
    const ALL: &'static [Role] = &[
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    const ROYAL: Role = Role::King;

    #[inline(always)]
    fn index(self) -> usize {
        self as usize
    }

    fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    fn from_char(c: char) -> Option<Role> {
        match c {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", duck_variants_core::Role::char(*self))
    }
}
