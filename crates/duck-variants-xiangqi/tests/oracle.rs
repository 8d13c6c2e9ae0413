//! The independent engine's numbers (tests/data, copied from the oracle):
//! every perft line up to 10^7 turns in the normal run, every line with
//! `--ignored`, and every depth-1 turn list exactly.

use duck_variants_core::Variant;
use std::time::Instant;

use duck_variants_testkit::suite::{PerftCase, parse_perft_suite, parse_turn_lists};
use duck_variants_xiangqi::{Position, Rules, perft};

const MOVES: &str = include_str!("data/duck-xiangqi.moves");

const PERFT: &str = include_str!("data/duck-xiangqi.perft");
const LIMIT: u64 = 10_000_000;

fn cases() -> Vec<PerftCase> {
    let cases = parse_perft_suite(PERFT).expect("suite parses");
    assert_eq!(cases.len(), 26, "the public suite has 26 positions");
    cases
}

fn position(case_id: &str, fen: &str) -> Position {
    fen.parse()
        .unwrap_or_else(|e| panic!("{case_id}: FEN rejected: {e}"))
}

/// Runs every line whose expected count passes `keep`; returns how many ran.
fn run_lines(keep: impl Fn(u64) -> bool, verbose: bool) -> usize {
    let mut checked = 0;
    let mut failures = Vec::new();
    for case in &cases() {
        let pos = position(&case.id, &case.fen);
        for &(depth, expected) in &case.counts {
            if !keep(expected) {
                continue;
            }
            let start = Instant::now();
            let got = perft(&pos, depth);
            let expected = u128::from(expected);
            let seconds = start.elapsed().as_secs_f64();
            checked += 1;
            if verbose {
                eprintln!(
                    "{} depth {depth}: {got} ({seconds:.2} s){}",
                    case.id,
                    if got == expected { "" } else { "  MISMATCH" }
                );
            }
            if got != expected {
                failures.push(format!(
                    "{} depth {depth}: got {got}, expected {expected}",
                    case.id
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    checked
}

#[test]
fn perft_suite_up_to_ten_million() {
    let checked = run_lines(|n| n <= LIMIT, false);
    assert!(checked >= 50, "only {checked} perft lines checked");
}

/// Every line of the suite, the deep ones included (minutes in release):
/// `cargo test --release -p duck-variants-xiangqi -- --ignored --nocapture`.
#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn perft_suite_deep_lines() {
    let checked = run_lines(|n| n > LIMIT, true);
    assert!(checked >= 25, "only {checked} deep lines checked");
}

#[test]
fn turn_lists_equal_the_oracle() {
    let moves = MOVES;
    let cases = parse_turn_lists(moves).expect("move lists parse");
    let perft_ids: Vec<String> = cases_ids();
    assert_eq!(
        cases.iter().map(|c| c.id.clone()).collect::<Vec<_>>(),
        perft_ids,
        "the turn lists cover the perft positions, in order"
    );
    for case in &cases {
        let pos = position(&case.id, &case.fen);
        assert_eq!(
            case.turns.len(),
            case.count,
            "{}: file is inconsistent",
            case.id
        );
        let mut ours: Vec<String> = pos.legal_turns().iter().map(|t| t.to_string()).collect();
        ours.sort();
        let mut sorted = case.turns.clone();
        sorted.sort();
        assert_eq!(
            sorted, case.turns,
            "{}: the file is sorted by byte",
            case.id
        );
        if ours != case.turns {
            let missing: Vec<_> = case
                .turns
                .iter()
                .filter(|t| !ours.contains(t))
                .take(10)
                .collect();
            let extra: Vec<_> = ours
                .iter()
                .filter(|t| !case.turns.contains(t))
                .take(10)
                .collect();
            panic!("{}: missing {missing:?}, extra {extra:?}", case.id);
        }
        assert_eq!(pos.legal_turns().len(), case.count as u64, "{}", case.id);
        assert_eq!(pos.count_turns(), case.count as u64, "{}", case.id);
        assert_eq!(perft(&pos, 1), case.count as u128, "{}", case.id);
        // Every listed turn parses back to the same text.
        for text in &case.turns {
            let turn = pos
                .parse_coords(text)
                .unwrap_or_else(|e| panic!("{}: {text}: {e}", case.id));
            assert_eq!(&turn.to_string(), text);
            assert!(pos.is_legal(turn), "{}: {text}", case.id);
        }
    }
}

fn cases_ids() -> Vec<String> {
    cases().into_iter().map(|c| c.id).collect()
}

#[test]
fn depth_one_lines_match_the_turn_lists() {
    // The two files state the same depth-1 numbers.
    let moves = MOVES;
    let lists = parse_turn_lists(moves).expect("move lists parse");
    for (case, list) in cases().iter().zip(&lists) {
        assert_eq!(case.fen, list.fen, "{}", case.id);
        let depth1 = case.counts.iter().find(|&&(d, _)| d == 1).map(|&(_, n)| n);
        assert_eq!(depth1, Some(list.count as u64), "{}", case.id);
    }
}
