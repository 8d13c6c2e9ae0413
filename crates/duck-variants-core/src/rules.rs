//! [`Rules`]: what a duck variant supplies, and everything the core derives
//! from it once for all variants: turn sets, legality, playing, outcomes and
//! coordinate notation.

use core::fmt::Debug;
use core::hash::Hash;

use crate::blocker::BlockerRule;
use crate::board::Role;
use crate::color::Color;
use crate::coords::{CoordSyntaxError, CoordTurn};
use crate::movelist::MoveList;
use crate::outcome::{Outcome, WinReason};
use crate::square::Square;
use crate::turn::{PieceMove, Turn};
use crate::turnset::TurnSet;
use crate::variant::Variant;

/// The whole-turn type of a [`Rules`] implementation.
pub type TurnOf<R> = Turn<<R as Variant>::Geometry, <R as Variant>::Move>;

/// Why a turn was rejected. The position is unchanged.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalTurn {
    /// The game is already over.
    #[error("the game is over")]
    GameOver,
    /// The piece move is not one of the side to move's moves.
    #[error("the piece move is not legal here")]
    PieceMove,
    /// The piece move does not capture the enemy royal, so a blocker
    /// square is required.
    #[error("the turn needs a blocker square")]
    MissingBlocker,
    /// The piece move captures the enemy royal: the game ends and no
    /// blocker may follow (nor after any move under
    /// [`BlockerRule::None`](crate::BlockerRule::None), which places none).
    #[error("a royal capture ends the game; no blocker square may follow")]
    UnexpectedBlocker,
    /// The blocker square is not empty after the piece move, or is the
    /// blocker's current square (for an arrow: not reached from the
    /// destination).
    #[error("the blocker cannot go to that square")]
    BlockerSquare,
    /// The turn is legal, but the game could not grow to record it: the
    /// memory its history or repetition table needed could not be had
    /// ([`Game::play`](crate::Game::play) checks before it grows, so the
    /// game is unchanged and can go on once memory is freed).
    #[error("the game could not record the turn: memory could not be had")]
    OutOfMemory,
}

/// Why a coordinate turn could not be played.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CoordError {
    /// The text is not coordinate notation.
    #[error(transparent)]
    Syntax(#[from] CoordSyntaxError),
    /// The square after the comma is not the piece's destination.
    #[error("the part after the comma must repeat the piece's destination square")]
    BlockerPrefix,
    /// The turn is well formed but not legal here.
    #[error(transparent)]
    Illegal(#[from] IllegalTurn),
}

/// Why notation that describes a turn (SAN, WXF: a description matched
/// against the piece moves, then a blocker square) names no legal turn here.
/// A variant's notation error converts from it under its own names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TurnMatchError {
    /// No legal piece move fits.
    #[error("no legal move fits")]
    Illegal,
    /// More than one legal piece move fits.
    #[error("more than one legal move fits")]
    Ambiguous,
    /// The move is not a royal capture, so a blocker square must follow.
    #[error("the turn needs '@' and a blocker square")]
    MissingBlocker,
    /// The blocker cannot go to the square given.
    #[error("the blocker cannot go to that square")]
    IllegalBlocker,
    /// The move captures the enemy royal, which ends the game: no blocker
    /// square may follow (nor after any move under
    /// [`BlockerRule::None`](crate::BlockerRule::None)).
    #[error("a royal capture ends the game; no '@' and blocker square may follow")]
    UnexpectedBlocker,
    /// The notation marks a capture (SAN's `x`), but the move captures
    /// nothing.
    #[error("'x' marks a capture, but the move captures nothing")]
    NotACapture,
}

