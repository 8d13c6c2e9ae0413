//! The shared core of duck chess variants: everything about a chess-like
//! game with a duck that does not depend on its pieces.
//!
//! * Board shapes generic over size ([`Geometry`], with [`Board8x8`] on
//!   `u64` and [`Board9x10`] on `u128`, or your own), [`Square`]s with names
//!   (`a1`, `i10`) and [`Bitboard`]s whose complement stays on the board.
//! * [`attacks`] for sliders, leapers, lame leapers (the xiangqi horse and
//!   elephant) and hoppers (the cannon), all seeing the duck as occupied.
//! * The [`Board`] with its neutral blocker set (the duck), the FEN placement
//!   field ([`Board::from_placement`], [`FenFields`]), [`zobrist`] keys, and
//!   the shared [`Outcome`].
//! * The [`Rules`] trait: a variant supplies piece-move generation and the
//!   two halves of a turn; the core derives turn sets with duck squares,
//!   legality, `play`, outcomes, coordinate notation,
//!   [`perft()`](crate::perft()) and [`Game`], plus [`pgn`] reading and
//!   writing through [`pgn::PgnVariant`].
//!
//! The `duck-chess` and `duck-xiangqi` crates are two such variants; the
//! workspace's `examples/los_alamos.rs` builds a third (6x6 Los Alamos chess
//! with a duck) in one file on this crate alone.
//!
//! # A board of your own
//!
//! A geometry is a zero-sized type naming its width, height and bit integer;
//! every table (rays, file and rank masks, leaper targets) is derived from
//! it at compile time. The duck needs no rule of its own: it is one more
//! occupied square, so rays stop at it, and a variant keeps it out of the
//! targets the way it keeps out its own pieces.
//!
//! ```
//! use duck_core::attacks::{self, LeaperTable};
//! use duck_core::{Bitboard, Geometry, Square};
//!
//! #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
//! struct Board6x6;
//!
//! impl Geometry for Board6x6 {
//!     type Bits = u64;
//!     const FILES: u8 = 6;
//!     const RANKS: u8 = 6;
//! }
//!
//! let sq = |name: &str| name.parse::<Square<Board6x6>>().unwrap();
//! assert_eq!(Square::<Board6x6>::COUNT, 36);
//! assert!("g1".parse::<Square<Board6x6>>().is_err()); // no g file here
//! assert_eq!((!Bitboard::<Board6x6>::EMPTY).len(), 36); // complement on the board
//!
//! // A rook on a1, the duck on a4, another piece on d1: the rays run up to
//! // and including the first occupied square.
//! let duck = sq("a4");
//! let occupied = Bitboard::from_iter([sq("a1"), duck, sq("d1")]);
//! let rays = attacks::rook_attacks(sq("a1"), occupied);
//! assert_eq!(rays, Bitboard::from_iter(["a2", "a3", "a4", "b1", "c1", "d1"].map(sq)));
//! // Nothing lands on the duck: 5 targets (d1 is a capture if it is an enemy).
//! assert_eq!((rays & !Bitboard::from_square(duck)).len(), 5);
//!
//! // A knight has no path, so it jumps the duck: a leaper table.
//! const KNIGHT: LeaperTable<Board6x6> = LeaperTable::new(&[
//!     (1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2),
//! ]);
//! assert_eq!(KNIGHT.attacks(sq("a1")), Bitboard::from_iter([sq("c2"), sq("b3")]));
//! assert_eq!(KNIGHT.attacks(sq("c3")).len(), 8);
//! ```
//!
//! The xiangqi pieces use the same machinery on the 9x10 board: lame
//! leapers whose leg the duck can block, and the cannon, which may use the
//! duck as its screen.
//!
//! ```
//! use duck_core::attacks::{self, LameLeaperTable};
//! use duck_core::{Bitboard, Board9x10, Square};
//!
//! let sq = |s: &str| s.parse::<Square<Board9x10>>().unwrap();
//! // A cannon on b3 with the duck on b6 as its screen captures on b9.
//! let occupied: Bitboard<Board9x10> = [sq("b6"), sq("b9")].into_iter().collect();
//! let captures = attacks::cannon_captures(sq("b3"), occupied);
//! assert_eq!(captures, Bitboard::from_square(sq("b9")));
//!
//! // A horse steps orthogonally, then diagonally outwards; the duck on its
//! // leg (b2 for a horse on b1) blocks both moves through it.
//! const HORSE: LameLeaperTable<Board9x10, 4> = LameLeaperTable::new(&[
//!     ((0, 1), &[(-1, 2), (1, 2)]),
//!     ((1, 0), &[(2, 1), (2, -1)]),
//!     ((0, -1), &[(-1, -2), (1, -2)]),
//!     ((-1, 0), &[(-2, 1), (-2, -1)]),
//! ]);
//! assert_eq!(HORSE.unblocked(sq("b1")).len(), 3); // a3, c3, d2
//! let duck_on_leg = Bitboard::from_square(sq("b2"));
//! assert_eq!(HORSE.attacks(sq("b1"), duck_on_leg), Bitboard::from_square(sq("d2")));
//! ```
//!
//! # A variant of your own
//!
//! A variant defines four types and gets the rest:
//!
//! | you write | what it is |
//! |---|---|
//! | a [`Geometry`] | the board |
//! | an enum implementing [`Role`] | the pieces: FEN letters and the royal piece |
//! | a type implementing [`PieceMove`] | the piece half of a turn: from, to, promotion letter |
//! | a position implementing [`Rules`] | its [`Board`], side to move, clocks and hash (a [`PositionState`] keeps them, with the hashed edits of a turn; [`state_accessors!`] implements their accessors and [`position_impls!`] its FEN `Display`/`FromStr` and `Default`); piece-move generation; the piece half and the duck half of a turn |
//!
//! From those, every [`Rules`] position has [`Rules::turns`] (a
//! [`TurnSet`]: piece moves with their duck squares), [`Rules::count_turns`],
//! the two-step [`Rules::piece_moves`] and [`Rules::duck_targets`],
//! [`Rules::play`] (checked; nothing changes on error), [`Rules::outcome`]
//! (royal capture; no legal turn, which wins or loses as
//! [`Rules::NO_TURN`] says), [`Rules::parse_coords`], and it works with
//! [`perft()`](crate::perft()), [`divide`] and [`Game`] (history, undo,
//! repetition and move-limit draws). Code written against the trait runs
//! on every variant:
//!
//! ```
//! use duck_core::{Game, Outcome, Rules, TurnOf, perft};
//!
//! /// Plays the first listed turn until the game ends or `limit` turns.
//! fn first_turns<R: Rules>(start: R, limit: usize) -> (Game<R>, Option<Outcome>) {
//!     let mut game = Game::new(start);
//!     while game.turns().len() < limit && game.outcome().is_none() {
//!         let Some(turn) = game.position().turns().iter().next() else { break };
//!         game.play(turn).expect("a listed turn is legal");
//!     }
//!     let outcome = game.outcome();
//!     (game, outcome)
//! }
//!
//! /// The two-step form: a piece move first, then one of its duck squares
//! /// (none after a royal capture, which ends the game).
//! fn first_with_last_duck<R: Rules>(position: &R) -> Option<TurnOf<R>> {
//!     let piece = *position.piece_moves().first()?;
//!     let duck = position.duck_targets(piece).last();
//!     let turn = TurnOf::<R>::new(piece, duck);
//!     position.is_legal(turn).then_some(turn)
//! }
//!
//! /// Perft split into the counts of the first two plies.
//! fn shallow_perft<R: Rules>(position: &R) -> (u64, u64) {
//!     (perft(position, 1), perft(position, 2))
//! }
//! ```
//!
//! # Features
//!
//! * `std` (default): [`perft::perft_threaded`]. Without it the crate is
//!   `no_std` and needs only `alloc` (for game histories, PGN and notation
//!   strings); move generation and counting never allocate.
//! * `serde`: squares, colors, pieces, roles, coordinate turns, outcomes,
//!   draw rules and whole games (`{"fen", "turns", "result"}`, replayed on
//!   input) as JSON-friendly text; see the `serde_support` module (present
//!   with the feature) for the forms and why a lone [`Turn`] has none.
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
mod position_state;
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
pub use board::{Board, CountError, Occupant, Piece, PlacementError, Role};
pub use color::Color;
pub use coords::{CoordSyntaxError, CoordTurn, found_char};
pub use fen::{FenError, FenFields, write_fen};
pub use game::Game;
pub use geometry::{Board8x8, Board9x10, Direction, Geometry};
pub use movelist::{MAX_MOVES, MoveList};
pub use outcome::{DrawReason, NoTurnRule, Outcome, WinReason};
pub use perft::{divide, perft};
pub use position_state::PositionState;
pub use rules::{CoordError, DrawRules, IllegalTurn, Rules, TurnMatchError, TurnOf};
pub use square::{File, Rank, Square, SquareError};
pub use turn::{PieceMove, Turn};
pub use turnset::{TurnIter, TurnSet, TurnTally};
