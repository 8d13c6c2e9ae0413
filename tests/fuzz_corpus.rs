//! Replays the committed fuzz corpora (`fuzz/corpus/<target>`) through the
//! same checks the fuzz targets run (`duck_chess::testing`,
//! `duck_xiangqi::testing`), so stable `cargo test` proves them too.

use std::path::PathBuf;

/// The files of a target's seed corpus (not the dot files a local fuzzing
/// run may leave, which git ignores), by name, with their bytes.
fn corpus(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
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
    chess_fen_corpus: "chess_fen" => duck_chess::testing::fen,
    chess_san_corpus: "chess_san" => duck_chess::testing::san,
    chess_coords_corpus: "chess_coords" => duck_chess::testing::coords,
    chess_pgn_corpus: "chess_pgn" => duck_chess::testing::pgn,
    chess_random_game_corpus: "chess_random_game" => duck_chess::testing::random_game,
    xiangqi_fen_corpus: "xiangqi_fen" => duck_xiangqi::testing::fen,
    xiangqi_coords_corpus: "xiangqi_coords" => duck_xiangqi::testing::coords,
    xiangqi_pgn_corpus: "xiangqi_pgn" => duck_xiangqi::testing::pgn,
    xiangqi_random_game_corpus: "xiangqi_random_game" => duck_xiangqi::testing::random_game,
}
