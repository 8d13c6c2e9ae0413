//! Perft validation and counting.
//!
//! ```text
//! cargo run --release --example perft -- [--game chess|xiangqi|amazons] [--fen FEN]
//!     [--depth N] [--divide] [--suite FILE] [--max-nodes N] [--max-seconds S]
//!     [--threads N] [--expand] [--lenient] [--hash MB] [--seed S] [--split K]
//!     [--jobs FILE [--resume RESULTS]] [--merge UNITS RESULTS...]
//! ```
//!
//! * No arguments: the bundled Duck Chess and Duck Xiangqi suites (with
//!   `--game` alone, that game's suite). Each suite opens with a heading
//!   that says what is compared with what (our perft counts against an
//!   independent engine's, and the data file they come from), prints one
//!   PASS/FAIL line per `perft` line, and closes with its total (lines,
//!   positions, nodes, time); the last line is `N passed, M failed`, and
//!   the exit code is non-zero on any failure.
//! * `--suite FILE`: every `perft` line of an oracle-format file, the same
//!   way.
//! * In a suite, `--max-nodes N` skips the lines whose count is above N
//!   (default 10^9). In a count (`--depth`, `--jobs`), it is a budget: the
//!   count stops, without a number, once it would pass N leaves.
//! * `--max-seconds S`: each count stops, without a number, after S seconds.
//! * Ctrl-C (on Unix) stops a running count cleanly with a message (a
//!   second Ctrl-C ends the program at once).
//! * `--depth N` (with `--fen FEN`, or from the start position of `--game`,
//!   Duck Chess by default; N at most 64): the last line of stdout is the
//!   turn count; with `--divide`, one `<coordinate turn>: <count>` line per
//!   root turn comes first, sorted. Time and speed go to stderr.
//! * `--threads N`: the root turns (or jobs) are shared among N threads
//!   (capped at one per root turn and four per core).
//! * `--expand`: every leaf turn is played with `play_unchecked` instead of
//!   counted in bulk (the same numbers, slower; it measures playing).
//! * `--lenient`: accept setups beyond normal material (more pieces a side
//!   than the start array), as other engines' perft suites use; every other
//!   rule is still checked.
//! * `--hash MB`: count with a transposition table of MB megabytes (10^6
//!   bytes) shared by the threads; a size the machine cannot give is an
//!   error (exit code 2).
//! * `--seed S`: the table (`--hash`) hashes positions under keys drawn
//!   from S (`PerftTable::with_seed`): the same count by another route, to
//!   verify a deep one.
//! * `--split K` (with `--depth N`): instead of counting, writes the
//!   distinct positions K turns deep, one work unit per line:
//!   `<remaining depth> <multiplicity> <FEN>`. `--max-seconds`, Ctrl-C and
//!   `--max-nodes` (positions generated) bound it as they bound a count; a
//!   split larger than the machine's memory is an error (exit code 2).
//! * `--jobs FILE` (`-` for stdin): counts such units, printing each one's
//!   result line, `<depth> <multiplicity> <FEN> <count>`, as soon as it is
//!   counted, then `# total N`: the sum of multiplicity times count (over
//!   all the units of a split, the unsplit count). `--resume RESULTS`
//!   skips the units that RESULTS (the lines of an earlier run, cut off or
//!   not) has counted, and adds their counts to the total.
//! * `--merge UNITS RESULTS...`: checks that every unit of the split UNITS
//!   has exactly one result in the RESULTS files (or two that agree), that
//!   no result is for a unit outside it, and prints the total; each fault
//!   is an error in words naming its file's line (exit code 2).
//! * stderr reports nodes, seconds and nodes per second; on a terminal, a
//!   run longer than two seconds also shows its progress there.
//! * Exit codes: 0 done, 1 a suite line failed, 2 bad arguments or input
//!   (or a table too large), 3 a count stopped by `--max-nodes` or
//!   `--max-seconds`, 130 interrupted by Ctrl-C.
//! * Without `--game`, the game is read from the FEN (from a suite's or a
//!   job file's first FEN): ten ranks in the placement field mean Duck
//!   Xiangqi, otherwise Duck Chess. The Game of the Amazons (also 10 ranks)
//!   needs `--game amazons`.

