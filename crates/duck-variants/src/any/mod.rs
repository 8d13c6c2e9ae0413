//! One type over every game of the list, for a program that hosts several
//! and learns which from its input: [`AnyPosition`] (a position of any
//! game, its game told by the FEN's board shape), [`AnyTurn`] and
//! [`AnyPieceMove`], and [`AnyGame`] (a game record with each game's draw
//! rules and PGN), with [`GameKind`] to name the game and [`AnyError`] for
//! every failure. Each is generated from one game list; everything a game
//! says about itself (names, PGN names, sides, notation) comes from its
//! [`Describe`](duck_variants_core::Describe) impl.
//!
//! Turns go in and out as text: coordinate notation for every game
//! (`e2e4,e4d5`, `h3e3,e3e5`; a royal capture is just `d1e8`), and each
//! game's own notation, SAN with `@duck` for Duck Chess (`Nf3@e5`) and
//! WXF with `@duck` for Duck Xiangqi (`C2=5@e5`);
//! [`AnyPosition::parse_move`] reads either and says which. A user
//! interface takes a turn in two steps: [`AnyPosition::piece_moves`], then
//! [`AnyPosition::blocker_targets`] of the one chosen, then
//! [`AnyPosition::turn_from_parts`].
//!
//! A server's flow: detect the game from a FEN, list the legal turns, play
//! one, and report the result.
//!
//! ```
//! use duck_variants::{AnyGame, AnyPosition, GameKind};
//!
//! // Two generals on an open file, the first player to move.
//! let position = AnyPosition::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")?;
//! assert_eq!(position.kind(), GameKind::Xiangqi);
//! assert_eq!(format!("{} to move", position.side_name()), "Red to move");
//! let turns: Vec<String> = position.legal_turns().iter().map(|t| t.to_string()).collect();
//! assert!(turns.contains(&"e1e2,e2e5".to_string()));
//! assert!(turns.contains(&"e1e10".to_string())); // the flying general
//!
//! let mut game = AnyGame::new(position);
//! game.play_coords("e1e10")?;
//! assert!(game.is_game_over());
//! assert_eq!(game.outcome().map(|o| o.pgn()), Some("1-0"));
//! assert_eq!(
//!     game.outcome_text().unwrap().to_string(),
//!     "Red wins: the black general was captured (1-0)"
//! );
//!
//! // The same code serves Duck Chess, with SAN as its own notation.
//! let mut game = AnyGame::new(AnyPosition::from_fen(GameKind::Chess.start_fen())?);
//! assert_eq!(game.position().count_turns(), 640);
//! assert_eq!(game.position().to_native("g1f3,f3e5")?, "Nf3@e5");
//! game.play_native("Nf3@e5")?;
//! assert_eq!(game.outcome(), None);
//! # Ok::<(), duck_variants::AnyError>(())
//! ```
//!
//! # Serde
//!
//! With the `serde` feature, an [`AnyPosition`] is written as
//! `{"game": "duck-chess", "fen": "<FEN>"}` (the game's identifier,
//! [`GameKind::id`]): the game is named rather than left to the board's
//! shape. Reading accepts any name [`GameKind`] reads and checks that the
//! FEN is that game's. An [`AnyGame`] is the game record of the core's
//! serde support (`{"fen", "turns", "result"}`, turns in coordinate
//! notation, replayed on input) with the `"game"` field added, in any
//! order: `{"game": "duck-xiangqi", "fen": ..., "turns": ["h3e3,e3e5"],
//! "result": null}`. A [`GameKind`] alone is its identifier.

#[macro_use]
mod list;
mod detect;
mod error;
mod error_kind;
mod game;
mod host;
mod kind;
mod occupant;
mod outcome_report;
mod packed;
#[cfg(target_has_atomic = "64")]
mod perft_request;
mod position;
mod queries;
mod replay;
#[cfg(feature = "serde")]
mod serde_impls;
mod square;

pub use detect::DetectError;
pub use error::{AnyError, MoveError};
pub use error_kind::ErrorKind;
pub use host::AnyPgnRecord;
pub use kind::UnknownGame;
pub use list::{
    AnyFenError, AnyGame, AnyNotationError, AnyPieceMove, AnyPosition, AnyReplayError, AnyTurn,
    GameKind,
};
pub use occupant::AnyOccupant;
pub use outcome_report::OutcomeReport;
pub use packed::{NO_BLOCKER, UnpackError};
#[cfg(target_has_atomic = "64")]
pub use perft_request::perft_request;
pub use position::MoveNotation;
pub use queries::AnyHalfTurn;
pub use replay::AnyReplayer;
pub use square::AnySquare;
