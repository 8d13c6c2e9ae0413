//! [`AttackRules`] for Duck Chess: the attack tables of [`crate::tables`]
//! (which move generation uses too), read backwards from the target, since
//! every chess attack is symmetric but the pawn's, whose reverse is the
//! other colour's pawn attack.

use duck_variants_core::lines;
use duck_variants_core::{AttackRules, Color, Variant};

use crate::{Bitboard, Position, Role, Square, tables};

impl AttackRules for Position {
    #[inline]
    fn attacks_with(&self, from: Square, occupied: Bitboard) -> Bitboard {
        let Some(piece) = self.board().piece_at(from) else {
            return Bitboard::EMPTY;
        };
        match piece.role {
            Role::Pawn => tables::pawn_attacks(piece.color, from),
            Role::Knight => tables::knight(from),
            Role::Bishop => tables::bishop(from, occupied),
            Role::Rook => tables::rook(from, occupied),
            Role::Queen => tables::queen(from, occupied),
            Role::King => tables::king(from),
        }
    }

    #[inline]
    fn attackers_with(&self, target: Square, side: Color, occupied: Bitboard) -> Bitboard {
        let board = self.board();
        let ours = board.by_color(side);
        let diagonal = board.by_role(Role::Bishop) | board.by_role(Role::Queen);
        let straight = board.by_role(Role::Rook) | board.by_role(Role::Queen);
        ours & ((tables::pawn_attacks(!side, target) & board.by_role(Role::Pawn))
            | (tables::knight(target) & board.by_role(Role::Knight))
            | (tables::king(target) & board.by_role(Role::King))
            | (tables::bishop(target, occupied) & diagonal)
            | (tables::rook(target, occupied) & straight))
    }

    #[inline]
    fn stoppers_with(&self, from: Square, target: Square, occupied: Bitboard) -> Bitboard {
        let empty = !occupied;
        if !self.attacks_with(from, occupied).contains(target) {
            // No chess piece gains an attack from one more occupant.
            return empty;
        }
        match self.board().role_at(from) {
            // A slider that attacks has an open line: any square on it.
            Some(Role::Bishop | Role::Rook | Role::Queen) => lines::between(from, target),
            // Leapers and the pawn jump or step: nothing interposes.
            _ => Bitboard::EMPTY,
        }
    }

    #[inline]
    fn screen_attackers_with(
        &self,
        _target: Square,
        _side: Color,
        _occupied: Bitboard,
    ) -> Bitboard {
        // No chess piece gains an attack from one more occupant.
        Bitboard::EMPTY
    }

    #[inline]
    fn pending_key(&self) -> u64 {
        // The double step's square, which `finish_turn` keeps in the hash
        // only if the duck leaves a capture on it: a half turn keys it
        // either way, since its future depends on it.
        self.ep_square().map_or(0, Position::ep_key)
    }
}
