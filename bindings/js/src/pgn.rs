//! PGN reading: [`PgnGames`] reads the games of a text as they are asked
//! for, and keeps none of them. Games cross to JavaScript in batches of
//! strings (each game's fields with their lengths), which the entry module
//! (`js/api.js`) turns into plain `Game`s that hold no WebAssembly memory:
//! a loop over the games of a large file costs a batch's memory in the
//! module, whatever the loop keeps, and one crossing for many small games.

use duck_variants::any::AnyPgnRecord;
use duck_variants::{AnyError, AnyPosition, GameKind};
use wasm_bindgen::prelude::*;

use crate::error::any_error;
use crate::text::joined_coords;

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
                    push_field(&mut batch, &game);
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
        push_field(out, kind.id());
        if self.starts.contains(&start) {
            push_field(out, "");
        } else {
            push_field(out, &start.fen());
        }
        push_field(out, game.outcome().map_or("*", |o| o.pgn()));
        // The turns as legalMoves() writes them, from their codes.
        let codes: Vec<u32> = game.history().map(|turn| turn.packed()).collect();
        let files = u32::from(kind.board_size().0);
        push_field(out, &joined_coords(&codes, files, b' '));
        let mut count = String::new();
        push_number(&mut count, record.tags.len());
        push_field(out, &count);
        for (name, value) in &record.tags {
            push_field(out, name);
            push_field(out, value);
        }
    }
}

/// Appends `field` as its length in UTF-16 code units, a colon and the
/// text. (Written without `core::fmt`: a batch of small games is mostly
/// these, and formatting machinery took a quarter of the time.)
fn push_field(out: &mut String, field: &str) {
    let units = if field.is_ascii() {
        field.len()
    } else {
        field.encode_utf16().count()
    };
    push_number(out, units);
    out.push(':');
    out.push_str(field);
}

/// Appends `n` in decimal.
fn push_number(out: &mut String, mut n: usize) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // ASCII digits: always UTF-8.
    out.push_str(core::str::from_utf8(&digits[at..]).unwrap_or_default());
}