/// Why a turn in a variant's notation (SAN, a variant's own move text)
/// cannot be played: the text is malformed, or it names no legal turn here.
/// A game crate names it for its notation (`duck_variants_chess::SanError`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum NotationError {
    /// Not well-formed text in the notation.
    #[error(transparent)]
    Syntax(#[from] crate::SyntaxError),
    /// Well formed, but no legal turn fits (see [`TurnMatchError`]).
    #[error(transparent)]
    Turn(#[from] TurnMatchError),
}

impl CoordError {
    /// Whether the text is not well-formed coordinate notation (including
    /// a comma part that does not repeat the destination), rather than a
    /// well-formed turn that is not legal here.
    pub const fn is_syntax(&self) -> bool {
        matches!(self, CoordError::Syntax(_) | CoordError::BlockerPrefix)
    }
}

impl NotationError {
    /// Whether the text is not well formed in the notation, rather than
    /// well formed but naming no legal turn here.
    pub const fn is_syntax(&self) -> bool {
        matches!(self, NotationError::Syntax(_))
    }
}

/// Whether the halfmove clock has reached the move limit of the variant's
/// own rules ([`Variant::DEFAULT_DRAW_RULES`]): the game is drawn and the
/// variant generates no move.
#[inline]
pub(crate) fn own_move_limit_reached<V: Variant>(position: &V) -> bool {
    V::DEFAULT_DRAW_RULES
        .move_limit
        .is_some_and(|limit| position.halfmove_clock() >= limit)
}

/// Everything the core derives from a [`Variant`], the same for every
/// variant: turn sets, legality, playing, outcomes and coordinate notation.
///
/// Every [`Variant`] is `Rules` through the blanket impl, and no variant
/// can override these methods: a rule derived once cannot drift between
/// games. (The fast paths a variant may supply are [`Variant`]'s provided
/// methods, which the testkit checks against their defaults.)
pub trait Rules: Variant {
    /// The square of the one blocker that moves every turn (the duck), if
    /// it is on the board. Always `None` under
    /// [`BlockerRule::Add`](crate::BlockerRule::Add), whose blockers stay
    /// where they were placed (read them all from
    /// [`Board::blockers`](crate::Board::blockers)), and under
    /// [`BlockerRule::None`](crate::BlockerRule::None).
    #[inline]
    fn blocker(&self) -> Option<Square<Self::Geometry>> {
        match Self::BLOCKER {
            BlockerRule::Relocate => self.board().blockers().first(),
            BlockerRule::Add | BlockerRule::None => None,
        }
    }

    /// Whether `color` still has its royal piece (always, for roles
    /// without one: [`Role::ROYAL`] is `None`).
    #[inline]
    fn has_royal(&self, color: Color) -> bool {
        match Self::Role::ROYAL {
            None => true,
            Some(role) => !self
                .board()
                .by_piece(crate::board::Piece { color, role })
                .is_empty(),
        }
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

    /// All legal turns, as piece moves with their blocker squares.
    fn legal_turns(&self) -> TurnSet<Self> {
        TurnSet::new(*self)
    }

    /// The result, if the position is terminal: a royal piece is gone, the
    /// move limit that is part of the variant's own rules has drawn it
    /// (see [`Variant::DEFAULT_DRAW_RULES`]; unless the board left the side
    /// to move no turn anyway, see [`Variant::has_turns_on_board`]), or the
    /// side to move has no legal turn. (Repetition, and draw rules a game opts into, need a
    /// history and live in [`Game`](crate::Game).)
    fn outcome(&self) -> Option<Outcome> {
        let us = self.side_to_move();
        for color in [us, !us] {
            if !self.has_royal(color) {
                return Some(Outcome::decisive(!color, WinReason::RoyalCaptured));
            }
        }
        if own_move_limit_reached(self) && self.has_turns_on_board() {
            return Some(Outcome::Draw {
                reason: crate::outcome::DrawReason::MoveLimit,
            });
        }
        if self.has_turns() {
            return None;
        }
        Some(Self::NO_TURN.outcome(us))
    }

    /// Checks a turn without playing it.
    ///
    /// # Errors
    ///
    /// The first rule the turn breaks: [`IllegalTurn::GameOver`] when a
    /// royal piece is gone or the variant's own move limit is reached;
    /// [`IllegalTurn::PieceMove`] when the piece move is not one of
    /// [`Rules::piece_moves`]; [`IllegalTurn::UnexpectedBlocker`] for a
    /// blocker square after a royal capture (or after any move under
    /// [`BlockerRule::None`](crate::BlockerRule::None));
    /// [`IllegalTurn::MissingBlocker`] for none where one must be placed; and
    /// [`IllegalTurn::BlockerSquare`] for a square the blocker cannot go to.
    // In WebAssembly one compiled copy per game for its callers (playing,
    // parsing, the facade's checks): kilobytes of download otherwise.
    #[cfg_attr(target_family = "wasm", inline(never))]
    fn check_turn(&self, turn: Turn<Self::Geometry, Self::Move>) -> Result<(), IllegalTurn> {
        if self.royal_missing() || own_move_limit_reached(self) {
            return Err(IllegalTurn::GameOver);
        }
        if !self.piece_moves().contains(&turn.piece) {
            return Err(IllegalTurn::PieceMove);
        }
        // No blocker follows a royal capture, nor any move when the rule
        // places none (a constant, folded away).
        let no_blocker = !Self::BLOCKER.places_blocker() || self.is_royal_capture(turn.piece);
        match (no_blocker, turn.blocker) {
            (true, None) => Ok(()),
            (true, Some(_)) => Err(IllegalTurn::UnexpectedBlocker),
            (false, None) => Err(IllegalTurn::MissingBlocker),
            (false, Some(blocker)) => {
                if self.blocker_targets(turn.piece).contains(blocker) {
                    Ok(())
                } else {
                    Err(IllegalTurn::BlockerSquare)
                }
            }
        }
    }

    /// Whether a turn is legal here.
    fn is_legal(&self, turn: Turn<Self::Geometry, Self::Move>) -> bool {
        self.check_turn(turn).is_ok()
    }

    /// Plays a turn after checking it; on error the position is unchanged.
    ///
    /// # Errors
    ///
    /// Those of [`Rules::check_turn`], for a turn that is not legal here.
    fn play(&mut self, turn: Turn<Self::Geometry, Self::Move>) -> Result<(), IllegalTurn> {
        self.check_turn(turn)?;
        self.play_unchecked(turn);
        Ok(())
    }

    /// Plays a turn known to be legal (for engines: a turn from
    /// [`Rules::legal_turns`]). An illegal turn leaves an inconsistent position.
    // Natively inlined everywhere (playing every leaf is what
    // `perft_expanded` measures); in WebAssembly one copy per game, which
    // the checked play and the game's history share (some 2.7 KB a game
    // that every inlined copy repeated).
    #[cfg_attr(not(target_family = "wasm"), inline(always))]
    #[cfg_attr(target_family = "wasm", inline(never))]
    fn play_unchecked(&mut self, turn: Turn<Self::Geometry, Self::Move>) {
        self.apply_piece_move(turn.piece);
        self.finish_turn(turn.blocker);
    }

    /// The position after a turn, checked; this one is unchanged.
    ///
    /// # Errors
    ///
    /// The turn is not legal here ([`Rules::check_turn`]).
    #[inline]
    fn after(&self, turn: Turn<Self::Geometry, Self::Move>) -> Result<Self, IllegalTurn> {
        let mut next = *self;
        next.play(turn)?;
        Ok(next)
    }

    /// The position after a turn known to be legal (for engines: a turn
    /// from [`Rules::legal_turns`]); an illegal turn gives an inconsistent
    /// position, as [`Rules::play_unchecked`] does.
    #[inline]
    #[must_use = "this returns the next position and leaves `self` unchanged; use `play_unchecked` to play in place"]
    fn after_unchecked(&self, turn: Turn<Self::Geometry, Self::Move>) -> Self {
        let mut next = *self;
        next.play_unchecked(turn);
        next
    }

    /// Matches parsed coordinate notation against the legal turns. The
    /// comma part of a royal capture is accepted, because Fairy-Stockfish
    /// prints one, when it starts with the destination square (`d1e8,e8a1`;
    /// anything else is [`CoordError::BlockerPrefix`]); its blocker square is
    /// ignored. Under
    /// [`BlockerRule::None`](crate::BlockerRule::None) a turn has no comma
    /// part.
    ///
    /// # Errors
    ///
    /// [`CoordError::BlockerPrefix`] for a comma part that does not start
    /// with the destination square. Otherwise [`CoordError::Illegal`], with:
    /// [`IllegalTurn::GameOver`] when a royal piece is gone;
    /// [`IllegalTurn::PieceMove`] when no legal piece move has these
    /// squares and promotion (so also at the variant's own move limit, where
    /// it generates none); [`IllegalTurn::UnexpectedBlocker`] for a comma
    /// part under [`BlockerRule::None`](crate::BlockerRule::None);
    /// [`IllegalTurn::MissingBlocker`] for none where a blocker must be
    /// placed; or any other error of [`Rules::check_turn`] for the turn
    /// found ([`IllegalTurn::BlockerSquare`] for a square the blocker cannot
    /// go to).
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
                m.from() == coords.from
                    && m.to() == coords.to
                    && m.promotion().map(Role::char) == coords.promotion
            })
            .ok_or(IllegalTurn::PieceMove)?;
        let blocker = if !Self::BLOCKER.places_blocker() {
            if coords.blocker.is_some() {
                return Err(IllegalTurn::UnexpectedBlocker.into());
            }
            None
        } else if self.is_royal_capture(piece) {
            // Fairy-Stockfish prints a comma part after a royal capture; its
            // blocker square means nothing, but it must still start with the
            // destination, as every comma part does.
            if let Some((again, _)) = coords.blocker {
                if again != coords.to {
                    return Err(CoordError::BlockerPrefix);
                }
            }
            None
        } else {
            let (again, blocker) = coords.blocker.ok_or(IllegalTurn::MissingBlocker)?;
            if again != coords.to {
                return Err(CoordError::BlockerPrefix);
            }
            Some(blocker)
        };
        let turn = Turn { piece, blocker };
        self.check_turn(turn)?;
        Ok(turn)
    }

    /// The one piece move of the side to move that `fits`: how notation
    /// that describes a move rather than naming its squares (SAN, WXF)
    /// finds it.
    ///
    /// # Errors
    ///
    /// [`TurnMatchError::Illegal`] when no piece move fits (as when the game
    /// is over and there are none), [`TurnMatchError::Ambiguous`] when more
    /// than one does.
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

    /// The turn of `piece`, a legal piece move, with the blocker square that
    /// notation gives: a royal capture ends the game and places no blocker (the
    /// rules make SAN and WXF strict there); any other move needs one of
    /// its blocker targets. Under
    /// [`BlockerRule::None`](crate::BlockerRule::None) every move is like a
    /// royal capture here: no square may follow. `piece` itself is not
    /// checked.
    ///
    /// # Errors
    ///
    /// [`TurnMatchError::UnexpectedBlocker`] for a square given after a
    /// royal capture (or any move under
    /// [`BlockerRule::None`](crate::BlockerRule::None));
    /// [`TurnMatchError::MissingBlocker`] for none given after another move;
    /// [`TurnMatchError::IllegalBlocker`] for a square that is not one of the
    /// move's blocker targets.
    // One compiled copy per game in WebAssembly, as `check_turn`.
    #[cfg_attr(target_family = "wasm", inline(never))]
    fn turn_with_blocker(
        &self,
        piece: Self::Move,
        blocker: Option<Square<Self::Geometry>>,
    ) -> Result<Turn<Self::Geometry, Self::Move>, TurnMatchError> {
        if !Self::BLOCKER.places_blocker() || self.is_royal_capture(piece) {
            return match blocker {
                None => Ok(Turn {
                    piece,
                    blocker: None,
                }),
                Some(_) => Err(TurnMatchError::UnexpectedBlocker),
            };
        }
        let blocker = blocker.ok_or(TurnMatchError::MissingBlocker)?;
        if !self.blocker_targets(piece).contains(blocker) {
            return Err(TurnMatchError::IllegalBlocker);
        }
        Ok(Turn {
            piece,
            blocker: Some(blocker),
        })
    }

    /// Parses a turn in coordinate notation and checks it is legal here.
    ///
    /// # Errors
    ///
    /// [`CoordError::Syntax`] for text that is not coordinate notation (see
    /// [`CoordTurn::from_ascii`]), then those of [`Rules::coords_to_turn`].
    // One compiled copy per game in WebAssembly, as `check_turn`.
    #[cfg_attr(target_family = "wasm", inline(never))]
    fn parse_coords(&self, text: &str) -> Result<Turn<Self::Geometry, Self::Move>, CoordError> {
        let coords = CoordTurn::from_ascii(text.as_bytes())?;
        self.coords_to_turn(coords)
    }
}

impl<V: Variant> Rules for V {}
