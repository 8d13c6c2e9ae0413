//! Piece-move generation and bulk turn counting.
//!
//! There is no check in Duck Xiangqi, so every pseudo-legal move is legal.
//! The duck is part of the occupancy: it blocks chariots, stands on horse
//! legs, fills elephant eyes, screens cannons and stands between the
//! generals; no piece lands on it.

use duck_variants_core::Variant;
use duck_variants_core::attacks::ray_attacks;
use duck_variants_core::{Direction, MoveList, Rules, TurnTally};

use crate::{Bitboard, Move, Piece, Position, Role, Square, tables};

impl Position {
    /// Calls `f` once per piece of the side to move, soldiers excepted, with
    /// the points it can move to or capture on (never an own piece, never
    /// the duck). Soldiers and the flying-general capture are handled by the
    /// callers.
    #[inline(always)]
    fn for_each_piece_target(&self, mut f: impl FnMut(Role, Square, Bitboard)) {
        let board = self.board();
        let us = self.side_to_move();
        let ours = board.by_color(us);
        let theirs = board.by_color(!us);
        let occupied = board.occupied();
        let empty = !occupied;
        let targets = empty | theirs;
        for from in ours & board.by_role(Role::Chariot) {
            f(
                Role::Chariot,
                from,
                tables::chariot(from, occupied) & targets,
            );
        }
        for from in ours & board.by_role(Role::Horse) {
            f(Role::Horse, from, tables::horse(from, occupied) & targets);
        }
        for from in ours & board.by_role(Role::Cannon) {
            let (quiet, captures) = tables::cannon(from, occupied);
            f(Role::Cannon, from, (quiet & empty) | (captures & theirs));
        }
        for from in ours & board.by_role(Role::Elephant) {
            f(
                Role::Elephant,
                from,
                tables::elephant(us, from, occupied) & targets,
            );
        }
        for from in ours & board.by_role(Role::Advisor) {
            f(Role::Advisor, from, tables::advisor(us, from) & targets);
        }
        for from in ours & board.by_role(Role::General) {
            f(Role::General, from, tables::general(us, from) & targets);
        }
    }

    /// The flying-general capture, if the two generals stand on one file
    /// with nothing (no piece, no duck) between them.
    #[inline(always)]
    pub(crate) fn flying_capture(&self) -> Option<Move> {
        let us = self.side_to_move();
        let ours = self.general(us)?;
        let theirs = self.general(!us)?;
        if ours.file() != theirs.file() {
            return None;
        }
        let dir = if theirs.rank() > ours.rank() {
            Direction::North
        } else {
            Direction::South
        };
        ray_attacks(ours, self.board().occupied(), dir)
            .contains(theirs)
            .then_some(Move::new(Role::General, ours, theirs))
    }

    /// The soldiers of the side to move.
    #[inline(always)]
    fn our_soldiers(&self) -> Bitboard {
        self.board().by_piece(Piece {
            color: self.side_to_move(),
            role: Role::Soldier,
        })
    }

    /// Appends every piece move of the side to move: none once a general
    /// is gone or the move limit has drawn the game.
    pub(crate) fn generate(&self, moves: &mut MoveList<Move>) {
        if self.royal_missing() || self.move_limit_reached() {
            return;
        }
        self.for_each_piece_target(|role, from, targets| {
            for to in targets {
                moves.push(Move::new(role, from, to));
            }
        });
        let us = self.side_to_move();
        let targets = !(self.board().by_color(us) | self.board().blockers());
        for from in self.our_soldiers() {
            for to in tables::soldier(us, from) & targets {
                moves.push(Move::new(Role::Soldier, from, to));
            }
        }
        if let Some(m) = self.flying_capture() {
            moves.push(m);
        }
    }

    /// Number of whole turns without listing them: with `E` empty points, a
    /// quiet move has `E` duck points, a capture `E + 1`, a general capture
    /// exactly one turn; none at the move limit.
    #[inline(always)]
    pub(crate) fn count(&self) -> u64 {
        if self.move_limit_reached() {
            return 0;
        }
        self.count_on_board()
    }

    /// [`Position::count`] as if the move limit did not apply.
    // In WebAssembly one compiled copy serves every caller (perft's
    // kernels, the turn count, `has_turns`): kilobytes of download each
    // otherwise, where only Duck Chess's perft has a speed target.
    #[cfg_attr(target_family = "wasm", inline(never))]
    #[cfg_attr(not(target_family = "wasm"), inline(always))]
    pub(crate) fn count_on_board(&self) -> u64 {
        if self.royal_missing() {
            return 0;
        }
        let board = self.board();
        let empty = board.empty_squares();
        let their_general = board.by_piece(Piece {
            color: !self.side_to_move(),
            role: Role::General,
        });
        let victims = board.by_color(!self.side_to_move()) - their_general;
        let mut tally = TurnTally::new();
        self.for_each_piece_target(|_, _, targets| {
            tally.add_targets(targets, empty, victims, their_general);
        });
        // Soldiers in bulk: each step set holds one point per move.
        for steps in tables::soldier_steps(self.side_to_move(), self.our_soldiers()) {
            tally.add_targets(steps, empty, victims, their_general);
        }
        if self.flying_capture().is_some() {
            tally.royal += 1;
        }
        tally.total(empty.len())
    }
}
