//! [`PositionState`]: the part of a position every duck variant keeps the
//! same way (board, side to move, clocks and the incremental hash), with
//! the hashed edits a turn makes to it.

use core::hash::{Hash, Hasher};

use crate::board::{Board, Piece, Role};
use crate::color::Color;
use crate::geometry::Geometry;
use crate::setup::Setup;
use crate::square::Square;
use crate::zobrist;

/// The board, side to move, clocks and incrementally kept Zobrist hash of a
/// position, plus the variant's own state `X` (castling rights and an
/// en-passant square in chess; nothing, `()`, in xiangqi): everything a
/// variant's position type stores. (`X` lives in here, not beside it, so
/// that it packs into the padding after the side to move: a position is
/// copied for every turn played.)
///
/// Every edit keeps the hash up to date: it covers the board (blockers
/// included) and the side to move; a variant toggles the keys of its own
/// state with [`PositionState::toggle_key`]. The edits trust their caller
/// (a generated move): they check nothing in release builds.
///
/// `Eq` is the repetition identity: the board, the side to move and `X`;
/// `Hash` writes the incremental hash, so a variant whose hash covers
/// exactly what `Eq` compares may derive both over this struct. The clocks
/// count for neither.
///
/// A position type hands its state to [`Variant::state`](crate::Variant::state),
/// which the board, side, clocks and hash accessors read.
// On a cache-line boundary: a position is copied for every turn played,
// and where unaligned copies landed decided how the wide copy and the field
// edits after it met the cache lines. The same `--expand` perft(3) took
// very different times depending only on the stack's offset (the
// environment's size); aligned, every offset runs at the fast speed, and
// play_unchecked is faster (the series are in BENCHMARKS.md). Duck Chess
// positions grow from 112 to 128 bytes, Duck Xiangqi's from 208 to 256.
#[derive(Clone, Copy, Debug)]
#[repr(align(64))]
pub struct PositionState<G: Geometry, R: Role, X = ()> {
    board: Board<G, R>,
    side_to_move: Color,
    halfmoves: u32,
    fullmoves: u32,
    hash: u64,
    /// The variant's own state. Its hash keys are the variant's to keep
    /// (with [`PositionState::toggle_key`]).
    pub extra: X,
}

impl<G: Geometry, R: Role, X> PositionState<G, R, X> {
    /// The state of a board with `side_to_move` to move, the two clocks
    /// and the variant's own state; a move number of 0 is read as 1. The hash is
    /// computed from scratch ([`PositionState::compute_zobrist`]): a
    /// variant toggles the keys of `extra` in afterwards.
    pub fn new(
        board: Board<G, R>,
        side_to_move: Color,
        halfmoves: u32,
        fullmoves: u32,
        extra: X,
    ) -> Self {
        let mut state = PositionState {
            board,
            side_to_move,
            halfmoves,
            fullmoves: fullmoves.max(1),
            hash: 0,
            extra,
        };
        state.hash = state.compute_zobrist();
        state
    }

    /// The state of a validated setup: its board, side, clocks and the
    /// game's own fields as the state's `extra` (a variant that keeps
    /// other state builds it with [`PositionState::new`]).
    pub fn from_setup(setup: &Setup<G, R, X>) -> Self
    where
        X: Copy,
    {
        Self::new(
            setup.board,
            setup.side_to_move,
            setup.halfmoves,
            setup.fullmoves,
            setup.extra,
        )
    }

    /// The setup of this state, with `extra` as the game's own fields.
    pub fn to_setup(&self) -> Setup<G, R, X>
    where
        X: Copy,
    {
        Setup {
            board: self.board,
            side_to_move: self.side_to_move,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
            extra: self.extra,
        }
    }

    /// The occupants.
    #[inline(always)]
    pub fn board(&self) -> &Board<G, R> {
        &self.board
    }

    /// The side to move.
    #[inline(always)]
    pub fn side_to_move(&self) -> Color {
        self.side_to_move
    }

    /// Turns since the clock was last reset.
    #[inline(always)]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }

    /// The move number, from 1.
    #[inline(always)]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The incrementally kept hash, variant keys included.
    #[inline(always)]
    pub fn zobrist(&self) -> u64 {
        self.hash
    }

    /// The hash of the board and the side to move computed from scratch
    /// (without the keys of `extra`).
    pub fn compute_zobrist(&self) -> u64 {
        self.board.zobrist() ^ zobrist::side_key(self.side_to_move)
    }

    /// Toggles a variant's own key (castling rights, an en-passant file)
    /// in the hash.
    #[inline(always)]
    pub fn toggle_key(&mut self, key: u64) {
        self.hash ^= key;
    }

