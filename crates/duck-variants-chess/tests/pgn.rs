//! Duck Chess PGN: the real game read, written and read again; several
//! games with bad ones in the middle; the Variant, SetUp and FEN tags;
//! comments, NAGs and variations carried through a rewrite.

use duck_variants_chess::pgn::ReplayError;
use duck_variants_chess::{Color, Game, Position, SanError};
use duck_variants_core::FromSetup;
use duck_variants_core::TurnMatchError;
use duck_variants_core::pgn::{PgnErrorKind, PgnGame, PgnReader, ReadOptions, TurnError};
use duck_variants_testkit::bad_turn;

const REAL: &str = include_str!("data/schemingmind-744871.pgn");
const REAL_FINAL_FEN: &str = include_str!("data/schemingmind-744871.final-fen");

fn read_one(text: &str, options: ReadOptions) -> PgnGame {
    let mut games: Vec<_> = PgnReader::with_options(text, options).collect();
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0).unwrap()
}

/// Reads a game, replays it, and writes it back keeping its annotations.
fn rewrite(pgn: &PgnGame) -> (Game, String) {
    let game = Game::from_pgn(pgn).unwrap_or_else(|e| panic!("{e}"));
    let text = game.to_pgn(Some(pgn)).to_string();
    (game, text)
}

#[test]
fn the_real_game_round_trips_read_write_read() {
    let first = read_one(REAL, ReadOptions::default());
    let (game, written) = rewrite(&first);
    assert_eq!(game.history().len(), 26);
    assert_eq!(game.position().to_string(), REAL_FINAL_FEN.trim());

    let second = read_one(&written, ReadOptions::default());
    // The movetext is the file's, token for token.
    let tokens = |g: &PgnGame| g.moves.iter().map(|m| m.text.clone()).collect::<Vec<_>>();
    assert_eq!(tokens(&second), tokens(&first));
    let file_tokens: Vec<String> = REAL[REAL.find("\n1.").unwrap()..]
        .split_whitespace()
        .filter(|t| !t.ends_with('.') && *t != "0-1")
        .map(String::from)
        .collect();
    assert_eq!(tokens(&first), file_tokens);
    assert_eq!(second.result, first.result);
    // The same game.
    let again = Game::from_pgn(&second).unwrap();
    assert_eq!(again.history(), game.history());
    assert_eq!(again.position().to_string(), REAL_FINAL_FEN.trim());
    // Every tag of the file is kept; the Variant tag is written in its
    // standard form and the roster's placeholders are added.
    for (name, value) in &first.tags {
        let expected = if name == "Variant" { "Duck" } else { value };
        assert_eq!(second.tag(name), Some(expected), "{name}");
    }
    let added: Vec<&str> = second
        .tags
        .iter()
        .filter(|(n, _)| first.tag(n).is_none())
        .map(|(n, v)| {
            assert!(v == "?" || v == "????.??.??", "{n} {v}");
            n.as_str()
        })
        .collect();
    assert_eq!(added, ["Date", "Round", "White", "Black"]);
    // Writing again gives the same text, byte for byte.
    let (_, rewritten) = rewrite(&second);
    assert_eq!(rewritten, written);
    assert_eq!(
        written,
        "[Event \"SchemingMind correspondence game 744871\"]\n\
         [Site \"schemingmind.com/home/game.aspx?game_id=744871\"]\n\
         [Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"0-1\"]\n\
         [Variant \"Duck\"]\n\
         [Termination \"site reports Black win after Black's 13th turn\"]\n\n\
         1. e4@c6 e6@e2 2. d4@d6 Nf6@e2 3. Nc3@e7 d5@e5 4. Bg5@e7 Nxe4@f6 5. Nxe4@e7\n\
         dxe4@f6 6. Bb5@e7 c6@f6 7. Ba4@e7 Qxd4@d2 8. Bb3@c3 Qxd1@c1 9. Kxd1@e7 h6@f4 10.\n\
         Bh4@g3 Bc5@e2 11. Bg3@d4 Nd7@e2 12. c3@f8 Nf6@e2 13. Kc2@d4 O-O@e2 0-1\n"
    );
}

