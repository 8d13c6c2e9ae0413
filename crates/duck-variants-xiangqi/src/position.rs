//! [`Position`]: a validated Duck Xiangqi position and its rules.

use duck_variants_core::PieceMove;
use duck_variants_core::{
    Color, DrawRules, FromSetup, MoveList, NoTurnRule, PositionState, SetupOptions, Variant,
};

use crate::setup::{PositionError, START_FEN, Setup, validate};
use crate::{Bitboard, Geometry, Move, Piece, Role, Square};

/// A valid Duck Xiangqi position: pieces, duck, side to move and clocks,
/// with its Zobrist hash kept up to date move by move.
///
/// `Eq` and `Hash` are the repetition identity: the board with the duck's
/// point and the side to move. The clocks do not count. (Both come from
/// the [`PositionState`], whose Zobrist hash covers exactly what `Eq`
/// compares.)
///
/// The rules (turn generation, `play`, outcome, coordinate notation, perft)
/// come from the [`Rules`](crate::Rules) trait, re-exported by this crate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    state: PositionState<Geometry, Role>,
}

/// Turns in a row without a capture that draw the game (sixty moves each).
/// A position whose halfmove clock has reached it has no turns: the draw is
/// part of the rules, not of a game's history.
pub(crate) const MOVE_LIMIT: u32 = 120;

impl Position {
    /// Whether the move limit has drawn the position: it has no turns.
    #[inline(always)]
    pub(crate) fn move_limit_reached(&self) -> bool {
        self.halfmove_clock() >= MOVE_LIMIT
    }

    /// The piece on a point.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board().piece_at(sq)
    }

    /// The point of `color`'s general, if it is still on the board.
    #[inline(always)]
    pub fn general(&self, color: Color) -> Option<Square> {
        self.board()
            .by_piece(Piece {
                color,
                role: Role::General,
            })
            .first()
    }
}

impl FromSetup for Position {
    const START_FEN: &'static str = START_FEN;
    type Fields = ();
    type PositionError = PositionError;

    /// Validates a setup (see [`PositionError`] for what is rejected).
    ///
    /// A position with one general missing is accepted: it is a finished
    /// game, with no turns.
    fn from_setup_with(setup: Setup, options: SetupOptions) -> Result<Position, PositionError> {
        validate(&setup, options)?;
        Ok(Position {
            state: PositionState::from_setup(&setup),
        })
    }

    fn to_setup(&self) -> Setup {
        self.state.to_setup()
    }
}

impl Variant for Position {
    type Geometry = duck_variants_core::Board9x10;
    type Role = Role;
    type Move = Move;
    const NO_TURN: NoTurnRule = NoTurnRule::SideToMoveLoses;

    type Extra = ();

    #[inline(always)]
    fn state(&self) -> &PositionState<Geometry, Role> {
        &self.state
    }

    #[inline(always)]
    fn state_mut(&mut self) -> &mut PositionState<Geometry, Role> {
        &mut self.state
    }

    /// Both draw rules, always: they are part of Duck Xiangqi.
    const DEFAULT_DRAW_RULES: DrawRules = Self::STANDARD_DRAW_RULES;

    /// Threefold repetition (duck point included) and 120 turns in a row
    /// without a capture.
    const STANDARD_DRAW_RULES: DrawRules = DrawRules::both(3, MOVE_LIMIT);

    #[inline]
    fn generate_piece_moves(&self, moves: &mut MoveList<Move>) {
        self.generate(moves);
    }

    /// Every empty point after the piece move: the current empty points, plus
    /// the point the piece left, minus the point it landed on. Empty for a
    /// general capture.
    #[inline]
    fn blocker_targets(&self, m: Move) -> Bitboard {
        if self.is_royal_capture(m) {
            Bitboard::EMPTY
        } else {
            self.board().empty_after_move(m.from(), m.to())
        }
    }

    /// Counted by popcounts without listing a duck point.
    #[inline(always)]
    fn count_turns_inline(&self) -> u64 {
        self.count()
    }

    /// Any piece move gives at least one turn (a general capture is a turn,
    /// and a board of 90 points with at most 33 occupants always has empty
    /// points for the duck).
    fn has_turns(&self) -> bool {
        self.count() > 0
    }

    fn has_turns_on_board(&self) -> bool {
        self.count_on_board() > 0
    }

    // Inlined into `play_unchecked` like Duck Chess's: a call and a
    // spill of registers per played turn otherwise.
    #[inline(always)]
    fn apply_piece_move(&mut self, m: Move) {
        let mover = Piece {
            color: self.side_to_move(),
            role: m.role(),
        };
        // The 120-turn rule counts from the last capture.
        let captured = self.state.capture(m.to());
        self.state.advance_halfmove_clock(captured);
        self.state.move_piece(m.from(), m.to(), mover);
    }

    #[inline(always)]
    fn finish_turn(&mut self, duck: Option<Square>) {
        self.state.pass_turn(duck);
    }
}

duck_variants_core::position_impls!(Position);
