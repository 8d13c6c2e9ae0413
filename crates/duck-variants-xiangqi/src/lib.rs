//! Duck Xiangqi rules on [`duck_variants_core`].
//!
//! Xiangqi with a duck: after every piece move the mover must put the duck
//! on an empty point other than the one it stands on. The duck counts as
//! occupied for every rule: it blocks a chariot, stands on a horse's leg,
//! fills an elephant's eye, screens a cannon (which may capture over it but
//! never captures it) and stands between the generals. There is no check:
//! generals may face each other, and the side to move may then capture the
//! enemy general by flying down the open file. Capturing the general wins at
//! once, with no duck placement. A player with no legal turn loses; the third
//! occurrence of a position (duck point included) and 120 turns in a row
//! without a capture are draws. The rules in full are the project's
//! [`docs/RULES.md`](https://github.com/duck-variants/duck-variants/blob/main/docs/RULES.md).
//!
//! The API is Duck Chess's: [`Position`] implements the [`Rules`] trait
//! (re-exported, so `use duck_variants_xiangqi::Rules` brings its methods into
//! scope), and a [`Game`] adds the history, undo and both draw rules, which
//! are on from the start. Red is [`Color::RED`] (the same value as
//! `Color::White`) and moves first; ranks run 1-10 from Red's side.
//!
//! # Playing a game
//!
//! ```
//! use duck_variants_xiangqi::prelude::*;
//! use duck_variants_xiangqi::{Game, Position};
//!
//! let mut game = Game::new(Position::start());
//! // Red's cannon to the centre file, then the duck to e5; Black's horse
//! // out, then the duck to e6.
//! for coords in ["h3e3,e3e5", "h10g8,g8e6"] {
//!     let turn = game.position().parse_coords(coords)?;
//!     game.play(turn)?;
//! }
//! assert_eq!(
//!     game.position().fen(),
//!     "rnbakab1r/9/1c4nc1/p1p1p1p1p/4*4/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"
//! );
//! assert_eq!(game.outcome(), None);
//! game.undo();
//! assert_eq!(game.history().len(), 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Listing turns
//!
//! [`Rules::legal_turns`] is the set of legal turns, each piece move with the
//! points its duck may go to. With `E` empty points before the move (the
//! duck's own point is not empty), a quiet move leaves `E` duck points and a
//! capture `E + 1`; a general capture is one turn with no duck.
//!
//! ```
//! use duck_variants_xiangqi::prelude::*;
//! use duck_variants_xiangqi::{Position, perft};
//!
//! let start = Position::start();
//! // 42 quiet piece moves with the duck on one of E = 90 - 32 = 58 points,
//! // and two cannon captures (b3xb10, h3xh10) with 59 each: the oracle's
//! // perft(1) of the start.
//! assert_eq!(start.piece_moves().len(), 44);
//! assert_eq!(start.count_turns(), 42 * 58 + 2 * 59);
//! assert_eq!(perft(&start, 1), 2554);
//! let turns = start.legal_turns();
//! assert_eq!(turns.iter().count(), 2554);
//! let capture = turns.iter().find(|t| t.to_string() == "b3b10,b10e5");
//! assert!(capture.is_some());
//! ```
//!
//! # Choosing the duck in a second step
//!
//! [`Rules::piece_moves`] and [`Variant::blocker_targets`] are the two halves for
//! an interface that drops the duck separately; [`Turn::new`] joins them.
//!
//! ```
//! use duck_variants_xiangqi::prelude::*;
//! use duck_variants_xiangqi::{Game, Position, Turn, sq};
//!
//! let mut game = Game::new(Position::start());
//! game.play(game.position().parse_coords("h3e3,e3e5")?)?;
//! let pos = *game.position();
//! let chariot = pos
//!     .piece_moves()
//!     .iter()
//!     .copied()
//!     .find(|m| m.from() == sq::A10 && m.to() == sq::A9)
//!     .ok_or("the chariot can step to a9")?;
//! // E = 90 - 32 - 1 = 57 points: a10 (just left) is free, a9 (just taken)
//! // and e5 (the duck's point) are not.
//! let ducks = pos.blocker_targets(chariot);
//! assert_eq!(ducks.len(), 57);
//! assert!(ducks.contains(sq::A10) && !ducks.contains(sq::A9) && !ducks.contains(sq::E5));
//! let turn = Turn::new(chariot, Some(sq::E6));
//! assert_eq!(turn.to_string(), "a10a9,a9e6");
//! game.play(turn)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Notation
//!
//! * FEN as Fairy-Stockfish writes xiangqi, with `*` for the duck
//!   ([`Position`]'s `FromStr` validates; [`Setup`] does not); `h`/`e` are
//!   read as `n`/`b`.
//! * Fairy-Stockfish's coordinate form, ranks 1-10 (`h3e3,e3e5`,
//!   `a10a9,a9e6`; a general capture is just `e1e10`):
//!   [`Rules::parse_coords`] and `Turn`'s `Display`.
//! * WXF with `@duck` ([`wxf`]): [`Position::parse_wxf`] and
//!   [`Position::wxf`]. Files count from each player's own right.
//! * PGN games ([`pgn`]), with WXF movetext.
//!
//! ```
//! use duck_variants_xiangqi::prelude::*;
//! use duck_variants_xiangqi::Position;
//!
//! let start = Position::start();
//! // Red's cannon on file 2 (h) moves along the rank to file 5 (e).
//! let turn = start.parse_wxf("C2=5@e5")?;
//! assert_eq!(turn, start.parse_coords("h3e3,e3e5")?);
//! assert_eq!(start.wxf(turn)?.to_string(), "C2=5@e5");
//! // Black counts files from its own right: its h10 horse is on file 2.
//! let black = start.after_unchecked(turn);
//! assert_eq!(black.parse_wxf("H2+3@e6")?.to_string(), "b10c8,c8e6");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The outcome
//!
//! [`Rules::outcome`] of a position, or [`Game::outcome`], which adds the
//! draws: the third repetition and the 120th turn without a capture.
//!
//! ```
//! use duck_variants_xiangqi::prelude::*;
//! use duck_variants_xiangqi::{Color, DrawReason, Game, Outcome, Position, WinReason, perft};
//!
//! // Two generals on an open file: the side to move flies and wins, with
//! // no duck placed (the oracle's `generals-face`).
//! let facing: Position = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1".parse()?;
//! assert_eq!(perft(&facing, 2), 68202);
//! let fly = facing.parse_coords("e1e10")?;
//! assert_eq!(fly.blocker, None);
//! let red_wins = |reason| Some(Outcome::decisive(Color::RED, reason));
//! assert_eq!(facing.after_unchecked(fly).outcome(), red_wins(WinReason::RoyalCaptured));
//!
//! // Black's general has the duck and its own cannon beside it; the
//! // cannon's neighbours are all occupied with nothing behind its screens.
//! // Black has no legal turn and loses.
//! let stuck: Position = "3k*4/2PcP4/3P5/9/9/9/9/9/9/4K4 b - - 0 1".parse()?;
//! assert_eq!(stuck.count_turns(), 0);
//! assert_eq!(stuck.outcome(), red_wins(WinReason::NoLegalTurn));
//!
//! // The 120th turn without a capture draws.
//! let mut game = Game::new("4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 118 60".parse()?);
//! for coords in ["e4e5,e5a5", "e10e9,e9a6"] {
//!     game.play(game.position().parse_coords(coords)?)?;
//! }
//! assert_eq!(game.outcome(), Some(Outcome::Draw { reason: DrawReason::MoveLimit }));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Perft
//!
//! [`perft()`](crate::perft()) counts whole turns; [`divide`] splits the
//! count by root turn. The oracle file `tests/data/duck-xiangqi.perft` of
//! the repository (beside the crate's integration tests, which the package
//! leaves out) holds the reference numbers; there, `cargo test -p
//! duck-variants-xiangqi` checks the lines up to 10^7 turns and `cargo run
//! --release --example perft` every line.
//!
//! ```
//! use duck_variants_xiangqi::{FromSetup, Position, divide, perft};
//!
//! let start = Position::start();
//! assert_eq!(perft(&start, 2), 6_166_242);
//! assert_eq!(divide(&start, 1).len(), 2554);
//! ```
//!
//! # Features
//!
//! * `std` (default): only for `duck_variants_core::perft::perft_threaded`. Without
//!   it the crate is `no_std` and needs only `alloc` (for FEN strings and
//!   game histories); move generation never allocates.
//! * `serde`: points, pieces and roles (FEN letters), [`Setup`] and
//!   [`Position`] (FEN) as strings, and [`Game`] as a record
//!   `{"fen", "turns", "result"}` with coordinate turns, replayed on input.
//!   See `duck_variants_core::serde_support`.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![deny(missing_docs)]

extern crate alloc;

mod attack_rules;
mod describe;
mod movegen;
pub mod pgn;
mod position;
mod role;
#[cfg(feature = "serde")]
mod serde_impls;
mod setup;
/// Named points (`A1` .. `I10`), for readable code and tests: `sq::E1` is
/// Red's general's start point, `sq::E10` Black's.
pub use duck_variants_core::named_squares::board9x10 as sq;
pub mod tables;
pub mod wxf;

/// The piece half of a turn: the moving piece's role, a from-point and a
/// to-point, three bytes. Xiangqi has no promotion, castling or en
/// passant, so these say everything (see
/// [`PlainMove`](duck_variants_core::PlainMove)).
pub type Move = duck_variants_core::PlainMove<duck_variants_core::Board9x10, Role>;
pub use describe::GAME;
pub use position::Position;
pub use role::Role;
pub use setup::{MAX_PIECES_PER_SIDE, ParseFenError, PositionError, START_FEN, Setup};
pub use wxf::{Wxf, WxfError, WxfSyntaxError};

duck_variants_core::game_types!(duck_variants_core::Board9x10, Role, Move, Position);

/// The README's examples, run as doctests so that they cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
