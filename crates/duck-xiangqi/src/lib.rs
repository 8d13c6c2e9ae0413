//! Duck Xiangqi rules on [`duck_core`].
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
//! without a capture are draws.
//!
//! ```
//! use duck_xiangqi::{Game, Outcome, Position, Rules, perft, sq};
//!
//! let start = Position::start();
//! // 42 quiet piece moves with the duck on one of 58 empty points, and two
//! // cannon captures (b3xb10, h3xh10) with one more point each.
//! assert_eq!(start.count_turns(), 42 * 58 + 2 * 59);
//! assert_eq!(perft(&start, 1), 2554);
//!
//! // Play a turn: the cannon to the centre file, then the duck to e5.
//! let mut game = Game::new(start);
//! let turn = game.position().parse_coords("h3e3,e3e5").unwrap();
//! game.play(turn).unwrap();
//! assert_eq!(
//!     game.position().fen(),
//!     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4*4/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
//! );
//!
//! // The two-step API: choose a piece move, then one of its duck points.
//! let pos = *game.position();
//! let chariot = pos
//!     .piece_moves()
//!     .iter()
//!     .copied()
//!     .find(|m| m.from() == sq::A10 && m.to() == sq::A9)
//!     .unwrap();
//! let ducks = pos.duck_targets(chariot);
//! assert!(ducks.contains(sq::A10) && !ducks.contains(sq::E5));
//! let turn = duck_xiangqi::Turn::new(chariot, Some(sq::E6));
//! assert_eq!(turn.to_string(), "a10a9,a9e6");
//! game.play(turn).unwrap();
//!
//! // Two generals on an open file: the side to move flies and wins.
//! let facing: Position = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1".parse().unwrap();
//! assert_eq!(perft(&facing, 2), 68202);
//! let capture = facing.parse_coords("e1e10").unwrap();
//! assert_eq!(capture.duck, None);
//! let after = facing.after(capture);
//! assert_eq!(after.outcome().and_then(Outcome::winner), Some(duck_xiangqi::Color::RED));
//! ```
#![no_std]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod movegen;
pub mod pgn;
mod piece_move;
mod position;
mod role;
#[cfg(feature = "serde")]
mod serde_impls;
mod setup;
pub mod sq;
pub mod tables;
pub mod wxf;

pub use duck_core::{
    Color, CoordError, CoordSyntaxError, DrawReason, DrawRules, FenError, IllegalTurn, Outcome,
    Rules, WinReason, divide, perft,
};
pub use piece_move::Move;
pub use position::Position;
pub use role::Role;
pub use setup::{MAX_PIECES_PER_SIDE, ParseFenError, PositionError, START_FEN, Setup};
pub use wxf::{Wxf, WxfError, WxfSyntaxError};

/// The Duck Xiangqi board shape: 9 files, 10 ranks.
pub type Geometry = duck_core::Board9x10;
/// A point of the 9x10 board (`a1` .. `i10`).
pub type Square = duck_core::Square<Geometry>;
/// A set of points of the 9x10 board.
pub type Bitboard = duck_core::Bitboard<Geometry>;
/// Pieces and duck.
pub type Board = duck_core::Board<Geometry, Role>;
/// A xiangqi piece of one side.
pub type Piece = duck_core::Piece<Role>;
/// A whole turn: piece move, then duck point (`None` for a general capture).
pub type Turn = duck_core::Turn<Geometry, Move>;
/// The legal turns of a position.
pub type TurnSet = duck_core::TurnSet<Position>;
/// A game record with history and undo, applying both draw rules
/// (threefold repetition, 120 turns without a capture) from the start.
pub type Game = duck_core::Game<Position>;
