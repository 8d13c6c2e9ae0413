//! Property tests over the shared invariant checks (`duck_variants_testkit`,
//! driven through each game's module of it, `chess` and `xiangqi`, the same
//! functions the fuzz targets run), the same for both games:
//!
//! * random playouts from random oracle positions keep every invariant:
//!   every generated turn legal and played by `play`, coordinate notation
//!   round trips for every turn of every position visited (and in Duck
//!   Chess SAN), arbitrary decoded turns (any squares, and the game's kinds
//!   and roles) legal exactly when generated, rejected turns changing
//!   nothing, incremental hashes, FEN round trips, bulk against expanded
//!   counts, the duck never on a piece, and consistent outcomes with random
//!   draw rules;
//! * `Setup -> Position -> FEN -> Position` is the identity, for every
//!   oracle position, for setups reached by random walks and for random
//!   boards (each game's `scattered_setup`, in the testkit's module of it:
//!   in Duck Chess castling rights and en-passant squares included) that
//!   pass validation, with random clocks.
//!
//! Each game's own `tests/invariants.rs` checks that its random boards are
//! often valid.

use core::fmt::Display;
use core::str::FromStr;

use duck_variants_core::{FromSetup, SetupOf};
use duck_variants_testkit::{check_setup, chess, play_picks, suite_positions, xiangqi};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

const CHESS: &str = include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft");
const XIANGQI: &str = include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft");

/// The oracle position `start` chooses.
fn oracle_position<R: FromSetup + Display + FromStr>(suite: &str, start: usize) -> R {
    let positions = suite_positions::<R>(suite).unwrap();
    positions[start % positions.len()]
}

/// A playout from an oracle position that `data` drives through the game's
/// `walk` (its testkit module's `walk`: every invariant at every step).
fn random_playout<R: FromSetup + Display + FromStr>(
    suite: &str,
    start: u8,
    data: &[u8],
    walk: impl FnOnce(R, &[u8]) -> Result<usize, String>,
) -> Result<(), TestCaseError> {
    let walked = walk(oracle_position(suite, usize::from(start)), data);
    prop_assert!(walked.is_ok(), "{}", walked.unwrap_err());
    Ok(())
}

/// A setup with random clocks (the move number at least 1) round-trips.
fn setup_round_trips<R: FromSetup + Display + FromStr>(
    setup: SetupOf<R>,
    halfmoves: u32,
    fullmoves: u32,
) -> Result<(), TestCaseError> {
    let setup = SetupOf::<R> {
        halfmoves,
        fullmoves: fullmoves.max(1),
        ..setup
    };
    let checked = check_setup::<R>(setup);
    prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
    Ok(())
}

/// The setup of the position `picks` reach from an oracle position.
fn walked_setup<R: FromSetup + Display + FromStr>(
    suite: &str,
    start: usize,
    picks: &[u16],
) -> SetupOf<R> {
    let start = oracle_position::<R>(suite, start);
    play_picks(start, picks.iter().map(|&pick| u64::from(pick)))
        .unwrap()
        .to_setup()
}

fn every_oracle_position_round_trips_through_its_setup<R: FromSetup + Display + FromStr>(
    suite: &str,
) {
    for pos in suite_positions::<R>(suite).unwrap() {
        check_setup::<R>(pos.to_setup()).unwrap();
    }
}

#[test]
fn chess_every_oracle_position_round_trips_through_its_setup() {
    every_oracle_position_round_trips_through_its_setup::<duck_variants_chess::Position>(CHESS);
}

#[test]
fn xiangqi_every_oracle_position_round_trips_through_its_setup() {
    every_oracle_position_round_trips_through_its_setup::<duck_variants_xiangqi::Position>(XIANGQI);
}

/// Clocks near a game's draw limit (`near`) or anywhere.
fn clock(near: u32) -> impl Strategy<Value = u32> {
    prop_oneof![0u32..near, any::<u32>()]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Random playouts (up to 26 turns) from random oracle positions with
    /// random draw rules, checking every invariant and SAN for every turn
    /// at every step.
    #[test]
    fn chess_random_playouts_keep_every_invariant(start in 0u8..=255, data in proptest::collection::vec(any::<u8>(), 0..160)) {
        random_playout::<duck_variants_chess::Position>(CHESS, start, &data, |pos, data| chess::walk(pos, data, true))?;
    }

    /// Random playouts (up to 26 turns) from random oracle positions with
    /// random draw rules, checking every invariant at every step.
    #[test]
    fn xiangqi_random_playouts_keep_every_invariant(start in 0u8..=255, data in proptest::collection::vec(any::<u8>(), 0..160)) {
        random_playout::<duck_variants_xiangqi::Position>(XIANGQI, start, &data, xiangqi::walk)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Setups of positions reached by random walks, with random clocks.
    #[test]
    fn chess_walked_setups_round_trip(start in 0usize..29, picks in proptest::collection::vec(any::<u16>(), 0..12), halfmoves in clock(110), fullmoves in clock(110)) {
        setup_round_trips::<duck_variants_chess::Position>(walked_setup::<duck_variants_chess::Position>(CHESS, start, &picks), halfmoves, fullmoves)?;
    }

    /// Setups of positions reached by random walks, with random clocks.
    #[test]
    fn xiangqi_walked_setups_round_trip(start in 0usize..26, picks in proptest::collection::vec(any::<u16>(), 0..12), halfmoves in clock(130), fullmoves in clock(130)) {
        setup_round_trips::<duck_variants_xiangqi::Position>(walked_setup::<duck_variants_xiangqi::Position>(XIANGQI, start, &picks), halfmoves, fullmoves)?;
    }

    /// Random boards (valid or not), rights, en-passant squares and clocks.
    #[test]
    fn chess_scattered_setups_round_trip(pieces in proptest::collection::vec((any::<u8>(), any::<u8>()), 0..30), duck in proptest::option::of(any::<u8>()), flags in any::<u8>(), ep_file in any::<u8>(), halfmoves in clock(110), fullmoves in clock(110)) {
        setup_round_trips::<duck_variants_chess::Position>(chess::scattered_setup(&pieces, duck, flags, ep_file), halfmoves, fullmoves)?;
    }

    /// Random boards (valid or not), random side to move and clocks.
    #[test]
    fn xiangqi_scattered_setups_round_trip(pieces in proptest::collection::vec((any::<u8>(), any::<u8>()), 0..34), duck in proptest::option::of(any::<u8>()), flags in any::<u8>(), halfmoves in clock(130), fullmoves in clock(130)) {
        setup_round_trips::<duck_variants_xiangqi::Position>(xiangqi::scattered_setup(&pieces, duck, flags), halfmoves, fullmoves)?;
    }
}
