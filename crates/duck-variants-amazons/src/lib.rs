//! The Game of the Amazons on the `duck-variants` core: the proof that the
//! core's blockers are general, not one duck.
//!
//! A 10x10 board; each side has four amazons (White on a4, d1, g1, j4;
//! Black on a7, d10, g10, j7), which move like chess queens and never
//! capture. A turn is an amazon move, then an arrow shot from the amazon's
//! new square like a queen move (the square just vacated is a legal
//! target); the arrow stays for the rest of the game and blocks everything.
//! A player with no legal turn loses; there are no draws.
//!
//! The arrow is the core's [`BlockerRule::Add`]: the variant names the rule
//! and the arrow's reach ([`Variant::blocker_reach`], queen rays), and the
//! core derives turn sets, legality, `play`, outcomes, coordinate notation
//! and perft exactly as for the duck games. Notation is Fairy-Stockfish's:
//! FEN with `*` for an arrow, turns as `d1d7,d7g7`.
//!
//! ```
//! use duck_variants_amazons::Position;
//! use duck_variants_core::{FromSetup, Rules, perft};
//!
//! let mut position = Position::start();
//! assert_eq!(perft(&position, 1), 2_176);
//! let turn = position.parse_coords("d1d7,d7g7").unwrap();
//! position.play(turn).unwrap();
//! assert_eq!(
//!     position.fen(),
//!     "3q2q3/10/10/q2Q2*2q/10/10/Q8Q/10/10/6Q3 b - - 1 1"
//! );
//! ```
#![no_std]
#![deny(missing_docs)]

extern crate alloc;

mod describe;

pub use describe::GAME;

use duck_variants_core::attacks;
use duck_variants_core::{
    Bitboard, BlockerRule, CountError, FromSetup, Geometry, MoveList, NoTurnRule, PieceMove,
    PositionState, SetupOptions, Square, Variant,
};

/// The 10x10 board, one `u128` bit per square (`a1` = 0, `j10` = 99).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Board10x10;

impl Geometry for Board10x10 {
    type Bits = u128;
    const FILES: u8 = 10;
    const RANKS: u8 = 10;
}

/// A square of the board.
pub type Sq = Square<Board10x10>;
/// A set of squares.
pub type Bb = Bitboard<Board10x10>;
/// A position as written in a FEN, before validation.
pub type Setup = duck_variants_core::Setup<Board10x10, Role>;
/// A whole turn: an amazon move and the arrow's square.
pub type Turn = duck_variants_core::Turn<Board10x10, Move>;

/// The standard start.
pub const START_FEN: &str = "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1";

/// Amazons a side has at the start (the strict setup limit).
const START_AMAZONS: u32 = 4;

/// The one kind of piece: the amazon (`q`, a queen that never captures).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Role {
    /// Moves like a chess queen onto empty squares only.
    Amazon,
}

impl duck_variants_core::Role for Role {
    const ALL: &'static [Role] = &[Role::Amazon];
    // No capture ends the game: there is no royal piece.
    const ROYAL: Option<Role> = None;
    const NAMES: duck_variants_core::Names = GAME.names;
    const LETTERS: &'static [char] = &['q'];

    fn index(self) -> usize {
        0
    }
}

/// An amazon move: from, to (an empty square along a queen ray).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Move {
    /// The square the amazon leaves.
    pub from: Sq,
    /// The square it lands on.
    pub to: Sq,
}

impl core::fmt::Display for Move {
    /// Coordinates: `d1d7`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}", duck_variants_core::piece_coords(*self))
    }
}

impl PieceMove<Board10x10> for Move {
    type Role = Role;
    #[inline(always)]
    fn from(self) -> Sq {
        self.from
    }
    #[inline(always)]
    fn to(self) -> Sq {
        self.to
    }
}

/// Why a setup is not an Amazons position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// Too many amazons for a side.
    #[error(transparent)]
    Count(#[from] CountError),
}

/// An Amazons position: amazons, arrows, side to move and clocks. The
/// halfmove clock counts every turn (nothing is ever captured), as
/// Fairy-Stockfish writes it. `Eq` and `Hash` are the board and the side
/// to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    state: PositionState<Board10x10, Role>,
}

impl Position {
    /// The number of turns: one popcount of arrow squares per amazon move.
    // In WebAssembly one compiled copy serves every caller (perft's
    // kernels, the turn count): kilobytes of download otherwise, where only
    // Duck Chess's perft has a speed target.
    #[cfg_attr(target_family = "wasm", inline(never))]
    #[cfg_attr(not(target_family = "wasm"), inline(always))]
    fn count_arrows(&self) -> u64 {
        let board = self.board();
        let occupied = board.occupied();
        let mut total = 0u64;
        for from in board.by_color(self.side_to_move()) {
            let lifted = occupied ^ Bb::from_square(from);
            for to in Self::targets(from, occupied) {
                let after = lifted | Bb::from_square(to);
                total += u64::from(Self::targets(to, after).len());
            }
        }
        total
    }

