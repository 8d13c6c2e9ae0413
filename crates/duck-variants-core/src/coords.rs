//! Fairy-Stockfish coordinate notation for turns: `e2e4,e4d5`,
//! `e7e8q,e8a1`, `a10a9,a9e5`, and `d1e8` for a royal capture.

use core::fmt;
use core::str::FromStr;

use crate::geometry::Geometry;
use crate::square::{Square, SquareError};

/// A turn in coordinate notation, parsed but not yet checked against a
/// position. Use [`Rules::parse_coords`](crate::Rules::parse_coords) or
/// [`Rules::coords_to_turn`](crate::Rules::coords_to_turn) to get a legal
/// [`Turn`](crate::Turn).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CoordTurn<G: Geometry> {
    /// Square the piece leaves.
    pub from: Square<G>,
    /// Square the piece lands on.
    pub to: Square<G>,
    /// Promotion letter, lowercase.
    pub promotion: Option<char>,
    /// The comma part: the piece's square again, then the blocker's square.
    pub blocker: Option<(Square<G>, Square<G>)>,
}

/// Why coordinate notation could not be read. Offsets are byte offsets.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CoordSyntaxError {
    /// A square name is malformed or off the board.
    #[error("bad square at byte {offset}: {error}")]
    Square {
        /// Where the square starts.
        offset: usize,
        /// What was wrong with it.
        error: SquareError,
    },
    /// A character that does not fit the notation.
    #[error("unexpected {} at byte {offset}; expected {expected}", FoundChar(*.found))]
    Unexpected {
        /// Where.
        offset: usize,
        /// What was found (`None` at the end of the text).
        found: Option<char>,
        /// What would have fit.
        expected: &'static str,
    },
}

impl<G: Geometry> CoordTurn<G> {
    /// Parses coordinate notation.
    ///
    /// Only the syntax is read: whether the turn is legal, or even whether
    /// the comma part repeats the piece's square, is for the position.
    ///
    /// # Errors
    ///
    /// [`CoordSyntaxError::Square`] for a square name that is malformed or
    /// off the board, and [`CoordSyntaxError::Unexpected`] for any other
    /// character that does not fit (or text that ends too early or goes on
    /// after the turn).
    pub fn from_ascii(text: &[u8]) -> Result<Self, CoordSyntaxError> {
        let mut at = 0;
        let square = |at: &mut usize| -> Result<Square<G>, CoordSyntaxError> {
            let (sq, used) = Square::<G>::parse_prefix(&text[*at..])
                .map_err(|error| CoordSyntaxError::Square { offset: *at, error })?;
            *at += used;
            Ok(sq)
        };
        let from = square(&mut at)?;
        let to = square(&mut at)?;
        let mut promotion = None;
        if let Some(&c) = text.get(at) {
            if c.is_ascii_lowercase() {
                promotion = Some(char::from(c));
                at += 1;
            }
        }
        let mut blocker = None;
        match text.get(at) {
            None => {}
            Some(b',') => {
                at += 1;
                let again = square(&mut at)?;
                let target = square(&mut at)?;
                blocker = Some((again, target));
            }
            Some(_) => {
                return Err(unexpected(text, at, "a promotion letter, ',' or the end"));
            }
        }
        if at != text.len() {
            return Err(unexpected(text, at, "the end of the turn"));
        }
        Ok(CoordTurn {
            from,
            to,
            promotion,
            blocker,
        })
    }
}

fn unexpected(text: &[u8], at: usize, expected: &'static str) -> CoordSyntaxError {
    CoordSyntaxError::Unexpected {
        offset: at,
        found: found_char(text, at),
        expected,
    }
}

/// The character at byte `offset` of ASCII notation, as a syntax error
/// reports what it found there: `None` at the end of the text, U+FFFD for
/// a byte that is not ASCII.
pub fn found_char(text: &[u8], offset: usize) -> Option<char> {
    text.get(offset).map(|&b| {
        if b.is_ascii() {
            char::from(b)
        } else {
            char::REPLACEMENT_CHARACTER
        }
    })
}

impl<G: Geometry> FromStr for CoordTurn<G> {
    type Err = CoordSyntaxError;
    fn from_str(s: &str) -> Result<Self, CoordSyntaxError> {
        Self::from_ascii(s.as_bytes())
    }
}

impl<G: Geometry> fmt::Display for CoordTurn<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{p}")?;
        }
        if let Some((again, target)) = self.blocker {
            write!(f, ",{again}{target}")?;
        }
        Ok(())
    }
}

/// Whether an error shows `c` as its code point: white space, control
/// characters and the byte-order mark, which would not show in a message
/// (or would act on the terminal that shows it).
pub(crate) fn invisible(c: char) -> bool {
    c.is_whitespace() || c.is_control() || c == '\u{feff}'
}

/// A character an error reports, for people: `'a'` in quotes, an
/// invisible or white-space character as its code point (`U+00A0`), and
/// "end of text" for `None`. Never a Rust debug form.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FoundChar(pub Option<char>);

impl fmt::Display for FoundChar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            None => f.write_str("end of text"),
            Some(c) if invisible(c) => write!(f, "U+{:04X}", u32::from(c)),
            Some(c) => write!(f, "'{c}'"),
        }
    }
}