use duck_variants_core::prelude::*;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::str::FromStr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use duck_variants_amazons::Position as AmazonsPosition;
use duck_variants_chess::Position as ChessPosition;
use duck_variants_core::Rules;
use duck_variants_core::perft::units::{self, Unit, UnitResult};
use duck_variants_core::perft::{
    Budget, Counter, MAX_DEPTH, PerftError, PerftJob, PerftTable, StopReason, root_jobs,
    run_jobs_within, split_jobs, thread_cap,
};
use duck_variants_testkit::suite::parse_perft_suite;
use duck_variants_xiangqi::Position as XiangqiPosition;

const CHESS_SUITE: &str = include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft");
const XIANGQI_SUITE: &str =
    include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft");
const AMAZONS_SUITE: &str =
    include_str!("../crates/duck-variants-amazons/tests/data/amazons.perft");

/// What the duck suites' numbers are: the engine named in their headers.
const DUCK_ORACLE: &str =
    "Fairy-Stockfish's (its rules adjusted to this library's, see ORACLE.md beside the file)";

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

    /// The game's name in headings.
    fn name(self) -> &'static str {
        match self {
            GameKind::Chess => "Duck Chess",
            GameKind::Xiangqi => "Duck Xiangqi",
            GameKind::Amazons => "Game of the Amazons",
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
    max_nodes: Option<u128>,
    max_time: Option<Duration>,
    threads: usize,
    expand: bool,
    hash_mb: Option<usize>,
    split: Option<u32>,
    jobs: Option<String>,
    seed: Option<u64>,
    resume: Option<String>,
    merge: Option<String>,
    /// The RESULTS files of `--merge`.
    results: Vec<String>,
}

/// `--lenient`: set once from the arguments, read wherever a FEN becomes a
/// position (the suite, FEN and job readers alike).
static LENIENT: AtomicBool = AtomicBool::new(false);

/// A FEN as a position, strictly or (with `--lenient`) with more material.
fn read_fen<R: FromSetup>(fen: &str) -> Result<R, String>
where
    R::PositionError: std::fmt::Display,
{
    let options = if LENIENT.load(Ordering::Relaxed) {
        duck_variants_core::SetupOptions::LENIENT
    } else {
        duck_variants_core::SetupOptions::STRICT
    };
    R::from_fen_with(fen, options).map_err(|e| e.to_string())
}

/// Set by Ctrl-C: every count checks it every few milliseconds.
static INTERRUPTED: std::sync::LazyLock<std::sync::Arc<AtomicBool>> =
    std::sync::LazyLock::new(Default::default);

/// Ctrl-C sets [`INTERRUPTED`]; a second one, with the flag already set,
/// ends the program at once (exit code 130), as Ctrl-C does by default.
#[cfg(unix)]
fn catch_ctrl_c() {
    use signal_hook::consts::SIGINT;
    use signal_hook::flag;
    let flag = &*INTERRUPTED;
    // Without the handlers, Ctrl-C still ends the program (abruptly).
    let _ = flag::register_conditional_shutdown(SIGINT, 130, std::sync::Arc::clone(flag))
        .and_then(|_| flag::register(SIGINT, std::sync::Arc::clone(flag)));
}

#[cfg(not(unix))]
fn catch_ctrl_c() {}

/// Why the program ends early, and with which exit code.
enum Exit {
    /// Bad arguments or input (2).
    Error(String),
    /// A count stopped: by a budget (3) or Ctrl-C (130).
    Stopped(StopReason),
}

impl From<String> for Exit {
    fn from(message: String) -> Exit {
        Exit::Error(message)
    }
}

impl From<PerftError> for Exit {
    fn from(error: PerftError) -> Exit {
        match error {
            PerftError::Stopped(reason) => Exit::Stopped(reason),
            other => Exit::Error(other.to_string()),
        }
    }
}