/// The real game, then a game with an illegal move, a game from a FEN, a
/// game whose PGN is malformed, a game of another variant, and the real
/// game again.
#[test]
fn bad_games_in_the_middle_are_reported_and_reading_goes_on() {
    let bad_move =
        "[Event \"bad move\"]\n\n1. e4@c6 e6@e2 2. d4@d6 Nf6@e2 3. Nc3@e7 Qd5@e2 4. Bd3@a3 *\n";
    let from_fen = "[Event \"fen\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2* b - - 0 30\"]\n\n30... Kd7@a1 31. Kd2@h8 *\n";
    let bad_syntax = "[Event \"bad syntax\"]\n\n1. e4@c6 {unclosed\n";
    let other = "[Event \"other\"]\n[Variant \"Duck Xiangqi\"]\n\n1. C2=5@e5 *\n";
    let text = [REAL, bad_move, from_fen, bad_syntax, other, REAL].join("\n");
    let results: Vec<Result<Game, ReplayError>> = Game::read_pgn(&text).collect();
    assert_eq!(results.len(), 6);

    let first = results[0].as_ref().unwrap();
    assert_eq!(first.position().to_string(), REAL_FINAL_FEN.trim());

    let error = results[1].as_ref().unwrap_err();
    let (place, offset, why) = bad_turn(error).unwrap_or_else(|| panic!("{error:?}"));
    assert_eq!(place, (2, 6, 3, Color::Black, "Qd5@e2"));
    assert!(text[offset..].starts_with("Qd5@e2 4."));
    assert_eq!(
        *why,
        TurnError::Notation(SanError::Turn(TurnMatchError::Illegal))
    );
    assert_eq!(
        error.to_string(),
        "game 2, turn 6 (3... Qd5@e2): no legal move fits"
    );
    assert_eq!(error.game(), 2);

    let fen_game = results[2].as_ref().unwrap();
    assert_eq!(fen_game.history().len(), 2);
    // Kd7 and the duck from h1 to a1, Kd2 and the duck to h8.
    assert_eq!(
        fen_game.position().to_string(),
        "7*/3k4/8/8/8/8/3K4/8 b - - 2 31"
    );

    let error = results[3].as_ref().unwrap_err();
    match error {
        ReplayError::Syntax(e) => {
            assert_eq!((e.game, e.kind), (4, PgnErrorKind::UnterminatedComment));
        }
        other => panic!("{other:?}"),
    }

    let error = results[4].as_ref().unwrap_err();
    assert!(
        matches!(error, ReplayError::Variant { game: 5, found, .. } if found == "Duck Xiangqi")
    );
    assert_eq!(
        error.to_string(),
        "game 5: Variant tag \"Duck Xiangqi\" is not Duck"
    );

    let last = results[5].as_ref().unwrap();
    assert_eq!(last.history().len(), 26);
}

#[test]
fn variant_names_and_bad_fen_tags() {
    for name in [
        "Duck",
        "duck",
        "Duck Chess",
        "DUCK CHESS",
        "duck-chess",
        "DuckChess",
    ] {
        let text = format!("[Variant \"{name}\"]\n\n1. e4@c6 *\n");
        assert!(Game::read_pgn(&text).next().unwrap().is_ok(), "{name}");
    }
    // No Variant tag: the caller chose the game.
    assert!(Game::read_pgn("1. e4@c6 *").next().unwrap().is_ok());
    for name in ["Standard", "Chess", "Duck Xiangqi", "Ducks"] {
        let text = format!("[Variant \"{name}\"]\n\n1. e4@c6 *\n");
        let error = Game::read_pgn(&text).next().unwrap().unwrap_err();
        assert!(
            matches!(error, ReplayError::Variant { game: 1, .. }),
            "{name}"
        );
    }
    let text = "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n";
    let error = Game::read_pgn(text).next().unwrap().unwrap_err();
    assert!(
        matches!(error, ReplayError::Fen { game: 1, .. }),
        "{error:?}"
    );
    assert!(error.to_string().starts_with("game 1: FEN tag: "));
}

