//! [`AttackRules`] for Duck Xiangqi: the attack tables of [`crate::tables`]
//! (which move generation uses too), the flying general, and the
//! geometry of [`duck_variants_core::lines`] for what one more blocker
//! stops (a chariot's line, a cannon's second screen, a horse's leg, an
//! elephant's eye) or starts (a cannon's new screen: the duck is a valid
//! screen).

use duck_variants_core::attacks::ray_attacks;
use duck_variants_core::lines;
use duck_variants_core::{AttackRules, Color, Direction, Variant};

use crate::{Bitboard, Piece, Position, Role, Square, tables};

/// The points a cannon on `sq` would capture on, were an enemy piece
/// there: on each line, the points beyond the first occupant (the
/// screen, which may be the duck) up to and including the next occupant.
/// Symmetric: a cannon on `a` attacks `b` exactly when one occupant
/// stands between them, so it also finds the cannons attacking `sq`.
#[inline]
fn cannon_reach(sq: Square, occupied: Bitboard) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for dir in Direction::ORTHOGONAL {
        if let Some(screen) = (ray_attacks(sq, occupied, dir) & occupied).first() {
            out |= ray_attacks(screen, occupied, dir);
        }
    }
    out
}

impl Position {
    /// The enemy general's point, when the general of `color` on `from`
    /// faces it down an open file: the flying capture, the one move on
    /// which a general leaves its palace (and one that captures nothing
    /// else, so it attacks no other point).
    #[inline]
    fn flying_target(&self, color: Color, from: Square, occupied: Bitboard) -> Option<Square> {
        let theirs = self.general(!color)?;
        (theirs.file() == from.file() && !lines::between(from, theirs).intersects(occupied))
            .then_some(theirs)
    }
}

impl AttackRules for Position {
    #[inline]
    fn attacks_with(&self, from: Square, occupied: Bitboard) -> Bitboard {
        let Some(Piece { color, role }) = self.board().piece_at(from) else {
            return Bitboard::EMPTY;
        };
        match role {
            Role::General => {
                let mut out = tables::general(color, from);
                if let Some(target) = self.flying_target(color, from, occupied) {
                    out.insert(target);
                }
                out
            }
            Role::Advisor => tables::advisor(color, from),
            Role::Elephant => tables::elephant(color, from, occupied),
            Role::Horse => tables::horse(from, occupied),
            Role::Chariot => tables::chariot(from, occupied),
            Role::Cannon => cannon_reach(from, occupied),
            Role::Soldier => tables::soldier(color, from),
        }
    }

    #[inline]
    fn attackers_with(&self, target: Square, side: Color, occupied: Bitboard) -> Bitboard {
        let board = self.board();
        let ours = |role| board.by_piece(Piece { color: side, role });
        // Chariots and cannons attack symmetrically, and so do elephants
        // (the eye is the midpoint; both stay on their side of the river, so
        // the target must be there too),
        // advisors and the general's steps (both stay in the palace, the
        // target too): looked up from the target.
        let mut out = (tables::chariot(target, occupied) & ours(Role::Chariot))
            | (cannon_reach(target, occupied) & ours(Role::Cannon));
        if tables::own_half(side).contains(target) {
            out |= tables::elephant(side, target, occupied) & ours(Role::Elephant);
        }
        if tables::palace(side).contains(target) {
            out |= (tables::advisor(side, target) & ours(Role::Advisor))
                | (tables::general(side, target) & ours(Role::General));
        }
        // The flying general, horses and soldiers (a horse's leg and a
        // soldier's step are not symmetric) are asked one by one: at most
        // eight pieces.
        for general in ours(Role::General) {
            if self.flying_target(side, general, occupied) == Some(target) {
                out.insert(general);
            }
        }
        for horse in ours(Role::Horse) {
            if tables::horse(horse, occupied).contains(target) {
                out.insert(horse);
            }
        }
        for soldier in ours(Role::Soldier) {
            if tables::soldier(side, soldier).contains(target) {
                out.insert(soldier);
            }
        }
        out
    }

    #[inline]
    fn screen_attackers_with(&self, target: Square, side: Color, occupied: Bitboard) -> Bitboard {
        // A cannon that the target's orthogonal rays reach with nothing
        // between: a blocker between becomes its screen.
        tables::chariot(target, occupied)
            & self.board().by_piece(Piece {
                color: side,
                role: Role::Cannon,
            })
    }

    #[inline]
    fn stoppers_with(&self, from: Square, target: Square, occupied: Bitboard) -> Bitboard {
        let empty = !occupied;
        let Some(role) = self.board().role_at(from) else {
            return empty;
        };
        if !self.attacks_with(from, occupied).contains(target) {
            // Only a cannon gains an attack from one more occupant: a new
            // screen on an open line.
            return match role {
                Role::Cannon => empty - lines::cannon_screen_squares(from, target, occupied),
                _ => empty,
            };
        }
        let stop = match role {
            // A palace step has nothing between; a flying capture its file.
            Role::Chariot | Role::General => lines::between(from, target),
            Role::Cannon => lines::between(from, target),
            Role::Horse => {
                lines::horse_leg(from, target).map_or(Bitboard::EMPTY, Bitboard::from_square)
            }
            Role::Elephant => {
                lines::elephant_eye(from, target).map_or(Bitboard::EMPTY, Bitboard::from_square)
            }
            Role::Advisor | Role::Soldier => Bitboard::EMPTY,
        };
        stop & empty
    }
}
