//! [`Position`]: a validated Duck Chess position and its rules.

use duck_variants_core::PieceMove;
use duck_variants_core::{
    DrawRules, FromSetup, MoveList, NoTurnRule, PositionState, SetupOptions, Variant, zobrist,
};

use crate::castling::{CASTLING_SQUARES, CastlingRights, KEEP_RIGHTS};
use crate::setup::{PositionError, Rights, START_FEN, Setup, validate};
use crate::{Bitboard, Geometry, Move, MoveKind, Piece, Role, Square, tables};

/// A legal Duck Chess position: pieces, duck, side to move, castling rights,
/// en-passant square and clocks, with its Zobrist hash kept up to date.
///
/// `Eq` and `Hash` are the repetition identity: the board with the duck,
/// the side to move, castling rights and a usable en-passant square; clocks
/// do not count. The en-passant square is kept only when a capture can use
/// it (the Fairy-Stockfish convention), so equal positions compare equal.
///
/// The rules (turn generation, `play`, outcome, notation) come from the
/// [`Rules`](crate::Rules) trait, re-exported by this crate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    // The rights are part of the repetition identity, with their keys in
    // the hash.
    state: PositionState<Geometry, Role, Rights>,
}

const CASTLING_KEY_BASE: usize = 0;
const EP_KEY_BASE: usize = 8;

impl Position {
    /// Castling rights.
    pub fn castling(&self) -> CastlingRights {
        self.state.extra.castling
    }

    /// The en-passant square, present only when a capture can use it.
    pub fn ep_square(&self) -> Option<Square> {
        self.state.extra.ep_square
    }

    /// The piece on a square.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board().piece_at(sq)
    }

    /// Whether the side to move can capture en passant on the stored square
    /// (a pawn beside it, and the duck not on it).
    fn ep_capturable(&self) -> bool {
        let Some(ep) = self.state.extra.ep_square else {
            return false;
        };
        let us = self.side_to_move();
        let pawns = self.board().by_piece(Piece {
            color: us,
            role: Role::Pawn,
        });
        !self.board().blockers().contains(ep) && tables::pawn_attacks(!us, ep).intersects(pawns)
    }

    /// The hash keys of the rights: castling and a usable en-passant file.
    fn rights_key(&self) -> u64 {
        Self::castling_key(self.state.extra.castling)
            ^ self.state.extra.ep_square.map_or(0, Self::ep_key)
    }

    fn castling_key(rights: CastlingRights) -> u64 {
        (0..4)
            .filter(|i| rights.bits() & (1 << i) != 0)
            .fold(0, |h, i| h ^ zobrist::extra(CASTLING_KEY_BASE + i))
    }

    pub(crate) fn ep_key(sq: Square) -> u64 {
        zobrist::extra(EP_KEY_BASE + sq.file().index() as usize)
    }
}

impl FromSetup for Position {
    const START_FEN: &'static str = START_FEN;
    type Fields = Rights;
    type PositionError = PositionError;

    /// Validates a setup. An en-passant square that no capture can use is
    /// dropped (so writing the FEN back shows `-`).
    fn from_setup_with(setup: Setup, options: SetupOptions) -> Result<Position, PositionError> {
        validate(&setup, options)?;
        let mut pos = Position {
            state: PositionState::from_setup(&setup),
        };
        if !pos.ep_capturable() {
            pos.state.extra.ep_square = None;
        }
        pos.state.toggle_key(pos.rights_key());
        Ok(pos)
    }

    fn to_setup(&self) -> Setup {
        self.state.to_setup()
    }
}

impl Variant for Position {
    type Geometry = duck_variants_core::Board8x8;
    type Role = Role;
    type Move = Move;
    const NO_TURN: NoTurnRule = NoTurnRule::SideToMoveWins;

    type Extra = Rights;

    #[inline(always)]
    fn state(&self) -> &PositionState<Geometry, Role, Rights> {
        &self.state
    }

    #[inline(always)]
    fn state_mut(&mut self) -> &mut PositionState<Geometry, Role, Rights> {
        &mut self.state
    }

    fn compute_zobrist(&self) -> u64 {
        self.state.compute_zobrist() ^ self.rights_key()
    }

    /// Threefold repetition and the fifty-move rule, for games that enable
    /// them; a new game applies none (the default).
    const STANDARD_DRAW_RULES: DrawRules = DrawRules::both(3, 100);

