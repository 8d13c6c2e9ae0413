//! The shared core of duck chess variants: everything about a chess-like
//! game with a blocker (the duck, an arrow) that does not depend on its
//! pieces.
//!
//! * Board shapes generic over size ([`Geometry`], with [`Board8x8`] on
//!   `u64` and [`Board9x10`] on `u128`, or your own), [`Square`]s with names
//!   (`a1`, `i10`) and [`Bitboard`]s whose complement stays on the board.
//! * [`attacks`] for sliders, leapers, lame leapers (the xiangqi horse and
//!   elephant) and hoppers (the cannon), all seeing blockers as occupied.
//! * The [`Board`] with its neutral blocker set (the duck, the arrows), the
//!   FEN placement field ([`Board::from_placement`], [`FenFields`]),
//!   [`zobrist`] keys, and the shared [`Outcome`].
//! * The [`Rules`] trait: a variant supplies piece-move generation and the
//!   two halves of a turn; the core derives turn sets with blocker squares,
//!   legality, `play`, outcomes, coordinate notation,
//!   [`perft()`](crate::perft()) and [`Game`], plus [`pgn`] reading and
//!   writing through [`Describe`], the one description of a game (names,
//!   PGN names, side and royal names, native notation).
//!
//! The `duck-variants-chess` and `duck-variants-xiangqi` crates are two such
//! variants; the repository's [`examples/los_alamos.rs`][los-alamos] builds a
//! third (6x6 Los Alamos chess with a duck) in one file on this crate alone.
//!
//! [los-alamos]: https://github.com/duck-variants/duck-variants/blob/main/examples/los_alamos.rs
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
//! use duck_variants_core::attacks::{self, LeaperTable};
//! use duck_variants_core::{Bitboard, Geometry, Square};
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
//! use duck_variants_core::attacks::{self, LameLeaperTable};
//! use duck_variants_core::{Bitboard, Board9x10, Square};
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
//! # Blockers: the duck, the arrow, or none
//!
//! The board's neutral set ([`Board::blockers`]) holds blockers: squares
//! that belong to no side and that every piece sees as occupied. A turn is
//! a piece move, then (as a rule) one blocker square, and the variant's
//! blocker rule ([`Variant::BLOCKER`], a [`BlockerRule`]) says what that
//! square does, or that there is none:
//!
//! * **the duck** ([`BlockerRule::Relocate`], the default; Duck Chess and
//!   Duck Xiangqi): the single blocker moves to any square that is empty
//!   after the piece move, never staying where it was. With `E` empty
//!   squares before the move, a quiet move has `E` blocker squares, so the
//!   turns are counted by popcounts ([`TurnTally`]).
//! * **the arrow** ([`BlockerRule::Add`]; the Game of the Amazons, in the
//!   repository's `duck-variants-amazons` crate): a new blocker is added
//!   on a square that [`Variant::blocker_reach`] reaches from the moved
//!   piece's destination over the board after the move (a queen move for
//!   the amazons, so the square just vacated is a target), and stays for
//!   the rest of the game, so a board holds any number. The targets
//!   depend on the landing square, so counting is one popcount per piece
//!   move, still without listing a single arrow.
//! * **no blocker** ([`BlockerRule::None`]): a turn is the piece move
//!   alone. Every [`Turn::blocker`] is `None` (a turn given a square is
//!   [`IllegalTurn::UnexpectedBlocker`]), coordinate notation has no comma
//!   part (one given is refused), [`Variant::blocker_targets`] is empty, and
//!   the turns are counted one per piece move. The outcome rules are the
//!   same: a missing royal piece, else no turn ([`Variant::NO_TURN`]).
//!
//! Under the duck and the arrow [`Variant::blocker_targets`] gives the blocker
//! squares of a piece move and [`TurnSet`] counts and expands them; a
//! variant without a royal piece (amazons never capture) says so with
//! [`Role::ROYAL`] `None`. The rule is an associated constant, so every branch
//! on it is folded at compile time: a variant pays nothing for the rules it
//! does not use.
//!
//! # A variant of your own
//!
//! Every variant, the shipped games and the workspace's
//! `examples/los_alamos.rs` alike, is written in the same five steps:
//!
//! | step | you write | what it is |
//! |---|---|---|
//! | 1 | a [`Geometry`] | the board: width, height, bit integer |
//! | 2 | an enum implementing [`Role`] | the pieces: their FEN letters (a table), the royal piece, the [`Names`] text uses |
//! | 3 | a type implementing [`PieceMove`], or [`PlainMove`] | the piece half of a turn: from, to, promotion ([`PlainMove`] when the role and two squares say everything) |
//! | 4 | a position holding a [`PositionState`] and implementing [`Variant`] | piece-move generation and the two halves of a turn; the state keeps board, side, clocks and hash with the hashed edits a turn makes, and [`Variant::state`] hands it over |
//! | 5 | [`FromSetup`] for the position | the start FEN and which [`Setup`]s are positions; the FEN itself is read and written here, and [`position_impls!`] gives `Display`/`FromStr`/`Default` |
//!
//! The [`Variant`] impl needs only what differs between games: draw rules
//! default to none ([`Variant::STANDARD_DRAW_RULES`],
//! [`DrawRules::both`]), and the hash to the board and side to move
//! ([`Variant::compute_zobrist`]); a game crate's root names its types with
//! [`game_types!`] (`Square`, `Turn`, `Game`... and a `prelude`).
//!
//! A [`Variant`] may also override fast paths (bulk turn counting, blocker
//! squares without playing the move); the core keeps their [`defaults`],
//! and the `duck-variants-testkit` crate checks every override against
//! them, with the rest of its invariant checks, on any variant.
//!
//! From those, every position has [`Rules`] (blanket-implemented, so no
//! variant can change what is derived): [`Rules::legal_turns`] (a [`TurnSet`]:
//! piece moves with their blocker squares), [`Variant::count_turns`], the
//! two-step [`Rules::piece_moves`] and [`Variant::blocker_targets`],
//! [`Rules::play`] (checked; nothing changes on error), [`Rules::outcome`]
//! (royal capture; no legal turn, which wins or loses as
//! [`Variant::NO_TURN`] says), [`Rules::parse_coords`], and it works with
//! [`perft()`](crate::perft()), [`divide`] and [`Game`] (history, undo,
//! repetition and move-limit draws). Code written against the trait runs
//! on every variant:
//!
//! ```
//! use duck_variants_core::{Game, Outcome, Rules, Variant, TurnOf, perft};
//!
//! /// Plays the first listed turn until the game ends or `limit` turns.
//! fn first_turns<R: Rules>(start: R, limit: usize) -> (Game<R>, Option<Outcome>) {
//!     let mut game = Game::new(start);
//!     while game.history().len() < limit && game.outcome().is_none() {
//!         let Some(turn) = game.position().legal_turns().iter().next() else { break };
//!         game.play(turn).expect("a listed turn is legal");
//!     }
//!     let outcome = game.outcome();
//!     (game, outcome)
//! }
//!
//! /// The two-step form: a piece move first, then one of its blocker squares
//! /// (none after a royal capture, which ends the game).
//! fn first_with_last_blocker<R: Rules>(position: &R) -> Option<TurnOf<R>> {
//!     let piece = *position.piece_moves().first()?;
//!     let blocker = position.blocker_targets(piece).last();
//!     let turn = TurnOf::<R>::new(piece, blocker);
//!     position.is_legal(turn).then_some(turn)
//! }
//!
//! /// Perft split into the counts of the first two plies.
//! fn shallow_perft<R: Rules>(position: &R) -> (u128, u128) {
//!     (perft(position, 1), perft(position, 2))
//! }
//! ```
//!
//! # Features
//!
//! * `std` (default): [`perft::perft_threaded`], the job runner
//!   [`perft::run_jobs`] and [`perft::split`]. Without it the crate is
//!   `no_std` and needs only `alloc` (for game histories, PGN and notation
//!   strings); move generation and counting never allocate.
//! * `serde`: squares, colors, pieces, roles, coordinate turns, outcomes,
//!   draw rules and whole games (`{"fen", "turns", "result"}`, replayed on
//!   input) as JSON-friendly text; see the `serde_support` module (present
//!   with the feature) for the forms and why a lone [`Turn`] has none.
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod attack_rules;
pub mod attacks;
mod bitboard;
mod bits;
mod block_map;
mod blocker;
mod board;
mod color;
mod coords;
mod describe;
mod draw_rules;
mod fen;
mod from_setup;
mod game;
mod game_types;
mod geometry;
mod half_turn;
mod history;
pub mod lines;
mod movelist;
pub mod named_squares;
mod outcome;
pub mod perft;
pub mod pgn;
mod plain_move;
mod popcount;
mod position_state;
mod queries;
mod repetition;
mod rules;
#[cfg(feature = "serde")]
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
pub mod serde_support;
mod setup;
mod siphash;
mod square;
mod syntax;
mod turn;
mod turnset;
mod variant;
pub mod zobrist;

