//! `duck-variants-dependent chess|xiangqi DEPTH`: perft from the start
//! position, printed as `nodes N  time S s` like the workspace's perft example.

use duck_variants_chess::FromSetup;
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth = args.get(1).and_then(|d| d.parse().ok());
    let (Some(game), Some(depth)) = (args.first(), depth) else {
        eprintln!("usage: duck-variants-dependent chess|xiangqi DEPTH");
        return ExitCode::FAILURE;
    };
    let start = Instant::now();
    let nodes = match game.as_str() {
        "chess" => duck_variants_chess::perft(&duck_variants_chess::Position::start(), depth),
        "xiangqi" => duck_variants_xiangqi::perft(&duck_variants_xiangqi::Position::start(), depth),
        _ => {
            eprintln!("unknown game {game:?}: chess or xiangqi");
            return ExitCode::FAILURE;
        }
    };
    eprintln!("nodes {nodes}  time {:.3} s", start.elapsed().as_secs_f64());
    ExitCode::SUCCESS
}