/// The words for a stopped count, naming the option that stopped it.
fn stop_message(reason: StopReason) -> &'static str {
    match reason {
        StopReason::Cancelled => "interrupted (Ctrl-C)",
        StopReason::NodeLimit => "stopped: the count would pass --max-nodes",
        StopReason::TimeLimit => "stopped: --max-seconds ran out",
        _ => "stopped",
    }
}

/// How to count: threads, bulk or played leaves, the table size and the
/// budget of each count.
#[derive(Clone, Copy)]
struct Mode {
    threads: usize,
    expand: bool,
    hash_bytes: Option<usize>,
    max_nodes: Option<u128>,
    max_time: Option<Duration>,
    seed: Option<u64>,
}

impl Mode {
    /// Runs `f` with the counter of this mode (and a fresh table, when
    /// hashing: tables are never shared between games, whose keys overlap).
    fn with_counter<T>(self, f: impl FnOnce(Counter<'_>) -> Result<T, Exit>) -> Result<T, Exit> {
        match self.hash_bytes {
            Some(bytes) => {
                let table = match self.seed {
                    Some(seed) => PerftTable::with_seed(bytes, seed),
                    None => PerftTable::new(bytes),
                };
                let table = table.map_err(|e| Exit::Error(e.to_string()))?;
                f(Counter::Hashed(&table))
            }
            None if self.expand => f(Counter::Expanded),
            None => f(Counter::Bulk),
        }
    }

    /// The budget of one count: this mode's limits and Ctrl-C.
    fn budget(self) -> Budget<'static> {
        Budget {
            max_nodes: self.max_nodes,
            max_time: self.max_time,
            cancel: Some(&**INTERRUPTED),
        }
    }

    /// Counts `jobs` (unweighted) with progress on a terminal.
    fn run<R: Rules>(
        self,
        jobs: &[PerftJob<R>],
        counter: Counter<'_>,
        what: &str,
    ) -> Result<Vec<u128>, PerftError> {
        let progress = Progress::new(jobs.len(), what);
        let counts = run_jobs_within(jobs, self.threads, counter, &self.budget(), &|done| {
            progress.update(done)
        });
        progress.finish();
        counts
    }

    /// The perft of one position.
    fn perft<R: Rules>(
        self,
        pos: &R,
        depth: u32,
        counter: Counter<'_>,
    ) -> Result<u128, PerftError> {
        check_depth(depth)?;
        if depth == 0 {
            return Ok(1);
        }
        let jobs = root_jobs(pos, depth);
        let counts = self.run(&jobs, counter, "root turns")?;
        // Within u128: `run_jobs_within` checked the sum.
        Ok(counts.iter().sum())
    }
}

