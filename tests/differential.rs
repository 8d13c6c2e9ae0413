//! Differential check against the oracle (each game's `tests/data`, from
//! an independent engine), the same for both games: for every position of
//! the move-list file, the whole turn set and its coordinate notation equal
//! the file's, and two plies deep the bulk count equals the count that
//! plays every turn, child by child, and the oracle's depth-2 number where
//! the suite has one.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::{Debug, Display};
use std::str::FromStr;
use std::time::Instant;

use duck_variants_core::Rules;
use duck_variants_core::perft::{perft, perft_expanded};
use duck_variants_testkit::suite::{parse_perft_suite, parse_turn_lists};

/// Checks every position of `moves` against it and against the depth-2
/// numbers of `perft_suite`. The move lists have exactly `positions`
/// positions, and at least `with_depth2` of them have a depth-2 number in
/// the suite.
fn every_listed_position_matches_the_oracle<R>(
    perft_suite: &str,
    moves: &str,
    positions: usize,
    with_depth2: usize,
) where
    R: Rules + Display + FromStr<Err: Debug>,
{
    let depth2: BTreeMap<String, u64> = parse_perft_suite(perft_suite)
        .unwrap()
        .into_iter()
        .filter_map(|c| {
            let n = c.counts.iter().find(|&&(d, _)| d == 2)?.1;
            Some((c.fen, n))
        })
        .collect();
    let cases = parse_turn_lists(moves).unwrap();
    assert_eq!(
        cases.len(),
        positions,
        "the public move lists have {positions} positions"
    );
    let (mut plays, mut with_oracle) = (0u128, 0);
    let started = Instant::now();
    for case in &cases {
        let pos: R = case.fen.parse().unwrap();
        // Depth 1: the turn set and its notation.
        let ours: BTreeSet<String> = pos.legal_turns().iter().map(|t| t.to_string()).collect();
        let theirs: BTreeSet<String> = case.turns.iter().cloned().collect();
        assert_eq!(theirs.len(), case.count, "{}: file inconsistent", case.id);
        let missing: Vec<_> = theirs.difference(&ours).take(5).collect();
        let extra: Vec<_> = ours.difference(&theirs).take(5).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, extra {extra:?}",
            case.id
        );
        // Depth 2, child by child: the bulk count of each child equals the
        // number of its turns played one by one.
        let mut bulk = 0;
        for turn in &pos.legal_turns() {
            let child = pos.after_unchecked(turn);
            let (b, e) = (perft(&child, 1), perft_expanded(&child, 1));
            assert_eq!(b, e, "{}: after {turn}: bulk {b}, expanded {e}", case.id);
            bulk += b;
        }
        let expanded = perft_expanded(&pos, 2);
        assert_eq!(perft(&pos, 2), bulk, "{}", case.id);
        assert_eq!(
            expanded, bulk,
            "{}: perft(2) bulk {bulk}, expanded {expanded}",
            case.id
        );
        if let Some(&expected) = depth2.get(&case.fen) {
            assert_eq!(
                bulk,
                u128::from(expected),
                "{}: perft(2) against the oracle",
                case.id
            );
            with_oracle += 1;
        }
        plays += expanded;
    }
    assert!(
        with_oracle >= with_depth2,
        "only {with_oracle} positions had an oracle depth-2 number"
    );
    eprintln!(
        "{} positions, {plays} leaf turns played at depth 2, in {:.2?}",
        cases.len(),
        started.elapsed()
    );
}

#[test]
fn chess_every_listed_position_matches_the_oracle_two_plies_deep() {
    every_listed_position_matches_the_oracle::<duck_variants_chess::Position>(
        include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft"),
        include_str!("../crates/duck-variants-chess/tests/data/duck-chess.moves"),
        29,
        25,
    );
}

#[test]
fn xiangqi_every_listed_position_matches_the_oracle_two_plies_deep() {
    every_listed_position_matches_the_oracle::<duck_variants_xiangqi::Position>(
        include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft"),
        include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.moves"),
        26,
        26,
    );
}
