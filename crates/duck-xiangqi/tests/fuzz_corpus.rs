//! Replays the committed fuzz corpora (`fuzz/corpus/xiangqi_*`) through the
//! same checks the fuzz targets run, so stable `cargo test` proves them too.

use std::path::PathBuf;

use duck_xiangqi::testing;

fn corpus(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
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

#[test]
fn fen_corpus() {
    replay("xiangqi_fen", testing::fen);
}

#[test]
fn coords_corpus() {
    replay("xiangqi_coords", testing::coords);
}

#[test]
fn pgn_corpus() {
    replay("xiangqi_pgn", testing::pgn);
}

#[test]
fn random_game_corpus() {
    replay("xiangqi_random_game", testing::random_game);
}
