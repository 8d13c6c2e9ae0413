//! Perft validation and counting.
//!
//! ```text
//! cargo run --release --example perft -- [--game chess|xiangqi] [--fen FEN]
//!     [--depth N] [--divide] [--suite FILE] [--max-nodes N] [--threads N] [--expand]
//! ```
//!
//! * `--fen FEN --depth N`: the last line of stdout is the turn count; with
//!   `--divide`, one `<coordinate turn>: <count>` line per root turn comes
//!   first, sorted. Time and speed go to stderr.
//! * `--suite FILE`: every `perft` line of an oracle-format file whose count
//!   is at most `--max-nodes` (default 10^9); one PASS/FAIL line each, then
//!   `N passed, M failed`; the exit code is non-zero on any failure.
//! * No arguments: the bundled Duck Chess and Duck Xiangqi suites (with
//!   `--game` alone, that game's suite).
//! * `--threads N`: the root turns are shared among N threads.
//! * `--expand`: every leaf turn is played with `play_unchecked` instead of
//!   counted in bulk (the same numbers, slower; it measures playing).
//! * stderr reports nodes, seconds and nodes per second.
//! * Without `--game`, the game is read from the FEN (from a suite's first
//!   FEN): ten ranks in the placement field mean Duck Xiangqi, otherwise
//!   Duck Chess.

use std::io::Write;
use std::process::ExitCode;
use std::str::FromStr;
use std::time::Instant;

use duck_chess::Position as ChessPosition;
use duck_core::Rules;
use duck_core::perft::perft_threaded;
use duck_core::suite::parse_perft_suite;
use duck_xiangqi::Position as XiangqiPosition;

const CHESS_SUITE: &str = include_str!("../crates/duck-chess/tests/data/duck-chess.perft");
const XIANGQI_SUITE: &str = include_str!("../crates/duck-xiangqi/tests/data/duck-xiangqi.perft");

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum GameKind {
    Chess,
    Xiangqi,
}

impl GameKind {
    fn parse(name: &str) -> Result<GameKind, String> {
        match name {
            "chess" | "duck" | "duckchess" | "duck-chess" => Ok(GameKind::Chess),
            "xiangqi" | "duckxiangqi" | "duck-xiangqi" => Ok(GameKind::Xiangqi),
            _ => Err(format!("unknown game {name:?} (expected chess or xiangqi)")),
        }
    }

    /// The game a FEN is written for: ten ranks in the placement field mean
    /// Duck Xiangqi, anything else Duck Chess.
    fn infer(fen: &str) -> GameKind {
        let placement = fen.split_whitespace().next().unwrap_or("");
        if placement.split('/').count() == 10 {
            GameKind::Xiangqi
        } else {
            GameKind::Chess
        }
    }

    /// The game of a suite: that of its first FEN.
    fn infer_suite(text: &str) -> GameKind {
        parse_perft_suite(text)
            .ok()
            .and_then(|cases| cases.first().map(|case| GameKind::infer(&case.fen)))
            .unwrap_or(GameKind::Chess)
    }
}

struct Args {
    game: Option<GameKind>,
    fen: Option<String>,
    depth: u32,
    divide: bool,
    suite: Option<String>,
    max_nodes: u64,
    threads: usize,
    expand: bool,
}

/// How to count: threads and bulk or played leaves.
#[derive(Clone, Copy)]
struct Mode {
    threads: usize,
    expand: bool,
}

impl Mode {
    fn perft<R: Rules>(self, pos: &R, depth: u32) -> u64 {
        perft_threaded(pos, depth, self.threads, self.expand)
    }
}

