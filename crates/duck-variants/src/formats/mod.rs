//! Duck games as other sites and programs store them: readers and writers
//! for every format real games are found in, told apart without being
//! named, each game replayed into an [`AnyGame`](crate::AnyGame).
//!
//! | [`Format`] | a turn | where it comes from |
//! |---|---|---|
//! | [`Format::Pgn`] | `e4@c6`, `Nxe4@f6`, `C2=5@e5` | this project, the inventor, SchemingMind |
//! | [`Format::Pgn4`] | `1. g5-g7Θ-g9 .. h10-h8Θg9-h10` | chess.com's PGN4 export (14x14 grid) |
//! | [`Format::Fairy`] | `e4,e5` or `e2e4,e4e5` | Fairy-Stockfish, pyffish, ffish.js, pychess-variants |
//! | [`Format::Dpgn`] | `1. e4 Θd6 e5 Θe3` | "dPGN", community records |
//! | [`Format::Duckops`] | `d4@Nf3`, `g3@f2f4` (the duck first) | duckchess.org / duckops |
//! | [`Format::Mistboard`] | `b3b5@d9`, `h10-f10@e10` | mistboard (Duck Xiangqi), its FEN's 7th field the duck |
//!
//! [`read_games`] tells each game's format by its tags (`StartFen4`,
//! `RuleVariants` or `Variant "FFA"`: PGN4; a FEN with seven fields:
//! mistboard), else by its first move tokens; [`read_games_with`] is told
//! the format. Both stream: the text is read a game at a time through the
//! core's [`PgnReader`](duck_variants_core::pgn::PgnReader) (its limits,
//! its error words), each turn played as it is read, so time is linear
//! and memory is bounded by one game. `%clk` and `%eval` comments are
//! read into [`GameRecord::clocks`] and [`GameRecord::evals`] and written
//! back by [`write_game`] in every format.
//!
//! ```
//! use duck_variants::formats::{self, Format};
//!
//! let pgn4 = "[Variant \"FFA\"]\n[StartFen4 \"2PC\"]\n\n1. g5-g7Θ-g9 .. h10-h8Θg9-h10\n";
//! let record = formats::read_game(pgn4)?;
//! assert_eq!(record.format, Format::Pgn4);
//! assert_eq!(record.game.native_history().collect::<Vec<_>>(), ["d4@d6", "e5@e7"]);
//! let fairy = formats::write_game(&record, Format::Fairy)?;
//! assert!(fairy.ends_with("1. d4,d6 e5,e7 *\n"));
//! let back = formats::read_game(&fairy)?;
//! assert_eq!(back.game.position(), record.game.position());
//! # Ok::<(), duck_variants::AnyError>(())
//! ```

mod annotations;
mod coords;
mod detect;
mod error;
mod fen;
mod format;
mod reader;
mod record;
mod tags;
mod tokens;
mod writer;

pub use annotations::Eval;
pub use error::FormatError;
pub use fen::{read_fen, write_fen};
pub use format::{Format, UnknownFormat};
#[cfg(feature = "std")]
pub use reader::read_games_from;
pub use reader::{read_game, read_games, read_games_owned, read_games_with};
pub use record::GameRecord;
pub use writer::write_game;