    #[inline]
    fn generate_piece_moves(&self, moves: &mut MoveList<Move>) {
        self.generate(moves);
    }

    /// Whether a piece move exists: every piece move has a duck square,
    /// the square the piece left (empty after the move, and never the
    /// duck's own), so the default's generation of every move and its
    /// duck squares is not needed. Asked once per position a game reaches.
    fn has_turns(&self) -> bool {
        self.has_piece_move()
    }

    #[inline]
    fn is_capture(&self, m: Move) -> bool {
        m.is_en_passant() || self.board().by_color(!self.side_to_move()).contains(m.to())
    }

    #[inline]
    fn blocker_targets(&self, m: Move) -> Bitboard {
        if self.is_royal_capture(m) {
            return Bitboard::EMPTY;
        }
        let mut empty = self.board().empty_after_move(m.from(), m.to());
        let (emptied, filled) = m.side_squares(self.side_to_move());
        if let Some(square) = emptied {
            empty.insert(square);
        }
        if let Some(square) = filled {
            empty.remove(square);
        }
        empty
    }

    #[inline(always)]
    fn count_turns_inline(&self) -> u64 {
        self.count()
    }

    // Inlined into `play_unchecked` and perft: the call overhead was a
    // sizeable part of the cost of playing a turn (callgrind, expanded
    // perft).
    #[inline(always)]
    fn apply_piece_move(&mut self, m: Move) {
        let us = self.side_to_move();
        let from = m.from();
        let to = m.to();
        let role = m.role();
        let mover = Piece { color: us, role };
        if let Some(ep) = self.state.extra.ep_square.take() {
            self.state.toggle_key(Self::ep_key(ep));
        }
        let captured = self.state.capture(to);
        match m.kind() {
            MoveKind::Normal => {
                self.state.move_piece(from, to, mover);
                if role == Role::Pawn && from.index().abs_diff(to.index()) == 16 {
                    // Kept only if the opponent can use it, which depends on
                    // where the duck lands: `finish_turn` decides.
                    self.state.extra.ep_square =
                        Square::new(((from.index() + to.index()) / 2) as u8);
                }
            }
            MoveKind::Castle => {
                let rook = Piece {
                    color: us,
                    role: Role::Rook,
                };
                self.state.move_piece(from, to, mover);
                if let (Some(rook_from), Some(rook_to)) = m.side_squares(us) {
                    self.state.move_piece(rook_from, rook_to, rook);
                }
            }
            MoveKind::EnPassant => {
                if let (Some(victim_sq), _) = m.side_squares(us) {
                    let victim = Piece {
                        color: !us,
                        role: Role::Pawn,
                    };
                    self.state.remove_piece(victim_sq, victim);
                }
                self.state.move_piece(from, to, mover);
            }
            kind => {
                self.state.remove_piece(from, mover);
                let promoted = Piece {
                    color: us,
                    role: kind.promotion_role().unwrap_or(role),
                };
                self.state.put_piece(to, promoted);
            }
        }
        // Only a move from or to a king or rook start square can change the
        // rights; testing the squares first keeps the rights (and their
        // lookups) off the path of every other move, which measurably
        // speeds up every played turn.
        let touched = Bitboard::from_square(from) | Bitboard::from_square(to);
        if touched.intersects(Bitboard::from_bits(CASTLING_SQUARES))
            && self.state.extra.castling.bits() != 0
        {
            // Chess squares index below 64; the masks only let the compiler see it.
            let keep = KEEP_RIGHTS[from.index() & 63] & KEEP_RIGHTS[to.index() & 63];
            let rights = CastlingRights::from_bits(self.state.extra.castling.bits() & keep);
            if rights != self.state.extra.castling {
                self.state.toggle_key(
                    Self::castling_key(self.state.extra.castling) ^ Self::castling_key(rights),
                );
                self.state.extra.castling = rights;
            }
        }
        // The fifty-move rule counts from the last capture or pawn move.
        self.state
            .advance_halfmove_clock(captured || role == Role::Pawn);
    }

    #[inline(always)]
    fn finish_turn(&mut self, duck: Option<Square>) {
        self.state.pass_turn(duck);
        if self.state.extra.ep_square.is_some() {
            if self.ep_capturable() {
                if let Some(ep) = self.state.extra.ep_square {
                    self.state.toggle_key(Self::ep_key(ep));
                }
            } else {
                self.state.extra.ep_square = None;
            }
        }
    }
}

duck_variants_core::position_impls!(Position);
