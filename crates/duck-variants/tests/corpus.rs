//! The cross-layer corpus (`tests/corpus/host.json` at the repository's
//! root) through the facade: the answers Python's and JavaScript's runs of
//! the same cases must match, since they come from here.

use duck_variants::any::perft_request;
use duck_variants::{AnyError, AnyGame, AnyPosition, ErrorKind};
use serde_json::Value;

/// A case's game once played, the letter on its square, and its perft.
struct Answer {
    game: AnyGame,
    piece: Option<char>,
    perft: Option<u128>,
}

/// What a case's game answers, or its first refusal's kind and words.
fn run(case: &Value) -> Result<Answer, (ErrorKind, String)> {
    let answer = play(case).map_err(|e| (e.kind(), e.to_string()))?;
    let perft = &case["perft"];
    if perft.is_null() {
        return Ok(answer);
    }
    let number = |key: &str| perft[key].as_u64();
    let options = perft_request(
        u32::try_from(number("depth").unwrap()).unwrap(),
        1,
        number("hash_mb").unwrap_or(0),
        number("max_nodes").map(u128::from),
        perft["max_seconds"].as_f64(),
    );
    let count = options.and_then(|o| answer.game.position().perft_with(o));
    let count = count.map_err(|e| (ErrorKind::of_perft(&e), e.to_string()))?;
    Ok(Answer {
        perft: Some(count),
        ..answer
    })
}

/// A case's game: made (or read from its PGN) and played.
fn play(case: &Value) -> Result<Answer, AnyError> {
    let text = |key: &str| case[key].as_str();
    let mut game = match text("pgn") {
        Some(pgn) => AnyGame::read_pgn(pgn)?,
        None => AnyGame::new(AnyPosition::of_game(text("game"), text("fen"))?),
    };
    for turn in case["moves"].as_array().into_iter().flatten() {
        game.play_coords(turn.as_str().unwrap_or_default())?;
    }
    for turn in case["san"].as_array().into_iter().flatten() {
        game.play_native(turn.as_str().unwrap_or_default())?;
    }
    for parts in case["parts"].as_array().into_iter().flatten() {
        let part = |i: usize| parts[i].as_str();
        // A board's two steps: a refusal names the piece move and the
        // position, as the bindings tell it.
        let piece = part(0).unwrap_or_default();
        let refused = |e: AnyError, game: &AnyGame| e.in_position(piece, &game.position());
        let turn = game
            .turn_of_parts(piece, part(1))
            .map_err(|e| refused(e, &game))?;
        game.play(turn).map_err(|e| refused(e, &game))?;
    }
    for _ in 0..case["undo"].as_u64().unwrap_or(0) {
        game.undo()?;
    }
    let piece = match text("square") {
        Some(square) => game.position().letter_on(square)?,
        None => None,
    };
    Ok(Answer {
        game,
        piece,
        perft: None,
    })
}

#[test]
fn every_case_of_the_shared_corpus() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/corpus/host.json");
    let corpus: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let cases = corpus["cases"].as_array().unwrap();
    assert!(cases.len() >= 18, "the corpus lost cases");
    let mut failures = Vec::new();
    for case in cases {
        let name = case["name"].as_str().unwrap_or_default();
        let expect = &case["expect"];
        // The answer's fields, each compared where the case expects it.
        let got: Vec<(&str, Value)> = match run(case) {
            Err((kind, words)) => {
                let wanted = expect["words"].as_str().unwrap_or_default();
                if !words.contains(wanted) {
                    failures.push(format!(
                        "{name}: the refusal says {words:?}, not {wanted:?}"
                    ));
                }
                vec![("error", kind.name().into())]
            }
            Ok(Answer { game, piece, perft }) => {
                let report = game.outcome_report();
                let report = report.as_ref();
                vec![
                    ("error", Value::Null),
                    ("id", game.kind().id().into()),
                    ("legal", game.count_turns().into()),
                    ("result", game.outcome().map_or("*", |o| o.pgn()).into()),
                    ("winner", report.and_then(|r| r.winner.clone()).into()),
                    ("reason", report.map(|r| r.reason.clone()).into()),
                    ("piece", piece.map(String::from).into()),
                    ("perft", perft.map(|n| n as u64).into()),
                    ("pgn_has", pgn_has(&game, &expect["pgn_has"])),
                ]
            }
        };
        for (what, answer) in got {
            if (what == "error" || expect.get(what).is_some()) && expect[what] != answer {
                failures.push(format!(
                    "{name}: {what} {answer}, expected {}",
                    expect[what]
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The texts of `wanted` that the game written back as PGN holds, as a
/// JSON list: the case's list when it holds them all.
fn pgn_has(game: &AnyGame, wanted: &Value) -> Value {
    let written = game.to_pgn();
    let held = wanted.as_array().into_iter().flatten();
    held.filter(|text| written.contains(text.as_str().unwrap_or("\u{0}")))
        .cloned()
        .collect()
}
