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
//!
//! The file is streamed: memory stays bounded by the largest game, and a
//! game longer than the reader's limit (8 MiB) is an error of its own.

use std::io::{BufReader, BufWriter, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;

use duck_variants_core::Describe;
use duck_variants_core::pgn::{
    Excerpt, PgnError, PgnReader, PgnVisitor, ReadOptions, Replayer, game_to_pgn,
};

type Chess = duck_variants_chess::Position;
type Xiangqi = duck_variants_xiangqi::Position;

/// Replays each game as the game its tags name, while the reader streams
/// it: the tags go to a replayer of each game, and the movetext only to
/// the one chosen, so no move is kept as text (unless `--write` asks for
/// the record).
struct Dispatch {
    chess: Replayer<Chess>,
    xiangqi: Replayer<Xiangqi>,
    /// The first `Event`, `Variant` and `FEN` tags of the game.
    tags: Vec<(String, String)>,
    number: usize,
    /// Which replayer has the movetext: `None` before it, or for an
    /// unknown variant.
    chosen: Option<bool>,
    unknown: Option<String>,
}

impl Dispatch {
    fn new(write: bool) -> Self {
        Dispatch {
            chess: Replayer::new(write),
            xiangqi: Replayer::new(write),
            tags: Vec::new(),
            number: 0,
            chosen: None,
            unknown: None,
        }
    }

    fn tag_value(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The line to print for the game just read, or its error.
    fn finish(&mut self, read: Result<(), PgnError>, write: bool) -> Result<String, String> {
        let event = self
            .tag_value("Event")
            .map(|e| format!(" [Event \"{}\"]", Excerpt(e)));
        let outcome = match (self.unknown.take(), self.chosen) {
            (Some(e), _) => read.map_err(|e| e.to_string()).and(Err(e)),
            (None, Some(false)) => describe(self.xiangqi.finish(read), write),
            // Before the movetext (a game of tags only), Duck Chess.
            (None, _) => describe(self.chess.finish(read), write),
        };
        outcome.map_err(|e| e + event.as_deref().unwrap_or(""))
    }
}

fn describe<R: Describe, E: std::fmt::Display>(
    replayed: Result<duck_variants_core::Game<R>, E>,
    write: bool,
) -> Result<String, String> {
    let game = replayed.map_err(|e| e.to_string())?;
    if write {
        // The game keeps its record (its comments, NAGs, variations).
        Ok(game_to_pgn(&game, None).to_string())
    } else {
        Ok(format!(
            "ok {} {}",
            game.history().len(),
            game.position().fen()
        ))
    }
}

impl PgnVisitor for Dispatch {
    fn begin_game(&mut self, number: usize, offset: usize) {
        self.tags.clear();
        self.number = number;
        self.chosen = None;
        self.unknown = None;
        self.chess.begin_game(number, offset);
        self.xiangqi.begin_game(number, offset);
    }

    fn tag(&mut self, name: &str, value: &str) {
        // Only the first value of the tags read here, so that a game of
        // many tag pairs costs no memory for them.
        if ["Event", "Variant", "FEN"].contains(&name) && self.tag_value(name).is_none() {
            self.tags.push((name.to_string(), value.to_string()));
        }
        self.chess.tag(name, value);
        self.xiangqi.tag(name, value);
    }

    fn begin_movetext(&mut self) {
        let chess = match self.tag_value("Variant") {
            Some(name) if Chess::GAME.is_name(name) => true,
            Some(name) if Xiangqi::GAME.is_name(name) => false,
            Some(name) => {
                self.unknown = Some(format!(
                    "game {}: unknown Variant tag \"{}\" (expected Duck or Duck Xiangqi)",
                    self.number,
                    Excerpt(name)
                ));
                return;
            }
            // Without the tag, a FEN with ten ranks is Duck Xiangqi.
            None => self
                .tag_value("FEN")
                .and_then(|fen| fen.split_ascii_whitespace().next())
                .is_none_or(|placement| placement.split('/').count() != 10),
        };
        self.chosen = Some(chess);
        if chess {
            self.chess.begin_movetext();
        } else {
            self.xiangqi.begin_movetext();
        }
    }

    fn move_token(&mut self, text: &str, offset: usize) -> ControlFlow<()> {
        match self.chosen {
            Some(true) => self.chess.move_token(text, offset),
            Some(false) => self.xiangqi.move_token(text, offset),
            None => ControlFlow::Break(()),
        }
    }

    fn nag(&mut self, nag: u8) {
        match self.chosen {
            Some(true) => self.chess.nag(nag),
            Some(false) => self.xiangqi.nag(nag),
            None => {}
        }
    }

    fn comment(&mut self, comment: &str) {
        match self.chosen {
            Some(true) => self.chess.comment(comment),
            Some(false) => self.xiangqi.comment(comment),
            None => {}
        }
    }

    fn begin_variation(&mut self) {
        match self.chosen {
            Some(true) => self.chess.begin_variation(),
            Some(false) => self.xiangqi.begin_variation(),
            None => {}
        }
    }

    fn end_variation(&mut self) {
        match self.chosen {
            Some(true) => self.chess.end_variation(),
            Some(false) => self.xiangqi.end_variation(),
            None => {}
        }
    }

    fn result(&mut self, result: &str) {
        match self.chosen {
            Some(true) => self.chess.result(result),
            Some(false) => self.xiangqi.result(result),
            None => {}
        }
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
    let file = match std::fs::File::open(&path) {
        Ok(file) => file,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let options = ReadOptions {
        variations: true,
        ..ReadOptions::default()
    };
    // Streamed: the file is read in chunks as games are asked for.
    let mut reader = PgnReader::from_reader(BufReader::new(file), options);
    let mut dispatch = Dispatch::new(write);
    // One write a buffer, not a line: a file of many small games is mostly
    // its report.
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut failed = 0;
    let mut written = 0;
    while let Some(read) = reader.read_game_with(&mut dispatch) {
        let printed = match dispatch.finish(read, write) {
            Ok(text) if write => {
                let gap = if written > 0 { "\n" } else { "" };
                written += 1;
                write!(out, "{gap}{text}")
            }
            Ok(line) => writeln!(out, "{line}"),
            Err(e) => {
                failed += 1;
                if write {
                    eprintln!("{e}");
                    Ok(())
                } else {
                    writeln!(out, "{e}")
                }
            }
        };
        if printed.is_err() {
            // Standard output is closed (a pipe to `head`): nothing more to say.
            return ExitCode::from(2);
        }
    }
    if out.flush().is_err() {
        return ExitCode::from(2);
    }
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
