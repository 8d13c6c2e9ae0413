//! The shared core of duck chess variants.
//!
//! * Board shapes generic over size ([`Geometry`], with [`Board8x8`] on
//!   `u64` and [`Board9x10`] on `u128`), [`Square`]s with names (`a1`,
//!   `i10`) and [`Bitboard`]s whose complement stays on the board.
//! * [`attacks`] for sliders, leapers, lame leapers (the xiangqi horse and
//!   elephant) and hoppers (the cannon), all seeing the duck as occupied.
//! * The [`Board`] with its neutral blocker set (the duck), the FEN placement
//!   field, Zobrist keys, and the shared [`Outcome`].
//! * The [`Rules`] trait: a variant supplies piece-move generation and the
//!   two halves of a turn; the core derives turn sets with duck squares,
//!   legality, `play`, outcomes, coordinate notation, [`perft()`](crate::perft()) and [`Game`].
//!
//! ```
//! use duck_core::{attacks, Bitboard, Board9x10, Square};
//!
//! // A cannon on b3 with the duck on b6 as its screen captures on b9.
//! let sq = |s: &str| s.parse::<Square<Board9x10>>().unwrap();
//! let occupied: Bitboard<Board9x10> = [sq("b6"), sq("b9")].into_iter().collect();
//! let captures = attacks::cannon_captures(sq("b3"), occupied);
//! assert_eq!(captures, Bitboard::from_square(sq("b9")));
//! ```
#![no_std]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod attacks;
mod bitboard;
mod bits;
mod board;
mod color;
mod coords;
mod fen;
mod game;
mod geometry;
mod movelist;
mod outcome;
pub mod perft;
pub mod pgn;
pub mod reference;
mod rules;
#[cfg(feature = "serde")]
pub mod serde_support;
mod square;
pub mod suite;
pub mod testing;
mod turn;
mod turnset;
pub mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use bits::BitInt;
pub use board::{Board, Occupant, Piece, PlacementError, Role};
pub use color::Color;
pub use coords::{CoordSyntaxError, CoordTurn};
pub use fen::{FenError, FenFields};
pub use game::Game;
pub use geometry::{Board8x8, Board9x10, Direction, Geometry};
pub use movelist::{MAX_MOVES, MoveList};
pub use outcome::{DrawReason, NoTurnRule, Outcome, WinReason};
pub use perft::{divide, perft};
pub use rules::{CoordError, DrawRules, IllegalTurn, Rules, TurnOf};
pub use square::{File, Rank, Square, SquareError};
pub use turn::{PieceMove, Turn};
pub use turnset::{TurnIter, TurnSet, TurnTally};
