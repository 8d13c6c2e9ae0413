//! Duck Chess rules on [`duck_core`].
//!
//! Chess with a duck: after every move the mover must put the duck on an
//! empty square. The duck blocks every piece except the knight, which jumps
//! it; nothing captures it. There is no check: a king is captured, and the
//! capture ends the game at once with no duck placement. A side with no
//! legal move wins (the fowling rule).
//!
//! ```
//! use duck_chess::{Game, Position, Rules, perft};
//!
//! let start = Position::start();
//! // 20 piece moves, each followed by the duck on one of 32..33 squares.
//! assert_eq!(start.count_turns(), 640);
//! assert_eq!(perft(&start, 2), 379_440);
//!
//! let mut game = Game::new(start);
//! let turn = game.position().parse_san("e4@e5").unwrap();
//! game.play(turn).unwrap();
//! assert_eq!(turn.to_string(), "e2e4,e4e5");
//! assert_eq!(
//!     game.position().to_string(),
//!     "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
//! );
//!
//! // The two-step API: pick a piece move, then a duck square.
//! let pos = game.position();
//! let knight = pos.piece_moves().iter().copied().find(|m| m.to().to_string() == "f6").unwrap();
//! let ducks = pos.duck_targets(knight);
//! assert!(ducks.contains("g4".parse().unwrap()));
//! ```
#![no_std]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod castling;
mod chess_move;
mod movegen;
pub mod pgn;
mod position;
mod role;
mod san;
#[cfg(feature = "serde")]
mod serde_impls;
mod setup;
pub mod sq;
mod tables;
pub mod testing;

pub use castling::{CastlingRights, CastlingSide};
pub use chess_move::{Move, MoveKind};
pub use duck_core::{
    Color, CoordError, CoordSyntaxError, DrawReason, DrawRules, FenError, IllegalTurn, Outcome,
    Rules, WinReason, divide, perft,
};
pub use position::{ParseFenError, Position};
pub use role::Role;
pub use san::{San, SanError, SanMove, SanSyntaxError};
#[cfg(feature = "serde")]
pub use serde_impls::san_game;
pub use setup::{EnPassantProblem, PositionError, START_FEN, Setup};

/// The Duck Chess board shape.
pub type Geometry = duck_core::Board8x8;
/// A square of the 8x8 board.
pub type Square = duck_core::Square<Geometry>;
/// A set of squares of the 8x8 board.
pub type Bitboard = duck_core::Bitboard<Geometry>;
/// Pieces and duck.
pub type Board = duck_core::Board<Geometry, Role>;
/// A chess piece of one side.
pub type Piece = duck_core::Piece<Role>;
/// A whole turn: piece move, then duck square (`None` for a king capture).
pub type Turn = duck_core::Turn<Geometry, Move>;
/// The legal turns of a position.
pub type TurnSet = duck_core::TurnSet<Position>;
/// A game record with history, undo and opt-in draw rules.
pub type Game = duck_core::Game<Position>;
