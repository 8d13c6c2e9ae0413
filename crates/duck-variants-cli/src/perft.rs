//! `perft`: the turn counts of `examples/perft.rs`'s `--depth` (and
//! `--divide`), counted by the library's perft.

use std::time::Instant;

use duck_variants::core::perft::PerftOptions;
use duck_variants::{AnyPosition, GameKind, formats};

use crate::Failure;
use crate::args::Args;

/// `perft [--game G] [--fen FEN] --depth N [--divide] [--threads N]`: the
/// last line of standard output is the count; with `--divide`, one
/// `<turn>: <count>` line per root turn, sorted, comes first. Time and
/// speed go to standard error.
pub(crate) fn perft(args: &[String]) -> Result<(), Failure> {
    let args = Args::read(args, &["game", "fen", "depth", "threads"], &["divide"])?;
    if let Some(extra) = args.positional.first() {
        return Err(Failure::Usage(format!(
            "perft takes no argument \"{extra}\""
        )));
    }
    let usage = |e: duck_variants::AnyError| Failure::Usage(e.to_string());
    // Any name the library reads, or `chess`, `xiangqi` for short.
    let named = |g: &str| {
        GameKind::named(Some(g))
            .or_else(|e| GameKind::named(Some(&format!("duck-{g}"))).map_err(|_| e))
    };
    let kind = args.value("game").map(named).transpose().map_err(usage)?;
    let position = match args.value("fen") {
        Some(fen) => {
            let position = formats::read_fen(fen).map_err(usage)?;
            match kind {
                Some(kind) if kind != position.kind() => {
                    return Err(Failure::Usage(format!("the FEN is not a {kind} position")));
                }
                _ => position,
            }
        }
        None => AnyPosition::start(kind.unwrap_or(GameKind::Chess)),
    };
    let depth: u32 = args
        .parsed("depth")?
        .ok_or_else(|| Failure::Usage("perft needs --depth N".into()))?;
    let threads: usize = args.parsed("threads")?.unwrap_or(1).max(1);
    let count = |position: &AnyPosition, depth: u32| {
        let options = PerftOptions {
            threads,
            ..PerftOptions::new(depth)
        };
        position
            .perft_with(options)
            .map_err(|e| Failure::Usage(e.to_string()))
    };
    let start = Instant::now();
    let total = if args.flag("divide") && depth > 0 {
        let mut lines = Vec::new();
        let mut total = 0u128;
        for turn in position.legal_turns() {
            let after = position.after(turn).map_err(usage)?;
            let n = count(&after, depth - 1)?;
            total += n;
            lines.push((turn.to_string(), n));
        }
        lines.sort();
        for (turn, n) in lines {
            println!("{turn}: {n}");
        }
        total
    } else {
        count(&position, depth)?
    };
    let seconds = start.elapsed().as_secs_f64();
    println!("{total}");
    let speed = if seconds > 0.0 {
        total as f64 / seconds
    } else {
        0.0
    };
    eprintln!("{total} nodes in {seconds:.3} s ({speed:.0} nodes/s)");
    Ok(())
}
