//! Invariants over random playouts from the oracle positions, the same for
//! both games: `duck_variants_testkit::random_walk` (every generated turn
//! legal and played by `play`, hashes, FEN and coordinate round trips, bulk
//! counts, rejected turns, with the arbitrary piece moves generated ones of
//! this and the previous position). Each game's own `tests/properties.rs`
//! has its notation's and its rules' properties.

use std::fmt::Display;
use std::str::FromStr;

use duck_variants_core::Rules;
use duck_variants_testkit::{random_walk, suite_positions};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// A random walk that `choices` drive from the oracle position `start`
/// chooses.
fn random_playout<R>(suite: &str, start: usize, choices: &[u8]) -> Result<(), TestCaseError>
where
    R: Rules + Display + FromStr,
{
    let positions = suite_positions::<R>(suite).unwrap();
    let played = random_walk(positions[start % positions.len()], choices);
    prop_assert!(played.is_ok(), "{}", played.unwrap_err());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn chess_random_playouts_keep_every_invariant(start in 0usize..28, choices in proptest::collection::vec(any::<u8>(), 0..48)) {
        random_playout::<duck_variants_chess::Position>(include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft"), start, &choices)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn xiangqi_random_playouts_keep_every_invariant(start in 0usize..26, choices in proptest::collection::vec(any::<u8>(), 0..24)) {
        random_playout::<duck_variants_xiangqi::Position>(include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft"), start, &choices)?;
    }
}
