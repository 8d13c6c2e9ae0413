//! [`AnyError`]: every way a call on an [`AnyPosition`](super::AnyPosition)
//! or [`AnyGame`](super::AnyGame) can fail, wrapping each game's own error.

use duck_variants_core::pgn::{Excerpt, PgnError};
use duck_variants_core::{CoordError, IllegalTurn};

use super::{AnyFenError, AnyNotationError, AnyReplayError, DetectError, GameKind, UnknownGame};

/// Why a FEN, a turn, a PGN game or a game name was rejected. Each game's
/// own error is kept whole (and shown as it shows itself), so a caller can
/// match on the detail.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum AnyError {
    /// The FEN's board is no game's.
    #[error(transparent)]
    Detect(#[from] DetectError),
    /// A name that is no game's (a PGN `Variant` tag, a serde `"game"`
    /// field).
    #[error(transparent)]
    UnknownGame(#[from] UnknownGame),
    /// A turn or piece move of one game where another was asked for.
    #[error("this is {expected}, but the input is for {found}")]
    WrongGame {
        /// The game asked for.
        expected: GameKind,
        /// The game the input is for.
        found: GameKind,
    },
    /// A FEN with the board of one game where another was asked for (a
    /// FEN error, where [`AnyError::WrongGame`] is an illegal turn).
    #[error("this is {expected}, but the input is for {found}")]
    WrongBoard {
        /// The game asked for.
        expected: GameKind,
        /// The game whose board the FEN has.
        found: GameKind,
    },
    /// The FEN has the game's board but is not a valid position of it.
    #[error(transparent)]
    Fen(#[from] AnyFenError),
    /// A coordinate turn (`e2e4,e4d5`) that is malformed or not legal.
    #[error(transparent)]
    Coords(#[from] CoordError),
    /// Move text in the game's own notation (SAN, WXF) that names no
    /// legal turn here.
    #[error(transparent)]
    Notation(#[from] AnyNotationError),
    /// Move text that is neither a legal turn in the game's own notation
    /// nor in coordinates: both readings' errors.
    #[error(transparent)]
    Move(alloc::boxed::Box<MoveError>),
    /// The turn is not legal here, or the game is over.
    #[error(transparent)]
    Illegal(#[from] IllegalTurn),
    /// A piece move in coordinates (`e2e4`) that is no legal piece move
    /// here (or the game is over).
    #[error("\"{}\" is not a legal piece move here", Excerpt(.text))]
    PieceMove {
        /// The text as given.
        text: alloc::string::String,
    },
    /// A square name that is not on the game's board.
    #[error("\"{}\" is not a square of the {game} board", Excerpt(.text))]
    Square {
        /// The text as given.
        text: alloc::string::String,
        /// The game.
        game: GameKind,
    },
    /// The PGN text is malformed.
    #[error(transparent)]
    Pgn(#[from] PgnError),
    /// A game record in one of the formats of [`crate::formats`] that
    /// its reader refuses (naming the game, the turn and the token), or
    /// that a format cannot hold.
    #[cfg(all(feature = "chess", feature = "xiangqi"))]
    #[error(transparent)]
    Format(alloc::boxed::Box<crate::formats::FormatError>),
    /// The PGN text holds no game.
    #[error("the PGN text holds no game")]
    NoPgnGame,
    /// An undo asked of a game with no turn played since its start.
    #[error("there is no turn to take back: the game is at its start")]
    NothingToUndo,
    /// A PGN game whose tags name no game of the list (its `Variant` tag
    /// is unknown, or its `FEN` tag has no game's board).
    #[error("game {game}: {error}")]
    PgnGame {
        /// 1-based number of the game in the input.
        game: usize,
        /// Why its game could not be told.
        error: alloc::boxed::Box<AnyError>,
    },
    /// A PGN game that does not replay.
    #[error(transparent)]
    Replay(#[from] AnyReplayError),
    /// A turn of a sequence played all or none
    /// ([`AnyGame::play_all`](super::AnyGame::play_all)) was refused, so
    /// none of the sequence was played.
    #[error(
        "turn {} of the sequence, \"{}\", was refused, and none of the sequence was played: {error}",
        .index + 1,
        Excerpt(.text)
    )]
    Sequence {
        /// 0-based index of the refused turn in the sequence.
        index: usize,
        /// The refused turn's text as given.
        text: alloc::string::String,
        /// Why it was refused.
        error: alloc::boxed::Box<AnyError>,
    },
    /// A perft work unit or result line that is malformed, or results
    /// that do not merge
    /// ([`units`](duck_variants_core::perft::units)).
    #[error(transparent)]
    Unit(#[from] duck_variants_core::perft::units::UnitError),
    /// A perft count refused or stopped.
    #[cfg(target_has_atomic = "64")]
    #[error(transparent)]
    Perft(#[from] duck_variants_core::perft::PerftError),
    /// Move text refused in a position, with the text and the position's
    /// FEN: the words every binding shows for a refused move
    /// ([`AnyError::in_position`]).
    #[error("move \"{}\" in {fen}: {error}", Excerpt(.text))]
    InPosition {
        /// The move text as given.
        text: alloc::string::String,
        /// The FEN of the position it was refused in.
        fen: alloc::string::String,
        /// Why it was refused.
        error: alloc::boxed::Box<AnyError>,
    },
}

impl AnyError {
    /// This refusal of the move text `text`, told with the text and the
    /// FEN of `position`, where it was refused: of the same kind. The
    /// bindings report a refused move this way, so that Python and
    /// JavaScript say it in the same words.
    pub fn in_position(self, text: &str, position: &super::AnyPosition) -> AnyError {
        AnyError::InPosition {
            text: text.into(),
            fen: position.fen(),
            error: alloc::boxed::Box::new(self),
        }
    }
}

/// Move text that is a legal turn in neither of the game's notations
/// ([`AnyPosition::parse_move`](super::AnyPosition::parse_move)).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("\"{}\" is no legal turn here: as {notation}, {native}; as coordinates, {coords}", Excerpt(.text))]
#[non_exhaustive]
pub struct MoveError {
    /// The text as given.
    pub text: alloc::string::String,
    /// The game's notation's name.
    pub notation: &'static str,
    /// Why it is not a turn in the game's notation.
    pub native: AnyNotationError,
    /// Why it is not a coordinate turn.
    pub coords: CoordError,
}

#[cfg(all(feature = "chess", feature = "xiangqi"))]
impl From<crate::formats::FormatError> for AnyError {
    fn from(error: crate::formats::FormatError) -> AnyError {
        AnyError::Format(alloc::boxed::Box::new(error))
    }
}
