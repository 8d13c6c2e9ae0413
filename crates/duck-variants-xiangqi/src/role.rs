//! The xiangqi pieces.

use Role::*;

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
    General,
    /// Advisor (`a`): one diagonal step inside its palace.
    Advisor,
    /// Elephant (`b`, alias `e`): two diagonal steps, blocked by an occupied
    /// eye, never across the river.
    Elephant,
    /// Horse (`n`, alias `h`): one orthogonal step then one diagonal step
    /// outwards, blocked by an occupied leg.
    Horse,
    /// Chariot (`r`): slides orthogonally.
    Chariot,
    /// Cannon (`c`): slides orthogonally to move, captures by jumping exactly
    /// one screen (a piece or the duck).
    Cannon,
    /// Soldier (`p`): one step forward, and sideways too beyond the river.
    Soldier,
}

impl duck_variants_core::Role for Role {
    const ALL: &'static [Role] = &[General, Advisor, Elephant, Horse, Chariot, Cannon, Soldier];
    const ROYAL: Option<Role> = Some(General);
    const NAMES: duck_variants_core::Names = crate::GAME.names;
    const LETTERS: &'static [char] = &['k', 'a', 'b', 'n', 'r', 'c', 'p'];
    const ALIASES: &'static [(char, Role)] = &[('e', Elephant), ('h', Horse)];

    #[inline(always)]
    fn index(self) -> usize {
        self as usize
    }
}
