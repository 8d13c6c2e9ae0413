//! `duck-match`: plays two UCI engines (or the built-in random mover,
//! `random`) against each other over a number of games with colours
//! alternated, this library's rules as the referee: the engines' turns
//! are read in Fairy-Stockfish's coordinate notation (a royal capture's
//! dummy duck dropped) and sent back in it. Prints each result and the
//! score with its error bar; writes the games as PGN.
//!
//! ```text
//! duck-match --engine1 target/release/duck-engine --engine2 random \
//!     --variant duck --games 10 --movetime 100 --random-plies 4 --seed 1 \
//!     --pgn games.pgn
//! ```
//! Engine options: `--args1 "..."`, `--option1 Name=Value` (repeatable),
//! and the same with 2; `--fen F` for another start, `--max-turns N`
//! (adjudicated a draw; 400 by default).

mod player;
mod stats;

use std::io::Write;

use duck_variants::core::{Color, Outcome};
use duck_variants::{AnyGame, AnyPosition, GameKind};
use duck_variants_engine::variant_names::{fsf_name, game_of};

use player::{Player, Rng, UciEngine};
use stats::Tally;

/// The command line.
struct Options {
    engines: [String; 2],
    args: [Vec<String>; 2],
    options: [Vec<(String, String)>; 2],
    kind: GameKind,
    games: u32,
    movetime: u64,
    random_plies: u32,
    seed: u64,
    pgn: Option<String>,
    fen: Option<String>,
    max_turns: usize,
}

