//! Replays PGN games of both games turn by turn: Duck Chess (SAN with
//! `@duck`) and Duck Xiangqi (WXF with `@duck`, or coordinates).
//!
//! ```text
//! cargo run --release --example replay -- FILE.pgn
//! cargo run --release --example replay -- --write FILE.pgn
//! ```
//!
//! Each game is read as the game its `Variant` tag names (`Duck`,
//! `Duck Chess` or `duck` for Duck Chess, `Duck Xiangqi` in any case for
//! Duck Xiangqi); a game without the tag is Duck Xiangqi if its `FEN` tag
//! has ten ranks, and Duck Chess otherwise.
//!
//! Prints one line per game: `ok <turns> <final FEN>`, or a line naming the
//! game, the turn and the move that failed. With `--write`, prints every
//! game back as PGN instead (moves in the standard notation, comments, NAGs
//! and variations kept), so that reading, writing and reading again can be
//! compared; failures then go to standard error. Exits non-zero if any game
//! failed.

use std::process::ExitCode;

use duck_core::pgn::{PgnGame, PgnReader, PgnVariant, ReadOptions, game_to_pgn, replay};

/// Replays a game as `R`, giving the line or the PGN text to print.
fn run<R: PgnVariant>(pgn: &PgnGame, write: bool) -> Result<String, String> {
    let game = replay::<R>(pgn).map_err(|e| e.to_string())?;
    if write {
        Ok(game_to_pgn(&game, Some(pgn)).to_string())
    } else {
        Ok(format!(
            "ok {} {}",
            game.turns().len(),
            game.position().fen_tag()
        ))
    }
}

fn run_game(pgn: &PgnGame, write: bool) -> Result<String, String> {
    let chess = match pgn.tag("Variant") {
        Some(name) if <duck_chess::Position as PgnVariant>::is_variant(name) => true,
        Some(name) if <duck_xiangqi::Position as PgnVariant>::is_variant(name) => false,
        Some(name) => {
            return Err(format!(
                "game {}: unknown Variant tag {name:?} (expected Duck or Duck Xiangqi)",
                pgn.number
            ));
        }
        None => pgn
            .tag("FEN")
            .and_then(|fen| fen.split_whitespace().next())
            .is_none_or(|placement| placement.split('/').count() != 10),
    };
    if chess {
        run::<duck_chess::Position>(pgn, write)
    } else {
        run::<duck_xiangqi::Position>(pgn, write)
    }
}

fn main() -> ExitCode {
    let mut write = false;
    let mut path = None;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--write" => write = true,
            _ if path.is_none() && !arg.starts_with("--") => path = Some(arg),
            _ => path = None,
        }
    }
    let Some(path) = path else {
        eprintln!("usage: replay [--write] FILE.pgn");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let options = ReadOptions {
        variations: true,
        ..ReadOptions::default()
    };
    let mut failed = 0;
    let mut written = 0;
    for game in PgnReader::with_options(&text, options) {
        let outcome = game.map_err(|e| e.to_string()).and_then(|pgn| {
            run_game(&pgn, write).map_err(|e| match pgn.tag("Event") {
                Some(event) => format!("{e} [Event \"{event}\"]"),
                None => e,
            })
        });
        match outcome {
            Ok(text) if write => {
                if written > 0 {
                    println!();
                }
                print!("{text}");
                written += 1;
            }
            Ok(line) => println!("{line}"),
            Err(e) => {
                failed += 1;
                if write {
                    eprintln!("{e}");
                } else {
                    println!("{e}");
                }
            }
        }
    }
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