/// A depth past [`MAX_DEPTH`] as the library words it (the root's jobs
/// are one ply shallower, so the job runner would not see it).
fn check_depth(depth: u32) -> Result<(), PerftError> {
    if depth > MAX_DEPTH {
        return Err(PerftError::DepthTooLarge {
            depth,
            max: MAX_DEPTH,
        });
    }
    Ok(())
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
    [--suite FILE] [--max-nodes N] [--max-seconds S] [--threads N] [--expand] [--lenient] \
    [--hash MB] [--seed S] [--split K] [--jobs FILE [--resume RESULTS]] \
    [--merge UNITS RESULTS...]";

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        game: None,
        fen: None,
        depth: None,
        divide: false,
        suite: None,
        max_nodes: None,
        max_time: None,
        threads: 1,
        expand: false,
        hash_mb: None,
        split: None,
        jobs: None,
        seed: None,
        resume: None,
        merge: None,
        results: Vec::new(),
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
            "--max-nodes" => args.max_nodes = Some(number(&value("--max-nodes")?, "--max-nodes")?),
            "--max-seconds" => args.max_time = Some(seconds(&value("--max-seconds")?)?),
            "--threads" => {
                args.threads = number(&value("--threads")?, "--threads")?;
                if args.threads == 0 {
                    return Err("--threads must be at least 1".to_string());
                }
            }
            "--expand" => args.expand = true,
            "--lenient" => LENIENT.store(true, Ordering::Relaxed),
            "--hash" => args.hash_mb = Some(number(&value("--hash")?, "--hash")?),
            "--split" => args.split = Some(number(&value("--split")?, "--split")?),
            "--jobs" => args.jobs = Some(value("--jobs")?),
            "--seed" => args.seed = Some(number(&value("--seed")?, "--seed")?),
            "--resume" => args.resume = Some(value("--resume")?),
            "--merge" => args.merge = Some(value("--merge")?),
            "-h" | "--help" => return Err(USAGE.to_string()),
            results if args.merge.is_some() && !results.starts_with("--") => {
                args.results.push(results.to_string())
            }
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    if args.expand && args.hash_mb.is_some() {
        return Err("--expand and --hash exclude each other".to_string());
    }
    if args.split.is_some() && args.depth.is_none() {
        return Err("--split needs --depth".to_string());
    }
    if args.resume.is_some() && args.jobs.is_none() {
        return Err("--resume needs --jobs".to_string());
    }
    if args.seed.is_some() && args.hash_mb.is_none() {
        return Err("--seed needs --hash (it seeds the table)".to_string());
    }
    if args.merge.is_some() && args.results.is_empty() {
        return Err("--merge needs the units file and at least one results file".to_string());
    }
    Ok(args)
}

fn number<T: FromStr>(text: &str, name: &str) -> Result<T, String>
where
    T::Err: std::fmt::Display,
{
    text.parse().map_err(|e| format!("{name}: {e}"))
}

