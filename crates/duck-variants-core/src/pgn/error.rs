//! What can go wrong reading and replaying PGN.

use alloc::string::String;
use core::fmt;

use crate::color::Color;
use crate::coords::invisible;
use crate::from_setup::{FromSetup, ParseFenError};
use crate::outcome::Outcome;
use crate::rules::IllegalTurn;

use super::MAX_VARIATION_DEPTH;
use crate::describe::Describe;

/// Why the reader could not go on.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("game {game}, byte {offset}: {kind}")]
#[non_exhaustive]
pub struct PgnError {
    /// 1-based number of the game in the input.
    pub game: usize,
    /// Byte offset of the problem.
    pub offset: usize,
    /// What went wrong.
    pub kind: PgnErrorKind,
}

/// What a [`PgnError`] is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PgnErrorKind {
    /// A `{` comment without its `}`.
    #[error("unterminated comment")]
    UnterminatedComment,
    /// A `(` variation without its `)`.
    #[error("unterminated variation")]
    UnterminatedVariation,
    /// A `)` with no variation open.
    #[error("unmatched ')'")]
    UnmatchedParen,
    /// A tag pair not of the form `[Name "value"]`.
    #[error("malformed tag pair")]
    MalformedTag,
    /// A `$` not followed by a number 0-255.
    #[error("malformed NAG (expected $0 to $255)")]
    MalformedNag,
    /// Kept variations nested deeper than [`MAX_VARIATION_DEPTH`].
    #[error("variations nested more than {MAX_VARIATION_DEPTH} deep")]
    TooDeep,
    /// Bytes that are not UTF-8 in a token, a comment or a tag value.
    #[error("invalid UTF-8")]
    InvalidUtf8,
    /// The game is longer than [`ReadOptions::max_game_bytes`](super::ReadOptions::max_game_bytes)
    /// (the offset is where it starts). This error is the game's whatever
    /// else is wrong with its text from the limit on (a token cut there is
    /// not read as a move).
    #[error("the game is longer than the limit of {limit} bytes on one game's size")]
    TooLarge {
        /// The limit, [`ReadOptions::max_game_bytes`](super::ReadOptions::max_game_bytes).
        limit: usize,
    },
    /// The input could not be read (reading ends).
    #[error("the input could not be read")]
    Io,
}

/// Why a move of a game could not be played.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TurnError<N> {
    /// The token does not name a legal turn.
    #[error("{0}")]
    Notation(N),
    /// The game refused the turn (it is over, for example by a draw rule).
    #[error("{0}")]
    Illegal(IllegalTurn),
}

fn dots(color: &Color) -> &'static str {
    match color {
        Color::White => ".",
        Color::Black => "...",
    }
}

/// Why a PGN game could not be replayed. Every variant names the game (its
/// 1-based number in the input); a bad move names the turn and the token.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError<F, N> {
    /// The PGN text is malformed (the game is skipped; reading goes on).
    #[error(transparent)]
    Syntax(#[from] PgnError),
    /// The `Variant` tag names another game.
    #[error("game {game}: Variant tag \"{}\" is not {expected}", Excerpt(.found))]
    Variant {
        /// 1-based number of the game.
        game: usize,
        /// The tag's value.
        found: String,
        /// The variant expected.
        expected: &'static str,
    },
    /// The `FEN` tag is not a valid position.
    #[error("game {game}: FEN tag: {error}")]
    Fen {
        /// 1-based number of the game.
        game: usize,
        /// Why the FEN was rejected.
        error: F,
    },
    /// A move token is not a legal turn.
    #[error("game {game}, turn {turn} ({move_number}{} {}): {error}", dots(.color), Excerpt(.token))]
    Turn {
        /// 1-based number of the game.
        game: usize,
        /// 1-based number of the turn in the game (the ply).
        turn: usize,
        /// The move number of the position, as written in the movetext.
        move_number: u32,
        /// The side that was to move.
        color: Color,
        /// The move token.
        token: String,
        /// Byte offset of the token in the input.
        offset: usize,
        /// What was wrong.
        error: TurnError<N>,
    },
    /// The stated result contradicts the ending reached on the board (a
    /// royal capture, a side without turns, a draw rule in force).
    #[error("game {game}: the result {} contradicts the board, where the game ended {}", Excerpt(.stated), .actual)]
    Result {
        /// 1-based number of the game.
        game: usize,
        /// The result token (or, without one, the `Result` tag).
        stated: String,
        /// How the game ended on the board.
        actual: Outcome,
    },
    /// The `Result` tag and the result token of the movetext are both
    /// results, and different ones (the token agrees with the board, if
    /// the game ended there).
    #[error("game {game}: the Result tag says {}, but the movetext ends with {}{}", Excerpt(.tag), Excerpt(.token), AndTheBoard(*.actual))]
    ResultTag {
        /// 1-based number of the game.
        game: usize,
        /// The `Result` tag's value.
        tag: String,
        /// The result token.
        token: String,
        /// How the game ended on the board, if it did.
        actual: Option<Outcome>,
    },
}

