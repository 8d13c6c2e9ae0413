//! The `duck-variants` command: convert, validate, show, perft (see the
//! README, or `duck-variants --help`).

mod args;
mod files;
mod perft;
mod progress;
mod show;

use std::process::ExitCode;

/// The usage text.
const USAGE: &str = "\
duck-variants: Duck Chess and Duck Xiangqi game files and positions

usage:
  duck-variants convert [--from FORMAT] --to FORMAT IN OUT
  duck-variants validate [--from FORMAT] FILE...
  duck-variants show FEN
  duck-variants perft [--game GAME] [--fen FEN] --depth N [--divide] [--threads N]
  duck-variants --help | --version

formats: pgn, pgn4 (chess.com), fairy (Fairy-Stockfish, pychess), dpgn,
duckops, mistboard; without --from each game's is told. '-' is standard
input or output. Exit codes: 0 done, 1 a game did not read, 2 bad
arguments or input.
";

/// What a command ended with.
pub(crate) enum Failure {
    /// Some game did not read (exit code 1).
    BadGames,
    /// Bad arguments or input, with why (exit code 2).
    Usage(String),
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let outcome = match args.first().map(String::as_str) {
        None | Some("--help" | "-h" | "help") => {
            print!("{USAGE}");
            Ok(())
        }
        Some("--version" | "-V") => {
            println!("duck-variants {}", env!("CARGO_PKG_VERSION"));
            Ok(())
        }
        Some("convert") => files::convert(&args[1..]),
        Some("validate") => files::validate(&args[1..]),
        Some("show") => show::show(&args[1..]),
        Some("perft") => perft::perft(&args[1..]),
        Some(other) => Err(Failure::Usage(format!(
            "unknown command \"{other}\": expected convert, validate, show or perft"
        ))),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::BadGames) => ExitCode::from(1),
        Err(Failure::Usage(message)) => {
            eprintln!("duck-variants: {message}");
            eprintln!("(duck-variants --help for the usage)");
            ExitCode::from(2)
        }
    }
}
