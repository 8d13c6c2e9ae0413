//! [`Rules`]: what a duck variant supplies, and everything the core derives
//! from it once for all variants: turn sets, legality, playing, outcomes and
//! coordinate notation.

use core::fmt::Debug;
use core::hash::Hash;

use crate::bitboard::Bitboard;
use crate::board::{Board, Role};
use crate::color::Color;
use crate::coords::{CoordSyntaxError, CoordTurn};
use crate::geometry::Geometry;
use crate::movelist::MoveList;
use crate::outcome::{NoTurnRule, Outcome, WinReason};
use crate::square::Square;
use crate::turn::{PieceMove, Turn};
use crate::turnset::TurnSet;

/// The whole-turn type of a [`Rules`] implementation.
pub type TurnOf<R> = Turn<<R as Rules>::Geometry, <R as Rules>::Move>;

/// Which draw rules a [`Game`](crate::Game) applies.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DrawRules {
    /// Draw when the current position has occurred this many times
    /// (3 for threefold repetition).
    pub repetitions: Option<u32>,
    /// Draw when the position's halfmove clock reaches this many turns
    /// (100 for the fifty-move rule, 120 for sixty moves each).
    pub move_limit: Option<u32>,
}

impl DrawRules {
    /// No draw rules at all.
    pub const NONE: DrawRules = DrawRules {
        repetitions: None,
        move_limit: None,
    };
}

/// Why a turn was rejected. The position is unchanged.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
pub enum IllegalTurn {
    /// The game is already over.
    #[error("the game is over")]
    GameOver,
    /// The piece move is not one of the side to move's moves.
    #[error("the piece move is not legal here")]
    PieceMove,
    /// The piece move does not capture the enemy royal, so a duck square is
    /// required.
    #[error("the turn needs a duck square")]
    MissingDuck,
    /// The piece move captures the enemy royal: the game ends and no duck
    /// may follow.
    #[error("a royal capture ends the game; no duck square may follow")]
    UnexpectedDuck,
    /// The duck square is not empty after the piece move, or is the duck's
    /// current square.
    #[error("the duck cannot go to that square")]
    DuckSquare,
}