/// `--max-seconds`: a number of seconds, 0 or more (fractions allowed).
fn seconds(text: &str) -> Result<Duration, String> {
    let value: f64 = number(text, "--max-seconds")?;
    Duration::try_from_secs_f64(value)
        .map_err(|_| format!("--max-seconds: {text:?} is not a number of seconds from 0 up"))
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
) -> Result<(), Exit>
where
    R::PositionError: std::fmt::Display,
{
    let pos: R = read_fen(fen).map_err(|e| format!("bad FEN: {e}"))?;
    check_depth(depth)?;
    let start = Instant::now();
    let total = mode.with_counter(|counter| {
        if show_divide && depth > 0 {
            let turns: Vec<_> = pos.legal_turns().iter().collect();
            let jobs: Vec<PerftJob<R>> = turns
                .iter()
                .map(|&turn| PerftJob {
                    position: pos.after_unchecked(turn),
                    depth: depth - 1,
                    weight: 1,
                })
                .collect();
            let counts = mode.run(&jobs, counter, "root turns")?;
            let mut lines: Vec<(String, u128)> = turns
                .iter()
                .map(|turn| turn.to_string())
                .zip(counts.iter().copied())
                .collect();
            lines.sort();
            for (turn, n) in &lines {
                out(format_args!("{turn}: {n}"));
            }
            Ok(counts.iter().sum())
        } else {
            Ok(mode.perft(&pos, depth, counter)?)
        }
    })?;
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
    mode: Mode,
) -> Result<(), Exit>
where
    R::PositionError: std::fmt::Display,
{
    let pos: R = read_fen(fen).map_err(|e| format!("bad FEN: {e}"))?;
    check_depth(depth)?;
    let start = Instant::now();
    // Bounded as a count is (--max-nodes: positions generated,
    // --max-seconds, Ctrl-C); a split too large for memory is an error.
    let jobs = split_jobs(&pos, depth, plies, &mode.budget())?;
    for job in &jobs {
        let unit = Unit {
            depth: job.depth,
            multiplicity: job.weight,
            fen: job.position.to_string(),
        };
        out(format_args!("{unit}"));
    }
    let sequences: u128 = jobs.iter().map(|job| job.weight).sum();
    eprintln!(
        "{} units ({sequences} turn sequences) in {:.3} s",
        jobs.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// `--jobs FILE`: counts every unit not already in `done` (the text of
/// `--resume RESULTS`), printing each one's result line as it is counted,
/// then the total of all of them.
fn run_job_file<R: Rules + FromSetup>(text: &str, done: &str, mode: Mode) -> Result<(), Exit>
where
    R::PositionError: std::fmt::Display,
{
    let units = units::read_units(text).map_err(|e| e.to_string())?;
    let counted = units::match_results(&units, done).map_err(|e| e.to_string())?;
    // Every FEN read before the first count: a bad line is an error now,
    // not hours into the run.
    let mut todo = Vec::new();
    for ((line, unit), count) in units.iter().zip(&counted) {
        if count.is_none() {
            let position: R = read_fen(&unit.fen).map_err(|e| format!("units line {line}: {e}"))?;
            check_depth(unit.depth)?;
            todo.push((unit, position));
        }
    }
    let start = Instant::now();
    let mut nodes: u128 = 0;
    let total_now = mode.with_counter(|counter| {
        let mut total: u128 = 0;
        for (unit, position) in &todo {
            let count = mode.perft(position, unit.depth, counter)?;
            nodes = nodes.saturating_add(count);
            total = weigh(total, unit, count)?;
            let result = UnitResult {
                unit: (*unit).clone(),
                count,
            };
            // Flushed at each line, so that a cut-off run keeps each unit
            // it finished.
            out(format_args!("{result}"));
        }
        Ok(total)
    })?;
    let mut total = total_now;
    for ((_, unit), count) in units.iter().zip(&counted) {
        if let Some(count) = count {
            total = weigh(total, unit, *count)?;
        }
    }
    let threads = thread_cap(mode.threads, todo.len());
    let seconds = start.elapsed().as_secs_f64();
    eprintln!(
        "{} units counted now, {} before; nodes {nodes}  time {seconds:.3} s  threads {threads}",
        todo.len(),
        units.len() - todo.len(),
    );
    out(format_args!("# total {total}"));
    Ok(())
}

/// `total` plus a unit's multiplicity times its count.
fn weigh(total: u128, unit: &Unit, count: u128) -> Result<u128, Exit> {
    unit.multiplicity
        .checked_mul(count)
        .and_then(|weighted| total.checked_add(weighted))
        .ok_or_else(|| Exit::Error("the total exceeds u128::MAX".to_string()))
}

/// `--merge UNITS RESULTS...`: the checked total of a split's results.
fn merge_results(units_path: &str, results: &[String]) -> Result<(), Exit> {
    let units = read_text(units_path)?;
    let mut all = String::new();
    // Results lines are numbered through the files in the order given;
    // an error names each file's lines.
    let mut spans = Vec::new();
    for path in results {
        let first = all.lines().count() + 1;
        all.push_str(&read_text(path)?);
        all.push('\n');
        spans.push(format!("{path} {first}-{}", all.lines().count()));
    }
    let merged = units::merge(&units, &all)
        .map_err(|e| format!("{e}\n(results lines: {})", spans.join(", ")))?;
    eprintln!("{} units, each with its result", merged.units);
    out(format_args!("{}", merged.total));
    Ok(())
}

/// A file's text (`-`: stdin).
fn read_text(path: &str) -> Result<String, Exit> {
    let text = if path == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| format!("stdin: {e}"))?
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?
    };
    Ok(text)
}

/// A suite to run: its game, text, and where its numbers come from.
struct Suite {
    game: GameKind,
    text: String,
    /// "perft counts against X, from FILE".
    heading: String,
}

/// What one suite's run counted.
#[derive(Default)]
struct Tally {
    passed: u32,
    failed: u32,
    /// Lines above the `--max-nodes` filter.
    skipped: u32,
    /// Lines whose count `--max-seconds` stopped.
    stopped: u32,
    /// Positions with at least one line counted.
    positions: u32,
    nodes: u128,
}

