//! Duck Chess games as PGN: SAN with `@duck` in the movetext
//! (`1. e4@c6 e6@e2`), `[Variant "Duck"]` written (`Duck`, `Duck Chess`
//! and `duck` read, in any case and with or without a space, `-` or `_`),
//! and `[SetUp "1"]` with a `FEN` tag (`*` for the duck) for any other
//! start.
//!
//! Reading, writing and the layout are [`duck_core::pgn`]'s; this module
//! only says what a Duck Chess move and position look like. A game is
//! replayed with no draw rules, as Duck Chess has none.
//!
//! ```
//! use duck_chess::pgn;
//!
//! let text = "[Variant \"Duck Chess\"]\n\n1. e4@c6 e6@e2 2. d4@d6 *\n";
//! let game = pgn::read_games(text).next().unwrap()?;
//! assert_eq!(game.turns().len(), 3);
//! let written = pgn::write(&game);
//! assert!(written.contains("[Variant \"Duck\"]\n"));
//! assert!(written.ends_with("\n\n1. e4@c6 e6@e2 2. d4@d6 *\n"));
//!
//! // A bad game names the game, the turn and the token.
//! let bad = "1. e4@c6 e4@e2 *\n";
//! let error = pgn::read_games(bad).next().unwrap().unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     "game 1, turn 2 (1... e4@e2): no legal move fits the SAN"
//! );
//! # Ok::<(), pgn::ReplayError>(())
//! ```

use alloc::string::{String, ToString};

use duck_core::pgn::{PgnGame, PgnVariant};

use crate::{Game, ParseFenError, Position, SanError, Turn};

impl PgnVariant for Position {
    const VARIANT: &'static str = "Duck";
    const VARIANT_NAMES: &'static [&'static str] = &["Duck", "Duck Chess"];
    type FenError = ParseFenError;
    type NotationError = SanError;

    fn start_position() -> Position {
        Position::start()
    }

    fn from_fen_tag(fen: &str) -> Result<Position, ParseFenError> {
        fen.parse()
    }

    fn fen_tag(&self) -> String {
        self.to_string()
    }

    fn read_turn(&self, text: &str) -> Result<Turn, SanError> {
        self.parse_san(text)
    }

    fn write_turn(&self, turn: Turn) -> String {
        self.san(turn).to_string()
    }
}

/// Why a Duck Chess PGN game could not be replayed (names the game, and
/// for a bad move the turn and the token).
pub type ReplayError = duck_core::pgn::ReplayError<ParseFenError, SanError>;

/// Replays one PGN game (see [`duck_core::pgn::replay`]).
pub fn replay(pgn: &PgnGame) -> Result<Game, ReplayError> {
    duck_core::pgn::replay(pgn)
}

/// Reads and replays every game of a PGN text; a bad game is an error item
/// and reading goes on.
pub fn read_games(text: &str) -> impl Iterator<Item = Result<Game, ReplayError>> + '_ {
    duck_core::pgn::read_games(text)
}

/// The PGN record of a game (see [`duck_core::pgn::game_to_pgn`]).
pub fn to_pgn(game: &Game, source: Option<&PgnGame>) -> PgnGame {
    duck_core::pgn::game_to_pgn(game, source)
}

/// The PGN text of a game.
pub fn write(game: &Game) -> String {
    to_pgn(game, None).to_string()
}
