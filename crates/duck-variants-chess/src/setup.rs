//! [`Setup`]: a Duck Chess position as written, before validation, and
//! the rules that validate it.

use duck_variants_core::{Color, CountError, SetupOptions};

use crate::castling::{CastlingRights, CastlingSide};
use crate::{Bitboard, Geometry, Piece, Role, Square};

/// A Duck Chess position as written in a FEN: board, side to move,
/// castling rights (as the squares of the rooks that keep one), en-passant
/// square and clocks, not yet checked. [`FromSetup::from_setup`] validates
/// it. FEN reading and writing are the core's, the same for every variant.
///
/// [`FromSetup::from_setup`]: duck_variants_core::FromSetup::from_setup
pub type Setup = duck_variants_core::Setup<Geometry, Role>;

/// Why a FEN could not become a [`Position`](crate::Position).
pub type ParseFenError = duck_variants_core::ParseFenError<PositionError>;

/// The standard start, without a duck.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Most pieces a side may have (the sixteen of the start array).
pub const MAX_PIECES_PER_SIDE: u32 = 16;

/// Why a [`Setup`] is not a valid Duck Chess position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
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
    /// A castling right on a square that is no rook start square.
    #[error("castling right on {square}, which is not a rook's start square")]
    CastlingSquare {
        /// The square given.
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
    for (color, side) in castling_rights(setup.castling)?.iter() {
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

/// The castling rights of a setup's rook squares: each must be a corner
/// (the core's FEN reader only makes corners).
pub(crate) fn castling_rights(rooks: Bitboard) -> Result<CastlingRights, PositionError> {
    let mut rights = CastlingRights::NONE;
    for square in rooks {
        let right = [Color::White, Color::Black]
            .into_iter()
            .flat_map(|color| CastlingSide::ALL.map(|side| (color, side)))
            .find(|&(color, side)| side.rook_from(color) == square);
        match right {
            Some((color, side)) => rights.add(color, side),
            None => return Err(PositionError::CastlingSquare { square }),
        }
    }
    Ok(rights)
}

/// The rook squares of castling rights, as a [`Setup`] holds them.
pub(crate) fn castling_squares(rights: CastlingRights) -> Bitboard {
    rights
        .iter()
        .map(|(color, side)| side.rook_from(color))
        .collect()
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
