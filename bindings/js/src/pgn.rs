//! PGN reading: [`PgnGames`] reads the games of a text as they are asked
//! for, and keeps none of them. Games cross to JavaScript in batches of
//! strings (each game's fields with their lengths), which the entry module
//! (`js/api.js`) turns into plain `Game`s that hold no WebAssembly memory:
//! a loop over the games of a large file costs a batch's memory in the
//! module, whatever the loop keeps, and one crossing for many small games.

use duck_variants::any::{AnyPgnRecord, AnyReplayer};
use duck_variants::core::pgn::{PgnReader, ReadOptions};
use duck_variants::{AnyError, AnyGame, AnyPosition, GameKind};
use wasm_bindgen::prelude::*;

use crate::error::any_error;
use crate::text::joined_coords;

/// The games of a PGN text, read and replayed one at a time.
#[wasm_bindgen(skip_typescript)]
pub struct PgnGames {
    games: Box<dyn Iterator<Item = Result<AnyPgnRecord, AnyError>>>,
    /// The error of the game after the last batch, given at the next call.
    error: Option<AnyError>,
    /// Every game's standard start, with the first two fields of a game
    /// that starts there (its identifier and an empty FEN), packed once.
    starts: Vec<(AnyPosition, Vec<u8>)>,
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
        PgnGames::reading(text, AnyReplayer::new())
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
        // Bytes, made a string once at the end: pushing the many short
        // fields of small games as bytes skips a check per field.
        let mut batch = Vec::new();
        let mut game = Vec::new();
        while batch.len() < BATCH_BYTES {
            match self.games.next() {
                None => break,
                Some(Ok(record)) => {
                    // The game as one field, so that JavaScript cuts it
                    // from the batch without reading its fields.
                    self.pack(&record, &mut game);
                    push_bytes_field(&mut batch, &game);
                    game.clear();
                }
                Some(Err(error)) if batch.is_empty() => return Err(any_error(error)),
                Some(Err(error)) => {
                    self.error = Some(error);
                    break;
                }
            }
        }
        if batch.is_empty() {
            return Ok(None);
        }
        // Every byte came from a `&str` or is an ASCII digit or colon.
        String::from_utf8(batch)
            .map(Some)
            .map_err(|_| JsValue::from_str("a PGN batch was not UTF-8"))
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
        let mut out = Vec::new();
        self.pack(&record, &mut out);
        String::from_utf8(out).map_err(|_| JsValue::from_str("a PGN game was not UTF-8"))
    }
}

impl PgnGames {
    /// A reader over `text` whose games `replayer` replays.
    fn reading(text: String, replayer: AnyReplayer) -> PgnGames {
        let reader = PgnReader::from_owned(text.into_bytes(), ReadOptions::default());
        PgnGames {
            games: Box::new(AnyGame::read_pgn_records_with(reader, None, replayer)),
            error: None,
            starts: GameKind::ALL
                .iter()
                .map(|&k| {
                    let mut fields = Vec::new();
                    push_field(&mut fields, k.id());
                    push_field(&mut fields, "");
                    (AnyPosition::start(k), fields)
                })
                .collect(),
        }
    }

    /// The first game of `text`, keeping its whole PGN record (tags,
    /// comments, NAGs, result: see `Board.fromPgn`). Read through the
    /// reader's boxed iterator, the same code as every other read, which a
    /// direct call would have the compiler copy.
    pub(crate) fn first_game(text: String) -> Result<AnyGame, AnyError> {
        let mut games = PgnGames::reading(text, AnyReplayer::keeping_records()).games;
        games
            .next()
            .ok_or(AnyError::NoPgnGame)?
            .map(|record| record.game)
    }

    /// Appends a game's fields to `out`, each written as its length in
    /// UTF-16 code units, a colon and the text (so that JavaScript cuts
    /// them without looking for a separator that a tag's value could
    /// hold): the game's identifier, the start's FEN (empty for the game's
    /// standard start), the result (the outcome the replay reached, else
    /// the stated one, else `*`), the turns in coordinates (space-separated),
    /// where the game's text starts and ends in the input (byte offsets, so
    /// that `Game.board()` reads it again with its annotations), the number
    /// of tags, then each tag's name and value.
    fn pack(&self, record: &AnyPgnRecord, out: &mut Vec<u8>) {
        let game = &record.game;
        let kind = game.kind();
        let start = game.start();
        match self.starts.iter().find(|(standard, _)| *standard == start) {
            Some((_, fields)) => append(out, fields),
            None => {
                push_field(out, kind.id());
                push_field(out, &start.fen());
            }
        }
        push_field(out, record.final_result());
        // The turns as legalMoves() writes them, from their codes.
        let codes: Vec<u32> = game.history().map(|turn| turn.packed()).collect();
        let files = u32::from(kind.board_size().0);
        push_field(out, &joined_coords(&codes, files, b' '));
        for n in [record.span.start, record.span.end, record.tags.len()] {
            let (digits, at) = decimal(n);
            push_bytes_field(out, &digits[at..]);
        }
        for (name, value) in &record.tags {
            push_field(out, name);
            push_field(out, value);
        }
    }
}

/// Appends `field` as its length in UTF-16 code units, a colon and the
/// text. (Written without `core::fmt`: a batch of small games is mostly
/// these, and formatting machinery took a quarter of the time.)
fn push_field(out: &mut Vec<u8>, field: &str) {
    let units = if field.is_ascii() {
        field.len()
    } else {
        field.encode_utf16().count()
    };
    push_number(out, units);
    out.push(b':');
    append(out, field.as_bytes());
}

/// [`push_field`] for a field written by this module (see
/// [`utf16_units`]).
fn push_bytes_field(out: &mut Vec<u8>, field: &[u8]) {
    push_number(out, utf16_units(field));
    out.push(b':');
    append(out, field);
}

/// The length in UTF-16 code units of `text`, UTF-8 written by this
/// module: its non-ASCII characters are counted from their leading bytes
/// (one unit below U+10000, two from it), without a pass to decode them.
fn utf16_units(text: &[u8]) -> usize {
    if text.is_ascii() {
        return text.len();
    }
    text.iter()
        .map(|&b| match b {
            0x80..=0xBF => 0, // a continuation byte
            0xF0..=0xFF => 2, // a four-byte sequence: a surrogate pair
            _ => 1,
        })
        .sum()
}

/// Appends `n` in decimal.
fn push_number(out: &mut Vec<u8>, n: usize) {
    let (digits, at) = decimal(n);
    append(out, &digits[at..]);
}

/// `n` in decimal: the digits are `digits[at..]` (on the stack, where a
/// vector would be an allocation a game).
fn decimal(mut n: usize) -> ([u8; 20], usize) {
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
    (digits, at)
}

/// Appends `bytes`: a short text byte by byte, since a WebAssembly
/// engine runs a slice copy (`memory.copy`) as a call out of the module,
/// which costs more than a short loop (a batch of empty games is mostly
/// texts of a few bytes; this took a tenth of their time).
fn append(out: &mut Vec<u8>, bytes: &[u8]) {
    if bytes.len() < 32 {
        out.reserve(bytes.len());
        for &b in bytes {
            out.push(b);
        }
    } else {
        out.extend_from_slice(bytes);
    }
}
