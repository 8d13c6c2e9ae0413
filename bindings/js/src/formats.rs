//! The game-record formats of `duck_variants::formats` (PGN, chess.com's
//! PGN4, Fairy-Stockfish's, dPGN, duckops, mistboard) for the full entry
//! (feature `formats`): [`FormatGames`] reads the records of a text one at
//! a time (each told by its tags and tokens, or read in a format named by
//! [`Format::named`]), `Board.writeGameRaw` writes one back, and
//! [`read_fen`]/`Board.writeFen` are mistboard's FEN. The entry module
//! (`js/full.js`) makes the records plain objects.

use duck_variants::formats::{self, Eval, Format, GameRecord};
use duck_variants::{AnyError, AnyGame};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use crate::board::Board;
use crate::error::any_error;

/// The format a caller names, or the facade's refusal (a `PgnError`).
fn named(name: &str) -> Result<Format, JsValue> {
    Format::named(name).map_err(any_error)
}

/// Sets `object[key] = value` (on a fresh plain object: never fails).
fn set(object: &Object, key: &str, value: JsValue) {
    let _ = Reflect::set(object, &JsValue::from_str(key), &value);
}

/// The records of a text in the formats, read and replayed one at a time
/// (the facade's `read_games_owned`: streaming, a bad game is an error and
/// reading goes on with the next).
#[wasm_bindgen(skip_typescript)]
pub struct FormatGames {
    games: Box<dyn Iterator<Item = Result<GameRecord, AnyError>>>,
}

#[wasm_bindgen]
impl FormatGames {
    /// A reader over `text`; with `format`, every game is read in that
    /// format.
    ///
    /// @throws {PgnError} `format` names no format.
    #[wasm_bindgen(constructor)]
    pub fn new(text: String, format: Option<String>) -> Result<FormatGames, JsValue> {
        let format = format.as_deref().map(named).transpose()?;
        Ok(FormatGames {
            games: Box::new(formats::read_games_owned(text, format)),
        })
    }

    /// The next record as `{board, format, tags, result, clocks, evals}`
    /// (`board` the module's board; `tags` `[name, value, ...]`; `clocks`
    /// milliseconds or `null` per turn; `evals` `[kind, value, ...]`, kind
    /// 0 for none, 1 centipawns, 2 mate), `undefined` at the end.
    ///
    /// @throws {PgnError} The record is malformed or does not replay (the
    /// message names the game, the turn and the token); the next call
    /// reads the game after it.
    pub fn next(&mut self) -> Result<JsValue, JsValue> {
        match self.games.next() {
            None => Ok(JsValue::UNDEFINED),
            Some(Err(error)) => Err(any_error(error)),
            Some(Ok(record)) => Ok(record_object(record).into()),
        }
    }
}

#[wasm_bindgen]
impl FormatGames {
    /// The first record, as [`FormatGames::next`] gives it.
    ///
    /// @throws {PgnError} The text holds no game, or its first game is
    /// malformed or does not replay.
    pub fn first(&mut self) -> Result<JsValue, JsValue> {
        let record = self.games.next().ok_or(AnyError::NoPgnGame);
        Ok(record_object(record.and_then(|r| r).map_err(any_error)?).into())
    }
}

/// A record as the object [`FormatGames::next`] describes.
fn record_object(record: GameRecord) -> Object {
    let object = Object::new();
    let tags: Array = record
        .tags
        .iter()
        .flat_map(|(name, value)| [JsValue::from_str(name), JsValue::from_str(value)])
        .collect();
    let clocks: Array = record
        .clocks
        .iter()
        .map(|c| c.map_or(JsValue::NULL, JsValue::from))
        .collect();
    let evals: Array = record
        .evals
        .iter()
        .flat_map(|e| {
            let (kind, value) = match e {
                None => (0, 0),
                Some(Eval::Centipawns(cp)) => (1, *cp),
                Some(Eval::Mate(n)) => (2, *n),
            };
            [JsValue::from(kind), JsValue::from(value)]
        })
        .collect();
    set(&object, "format", JsValue::from_str(record.format.name()));
    set(&object, "tags", tags.into());
    set(
        &object,
        "result",
        record
            .result
            .map_or(JsValue::NULL, |r| JsValue::from_str(&r)),
    );
    set(&object, "clocks", clocks.into());
    set(&object, "evals", evals.into());
    set(&object, "board", Board::of_game(record.game).into());
    object
}

/// The position of a FEN in this package's form (the duck as `*`) or in
/// mistboard's (seven fields, the 7th the duck's point or `-`), on a new
/// board of the game whose board it has.
///
/// @throws {FenError} The FEN is no position of any game, or its 7th field
/// names no empty point.
#[wasm_bindgen(js_name = readFenRaw, skip_typescript)]
pub fn read_fen(fen: &str) -> Result<Board, JsValue> {
    let position = formats::read_fen(fen).map_err(any_error)?;
    Ok(Board::of_game(AnyGame::new(position)))
}

#[wasm_bindgen]
impl Board {
    /// The current position's FEN in mistboard's form: the duck out of
    /// the placement and its point (or `-`) as a 7th field.
    #[wasm_bindgen(js_name = writeFen)]
    pub fn write_fen(&self) -> String {
        formats::write_fen(&self.game().position())
    }

    /// The game in `format` (a name `Format::named` reads), with the
    /// record's tags (`[name, value, ...]`), stated result, clocks
    /// (milliseconds, negative for none) and evaluations (`[kind, value,
    /// ...]` as `FormatGames.next` gives them); for `writeGame`.
    ///
    /// @throws {PgnError} The format is no format's, or it cannot hold
    /// this game (PGN4: Duck Chess from the start only).
    #[wasm_bindgen(js_name = writeGameRaw, skip_typescript)]
    pub fn write_game_raw(
        &self,
        format: &str,
        tags: Vec<String>,
        result: Option<String>,
        clocks: Vec<f64>,
        evals: Vec<i32>,
    ) -> Result<String, JsValue> {
        let format = named(format)?;
        let mut record = GameRecord::new(self.game().clone());
        record.tags = tags
            .chunks_exact(2)
            .map(|pair| (pair[0].clone(), pair[1].clone()))
            .collect();
        record.result = result;
        for (slot, &ms) in record.clocks.iter_mut().zip(&clocks) {
            *slot = (ms >= 0.0 && ms <= f64::from(u32::MAX)).then_some(ms as u32);
        }
        for (slot, pair) in record.evals.iter_mut().zip(evals.chunks_exact(2)) {
            *slot = match pair[0] {
                1 => Some(Eval::Centipawns(pair[1])),
                2 => Some(Eval::Mate(pair[1])),
                _ => None,
            };
        }
        formats::write_game(&record, format).map_err(any_error)
    }
}
