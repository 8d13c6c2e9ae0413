//! Duck Chess rules on [`duck_variants_core`].
//!
//! Chess with a duck: after every move the mover must put the duck on an
//! empty square other than the one it stands on. The duck blocks every
//! piece except the knight, which jumps it; nothing captures it. There is no
//! check: a king is captured, and the capture ends the game at once with no
//! duck placement. A side with no legal move wins (the fowling rule). The
//! rules in full are the project's
//! [`docs/RULES.md`](https://github.com/duck-variants/duck-variants/blob/main/docs/RULES.md).
//!
//! The rules live in [`Position`] through the [`Rules`] trait (re-exported
//! here, so `use duck_variants_chess::Rules` brings every method into scope); a
//! [`Game`] adds the history, undo and the opt-in draw rules.
//!
//! # Playing a game
//!
//! A [`Turn`] is a piece move and then the duck's square. [`Game::play`]
//! checks it and changes nothing on error; [`Game::outcome`] says when the
//! game is over.
//!
//! ```
//! use duck_variants_chess::prelude::*;
//! use duck_variants_chess::{Game, Position};
//!
//! let mut game = Game::new(Position::start());
//! for san in ["e4@e5", "Nf6@d3", "Nc3@f5"] {
//!     let turn = game.position().parse_san(san)?;
//!     game.play(turn)?;
//! }
//! assert_eq!(
//!     game.position().to_string(),
//!     "rnbqkb1r/pppppppp/5n2/5*2/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 2"
//! );
//! // The duck stands on f5 and must move: a turn leaving it there is illegal.
//! assert!(game.position().parse_coords("f6h5,h5f5").is_err());
//! assert!(game.position().parse_coords("f6h5,h5g4").is_ok());
//! game.undo();
//! assert_eq!(game.history().len(), 2);
//! assert_eq!(game.outcome(), None);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Listing turns
//!
//! [`Rules::legal_turns`] is the set of legal turns: each piece move with the
//! squares its duck may go to, counted by popcount and expanded on demand.
//! With `E` empty squares before the move (the duck's own square is not
//! empty), a quiet move leaves `E` duck squares and a capture `E + 1`.
//!
//! ```
//! use duck_variants_chess::prelude::*;
//! use duck_variants_chess::{Position, sq};
//!
//! // 20 quiet piece moves, each with one of E = 64 - 32 = 32 duck squares.
//! let start = Position::start();
//! assert_eq!(start.piece_moves().len(), 20);
//! assert_eq!(start.count_turns(), 20 * 32);
//! let turns = start.legal_turns();
//! assert_eq!(turns.len(), 640);
//! // The e-pawn's turns: e3 or e4, each with 32 duck squares.
//! let pawn: Vec<_> = turns.iter().filter(|t| t.piece.from() == sq::E2).collect();
//! assert_eq!(pawn.len(), 2 * 32);
//! // A turn prints in coordinate notation; its SAN depends on the position.
//! let turn = start.parse_coords("g1f3,f3e5")?;
//! assert_eq!(turn.to_string(), "g1f3,f3e5");
//! assert_eq!(start.san(turn).to_string(), "Nf3@e5");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Choosing the duck in a second step
//!
//! An interface that lets the player move a piece and then drop the duck
//! uses [`Rules::piece_moves`] and [`Variant::blocker_targets`], then joins the
//! two halves with [`Turn::new`].
//!
//! ```
//! use duck_variants_chess::prelude::*;
//! use duck_variants_chess::{Game, Position, Turn, sq};
//!
//! let mut game = Game::new(Position::start());
//! game.play(game.position().parse_san("e4@e5")?)?;
//! let pos = *game.position();
//! // Black: 15 pawn moves (e7-e5 is blocked by the duck) and 4 knight moves.
//! assert_eq!(pos.piece_moves().len(), 19);
//! let knight = pos
//!     .piece_moves()
//!     .iter()
//!     .copied()
//!     .find(|m| m.from() == sq::G8 && m.to() == sq::F6)
//!     .ok_or("Ng8-f6 is legal")?;
//! // E = 64 - 32 - 1 = 31: g8 (just left) is free, f6 (just taken) and
//! // e5 (where the duck stands) are not.
//! let ducks = pos.blocker_targets(knight);
//! assert_eq!(ducks.len(), 31);
//! assert!(ducks.contains(sq::G8) && !ducks.contains(sq::F6) && !ducks.contains(sq::E5));
//! game.play(Turn::new(knight, Some(sq::E3)))?;
//! assert_eq!(game.position().blocker(), Some(sq::E3));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Notation
//!
//! * FEN with `*` for the duck: [`Position`] implements `FromStr` (which
//!   validates the position) and `Display`; [`Setup`] is the unvalidated
//!   form.
//! * SAN with `@duck` ([`San`]): [`Position::parse_san`] and
//!   [`Position::san`]. `+`/`#` are accepted on input and not written.
//! * Fairy-Stockfish's coordinate form (`e2e4,e4d5`; a king capture is just
//!   `d1e8`): [`Rules::parse_coords`] and `Turn`'s `Display`.
//! * PGN games ([`pgn`]), with SAN movetext.
//!
//! ```
//! use duck_variants_chess::prelude::*;
//! use duck_variants_chess::Position;
//!
//! let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse()?;
//! let castle = pos.parse_san("O-O-O@d4")?;
//! assert_eq!(castle.to_string(), "e1c1,c1d4");
//! assert_eq!(pos.parse_coords("e1c1,c1d4")?, castle);
//! assert_eq!(pos.san(castle).to_string(), "O-O-O@d4");
//! // Both rooks reach d1 once the king is off the first rank: SAN says which.
//! let pos: Position = "4k3/8/8/8/8/8/4K3/R6R w - - 0 1".parse()?;
//! assert_eq!(pos.san(pos.parse_coords("a1d1,d1d4")?).to_string(), "Rad1@d4");
//! assert!(pos.parse_san("Rd1@d4").is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The outcome
//!
//! [`Rules::outcome`] of a position, or [`Game::outcome`] which adds the
//! draw rules. Capturing the king wins at once and places no duck; a side
//! with no legal move wins (fowling). Duck Chess has no draw rules; a
//! [`Game`] offers threefold repetition (duck included) and the fifty-move
//! rule with [`Game::enable_standard_draws`].
//!
//! ```
//! use duck_variants_chess::prelude::*;
//! use duck_variants_chess::{Color, Outcome, Position, WinReason, perft};
//!
//! // The queen takes the king: one turn with no duck, and White has won.
//! let pos: Position = "4k3/8/8/8/8/8/8/4QK2 w - - 0 1".parse()?;
//! let capture = pos.parse_san("Qxe8")?;
//! assert_eq!(capture.blocker, None);
//! assert_eq!(capture.to_string(), "e1e8");
//! let white_wins = |reason| Some(Outcome::decisive(Color::White, reason));
//! assert_eq!(pos.after_unchecked(capture).outcome(), white_wins(WinReason::RoyalCaptured));
//!
//! // The oracle's `fowled-white`: pawns locked, the duck on b3, the king
//! // and bishop boxed in. White has no move, so White wins.
//! let fowled: Position = "7k/8/8/8/p1p5/P*P5/PPP5/KB6 w - - 0 1".parse()?;
//! assert_eq!(perft(&fowled, 1), 0);
//! assert_eq!(fowled.outcome(), white_wins(WinReason::NoLegalTurn));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Perft
//!
//! [`perft()`](crate::perft()) counts whole turns (a king capture is one
//! turn); [`divide`] splits the count by root turn. The oracle file
//! `tests/data/duck-chess.perft` of the repository (beside the crate's
//! integration tests, which the package leaves out) holds the reference
//! numbers; there, `cargo test -p duck-variants-chess` checks the lines up
//! to 10^7 turns and `cargo run --release --example perft` every line.
//!
//! ```
//! use duck_variants_chess::{FromSetup, Position, divide, perft};
//!
//! let start = Position::start();
//! assert_eq!(perft(&start, 1), 640);
//! assert_eq!(perft(&start, 2), 379_440);
//! let split = divide(&start, 2);
//! assert_eq!(split.len(), 640);
//! assert_eq!(split.iter().map(|(_, n)| n).sum::<u128>(), 379_440);
//! ```
//!
//! # Features
//!
//! * `std` (default): only for `duck_variants_core::perft::perft_threaded`. Without
//!   it the crate is `no_std` and needs only `alloc` (for the FEN and SAN
//!   strings and game histories); move generation never allocates.
//! * `serde`: squares, pieces and roles (FEN letters), [`San`], [`Setup`]
//!   and [`Position`] (FEN) as strings, and [`Game`] as a record
//!   `{"fen", "turns", "result"}` that is replayed on input, in coordinate
//!   notation or, with `san_game`, in SAN. See
//!   `duck_variants_core::serde_support` for the forms and why a lone [`Turn`] has
//!   none.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![deny(missing_docs)]

extern crate alloc;

mod attack_rules;
mod castling;
mod describe;
mod movegen;
pub mod pgn;
mod piece_move;
mod position;
mod role;
mod san;
#[cfg(feature = "serde")]
mod serde_impls;
mod setup;
/// Named squares (`A1` .. `H8`), for readable code and tests: `sq::E1` is
/// White's king's start square, `sq::E8` Black's.
pub use duck_variants_core::named_squares::board8x8 as sq;
pub mod tables;

pub use castling::{CastlingRights, CastlingSide};
pub use describe::GAME;
pub use piece_move::{Move, MoveKind};
pub use position::Position;
pub use role::Role;
pub use san::{San, SanError, SanMove, SanSyntaxError};
#[cfg(feature = "serde")]
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
pub use serde_impls::san_game;
pub use setup::{
    EnPassantProblem, MAX_PIECES_PER_SIDE, ParseFenError, PositionError, Rights, START_FEN, Setup,
};

duck_variants_core::game_types!(duck_variants_core::Board8x8, Role, Move, Position);

/// The README's examples, run as doctests so that they cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
