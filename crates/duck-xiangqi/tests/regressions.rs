//! Named regression tests for the failures that fuzzing and the property
//! tests found. Each failing input is also in the seed corpus
//! (`fuzz/corpus/<target>/regression-*`), which `tests/fuzz_corpus.rs`
//! replays.

use duck_core::testing::{check_position, identical};
use duck_xiangqi::testing::{check_setup, pgn};
use duck_xiangqi::{Position, Rules, Setup};

/// Found by `Setup -> Position -> FEN -> Position` (and reachable through
/// the `xiangqi_pgn` target): the FEN reader took at most nine digits for
/// the clocks, so a position whose move number had passed 999,999,999 (one
/// turn of Black from a FEN that holds 999999999) wrote a FEN that did not
/// read back. Fixed in `duck_core::fen`: any `u32` reads.
#[test]
fn a_clock_past_nine_digits_reads_back_from_its_fen() {
    let mut pos: Position = "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 999999999".parse().unwrap();
    let turn = pos.parse_coords("e10d10,d10a1").unwrap();
    pos.play(turn).unwrap();
    assert_eq!(pos.fullmoves(), 1_000_000_000);
    let fen = pos.to_string();
    assert_eq!(fen, "3k5/9/9/9/9/9/9/9/9/*3K4 w - - 1 1000000000");
    let back: Position = fen.parse().unwrap();
    assert!(identical(&back, &pos), "{back:?}");
    check_position(&pos).unwrap();

    // The largest clocks a setup holds round-trip too; one more is an error.
    let mut setup = Setup::start();
    setup.halfmoves = u32::MAX;
    setup.fullmoves = u32::MAX;
    check_setup(setup).unwrap();
    let max = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 4294967295 4294967295";
    assert_eq!(max.parse::<Position>().unwrap().to_string(), max);
    assert!(
        "4k4/9/9/9/9/9/9/9/9/4K4 w - - 4294967296 1"
            .parse::<Position>()
            .is_err()
    );

    pgn(include_bytes!(
        "../../../fuzz/corpus/xiangqi_pgn/regression-clock-ten-digits"
    ))
    .unwrap();
}