#[test]
fn a_non_standard_start_is_written_with_setup_and_fen() {
    let start: Position = "4k3/8/8/8/8/8/8/4K2* b - - 0 30".parse().unwrap();
    let mut game = Game::new(start);
    for san in ["Kd7@a1", "Kd2@h8"] {
        let turn = game.position().parse_san(san).unwrap();
        game.play(turn).unwrap();
    }
    let written = game.pgn();
    assert_eq!(
        written,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n[Variant \"Duck\"]\n[SetUp \"1\"]\n\
         [FEN \"4k3/8/8/8/8/8/8/4K2* b - - 0 30\"]\n\n30... Kd7@a1 31. Kd2@h8 *\n"
    );
    let again = Game::read_pgn(&written).next().unwrap().unwrap();
    assert_eq!(again.start().to_string(), start.to_string());
    assert_eq!(again.history(), game.history());
}

#[test]
fn a_king_capture_ends_the_record_with_its_result() {
    let start: Position = "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1".parse().unwrap();
    let mut game = Game::new(start);
    let turn = game.position().parse_san("Rxe8").unwrap();
    game.play(turn).unwrap();
    let written = game.pgn();
    assert!(written.contains("[Result \"1-0\"]\n"));
    assert!(written.ends_with("\n\n1. Rxe8 1-0\n"));
    // A game in progress is written with `*`.
    let game = Game::new(Position::start());
    assert!(game.pgn().ends_with("[Variant \"Duck\"]\n\n*\n"));
}

#[test]
fn annotations_survive_a_rewrite() {
    let text = "[Event \"annotated\"]\n\n{A short game} 1. e4@c6! {The usual} e6@e2 $14 \
                (1... e5@e2 {also} 2. Nf3@e7 (2. d4@d6)) 2. d4@d6 1-0\n";
    let keep = ReadOptions {
        variations: true,
        ..ReadOptions::default()
    };
    let first = read_one(text, keep);
    let (_, written) = rewrite(&first);
    assert!(written.ends_with(
        "\n\n{A short game} 1. e4@c6 $1 {The usual} 1... e6@e2 $14 (1... e5@e2 {also} 2.\nNf3@e7 (2. d4@d6)) 2. d4@d6 1-0\n"
    ));
    let second = read_one(&written, keep);
    assert_eq!(second.comments, first.comments);
    let strip = |g: &PgnGame| {
        g.moves
            .iter()
            .map(|m| {
                (
                    m.text.clone(),
                    m.nags.clone(),
                    m.comments.clone(),
                    m.variations.len(),
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(strip(&second), strip(&first));
    assert_eq!(
        second.moves[1].variations[0].moves[1].variations[0].moves[0].text,
        "d4@d6"
    );
    // Variations are not replayed: a wrong move inside one is kept as text.
    let odd = text.replace("(2. d4@d6)", "(2. Qh8@d6)");
    let first = read_one(&odd, keep);
    let (_, written) = rewrite(&first);
    assert!(written.contains("(2. Qh8@d6)"));
    // The default reader drops them.
    let plain = read_one(&written, ReadOptions::default());
    assert!(plain.moves.iter().all(|m| m.variations.is_empty()));
}

#[test]
fn a_game_read_from_pgn_writes_back_what_it_read_while_its_turns_stand() {
    // Expected texts written by hand from the input: the tags, the game's
    // comment, the move's NAG and comment, and the result stated by
    // resignation ("1-0" on an unfinished board) come back with `pgn()`
    // alone; a turn taken back takes its annotations and the stated result
    // with it, and a turn played instead has none.
    let text =
        "[Event \"Club\"]\n[White \"Ann\"]\n\n{A start} 1. e4@c6 $1 {first} e6@e2 {second} 1-0\n";
    let read = read_one(text, ReadOptions::default());
    let mut game = Game::from_pgn(&read).unwrap();
    let written = game.pgn();
    assert!(written.starts_with("[Event \"Club\"]\n"), "{written}");
    assert!(written.contains("[White \"Ann\"]\n"), "{written}");
    assert!(
        written.ends_with("{A start} 1. e4@c6 $1 {first} 1... e6@e2 {second} 1-0\n"),
        "{written}"
    );
    game.undo();
    let written = game.pgn();
    assert!(written.contains("[Event \"Club\"]\n"), "{written}");
    assert!(
        written.ends_with("{A start} 1. e4@c6 $1 {first} *\n"),
        "{written}"
    );
    game.play(game.position().parse_san("d5@e2").unwrap())
        .unwrap();
    assert!(
        game.pgn().ends_with("1. e4@c6 $1 {first} 1... d5@e2 *\n"),
        "{}",
        game.pgn()
    );
    // A game made from no record writes none.
    game.set_record(None);
    assert!(
        game.pgn().ends_with("\n\n1. e4@c6 d5@e2 *\n"),
        "{}",
        game.pgn()
    );
}
