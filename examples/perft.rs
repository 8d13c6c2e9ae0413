//! Perft validation and counting.
//!
//! ```text
//! cargo run --release --example perft -- [--game chess|xiangqi|amazons] [--fen FEN]
//!     [--depth N] [--divide] [--suite FILE] [--max-nodes N] [--threads N]
//!     [--expand] [--lenient] [--hash MB] [--split K] [--jobs FILE]
//! ```
//!
//! * `--depth N` (with `--fen FEN`, or from the start position of `--game`,
//!   Duck Chess by default): the last line of stdout is the turn count;
//!   with `--divide`, one `<coordinate turn>: <count>` line per root turn
//!   comes first, sorted. Time and speed go to stderr.
//! * `--suite FILE`: every `perft` line of an oracle-format file whose count
//!   is at most `--max-nodes` (default 10^9); one PASS/FAIL line each, then
//!   `N passed, M failed`; the exit code is non-zero on any failure.
//! * No arguments: the bundled Duck Chess and Duck Xiangqi suites (with
//!   `--game` alone, that game's suite).
//! * `--threads N`: the root turns (or jobs) are shared among N threads
//!   (capped at one per root turn and four per core).
//! * `--expand`: every leaf turn is played with `play_unchecked` instead of
//!   counted in bulk (the same numbers, slower; it measures playing).
//! * `--lenient`: accept setups beyond normal material (more pieces a side
//!   than the start array), as other engines' perft suites use; every other
//!   rule is still checked.
//! * `--hash MB`: count with a transposition table of MB megabytes (10^6
//!   bytes) shared by the threads.
//! * `--split K` (with `--depth N`): instead of counting, writes the
//!   distinct positions K turns deep, one job per line:
//!   `<remaining depth> <multiplicity> <FEN>`.
//! * `--jobs FILE` (`-` for stdin): counts such lines and prints the sum of
//!   multiplicity times count; the sum over all the lines of a split is the
//!   unsplit count.
//! * stderr reports nodes, seconds and nodes per second; on a terminal, a
//!   run longer than two seconds also shows its progress there.
//! * Without `--game`, the game is read from the FEN (from a suite's or a
//!   job file's first FEN): ten ranks in the placement field mean Duck
//!   Xiangqi, otherwise Duck Chess. The Game of the Amazons (also 10 ranks)
//!   needs `--game amazons`.

use duck_variants_core::prelude::*;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::str::FromStr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use duck_variants_amazons::Position as AmazonsPosition;
use duck_variants_chess::Position as ChessPosition;
use duck_variants_core::Rules;
use duck_variants_core::perft::{
    Counter, PerftJob, PerftTable, root_jobs, run_jobs, split_jobs, thread_cap, weighted_sum,
};
use duck_variants_testkit::suite::parse_perft_suite;
use duck_variants_xiangqi::Position as XiangqiPosition;

const CHESS_SUITE: &str = include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft");
const XIANGQI_SUITE: &str =
    include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft");
const AMAZONS_SUITE: &str =
    include_str!("../crates/duck-variants-amazons/tests/data/amazons.perft");

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum GameKind {
    Chess,
    Xiangqi,
    Amazons,
}

