//! The FEN fields every duck variant shares (placement, side to move and the
//! two clocks) and the error type for all FEN fields.

use core::fmt;

use crate::board::{Board, PlacementError, Role};
use crate::color::Color;
use crate::geometry::Geometry;

/// Why a FEN was rejected. Offsets are byte offsets into the whole FEN.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FenError {
    /// Nothing but white space.
    #[error("empty FEN")]
    Empty,
    /// The board placement field is malformed.
    #[error("bad placement: {error}")]
    Placement {
        /// What was wrong (offsets relative to the placement field, which
        /// starts the FEN).
        error: PlacementError,
    },
    /// The side to move is not `w` or `b`.
    #[error("bad side to move at byte {offset}: expected 'w' or 'b'")]
    Turn {
        /// Where the field starts.
        offset: usize,
    },
    /// The castling field is malformed.
    #[error("bad castling field at byte {offset}")]
    Castling {
        /// Where the offending character is.
        offset: usize,
    },
    /// The en-passant field is malformed.
    #[error("bad en-passant field at byte {offset}")]
    EnPassant {
        /// Where the field starts.
        offset: usize,
    },
    /// A field the game does not use (castling or en passant, for a game
    /// without them) holds something other than `-`.
    #[error(
        "unexpected text at byte {offset}: this game has no castling or en passant, so the field is '-'"
    )]
    UnusedField {
        /// Where the field starts.
        offset: usize,
    },
    /// The halfmove clock is not a number.
    #[error("bad halfmove clock at byte {offset}")]
    HalfmoveClock {
        /// Where the field starts.
        offset: usize,
    },
    /// The move number is not a positive number.
    #[error("bad move number at byte {offset}")]
    Fullmoves {
        /// Where the field starts.
        offset: usize,
    },
    /// More fields than a FEN has.
    #[error("unexpected text at byte {offset} after the last FEN field")]
    TooManyFields {
        /// Where the extra field starts.
        offset: usize,
    },
}

/// A FEN split at (ASCII) white space: up to six fields with their byte offsets.
#[derive(Clone, Copy, Debug)]
pub struct FenFields<'a> {
    fields: [(usize, &'a str); 6],
    len: usize,
}

impl<'a> FenFields<'a> {
    /// Splits `text`; more than six fields is an error, fewer is allowed
    /// (later fields take their defaults).
    ///
    /// # Errors
    ///
    /// [`FenError::Empty`] for text that is nothing but white space, and
    /// [`FenError::TooManyFields`] at the start of a seventh field.
    pub fn split(text: &'a str) -> Result<Self, FenError> {
        let mut fields = [(0, ""); 6];
        let mut len = 0;
        let mut rest = text;
        loop {
            // ASCII white space only, as in PGN: any other character,
            // Unicode spaces included, belongs to a field, which rejects it.
            let trimmed = rest.trim_start_matches(|c: char| c.is_ascii_whitespace());
            if trimmed.is_empty() {
                break;
            }
            let offset = text.len() - trimmed.len();
            let end = trimmed
                .find(|c: char| c.is_ascii_whitespace())
                .unwrap_or(trimmed.len());
            if len == fields.len() {
                return Err(FenError::TooManyFields { offset });
            }
            fields[len] = (offset, &trimmed[..end]);
            len += 1;
            rest = &trimmed[end..];
        }
        if len == 0 {
            return Err(FenError::Empty);
        }
        Ok(FenFields { fields, len })
    }

    /// Field `i` (0 = placement) and its offset, if present.
    pub fn get(&self, i: usize) -> Option<(usize, &'a str)> {
        if i < self.len {
            Some(self.fields[i])
        } else {
            None
        }
    }

    /// The placement field.
    pub fn placement(&self) -> &'a str {
        self.fields[0].1
    }

    /// The placement field read as a board.
    ///
    /// # Errors
    ///
    /// [`FenError::Placement`], holding the [`PlacementError`] of
    /// [`Board::from_placement`]. The board's counts are not checked here.
    pub fn board<G: Geometry, R: Role>(&self) -> Result<Board<G, R>, FenError> {
        Board::from_placement(self.placement()).map_err(|error| FenError::Placement { error })
    }

    /// The side to move (field 1); white if absent.
    ///
    /// # Errors
    ///
    /// [`FenError::Turn`] for a field other than `w` or `b`.
    pub fn side_to_move(&self) -> Result<Color, FenError> {
        match self.get(1) {
            None | Some((_, "w")) => Ok(Color::White),
            Some((_, "b")) => Ok(Color::Black),
            Some((offset, _)) => Err(FenError::Turn { offset }),
        }
    }

    /// The halfmove clock (field 4); 0 if absent.
    ///
    /// # Errors
    ///
    /// [`FenError::HalfmoveClock`] for a field that is not ASCII digits
    /// only, or is longer than ten digits, or does not fit a `u32`.
    pub fn halfmove_clock(&self) -> Result<u32, FenError> {
        match self.get(4) {
            None => Ok(0),
            Some((offset, text)) => parse_number(text).ok_or(FenError::HalfmoveClock { offset }),
        }
    }

    /// The move number (field 5); 1 if absent. `0` is read as 1, as many
    /// tools write it for a start position.
    ///
    /// # Errors
    ///
    /// [`FenError::Fullmoves`] for a field that is not ASCII digits only,
    /// or is longer than ten digits, or does not fit a `u32`.
    pub fn fullmoves(&self) -> Result<u32, FenError> {
        match self.get(5) {
            None => Ok(1),
            Some((offset, text)) => parse_number(text)
                .map(|n| n.max(1))
                .ok_or(FenError::Fullmoves { offset }),
        }
    }
}

/// Writes a FEN: the placement, the side to move, the game's own two
/// fields as `extra` writes them (`- -` for a game with neither castling
/// nor en passant), the halfmove clock and the move number.
///
/// # Errors
///
/// Only those of `f`.
pub fn write_fen<G: Geometry, R: Role>(
    f: &mut impl fmt::Write,
    board: &Board<G, R>,
    side_to_move: Color,
    extra: impl fmt::Display,
    halfmoves: u32,
    fullmoves: u32,
) -> fmt::Result {
    board.write_placement(f)?;
    write!(
        f,
        " {} {extra} {halfmoves} {fullmoves}",
        side_to_move.char()
    )
}

/// Any number a `u32` holds: the clocks are `u32`, and every FEN written
/// must read back (a clock past 999,999,999 is reachable by playing a turn
/// from a FEN that holds one). Overflow is an error.
fn parse_number(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 10 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}
