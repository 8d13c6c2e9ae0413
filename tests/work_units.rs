//! Work units (`duck_variants_core::perft::units`): a split written as
//! unit lines, counted unit by unit into result lines, resumed, merged and
//! verified; each fault of the results refused in words. The totals come
//! from the oracle's suites, never from the code under test.

use duck_variants_core::perft::units::{self, Unit, UnitError, UnitResult};
use duck_variants_core::perft::{Budget, PerftTable, perft, perft_hashed, split_jobs};
use duck_variants_core::{FromSetup, Rules};
use duck_variants_testkit::suite::parse_perft_suite;

type Chess = duck_variants_chess::Position;
type Xiangqi = duck_variants_xiangqi::Position;

const CHESS: &str = include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft");
const XIANGQI: &str = include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft");

/// The oracle's count of case `id` at `depth`.
fn oracle(suite: &str, id: &str, depth: u32) -> (String, u128) {
    let case = parse_perft_suite(suite)
        .unwrap()
        .into_iter()
        .find(|case| case.id == id)
        .unwrap();
    let count = case.counts.iter().find(|c| c.0 == depth).unwrap().1;
    (case.fen, u128::from(count))
}

/// The unit lines of a split of perft(`depth`) at `plies`, as the perft
/// example writes them.
fn split_text<R: Rules + FromSetup + std::fmt::Display>(
    fen: &str,
    depth: u32,
    plies: u32,
) -> String {
    let position = R::from_fen(fen).unwrap();
    let jobs = split_jobs(&position, depth, plies, &Budget::default()).unwrap();
    let mut text = String::from("# a split, with a comment and a blank line\n\n");
    for job in jobs {
        let unit = Unit {
            depth: job.depth,
            multiplicity: job.weight,
            fen: job.position.to_string(),
        };
        text.push_str(&format!("{unit}\n"));
    }
    text
}

/// The result lines of the units of `text` from `skip` on, every `step`th,
/// each counted from its FEN (`seed`: with a table of that seed).
fn count_units<R: Rules + FromSetup>(
    text: &str,
    skip: usize,
    step: usize,
    seed: Option<u64>,
) -> String {
    let table = seed.map(|seed| PerftTable::with_seed(1 << 20, seed).unwrap());
    let mut out = String::new();
    for (_, unit) in units::read_units(text)
        .unwrap()
        .into_iter()
        .skip(skip)
        .step_by(step)
    {
        let position = R::from_fen(&unit.fen).unwrap();
        let count = match &table {
            Some(table) => perft_hashed(&position, unit.depth, table),
            None => perft(&position, unit.depth),
        };
        out.push_str(&format!("{}\n", UnitResult { unit, count }));
    }
    out
}

#[test]
fn chunks_counted_apart_merge_to_the_oracle_count() {
    let (fen, expected) = oracle(CHESS, "start", 3);
    let split = split_text::<Chess>(&fen, 3, 2);
    // Three chunks, as three machines would count them, brought back in
    // any order.
    let chunks: Vec<String> = (0..3)
        .map(|i| count_units::<Chess>(&split, i, 3, None))
        .collect();
    let results = format!("{}{}{}", chunks[2], chunks[0], chunks[1]);
    let merged = units::merge(&split, &results).unwrap();
    assert_eq!(merged.total, expected);
    assert_eq!(merged.units, units::read_units(&split).unwrap().len());
}

#[test]
fn a_second_count_under_another_seed_agrees_and_merges() {
    let (fen, expected) = oracle(XIANGQI, "start", 2);
    let split = split_text::<Xiangqi>(&fen, 2, 1);
    let first = count_units::<Xiangqi>(&split, 0, 1, Some(1));
    let second = count_units::<Xiangqi>(&split, 0, 1, Some(2));
    assert_eq!(
        units::merge(&split, &format!("{first}{second}"))
            .unwrap()
            .total,
        expected
    );
}

#[test]
fn a_resumed_count_skips_what_was_counted() {
    let (fen, expected) = oracle(CHESS, "start", 3);
    let split = split_text::<Chess>(&fen, 3, 1);
    let all = units::read_units(&split).unwrap();
    // A run cut off after 100 units, its last line half written.
    let full = count_units::<Chess>(&split, 0, 1, None);
    let mut cut: String = full.lines().take(100).map(|l| format!("{l}\n")).collect();
    let counted = units::match_results(&all, &cut).unwrap();
    assert_eq!(counted.iter().filter(|c| c.is_some()).count(), 100);
    // The rest, counted on resumption, completes it.
    for ((_, unit), count) in all.iter().zip(&counted) {
        if count.is_none() {
            let position = Chess::from_fen(&unit.fen).unwrap();
            let count = perft(&position, unit.depth);
            cut.push_str(&format!(
                "{}\n",
                UnitResult {
                    unit: unit.clone(),
                    count
                }
            ));
        }
    }
    assert_eq!(units::merge(&split, &cut).unwrap().total, expected);
}

