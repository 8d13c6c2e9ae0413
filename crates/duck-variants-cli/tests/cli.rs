//! The `duck-variants` binary, run as a user runs it: convert between
//! formats and back, validate (one line per bad game, the exit code),
//! show a position, perft counts.

use std::path::PathBuf;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_duck-variants"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn data(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../duck-variants/tests/data")
        .join(name)
        .display()
        .to_string()
}

fn temp(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("duck-variants-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).display().to_string()
}

#[test]
fn convert_writes_every_format_and_reads_back() {
    let pgn4 = data("chesscom-pgn4-example.pgn4");
    for to in ["pgn", "pgn4", "fairy", "dpgn", "duckops", "mistboard"] {
        let out = temp(&format!("example.{to}"));
        let converted = run(&["convert", "--to", to, &pgn4, &out]);
        assert!(converted.status.success(), "{to}: {converted:?}");
        let back = temp(&format!("example-back.{to}.pgn"));
        let again = run(&["convert", "--from", to, "--to", "pgn", &out, &back]);
        assert!(again.status.success(), "{to}: {again:?}");
        let text = std::fs::read_to_string(&back).unwrap();
        assert!(
            text.ends_with("4. Qxd7@b4 Nc6@d1 5. Qxe8 1-0\n"),
            "{to}: {text}"
        );
    }
    let to_stdout = run(&[
        "convert",
        "--to",
        "fairy",
        &data("schemingmind-744871.pgn"),
        "-",
    ]);
    assert!(stdout(&to_stdout).contains("1. e4,c6 e6,e2"));
}

#[test]
fn validate_prints_a_line_per_bad_game_and_exits_with_1() {
    let file = temp("mixed.pgn");
    std::fs::write(
        &file,
        "1. e4@c6 *\n\n[White \"Ann\"]\n[Black \"Bob\"]\n\n1. e4@c6 Nf9@f6 *\n\n[A \"\"]\n1. d4@d6 *\n",
    )
    .unwrap();
    let output = run(&["validate", &file]);
    assert_eq!(output.status.code(), Some(1));
    let lines: Vec<String> = stdout(&output).lines().map(String::from).collect();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].contains("game 2 (Ann - Bob, pgn), turn 2 (1... Nf9@f6)"),
        "{}",
        lines[0]
    );
    let good = run(&["validate", &data("schemingmind-744871.pgn")]);
    assert_eq!(good.status.code(), Some(0));
    assert_eq!(stdout(&good), "");
}

#[test]
fn show_draws_the_board() {
    let output = run(&[
        "show",
        "rnbqkbnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    ]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains(" 3  . . . * . . . .\n"), "{text}");
    assert!(text.contains("Duck Chess, Black to move"), "{text}");
    let mistboard = run(&[
        "show",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 1 1 e5",
    ]);
    assert!(stdout(&mistboard).contains(" 5  . . . . * . . . .\n"));
    assert_eq!(run(&["show", "nonsense"]).status.code(), Some(2));
}

#[test]
fn perft_gives_the_examples_counts() {
    // The oracle's Duck Chess perft(2) and Duck Xiangqi perft(1).
    let chess = run(&["perft", "--depth", "2"]);
    assert_eq!(stdout(&chess).lines().last(), Some("379440"));
    let xiangqi = run(&["perft", "--game", "xiangqi", "--depth", "1", "--divide"]);
    let text = stdout(&xiangqi);
    assert!(text.contains("\nb1c3,c3e6: 1\n"), "{text}");
    let total: u64 = text.lines().last().unwrap().parse().unwrap();
    assert_eq!(total as usize, text.lines().count() - 1);
    assert_eq!(run(&["perft"]).status.code(), Some(2));
    assert_eq!(run(&["frobnicate"]).status.code(), Some(2));
}
