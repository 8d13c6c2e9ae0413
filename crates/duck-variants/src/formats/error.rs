//! [`FormatError`]: a game record that a format's reader refuses, in words
//! that name the game, the turn and the token.

use alloc::string::String;
use core::fmt;

use duck_variants_core::pgn::Excerpt;

use super::Format;

/// Why a game record in one of the [formats](super) was refused: which
/// game (its number in the input and its players or event), which turn
/// and which token, and why. Its [`ErrorKind`](crate::ErrorKind) is
/// `Pgn`, or `Fen` for a FEN that [`read_fen`](super::read_fen) refuses.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct FormatError {
    /// 1-based number of the game in the input (0 for no game of an
    /// input: a FEN, a format's name, a game written).
    pub game: usize,
    /// The game's players (`White - Black`) or its event, if its tags
    /// name them.
    pub label: Option<String>,
    /// The format the game was read in, once told.
    pub format: Option<Format>,
    /// 1-based number of the turn (the ply) the error is about, if any.
    pub turn: Option<usize>,
    /// The move number and dots of that turn as the movetext writes them
    /// (`3.`, `3...`).
    pub move_number: Option<String>,
    /// The token the error is about, as written (or the FEN).
    pub token: Option<String>,
    /// Why, in words.
    pub message: String,
    /// Whether the error is about a FEN.
    pub(crate) fen: bool,
}

impl FormatError {
    /// An error about a FEN.
    pub(crate) fn fen(text: &str, message: &str) -> FormatError {
        FormatError {
            game: 0,
            label: None,
            format: Some(Format::Mistboard),
            turn: None,
            move_number: None,
            token: Some(String::from(text)),
            message: String::from(message),
            fen: true,
        }
    }

    /// Whether the error is about a FEN (rather than a game record).
    pub fn is_fen(&self) -> bool {
        self.fen
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.fen {
            write!(
                f,
                "FEN \"{}\": ",
                Excerpt(self.token.as_deref().unwrap_or(""))
            )?;
            return f.write_str(&self.message);
        }
        if self.game == 0 && self.turn.is_none() && self.token.is_none() {
            // Not about a game of an input (a format's name, a game that
            // a format cannot hold).
            return f.write_str(&self.message);
        }
        write!(f, "game {}", self.game)?;
        match (&self.label, self.format) {
            (Some(label), Some(format)) => write!(f, " ({}, {format})", Excerpt(label))?,
            (Some(label), None) => write!(f, " ({})", Excerpt(label))?,
            (None, Some(format)) => write!(f, " ({format})")?,
            (None, None) => {}
        }
        if let Some(turn) = self.turn {
            write!(f, ", turn {turn}")?;
            match (&self.move_number, &self.token) {
                (Some(number), Some(token)) => write!(f, " ({number} {})", Excerpt(token))?,
                (None, Some(token)) => write!(f, " ({})", Excerpt(token))?,
                _ => {}
            }
        } else if let Some(token) = &self.token {
            write!(f, ", \"{}\"", Excerpt(token))?;
        }
        write!(f, ": {}", self.message)
    }
}

impl core::error::Error for FormatError {}
