//! Replays PGN games turn by turn through the SAN parser.
//!
//! ```text
//! cargo run --release --example replay -- FILE.pgn
//! ```
//!
//! Prints one line per game: `ok <turns> <final FEN>`, or a line naming the
//! game, the turn and the SAN that failed. Exits non-zero if any game
//! failed.

use std::process::ExitCode;

use duck_chess::{Game, Position, Rules};
use duck_core::pgn::{PgnGame, PgnReader};

fn replay(game: &PgnGame) -> Result<(usize, String), String> {
    let start = match game.tag("FEN") {
        Some(fen) => fen
            .parse::<Position>()
            .map_err(|e| format!("FEN tag: {e}"))?,
        None => Position::start(),
    };
    let mut record = Game::new(start);
    for (i, mv) in game.moves.iter().enumerate() {
        let pos = record.position();
        let number = pos.fullmoves();
        let dots = if pos.turn() == duck_chess::Color::White {
            "."
        } else {
            "..."
        };
        let turn = pos
            .parse_san(&mv.text)
            .map_err(|e| format!("turn {} ({number}{dots} {}): {e}", i + 1, mv.text))?;
        record
            .play(turn)
            .map_err(|e| format!("turn {} ({number}{dots} {}): {e}", i + 1, mv.text))?;
    }
    Ok((record.turns().len(), record.position().to_string()))
}

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: replay FILE.pgn");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let mut failed = 0;
    for (index, game) in PgnReader::new(&text).enumerate() {
        let number = index + 1;
        match game {
            Err(e) => {
                failed += 1;
                println!("game {number}: {e}");
            }
            Ok(game) => match replay(&game) {
                Ok((turns, fen)) => println!("ok {turns} {fen}"),
                Err(e) => {
                    failed += 1;
                    let name = game.tag("Event").unwrap_or("?");
                    println!("game {number} ({name}): {e}");
                }
            },
        }
    }
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
