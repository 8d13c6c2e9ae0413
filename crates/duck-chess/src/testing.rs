//! Checks driven by arbitrary bytes, shared by the fuzz targets (`fuzz/`)
//! and by stable tests that replay their seed corpora. Each returns `Err`
//! with a description when an invariant breaks; none may panic.

use alloc::format;
use alloc::string::{String, ToString};

use duck_core::pgn::PgnReader;
use duck_core::testing::{check_position, check_turn, random_walk};
use duck_core::{CoordTurn, Rules};

use crate::{Game, Position, San};

/// A legal position reached from the start by the turns `choices` picks
/// (one byte each), for targets that need a position to parse against.
pub fn walk_from_start(choices: &[u8]) -> Position {
    let mut pos = Position::start();
    for &pick in choices {
        let set = pos.turns();
        let n = set.len();
        if n == 0 {
            break;
        }
        // Spread one byte over the whole set.
        let index = (u64::from(pick) * n / 256) as usize;
        if let Some(turn) = set.iter().nth(index) {
            pos.play_unchecked(turn);
        }
    }
    pos
}

/// FEN parsing: never panics; what parses writes back and reparses to the
/// same position and text, and satisfies every position invariant.
pub fn fen(data: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(data);
    let Ok(pos) = text.parse::<Position>() else {
        return Ok(());
    };
    check_position(&pos)
}

/// SAN parsing against a position chosen by the first bytes: what parses is
/// a legal turn whose written SAN reads back to the same turn.
pub fn san(data: &[u8]) -> Result<(), String> {
    let (walk, text) = split(data);
    let pos = walk_from_start(walk);
    let text = String::from_utf8_lossy(text);
    let Ok(turn) = pos.parse_san(&text) else {
        return Ok(());
    };
    check_turn(&pos, turn)?;
    let written = pos.san(turn).to_string();
    match pos.parse_san(&written) {
        Ok(back) if back == turn => Ok(()),
        _ => Err(format!(
            "{pos}: {text} gives {turn}, written {written}, not read back"
        )),
    }
}

/// Coordinate notation against a position chosen by the first bytes: what
/// parses is legal and writes back to a string that reads to the same turn.
pub fn coords(data: &[u8]) -> Result<(), String> {
    let (walk, text) = split(data);
    let pos = walk_from_start(walk);
    if let Ok(parsed) = CoordTurn::<crate::Geometry>::from_ascii(text) {
        duck_core::testing::check_arbitrary_coords(&pos, parsed)?;
    }
    match pos.parse_coords(&String::from_utf8_lossy(text)) {
        Ok(turn) => check_turn(&pos, turn),
        Err(_) => Ok(()),
    }
}

/// PGN replay: the reader never panics and replaying what it reads either
/// fails with an error or reaches a position that satisfies the invariants.
pub fn pgn(data: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(data);
    for game in PgnReader::new(&text).take(8) {
        let Ok(game) = game else { continue };
        let start = match game.tag("FEN") {
            Some(fen) => match fen.parse::<Position>() {
                Ok(pos) => pos,
                Err(_) => continue,
            },
            None => Position::start(),
        };
        let mut record = Game::new(start);
        for mv in game.moves.iter().take(64) {
            san_text_round_trip(&mv.text)?;
            let Ok(turn) = record.position().parse_san(&mv.text) else {
                break;
            };
            if record.play(turn).is_err() {
                break;
            }
        }
        check_position(record.position())?;
    }
    Ok(())
}

/// SAN that reads as syntax writes back to text that reads the same.
fn san_text_round_trip(text: &str) -> Result<(), String> {
    match text.parse::<San>() {
        Ok(san) => {
            let again: San = san
                .to_string()
                .parse()
                .map_err(|e| format!("{text}: rewritten SAN {san} does not parse: {e}"))?;
            if again == san {
                Ok(())
            } else {
                Err(format!("{text}: {san} reads as {again}"))
            }
        }
        Err(_) => Ok(()),
    }
}

/// A random game from the start: every position on the way satisfies every
/// invariant, and an arbitrary turn is rejected without changing anything
/// unless it is legal.
pub fn random_game(data: &[u8]) -> Result<(), String> {
    random_walk(Position::start(), data).map(|_| ())
}

/// Splits fuzz input at the first `0xff` byte (or after 8 bytes): the head
/// chooses a position, the tail is the text to parse.
fn split(data: &[u8]) -> (&[u8], &[u8]) {
    match data.iter().position(|&b| b == 0xff) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => data.split_at(data.len().min(8)),
    }
}
