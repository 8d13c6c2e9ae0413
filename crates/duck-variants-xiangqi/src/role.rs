//! The xiangqi pieces.

use core::fmt;

/// A kind of xiangqi piece.
///
/// FEN letters follow Fairy-Stockfish: `k a b n r c p`, uppercase for Red.
/// On input `h` (horse) and `e` (elephant) are accepted as aliases of `n`
/// and `b`; output always uses `n` and `b`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Role {
    /// General (`k`): one orthogonal step inside its palace, or the flying
    /// capture of the enemy general down an open file. Its capture ends the
    /// game.
    General = 0,
    /// Advisor (`a`): one diagonal step inside its palace.
    Advisor = 1,
    /// Elephant (`b`, alias `e`): two diagonal steps, blocked by an occupied
    /// eye, never across the river.
    Elephant = 2,
    /// Horse (`n`, alias `h`): one orthogonal step then one diagonal step
    /// outwards, blocked by an occupied leg.
    Horse = 3,
    /// Chariot (`r`): slides orthogonally.
    Chariot = 4,
    /// Cannon (`c`): slides orthogonally to move, captures by jumping exactly
    /// one screen (a piece or the duck).
    Cannon = 5,
    /// Soldier (`p`): one step forward, and sideways too beyond the river.
    Soldier = 6,
}

impl duck_variants_core::Role for Role {
    const ALL: &'static [Role] = &[
        Role::General,
        Role::Advisor,
        Role::Elephant,
        Role::Horse,
        Role::Chariot,
        Role::Cannon,
        Role::Soldier,
    ];
    const ROYAL: Role = Role::General;
    const NAMES: duck_variants_core::Names = duck_variants_core::Names::XIANGQI;

    #[inline(always)]
    fn index(self) -> usize {
        self as usize
    }

    fn char(self) -> char {
        match self {
            Role::General => 'k',
            Role::Advisor => 'a',
            Role::Elephant => 'b',
            Role::Horse => 'n',
            Role::Chariot => 'r',
            Role::Cannon => 'c',
            Role::Soldier => 'p',
        }
    }

    fn from_char(c: char) -> Option<Role> {
        match c {
            'k' => Some(Role::General),
            'a' => Some(Role::Advisor),
            'b' | 'e' => Some(Role::Elephant),
            'n' | 'h' => Some(Role::Horse),
            'r' => Some(Role::Chariot),
            'c' => Some(Role::Cannon),
            'p' => Some(Role::Soldier),
            _ => None,
        }
    }
}

impl fmt::Display for Role {
    /// Writes the lowercase FEN letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", duck_variants_core::Role::char(*self))
    }
}
