//! The players: a UCI engine in a child process, or a built-in random
//! mover.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use duck_variants::AnyPosition;

/// A small deterministic random number generator (xorshift64*).
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// One side of a match.
pub enum Player {
    /// A UCI engine.
    Uci(UciEngine),
    /// Plays a random legal turn.
    Random(Rng),
}

impl Player {
    /// The player's name for the PGN.
    pub fn name(&self) -> String {
        match self {
            Player::Uci(e) => e.name.clone(),
            Player::Random(_) => "random".to_string(),
        }
    }

    /// Prepares a new game.
    pub fn new_game(&mut self) -> Result<(), String> {
        match self {
            Player::Uci(e) => {
                e.send("ucinewgame")?;
                e.sync()
            }
            Player::Random(_) => Ok(()),
        }
    }

    /// The player's turn text in `position` (reached from `start_fen` by
    /// `moves`), given `movetime` milliseconds.
    pub fn turn(
        &mut self,
        start_fen: &str,
        moves: &[String],
        position: &AnyPosition,
        movetime: u64,
    ) -> Result<String, String> {
        match self {
            Player::Uci(e) => e.best_move(start_fen, moves, movetime),
            Player::Random(rng) => {
                let turns = position.legal_turns();
                if turns.is_empty() {
                    return Err("no legal turn".to_string());
                }
                Ok(turns[rng.below(turns.len())].to_string())
            }
        }
    }
}

/// A UCI engine in a child process, its output read on a thread.
pub struct UciEngine {
    name: String,
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl UciEngine {
    /// Starts `path` with `args`, says `uci`, sets `options` (name, value)
    /// and then the variant, and waits until it is ready.
    pub fn start(
        path: &str,
        args: &[String],
        options: &[(String, String)],
        variant: &str,
    ) -> Result<UciEngine, String> {
        let mut child = Command::new(path)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{path}: {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = child.stdout.take().ok_or("no stdout")?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = UciEngine {
            name: path.rsplit('/').next().unwrap_or(path).to_string(),
            child,
            input,
            lines,
        };
        engine.send("uci")?;
        for line in engine.until("uciok", Duration::from_secs(20))? {
            if let Some(name) = line.strip_prefix("id name ") {
                engine.name = name.to_string();
            }
        }
        for (name, value) in options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        engine.send(&format!("setoption name UCI_Variant value {variant}"))?;
        engine.sync()?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("{}: {e}", self.name))
    }

    fn sync(&mut self) -> Result<(), String> {
        self.send("isready")?;
        self.until("readyok", Duration::from_secs(30)).map(|_| ())
    }

    /// Lines up to one starting with `prefix`, within `timeout`.
    fn until(&mut self, prefix: &str, timeout: Duration) -> Result<Vec<String>, String> {
        let end = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return Ok(seen);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!("{}: no {prefix} in time", self.name));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("{}: ended", self.name));
                }
            }
        }
    }

    fn best_move(
        &mut self,
        start_fen: &str,
        moves: &[String],
        movetime: u64,
    ) -> Result<String, String> {
        let mut line = format!("position fen {start_fen}");
        if !moves.is_empty() {
            line.push_str(" moves ");
            line.push_str(&moves.join(" "));
        }
        self.send(&line)?;
        self.send(&format!("go movetime {movetime}"))?;
        let timeout = Duration::from_millis(movetime * 5 + 5_000);
        let lines = self.until("bestmove", timeout)?;
        let last = lines.last().map(String::as_str).unwrap_or_default();
        last.split_whitespace()
            .nth(1)
            .map(String::from)
            .ok_or_else(|| format!("{}: empty bestmove", self.name))
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let end = Instant::now() + Duration::from_secs(2);
        while Instant::now() < end {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
