//! Hashed perft against two independent sources: the oracle's numbers and
//! bulk counting (which never looks at a table). The table is tried at two
//! very different sizes, one bucket (every store replaces an entry, and
//! almost every probe meets another position's key) and 16 MB, and shared
//! by several threads; splitting a count into jobs gives the same sum.

use std::str::FromStr;

use duck_variants_core::Rules;
use duck_variants_core::perft::{
    BUCKET_BYTES, Budget, Counter, PerftTable, perft, perft_hashed, perft_threaded, root_jobs,
    run_jobs, split, split_jobs, weighted_sum,
};
use duck_variants_testkit::suite::parse_perft_suite;

const CHESS: &str = include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft");
const XIANGQI: &str = include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft");

/// Oracle lines up to this count: bulk counting finishes them in seconds
/// in the test profile.
const LIMIT: u64 = 3_000_000;

/// Every oracle line up to [`LIMIT`]: hashed (tiny and large table, the
/// large one shared by all the suite's positions) equals the oracle and
/// bulk counting. Returns the number of lines checked.
fn suite_agrees<R: Rules + FromStr>(suite: &str) -> usize
where
    R::Err: std::fmt::Debug,
{
    let large = PerftTable::new(16 << 20).unwrap();
    let tiny = PerftTable::new(BUCKET_BYTES).unwrap();
    assert_eq!(tiny.slots(), 2);
    let mut checked = 0;
    for case in parse_perft_suite(suite).unwrap() {
        let pos: R = case.fen.parse().unwrap();
        for &(depth, expected) in &case.counts {
            if expected > LIMIT {
                continue;
            }
            let expected = u128::from(expected);
            let bulk = perft(&pos, depth);
            assert_eq!(bulk, expected, "{} depth {depth}: bulk", case.id);
            assert_eq!(
                perft_hashed(&pos, depth, &large),
                expected,
                "{} depth {depth}: 16 MB table",
                case.id
            );
            // Again from the filled table: the root is now a hit.
            assert_eq!(
                perft_hashed(&pos, depth, &large),
                expected,
                "{} depth {depth}: 16 MB table, second count",
                case.id
            );
            assert_eq!(
                perft_hashed(&pos, depth, &tiny),
                expected,
                "{} depth {depth}: one bucket",
                case.id
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn chess_hashed_equals_oracle_and_bulk() {
    assert!(suite_agrees::<duck_variants_chess::Position>(CHESS) >= 50);
}

#[test]
fn xiangqi_hashed_equals_oracle_and_bulk() {
    assert!(suite_agrees::<duck_variants_xiangqi::Position>(XIANGQI) >= 40);
}

/// The first oracle case with a count at `depth`.
fn oracle<R: Rules + FromStr>(suite: &str, id: &str, depth: u32) -> (R, u128)
where
    R::Err: std::fmt::Debug,
{
    let case = parse_perft_suite(suite)
        .unwrap()
        .into_iter()
        .find(|case| case.id == id)
        .unwrap();
    let count = case.counts.iter().find(|c| c.0 == depth).unwrap().1;
    (case.fen.parse().unwrap(), u128::from(count))
}

#[test]
fn threads_sharing_a_table_agree_with_the_oracle() {
    // Duck Chess perft(4) from the start has 164,318,412,891 turns: out of
    // reach of bulk counting in a test, a few seconds hashed.
    for (depth, threads, bytes) in [(3, 3, 64 << 20), (3, 2, 1 << 16), (4, 2, 64 << 20)] {
        let (pos, expected) = oracle::<duck_variants_chess::Position>(CHESS, "start", depth);
        let table = PerftTable::new(bytes).unwrap();
        let jobs = root_jobs(&pos, depth);
        let counts = run_jobs(&jobs, threads, Counter::Hashed(&table), &|_| {});
        assert_eq!(
            weighted_sum(&jobs, &counts),
            Some(expected),
            "depth {depth}, {threads} threads, {bytes} bytes"
        );
    }
}

#[test]
fn split_sums_to_the_unsplit_count() {
    let (pos, expected) = oracle::<duck_variants_chess::Position>(CHESS, "start", 3);
    for plies in 0..=3 {
        let jobs = split_jobs(&pos, 3, plies, &Budget::UNLIMITED).unwrap();
        let counts = run_jobs(&jobs, 2, Counter::Bulk, &|_| {});
        assert_eq!(
            weighted_sum(&jobs, &counts),
            Some(expected),
            "split {plies}"
        );
    }
    // The figure: 250 million three-turn sequences, 171,616
    // positions.
    assert_eq!(split(&pos, 3, &Budget::UNLIMITED).unwrap().len(), 171_616);
    let (pos, expected) = oracle::<duck_variants_xiangqi::Position>(XIANGQI, "start", 3);
    let jobs = split_jobs(&pos, 3, 2, &Budget::UNLIMITED).unwrap();
    let table = PerftTable::new(1 << 20).unwrap();
    let counts = run_jobs(&jobs, 2, Counter::Hashed(&table), &|_| {});
    assert_eq!(weighted_sum(&jobs, &counts), Some(expected));
}

#[test]
fn split_positions_are_distinct_and_weights_count_sequences() {
    let (pos, expected) = oracle::<duck_variants_chess::Position>(CHESS, "start", 2);
    let level = split(&pos, 2, &Budget::UNLIMITED).unwrap();
    let sequences: u128 = level.iter().map(|(_, weight)| weight).sum();
    assert_eq!(sequences, expected);
    let distinct: std::collections::HashSet<_> = level.iter().map(|(p, _)| *p).collect();
    assert_eq!(distinct.len(), level.len());
}

#[test]
fn absurd_thread_counts_are_capped() {
    let (pos, expected) = oracle::<duck_variants_chess::Position>(CHESS, "start", 2);
    assert_eq!(perft_threaded(&pos, 2, 100_000, false), expected);
    assert_eq!(perft_threaded(&pos, 2, usize::MAX, true), expected);
}