/// Why a coordinate turn could not be played.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CoordError {
    /// The text is not coordinate notation.
    #[error(transparent)]
    Syntax(#[from] CoordSyntaxError),
    /// The square after the comma is not the piece's destination.
    #[error("the part after the comma must repeat the piece's destination square")]
    DuckPrefix,
    /// The turn is well formed but not legal here.
    #[error(transparent)]
    Illegal(#[from] IllegalTurn),
}

/// Why notation that describes a turn (SAN, WXF: a description matched
/// against the piece moves, then a duck square) names no legal turn here.
/// A variant's notation error converts from it under its own names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
pub enum TurnMatchError {
    /// No legal piece move fits.
    #[error("no legal move fits")]
    Illegal,
    /// More than one legal piece move fits.
    #[error("more than one legal move fits")]
    Ambiguous,
    /// The move is not a royal capture, so a duck square must follow.
    #[error("the turn needs a duck square")]
    MissingDuck,
    /// The duck cannot go to the square given.
    #[error("the duck cannot go to that square")]
    IllegalDuck,
}

/// The rules of one duck variant, implemented by its position type.
///
/// A variant supplies its board, piece-move generation and the two halves of
/// a turn; the provided methods build everything else on them, so that turn
/// sets, legality checks, outcomes, perft, games and notation are written
/// once for every variant.
///
/// Implementations must keep these invariants: generation yields no move
/// when either royal is missing; the duck half of a turn puts the duck on an
/// empty square; and [`Rules::zobrist`] equals [`Rules::compute_zobrist`]
/// after every turn.
pub trait Rules: Copy + Eq + Hash + Debug + Send + Sync + 'static {
    /// The board shape.
    type Geometry: Geometry;
    /// The kinds of piece.
    type Role: Role;
    /// The piece half of a turn.
    type Move: PieceMove<Self::Geometry>;
    /// What a side to move without any legal turn gets.
    const NO_TURN: NoTurnRule;

    /// The occupants.
    fn board(&self) -> &Board<Self::Geometry, Self::Role>;
    /// The side to move.
    fn turn(&self) -> Color;
    /// Turns since the last event that resets the move-limit draw rule.
    fn halfmove_clock(&self) -> u32;
    /// The move number, starting at 1 and incremented after the second
    /// player's turn.
    fn fullmoves(&self) -> u32;
    /// The incrementally kept Zobrist hash of the position identity.
    fn zobrist(&self) -> u64;
    /// The same hash computed from scratch (to check the incremental one).
    fn compute_zobrist(&self) -> u64;
    /// Draw rules a new [`Game`](crate::Game) applies.
    fn default_draw_rules() -> DrawRules;
    /// The variant's usual draw rules (what enabling draws turns on).
    fn standard_draw_rules() -> DrawRules;

    /// Appends every piece move of the side to move. Appends nothing when
    /// either side's royal piece is missing.
    fn generate_piece_moves(&self, moves: &mut MoveList<Self::Move>);
    /// Whether the move captures a piece. Provided: whether an enemy piece
    /// stands on the destination (a variant with captures elsewhere, such
    /// as en passant, overrides it).
    #[inline]
    fn is_capture(&self, m: Self::Move) -> bool {
        self.board().by_color(!self.turn()).contains(m.to())
    }
    /// Whether the move captures the enemy royal piece. Provided: whether
    /// the enemy royal stands on the destination.
    #[inline]
    fn is_royal_capture(&self, m: Self::Move) -> bool {
        self.board()
            .by_piece(crate::board::Piece {
                color: !self.turn(),
                role: Self::Role::ROYAL,
            })
            .contains(m.to())
    }
    /// Plays the piece half of a turn: pieces, rights and clocks change; the
    /// duck and the side to move do not. `m` must be a generated move.
    fn apply_piece_move(&mut self, m: Self::Move);
    /// Plays the duck half: the duck moves to `duck` (`None` after a royal
    /// capture) and the other side is to move. `duck` must be empty.
    fn finish_turn(&mut self, duck: Option<Square<Self::Geometry>>);

    /// The duck's square, if it is on the board.
    #[inline]
    fn duck(&self) -> Option<Square<Self::Geometry>> {
        self.board().neutral().first()
    }

    /// Whether `color` still has its royal piece.
    #[inline]
    fn has_royal(&self, color: Color) -> bool {
        !self
            .board()
            .by_piece(crate::board::Piece {
                color,
                role: Self::Role::ROYAL,
            })
            .is_empty()
    }

    /// Whether either side's royal piece is gone: the game is over, and
    /// generation yields no move.
    #[inline(always)]
    fn royal_missing(&self) -> bool {
        !self.has_royal(Color::White) || !self.has_royal(Color::Black)
    }

    /// Every piece move of the side to move.
    fn piece_moves(&self) -> MoveList<Self::Move> {
        let mut moves = MoveList::new();
        self.generate_piece_moves(&mut moves);
        moves
    }

    /// The squares the duck may go to after `m` (empty for a royal capture,
    /// which places no duck). `m` must be a generated move.
    fn duck_targets(&self, m: Self::Move) -> Bitboard<Self::Geometry> {
        if self.is_royal_capture(m) {
            return Bitboard::EMPTY;
        }
        let mut after = *self;
        after.apply_piece_move(m);
        after.board().empty_squares()
    }

    /// Number of legal turns (every piece move times its duck squares; a
    /// royal capture counts once).
    fn count_turns(&self) -> u64 {
        let mut moves = MoveList::new();
        self.generate_piece_moves(&mut moves);
        moves
            .iter()
            .map(|&m| {
                if self.is_royal_capture(m) {
                    1
                } else {
                    u64::from(self.duck_targets(m).len())
                }
            })
            .sum()
    }

    /// All legal turns, as piece moves with their duck squares.
    fn turns(&self) -> TurnSet<Self> {
        TurnSet::new(*self)
    }

    /// Whether the side to move has at least one legal turn.
    fn has_turns(&self) -> bool {
        let moves = self.piece_moves();
        moves
            .iter()
            .any(|&m| self.is_royal_capture(m) || !self.duck_targets(m).is_empty())
    }

    /// The result, if the position is terminal: a royal piece is gone, or
    /// the side to move has no legal turn. (Draw rules need a history and
    /// live in [`Game`](crate::Game).)
    fn outcome(&self) -> Option<Outcome> {
        let us = self.turn();
        for color in [us, !us] {
            if !self.has_royal(color) {
                return Some(Outcome::Decisive {
                    winner: !color,
                    reason: WinReason::RoyalCaptured,
                });
            }
        }
        if self.has_turns() {
            return None;
        }
        Some(Self::NO_TURN.outcome(us))
    }

    /// Checks a turn without playing it.
    fn check_turn(&self, turn: Turn<Self::Geometry, Self::Move>) -> Result<(), IllegalTurn> {
        if self.royal_missing() {
            return Err(IllegalTurn::GameOver);
        }
        if !self.piece_moves().contains(&turn.piece) {
            return Err(IllegalTurn::PieceMove);
        }
        match (self.is_royal_capture(turn.piece), turn.duck) {
            (true, None) => Ok(()),
            (true, Some(_)) => Err(IllegalTurn::UnexpectedDuck),
            (false, None) => Err(IllegalTurn::MissingDuck),
            (false, Some(duck)) => {
                if self.duck_targets(turn.piece).contains(duck) {
                    Ok(())
                } else {
                    Err(IllegalTurn::DuckSquare)
                }
            }
        }
    }

    /// Whether a turn is legal here.
    fn is_legal(&self, turn: Turn<Self::Geometry, Self::Move>) -> bool {
        self.check_turn(turn).is_ok()
    }

    /// Plays a turn after checking it; on error the position is unchanged.
    fn play(&mut self, turn: Turn<Self::Geometry, Self::Move>) -> Result<(), IllegalTurn> {
        self.check_turn(turn)?;
        self.play_unchecked(turn);
        Ok(())
    }

    /// Plays a turn known to be legal (for engines: a turn from
    /// [`Rules::turns`]). An illegal turn leaves an inconsistent position.
    #[inline(always)]
    fn play_unchecked(&mut self, turn: Turn<Self::Geometry, Self::Move>) {
        self.apply_piece_move(turn.piece);
        self.finish_turn(turn.duck);
    }

    /// The position after a turn known to be legal.
    #[inline]
    fn after(&self, turn: Turn<Self::Geometry, Self::Move>) -> Self {
        let mut next = *self;
        next.play_unchecked(turn);
        next
    }

    /// Matches parsed coordinate notation against the legal turns. The
    /// comma part of a royal capture is accepted and ignored, because
    /// Fairy-Stockfish prints one.
    fn coords_to_turn(
        &self,
        coords: CoordTurn<Self::Geometry>,
    ) -> Result<Turn<Self::Geometry, Self::Move>, CoordError> {
        if self.royal_missing() {
            return Err(IllegalTurn::GameOver.into());
        }
        let piece = self
            .piece_moves()
            .iter()
            .copied()
            .find(|m| {
                m.from() == coords.from && m.to() == coords.to && m.promotion() == coords.promotion
            })
            .ok_or(IllegalTurn::PieceMove)?;
        let duck = if self.is_royal_capture(piece) {
            None
        } else {
            let (again, duck) = coords.duck.ok_or(IllegalTurn::MissingDuck)?;
            if again != coords.to {
                return Err(CoordError::DuckPrefix);
            }
            Some(duck)
        };
        let turn = Turn { piece, duck };
        self.check_turn(turn)?;
        Ok(turn)
    }

    /// The one piece move of the side to move that `fits`: how notation
    /// that describes a move rather than naming its squares (SAN, WXF)
    /// finds it. [`TurnMatchError::Illegal`] when none fits,
    /// [`TurnMatchError::Ambiguous`] when more than one does.
    fn find_piece_move(
        &self,
        mut fits: impl FnMut(Self::Move) -> bool,
    ) -> Result<Self::Move, TurnMatchError> {
        let mut found = None;
        for &m in self.piece_moves().iter() {
            if fits(m) {
                if found.is_some() {
                    return Err(TurnMatchError::Ambiguous);
                }
                found = Some(m);
            }
        }
        found.ok_or(TurnMatchError::Illegal)
    }

    /// The turn of `piece`, a legal piece move, with the duck square that
    /// notation gives: a royal capture ends the game and places no duck (a
    /// square given anyway is ignored, as some writers add one); any other
    /// move needs one of its duck targets
    /// ([`TurnMatchError::MissingDuck`], [`TurnMatchError::IllegalDuck`]).
    fn turn_with_duck(
        &self,
        piece: Self::Move,
        duck: Option<Square<Self::Geometry>>,
    ) -> Result<Turn<Self::Geometry, Self::Move>, TurnMatchError> {
        if self.is_royal_capture(piece) {
            return Ok(Turn { piece, duck: None });
        }
        let duck = duck.ok_or(TurnMatchError::MissingDuck)?;
        if !self.duck_targets(piece).contains(duck) {
            return Err(TurnMatchError::IllegalDuck);
        }
        Ok(Turn {
            piece,
            duck: Some(duck),
        })
    }

    /// Parses a turn in coordinate notation and checks it is legal here.
    fn parse_coords(&self, text: &str) -> Result<Turn<Self::Geometry, Self::Move>, CoordError> {
        let coords = CoordTurn::from_ascii(text.as_bytes())?;
        self.coords_to_turn(coords)
    }
}