/// Prints a line on stdout; a closed pipe (`| head`) ends the program
/// quietly instead of panicking.
fn out(line: std::fmt::Arguments<'_>) {
    let mut stdout = std::io::stdout().lock();
    if stdout
        .write_fmt(line)
        .and_then(|()| stdout.write_all(b"\n"))
        .is_err()
    {
        std::process::exit(0);
    }
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        game: None,
        fen: None,
        depth: 1,
        divide: false,
        suite: None,
        max_nodes: 1_000_000_000,
        threads: 1,
        expand: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--game" => args.game = Some(GameKind::parse(&value("--game")?)?),
            "--fen" => args.fen = Some(value("--fen")?),
            "--depth" => {
                args.depth = value("--depth")?
                    .parse()
                    .map_err(|e| format!("--depth: {e}"))?
            }
            "--divide" => args.divide = true,
            "--suite" => args.suite = Some(value("--suite")?),
            "--max-nodes" => {
                args.max_nodes = value("--max-nodes")?
                    .parse()
                    .map_err(|e| format!("--max-nodes: {e}"))?
            }
            "--threads" => {
                args.threads = value("--threads")?
                    .parse()
                    .map_err(|e| format!("--threads: {e}"))?;
                if args.threads == 0 {
                    return Err("--threads must be at least 1".to_string());
                }
            }
            "--expand" => args.expand = true,
            "-h" | "--help" => {
                return Err(
                    "usage: perft [--game chess|xiangqi] [--fen FEN] [--depth N] [--divide] \
                            [--suite FILE] [--max-nodes N] [--threads N] [--expand]"
                        .to_string(),
                );
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(args)
}

fn report(nodes: u64, seconds: f64) {
    let rate = if seconds > 0.0 {
        nodes as f64 / seconds
    } else {
        0.0
    };
    eprintln!(
        "nodes {nodes}  time {seconds:.3} s  {:.1} M nodes/s",
        rate / 1e6
    );
}

fn count<R: Rules + FromStr>(
    fen: &str,
    depth: u32,
    show_divide: bool,
    mode: Mode,
) -> Result<(), String>
where
    R::Err: std::fmt::Display,
{
    let pos: R = fen.parse().map_err(|e| format!("bad FEN: {e}"))?;
    let start = Instant::now();
    let total = if show_divide {
        let mut lines: Vec<(String, u64)> = if depth == 0 {
            Vec::new()
        } else {
            pos.turns()
                .iter()
                .map(|turn| (turn.to_string(), mode.perft(&pos.after(turn), depth - 1)))
                .collect()
        };
        lines.sort();
        for (turn, n) in &lines {
            out(format_args!("{turn}: {n}"));
        }
        if depth == 0 {
            1
        } else {
            lines.iter().map(|(_, n)| n).sum()
        }
    } else {
        mode.perft(&pos, depth)
    };
    report(total, start.elapsed().as_secs_f64());
    out(format_args!("{total}"));
    Ok(())
}

/// Runs one suite; returns (passed, failed).
fn run_suite<R: Rules + FromStr>(
    text: &str,
    max_nodes: u64,
    mode: Mode,
) -> Result<(u32, u32), String>
where
    R::Err: std::fmt::Display,
{
    let cases = parse_perft_suite(text).map_err(|e| format!("suite: {e}"))?;
    let (mut passed, mut failed) = (0, 0);
    for case in &cases {
        let pos: R = match case.fen.parse() {
            Ok(pos) => pos,
            Err(e) => {
                out(format_args!("FAIL {} (FEN rejected: {e})", case.id));
                failed += 1;
                continue;
            }
        };
        for &(depth, expected) in &case.counts {
            if expected > max_nodes {
                continue;
            }
            let start = Instant::now();
            let got = mode.perft(&pos, depth);
            let seconds = start.elapsed().as_secs_f64();
            if got == expected {
                passed += 1;
                out(format_args!(
                    "PASS {} depth {depth}: {got} ({seconds:.2} s)",
                    case.id
                ));
            } else {
                failed += 1;
                out(format_args!(
                    "FAIL {} depth {depth}: got {got}, expected {expected}",
                    case.id
                ));
            }
        }
    }
    Ok((passed, failed))
}

fn run() -> Result<bool, String> {
    let args = parse_args()?;
    let mode = Mode {
        threads: args.threads,
        expand: args.expand,
    };
    if let Some(fen) = &args.fen {
        match args.game.unwrap_or_else(|| GameKind::infer(fen)) {
            GameKind::Chess => count::<ChessPosition>(fen, args.depth, args.divide, mode)?,
            GameKind::Xiangqi => count::<XiangqiPosition>(fen, args.depth, args.divide, mode)?,
        }
        return Ok(true);
    }
    let suites: Vec<(GameKind, String)> = match &args.suite {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            let game = args.game.unwrap_or_else(|| GameKind::infer_suite(&text));
            vec![(game, text)]
        }
        None => {
            let bundled = [
                (GameKind::Chess, CHESS_SUITE.to_string()),
                (GameKind::Xiangqi, XIANGQI_SUITE.to_string()),
            ];
            // `--game` alone picks that game's bundled suite.
            bundled
                .into_iter()
                .filter(|(game, _)| args.game.is_none_or(|g| g == *game))
                .collect()
        }
    };
    let start = Instant::now();
    let (mut passed, mut failed) = (0, 0);
    for (game, text) in &suites {
        let (p, f) = match game {
            GameKind::Chess => run_suite::<ChessPosition>(text, args.max_nodes, mode)?,
            GameKind::Xiangqi => run_suite::<XiangqiPosition>(text, args.max_nodes, mode)?,
        };
        passed += p;
        failed += f;
    }
    eprintln!("suite time {:.1} s", start.elapsed().as_secs_f64());
    out(format_args!("{passed} passed, {failed} failed"));
    Ok(failed == 0)
}

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
    }
}