    /// Queen moves of the amazon on `from` onto empty squares.
    #[inline(always)]
    fn targets(from: Sq, occupied: Bb) -> Bb {
        attacks::queen_attacks(from, occupied) & !occupied
    }
}

impl FromSetup for Position {
    const START_FEN: &'static str = START_FEN;
    type Fields = ();
    type PositionError = PositionError;

    /// Validates a setup: at most
    /// four amazons a side (32 under [`SetupOptions::LENIENT`]), any number
    /// of arrows. A side without amazons has no turn and loses.
    fn from_setup_with(setup: Setup, options: SetupOptions) -> Result<Position, PositionError> {
        setup.check_counts_for(options.max_pieces(START_AMAZONS), BlockerRule::Add)?;
        Ok(Position {
            state: PositionState::from_setup(&setup),
        })
    }

    fn to_setup(&self) -> Setup {
        self.state.to_setup()
    }
}

duck_variants_core::position_impls!(Position);

// Amazons never capture, so nothing attacks anything: the queries answer
// "no danger" (and there is no royal to lose) rather than being absent,
// so that code over every game asks them all the same way.
impl duck_variants_core::AttackRules for Position {
    #[inline]
    fn attacks_with(&self, _from: Sq, _occupied: Bb) -> Bb {
        Bb::EMPTY
    }

    #[inline]
    fn attackers_with(&self, _target: Sq, _side: duck_variants_core::Color, _occupied: Bb) -> Bb {
        Bb::EMPTY
    }

    #[inline]
    fn screen_attackers_with(
        &self,
        _target: Sq,
        _side: duck_variants_core::Color,
        _occupied: Bb,
    ) -> Bb {
        Bb::EMPTY
    }

    #[inline]
    fn stoppers_with(&self, _from: Sq, _target: Sq, occupied: Bb) -> Bb {
        !occupied
    }
}

impl Variant for Position {
    type Geometry = Board10x10;
    type Role = Role;
    type Move = Move;
    const NO_TURN: NoTurnRule = NoTurnRule::SideToMoveLoses;
    const BLOCKER: BlockerRule = BlockerRule::Add;
    // No draw rules (the defaults): every game ends with a side unable to
    // move.

    type Extra = ();

    #[inline(always)]
    fn state(&self) -> &PositionState<Board10x10, Role> {
        &self.state
    }

    #[inline(always)]
    fn state_mut(&mut self) -> &mut PositionState<Board10x10, Role> {
        &mut self.state
    }

    fn generate_piece_moves(&self, moves: &mut MoveList<Move>) {
        let board = self.board();
        let occupied = board.occupied();
        for from in board.by_color(self.side_to_move()) {
            for to in Self::targets(from, occupied) {
                moves.push(Move { from, to });
            }
        }
    }

    #[inline(always)]
    fn apply_piece_move(&mut self, m: Move) {
        let amazon = duck_variants_core::Piece {
            color: self.side_to_move(),
            role: Role::Amazon,
        };
        self.state.move_piece(m.from, m.to, amazon);
        self.state.advance_halfmove_clock(false);
    }

    #[inline(always)]
    fn finish_turn(&mut self, arrow: Option<Sq>) {
        self.state.pass_turn_adding(arrow);
    }

    /// The arrow flies like a queen.
    #[inline(always)]
    fn blocker_reach(from: Sq, occupied: Bb) -> Bb {
        attacks::queen_attacks(from, occupied)
    }

    /// Amazons never capture.
    #[inline(always)]
    fn is_capture(&self, _: Move) -> bool {
        false
    }

    /// Amazons never capture, so no move is a royal capture.
    #[inline(always)]
    fn is_royal_capture(&self, _: Move) -> bool {
        false
    }

    /// The queen rays from the landing square over the board after the
    /// move, without playing it.
    #[inline(always)]
    fn blocker_targets(&self, m: Move) -> Bb {
        let after = self.board().occupied() ^ Bb::from_square(m.from) ^ Bb::from_square(m.to);
        Self::targets(m.to, after)
    }

    /// One popcount per amazon move: its arrow squares, never listed.
    #[inline(always)]
    fn count_turns_inline(&self) -> u64 {
        self.count_arrows()
    }

    /// Every amazon move has a turn (the arrow can always fly back to the
    /// square just vacated), so a side has a turn exactly when an amazon
    /// can move.
    fn has_turns(&self) -> bool {
        let board = self.board();
        let occupied = board.occupied();
        board
            .by_color(self.side_to_move())
            .into_iter()
            .any(|from| !Self::targets(from, occupied).is_empty())
    }
}

/// A new game from the standard start (no draw rules: the game has none).
pub type Game = duck_variants_core::Game<Position>;
