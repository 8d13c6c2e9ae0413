//! [`GameRecord`]: a game read from one of the formats, with what its
//! record said besides the turns.

use alloc::string::String;
use alloc::vec::Vec;

use duck_variants_core::pgn::result_token;

use super::{Eval, Format};
use crate::{AnyError, AnyGame};

/// A game replayed from a record in one of the [formats](super), with its
/// tags (in PGN's terms: chess.com's are mapped), its stated result and
/// the clock and evaluation of each turn. [`write_game`](super::write_game)
/// writes it in any format.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct GameRecord {
    /// The game replayed; its own PGN record holds the tags and the
    /// stated result too, so that [`AnyGame::to_pgn`] writes them.
    pub game: AnyGame,
    /// The format it was read in ([`Format::Pgn`] for a record made from
    /// a game).
    pub format: Format,
    /// The tag pairs in PGN's terms, in the record's order, as python-chess
    /// keeps its headers (the writers write `Variant`, `SetUp`, `FEN` and
    /// `Result` of their own, from the game).
    pub tags: Vec<(String, String)>,
    /// The result the record states (`1-0`, `0-1`, `1/2-1/2`, `*`), from
    /// its result token, a resignation (PGN4's `R`) or its `Result` tag.
    pub result: Option<String>,
    /// The clock after each turn, in milliseconds, from its `%clk`
    /// comment (as long as the game's turns).
    pub clocks: Vec<Option<u32>>,
    /// The evaluation after each turn, from its `%eval` comment (as long
    /// as the game's turns).
    pub evals: Vec<Option<Eval>>,
}

impl GameRecord {
    /// A record of a game with no tags, no stated result and no
    /// annotations.
    pub fn new(game: AnyGame) -> GameRecord {
        let len = game.len();
        GameRecord {
            game,
            format: Format::Pgn,
            tags: Vec::new(),
            result: None,
            clocks: alloc::vec![None; len],
            evals: alloc::vec![None; len],
        }
    }

    /// The value of a tag, if present (the first one, if repeated).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag: replaces the first tag of that name or appends one.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(k, _)| k == name) {
            Some((_, v)) => *v = String::from(value),
            None => self.tags.push((String::from(name), String::from(value))),
        }
    }

    /// The game's result: the outcome once the board has ended the game,
    /// else the stated result if it is a result token, else `*`.
    pub fn final_result(&self) -> &str {
        match self.game.outcome() {
            Some(outcome) => outcome.pgn(),
            None => self.result.as_deref().and_then(result_token).unwrap_or("*"),
        }
    }

    /// [`write_game`](super::write_game) of this record.
    ///
    /// # Errors
    ///
    /// See [`write_game`](super::write_game).
    pub fn write(&self, format: Format) -> Result<String, AnyError> {
        super::write_game(self, format)
    }
}

impl From<AnyGame> for GameRecord {
    /// [`GameRecord::new`].
    fn from(game: AnyGame) -> GameRecord {
        GameRecord::new(game)
    }
}
