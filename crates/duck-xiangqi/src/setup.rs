//! [`Setup`]: a position as written, before validation; its FEN form; and
//! the errors of reading and validating one.

use core::fmt;
use core::str::FromStr;

use duck_core::{Color, CountError, FenError, FenFields};

use crate::{Board, Piece, Role, Square, tables};

/// The standard start, without a duck (Fairy-Stockfish's xiangqi FEN).
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// Most pieces a side may have (the sixteen of the start array). The bound
/// keeps move generation inside the fixed capacity of a
/// [`MoveList`](duck_core::MoveList).
pub const MAX_PIECES_PER_SIDE: u32 = 16;

/// A Duck Xiangqi position as written in a FEN: board, side to move and
/// clocks, not yet checked.
/// [`Position::from_setup`](crate::Position::from_setup) validates it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    /// Pieces and the duck.
    pub board: Board,
    /// Side to move ([`Color::White`] is Red).
    pub turn: Color,
    /// Turns since the last capture (the 120-turn draw rule counts them).
    pub halfmoves: u32,
    /// Move number, from 1, incremented after Black's turn.
    pub fullmoves: u32,
}

impl Setup {
    /// The standard starting position, with no duck on the board.
    pub fn start() -> Setup {
        // The literal is valid; the tests parse it too.
        Setup::from_fen(START_FEN).unwrap_or_else(|_| unreachable!("the start FEN parses"))
    }

    /// Reads a FEN as Fairy-Stockfish writes xiangqi: placement with ten
    /// ranks of nine files from rank 10 down, `*` for the duck and `h`/`e`
    /// accepted for `n`/`b`; side to move `w` (Red) or `b`; `-` for castling
    /// and `-` for en passant (xiangqi has neither); halfmove clock; move
    /// number. Trailing fields may be left out.
    pub fn from_fen(text: &str) -> Result<Setup, FenError> {
        let fields = FenFields::split(text)?;
        let board = fields.board()?;
        let turn = fields.turn()?;
        if let Some((offset, field)) = fields.get(2) {
            if field != "-" {
                return Err(FenError::Castling { offset });
            }
        }
        if let Some((offset, field)) = fields.get(3) {
            if field != "-" {
                return Err(FenError::EnPassant { offset });
            }
        }
        Ok(Setup {
            board,
            turn,
            halfmoves: fields.halfmove_clock()?,
            fullmoves: fields.fullmoves()?,
        })
    }
}

impl Default for Setup {
    /// The standard start.
    fn default() -> Self {
        Setup::start()
    }
}

impl FromStr for Setup {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Setup, FenError> {
        Setup::from_fen(s)
    }
}

impl fmt::Display for Setup {
    /// Writes the FEN: `<placement> <w|b> - - <halfmoves> <move number>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        duck_core::write_fen(
            f,
            &self.board,
            self.turn,
            "-",
            None,
            self.halfmoves,
            self.fullmoves,
        )
    }
}

/// Why a [`Setup`] is not a valid Duck Xiangqi position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    /// More than one duck.
    #[error("{count} ducks on the board; there is at most one")]
    TooManyDucks {
        /// How many.
        count: u32,
    },
    /// A side has more pieces than the start array gives it.
    #[error("{color} has {count} pieces; at most 16")]
    TooManyPieces {
        /// Which side.
        color: Color,
        /// How many.
        count: u32,
    },
    /// Neither side has a general. (One missing general is a finished game
    /// and is accepted.)
    #[error("no general on the board")]
    NoGenerals,
    /// A side has more than one general.
    #[error("{color} has {count} generals; at most one")]
    TooManyGenerals {
        /// Which side.
        color: Color,
        /// How many.
        count: u32,
    },
    /// A general stands outside its own palace (in a finished game whose
    /// other general is gone, the enemy palace is allowed too: the flying
    /// capture ends there).
    #[error("{color} general on {square}, outside its palace")]
    GeneralOutsidePalace {
        /// Whose general.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// An advisor stands outside its own palace.
    #[error("{color} advisor on {square}, outside its palace")]
    AdvisorOutsidePalace {
        /// Whose advisor.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// An elephant stands across the river, where it can never go.
    #[error("{color} elephant on {square}, across the river")]
    ElephantAcrossRiver {
        /// Whose elephant.
        color: Color,
        /// Where it stands.
        square: Square,
    },
}

/// Why a FEN could not become a [`Position`](crate::Position).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ParseFenError {
    /// The text is not a well-formed FEN.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// The FEN is well formed but not a valid position.
    #[error(transparent)]
    Position(#[from] PositionError),
}

impl From<CountError> for PositionError {
    /// The Duck Xiangqi name of a count the core rejects (the royal piece
    /// is the general).
    fn from(error: CountError) -> Self {
        match error {
            CountError::TooManyDucks { count } => PositionError::TooManyDucks { count },
            CountError::TooManyPieces { color, count, .. } => {
                PositionError::TooManyPieces { color, count }
            }
            CountError::TooManyRoyals { color, count } => {
                PositionError::TooManyGenerals { color, count }
            }
            CountError::NoRoyals => PositionError::NoGenerals,
        }
    }
}

/// Checks everything [`PositionError`] names: the counts first (see
/// [`duck_core::Board::check_counts`]: ducks, pieces, then generals), then
/// where the palace pieces and elephants stand.
pub(crate) fn validate(setup: &Setup) -> Result<(), PositionError> {
    let board = &setup.board;
    board.check_counts(MAX_PIECES_PER_SIDE)?;
    for color in Color::ALL {
        let palace = tables::palace(color);
        let piece = |role| board.by_piece(Piece { color, role });
        // The flying capture is the one move that takes a general out of its
        // palace, into the enemy palace, and it ends the game: a finished
        // game may show the winner there.
        let enemy_general = board.by_piece(Piece {
            color: !color,
            role: Role::General,
        });
        let general_may_stand = if enemy_general.is_empty() {
            palace | tables::palace(!color)
        } else {
            palace
        };
        if let Some(square) = (piece(Role::General) - general_may_stand).first() {
            return Err(PositionError::GeneralOutsidePalace { color, square });
        }
        if let Some(square) = (piece(Role::Advisor) - palace).first() {
            return Err(PositionError::AdvisorOutsidePalace { color, square });
        }
        if let Some(square) = (piece(Role::Elephant) - tables::own_half(color)).first() {
            return Err(PositionError::ElephantAcrossRiver { color, square });
        }
    }
    Ok(())
}
