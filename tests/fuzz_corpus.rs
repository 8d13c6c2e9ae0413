//! Replays the committed fuzz corpora (`fuzz/corpus/<target>`) through the
//! same checks the fuzz targets run (the testkit's, with what each game
//! adds in the testkit's `chess` and `xiangqi` modules), so stable `cargo
//! test` proves them too.

use std::path::PathBuf;

// The formats target's check, the one file both use.
#[path = "../fuzz/fuzz_targets/formats_check.rs"]
mod formats_check;

// What only one game adds to the testkit's checks, shared with that
// crate's tests and the fuzz targets.
use duck_variants_testkit::{chess, xiangqi};

/// The files of a target's seed corpus (not the dot files a local fuzzing
/// run may leave, which git ignores), by name, with their bytes.
fn corpus(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz/corpus")
        .join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| !p.file_name().unwrap().to_string_lossy().starts_with('.'))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{target}: empty corpus");
    files
        .into_iter()
        .map(|p| (p.display().to_string(), std::fs::read(&p).unwrap()))
        .collect()
}

fn replay(target: &str, check: fn(&[u8]) -> Result<(), String>) {
    for (name, data) in corpus(target) {
        if let Err(message) = check(&data) {
            panic!("{name}: {message}");
        }
    }
}

/// One test per fuzz target: the test's name, the target's corpus, the
/// check the target runs.
macro_rules! corpus_tests {
    ($($test:ident: $target:literal => $check:path,)*) => {
        $(
            #[test]
            fn $test() {
                replay($target, $check);
            }
        )*
    };
}

corpus_tests! {
    chess_fen_corpus: "chess_fen" => chess::fen,
    chess_san_corpus: "chess_san" => chess::san,
    chess_coords_corpus: "chess_coords" => chess::coords,
    chess_pgn_corpus: "chess_pgn" => chess::pgn,
    chess_random_game_corpus: "chess_random_game" => chess::random_game,
    xiangqi_fen_corpus: "xiangqi_fen" => xiangqi::fen,
    xiangqi_coords_corpus: "xiangqi_coords" => xiangqi::coords,
    xiangqi_pgn_corpus: "xiangqi_pgn" => xiangqi::pgn,
    xiangqi_random_game_corpus: "xiangqi_random_game" => xiangqi::random_game,
    pgn_stream_corpus: "pgn_stream" => pgn_stream,
    chess_draw_rules_corpus: "chess_draw_rules" => chess_draw_rules,
    xiangqi_draw_rules_corpus: "xiangqi_draw_rules" => xiangqi_draw_rules,
    amazons_random_game_corpus: "amazons_random_game" => amazons_random_game,
    game_draw_rules_corpus: "game_draw_rules" => game_history,
    formats_corpus: "formats" => formats_check::check,
}

// The targets written inline in `fuzz/fuzz_targets` (the serde record
// targets need the `serde` feature, which this package does not enable;
// `cargo test --features serde` of the game crates covers their checks).

fn pgn_stream(data: &[u8]) -> Result<(), String> {
    duck_variants_testkit::fuzz_pgn_stream::<
        duck_variants_chess::Position,
        duck_variants_xiangqi::Position,
    >(data)
}

/// `fuzz/fuzz_targets/game_draw_rules.rs` (kept equal): byte 0 picks the
/// game.
fn game_history(data: &[u8]) -> Result<(), String> {
    let Some((&head, rest)) = data.split_first() else {
        return Ok(());
    };
    if head & 1 == 0 {
        duck_variants_testkit::fuzz_game_history_of(
            <duck_variants_chess::Position as duck_variants_core::FromSetup>::start(),
            rest,
        )
    } else {
        duck_variants_testkit::fuzz_game_history_of(
            <duck_variants_xiangqi::Position as duck_variants_core::FromSetup>::start(),
            rest,
        )
    }
}

fn chess_draw_rules(data: &[u8]) -> Result<(), String> {
    duck_variants_testkit::fuzz_game_draw_rules(
        <duck_variants_chess::Position as duck_variants_core::FromSetup>::start(),
        data,
    )
}

fn xiangqi_draw_rules(data: &[u8]) -> Result<(), String> {
    duck_variants_testkit::fuzz_game_draw_rules(
        <duck_variants_xiangqi::Position as duck_variants_core::FromSetup>::start(),
        data,
    )
}

/// The starts of `fuzz/fuzz_targets/amazons_random_game.rs` (kept equal).
const AMAZONS_STARTS: &[&str] = &[
    duck_variants_amazons::START_FEN,
    "3q2q3/1*3**3/2*1*5/q2Q2*2q/*3*2*2/4*5/Q2*4*Q/3*6/*9/6Q3 w - - 14 8",
];

fn amazons_random_game(data: &[u8]) -> Result<(), String> {
    duck_variants_testkit::fuzz_random_game::<duck_variants_amazons::Position>(
        AMAZONS_STARTS,
        data,
        duck_variants_testkit::random_walk,
    )
}
