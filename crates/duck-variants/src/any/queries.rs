//! The engine queries over every game: [`AnyPosition`]'s attack and
//! royal-danger queries, tactical moves and line helpers, and
//! [`AnyHalfTurn`], the node between a turn's piece move and its blocker
//! (each the core's [`Queries`], for whichever game the position is).

use alloc::vec::Vec;

use duck_variants_core::{Bitboard, Color, Geometry, HalfTurn, Queries, Square, Variant};

use super::list::Listed;
use super::{AnyError, AnyPieceMove, AnyPosition, AnySquare, GameKind};

/// Declares [`AnyHalfTurn`] over the game list.
macro_rules! declare_half_turn {
    ( ; $( $(#[$doc:meta])* $game:ident => $position:ty, $feature:literal; )* ) => {
        /// The position after a turn's piece move of any game, with its
        /// blocker (the duck, an arrow) still to place
        /// ([`AnyPosition::half_turn`]): a search node of its own, with its
        /// own Zobrist key, completed by [`AnyHalfTurn::complete`].
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        #[non_exhaustive]
        pub enum AnyHalfTurn {
            $(
                $(#[$doc])*
                #[cfg(feature = $feature)]
                $game(HalfTurn<$position>),
            )*
        }

        $(
            #[cfg(feature = $feature)]
            impl WrapHalf for $position {
                fn wrap_half(half: HalfTurn<Self>) -> AnyHalfTurn {
                    AnyHalfTurn::$game(half)
                }
            }
        )*
    };
}

/// A game's half turn as an [`AnyHalfTurn`].
trait WrapHalf: Variant {
    fn wrap_half(half: HalfTurn<Self>) -> AnyHalfTurn;
}

game_list!(declare_half_turn!());

fn squares<G: Geometry>(set: Bitboard<G>) -> Vec<AnySquare> {
    set.into_iter().map(AnySquare::of).collect()
}

/// The square on `P`'s board, or [`AnyError::Square`].
fn square_on<P: Listed>(square: AnySquare) -> Result<Square<P::Geometry>, AnyError> {
    square.on::<P::Geometry>().ok_or(AnyError::Square {
        text: alloc::string::ToString::to_string(&square),
        game: P::KIND,
    })
}

impl AnyPosition {
    /// The squares of the pieces of `side` that attack `square`: that
    /// would capture an enemy piece there (the duck an occupant
    /// throughout: it stops sliders, stands on legs and eyes, screens
    /// cannons). None in the Amazons, which never capture.
    ///
    /// # Errors
    ///
    /// The square is not on this game's board ([`AnyError::Square`]).
    pub fn attackers(&self, square: AnySquare, side: Color) -> Result<Vec<AnySquare>, AnyError> {
        with_value!(self, AnyPosition, p => Ok(squares(p.attackers(square_on_of(p, square)?, side))))
    }

    /// Whether a piece of `side` attacks `square`
    /// ([`AnyPosition::attackers`] is not empty).
    ///
    /// # Errors
    ///
    /// The square is not on this game's board ([`AnyError::Square`]).
    pub fn is_attacked(&self, square: AnySquare, side: Color) -> Result<bool, AnyError> {
        with_value!(self, AnyPosition, p => Ok(p.is_attacked(square_on_of(p, square)?, side)))
    }

    /// The squares the piece on `square` attacks (none for an empty square
    /// or the duck); own pieces and the duck's square may be among them.
    ///
    /// # Errors
    ///
    /// The square is not on this game's board ([`AnyError::Square`]).
    pub fn attacks_from(&self, square: AnySquare) -> Result<Vec<AnySquare>, AnyError> {
        with_value!(self, AnyPosition, p => Ok(squares(p.attacks_from(square_on_of(p, square)?))))
    }

    /// The square of `side`'s king or general, if it is on the board
    /// (never in the Amazons).
    pub fn royal_square(&self, side: Color) -> Option<AnySquare> {
        with_value!(self, AnyPosition, p => p.royal_square(side).map(AnySquare::of))
    }

    /// The squares of the pieces of the side to move that can capture the
    /// enemy king or general now (the flying general included): each is a
    /// winning turn. Empty once the game is over.
    pub fn royal_attackers(&self) -> Vec<AnySquare> {
        with_value!(self, AnyPosition, p => squares(p.royal_attackers()))
    }

    /// Whether the side to move can capture the enemy king or general now.
    pub fn can_capture_royal(&self) -> bool {
        with_value!(self, AnyPosition, p => p.can_capture_royal())
    }

    /// The blocker squares after `piece` that leave the opponent no turn
    /// capturing our king or general: all of
    /// [`AnyPosition::blocker_targets`] when nothing threatens, none when
    /// every placement loses it (or `piece` captures the enemy royal and
    /// places no blocker). A duck engine's first question about a move.
    ///
    /// # Errors
    ///
    /// The piece move is another game's ([`AnyError::WrongGame`]) or not a
    /// legal piece move here ([`AnyError::Illegal`]).
    pub fn saving_blockers(&self, piece: AnyPieceMove) -> Result<Vec<AnySquare>, AnyError> {
        with_value!(self, AnyPosition, p => Ok(squares(p.saving_blockers(legal_piece(p, piece)?))))
    }

    /// Whether some blocker placement after `piece` lets the opponent
    /// capture our king or general ([`AnyPosition::saving_blockers`] is not
    /// every blocker target).
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::saving_blockers`].
    pub fn royal_capturable_after(&self, piece: AnyPieceMove) -> Result<bool, AnyError> {
        with_value!(self, AnyPosition, p => Ok(p.royal_capturable_after(legal_piece(p, piece)?)))
    }

    /// The position after `piece` with the blocker still to place; `None`
    /// when no blocker follows (a royal capture ends the game).
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::saving_blockers`].
    pub fn half_turn(&self, piece: AnyPieceMove) -> Result<Option<AnyHalfTurn>, AnyError> {
        with_value!(self, AnyPosition, p => Ok(p.half_turn(legal_piece(p, piece)?).map(WrapHalf::wrap_half)))
    }

    /// The position's Zobrist hash (board, duck, side to move and rights),
    /// as the game's transposition tables key it.
    pub fn zobrist(&self) -> u64 {
        with_value!(self, AnyPosition, p => p.zobrist())
    }

    /// The piece moves that capture or promote (the piece halves of the
    /// tactical turns, without their blocker squares), for quiescence
    /// search.
    pub fn tactical_moves(&self) -> Vec<AnyPieceMove> {
        with_value!(self, AnyPosition, p => p.tactical_moves().iter().map(|&m| wrap_piece(p, m)).collect())
    }

    /// Whether `piece` captures the enemy king or general, winning at once.
    ///
    /// # Errors
    ///
    /// As [`AnyPosition::saving_blockers`].
    pub fn captures_royal(&self, piece: AnyPieceMove) -> Result<bool, AnyError> {
        with_value!(self, AnyPosition, p => Ok(p.captures_royal(legal_piece(p, piece)?)))
    }

    /// The squares strictly between `a` and `b` on a rank, file or
    /// diagonal of this game's board (none when they share no line).
    ///
    /// # Errors
    ///
    /// Either square is not on the board ([`AnyError::Square`]).
    pub fn between(&self, a: AnySquare, b: AnySquare) -> Result<Vec<AnySquare>, AnyError> {
        with_value!(self, AnyPosition, p => Ok(squares(duck_variants_core::lines::between(
            square_on_of(p, a)?,
            square_on_of(p, b)?,
        ))))
    }

    /// The empty squares where one more blocker (the duck) stops the piece
    /// on `from` capturing on `to`, when it attacks `to` now: between a
    /// slider (or a flying general) and its target, a cannon's second
    /// screen, a horse's leg, an elephant's eye; none against a leaper, and
    /// none when it does not attack `to`.
    ///
    /// # Errors
    ///
    /// Either square is not on the board ([`AnyError::Square`]).
    pub fn interpositions(
        &self,
        from: AnySquare,
        to: AnySquare,
    ) -> Result<Vec<AnySquare>, AnyError> {
        with_value!(self, AnyPosition, p => Ok(squares(p.interpositions(
            square_on_of(p, from)?,
            square_on_of(p, to)?,
        ))))
    }
}

impl AnyHalfTurn {
    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        with_value!(self, AnyHalfTurn, h => kind_of(h))
    }

    /// The piece move that made it.
    pub fn piece_move(&self) -> AnyPieceMove {
        with_value!(self, AnyHalfTurn, h => wrap_piece(h.position(), h.piece_move()))
    }

    /// Its Zobrist key: never a whole position's, equal for equal half
    /// turns.
    pub fn zobrist(&self) -> u64 {
        with_value!(self, AnyHalfTurn, h => h.zobrist())
    }

    /// The squares the blocker may go to.
    pub fn blocker_targets(&self) -> Vec<AnySquare> {
        with_value!(self, AnyHalfTurn, h => squares(h.blocker_targets()))
    }

    /// The whole position after the turn with the blocker on `blocker`:
    /// the position [`AnyPosition::play`] of the whole turn gives.
    ///
    /// # Errors
    ///
    /// The square is not on the board ([`AnyError::Square`]) or not one of
    /// the blocker targets ([`AnyError::Illegal`]).
    pub fn complete(&self, blocker: AnySquare) -> Result<AnyPosition, AnyError> {
        with_value!(self, AnyHalfTurn, h => {
            let square = square_on_of(h.position(), blocker)?;
            Ok(Listed::wrap(h.complete(square)?))
        })
    }
}

fn kind_of<P: Listed>(_: &HalfTurn<P>) -> GameKind {
    P::KIND
}

fn square_on_of<P: Listed>(_: &P, square: AnySquare) -> Result<Square<P::Geometry>, AnyError> {
    square_on::<P>(square)
}

fn wrap_piece<P: Listed>(_: &P, m: P::Move) -> AnyPieceMove {
    P::wrap_piece(m)
}

/// The piece move as one of `P`'s legal ones, or the facade's error.
fn legal_piece<P: Listed>(position: &P, piece: AnyPieceMove) -> Result<P::Move, AnyError> {
    let m = P::piece_of(piece).ok_or(AnyError::WrongGame {
        expected: P::KIND,
        found: piece.kind(),
    })?;
    if !position.piece_moves().contains(&m) {
        return Err(duck_variants_core::IllegalTurn::PieceMove.into());
    }
    Ok(m)
}
