//! [`Setup`]: a position as written in a FEN, before validation, and
//! [`FromSetup`], the one trait through which every variant reads and
//! writes positions (start, validation, FEN).

use alloc::string::{String, ToString};
use core::fmt;
use core::str::FromStr;

use crate::blocker::BlockerRule;
use crate::board::{Board, CountError, Piece, Role};
use crate::color::Color;
use crate::fen::{FenError, FenFields, write_fen};
use crate::geometry::Geometry;
use crate::rules::Rules;
use crate::variant::Variant;

/// A position as a FEN writes it: board (with the duck), side to move,
/// clocks and the game's own fields (`X`: castling rights and an
/// en-passant square in Duck Chess, nothing in the other games), not yet
/// checked against any variant's rules. [`FromSetup::from_setup`]
/// validates it.
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
    /// [`FromSetup::from_setup_with`] to call first: the board's counts
    /// under the duck ([`Board::check_counts`]: one occupant a square, at
    /// most one duck, `max_pieces` a side, one royal piece a side and at
    /// least one on the board), and the side to move: a side without its
    /// royal piece is always the one to move, because the capture that took
    /// it was the last turn.
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

/// How strictly [`FromSetup::from_setup_with`] checks a setup.
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

/// Why a FEN could not become a position of a variant whose setup errors
/// are `E`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseFenError<E> {
    /// The text is not a well-formed FEN.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// The FEN is well formed but not a valid position.
    #[error(transparent)]
    Position(E),
}

/// The unvalidated setup of a variant's positions.
pub type SetupOf<P> =
    Setup<<P as Variant>::Geometry, <P as Variant>::Role, <P as FromSetup>::Fields>;

/// Reading and writing positions: the standard start, validation of a
/// [`Setup`], FEN. A variant implements the three required items; the
/// rest is provided, the same for every variant. (Its position's
/// `Display`/`FromStr`/`Default` forward here through
/// [`position_impls!`](crate::position_impls).)
pub trait FromSetup: Rules {
    /// The FEN of the standard start (no duck yet).
    const START_FEN: &'static str;
    /// The game's own FEN fields (`()` for none; Duck Chess: castling
    /// rights and an en-passant square).
    type Fields: ExtraFields<Self::Geometry>;
    /// Why a setup is not a valid position of this variant.
    type PositionError: core::error::Error + From<CountError> + Clone + PartialEq + Send + Sync;

    /// Validates a setup under `options`.
    ///
    /// # Errors
    ///
    /// A [`FromSetup::PositionError`] naming the first rule of the variant
    /// the setup breaks (the counts of [`Setup::check_counts_for`] among
    /// them, converted from [`CountError`]).
    fn from_setup_with(
        setup: SetupOf<Self>,
        options: SetupOptions,
    ) -> Result<Self, Self::PositionError>;

    /// The position as a setup. A variant may normalise on validation (Duck
    /// Chess drops an en-passant square that no capture can use), so
    /// `to_setup(from_setup(s))` equals `s` only up to that.
    fn to_setup(&self) -> SetupOf<Self>;

    /// Validates a setup with every rule checked.
    ///
    /// # Errors
    ///
    /// Those of [`FromSetup::from_setup_with`] under
    /// [`SetupOptions::STRICT`].
    fn from_setup(setup: SetupOf<Self>) -> Result<Self, Self::PositionError> {
        Self::from_setup_with(setup, SetupOptions::STRICT)
    }

    /// The standard starting position (no duck yet).
    fn start() -> Self {
        // The constant is valid for every shipped variant, and the tests of
        // each parse it; a failure here is a bug in the variant.
        Self::from_fen(Self::START_FEN)
            .unwrap_or_else(|_| unreachable!("the start FEN is a valid position"))
    }

    /// Parses and validates a FEN.
    ///
    /// # Errors
    ///
    /// Those of [`FromSetup::from_fen_with`] under [`SetupOptions::STRICT`].
    fn from_fen(text: &str) -> Result<Self, ParseFenError<Self::PositionError>> {
        Self::from_fen_with(text, SetupOptions::STRICT)
    }

    /// Parses a FEN and validates it under `options`.
    ///
    /// # Errors
    ///
    /// [`ParseFenError::Fen`] for text that is not a well-formed FEN (see
    /// [`Setup::from_fen`]), and [`ParseFenError::Position`] for a setup
    /// [`FromSetup::from_setup_with`] rejects.
    fn from_fen_with(
        text: &str,
        options: SetupOptions,
    ) -> Result<Self, ParseFenError<Self::PositionError>> {
        let setup = Setup::from_fen(text)?;
        Self::from_setup_with(setup, options).map_err(ParseFenError::Position)
    }

    /// The FEN, with `*` for the duck.
    fn fen(&self) -> String {
        self.to_setup().to_string()
    }
}