fn parse_options() -> Result<Options, String> {
    let mut o = Options {
        engines: [String::new(), String::new()],
        args: [Vec::new(), Vec::new()],
        options: [Vec::new(), Vec::new()],
        kind: GameKind::Chess,
        games: 10,
        movetime: 100,
        random_plies: 0,
        seed: 1,
        pgn: None,
        fen: None,
        max_turns: 400,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or(format!("{flag} needs a value"));
        let number = |v: String| v.parse::<u64>().map_err(|e| format!("{v}: {e}"));
        match flag.as_str() {
            "--engine1" => o.engines[0] = value()?,
            "--engine2" => o.engines[1] = value()?,
            "--args1" => o.args[0] = value()?.split_whitespace().map(String::from).collect(),
            "--args2" => o.args[1] = value()?.split_whitespace().map(String::from).collect(),
            "--option1" | "--option2" => {
                let v = value()?;
                let (name, val) = v.split_once('=').ok_or("an option is Name=Value")?;
                let i = usize::from(flag == "--option2");
                o.options[i].push((name.to_string(), val.to_string()));
            }
            "--variant" => {
                let v = value()?;
                o.kind = game_of(&v).ok_or(format!("unknown variant {v}"))?;
            }
            "--games" => o.games = number(value()?)? as u32,
            "--movetime" => o.movetime = number(value()?)?,
            "--random-plies" => o.random_plies = number(value()?)? as u32,
            "--seed" => o.seed = number(value()?)?,
            "--max-turns" => o.max_turns = number(value()?)? as usize,
            "--pgn" => o.pgn = Some(value()?),
            "--fen" => o.fen = Some(value()?),
            "--help" | "-h" => return Err(String::new()),
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if o.engines.iter().any(String::is_empty) {
        return Err("--engine1 and --engine2 are required".to_string());
    }
    Ok(o)
}

fn player(o: &Options, i: usize, seed: u64) -> Result<Player, String> {
    if o.engines[i] == "random" {
        return Ok(Player::Random(Rng::new(seed)));
    }
    UciEngine::start(&o.engines[i], &o.args[i], &o.options[i], fsf_name(o.kind)).map(Player::Uci)
}

/// One game's end: the points of the first engine, the PGN result and why.
struct Ending {
    points: f64,
    result: &'static str,
    why: String,
}

fn play_game(
    o: &Options,
    players: &mut [Player; 2],
    round: u32,
    out: &mut Option<std::fs::File>,
) -> Result<Ending, String> {
    let first_white = round % 2 == 0;
    let start = match &o.fen {
        Some(fen) => AnyPosition::from_fen_as(o.kind, fen).map_err(|e| e.to_string())?,
        None => AnyPosition::start(o.kind),
    };
    let start_fen = start.fen();
    let mut game = AnyGame::new(start);
    if o.kind == GameKind::Chess {
        game.enable_standard_draws();
    }
    for p in players.iter_mut() {
        p.new_game()?;
    }
    let mut rng = Rng::new(o.seed.wrapping_add(u64::from(round / 2)).wrapping_mul(7919));
    let mut moves: Vec<String> = Vec::new();
    for _ in 0..o.random_plies {
        let turns = game.position().legal_turns();
        if game.is_game_over() || turns.is_empty() {
            break;
        }
        let turn = turns[rng.below(turns.len())];
        game.play(turn).map_err(|e| e.to_string())?;
        moves.push(turn.to_string());
    }
    let first_points = |winner: Color| {
        if (winner == Color::White) == first_white {
            1.0
        } else {
            0.0
        }
    };
    let pgn_result = |winner: Color| if winner == Color::White { "1-0" } else { "0-1" };
    let ending = loop {
        if let Some(outcome) = game.outcome() {
            let why = game
                .outcome_text()
                .map_or_else(String::new, |t| t.to_string());
            break match outcome {
                Outcome::Decisive { winner, .. } => Ending {
                    points: first_points(winner),
                    result: pgn_result(winner),
                    why,
                },
                Outcome::Draw { .. } => Ending {
                    points: 0.5,
                    result: "1/2-1/2",
                    why,
                },
            };
        }
        if moves.len() >= o.max_turns {
            break Ending {
                points: 0.5,
                result: "1/2-1/2",
                why: format!("adjudicated a draw after {} turns", moves.len()),
            };
        }
        let position = game.position();
        let side = position.side_to_move();
        let index = usize::from((side == Color::White) != first_white);
        let answer = players[index].turn(&start_fen, &moves, &position, o.movetime);
        let played = answer
            .map_err(|e| format!("forfeit: {e}"))
            .and_then(|text| {
                game.play_coords(&text)
                    .map_err(|e| format!("illegal turn {text} from {}: {e}", players[index].name()))
            });
        match played {
            Ok(turn) => moves.push(turn.to_string()),
            Err(why) => {
                break Ending {
                    points: first_points(!side),
                    result: pgn_result(!side),
                    why,
                };
            }
        }
    };
    if let Some(file) = out {
        let (white, black) = if first_white { (0, 1) } else { (1, 0) };
        game.set_record_tags(
            vec![
                ("Event".to_string(), "duck-match".to_string()),
                ("Round".to_string(), (round + 1).to_string()),
                ("White".to_string(), players[white].name()),
                ("Black".to_string(), players[black].name()),
                ("Result".to_string(), ending.result.to_string()),
                ("Termination".to_string(), ending.why.clone()),
                (
                    "TimeControl".to_string(),
                    format!("movetime {} ms", o.movetime),
                ),
            ],
            Some(ending.result),
        );
        writeln!(file, "{}", game.to_pgn()).map_err(|e| e.to_string())?;
    }
    Ok(ending)
}

fn main() {
    let o = match parse_options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            eprintln!(
                "usage: duck-match --engine1 PATH|random --engine2 PATH|random [--variant duck|duckxiangqi|amazons] \
                 [--games N] [--movetime MS] [--random-plies N] [--seed S] [--pgn FILE] [--fen FEN] \
                 [--max-turns N] [--args1 \"...\"] [--option1 Name=Value] (and 2)"
            );
            std::process::exit(2);
        }
    };
    let mut players = match (player(&o, 0, o.seed), player(&o, 1, o.seed ^ 0xD0C)) {
        (Ok(a), Ok(b)) => [a, b],
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let mut out = match &o.pgn {
        Some(path) => match std::fs::File::create(path) {
            Ok(f) => Some(f),
            Err(e) => {
                eprintln!("{path}: {e}");
                std::process::exit(1);
            }
        },
        None => None,
    };
    let names = [players[0].name(), players[1].name()];
    println!(
        "{} vs {} ({}, {} ms a move)",
        names[0], names[1], o.kind, o.movetime
    );
    let mut tally = Tally::default();
    for round in 0..o.games {
        match play_game(&o, &mut players, round, &mut out) {
            Ok(ending) => {
                tally.add(ending.points);
                let white = &names[usize::from(round % 2 == 1)];
                println!(
                    "game {} ({white} first): {} {}; {}",
                    round + 1,
                    ending.result,
                    ending.why,
                    tally.summary()
                );
            }
            Err(e) => {
                eprintln!("game {}: {e}", round + 1);
                std::process::exit(1);
            }
        }
    }
    println!("{}: {}", names[0], tally.summary());
}
