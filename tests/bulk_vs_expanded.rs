//! Bulk counting (the last ply counted by popcounts, never played) agrees
//! with playing every leaf turn, on random positions of both games: random
//! walks from random oracle positions.

use std::fmt::Display;
use std::str::FromStr;

use duck_variants_core::Rules;
use duck_variants_core::perft::{perft, perft_expanded};
use duck_variants_testkit::suite::parse_perft_suite;
use proptest::prelude::*;

const CHESS: &str = include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft");
const XIANGQI: &str = include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft");

/// The position `plies` random turns after oracle position `start`.
fn random_position<R: Rules + FromStr>(suite: &str, start: usize, picks: &[u32]) -> R {
    let cases = parse_perft_suite(suite).unwrap();
    let mut pos: R = cases[start % cases.len()].fen.parse().ok().unwrap();
    for &pick in picks {
        let set = pos.legal_turns();
        let n = set.len();
        if n == 0 {
            break;
        }
        let turn = set.iter().nth((u64::from(pick) % n) as usize).unwrap();
        pos.play_unchecked(turn);
    }
    pos
}

fn agree<R: Rules + Display>(pos: &R) -> Result<(), TestCaseError> {
    prop_assert_eq!(perft(pos, 1), perft_expanded(pos, 1), "{}", pos);
    prop_assert_eq!(perft(pos, 2), perft_expanded(pos, 2), "{}", pos);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    #[test]
    fn chess_bulk_equals_expanded(start in 0usize..64, picks in prop::collection::vec(any::<u32>(), 0..40)) {
        agree(&random_position::<duck_variants_chess::Position>(CHESS, start, &picks))?;
    }

    #[test]
    fn xiangqi_bulk_equals_expanded(start in 0usize..64, picks in prop::collection::vec(any::<u32>(), 0..40)) {
        agree(&random_position::<duck_variants_xiangqi::Position>(XIANGQI, start, &picks))?;
    }
}
