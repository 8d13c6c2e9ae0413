//! The check of the `formats` fuzz target, shared with the workspace's
//! corpus test (tests/fuzz_corpus.rs includes this file): arbitrary bytes
//! read by `duck_variants::formats` (the first byte below 6 forces a
//! format, any other byte lets each game's be told), never a panic; every
//! game read is written in every format that can hold it and reads back,
//! in that format, to the same turns and position; a FEN read by
//! `read_fen` writes back in mistboard's form and reads to the same
//! position.

use duck_variants::formats::{self, Format};

/// Runs the check; the error says what failed.
pub fn check(data: &[u8]) -> Result<(), String> {
    let Some((&first, rest)) = data.split_first() else {
        return Ok(());
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return Ok(());
    };
    let forced = Format::ALL.get(usize::from(first)).copied();
    let records: Vec<_> = match forced {
        Some(format) => formats::read_games_with(text, format).collect(),
        None => formats::read_games(text).collect(),
    };
    for record in records.into_iter().flatten() {
        for format in Format::ALL {
            let Ok(written) = formats::write_game(&record, format) else {
                continue;
            };
            let back = formats::read_games_with(&written, format)
                .next()
                .ok_or_else(|| format!("{format}: no game in {written:?}"))?
                .map_err(|e| format!("{format}: {e} in {written:?}"))?;
            if back.game.position() != record.game.position()
                || back.game.len() != record.game.len()
            {
                return Err(format!("{format}: another game read back from {written:?}"));
            }
        }
    }
    if let Ok(position) = formats::read_fen(text) {
        let written = formats::write_fen(&position);
        let back = formats::read_fen(&written).map_err(|e| format!("{written:?}: {e}"))?;
        if back != position {
            return Err(format!("{written:?} reads to another position"));
        }
    }
    Ok(())
}
