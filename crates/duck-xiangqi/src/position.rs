//! [`Position`]: a validated Duck Xiangqi position and its rules.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use duck_core::{Color, DrawRules, MoveList, NoTurnRule, Rules, zobrist};

use crate::setup::{ParseFenError, PositionError, Setup, validate};
use crate::{Bitboard, Board, Move, Piece, Role, Square};

/// A valid Duck Xiangqi position: pieces, duck, side to move and clocks,
/// with its Zobrist hash kept up to date move by move.
///
/// `Eq` and `Hash` are the repetition identity: the board with the duck's
/// point and the side to move. The clocks do not count.
///
/// The rules (turn generation, `play`, outcome, coordinate notation, perft)
/// come from the [`Rules`] trait, re-exported by this crate.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    board: Board,
    turn: Color,
    halfmoves: u32,
    fullmoves: u32,
    hash: u64,
}

impl Position {
    /// The standard starting position (no duck yet; Red to move).
    pub fn start() -> Position {
        Position::from_setup(Setup::start())
            .unwrap_or_else(|_| unreachable!("the start position is valid"))
    }

    /// Validates a setup (see [`PositionError`] for what is rejected).
    ///
    /// A position with one general missing is accepted: it is a finished
    /// game, with no turns.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        validate(&setup)?;
        let mut pos = Position {
            board: setup.board,
            turn: setup.turn,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
            hash: 0,
        };
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
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// The FEN, with `*` for the duck.
    pub fn fen(&self) -> alloc::string::String {
        alloc::string::ToString::to_string(self)
    }

    /// The piece on a point.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }

    /// The point of `color`'s general, if it is still on the board.
    #[inline(always)]
    pub fn general(&self, color: Color) -> Option<Square> {
        self.board
            .by_piece(Piece {
                color,
                role: Role::General,
            })
            .first()
    }
}

impl Rules for Position {
    type Geometry = duck_core::Board9x10;
    type Role = Role;
    type Move = Move;
    const NO_TURN: NoTurnRule = NoTurnRule::SideToMoveLoses;

    #[inline(always)]
    fn board(&self) -> &Board {
        &self.board
    }

    #[inline(always)]
    fn turn(&self) -> Color {
        self.turn
    }

    /// Turns since the last capture.
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
        let mut hash = self.board.zobrist();
        if self.turn == Color::Black {
            hash ^= zobrist::BLACK_TO_MOVE;
        }
        hash
    }

    /// Both draw rules, always: they are part of Duck Xiangqi.
    fn default_draw_rules() -> DrawRules {
        Self::standard_draw_rules()
    }

    /// Threefold repetition (duck point included) and 120 turns in a row
    /// without a capture.
    fn standard_draw_rules() -> DrawRules {
        DrawRules {
            repetitions: Some(3),
            move_limit: Some(120),
        }
    }

    #[inline]
    fn generate_piece_moves(&self, moves: &mut MoveList<Move>) {
        self.generate(moves);
    }

    #[inline]
    fn is_capture(&self, m: Move) -> bool {
        self.board.by_color(!self.turn).contains(m.to())
    }

    #[inline]
    fn is_royal_capture(&self, m: Move) -> bool {
        self.board
            .by_piece(Piece {
                color: !self.turn,
                role: Role::General,
            })
            .contains(m.to())
    }

    /// Every empty point after the piece move: the current empty points, plus
    /// the point the piece left, minus the point it landed on. Empty for a
    /// general capture.
    #[inline]
    fn duck_targets(&self, m: Move) -> Bitboard {
        if self.is_royal_capture(m) {
            Bitboard::EMPTY
        } else {
            self.board.empty_after_move(m.from(), m.to())
        }
    }

    /// Counted by popcounts without listing a duck point.
    #[inline]
    fn count_turns(&self) -> u64 {
        self.count()
    }

    /// Any piece move gives at least one turn (a general capture is a turn,
    /// and a board of 90 points with at most 33 occupants always has empty
    /// points for the duck).
    fn has_turns(&self) -> bool {
        self.count() > 0
    }

    // Inlined into `play_unchecked` like Duck Chess's: a call and a
    // spill of registers per played turn otherwise.
    #[inline(always)]
    fn apply_piece_move(&mut self, m: Move) {
        let us = self.turn;
        let (from, to) = (m.from(), m.to());
        let role = m.role();
        if self.board.by_color(!us).contains(to) {
            if let Some(victim) = self.board.piece_at(to) {
                self.board.remove_piece_hashed(to, victim, &mut self.hash);
            }
            self.halfmoves = 0;
        } else {
            self.halfmoves = self.halfmoves.saturating_add(1);
        }
        let mover = Piece { color: us, role };
        self.board
            .move_piece_hashed(from, to, mover, &mut self.hash);
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
    }
}

impl PartialEq for Position {
    /// The repetition identity: board (duck point included) and side to
    /// move; clocks are ignored.
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board && self.turn == other.turn
    }
}

impl Eq for Position {}

impl Hash for Position {
    /// Hashes the Zobrist key, which covers exactly what `Eq` compares.
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

impl Default for Position {
    /// The standard start.
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