/// Where the game ended on the board, after a contradiction between the
/// two stated results (nothing when the board has not ended it).
struct AndTheBoard(Option<Outcome>);

impl fmt::Display for AndTheBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(outcome) => write!(f, ", as the board does, where the game ended {}", outcome),
            None => Ok(()),
        }
    }
}

/// Why a [`PgnGame`](super::PgnGame) cannot be written as text that reads
/// back to it (see [`PgnGame::try_write`](super::PgnGame::try_write)).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WriteError {
    /// A tag name the reader would not read as one: a tag name is one or
    /// more letters, digits and `_+#=:-` (a PGN symbol).
    #[error("the tag name \"{}\" is not a PGN symbol (one or more letters, digits and _+#=:-)", Excerpt(.name))]
    TagName {
        /// The name.
        name: String,
    },
    /// A tag value with a line break, which a tag pair (one line) cannot
    /// hold.
    #[error("the value of the tag {} has a line break, which a tag pair cannot hold", Excerpt(.name))]
    TagValue {
        /// The tag's name.
        name: String,
    },
    /// A result that is not one of the result tokens.
    #[error("the result \"{}\" is not a result token (1-0, 0-1, 1/2-1/2 or *)", Excerpt(.result))]
    Result {
        /// The result.
        result: String,
    },
    /// A move text that would not read back as that move: it must be one
    /// token (no white space, none of `{}()[];`), and neither a move
    /// number, a NAG, a result nor a move with a suffix annotation (`!`,
    /// `?`), which reads back as a NAG.
    #[error("the move \"{}\" would not read back as one move (one token, not a move number, NAG or result, without a suffix annotation)", Excerpt(.text))]
    Move {
        /// The move text.
        text: String,
    },
}

impl<F, N> ReplayError<F, N> {
    /// The 1-based number of the game in the input.
    pub fn game(&self) -> usize {
        match self {
            ReplayError::Syntax(e) => e.game,
            ReplayError::Variant { game, .. }
            | ReplayError::Fen { game, .. }
            | ReplayError::Turn { game, .. }
            | ReplayError::Result { game, .. }
            | ReplayError::ResultTag { game, .. } => *game,
        }
    }
}

/// The replay error of a variant.
pub type ReplayErrorOf<R> =
    ReplayError<ParseFenError<<R as FromSetup>::PositionError>, <R as Describe>::NotationError>;

/// Text from the input as an error message shows it: whole up to
/// [`Excerpt::MAX`] bytes, else its start and how long it was, so that a
/// megabyte-long token makes a one-line message; a character that would
/// not show (white space other than a space, a control character) as its
/// code point in angle brackets. The replay errors quote tokens and tag
/// values with it; a server quoting input in its own messages can too.
///
/// ```
/// use duck_variants_core::pgn::Excerpt;
///
/// assert_eq!(Excerpt("e4@e5").to_string(), "e4@e5");
/// assert_eq!(Excerpt("e4\u{0}").to_string(), "e4<U+0000>");
/// let long = "a".repeat(100);
/// assert_eq!(
///     Excerpt(&long).to_string(),
///     format!("{}... (100 bytes)", "a".repeat(40))
/// );
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Excerpt<'a>(pub &'a str);

impl Excerpt<'_> {
    /// The longest text shown whole, in bytes.
    pub const MAX: usize = 40;
}

impl fmt::Display for Excerpt<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.0;
        let cut = (0..=Self::MAX.min(text.len()))
            .rev()
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(0);
        for c in text[..cut].chars() {
            if c != ' ' && invisible(c) {
                write!(f, "<U+{:04X}>", u32::from(c))?;
            } else {
                write!(f, "{c}")?;
            }
        }
        if cut < text.len() {
            write!(f, "... ({} bytes)", text.len())?;
        }
        Ok(())
    }
}
