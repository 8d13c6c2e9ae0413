//! PGN for every duck variant: a streaming reader (tag pairs, movetext
//! tokens, comments, NAGs, variations skipped or kept, results), a writer
//! (the Seven Tag Roster first, move numbers, comments, NAGs, variations,
//! lines of at most 80 columns, the result), and the game-agnostic half of
//! replaying a game: a game's [`Describe`](crate::Describe) (its names, its
//! move notation; its start and FEN from [`FromSetup`](crate::FromSetup)) gives it [`replay`], [`read_games`] and
//! [`game_to_pgn`].
//!
//! The reader knows no game rules: it returns move tokens as text, which
//! each variant reads with its own notation. It never panics; a syntax error
//! ends the game it occurs in with an error, the games before it are
//! already returned, and reading resumes at the next tag section.
//!
//! ```
//! use duck_variants_core::pgn::{PgnReader, ReadOptions};
//!
//! let text = "[Event \"Casual\"]\n\n1. e4@c6 {good} e6@e2 $2 (1... d5@d4) 2. d4@d6 1-0\n";
//! let game = PgnReader::new(text).next().unwrap()?;
//! assert_eq!(game.tag("Event"), Some("Casual"));
//! assert_eq!(game.moves.len(), 3);
//! assert_eq!(game.moves[0].comments, ["good"]);
//! assert_eq!(game.moves[1].nags, [2]);
//! assert!(game.moves[1].variations.is_empty()); // skipped by default
//!
//! let kept = ReadOptions { variations: true, ..ReadOptions::default() };
//! let game = PgnReader::with_options(text, kept).next().unwrap()?;
//! assert_eq!(game.moves[1].variations[0].moves[0].text, "d5@d4");
//! // Written back: the roster tags first, wrapped movetext, the result;
//! // a Black move after a comment or a variation gets its number again.
//! assert!(game.to_string().ends_with(
//!     "\n\n1. e4@c6 {good} 1... e6@e2 $2 (1... d5@d4) 2. d4@d6 1-0\n"
//! ));
//! # Ok::<(), duck_variants_core::pgn::PgnError>(())
//! ```

mod error;
mod reader;
mod replay;
mod writer;

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

pub use error::{
    Excerpt, PgnError, PgnErrorKind, ReplayError, ReplayErrorOf, TurnError, WriteError,
};
#[cfg(feature = "serde")]
pub(crate) use reader::is_result_token;
pub use reader::result_token;
pub use reader::{PgnReader, PgnVisitor};
pub use replay::{Replayer, game_to_pgn, read_games, replay, replay_games};
pub use writer::{SEVEN_TAG_ROSTER, WriteOptions, write_games};

/// One game of a PGN file.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PgnGame {
    /// Tag pairs in file order, e.g. `("Variant", "Duck Chess")`.
    pub tags: Vec<(String, String)>,
    /// Comments before the first move, without braces.
    pub comments: Vec<String>,
    /// The main line, in order.
    pub moves: Vec<PgnMove>,
    /// The result token (`1-0`, `0-1`, `1/2-1/2`, `*`), if present.
    pub result: Option<String>,
    /// Byte offset where the game starts in the input.
    pub offset: usize,
    /// 1-based number of the game in the input (0 for a game not read from
    /// a text).
    pub number: usize,
}

