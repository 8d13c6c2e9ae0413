//! [`Setup`]: a Duck Chess position as written, before validation, and
//! the rules that validate it.

use core::fmt;

use duck_variants_core::{CountError, ExtraFields, FenError, FenFields, SetupOptions};

use crate::castling::CastlingRights;
use crate::{Bitboard, Geometry, Piece, Role, Square};

/// A Duck Chess position as written in a FEN: board, side to move,
/// castling rights and en-passant square ([`Rights`], the fields Duck
/// Chess adds) and clocks, not yet checked. [`FromSetup::from_setup`]
/// validates it. The core reads and writes the fields every game has; this
/// crate reads and writes its own ([`Rights`]).
///
/// [`FromSetup::from_setup`]: duck_variants_core::FromSetup::from_setup
pub type Setup = duck_variants_core::Setup<Geometry, Role, Rights>;

/// What a Duck Chess FEN writes between the side to move and the clocks,
/// and what a position keeps beyond the board, side and clocks: castling
/// rights and the en-passant square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rights {
    /// Castling rights (`KQkq`).
    pub castling: CastlingRights,
    /// The en-passant square (the square a double-stepping pawn skipped).
    /// A position keeps it only when a capture can use it.
    pub ep_square: Option<Square>,
}

impl ExtraFields<Geometry> for Rights {
    /// The castling field (`KQkq` in any order, each letter once, or `-`)
    /// and the en-passant field (`-` or a square); absent fields are none.
    fn read(fields: &FenFields<'_>) -> Result<Self, FenError> {
        let mut castling = CastlingRights::NONE;
        if let Some((offset, field)) = fields.get(2) {
            if field != "-" {
                for (i, c) in field.char_indices() {
                    let right = CastlingRights::ALL
                        .iter()
                        .find(|&(color, side)| CastlingRights::char(color, side) == c);
                    match right {
                        Some((color, side)) if !castling.has(color, side) => {
                            castling.add(color, side);
                        }
                        _ => return Err(FenError::Castling { offset: offset + i }),
                    }
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
        Ok(Rights {
            castling,
            ep_square,
        })
    }

    /// `KQkq` order (or `-`), then the en-passant square (or `-`).
    fn write(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        write!(f, "{} ", self.castling)?;
        match self.ep_square {
            Some(square) => write!(f, "{square}"),
            None => f.write_str("-"),
        }
    }
}

/// Why a FEN could not become a [`Position`](crate::Position).
pub type ParseFenError = duck_variants_core::ParseFenError<PositionError>;

/// The standard start, without a duck.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Most pieces a side may have (the sixteen of the start array).
pub const MAX_PIECES_PER_SIDE: u32 = 16;

/// Why a [`Setup`] is not a valid Duck Chess position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// Ducks, pieces per side or kings miscounted.
    #[error(transparent)]
    Count(#[from] CountError),
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
#[non_exhaustive]
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

/// Checks the counts and the side to move (see
/// [`duck_variants_core::Setup::check_counts`]: one occupant a square, ducks,
/// pieces, kings, and a side without its king to move), pawns, castling rights and the en-passant square.
pub(crate) fn validate(setup: &Setup, options: SetupOptions) -> Result<(), PositionError> {
    let board = &setup.board;
    setup.check_counts(options.max_pieces(MAX_PIECES_PER_SIDE))?;
    let back_ranks = Bitboard::from_bits(0xff00_0000_0000_00ff);
    if let Some(square) = (board.by_role(Role::Pawn) & back_ranks).first() {
        return Err(PositionError::PawnOnBackRank { square });
    }
    for (color, side) in setup.extra.castling.iter() {
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
    if let Some(square) = setup.extra.ep_square {
        check_ep(setup, square)?;
    }
    Ok(())
}

fn check_ep(setup: &Setup, square: Square) -> Result<(), PositionError> {
    let err = |problem| PositionError::EnPassant { square, problem };
    let mover = !setup.side_to_move;
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