/// Runs one suite under its heading, then prints its total. `Err` only
/// when Ctrl-C stopped it (after the total so far).
fn run_suite<R: Rules + FromSetup>(
    suite: &Suite,
    max_nodes: u128,
    mode: Mode,
) -> Result<Tally, Exit>
where
    R::PositionError: std::fmt::Display,
{
    let cases = parse_perft_suite(&suite.text).map_err(|e| format!("suite: {e}"))?;
    let name = suite.game.name();
    out(format_args!("{name}: {}", suite.heading));
    let width = cases.iter().map(|case| case.id.len()).max().unwrap_or(0);
    let start = Instant::now();
    let mut tally = Tally::default();
    let result = mode.with_counter(|counter| {
        for case in &cases {
            let pos: R = match read_fen(&case.fen) {
                Ok(pos) => pos,
                Err(e) => {
                    out(format_args!("FAIL {} (FEN rejected: {e})", case.id));
                    tally.failed += 1;
                    continue;
                }
            };
            let mut counted = false;
            for &(depth, expected) in &case.counts {
                let expected = u128::from(expected);
                if expected > max_nodes {
                    tally.skipped += 1;
                    continue;
                }
                let line_start = Instant::now();
                let got = match mode.perft(&pos, depth, counter) {
                    Ok(got) => got,
                    Err(PerftError::Stopped(StopReason::TimeLimit)) => {
                        out(format_args!(
                            "STOP {:width$} {depth}  --max-seconds ran out",
                            case.id
                        ));
                        tally.stopped += 1;
                        continue;
                    }
                    Err(error) => return Err(Exit::from(error)),
                };
                let seconds = line_start.elapsed().as_secs_f64();
                counted = true;
                if got == expected {
                    tally.passed += 1;
                    tally.nodes += got;
                    out(format_args!(
                        "PASS {:width$} {depth}  {got:>13}  {seconds:.2} s",
                        case.id
                    ));
                } else {
                    tally.failed += 1;
                    out(format_args!(
                        "FAIL {:width$} {depth}  got {got}, expected {expected}",
                        case.id
                    ));
                }
            }
            tally.positions += u32::from(counted);
        }
        Ok(())
    });
    let mut notes = String::new();
    if tally.skipped > 0 {
        notes += &format!(", {} lines above {max_nodes} nodes skipped", tally.skipped);
    }
    if tally.stopped > 0 {
        notes += &format!(", {} stopped by --max-seconds", tally.stopped);
    }
    if matches!(result, Err(Exit::Stopped(_))) {
        notes += ", interrupted";
    }
    out(format_args!(
        "{name}: {} passed, {} failed{notes}; {} positions, {} nodes, {:.2} s\n",
        tally.passed,
        tally.failed,
        tally.positions,
        tally.nodes,
        start.elapsed().as_secs_f64()
    ));
    result.map(|()| tally)
}

/// The start position's FEN of a game.
fn start_fen(game: GameKind) -> String {
    match game {
        GameKind::Chess => ChessPosition::start().to_string(),
        GameKind::Xiangqi => XiangqiPosition::start().to_string(),
        GameKind::Amazons => AmazonsPosition::start().to_string(),
    }
}

/// The bundled suites: `--game` alone picks that game's, no `--game` the
/// two duck games'.
fn bundled_suites(game: Option<GameKind>) -> Vec<Suite> {
    let from = |path: &str| format!("from {path}");
    let bundled = [
        Suite {
            game: GameKind::Chess,
            text: CHESS_SUITE.to_string(),
            heading: format!(
                "perft counts against {DUCK_ORACLE}, {}",
                from("crates/duck-variants-chess/tests/data/duck-chess.perft")
            ),
        },
        Suite {
            game: GameKind::Xiangqi,
            text: XIANGQI_SUITE.to_string(),
            heading: format!(
                "perft counts against {DUCK_ORACLE}, {}",
                from("crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft")
            ),
        },
        Suite {
            game: GameKind::Amazons,
            text: AMAZONS_SUITE.to_string(),
            heading: format!(
                "perft counts against published figures, hand counts and Fairy-Stockfish's, {}",
                from("crates/duck-variants-amazons/tests/data/amazons.perft")
            ),
        },
    ];
    bundled
        .into_iter()
        .filter(|suite| match game {
            None => suite.game != GameKind::Amazons,
            Some(g) => g == suite.game,
        })
        .collect()
}

