//! The UCI protocol as Fairy-Stockfish speaks it for these games: the
//! variant chosen with `setoption name UCI_Variant`, turns in coordinate
//! notation with the duck after a comma (`e2e4,e4e5`), the search on its
//! own thread so that `stop` and `isready` are answered while it runs.

use std::io::{BufRead, Write};
use std::string::{String, ToString};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::vec::Vec;
use std::{format, writeln};

use duck_variants::{AnyPosition, GameKind};

use crate::variant_names::game_of;
use crate::{Engine, Limits, StdClock, position_key};

/// The name `uci` answers with.
pub const ENGINE_NAME: &str = concat!("duck-engine ", env!("CARGO_PKG_VERSION"));

/// A running search: its thread (which hands the engine back) and flag.
struct Running {
    thread: JoinHandle<Engine>,
    stop: Arc<AtomicBool>,
}

/// A UCI session's state.
struct Session<W: Write + Send + 'static> {
    out: Arc<Mutex<W>>,
    kind: GameKind,
    position: AnyPosition,
    history: Vec<u64>,
    engine: Option<Engine>,
    running: Option<Running>,
    hash_mb: usize,
}

/// Writes one line to the shared output.
fn say<W: Write>(out: &Mutex<W>, line: &str) {
    let mut out = out.lock().unwrap_or_else(|e| e.into_inner());
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// Runs a UCI session: reads commands from `input` until `quit` or its
/// end, writes the answers to `output`.
pub fn run<R: BufRead, W: Write + Send + 'static>(input: R, output: W) {
    let mut session = Session {
        out: Arc::new(Mutex::new(output)),
        kind: GameKind::Chess,
        position: AnyPosition::start(GameKind::Chess),
        history: Vec::new(),
        engine: Some(Engine::new()),
        running: None,
        hash_mb: crate::DEFAULT_HASH_MB,
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        if !session.command(line.trim()) {
            break;
        }
    }
    session.finish_search();
}

impl<W: Write + Send + 'static> Session<W> {
    fn say(&self, line: &str) {
        say(&self.out, line);
    }

    /// Stops the running search, if any, and takes the engine back.
    fn finish_search(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop.store(true, Ordering::Relaxed);
            let engine = running.thread.join().unwrap_or_default();
            self.engine = Some(engine);
        }
    }

    /// Runs one command; `false` on `quit`.
    fn command(&mut self, line: &str) -> bool {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("uci") => {
                self.say(&format!("id name {ENGINE_NAME}"));
                self.say("id author the duck-variants developers");
                self.say(
                    "option name UCI_Variant type combo default duck var duck var duckxiangqi var amazons",
                );
                self.say("option name Hash type spin default 16 min 1 max 4096");
                self.say("uciok");
            }
            Some("isready") => self.say("readyok"),
            Some("setoption") => {
                self.finish_search();
                self.setoption(line);
            }
            Some("ucinewgame") => {
                self.finish_search();
                if let Some(engine) = &mut self.engine {
                    engine.clear();
                }
                self.position = AnyPosition::start(self.kind);
                self.history.clear();
            }
            Some("position") => {
                self.finish_search();
                let rest: Vec<&str> = words.collect();
                if let Err(e) = self.set_position(&rest) {
                    self.say(&format!("info string error: {e}"));
                }
            }
            Some("go") => {
                self.finish_search();
                let rest: Vec<&str> = words.collect();
                self.go(&parse_go(&rest));
            }
            Some("stop") => self.finish_search(),
            Some("quit") => return false,
            Some("d") => self.say(&self.position.fen()),
            _ => {}
        }
        true
    }

    fn setoption(&mut self, line: &str) {
        let Some(after) = line.split_once(" name ").map(|x| x.1) else {
            return;
        };
        let (name, value) = match after.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (after.trim(), ""),
        };
        if name.eq_ignore_ascii_case("UCI_Variant") {
            match game_of(value) {
                Some(kind) => {
                    self.kind = kind;
                    self.position = AnyPosition::start(kind);
                    self.history.clear();
                }
                None => self.say(&format!("info string unknown variant {value}")),
            }
        } else if name.eq_ignore_ascii_case("Hash") {
            if let Ok(mb) = value.parse::<usize>() {
                self.hash_mb = mb.clamp(1, 4096);
                self.engine = Some(Engine::with_hash_mb(self.hash_mb));
            }
        }
    }

    fn set_position(&mut self, words: &[&str]) -> Result<(), String> {
        let moves_at = words.iter().position(|&w| w == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&words[..i], &words[i + 1..]),
            None => (words, &[][..]),
        };
        let mut position = match setup.first() {
            Some(&"startpos") => AnyPosition::start(self.kind),
            Some(&"fen") => AnyPosition::from_fen_as(self.kind, &setup[1..].join(" "))
                .map_err(|e| e.to_string())?,
            _ => return Err("position needs startpos or fen".to_string()),
        };
        let mut history = Vec::new();
        for text in moves {
            history.push(position_key(&position));
            position
                .play_coords(text)
                .map_err(|e| format!("move {text}: {e}"))?;
        }
        self.position = position;
        self.history = history;
        Ok(())
    }

    fn go(&mut self, limits: &Limits) {
        let mut engine = self.engine.take().unwrap_or_default();
        let stop = engine.stop_flag();
        let out = Arc::clone(&self.out);
        let position = self.position;
        let history = self.history.clone();
        let limits = *limits;
        let thread = std::thread::spawn(move || {
            let clock = StdClock::start();
            let result = engine.search_with(&position, &history, &limits, &clock, &mut |info| {
                let nps = info.nodes * 1000 / info.elapsed_ms.max(1);
                let pv: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
                say(
                    &out,
                    &format!(
                        "info depth {} score {} nodes {} nps {} time {} pv {}",
                        info.depth,
                        info.score.uci(),
                        info.nodes,
                        nps,
                        info.elapsed_ms,
                        pv.join(" ")
                    ),
                );
            });
            match result.best {
                Some(best) => say(&out, &format!("bestmove {best}")),
                None => say(&out, "bestmove (none)"),
            }
            engine
        });
        self.running = Some(Running { thread, stop });
    }
}

/// The limits of a `go` command's words.
pub fn parse_go(words: &[&str]) -> Limits {
    let mut limits = Limits::default();
    let mut i = 0;
    while i < words.len() {
        let value = words.get(i + 1).and_then(|v| v.parse::<u64>().ok());
        match words[i] {
            "depth" => limits.depth = value.map(|v| v.min(u64::from(u32::MAX)) as u32),
            "nodes" => limits.nodes = value,
            "movetime" => limits.movetime = value,
            "wtime" => limits.wtime = value,
            "btime" => limits.btime = value,
            "winc" => limits.winc = value,
            "binc" => limits.binc = value,
            "movestogo" => limits.movestogo = value.map(|v| v.min(1000) as u32),
            "infinite" => {
                limits.infinite = true;
                i += 1;
                continue;
            }
            _ => {
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    limits
}
