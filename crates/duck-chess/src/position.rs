//! [`Position`]: a validated Duck Chess position and its rules.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use duck_core::{Color, DrawRules, FenError, MoveList, NoTurnRule, Rules, zobrist};

use crate::castling::{CastlingRights, CastlingSide, KEEP_RIGHTS};
use crate::setup::{PositionError, Setup, validate};
use crate::{Bitboard, Board, Move, MoveKind, Piece, Role, Square, tables};

/// A legal Duck Chess position: pieces, duck, side to move, castling rights,
/// en-passant square and clocks, with its Zobrist hash kept up to date.
///
/// `Eq` and `Hash` are the repetition identity: the board with the duck,
/// the side to move, castling rights and a usable en-passant square; clocks
/// do not count. The en-passant square is kept only when a capture can use
/// it (the Fairy-Stockfish convention), so equal positions compare equal.
///
/// The rules (turn generation, `play`, outcome, notation) come from the
/// [`Rules`] trait, re-exported by this crate.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    board: Board,
    turn: Color,
    castling: CastlingRights,
    ep_square: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
    hash: u64,
}

/// Why a FEN could not become a [`Position`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ParseFenError {
    /// The text is not a well-formed FEN.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// The FEN is well formed but not a valid position.
    #[error(transparent)]
    Position(#[from] PositionError),
}

const CASTLING_KEY_BASE: usize = 0;
const EP_KEY_BASE: usize = 8;

impl Position {
    /// The standard starting position (no duck yet).
    pub fn start() -> Position {
        Position::from_setup(Setup::start())
            .unwrap_or_else(|_| unreachable!("the start position is valid"))
    }

    /// Validates a setup. An en-passant square that no capture can use is
    /// dropped (so writing the FEN back shows `-`).
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        validate(&setup)?;
        let mut pos = Position {
            board: setup.board,
            turn: setup.turn,
            castling: setup.castling,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
            hash: 0,
        };
        if !pos.ep_capturable() {
            pos.ep_square = None;
        }
        pos.hash = pos.compute_zobrist();
        Ok(pos)
    }

    /// Parses and validates a FEN.
    pub fn from_fen(text: &str) -> Result<Position, ParseFenError> {
        Ok(Position::from_setup(Setup::from_fen(text)?)?)
    }

    /// The position as a [`Setup`].
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling: self.castling,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// The FEN, with `*` for the duck.
    pub fn fen(&self) -> alloc::string::String {
        alloc::string::ToString::to_string(self)
    }

    /// Castling rights.
    pub fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// The en-passant square, present only when a capture can use it.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// The piece on a square.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }

    /// Whether the side to move can capture en passant on the stored square
    /// (a pawn beside it, and the duck not on it).
    fn ep_capturable(&self) -> bool {
        let Some(ep) = self.ep_square else {
            return false;
        };
        let pawns = self.board.by_piece(Piece {
            color: self.turn,
            role: Role::Pawn,
        });
        !self.board.neutral().contains(ep) && tables::pawn_attacks(!self.turn, ep).intersects(pawns)
    }

    fn castling_key(rights: CastlingRights) -> u64 {
        (0..4)
            .filter(|i| rights.bits() & (1 << i) != 0)
            .fold(0, |h, i| h ^ zobrist::extra(CASTLING_KEY_BASE + i))
    }

    fn ep_key(sq: Square) -> u64 {
        zobrist::extra(EP_KEY_BASE + sq.file().index() as usize)
    }

    /// The castling side of a castling move.
    pub(crate) fn castling_side(m: Move) -> CastlingSide {
        if m.to().file().index() > m.from().file().index() {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        }
    }
}

impl Rules for Position {
    type Geometry = duck_core::Board8x8;
    type Role = Role;
    type Move = Move;
    const NO_TURN: NoTurnRule = NoTurnRule::SideToMoveWins;

    #[inline(always)]
    fn board(&self) -> &Board {
        &self.board
    }

    #[inline(always)]
    fn turn(&self) -> Color {
        self.turn
    }

    fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }

    fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    #[inline(always)]
    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn compute_zobrist(&self) -> u64 {
        let mut hash = self.board.zobrist() ^ Self::castling_key(self.castling);
        if self.turn == Color::Black {
            hash ^= zobrist::BLACK_TO_MOVE;
        }
        if let Some(ep) = self.ep_square {
            hash ^= Self::ep_key(ep);
        }
        hash
    }

    fn default_draw_rules() -> DrawRules {
        DrawRules::NONE
    }

    fn standard_draw_rules() -> DrawRules {
        DrawRules {
            repetitions: Some(3),
            move_limit: Some(100),
        }
    }

    #[inline]
    fn generate_piece_moves(&self, moves: &mut MoveList<Move>) {
        self.generate(moves);
    }

    #[inline]
    fn is_capture(&self, m: Move) -> bool {
        m.is_en_passant() || self.board.by_color(!self.turn).contains(m.to())
    }

    #[inline]
    fn is_royal_capture(&self, m: Move) -> bool {
        self.board
            .by_piece(Piece {
                color: !self.turn,
                role: Role::King,
            })
            .contains(m.to())
    }

    #[inline]
    fn duck_targets(&self, m: Move) -> Bitboard {
        if self.is_royal_capture(m) {
            return Bitboard::EMPTY;
        }
        let mut empty = self.board.empty_after_move(m.from(), m.to());
        match m.kind() {
            MoveKind::EnPassant => {
                if let Some(victim) = m.to().offset(0, self.turn.fold(-1, 1)) {
                    empty.insert(victim);
                }
            }
            MoveKind::Castle => {
                let side = Self::castling_side(m);
                empty.insert(side.rook_from(self.turn));
                empty.remove(side.rook_to(self.turn));
            }
            _ => {}
        }
        empty
    }

    #[inline]
    fn count_turns(&self) -> u64 {
        self.count()
    }

    // Inlined into `play_unchecked` and perft: the call overhead was a
    // tenth of the cost of playing a turn (callgrind, expanded perft).
    #[inline(always)]
    fn apply_piece_move(&mut self, m: Move) {
        let us = self.turn;
        let from = m.from();
        let to = m.to();
        let role = m.role();
        let mover = Piece { color: us, role };
        if let Some(ep) = self.ep_square.take() {
            self.hash ^= Self::ep_key(ep);
        }
        let mut reset_clock = role == Role::Pawn;
        if self.board.by_color(!us).contains(to) {
            // Captures are the rare case; only they look up a role.
            if let Some(victim) = self.board.piece_at(to) {
                self.board.remove_piece_hashed(to, victim, &mut self.hash);
                reset_clock = true;
            }
        }
        match m.kind() {
            MoveKind::Normal => {
                self.board
                    .move_piece_hashed(from, to, mover, &mut self.hash);
                if role == Role::Pawn && from.index().abs_diff(to.index()) == 16 {
                    // Kept only if the opponent can use it, which depends on
                    // where the duck lands: `finish_turn` decides.
                    self.ep_square = Square::new(((from.index() + to.index()) / 2) as u8);
                }
            }
            MoveKind::Castle => {
                let side = Self::castling_side(m);
                let rook = Piece {
                    color: us,
                    role: Role::Rook,
                };
                self.board
                    .move_piece_hashed(from, to, mover, &mut self.hash);
                self.board.move_piece_hashed(
                    side.rook_from(us),
                    side.rook_to(us),
                    rook,
                    &mut self.hash,
                );
            }
            MoveKind::EnPassant => {
                if let Some(victim_sq) = Square::from_coords(to.file(), from.rank()) {
                    let victim = Piece {
                        color: !us,
                        role: Role::Pawn,
                    };
                    self.board
                        .remove_piece_hashed(victim_sq, victim, &mut self.hash);
                }
                self.board
                    .move_piece_hashed(from, to, mover, &mut self.hash);
            }
            kind => {
                self.board.remove_piece_hashed(from, mover, &mut self.hash);
                let promoted = Piece {
                    color: us,
                    role: kind.promotion_role().unwrap_or(role),
                };
                self.board.put_piece_hashed(to, promoted, &mut self.hash);
            }
        }
        if self.castling.bits() != 0 {
            let keep = KEEP_RIGHTS[from.index()] & KEEP_RIGHTS[to.index()];
            let rights = CastlingRights::from_bits(self.castling.bits() & keep);
            if rights != self.castling {
                self.hash ^= Self::castling_key(self.castling) ^ Self::castling_key(rights);
                self.castling = rights;
            }
        }
        self.halfmoves = if reset_clock {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
    }

    #[inline(always)]
    fn finish_turn(&mut self, duck: Option<Square>) {
        if let Some(to) = duck {
            self.board.move_duck_hashed(to, &mut self.hash);
        }
        if self.turn == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = !self.turn;
        self.hash ^= zobrist::BLACK_TO_MOVE;
        if self.ep_square.is_some() {
            if self.ep_capturable() {
                if let Some(ep) = self.ep_square {
                    self.hash ^= Self::ep_key(ep);
                }
            } else {
                self.ep_square = None;
            }
        }
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep_square == other.ep_square
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl fmt::Display for Position {
    /// Writes the FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_setup(), f)
    }
}

impl FromStr for Position {
    type Err = ParseFenError;
    fn from_str(s: &str) -> Result<Position, ParseFenError> {
        Position::from_fen(s)
    }
}
