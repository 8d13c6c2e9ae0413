//! [`SyntaxError`]: why a text is not well-formed move notation of a
//! variant's own (SAN, WXF), one shape for every notation.

use crate::coords::{FoundChar, found_char};

/// Why a text is not well-formed notation. Offsets are byte offsets;
/// `notation` names the notation in the message ("SAN", "WXF move").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SyntaxError {
    /// The text is empty.
    #[error("empty {notation}")]
    Empty {
        /// The notation's name.
        notation: &'static str,
    },
    /// Something does not fit the notation.
    #[error(
        "unexpected {} at byte {offset} of the {notation}; expected {expected}",
        FoundChar(*.found)
    )]
    Unexpected {
        /// The notation's name.
        notation: &'static str,
        /// Where.
        offset: usize,
        /// What was found (`None` at the end of the text).
        found: Option<char>,
        /// What would have fit.
        expected: &'static str,
    },
}

impl SyntaxError {
    /// The error for the character at `offset` of `text` (or its end), where
    /// `expected` would have fit.
    pub fn unexpected(
        notation: &'static str,
        text: &[u8],
        offset: usize,
        expected: &'static str,
    ) -> SyntaxError {
        SyntaxError::Unexpected {
            notation,
            offset,
            found: found_char(text, offset),
            expected,
        }
    }
}
