//! Named regression tests for the failures that fuzzing and the property
//! tests found. Each failing input is also in the seed corpus
//! (`fuzz/corpus/<target>/regression-*`), which `tests/fuzz_corpus.rs`
//! replays.

use duck_chess::testing::{check_setup, pgn};
use duck_chess::{Position, Rules, Setup};
use duck_core::testing::{check_position, identical};

/// Found by `Setup -> Position -> FEN -> Position` (and reachable through
/// the `chess_pgn` target): the FEN reader took at most nine digits for the
/// clocks, so a position whose halfmove clock or move number had passed
/// 999,999,999 (one quiet turn from a FEN that holds 999999999) wrote a FEN
/// that did not read back. Fixed in `duck_core::fen`: any `u32` reads.
#[test]
fn a_clock_past_nine_digits_reads_back_from_its_fen() {
    let mut pos: Position = "4k3/8/8/8/8/8/8/4K3 w - - 999999999 1".parse().unwrap();
    let turn = pos.parse_san("Kd1@a1").unwrap();
    pos.play(turn).unwrap();
    assert_eq!(pos.halfmove_clock(), 1_000_000_000);
    let fen = pos.to_string();
    assert_eq!(fen, "4k3/8/8/8/8/8/8/*2K4 b - - 1000000000 1");
    let back: Position = fen.parse().unwrap();
    assert!(identical(&back, &pos), "{back:?}");
    check_position(&pos).unwrap();

    // The largest clocks a setup holds round-trip too; one more is an error.
    let mut setup = Setup::start();
    setup.halfmoves = u32::MAX;
    setup.fullmoves = u32::MAX;
    check_setup(setup).unwrap();
    let max = "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295";
    assert_eq!(max.parse::<Position>().unwrap().to_string(), max);
    assert!(
        "4k3/8/8/8/8/8/8/4K3 w - - 4294967296 1"
            .parse::<Position>()
            .is_err()
    );

    pgn(include_bytes!(
        "../../../fuzz/corpus/chess_pgn/regression-clock-ten-digits"
    ))
    .unwrap();
}
