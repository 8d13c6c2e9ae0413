//! Duck Chess games as PGN: SAN with `@duck` in the movetext
//! (`1. e4@c6 e6@e2`), `[Variant "Duck"]` written (`Duck`, `Duck Chess`
//! and `duck` read, in any case and with or without a space, `-` or `_`),
//! and `[SetUp "1"]` with a `FEN` tag (`*` for the duck) for any other
//! start.
//!
//! Reading, writing and the layout are [`duck_variants_core::pgn`]'s; this module
//! only says what a Duck Chess move and position look like. A game is
//! replayed with no draw rules, as Duck Chess has none.
//!
//! ```
//! use duck_variants_chess::{Game, pgn};
//!
//! let text = "[Variant \"Duck Chess\"]\n\n1. e4@c6 e6@e2 2. d4@d6 *\n";
//! let game = Game::read_pgn(text).next().unwrap()?;
//! assert_eq!(game.history().len(), 3);
//! let written = game.pgn();
//! assert!(written.contains("[Variant \"Duck\"]\n"));
//! assert!(written.ends_with("\n\n1. e4@c6 e6@e2 2. d4@d6 *\n"));
//!
//! // A bad game names the game, the turn and the token.
//! let bad = "1. e4@c6 e4@e2 *\n";
//! let error = Game::read_pgn(bad).next().unwrap().unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     "game 1, turn 2 (1... e4@e2): no legal move fits"
//! );
//! # Ok::<(), pgn::ReplayError>(())
//! ```

use crate::{ParseFenError, SanError};

/// Why a Duck Chess PGN game could not be replayed (names the game, and
/// for a bad move the turn and the token).
pub type ReplayError = duck_variants_core::pgn::ReplayError<ParseFenError, SanError>;
