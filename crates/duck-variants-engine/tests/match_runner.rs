//! `duck-match`: the engine against the random mover, with the PGN.

use std::process::Command;

#[test]
fn plays_the_engine_against_the_random_mover() {
    let pgn = std::env::temp_dir().join(format!("duck-match-test-{}.pgn", std::process::id()));
    for variant in ["duck", "duckxiangqi"] {
        let out = Command::new(env!("CARGO_BIN_EXE_duck-match"))
            .args([
                "--engine1",
                env!("CARGO_BIN_EXE_duck-engine"),
                "--engine2",
                "random",
            ])
            .args(["--variant", variant, "--games", "2", "--movetime", "20"])
            .args(["--random-plies", "2", "--seed", "3", "--max-turns", "80"])
            .arg("--pgn")
            .arg(&pgn)
            .output()
            .expect("duck-match runs");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{text}");
        assert!(text.contains("game 2 (random first)"), "{text}");
        let last = text.lines().last().unwrap();
        assert!(last.contains("score"), "{text}");
        let games = std::fs::read_to_string(&pgn).unwrap();
        assert_eq!(
            games.matches("[Event \"duck-match\"]").count(),
            2,
            "{games}"
        );
        let read: Vec<_> = duck_variants::AnyGame::read_pgn_games(&games).collect();
        assert_eq!(read.len(), 2);
        assert!(read.iter().all(Result::is_ok), "{read:?}");
    }
    let _ = std::fs::remove_file(pgn);
}
