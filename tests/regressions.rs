//! Named regression tests for the failures that fuzzing and the property
//! tests found, the same for both games. Each failing input is also in the
//! seed corpus (`fuzz/corpus/<target>/regression-*`), which
//! `tests/fuzz_corpus.rs` replays.

use std::fmt::Debug;
use std::str::FromStr;

use core::fmt::Display;
use duck_variants_core::Describe;
use duck_variants_core::FromSetup;
use duck_variants_testkit::{check_position, check_setup, chess, identical, xiangqi};

/// One game's case of the nine-digit clock regression.
struct ClockPastNineDigits {
    /// A position one turn away from a clock past 999,999,999.
    fen: &'static str,
    /// That turn, in the game's PGN notation.
    turn: &'static str,
    /// The halfmove clock and the move number after it.
    clocks: (u32, u32),
    /// The FEN after it.
    written: &'static str,
    /// A FEN with the largest clocks.
    max: &'static str,
    /// A FEN with a clock one past the largest.
    overflow: &'static str,
    /// The game's PGN fuzz target and the corpus input that failed it.
    pgn: fn(&[u8]) -> Result<(), String>,
    pgn_input: &'static [u8],
}

/// Found by `Setup -> Position -> FEN -> Position` (and reachable through
/// the `*_pgn` targets): the FEN reader took at most nine digits for the
/// clocks, so a position whose halfmove clock or move number had passed
/// 999,999,999 (one turn from a FEN that holds 999999999) wrote a FEN that
/// did not read back. Fixed in `duck_variants_core::fen`: any `u32` reads.
fn a_clock_past_nine_digits_reads_back_from_its_fen<R>(case: ClockPastNineDigits)
where
    R: FromSetup + Describe + Default + Display + FromStr,
    <R as FromStr>::Err: Debug,
    <R as Describe>::NotationError: Debug,
{
    let mut pos: R = case.fen.parse().unwrap();
    let turn = pos.parse_native(case.turn).unwrap();
    pos.play(turn).unwrap();
    assert_eq!((pos.halfmove_clock(), pos.fullmoves()), case.clocks);
    let fen = pos.to_string();
    assert_eq!(fen, case.written);
    let back: R = fen.parse().unwrap();
    assert!(identical(&back, &pos), "{back:?}");
    check_position(&pos).unwrap();

    // The largest clocks a setup holds round-trip too; one more is an error.
    let setup = duck_variants_core::SetupOf::<R> {
        halfmoves: u32::MAX,
        fullmoves: u32::MAX,
        ..R::default().to_setup()
    };
    check_setup::<R>(setup).unwrap();
    assert_eq!(case.max.parse::<R>().unwrap().to_string(), case.max);
    assert!(case.overflow.parse::<R>().is_err());

    (case.pgn)(case.pgn_input).unwrap();
}

/// A quiet king step from a halfmove clock of 999999999.
#[test]
fn chess_a_clock_past_nine_digits_reads_back_from_its_fen() {
    a_clock_past_nine_digits_reads_back_from_its_fen::<duck_variants_chess::Position>(
        ClockPastNineDigits {
            fen: "4k3/8/8/8/8/8/8/4K3 w - - 999999999 1",
            turn: "Kd1@a1",
            clocks: (1_000_000_000, 1),
            written: "4k3/8/8/8/8/8/8/*2K4 b - - 1000000000 1",
            max: "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295",
            overflow: "4k3/8/8/8/8/8/8/4K3 w - - 4294967296 1",
            pgn: chess::pgn,
            pgn_input: include_bytes!("../fuzz/corpus/chess_pgn/regression-clock-ten-digits"),
        },
    );
}

/// A turn of Black from move number 999999999.
#[test]
fn xiangqi_a_clock_past_nine_digits_reads_back_from_its_fen() {
    a_clock_past_nine_digits_reads_back_from_its_fen::<duck_variants_xiangqi::Position>(
        ClockPastNineDigits {
            fen: "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 999999999",
            turn: "e10d10,d10a1",
            clocks: (1, 1_000_000_000),
            written: "3k5/9/9/9/9/9/9/9/9/*3K4 w - - 1 1000000000",
            max: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 4294967295 4294967295",
            overflow: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 4294967296 1",
            pgn: xiangqi::pgn,
            pgn_input: include_bytes!("../fuzz/corpus/xiangqi_pgn/regression-clock-ten-digits"),
        },
    );
}