pub use attack_rules::{AttackRules, attack_defaults};
pub use bitboard::{Bitboard, Squares};
pub use bits::BitInt;
pub use blocker::{BlockerRule, TurnTally};
pub use board::{Board, CountError, Occupant, Piece, PlacementError, Role};
pub use color::{Color, Names};
pub use coords::{CoordSyntaxError, CoordTurn, FoundChar, found_char};
pub use describe::{Describe, GameInfo, OutcomeText, normalize_name};
pub use draw_rules::DrawRules;
pub use fen::{FenError, FenFields, write_fen};
pub use from_setup::{FromSetup, ParseFenError, SetupOf};
pub use game::Game;
pub use geometry::{Board8x8, Board9x10, Direction, Geometry};
pub use half_turn::HalfTurn;
pub use history::{Positions, PositionsIter};
pub use movelist::{MAX_MOVES, MoveList};
pub use outcome::{DrawReason, NoTurnRule, Outcome, WinReason};
pub use perft::{divide, perft};
pub use plain_move::PlainMove;
pub use popcount::{PopcountKernel, count_with_popcnt};
pub use position_state::PositionState;
pub use queries::Queries;
pub use repetition::RepetitionKey;
pub use rules::{CoordError, IllegalTurn, NotationError, Rules, TurnMatchError, TurnOf};
pub use setup::{ExtraFields, Setup, SetupOptions};
pub use square::{File, Rank, Square, SquareError};
pub use syntax::SyntaxError;
pub use turn::{PieceMove, Turn, blocker_suffix, piece_coords};
pub use turnset::{TurnIter, TurnSet};
pub use variant::{Variant, defaults};

/// The traits of a position and its moves, for a glob import: [`Variant`]
/// (what a variant implements), [`Rules`] (what the core derives),
/// [`FromSetup`] (start, FEN and setups), [`PieceMove`] (a move's
/// squares and promotion), and [`AttackRules`] and [`Queries`] (attack
/// and royal-danger queries for engines).
pub mod prelude {
    pub use crate::{AttackRules, Describe, FromSetup, PieceMove, Queries, Rules, Variant};
    // Brings `Role::char` and friends into scope without taking the name
    // `Role`, which each game crate gives its own enum.
    pub use crate::Role as _;
}

/// The README's examples, run as doctests so that they cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
