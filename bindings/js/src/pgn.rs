//! PGN reading: [`PgnGames`] reads the games of a text as they are asked
//! for, and keeps none of them. Games cross to JavaScript in batches of
//! strings (each game's fields with their lengths), which the entry module
//! (`js/api.js`) turns into plain `Game`s that hold no WebAssembly memory:
//! a loop over the games of a large file costs a batch's memory in the
//! module, whatever the loop keeps, and one crossing for many small games.

use core::fmt::Write;

use duck_variants::any::AnyPgnRecord;
use duck_variants::{AnyError, AnyPosition, GameKind};
use wasm_bindgen::prelude::*;

use crate::error::any_error;

/// The games of a PGN text, read and replayed one at a time.
#[wasm_bindgen(skip_typescript)]
pub struct PgnGames {
    games: Box<dyn Iterator<Item = Result<AnyPgnRecord, AnyError>>>,
    /// The error of the game after the last batch, given at the next call.
    error: Option<AnyError>,
    /// Every game's standard start, to leave its FEN out of a record.
    starts: Vec<AnyPosition>,
}

/// A batch ends after the game that takes it past this many bytes: one
/// crossing to JavaScript for many small games, and few games held twice
/// (as text here and as JavaScript values) for large ones.
const BATCH_BYTES: usize = 1 << 16;

#[wasm_bindgen]
impl PgnGames {
    /// A reader over `text` (read as the games are asked for).
    #[wasm_bindgen(constructor)]
    pub fn new(text: String) -> PgnGames {
        PgnGames {
            games: Box::new(duck_variants::AnyGame::read_pgn_records_owned(text)),
            error: None,
            starts: GameKind::ALL
                .iter()
                .map(|&k| AnyPosition::start(k))
                .collect(),
        }
    }

    /// The next games, as many as fit a batch: each game's fields as
    /// [`PgnGames::pack`] writes them, written as one field (its length,
    /// a colon and the text); `undefined` at the end.
    ///
    /// @throws {PgnError} The next game is malformed or does not replay
    /// (the message names the game, the turn and the token): the games
    /// before it in its batch are given first, and the error at the next
    /// call.
    #[wasm_bindgen(js_name = nextBatch)]
    pub fn next_batch(&mut self) -> Result<Option<String>, JsValue> {
        if let Some(error) = self.error.take() {
            return Err(any_error(error));
        }
        let mut batch = String::new();
        let mut game = String::new();
        while batch.len() < BATCH_BYTES {
            match self.games.next() {
                None => break,
                Some(Ok(record)) => {
                    // The game as one field, so that JavaScript cuts it
                    // from the batch without reading its fields.
                    self.pack(&record, &mut game);
                    let _ = write!(batch, "{}:{game}", game.encode_utf16().count());
                    game.clear();
                }
                Some(Err(error)) if batch.is_empty() => return Err(any_error(error)),
                Some(Err(error)) => {
                    self.error = Some(error);
                    break;
                }
            }
        }
        Ok((!batch.is_empty()).then_some(batch))
    }

    /// The first game's fields, as [`PgnGames::pack`] writes them.
    ///
    /// @throws {PgnError} The text holds no game, or its first game is
    /// malformed or does not replay.
    pub fn first(&mut self) -> Result<String, JsValue> {
        let record = self
            .games
            .next()
            .ok_or(AnyError::NoPgnGame)
            .and_then(|r| r)
            .map_err(any_error)?;
        let mut out = String::new();
        self.pack(&record, &mut out);
        Ok(out)
    }
}

impl PgnGames {
    /// Appends a game's fields to `out`, each written as its length in
    /// UTF-16 code units, a colon and the text (so that JavaScript cuts
    /// them without looking for a separator that a tag's value could
    /// hold): the game's identifier, the start's FEN (empty for the game's
    /// standard start), the result the replay reached (`*` while it goes
    /// on), the turns in coordinates (space-separated), the number of
    /// tags, then each tag's name and value.
    fn pack(&self, record: &AnyPgnRecord, out: &mut String) {
        let game = &record.game;
        let kind = game.kind();
        let start = game.start();
        let fen = if self.starts.contains(&start) {
            String::new()
        } else {
            start.fen()
        };
        let mut turns = String::new();
        for (i, turn) in game.history().enumerate() {
            if i > 0 {
                turns.push(' ');
            }
            // Writing to a String cannot fail.
            let _ = write!(turns, "{turn}");
        }
        let result = game.outcome().map_or("*", |o| o.pgn());
        let tags = record.tags.len().to_string();
        let fields = [kind.id(), &fen, result, &turns, &tags].into_iter().chain(
            record
                .tags
                .iter()
                .flat_map(|(k, v)| [k.as_str(), v.as_str()]),
        );
        for field in fields {
            let _ = write!(out, "{}:{field}", field.encode_utf16().count());
        }
    }
}
