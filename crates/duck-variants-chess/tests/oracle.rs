//! The independent engine's numbers (tests/data, copied from the oracle):
//! every perft line up to 10^7 turns, and every depth-1 turn list exactly.

use duck_variants_core::Variant;
use std::collections::BTreeSet;

use duck_variants_chess::{Position, Rules, perft};
use duck_variants_testkit::suite::{parse_perft_suite, parse_turn_lists};

const MOVES: &str = include_str!("data/duck-chess.moves");

const PERFT: &str = include_str!("data/duck-chess.perft");
const LIMIT: u64 = 10_000_000;

#[test]
fn perft_suite_up_to_ten_million() {
    let cases = parse_perft_suite(PERFT).expect("suite parses");
    assert!(cases.len() >= 28, "the public suite has 28 positions");
    let mut checked = 0;
    let mut failures = Vec::new();
    for case in &cases {
        let pos: Position = case
            .fen
            .parse()
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        for &(depth, expected) in &case.counts {
            if expected > LIMIT {
                continue;
            }
            let got = perft(&pos, depth);
            let expected = u128::from(expected);
            checked += 1;
            if got != expected {
                failures.push(format!(
                    "{} depth {depth}: got {got}, expected {expected}",
                    case.id
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(checked >= 50, "only {checked} perft lines checked");
}

#[test]
fn turn_lists_equal_the_oracle() {
    let moves = MOVES;
    let cases = parse_turn_lists(moves).expect("move lists parse");
    assert!(!cases.is_empty());
    for case in &cases {
        let pos: Position = case
            .fen
            .parse()
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        let ours: BTreeSet<String> = pos.legal_turns().iter().map(|t| t.to_string()).collect();
        let theirs: BTreeSet<String> = case.turns.iter().cloned().collect();
        assert_eq!(
            case.turns.len(),
            case.count,
            "{}: file is inconsistent",
            case.id
        );
        let missing: Vec<_> = theirs.difference(&ours).take(10).collect();
        let extra: Vec<_> = ours.difference(&theirs).take(10).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, extra {extra:?}",
            case.id
        );
        assert_eq!(pos.legal_turns().len(), case.count as u64, "{}", case.id);
        assert_eq!(pos.count_turns(), case.count as u64, "{}", case.id);
        // Every listed turn parses back to the same turn.
        for text in &case.turns {
            let turn = pos
                .parse_coords(text)
                .unwrap_or_else(|e| panic!("{}: {text}: {e}", case.id));
            assert_eq!(&turn.to_string(), text);
        }
    }
}

#[test]
fn oracle_fens_write_back_unchanged_except_unusable_en_passant() {
    for case in parse_perft_suite(PERFT).unwrap() {
        let pos: Position = case.fen.parse().unwrap();
        let expected = if case.id == "ep-field-under-duck" {
            // RULES.md: a consistent en-passant square no capture can use
            // (here the duck stands on it) is dropped on input.
            case.fen.replace(" b - e3 ", " b - - ")
        } else {
            case.fen.clone()
        };
        assert_eq!(pos.to_string(), expected, "{}", case.id);
    }
}

#[test]
fn turns_are_small_copy_values() {
    // Four bytes of piece move (squares, role, kind), two of optional duck
    // square.
    assert_eq!(std::mem::size_of::<duck_variants_chess::Move>(), 4);
    assert_eq!(std::mem::size_of::<duck_variants_chess::Turn>(), 6);
}
