//! Argument extractors that turn the conversions Python would fail with
//! built-in exceptions into the package's own errors: a `str` holding a
//! lone surrogate (which cannot be UTF-8, so PyO3 raises
//! `UnicodeEncodeError`) and an `int` beyond 64 bits (`OverflowError`).
//! Wrong types stay `TypeError`, as Python users expect.

use pyo3::prelude::*;
use pyo3::types::{PyInt, PyString};
use pyo3::{Borrowed, PyErr};

use duck_variants::ErrorKind;
use duck_variants::core::pgn::Excerpt;

use crate::error::Error;

/// What a text argument is, so that a bad one raises the error class a
/// caller already catches for that argument: the facade's [`ErrorKind`]
/// of its errors (as a number, which a const parameter can be), or
/// [`kind::OTHER`].
pub mod kind {
    use duck_variants::ErrorKind;

    /// A variant name (`UnknownVariantError`).
    pub const VARIANT: u8 = ErrorKind::UnknownGame as u8;
    /// A FEN (`InvalidFenError`).
    pub const FEN: u8 = ErrorKind::Fen as u8;
    /// A move text (`InvalidMoveError`).
    pub const MOVE: u8 = ErrorKind::MoveSyntax as u8;
    /// A PGN text or a PGN tag (`PgnError`).
    pub const PGN: u8 = ErrorKind::Pgn as u8;
    /// Anything else (`DuckVariantsError`).
    pub const OTHER: u8 = u8::MAX;
}

/// A `str` argument as Rust text; a lone surrogate raises the error of
/// kind `K` (see [`kind`]).
pub struct Text<const K: u8>(pub String);

impl<const K: u8> std::ops::Deref for Text<K> {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

/// The error for text that is not valid Unicode, of the kind `K` stands
/// for.
fn not_unicode<const K: u8>(at: Option<usize>) -> Error {
    let message = match at {
        Some(i) => {
            format!("the text is not valid Unicode: it holds a lone surrogate at character {i}")
        }
        None => "the text is not valid Unicode: it holds a lone surrogate".to_owned(),
    };
    match ErrorKind::ALL.iter().find(|&&kind| kind as u8 == K) {
        Some(&kind) => Error::Kind(kind, message),
        None => Error::Argument(message),
    }
}

impl<const K: u8> FromPyObject<'_, '_> for Text<K> {
    type Error = PyErr;

    fn extract(obj: Borrowed<'_, '_, PyAny>) -> Result<Self, PyErr> {
        let s = obj.cast::<PyString>()?;
        match s.to_cow() {
            Ok(text) => Ok(Text(text.into_owned())),
            Err(e) => {
                // UnicodeEncodeError.start: where the first surrogate is.
                let at = e
                    .value(obj.py())
                    .getattr("start")
                    .and_then(|v| v.extract::<usize>())
                    .ok();
                Err(not_unicode::<K>(at).into())
            }
        }
    }
}

/// An `int` argument of any size: its value when it fits 64 bits, else
/// `None` with its text for the message (PyO3 would raise
/// `OverflowError`).
pub struct Int {
    /// The value, if it fits an `i64`.
    pub value: Option<i64>,
    /// The number as written in messages (an excerpt of it).
    pub text: String,
}

impl FromPyObject<'_, '_> for Int {
    type Error = PyErr;

    fn extract(obj: Borrowed<'_, '_, PyAny>) -> Result<Self, PyErr> {
        let int = obj.cast::<PyInt>()?;
        if let Ok(v) = int.extract::<i64>() {
            return Ok(Int {
                value: Some(v),
                text: v.to_string(),
            });
        }
        // str() of an int of more than 4300 digits raises ValueError.
        let text = match int.str() {
            Ok(s) => Excerpt(&s.to_string_lossy()).to_string(),
            Err(_) => "a number of more than 4300 digits".to_owned(),
        };
        Ok(Int { value: None, text })
    }
}

impl Int {
    /// The value within `min..=max`, or an error saying so in words.
    pub fn within(&self, name: &str, min: i64, max: i64) -> Result<i64, Error> {
        match self.value {
            Some(v) if (min..=max).contains(&v) => Ok(v),
            _ => Err(Error::Argument(format!(
                "{name} must be between {min} and {max}, not {}",
                self.text
            ))),
        }
    }
}
