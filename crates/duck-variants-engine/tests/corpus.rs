//! The shared search corpus (tests/corpus/search.json at the repository's
//! root) through the engine crate: the same answers as Python's
//! `Board.best_move` and JavaScript's `bestMove` give for each case.

use duck_variants::{AnyGame, AnyPosition};
use duck_variants_engine::{Engine, Limits, StdClock};
use serde_json::{Value, json};

/// A case's answer: the refusal of its limits, or what the search found.
fn run(case: &Value) -> Value {
    let limits = &case["limits"];
    let limits = match Limits::bounded(
        limits["depth"].as_u64(),
        limits["nodes"].as_u64(),
        limits["time"].as_f64(),
    ) {
        Ok(limits) => limits,
        Err(refusal) => return json!({"error": "argument", "words": refusal.to_string()}),
    };
    let start = AnyPosition::of_game(case["game"].as_str(), case["fen"].as_str()).unwrap();
    let mut game = AnyGame::new(start);
    for turn in case["moves"].as_array().unwrap() {
        game.play_coords(turn.as_str().unwrap()).unwrap();
    }
    let found = Engine::new().search_game(&game, &limits, &StdClock::start());
    json!({
        "error": null,
        "move": found.best.map(|t| t.to_string()),
        "mate": found.evaluation().and_then(|s| s.mate_moves()),
        "depth": found.depth,
        "nodes": found.nodes,
    })
}

#[test]
fn every_case_of_the_search_corpus() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/corpus/search.json"
    );
    let corpus: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let cases = corpus["cases"].as_array().unwrap();
    assert!(cases.len() >= 20, "the corpus lost cases");
    let mut failures = Vec::new();
    for case in cases {
        let answer = run(case);
        let expect = &case["expect"];
        for (what, got) in answer.as_object().unwrap() {
            if (what == "error" || expect.get(what).is_some()) && expect[what] != *got {
                failures.push(format!(
                    "{}: {what} {got}, expected {}",
                    case["name"], expect[what]
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