impl PgnGame {
    /// The value of a tag, if present (the first one, if repeated).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag: replaces the value of the first tag of that name in
    /// place, or appends the tag. Any name and value are kept; the writer
    /// checks them ([`PgnGame::try_write`]), since [`PgnGame::tags`] can
    /// be set directly too.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(k, _)| k == name) {
            Some((_, v)) => *v = String::from(value),
            None => self.tags.push((String::from(name), String::from(value))),
        }
    }

    /// Removes every tag of that name.
    pub fn remove_tag(&mut self, name: &str) {
        self.tags.retain(|(k, _)| k != name);
    }

    /// The PGN text with the given options (see [`WriteOptions`]), for a
    /// game that [`PgnGame::try_write`] accepts the same text. Otherwise
    /// what cannot be written is left out rather than written as
    /// something else, so that the text never holds a tag, a move or a
    /// game the record does not: a tag whose name is no PGN symbol is
    /// left out; a result that is no result token gives way to the
    /// `Result` tag's, or `*`; a line stops before a move that would not
    /// read back as itself (the main line then ends with `*`). Line breaks
    /// in a tag value are written as spaces.
    #[must_use = "this returns the PGN text and writes it nowhere"]
    pub fn write(&self, options: &WriteOptions) -> String {
        let mut out = String::new();
        writer::write_game(&mut out, self, options);
        out
    }

    /// The PGN text with the given options, which reads back to the same
    /// tags, comments (their white space collapsed), moves and result:
    /// see [`PgnGame::write`].
    ///
    /// ```
    /// use duck_variants_core::pgn::{PgnGame, WriteError, WriteOptions};
    ///
    /// let mut game = PgnGame::default();
    /// game.set_tag("Event \"x\"]\n[FEN", "8/8 w - - 0 1");
    /// assert!(matches!(
    ///     game.try_write(&WriteOptions::default()),
    ///     Err(WriteError::TagName { .. })
    /// ));
    /// // The infallible path leaves the tag out.
    /// assert!(!game.to_string().contains("FEN"));
    /// ```
    ///
    /// # Errors
    ///
    /// [`WriteError`] names the first tag, result or move that the text
    /// cannot hold: a tag name that is no PGN symbol (one or more letters,
    /// digits and `_+#=:-`), a line break in a tag value, a result that is
    /// no result token, a move text that is not one move token.
    pub fn try_write(&self, options: &WriteOptions) -> Result<String, WriteError> {
        writer::check(self)?;
        Ok(self.write(options))
    }
}

impl fmt::Display for PgnGame {
    /// Writes the game with [`WriteOptions::default`]: the whole Seven Tag
    /// Roster, lines of at most 80 columns, ending with a newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.write(&WriteOptions::default()))
    }
}

/// A move of a line, with what annotates it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PgnMove {
    /// The token as written (e.g. `Nxe4@f6`), without move numbers and
    /// without the suffix annotations `!`, `?`, `!!`, `??`, `!?`, `?!`
    /// (which become NAGs 1 to 6).
    pub text: String,
    /// Byte offset in the input (0 for a move not read from a text).
    pub offset: usize,
    /// Numeric annotation glyphs (`$1` is 1), in order.
    pub nags: Vec<u8>,
    /// Comments written after the move, without braces.
    pub comments: Vec<String>,
    /// Alternatives to this move (recursive annotation variations), kept
    /// only when [`ReadOptions::variations`] is set.
    pub variations: Vec<PgnLine>,
}

impl PgnMove {
    /// A move with no annotations.
    pub fn new(text: impl Into<String>) -> PgnMove {
        PgnMove {
            text: text.into(),
            ..PgnMove::default()
        }
    }
}

/// A variation: a line of moves that replaces the move it is attached to.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PgnLine {
    /// Comments before the first move of the line.
    pub comments: Vec<String>,
    /// The moves.
    pub moves: Vec<PgnMove>,
}

/// How deep kept variations may nest (skipped ones may nest at any depth).
pub const MAX_VARIATION_DEPTH: usize = 64;

/// What the reader keeps besides the main line's moves and the tags.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ReadOptions {
    /// Keep variations (`(...)`) as [`PgnMove::variations`]; otherwise they
    /// are skipped. Default: skipped.
    pub variations: bool,
    /// Keep comments. Default: kept.
    pub comments: bool,
    /// Keep NAGs (and the suffix annotations that stand for them).
    /// Default: kept.
    pub nags: bool,
    /// The longest game, in bytes of input, that is read: a longer one is a
    /// [`PgnErrorKind::TooLarge`] error, read no further, so that one
    /// pathological game cannot take unbounded time or memory. Default
    /// [`DEFAULT_MAX_GAME_BYTES`].
    ///
    /// A replay ([`Replayer`], [`replay_games`]) keeps no text: a game costs
    /// its [`Game`](crate::Game), whatever this limit. A [`PgnGame`] (this
    /// reader's items, or a record a replay keeps) holds every token, up to
    /// some 70 bytes of memory for each byte of a game of one-letter tokens
    /// (560 MB at the default limit): a server that reads whole records of
    /// untrusted input sets a lower limit.
    pub max_game_bytes: usize,
}

/// The default of [`ReadOptions::max_game_bytes`]: 8 MiB, the text of some
/// 750,000 turns, far beyond any real game.
pub const DEFAULT_MAX_GAME_BYTES: usize = 8 << 20;

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions {
            variations: false,
            comments: true,
            nags: true,
            max_game_bytes: DEFAULT_MAX_GAME_BYTES,
        }
    }
}
