//! [`Setup`]: a position as written, before validation, and its FEN form.

use core::fmt;
use core::str::FromStr;

use duck_core::{Color, CountError, FenError, FenFields};

use crate::castling::{CastlingRights, CastlingSide};
use crate::{Bitboard, Board, Piece, Role, Square};

/// A Duck Chess position as written in a FEN: board, side to move, rights
/// and clocks, not yet checked. [`Position::from_setup`](crate::Position::from_setup)
/// validates it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    /// Pieces and the duck.
    pub board: Board,
    /// Side to move.
    pub turn: Color,
    /// Castling rights.
    pub castling: CastlingRights,
    /// The en-passant square (the square a double-stepping pawn skipped).
    pub ep_square: Option<Square>,
    /// Turns since the last capture or pawn move.
    pub halfmoves: u32,
    /// Move number, from 1.
    pub fullmoves: u32,
}

impl Setup {
    /// The standard starting position, with no duck on the board.
    pub fn start() -> Setup {
        // The literal is valid; a failure here is a bug caught by tests.
        Setup::from_fen(START_FEN).unwrap_or_else(|_| unreachable!("start FEN parses"))
    }

    /// Reads a FEN: placement with `*` for the duck, side to move, castling
    /// (`KQkq` in any order, or `-`), en passant, halfmove clock, move
    /// number. Trailing fields may be left out.
    pub fn from_fen(text: &str) -> Result<Setup, FenError> {
        let fields = FenFields::split(text)?;
        let board = fields.board()?;
        let turn = fields.turn()?;
        let mut castling = CastlingRights::NONE;
        if let Some((offset, field)) = fields.get(2) {
            if field != "-" {
                for (i, c) in field.char_indices() {
                    let right = match c {
                        'K' => (Color::White, CastlingSide::King),
                        'Q' => (Color::White, CastlingSide::Queen),
                        'k' => (Color::Black, CastlingSide::King),
                        'q' => (Color::Black, CastlingSide::Queen),
                        _ => return Err(FenError::Castling { offset: offset + i }),
                    };
                    if castling.has(right.0, right.1) {
                        return Err(FenError::Castling { offset: offset + i });
                    }
                    castling.add(right.0, right.1);
                }
            }
        }
        let ep_square = match fields.get(3) {
            None | Some((_, "-")) => None,
            Some((offset, field)) => Some(
                field
                    .parse::<Square>()
                    .map_err(|_| FenError::EnPassant { offset })?,
            ),
        };
        Ok(Setup {
            board,
            turn,
            castling,
            ep_square,
            halfmoves: fields.halfmove_clock()?,
            fullmoves: fields.fullmoves()?,
        })
    }
}

/// The standard start, without a duck.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl FromStr for Setup {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Setup, FenError> {
        Setup::from_fen(s)
    }
}

impl fmt::Display for Setup {
    /// Writes the FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        duck_core::write_fen(
            f,
            &self.board,
            self.turn,
            self.castling,
            self.ep_square,
            self.halfmoves,
            self.fullmoves,
        )
    }
}

/// Why a [`Setup`] is not a valid Duck Chess position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    /// More than one duck.
    #[error("{count} ducks on the board; there is at most one")]
    TooManyDucks {
        /// How many.
        count: u32,
    },
    /// Neither side has a king.
    #[error("no king on the board")]
    NoKings,
    /// A side has more than one king.
    #[error("{color} has more than one king")]
    TooManyKings {
        /// Which side.
        color: Color,
    },
    /// A side has more than sixteen pieces.
    #[error("{color} has {count} pieces; at most 16")]
    TooManyPieces {
        /// Which side.
        color: Color,
        /// How many.
        count: u32,
    },
    /// A pawn stands on the first or last rank.
    #[error("pawn on {square}, a back rank")]
    PawnOnBackRank {
        /// Where.
        square: Square,
    },
    /// A castling right whose king or rook is not on its start square.
    #[error("castling right '{right}' without the king and rook on their start squares")]
    CastlingRight {
        /// The FEN letter of the right.
        right: char,
    },
    /// The en-passant square does not fit the position.
    #[error("en-passant square {square}: {problem}")]
    EnPassant {
        /// The square given.
        square: Square,
        /// What does not fit.
        problem: EnPassantProblem,
    },
}

/// What is wrong with an en-passant square.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum EnPassantProblem {
    /// Not on the sixth rank (White to move) or third rank (Black to move).
    #[error("not on the rank a double step skips for the side that just moved")]
    WrongRank,
    /// No opposing pawn stands in front of it.
    #[error("no pawn of the side that just moved stands in front of it")]
    NoPawn,
    /// A piece stands on it or on the pawn's start square behind it.
    #[error("a piece stands on it or on the square the pawn came from")]
    Occupied,
}

impl From<CountError> for PositionError {
    /// The Duck Chess name of a count the core rejects (the royal piece is
    /// the king).
    fn from(error: CountError) -> Self {
        match error {
            CountError::TooManyDucks { count } => PositionError::TooManyDucks { count },
            CountError::TooManyPieces { color, count, .. } => {
                PositionError::TooManyPieces { color, count }
            }
            CountError::TooManyRoyals { color, .. } => PositionError::TooManyKings { color },
            CountError::NoRoyals => PositionError::NoKings,
        }
    }
}

/// Checks the counts (see [`duck_core::Board::check_counts`]: ducks, then
/// pieces, then kings), pawns, castling rights and the en-passant square.
pub(crate) fn validate(setup: &Setup) -> Result<(), PositionError> {
    let board = &setup.board;
    board.check_counts(16)?;
    let back_ranks = Bitboard::from_bits(0xff00_0000_0000_00ff);
    if let Some(square) = (board.by_role(Role::Pawn) & back_ranks).first() {
        return Err(PositionError::PawnOnBackRank { square });
    }
    for (color, side) in setup.castling.iter() {
        let king = Piece {
            color,
            role: Role::King,
        };
        let rook = Piece {
            color,
            role: Role::Rook,
        };
        if !board.by_piece(king).contains(side.king_from(color))
            || !board.by_piece(rook).contains(side.rook_from(color))
        {
            return Err(PositionError::CastlingRight {
                right: CastlingRights::char(color, side),
            });
        }
    }
    if let Some(square) = setup.ep_square {
        check_ep(setup, square)?;
    }
    Ok(())
}

fn check_ep(setup: &Setup, square: Square) -> Result<(), PositionError> {
    let err = |problem| PositionError::EnPassant { square, problem };
    let mover = !setup.turn;
    // The side that just moved stepped from its second rank over the third.
    let (skipped_rank, forward) = mover.fold((2, 1), (5, -1));
    if square.rank().index() != skipped_rank {
        return Err(err(EnPassantProblem::WrongRank));
    }
    let (Some(pawn_sq), Some(start_sq)) = (square.offset(0, forward), square.offset(0, -forward))
    else {
        return Err(err(EnPassantProblem::WrongRank));
    };
    let pawn = Piece {
        color: mover,
        role: Role::Pawn,
    };
    if !setup.board.by_piece(pawn).contains(pawn_sq) {
        return Err(err(EnPassantProblem::NoPawn));
    }
    // The duck may stand on either square: the mover may have dropped it on
    // the square its pawn just left or skipped.
    if setup.board.pieces().contains(square) || setup.board.pieces().contains(start_sq) {
        return Err(err(EnPassantProblem::Occupied));
    }
    Ok(())
}
