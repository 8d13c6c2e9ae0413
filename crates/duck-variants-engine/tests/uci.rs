//! The `duck-engine` binary over UCI, as a host drives it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use duck_variants::{AnyPosition, GameKind};

struct Uci {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Uci {
    fn start() -> Uci {
        let mut child = Command::new(env!("CARGO_BIN_EXE_duck-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Uci {
            child,
            input,
            output,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            assert!(self.output.read_line(&mut line).unwrap() > 0, "{lines:?}");
            let line = line.trim().to_string();
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    fn bestmove(&mut self) -> String {
        let lines = self.until("bestmove");
        lines.last().unwrap()["bestmove ".len()..].to_string()
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

#[test]
fn handshake_and_a_duck_chess_search() {
    let mut uci = Uci::start();
    uci.send("uci");
    let lines = uci.until("uciok");
    assert!(lines.iter().any(|l| l.contains("UCI_Variant")));
    uci.send("setoption name UCI_Variant value duck");
    uci.send("isready");
    uci.until("readyok");
    uci.send("ucinewgame");
    uci.send("position startpos moves e2e4,e4e5 d7d5,d5d4");
    uci.send("go depth 3");
    let lines = uci.until("bestmove");
    assert!(lines.iter().any(|l| l.starts_with("info depth 3 score cp")));
    let best = &lines.last().unwrap()["bestmove ".len()..];
    let mut p = AnyPosition::start(GameKind::Chess);
    p.play_coords("e2e4,e4e5").unwrap();
    p.play_coords("d7d5,d5d4").unwrap();
    p.parse_coords(best).expect("a legal turn");
}

#[test]
fn duck_xiangqi_by_either_name() {
    for name in ["duckxiangqi", "duck-xiangqi"] {
        let mut uci = Uci::start();
        uci.send(&format!("setoption name UCI_Variant value {name}"));
        uci.send("position startpos moves h3e3,e3e5");
        uci.send("go nodes 2000");
        let best = uci.bestmove();
        let mut p = AnyPosition::start(GameKind::Xiangqi);
        p.play_coords("h3e3,e3e5").unwrap();
        p.parse_coords(&best).expect("a legal turn");
    }
}

#[test]
fn a_royal_capture_with_fsf_duck_part_ends_the_game() {
    let mut uci = Uci::start();
    uci.send("position fen 4k3/8/8/8/8/8/8/4Q1K1 w - - 0 1");
    uci.send("go depth 2");
    assert_eq!(uci.bestmove(), "e1e8");
    uci.send("position fen 4k3/8/8/8/8/8/8/4Q1K1 w - - 0 1 moves e1e8,e8a1");
    uci.send("go depth 2");
    assert_eq!(uci.bestmove(), "(none)");
}

#[test]
fn stop_ends_an_infinite_search() {
    let mut uci = Uci::start();
    uci.send("position startpos");
    uci.send("go infinite");
    uci.send("isready");
    uci.until("readyok");
    std::thread::sleep(std::time::Duration::from_millis(300));
    uci.send("stop");
    let best = uci.bestmove();
    AnyPosition::start(GameKind::Chess)
        .parse_coords(&best)
        .expect("a legal turn");
}

#[test]
fn movetime_and_clock_times() {
    let mut uci = Uci::start();
    uci.send("position startpos");
    let began = std::time::Instant::now();
    uci.send("go movetime 200");
    uci.bestmove();
    assert!(began.elapsed() < std::time::Duration::from_secs(5));
    uci.send("go wtime 2000 btime 2000 winc 10 binc 10");
    uci.bestmove();
}

#[test]
fn the_amazons_too() {
    let mut uci = Uci::start();
    uci.send("setoption name UCI_Variant value amazons");
    uci.send("position startpos");
    uci.send("go depth 1");
    let best = uci.bestmove();
    AnyPosition::start(GameKind::Amazons)
        .parse_coords(&best)
        .expect("a legal turn");
}
