//! Duck Xiangqi games as PGN: WXF notation with `@duck` in the movetext
//! (`1. C2=5@e5 H8+7@d6`), coordinate turns (`h3e3,e3e5`) accepted as
//! well, `[Variant "Duck Xiangqi"]` written and `[SetUp "1"]` with a `FEN`
//! tag (`*` for the duck) for any other start.
//!
//! The `Variant` tag: there is no established PGN name for this game, so
//! this crate writes `Duck Xiangqi` (the game's name in its rules) and reads
//! any value equal to it up to ASCII case, spaces, `-` and `_`
//! (`duck xiangqi`, `DuckXiangqi`, `duck-variants-xiangqi`, `DUCK_XIANGQI`). The
//! tags of the Seven Tag Roster keep their chess names: `White` is the Red
//! player.
//!
//! A move is written in WXF (see [`crate::wxf`]); a turn WXF cannot name
//! (possible only in set-up positions with more pieces of a kind than the
//! start array) is written in coordinate form. A game is replayed with both
//! draw rules on, as they are part of Duck Xiangqi.
//!
//! Reading, writing and the layout are [`duck_variants_core::pgn`]'s; this module
//! only says what a Duck Xiangqi move and position look like.
//!
//! ```
//! use duck_variants_xiangqi::{Game, pgn};
//!
//! let text = "[Variant \"duck xiangqi\"]\n\n1. C2=5@e5 H8+7@d6 2. h1g3,g3e6 *\n";
//! let game = Game::read_pgn(text).next().unwrap()?;
//! assert_eq!(game.history().len(), 3);
//! let written = game.pgn();
//! assert!(written.contains("[Variant \"Duck Xiangqi\"]\n"));
//! assert!(written.ends_with("\n\n1. C2=5@e5 H8+7@d6 2. H2+3@e6 *\n"));
//! # Ok::<(), pgn::ReplayError>(())
//! ```

use crate::{CoordError, ParseFenError, WxfError};

/// Why a move token is not a legal turn: it was read as WXF, or, when it has
/// the shape of a coordinate turn, as coordinates.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MoveTextError {
    /// The token is WXF that does not name a legal turn.
    #[error(transparent)]
    Wxf(#[from] WxfError),
    /// The token is a coordinate turn that is not legal.
    #[error(transparent)]
    Coords(#[from] CoordError),
}

impl MoveTextError {
    /// Whether the token is not well-formed WXF or coordinate notation,
    /// rather than well formed but naming no legal turn here.
    pub const fn is_syntax(&self) -> bool {
        match self {
            MoveTextError::Wxf(e) => e.is_syntax(),
            MoveTextError::Coords(e) => e.is_syntax(),
        }
    }
}

/// Why a Duck Xiangqi PGN game could not be replayed (names the game, and
/// for a bad move the turn and the token).
pub type ReplayError = duck_variants_core::pgn::ReplayError<ParseFenError, MoveTextError>;
