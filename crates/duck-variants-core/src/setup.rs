//! [`Setup`]: a position as written in a FEN, before validation, and
//! [`FromSetup`], the one trait through which every variant reads and
//! writes positions (start, validation, FEN).

use alloc::string::{String, ToString};
use core::fmt;
use core::str::FromStr;

use crate::bitboard::Bitboard;
use crate::blocker::BlockerRule;
use crate::board::{Board, CountError, Piece, Role};
use crate::color::Color;
use crate::fen::{FenError, FenFields, write_fen};
use crate::geometry::Geometry;
use crate::rules::Rules;
use crate::square::Square;

/// A position as a FEN writes it: board (with the duck), side to move,
/// castling rights, en-passant square and clocks, not yet checked against
/// any variant's rules. [`FromSetup::from_setup`] validates it.
///
/// Castling rights are the squares of the rooks that keep one (`K`: the
/// last file of the first rank, `Q`: the first file, `k`/`q` the same on
/// the last rank), as in shakmaty; a variant without castling rejects any.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup<G: Geometry, R: Role> {
    /// Pieces and the duck.
    pub board: Board<G, R>,
    /// Side to move.
    pub turn: Color,
    /// The rook squares with a castling right.
    pub castling: Bitboard<G>,
    /// The en-passant square (the square a double-stepping pawn skipped).
    pub ep_square: Option<Square<G>>,
    /// Turns since the last irreversible one (the draw rules' clock).
    pub halfmoves: u32,
    /// Move number, from 1, incremented after the second player's turn.
    pub fullmoves: u32,
}

/// The castling letters of a FEN with the rook square each stands for.
fn castling_letters<G: Geometry>() -> [(char, Square<G>); 4] {
    let last_file = G::FILES - 1;
    let last_rank = G::RANKS - 1;
    let at = |file: u8, rank: u8| Square::<G>::at(rank * G::FILES + file);
    [
        ('K', at(last_file, 0)),
        ('Q', at(0, 0)),
        ('k', at(last_file, last_rank)),
        ('q', at(0, last_rank)),
    ]
}

impl<G: Geometry, R: Role> Setup<G, R> {
    /// Reads a FEN: placement with `*` for the duck, side to move, castling
    /// (`KQkq` in any order, or `-`), en passant (`-` or a square), halfmove
    /// clock, move number. Trailing fields may be left out.
    pub fn from_fen(text: &str) -> Result<Self, FenError> {
        let fields = FenFields::split(text)?;
        let board = fields.board()?;
        let turn = fields.turn()?;
        let mut castling = Bitboard::EMPTY;
        if let Some((offset, field)) = fields.get(2) {
            if field != "-" {
                for (i, c) in field.char_indices() {
                    let square = castling_letters::<G>()
                        .iter()
                        .find(|(letter, _)| *letter == c)
                        .map(|&(_, square)| square);
                    match square {
                        Some(square) if !castling.contains(square) => castling.insert(square),
                        _ => return Err(FenError::Castling { offset: offset + i }),
                    }
                }
            }
        }
        let ep_square = match fields.get(3) {
            None | Some((_, "-")) => None,
            Some((offset, field)) => Some(
                field
                    .parse::<Square<G>>()
                    .map_err(|_| FenError::EnPassant { offset })?,
            ),
        };
        Ok(Setup {
            board,
            turn,
            castling,
            ep_square,
            halfmoves: fields.halfmove_clock()?,
            fullmoves: fields.fullmoves()?,
        })
    }
}

impl<G: Geometry, R: Role> Setup<G, R> {
    /// The checks every variant makes of a setup, for its
    /// [`FromSetup::from_setup_with`] to call first: the board's counts
    /// under the duck ([`Board::check_counts`]: one occupant a square, at
    /// most one duck, `max_pieces` a side, one royal piece a side and at
    /// least one on the board), and the side to move: a side without its
    /// royal piece is always the one to move, because the capture that took
    /// it was the last turn ([`CountError::RoyalGoneNotToMove`]).
    pub fn check_counts(&self, max_pieces: u32) -> Result<(), CountError> {
        self.check_counts_for(max_pieces, BlockerRule::Relocate)
    }

    /// [`Setup::check_counts`] under a variant's blocker rule (see
    /// [`Board::check_counts_for`]).
    pub fn check_counts_for(&self, max_pieces: u32, rule: BlockerRule) -> Result<(), CountError> {
        self.board.check_counts_for(max_pieces, rule)?;
        if let Some(role) = R::ROYAL {
            let gone = !self.turn;
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

impl<G: Geometry, R: Role> FromStr for Setup<G, R> {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Self, FenError> {
        Setup::from_fen(s)
    }
}

impl<G: Geometry, R: Role> fmt::Display for Setup<G, R> {
    /// Writes the FEN (`-` for no castling rights and no en-passant square).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_fen(
            f,
            &self.board,
            self.turn,
            CastlingField(self.castling),
            self.ep_square,
            self.halfmoves,
            self.fullmoves,
        )
    }
}

/// The castling field of a FEN: `KQkq` order, or `-`.
struct CastlingField<G: Geometry>(Bitboard<G>);

impl<G: Geometry> fmt::Display for CastlingField<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        if self.0.is_empty() {
            return f.write_char('-');
        }
        for (letter, square) in castling_letters::<G>() {
            if self.0.contains(square) {
                f.write_char(letter)?;
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
pub enum ParseFenError<E> {
    /// The text is not a well-formed FEN.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// The FEN is well formed but not a valid position.
    #[error(transparent)]
    Position(E),
}

/// Reading and writing positions: the standard start, validation of a
/// [`Setup`], FEN. A variant implements the three required items; the
/// rest is provided, the same for every variant. (Its position's
/// `Display`/`FromStr`/`Default` forward here through
/// [`position_impls!`](crate::position_impls).)
pub trait FromSetup: Rules {
    /// The FEN of the standard start (no duck yet).
    const START_FEN: &'static str;
    /// Why a setup is not a valid position of this variant.
    type PositionError: core::error::Error + From<CountError> + Clone + PartialEq + Send + Sync;

    /// Validates a setup under `options`.
    fn from_setup_with(
        setup: Setup<Self::Geometry, Self::Role>,
        options: SetupOptions,
    ) -> Result<Self, Self::PositionError>;

    /// The position as a setup. A variant may normalise on validation (Duck
    /// Chess drops an en-passant square that no capture can use), so
    /// `to_setup(from_setup(s))` equals `s` only up to that.
    fn to_setup(&self) -> Setup<Self::Geometry, Self::Role>;

    /// Validates a setup with every rule checked.
    fn from_setup(setup: Setup<Self::Geometry, Self::Role>) -> Result<Self, Self::PositionError> {
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
    fn from_fen(text: &str) -> Result<Self, ParseFenError<Self::PositionError>> {
        Self::from_fen_with(text, SetupOptions::STRICT)
    }

    /// Parses a FEN and validates it under `options`.
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
