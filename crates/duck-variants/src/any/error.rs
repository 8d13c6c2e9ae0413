//! [`AnyError`]: every way a call on an [`AnyPosition`](super::AnyPosition)
//! or [`AnyGame`](super::AnyGame) can fail, wrapping each game's own error.

use duck_variants_core::pgn::PgnError;
use duck_variants_core::{CoordError, IllegalTurn};

use super::{DetectError, GameKind, UnknownGame};
use crate::{chess, xiangqi};

/// Why a FEN, a turn, a PGN game or a game name was rejected. Each game's
/// own error is kept whole (and shown as it shows itself), so a caller can
/// match on the detail.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum AnyError {
    /// The FEN's board is neither game's.
    #[error(transparent)]
    Detect(#[from] DetectError),
    /// A name that is neither game's (a PGN `Variant` tag, a serde
    /// `"game"` field).
    #[error(transparent)]
    UnknownGame(#[from] UnknownGame),
    /// The input is for one game where the other was asked for: a FEN of
    /// the other board, or a turn of the other game.
    #[error("this is {expected}, but the input is for {found}")]
    WrongGame {
        /// The game asked for.
        expected: GameKind,
        /// The game the input is for.
        found: GameKind,
    },
    /// The FEN has the Duck Chess board but is not a valid Duck Chess
    /// position.
    #[error(transparent)]
    ChessFen(#[from] chess::ParseFenError),
    /// The FEN has the Duck Xiangqi board but is not a valid Duck Xiangqi
    /// position.
    #[error(transparent)]
    XiangqiFen(#[from] xiangqi::ParseFenError),
    /// A coordinate turn (`e2e4,e4d5`) that is malformed or not legal.
    #[error(transparent)]
    Coords(#[from] CoordError),
    /// SAN that names no legal Duck Chess turn here.
    #[error(transparent)]
    San(#[from] chess::SanError),
    /// A Duck Xiangqi move (WXF, or coordinates) that names no legal turn
    /// here.
    #[error(transparent)]
    XiangqiMove(#[from] xiangqi::pgn::MoveTextError),
    /// The turn is not legal here, or the game is over.
    #[error(transparent)]
    Illegal(#[from] IllegalTurn),
    /// The PGN text is malformed.
    #[error(transparent)]
    Pgn(#[from] PgnError),
    /// The PGN text holds no game.
    #[error("the PGN text holds no game")]
    NoPgnGame,
    /// A Duck Chess PGN game that does not replay.
    #[error(transparent)]
    ChessPgn(#[from] chess::pgn::ReplayError),
    /// A Duck Xiangqi PGN game that does not replay.
    #[error(transparent)]
    XiangqiPgn(#[from] xiangqi::pgn::ReplayError),
}