    /// Puts a piece on a square that holds none.
    #[inline(always)]
    pub fn put_piece(&mut self, sq: Square<G>, piece: Piece<R>) {
        self.board.put_piece_hashed(sq, piece, &mut self.hash);
    }

    /// Removes a known piece from its square.
    #[inline(always)]
    pub fn remove_piece(&mut self, sq: Square<G>, piece: Piece<R>) {
        self.board.remove_piece_hashed(sq, piece, &mut self.hash);
    }

    /// Moves a known piece from `from` to a square `to` that holds none.
    #[inline(always)]
    pub fn move_piece(&mut self, from: Square<G>, to: Square<G>, piece: Piece<R>) {
        self.board
            .move_piece_hashed(from, to, piece, &mut self.hash);
    }

    /// Removes the enemy piece standing on `to`, the destination of a
    /// piece move of the side to move, and says whether there was one (the
    /// capture of an ordinary move).
    #[inline(always)]
    pub fn capture(&mut self, to: Square<G>) -> bool {
        if !self.board.by_color(!self.side_to_move).contains(to) {
            return false;
        }
        // Captures are the rare case; only they look up a role.
        if let Some(victim) = self.board.piece_at(to) {
            self.board.remove_piece_hashed(to, victim, &mut self.hash);
        }
        true
    }

    /// Advances the halfmove clock by one turn (saturating), or resets it
    /// to 0 when `reset` (a capture, a pawn move: whatever the variant's
    /// move-limit rule counts from).
    #[inline(always)]
    pub fn advance_halfmove_clock(&mut self, reset: bool) {
        self.halfmoves = if reset {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
    }

    /// The blocker half of a turn under
    /// [`BlockerRule::Relocate`](crate::BlockerRule::Relocate) (the duck):
    /// the blocker moves to `blocker` (an empty square; `None` after a royal
    /// capture leaves it where it is), the move number advances after the
    /// second player's turn (saturating), and the other side is to move.
    #[inline(always)]
    pub fn pass_turn(&mut self, blocker: Option<Square<G>>) {
        if let Some(to) = blocker {
            self.board.move_blocker_hashed(to, &mut self.hash);
        }
        if self.side_to_move == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.side_to_move = !self.side_to_move;
        self.hash ^= zobrist::BLACK_TO_MOVE;
    }
}

impl<G: Geometry, R: Role, X> PositionState<G, R, X> {
    /// The arrow half of a turn under
    /// [`BlockerRule::Add`](crate::BlockerRule::Add): a blocker is added on
    /// `arrow` (an empty square; `None` adds nothing), the move number
    /// advances after the second player's turn (saturating), and the other
    /// side is to move.
    #[inline(always)]
    pub fn pass_turn_adding(&mut self, arrow: Option<Square<G>>) {
        if let Some(to) = arrow {
            self.board.add_blocker_hashed(to, &mut self.hash);
        }
        if self.side_to_move == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.side_to_move = !self.side_to_move;
        self.hash ^= zobrist::BLACK_TO_MOVE;
    }
}

impl<G: Geometry, R: Role, X: PartialEq> PartialEq for PositionState<G, R, X> {
    /// The board (blockers included), the side to move and the variant's own
    /// state; clocks and hash are ignored.
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board
            && self.side_to_move == other.side_to_move
            && self.extra == other.extra
    }
}

impl<G: Geometry, R: Role, X: Eq> Eq for PositionState<G, R, X> {}

impl<G: Geometry, R: Role, X> Hash for PositionState<G, R, X> {
    /// Writes the incremental hash.
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

/// Implements `Default` (the start), `Display` (the FEN) and `FromStr`
/// (parse and validate a FEN) for a variant's position type from its
/// [`FromSetup`](crate::FromSetup) impl. A macro because the orphan rule
/// keeps a blanket impl of these foreign traits out of this crate.
///
/// ```
/// # use duck_variants_core::FromSetup;
/// // In a variant crate, after `impl FromSetup for Position`:
/// // duck_variants_core::position_impls!(Position);
/// # let _ = ();
/// ```
#[macro_export]
macro_rules! position_impls {
    ($position:ty) => {
        impl ::core::default::Default for $position {
            /// The standard start.
            fn default() -> Self {
                <$position as $crate::FromSetup>::start()
            }
        }

        impl ::core::fmt::Display for $position {
            /// Writes the FEN.
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Display::fmt(&<$position as $crate::FromSetup>::to_setup(self), f)
            }
        }

        impl ::core::str::FromStr for $position {
            type Err = $crate::ParseFenError<<$position as $crate::FromSetup>::PositionError>;
            /// Parses and validates a FEN.
            fn from_str(s: &str) -> ::core::result::Result<Self, Self::Err> {
                <$position as $crate::FromSetup>::from_fen(s)
            }
        }
    };
}
