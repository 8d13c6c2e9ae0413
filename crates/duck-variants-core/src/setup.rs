//! [`Setup`]: a position as written in a FEN, before validation, with the
//! game's own FEN fields ([`ExtraFields`]) and the strictness of its
//! validation ([`SetupOptions`]). The trait that validates it,
//! [`FromSetup`](crate::FromSetup), lives in `from_setup`: it needs the
//! rules, and the rules' modules need a setup (a variant's
//! [`PositionState`](crate::PositionState) is made from one), so keeping
//! both here closed an import circle.

use core::fmt;
use core::str::FromStr;

use crate::blocker::BlockerRule;
use crate::board::{Board, CountError, Piece, Role};
use crate::color::Color;
use crate::fen::{FenError, FenFields, write_fen};
use crate::geometry::Geometry;

/// A position as a FEN writes it: board (with the duck), side to move,
/// clocks and the game's own fields (`X`: castling rights and an
/// en-passant square in Duck Chess, nothing in the other games), not yet
/// checked against any variant's rules.
/// [`FromSetup::from_setup`](crate::FromSetup::from_setup) validates it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup<G: Geometry, R: Role, X = ()> {
    /// Pieces and the duck.
    pub board: Board<G, R>,
    /// Side to move.
    pub side_to_move: Color,
    /// Turns since the last irreversible one (the draw rules' clock).
    pub halfmoves: u32,
    /// Move number, from 1, incremented after the second player's turn.
    pub fullmoves: u32,
    /// The game's own FEN fields.
    pub extra: X,
}

/// The FEN fields a game writes between the side to move and the clocks
/// (the third and fourth: castling and en passant, in chess's layout),
/// read and written by the game itself. `()` is a game with neither:
/// both fields `-` (or left out), as Fairy-Stockfish writes them for
/// xiangqi and the Game of the Amazons.
pub trait ExtraFields<G: Geometry>: Copy + Eq + core::hash::Hash + fmt::Debug {
    /// Reads the third and fourth fields of `fields` (either may be absent).
    ///
    /// # Errors
    ///
    /// A [`FenError`] naming the byte offset of a field the game cannot
    /// read.
    fn read(fields: &FenFields<'_>) -> Result<Self, FenError>;

    /// Writes the two fields, separated by a space.
    ///
    /// # Errors
    ///
    /// Only those of `f`.
    fn write(&self, f: &mut dyn fmt::Write) -> fmt::Result;
}

impl<G: Geometry> ExtraFields<G> for () {
    /// Both fields `-` or absent: anything else is
    /// [`FenError::UnusedField`].
    fn read(fields: &FenFields<'_>) -> Result<Self, FenError> {
        for i in [2, 3] {
            if let Some((offset, field)) = fields.get(i) {
                if field != "-" {
                    return Err(FenError::UnusedField { offset });
                }
            }
        }
        Ok(())
    }

    fn write(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        f.write_str("- -")
    }
}

impl<G: Geometry, R: Role, X: ExtraFields<G>> Setup<G, R, X> {
    /// Reads a FEN: placement with `*` for the duck, side to move, the
    /// game's own two fields ([`ExtraFields`]), halfmove clock, move number.
    /// Trailing fields may be left out.
    ///
    /// # Errors
    ///
    /// A [`FenError`] saying which field is malformed and where.
    pub fn from_fen(text: &str) -> Result<Self, FenError> {
        let fields = FenFields::split(text)?;
        Ok(Setup {
            board: fields.board()?,
            side_to_move: fields.side_to_move()?,
            extra: X::read(&fields)?,
            halfmoves: fields.halfmove_clock()?,
            fullmoves: fields.fullmoves()?,
        })
    }
}

impl<G: Geometry, R: Role, X: ExtraFields<G>> FromStr for Setup<G, R, X> {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Self, FenError> {
        Setup::from_fen(s)
    }
}

impl<G: Geometry, R: Role, X: ExtraFields<G>> fmt::Display for Setup<G, R, X> {
    /// Writes the FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_fen(
            f,
            &self.board,
            self.side_to_move,
            FieldsText::<G, X>(self.extra, core::marker::PhantomData),
            self.halfmoves,
            self.fullmoves,
        )
    }
}

/// A game's own fields as [`write_fen`] takes them.
struct FieldsText<G, X>(X, core::marker::PhantomData<G>);

impl<G: Geometry, X: ExtraFields<G>> fmt::Display for FieldsText<G, X> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write(f)
    }
}

impl<G: Geometry, R: Role, X> Setup<G, R, X> {
    /// The checks every variant makes of a setup, for its
    /// [`FromSetup::from_setup_with`](crate::FromSetup::from_setup_with)
    /// to call first: the board's counts under the duck
    /// ([`Board::check_counts`]: one occupant a square, at most one duck,
    /// `max_pieces` a side, one royal piece a side and at least one on the
    /// board), and the side to move: a side without its royal piece is
    /// always the one to move, because the capture that took it was the
    /// last turn.
    ///
    /// # Errors
    ///
    /// Those of [`Setup::check_counts_for`] under [`BlockerRule::Relocate`].
    pub fn check_counts(&self, max_pieces: u32) -> Result<(), CountError> {
        self.check_counts_for(max_pieces, BlockerRule::Relocate)
    }

    /// [`Setup::check_counts`] under a variant's blocker rule (see
    /// [`Board::check_counts_for`]).
    ///
    /// # Errors
    ///
    /// Those of [`Board::check_counts_for`] first (a square with two
    /// occupants, too many blockers, pieces or royal pieces, no royal piece
    /// at all); then, for roles with a royal piece,
    /// [`CountError::RoyalGoneNotToMove`] when the side that is not to move
    /// has none.
    pub fn check_counts_for(&self, max_pieces: u32, rule: BlockerRule) -> Result<(), CountError> {
        self.board.check_counts_for(max_pieces, rule)?;
        if let Some(role) = R::ROYAL {
            let gone = !self.side_to_move;
            if self.board.by_piece(Piece { color: gone, role }).is_empty() {
                return Err(CountError::RoyalGoneNotToMove {
                    color: gone,
                    names: R::NAMES,
                });
            }
        }
        Ok(())
    }
}

/// How strictly
/// [`FromSetup::from_setup_with`](crate::FromSetup::from_setup_with)
/// checks a setup.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[non_exhaustive]
pub struct SetupOptions {
    /// Accept more pieces per side than the variant's start array has (up
    /// to [`SetupOptions::LENIENT_MAX_PIECES`]), as other engines' perft
    /// suites do. Every other rule is still checked.
    pub ignore_too_much_material: bool,
}

impl SetupOptions {
    /// Every rule checked (the default).
    pub const STRICT: SetupOptions = SetupOptions {
        ignore_too_much_material: false,
    };
    /// Material counts beyond the start array accepted.
    pub const LENIENT: SetupOptions = SetupOptions {
        ignore_too_much_material: true,
    };
    /// Most pieces a side may have in a lenient setup: what the fixed
    /// capacity of a [`MoveList`](crate::MoveList) holds the moves of.
    pub const LENIENT_MAX_PIECES: u32 = 32;

    /// The per-side piece limit these options allow, for a variant whose
    /// start array has `strict` pieces a side.
    pub const fn max_pieces(self, strict: u32) -> u32 {
        if self.ignore_too_much_material {
            Self::LENIENT_MAX_PIECES
        } else {
            strict
        }
    }
}
