//! [`Setup`]: a Duck Xiangqi position as written, before validation, and
//! the rules that validate it.

use duck_variants_core::{Color, CountError, SetupOptions};

use crate::{Geometry, Piece, Role, Square, tables};

/// The standard start, without a duck (Fairy-Stockfish's xiangqi FEN).
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// Most pieces a side may have (the sixteen of the start array). The bound
/// keeps move generation inside the fixed capacity of a
/// [`MoveList`](duck_variants_core::MoveList).
pub const MAX_PIECES_PER_SIDE: u32 = 16;

/// A Duck Xiangqi position as written in a FEN: board, side to move and
/// clocks, not yet checked ([`Color::White`] is Red). Xiangqi has neither
/// castling nor en passant: a FEN writes `-` for both (Fairy-Stockfish's
/// form) and the reader refuses anything else.
/// [`FromSetup::from_setup`] validates it; FEN reading and writing are the
/// core's.
///
/// [`FromSetup::from_setup`]: duck_variants_core::FromSetup::from_setup
pub type Setup = duck_variants_core::Setup<Geometry, Role>;

/// Why a FEN could not become a [`Position`](crate::Position).
pub type ParseFenError = duck_variants_core::ParseFenError<PositionError>;

/// Why a [`Setup`] is not a valid Duck Xiangqi position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// Ducks, pieces per side or generals miscounted.
    #[error(transparent)]
    Count(#[from] CountError),
    /// A general stands outside its own palace (in a finished game whose
    /// other general is gone, the enemy palace is allowed too: the flying
    /// capture ends there).
    #[error("{} general on {square}, outside its palace", crate::GAME.side(*color))]
    GeneralOutsidePalace {
        /// Whose general.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// An advisor stands outside its own palace.
    #[error("{} advisor on {square}, outside its palace", crate::GAME.side(*color))]
    AdvisorOutsidePalace {
        /// Whose advisor.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// An elephant stands across the river, where it can never go.
    #[error("{} elephant on {square}, across the river", crate::GAME.side(*color))]
    ElephantAcrossRiver {
        /// Whose elephant.
        color: Color,
        /// Where it stands.
        square: Square,
    },
}

/// Checks everything [`PositionError`] names: the counts first (see
/// [`duck_variants_core::Setup::check_counts`]: one occupant a point, ducks,
/// pieces, generals, and a side without its general to move), then
/// where the palace pieces and elephants stand.
pub(crate) fn validate(setup: &Setup, options: SetupOptions) -> Result<(), PositionError> {
    let board = &setup.board;
    setup.check_counts(options.max_pieces(MAX_PIECES_PER_SIDE))?;
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