impl GameKind {
    fn parse(name: &str) -> Result<GameKind, String> {
        match name {
            "chess" | "duck" | "duckchess" | "duck-chess" => Ok(GameKind::Chess),
            "xiangqi" | "duckxiangqi" | "duck-xiangqi" => Ok(GameKind::Xiangqi),
            "amazons" => Ok(GameKind::Amazons),
            _ => Err(format!(
                "unknown game {name:?} (expected chess, xiangqi or amazons)"
            )),
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
    depth: Option<u32>,
    divide: bool,
    suite: Option<String>,
    max_nodes: u64,
    threads: usize,
    expand: bool,
    hash_mb: Option<usize>,
    split: Option<u32>,
    jobs: Option<String>,
}

/// `--lenient`: set once from the arguments, read wherever a FEN becomes a
/// position (the suite, FEN and job readers alike).
static LENIENT: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// A FEN as a position, strictly or (with `--lenient`) with more material.
fn read_fen<R: FromSetup>(fen: &str) -> Result<R, String>
where
    R::PositionError: std::fmt::Display,
{
    let options = if LENIENT.load(std::sync::atomic::Ordering::Relaxed) {
        duck_variants_core::SetupOptions::LENIENT
    } else {
        duck_variants_core::SetupOptions::STRICT
    };
    R::from_fen_with(fen, options).map_err(|e| e.to_string())
}

/// How to count: threads, bulk or played leaves, and the table size.
#[derive(Clone, Copy)]
struct Mode {
    threads: usize,
    expand: bool,
    hash_bytes: Option<usize>,
}

impl Mode {
    /// Runs `f` with the counter of this mode (and a fresh table, when
    /// hashing: tables are never shared between games, whose keys overlap).
    fn with_counter<T>(self, f: impl FnOnce(Counter<'_>) -> T) -> T {
        match self.hash_bytes {
            Some(bytes) => {
                let table = PerftTable::new(bytes);
                f(Counter::Hashed(&table))
            }
            None if self.expand => f(Counter::Expanded),
            None => f(Counter::Bulk),
        }
    }

    /// Counts `jobs` (weighted) with progress on a terminal.
    fn run<R: Rules>(self, jobs: &[PerftJob<R>], counter: Counter<'_>, what: &str) -> Vec<u128> {
        let progress = Progress::new(jobs.len(), what);
        let counts = run_jobs(jobs, self.threads, counter, &|done| progress.update(done));
        progress.finish();
        counts
    }

    /// The perft of one position.
    fn perft<R: Rules>(self, pos: &R, depth: u32, counter: Counter<'_>) -> u128 {
        let jobs = root_jobs(pos, depth);
        if depth == 0 {
            return 1;
        }
        let counts = self.run(&jobs, counter, "root turns");
        counts.iter().sum()
    }
}

/// Progress on stderr, only when it is a terminal and only once a run has
/// taken [`Progress::QUIET`]: jobs done of total, elapsed and estimated
/// remaining time, redrawn in place at most every [`Progress::EVERY`].
struct Progress {
    total: usize,
    what: String,
    start: Instant,
    enabled: bool,
    /// When the line was last drawn (`None`: never).
    last: Mutex<Option<Instant>>,
}

impl Progress {
    const QUIET: Duration = Duration::from_secs(2);
    const EVERY: Duration = Duration::from_millis(250);

    fn new(total: usize, what: &str) -> Progress {
        Progress {
            total,
            what: what.to_string(),
            start: Instant::now(),
            enabled: std::io::stderr().is_terminal(),
            last: Mutex::new(None),
        }
    }

    fn update(&self, done: usize) {
        if !self.enabled {
            return;
        }
        let elapsed = self.start.elapsed();
        if elapsed < Self::QUIET {
            return;
        }
        // A contended lock means another thread is drawing: skip this one.
        let Ok(mut last) = self.last.try_lock() else {
            return;
        };
        if last.is_some_and(|at| at.elapsed() < Self::EVERY) && done < self.total {
            return;
        }
        *last = Some(Instant::now());
        let seconds = elapsed.as_secs_f64();
        let left = if done > 0 {
            format!(
                "{:.0} s left",
                seconds * (self.total - done) as f64 / done as f64
            )
        } else {
            "? s left".to_string()
        };
        eprint!(
            "\r\x1b[K{done}/{} {}  {seconds:.0} s  ~{left}",
            self.total, self.what
        );
    }

    /// Clears the progress line, if one was drawn.
    fn finish(&self) {
        if self.last.lock().is_ok_and(|last| last.is_some()) {
            eprint!("\r\x1b[K");
        }
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

const USAGE: &str = "usage: perft [--game chess|xiangqi|amazons] [--fen FEN] [--depth N] [--divide] \
    [--suite FILE] [--max-nodes N] [--threads N] [--expand] [--hash MB] [--split K] \
    [--jobs FILE]";

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        game: None,
        fen: None,
        depth: None,
        divide: false,
        suite: None,
        max_nodes: 1_000_000_000,
        threads: 1,
        expand: false,
        hash_mb: None,
        split: None,
        jobs: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--game" => args.game = Some(GameKind::parse(&value("--game")?)?),
            "--fen" => args.fen = Some(value("--fen")?),
            "--depth" => args.depth = Some(number(&value("--depth")?, "--depth")?),
            "--divide" => args.divide = true,
            "--suite" => args.suite = Some(value("--suite")?),
            "--max-nodes" => args.max_nodes = number(&value("--max-nodes")?, "--max-nodes")?,
            "--threads" => {
                args.threads = number(&value("--threads")?, "--threads")?;
                if args.threads == 0 {
                    return Err("--threads must be at least 1".to_string());
                }
            }
            "--expand" => args.expand = true,
            "--lenient" => LENIENT.store(true, std::sync::atomic::Ordering::Relaxed),
            "--hash" => args.hash_mb = Some(number(&value("--hash")?, "--hash")?),
            "--split" => args.split = Some(number(&value("--split")?, "--split")?),
            "--jobs" => args.jobs = Some(value("--jobs")?),
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    if args.expand && args.hash_mb.is_some() {
        return Err("--expand and --hash exclude each other".to_string());
    }
    if args.split.is_some() && args.depth.is_none() {
        return Err("--split needs --depth".to_string());
    }
    Ok(args)
}

fn number<T: FromStr>(text: &str, name: &str) -> Result<T, String>
where
    T::Err: std::fmt::Display,
{
    text.parse().map_err(|e| format!("{name}: {e}"))
}

/// The count on standard output; its time, rate, threads and table on
/// standard error.
fn report(nodes: u128, start: Instant, threads: usize, hash_bytes: Option<usize>) {
    let seconds = start.elapsed().as_secs_f64();
    let rate = if seconds > 0.0 {
        nodes as f64 / seconds
    } else {
        0.0
    };
    let table = match hash_bytes {
        Some(bytes) => format!("  hash {} MB", bytes / 1_000_000),
        None => String::new(),
    };
    eprintln!(
        "nodes {nodes}  time {seconds:.3} s  {:.1} M nodes/s  threads {threads}{table}",
        rate / 1e6
    );
    out(format_args!("{nodes}"));
}

fn count<R: Rules + FromSetup>(
    fen: &str,
    depth: u32,
    show_divide: bool,
    mode: Mode,
) -> Result<(), String>
where
    R::PositionError: std::fmt::Display,
{
    let pos: R = read_fen(fen).map_err(|e| format!("bad FEN: {e}"))?;
    let start = Instant::now();
    let total = mode.with_counter(|counter| {
        if show_divide && depth > 0 {
            let turns: Vec<_> = pos.turns().iter().collect();
            let jobs: Vec<PerftJob<R>> = turns
                .iter()
                .map(|&turn| PerftJob {
                    position: pos.after(turn),
                    depth: depth - 1,
                    weight: 1,
                })
                .collect();
            let counts = mode.run(&jobs, counter, "root turns");
            let mut lines: Vec<(String, u128)> = turns
                .iter()
                .map(|turn| turn.to_string())
                .zip(counts.iter().copied())
                .collect();
            lines.sort();
            for (turn, n) in &lines {
                out(format_args!("{turn}: {n}"));
            }
            counts.iter().sum()
        } else {
            mode.perft(&pos, depth, counter)
        }
    });
    let threads = thread_cap(mode.threads, pos.count_turns() as usize);
    report(total, start, threads, mode.hash_bytes);
    Ok(())
}

/// `--split K`: the jobs of a perft at `depth` split at ply `plies`, one
/// `<depth> <multiplicity> <FEN>` line each.
fn split<R: Rules + FromSetup + std::fmt::Display>(
    fen: &str,
    depth: u32,
    plies: u32,
) -> Result<(), String>
where
    R::PositionError: std::fmt::Display,
{
    let pos: R = read_fen(fen).map_err(|e| format!("bad FEN: {e}"))?;
    let start = Instant::now();
    let jobs = split_jobs(&pos, depth, plies);
    for job in &jobs {
        out(format_args!(
            "{} {} {}",
            job.depth, job.weight, job.position
        ));
    }
    let sequences: u128 = jobs.iter().map(|job| job.weight).sum();
    eprintln!(
        "{} jobs ({sequences} turn sequences) in {:.3} s",
        jobs.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Reads `<depth> <multiplicity> <FEN>` job lines (blank lines and `#`
/// comments skipped).
fn parse_jobs<R: Rules + FromSetup>(text: &str) -> Result<Vec<PerftJob<R>>, String>
where
    R::PositionError: std::fmt::Display,
{
    let mut jobs = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = |what: &str| format!("jobs line {}: {what}", i + 1);
        let mut fields = line.splitn(3, char::is_whitespace);
        let depth = fields.next().and_then(|d| d.parse().ok());
        let weight = fields.next().and_then(|w| w.parse().ok());
        let (Some(depth), Some(weight), Some(fen)) = (depth, weight, fields.next()) else {
            return Err(bad("expected <depth> <multiplicity> <FEN>"));
        };
        let position = read_fen(fen.trim()).map_err(|e| bad(&e))?;
        jobs.push(PerftJob {
            position,
            depth,
            weight,
        });
    }
    Ok(jobs)
}

/// `--jobs FILE`: counts every job line and prints the weighted sum.
fn run_job_file<R: Rules + FromSetup>(text: &str, mode: Mode) -> Result<(), String>
where
    R::PositionError: std::fmt::Display,
{
    let jobs = parse_jobs::<R>(text)?;
    let start = Instant::now();
    let counts = mode.with_counter(|counter| mode.run(&jobs, counter, "jobs"));
    let total = weighted_sum(&jobs, &counts).ok_or("the sum exceeds u128::MAX")?;
    let threads = thread_cap(mode.threads, jobs.len());
    report(total, start, threads, mode.hash_bytes);
    Ok(())
}

/// Runs one suite; returns (passed, failed).
fn run_suite<R: Rules + FromSetup>(
    text: &str,
    max_nodes: u64,
    mode: Mode,
) -> Result<(u32, u32), String>
where
    R::PositionError: std::fmt::Display,
{
    let cases = parse_perft_suite(text).map_err(|e| format!("suite: {e}"))?;
    let (mut passed, mut failed) = (0, 0);
    mode.with_counter(|counter| {
        for case in &cases {
            let pos: R = match read_fen(&case.fen) {
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
                let got = mode.perft(&pos, depth, counter);
                let seconds = start.elapsed().as_secs_f64();
                if got == u128::from(expected) {
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
    });
    Ok((passed, failed))
}

/// The start position's FEN of a game.
fn start_fen(game: GameKind) -> String {
    match game {
        GameKind::Chess => ChessPosition::start().to_string(),
        GameKind::Xiangqi => XiangqiPosition::start().to_string(),
        GameKind::Amazons => AmazonsPosition::start().to_string(),
    }
}

fn run() -> Result<bool, String> {
    let args = parse_args()?;
    let mode = Mode {
        threads: args.threads,
        expand: args.expand,
        hash_bytes: args.hash_mb.map(|mb| mb.saturating_mul(1_000_000)),
    };
    if let Some(path) = &args.jobs {
        let text = if path == "-" {
            std::io::read_to_string(std::io::stdin()).map_err(|e| format!("stdin: {e}"))?
        } else {
            std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?
        };
        let first_fen = text
            .lines()
            .map(|line| line.split('#').next().unwrap_or("").trim())
            .find(|line| !line.is_empty())
            .and_then(|line| line.splitn(3, char::is_whitespace).nth(2))
            .unwrap_or("");
        match args.game.unwrap_or_else(|| GameKind::infer(first_fen)) {
            GameKind::Chess => run_job_file::<ChessPosition>(&text, mode)?,
            GameKind::Xiangqi => run_job_file::<XiangqiPosition>(&text, mode)?,
            GameKind::Amazons => run_job_file::<AmazonsPosition>(&text, mode)?,
        }
        return Ok(true);
    }
    // A FEN, or a depth without one (from the start of `--game`), is a
    // count; otherwise the suites run.
    let fen = match (&args.fen, args.depth) {
        (Some(fen), _) => Some(fen.clone()),
        (None, Some(_)) => Some(start_fen(args.game.unwrap_or(GameKind::Chess))),
        (None, None) => None,
    };
    if let Some(fen) = &fen {
        let depth = args.depth.unwrap_or(1);
        let game = args.game.unwrap_or_else(|| GameKind::infer(fen));
        match (game, args.split) {
            (GameKind::Chess, Some(k)) => split::<ChessPosition>(fen, depth, k)?,
            (GameKind::Xiangqi, Some(k)) => split::<XiangqiPosition>(fen, depth, k)?,
            (GameKind::Chess, None) => count::<ChessPosition>(fen, depth, args.divide, mode)?,
            (GameKind::Xiangqi, None) => count::<XiangqiPosition>(fen, depth, args.divide, mode)?,
            (GameKind::Amazons, Some(k)) => split::<AmazonsPosition>(fen, depth, k)?,
            (GameKind::Amazons, None) => count::<AmazonsPosition>(fen, depth, args.divide, mode)?,
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
                (GameKind::Amazons, AMAZONS_SUITE.to_string()),
            ];
            // `--game` alone picks that game's bundled suite; no `--game`,
            // the two duck games'.
            bundled
                .into_iter()
                .filter(|(game, _)| match args.game {
                    None => *game != GameKind::Amazons,
                    Some(g) => g == *game,
                })
                .collect()
        }
    };
    let start = Instant::now();
    let (mut passed, mut failed) = (0, 0);
    for (game, text) in &suites {
        let (p, f) = match game {
            GameKind::Chess => run_suite::<ChessPosition>(text, args.max_nodes, mode)?,
            GameKind::Xiangqi => run_suite::<XiangqiPosition>(text, args.max_nodes, mode)?,
            GameKind::Amazons => run_suite::<AmazonsPosition>(text, args.max_nodes, mode)?,
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