/// Suites run when no `--depth` or `--max-nodes` says otherwise: lines
/// above this many nodes are skipped.
const SUITE_MAX_NODES: u128 = 1_000_000_000;

fn run() -> Result<bool, Exit> {
    let args = parse_args()?;
    catch_ctrl_c();
    let mode = Mode {
        threads: args.threads,
        expand: args.expand,
        hash_bytes: args.hash_mb.map(|mb| mb.saturating_mul(1_000_000)),
        max_nodes: args.max_nodes,
        max_time: args.max_time,
        seed: args.seed,
    };
    if let Some(units) = &args.merge {
        merge_results(units, &args.results)?;
        return Ok(true);
    }
    if let Some(path) = &args.jobs {
        let text = read_text(path)?;
        let done = match &args.resume {
            Some(results) => read_text(results)?,
            None => String::new(),
        };
        let first_fen = text
            .lines()
            .map(|line| line.split('#').next().unwrap_or("").trim())
            .find(|line| !line.is_empty())
            .and_then(|line| line.splitn(3, char::is_whitespace).nth(2))
            .unwrap_or("");
        match args.game.unwrap_or_else(|| GameKind::infer(first_fen)) {
            GameKind::Chess => run_job_file::<ChessPosition>(&text, &done, mode)?,
            GameKind::Xiangqi => run_job_file::<XiangqiPosition>(&text, &done, mode)?,
            GameKind::Amazons => run_job_file::<AmazonsPosition>(&text, &done, mode)?,
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
            (GameKind::Chess, Some(k)) => split::<ChessPosition>(fen, depth, k, mode)?,
            (GameKind::Xiangqi, Some(k)) => split::<XiangqiPosition>(fen, depth, k, mode)?,
            (GameKind::Chess, None) => count::<ChessPosition>(fen, depth, args.divide, mode)?,
            (GameKind::Xiangqi, None) => count::<XiangqiPosition>(fen, depth, args.divide, mode)?,
            (GameKind::Amazons, Some(k)) => split::<AmazonsPosition>(fen, depth, k, mode)?,
            (GameKind::Amazons, None) => count::<AmazonsPosition>(fen, depth, args.divide, mode)?,
        }
        return Ok(true);
    }
    let suites = match &args.suite {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            let game = args.game.unwrap_or_else(|| GameKind::infer_suite(&text));
            vec![Suite {
                game,
                text,
                heading: format!("perft counts against those in {path}"),
            }]
        }
        None => bundled_suites(args.game),
    };
    // In a suite, --max-nodes filters lines (their counts are known); the
    // counts themselves run with the time budget and Ctrl-C only.
    let max_nodes = args.max_nodes.unwrap_or(SUITE_MAX_NODES);
    let mode = Mode {
        max_nodes: None,
        ..mode
    };
    let (mut passed, mut failed) = (0, 0);
    for suite in &suites {
        let tally = match suite.game {
            GameKind::Chess => run_suite::<ChessPosition>(suite, max_nodes, mode),
            GameKind::Xiangqi => run_suite::<XiangqiPosition>(suite, max_nodes, mode),
            GameKind::Amazons => run_suite::<AmazonsPosition>(suite, max_nodes, mode),
        }?;
        passed += tally.passed;
        failed += tally.failed;
    }
    out(format_args!("{passed} passed, {failed} failed"));
    Ok(failed == 0)
}

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(Exit::Error(message)) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
        Err(Exit::Stopped(reason)) => {
            eprintln!("{}", stop_message(reason));
            match reason {
                StopReason::Cancelled => ExitCode::from(130),
                _ => ExitCode::from(3),
            }
        }
    }
}
