//! PGN reading as ffish.js has it: [`read_game_pgn`] gives a [`Game`] with
//! its tags and main line.

use duck_variants::AnyGame;
use js_sys::Array;
use wasm_bindgen::prelude::*;

use crate::board::Board;
use crate::error::{Kind, any_error, js_error};

/// A game read from PGN: its tags, and the game replayed.
#[wasm_bindgen]
pub struct Game {
    tags: Vec<(String, String)>,
    game: AnyGame,
}

/// Each game of a PGN text, replayed by the facade, with its tags (one
/// reading of the text).
fn games_of(pgn: &str) -> impl Iterator<Item = Result<Game, JsValue>> + '_ {
    AnyGame::read_pgn_records(pgn).map(|record| {
        let record = record.map_err(any_error)?;
        Ok(Game {
            tags: record.tags,
            game: record.game,
        })
    })
}

/// Reads the first game of a PGN text and replays it: the game is the one
/// its `Variant` tag names (`Duck`, `Duck Xiangqi`, any name of a game),
/// else the one whose board its `FEN` tag has, else the list's first.
///
/// @throws {PgnError} The text holds no game, is malformed, or its game
/// does not replay (the message names the turn and the token).
#[wasm_bindgen(js_name = readGamePGN)]
pub fn read_game_pgn(pgn: &str) -> Result<Game, JsValue> {
    games_of(pgn)
        .next()
        .unwrap_or_else(|| Err(js_error(Kind::Pgn, "the PGN text holds no game")))
}

/// Reads every game of a PGN text.
///
/// @throws {PgnError} At the first game that is malformed or does not
/// replay (the message gives its number).
#[wasm_bindgen(js_name = readGamesPGN, unchecked_return_type = "Game[]")]
pub fn read_games_pgn(pgn: &str) -> Result<Array, JsValue> {
    let games = Array::new();
    for game in games_of(pgn) {
        games.push(&game?.into());
    }
    Ok(games)
}

#[wasm_bindgen]
impl Game {
    /// The tags' names, space-separated as ffish.js gives them.
    #[wasm_bindgen(js_name = headerKeys)]
    pub fn header_keys(&self) -> String {
        let keys: Vec<&str> = self.tags.iter().map(|(k, _)| k.as_str()).collect();
        keys.join(" ")
    }

    /// A tag's value, or `""` when the game has no such tag.
    pub fn headers(&self, item: &str) -> String {
        self.tags
            .iter()
            .find(|(k, _)| k == item)
            .map_or_else(String::new, |(_, v)| v.clone())
    }

    /// The main line's turns in coordinates, space-separated.
    #[wasm_bindgen(js_name = mainlineMoves)]
    pub fn mainline_moves(&self) -> String {
        let turns: Vec<String> = self.game.history().map(|t| t.to_string()).collect();
        turns.join(" ")
    }

    /// The main line's turns in the game's own notation (SAN, WXF).
    #[wasm_bindgen(js_name = mainlineMovesNative, unchecked_return_type = "string[]")]
    pub fn mainline_moves_native(&self) -> Array {
        self.game.native_history().map(JsValue::from).collect()
    }

    /// The game's identifier ("duck-chess").
    pub fn variant(&self) -> String {
        self.game.kind().id().to_string()
    }

    /// The result the replay reached: `"1-0"`, `"0-1"`, `"1/2-1/2"`, or `"*"`
    /// when the last position is not over (the `Result` tag is in
    /// `headers("Result")`).
    pub fn result(&self) -> String {
        self.game
            .outcome()
            .map_or_else(|| "*".to_string(), |o| o.pgn().to_string())
    }

    /// A board at the end of the main line, with its turns played (so
    /// `pop()` takes them back).
    pub fn board(&self) -> Board {
        Board::of_game(self.game.clone())
    }

    /// ffish.js's name for `free()`.
    pub fn delete(self) {}
}
