//! `convert` and `validate`: files of games, read streaming in any format.

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};

use duck_variants::core::pgn::ReadOptions;
use duck_variants::formats::{self, Format};

use crate::Failure;
use crate::args::Args;
use crate::progress::Progress;

/// A file to read, `-` standard input.
fn open(path: &str) -> Result<Box<dyn Read>, Failure> {
    if path == "-" {
        return Ok(Box::new(std::io::stdin().lock()));
    }
    let file = File::open(path).map_err(|e| Failure::Usage(format!("{path}: {e}")))?;
    Ok(Box::new(BufReader::new(file)))
}

/// A format named by an option.
fn format(args: &Args, name: &str) -> Result<Option<Format>, Failure> {
    args.parsed::<Format>(name)
}

/// `convert [--from F] --to F IN OUT`.
pub(crate) fn convert(args: &[String]) -> Result<(), Failure> {
    let args = Args::read(args, &["from", "to"], &[])?;
    let from = format(&args, "from")?;
    let to =
        format(&args, "to")?.ok_or_else(|| Failure::Usage("convert needs --to FORMAT".into()))?;
    let [input, output] = args.positional.as_slice() else {
        return Err(Failure::Usage(
            "convert needs an input and an output file".into(),
        ));
    };
    let reader = open(input)?;
    let mut out: Box<dyn Write> = if output == "-" {
        Box::new(BufWriter::new(std::io::stdout().lock()))
    } else {
        let file = File::create(output).map_err(|e| Failure::Usage(format!("{output}: {e}")))?;
        Box::new(BufWriter::new(file))
    };
    let write_error = |e: std::io::Error| Failure::Usage(format!("{output}: {e}"));
    let mut progress = Progress::new(input);
    let (mut games, mut bad) = (0usize, 0usize);
    for read in formats::read_games_from(reader, ReadOptions::default(), from) {
        games += 1;
        let written = read.and_then(|record| formats::write_game(&record, to));
        match written {
            Ok(text) => {
                if games - bad > 1 {
                    out.write_all(b"\n").map_err(write_error)?;
                }
                out.write_all(text.as_bytes()).map_err(write_error)?;
            }
            Err(error) => {
                bad += 1;
                eprintln!("{input}: {error}");
            }
        }
        progress.tick(games);
    }
    out.flush().map_err(write_error)?;
    progress.done(games);
    if bad > 0 {
        eprintln!("{input}: {bad} of {games} games not converted");
        return Err(Failure::BadGames);
    }
    Ok(())
}

/// `validate [--from F] FILE...`: one line on standard output per game
/// that does not read.
pub(crate) fn validate(args: &[String]) -> Result<(), Failure> {
    let args = Args::read(args, &["from"], &[])?;
    let from = format(&args, "from")?;
    if args.positional.is_empty() {
        return Err(Failure::Usage("validate needs a file".into()));
    }
    let mut stdout = std::io::stdout().lock();
    let mut any_bad = false;
    for path in &args.positional {
        let reader = open(path)?;
        let mut progress = Progress::new(path);
        let (mut games, mut bad) = (0usize, 0usize);
        for read in formats::read_games_from(reader, ReadOptions::default(), from) {
            games += 1;
            if let Err(error) = read {
                bad += 1;
                let _ = writeln!(stdout, "{path}: {error}");
            }
            progress.tick(games);
        }
        progress.done(games);
        eprintln!("{path}: {games} games, {bad} that do not read");
        any_bad |= bad > 0;
    }
    match any_bad {
        true => Err(Failure::BadGames),
        false => Ok(()),
    }
}