/// A small split and its right results, by hand: the empty board has no
/// turns, so each count is 0 past depth 0 and 1 at depth 0.
const UNITS: &str = "0 3 8/8/8/8/8/8/8/8 w - - 0 1\n0 5 8/8/8/8/8/8/8/8 b - - 0 1\n";
const RESULTS: &str = "0 3 8/8/8/8/8/8/8/8 w - - 0 1 1\n0 5 8/8/8/8/8/8/8/8 b - - 0 1 1\n";

#[test]
fn a_hand_made_split_merges_to_its_hand_counted_total() {
    assert_eq!(units::merge(UNITS, RESULTS).unwrap().total, 8);
    // White space between the fields is any run of it.
    let spaced = RESULTS.replace(' ', "  \t");
    assert_eq!(units::merge(UNITS, &spaced).unwrap().total, 8);
}

#[test]
fn a_missing_result_is_refused_in_words() {
    let error = units::merge(UNITS, "0 3 8/8/8/8/8/8/8/8 w - - 0 1 1\n").unwrap_err();
    assert!(
        matches!(
            error,
            UnitError::Missing {
                missing: 1,
                units: 2,
                line: 2,
                ..
            }
        ),
        "{error:?}"
    );
    assert!(
        error
            .to_string()
            .starts_with("1 of 2 units have no result, the first on units line 2"),
        "{error}"
    );
}

#[test]
fn a_duplicated_unit_or_a_third_result_is_refused_in_words() {
    let twice = format!("{UNITS}0 3 8/8/8/8/8/8/8/8 w - - 0 1\n");
    let error = units::merge(&twice, RESULTS).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("units line 3: the unit of line 1 again"),
        "{error}"
    );
    // Two results that agree are a unit counted twice; a third is refused.
    let doubled = format!("{RESULTS}{RESULTS}");
    assert_eq!(units::merge(UNITS, &doubled).unwrap().total, 8);
    let error = units::merge(UNITS, &format!("{doubled}{RESULTS}")).unwrap_err();
    assert!(
        error.to_string().starts_with("results line 5: the unit"),
        "{error}"
    );
    assert!(error.to_string().contains("has a third result"), "{error}");
}

#[test]
fn contradicting_results_are_refused_in_words() {
    let results = format!("{RESULTS}0 5 8/8/8/8/8/8/8/8 b - - 0 1 2\n");
    let error = units::merge(UNITS, &results).unwrap_err();
    assert!(
        error.to_string().contains("counted 2 here and 1 on line 2"),
        "{error}"
    );
    assert!(error.to_string().starts_with("results line 3:"), "{error}");
}

#[test]
fn a_foreign_result_is_refused_in_words() {
    // Another multiplicity is another unit.
    let results = format!("{RESULTS}0 4 8/8/8/8/8/8/8/8 b - - 0 1 1\n");
    let error = units::merge(UNITS, &results).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("results line 3: no unit of the split is"),
        "{error}"
    );
}

#[test]
fn malformed_lines_are_refused_in_words() {
    for (units_text, results, start) in [
        (
            "x 3 8/8/8/8/8/8/8/8 w - - 0 1\n",
            RESULTS,
            "units line 1: expected <depth> <multiplicity> <FEN>",
        ),
        (
            UNITS,
            "0 3 8/8/8/8/8/8/8/8 w - - 0 1 one\n",
            "results line 1: expected <depth> <multiplicity> <FEN> <count>",
        ),
        (UNITS, "0 3\n", "results line 1: expected"),
        (
            UNITS,
            "0 3 8/8/8/8/8/8/8/8 w - - 0 1 340282366920938463463374607431768211456\n",
            "results line 1: expected",
        ),
    ] {
        let error = units::merge(units_text, results).unwrap_err();
        assert!(error.to_string().starts_with(start), "{error}");
    }
    // A total past u128::MAX is refused, not wrapped.
    let huge = "1 340282366920938463463374607431768211455 8/8/8/8/8/8/8/8 w - - 0 1\n";
    let result = "1 340282366920938463463374607431768211455 8/8/8/8/8/8/8/8 w - - 0 1 2\n";
    assert_eq!(units::merge(huge, result).unwrap_err(), UnitError::Overflow);
}

#[test]
fn a_long_hostile_line_is_quoted_by_an_excerpt() {
    let long = format!("0 1 {}\n", "x".repeat(1_000_000));
    let error = units::merge(UNITS, &format!("{long} 1")).unwrap_err();
    assert!(error.to_string().len() < 300, "{}", error.to_string().len());
}

#[test]
fn tables_of_two_seeds_count_the_oracle_s_number() {
    // Small tables, so that entries are replaced all the time and each
    // seed groups other positions into its buckets.
    let (fen, expected) = oracle(CHESS, "start", 4);
    let position = Chess::from_fen(&fen).unwrap();
    for seed in [1, 2] {
        let table = PerftTable::with_seed(1 << 16, seed).unwrap();
        assert_eq!(perft_hashed(&position, 4, &table), expected, "seed {seed}");
    }
}
