//! `duck_variants::any`: one type over both games. Expected values are
//! hand-checked facts: the standard start FENs, the oracle perft files in
//! `crates/*/tests/data/`, and turns and notation worked out on the board
//! (the same ones the game crates' documentation shows).

use duck_variants::any::{AnyFenError, AnyNotationError, AnyReplayError, DetectError};
use duck_variants::core::{Color, DrawReason, IllegalTurn, Outcome, WinReason};
use duck_variants::{AnyError, AnyGame, AnyPosition, AnyTurn, GameKind};

const CHESS_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const XIANGQI_START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
/// The oracle's `generals-face`: the generals on an open file.
const GENERALS_FACE: &str = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
/// A queen next to the king it can take.
const QUEEN_TAKES: &str = "4k3/8/8/8/8/8/8/4QK2 w - - 0 1";

/// Turns in coordinate notation.
fn coords(turns: impl IntoIterator<Item = AnyTurn>) -> Vec<String> {
    turns.into_iter().map(|t| t.to_string()).collect()
}

fn position(fen: &str) -> AnyPosition {
    AnyPosition::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn both_start_fens_are_detected_and_written_back() {
    assert_eq!(GameKind::detect(CHESS_START), Ok(GameKind::Chess));
    assert_eq!(GameKind::detect(XIANGQI_START), Ok(GameKind::Xiangqi));
    for (kind, fen) in [
        (GameKind::Chess, CHESS_START),
        (GameKind::Xiangqi, XIANGQI_START),
    ] {
        assert_eq!(kind.start_fen(), fen);
        let start = AnyPosition::start(kind);
        assert_eq!(start.kind(), kind);
        assert_eq!(start.fen(), fen);
        assert_eq!(start.to_string(), fen);
        assert_eq!(position(fen), start);
        assert_eq!(fen.parse::<AnyPosition>(), Ok(start));
        assert_eq!(AnyPosition::from_fen_as(kind, fen), Ok(start));
    }
    // A duck counts as a square: the chess FEN after 1. e4@e5.
    let duck = "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    assert_eq!(position(duck).kind(), GameKind::Chess);
}

#[test]
fn boards_of_neither_game_are_rejected_in_words() {
    let nine_by_nine = "rnbakabnr/9/9/9/9/9/9/9/RNBAKABNR w - - 0 1";
    let error = AnyPosition::from_fen(nine_by_nine).unwrap_err();
    assert_eq!(
        error,
        AnyError::Detect(DetectError::Size { files: 9, ranks: 9 })
    );
    // Every game of the list, with the Amazons when their feature is on.
    let boards = if cfg!(feature = "amazons") {
        "Duck Chess is played on 8x8, Duck Xiangqi on 9x10 and Amazons on 10x10"
    } else {
        "Duck Chess is played on 8x8 and Duck Xiangqi on 9x10"
    };
    assert_eq!(
        error.to_string(),
        format!("the FEN's board has 9 files and 9 ranks; {boards}")
    );
    // Garbage: one "rank" of 5 squares ("hello").
    assert_eq!(
        AnyPosition::from_fen("hello world"),
        Err(AnyError::Detect(DetectError::Size { files: 5, ranks: 1 }))
    );
    assert_eq!(
        AnyPosition::from_fen("   "),
        Err(AnyError::Detect(DetectError::Empty))
    );
    let uneven = "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let error = AnyPosition::from_fen(uneven).unwrap_err();
    assert_eq!(
        error,
        AnyError::Detect(DetectError::Uneven {
            rank: 3,
            width: 9,
            first: 8
        })
    );
    assert!(error.to_string().contains("none of Duck Chess"), "{error}");
    // The right shape but not a position: each game's own error.
    let empty_chess = AnyPosition::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    assert!(
        matches!(empty_chess, AnyError::Fen(AnyFenError::Chess(_))),
        "{empty_chess:?}"
    );
    assert_eq!(empty_chess.to_string(), "no king on the board");
    let empty_xiangqi = AnyPosition::from_fen("9/9/9/9/9/9/9/9/9/9 w - - 0 1").unwrap_err();
    assert!(
        matches!(empty_xiangqi, AnyError::Fen(AnyFenError::Xiangqi(_))),
        "{empty_xiangqi:?}"
    );
    assert_eq!(empty_xiangqi.to_string(), "no general on the board");
}

#[test]
fn a_fen_of_the_other_game_is_the_wrong_game() {
    let error = AnyPosition::from_fen_as(GameKind::Chess, XIANGQI_START).unwrap_err();
    assert_eq!(
        error,
        AnyError::WrongBoard {
            expected: GameKind::Chess,
            found: GameKind::Xiangqi
        }
    );
    assert_eq!(error.kind(), duck_variants::ErrorKind::Fen);
    assert_eq!(
        error.to_string(),
        "this is Duck Chess, but the input is for Duck Xiangqi"
    );
    // A shape of neither game, asked as one game: that game's FEN error.
    let error = AnyPosition::from_fen_as(GameKind::Xiangqi, "9/9 w - - 0 1").unwrap_err();
    assert!(
        matches!(error, AnyError::Fen(AnyFenError::Xiangqi(_))),
        "{error:?}"
    );
}

#[test]
fn game_names_are_read_in_every_usual_spelling() {
    for name in [
        "duck",
        "duckchess",
        "duck chess",
        "duck-chess",
        "Duck Chess",
        "DUCK_CHESS",
        "Duck",
    ] {
        assert_eq!(name.parse(), Ok(GameKind::Chess), "{name}");
    }
    for name in [
        "duckxiangqi",
        "duck xiangqi",
        "duck-xiangqi",
        "Duck Xiangqi",
    ] {
        assert_eq!(name.parse(), Ok(GameKind::Xiangqi), "{name}");
    }
    // The bare names are other games (standard chess and xiangqi).
    for name in [
        "",
        "shogi",
        "duck chess 2",
        "xiangqi duck",
        "chess",
        "xiangqi",
    ] {
        let error = name.parse::<GameKind>().unwrap_err();
        assert_eq!(error.name, name);
        let games = if cfg!(feature = "amazons") {
            "Duck Chess, Duck Xiangqi or Amazons"
        } else {
            "Duck Chess or Duck Xiangqi"
        };
        assert_eq!(
            error.to_string(),
            format!("unknown game \"{name}\": expected {games}")
        );
    }
    assert_eq!(GameKind::Chess.to_string(), "Duck Chess");
    assert_eq!(GameKind::Xiangqi.to_string(), "Duck Xiangqi");
    assert_eq!(GameKind::Chess.id(), "duck-chess");
    assert_eq!(GameKind::Xiangqi.id(), "duck-xiangqi");
}

#[test]
fn sides_are_named_per_game() {
    let mut chess = AnyPosition::start(GameKind::Chess);
    assert_eq!(
        (chess.side_to_move(), chess.side_name()),
        (Color::White, "White")
    );
    chess.play_coords("e2e4,e4e5").unwrap();
    assert_eq!(
        (chess.side_to_move(), chess.side_name()),
        (Color::Black, "Black")
    );
    let mut xiangqi = AnyPosition::start(GameKind::Xiangqi);
    assert_eq!(
        (xiangqi.side_to_move(), xiangqi.side_name()),
        (Color::RED, "Red")
    );
    xiangqi.play_coords("h3e3,e3e5").unwrap();
    assert_eq!(xiangqi.side_name(), "Black");
}

#[test]
fn turn_counts_and_perft_match_the_oracle() {
    // crates/duck-variants-chess/tests/data/duck-chess.perft, `start`.
    let chess = AnyPosition::start(GameKind::Chess);
    assert_eq!(chess.count_turns(), 640);
    assert_eq!(coords(chess.legal_turns()).len(), 640);
    assert_eq!(chess.legal_turns().len(), 640);
    assert_eq!(chess.perft(2), 379_440);
    // crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft, `start`
    // and `generals-face`.
    let xiangqi = AnyPosition::start(GameKind::Xiangqi);
    assert_eq!(xiangqi.count_turns(), 2554);
    assert_eq!(coords(xiangqi.legal_turns()).len(), 2554);
    let face = position(GENERALS_FACE);
    assert_eq!(face.perft(1), 265);
    assert_eq!(face.perft(2), 68_202);
    // The listed turns are coordinate notation: the e-pawn's double step
    // with the duck on e5, a cannon capture with the duck on e5.
    assert!(coords(chess.legal_turns()).contains(&"e2e4,e4e5".to_string()));
    assert!(coords(xiangqi.legal_turns()).contains(&"b3b10,b10e5".to_string()));
}

#[test]
fn chess_plays_in_coordinates_and_san() {
    let mut game = AnyGame::new(AnyPosition::start(GameKind::Chess));
    assert_eq!(game.kind(), GameKind::Chess);
    let turn = game.play_native("e4@e5").unwrap();
    assert_eq!(turn.to_string(), "e2e4,e4e5");
    assert_eq!(turn.kind(), GameKind::Chess);
    game.play_coords("g8f6,f6d3").unwrap();
    game.play_native("Nc3@f5").unwrap();
    assert_eq!(
        game.position().fen(),
        "rnbqkb1r/pppppppp/5n2/5*2/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 2"
    );
    assert_eq!(
        coords(game.history()),
        ["e2e4,e4e5", "g8f6,f6d3", "b1c3,c3f5"]
    );
    assert_eq!(
        game.native_history().collect::<Vec<_>>(),
        ["e4@e5", "Nf6@d3", "Nc3@f5"]
    );
    assert_eq!(game.start(), AnyPosition::start(GameKind::Chess));
    // The duck stands on f5 and must move.
    let error = game.play_coords("f6h5,h5f5").unwrap_err();
    assert_eq!(error, AnyError::Coords(IllegalTurn::BlockerSquare.into()));
    assert_eq!(error.to_string(), "the blocker cannot go to that square");
    assert_eq!(game.len(), 3, "nothing changes on error");
    let undone = game.undo().unwrap();
    assert_eq!(undone.to_string(), "b1c3,c3f5");
    assert_eq!(game.len(), 2);
    game.undo().unwrap();
    game.undo().unwrap();
    assert_eq!(game.undo(), Err(AnyError::NothingToUndo));
    assert_eq!(game.len(), 0, "nothing changes on error");
    // Coordinates to SAN, in the position they are played in.
    let start = AnyPosition::start(GameKind::Chess);
    assert_eq!(start.to_native("g1f3,f3e5").unwrap(), "Nf3@e5");
    assert_eq!(
        start.parse_native("Nf3@e5"),
        start.parse_coords("g1f3,f3e5")
    );
    let castle = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(castle.to_native("e1c1,c1d4").unwrap(), "O-O-O@d4");
    // SAN that fits no legal move.
    let error = start.parse_native("e5@a3").unwrap_err();
    assert!(
        matches!(error, AnyError::Notation(AnyNotationError::Chess(_))),
        "{error:?}"
    );
    assert_eq!(error.to_string(), "no legal move fits");
}

#[test]
fn xiangqi_plays_in_coordinates_and_wxf() {
    let mut game = AnyGame::new(AnyPosition::start(GameKind::Xiangqi));
    assert_eq!(game.kind(), GameKind::Xiangqi);
    let turn = game.play_native("C2=5@e5").unwrap();
    assert_eq!(turn.to_string(), "h3e3,e3e5");
    game.play_coords("h10g8,g8e6").unwrap();
    assert_eq!(
        game.position().fen(),
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/4*4/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"
    );
    // Black counts files from its own right, the a-file: its h10 horse is
    // on file 8 and goes to file 7 (g8).
    assert_eq!(
        game.native_history().collect::<Vec<_>>(),
        ["C2=5@e5", "H8+7@e6"]
    );
    let start = AnyPosition::start(GameKind::Xiangqi);
    assert_eq!(start.to_native("h3e3,e3e5").unwrap(), "C2=5@e5");
    let black = start
        .after(start.parse_coords("h3e3,e3e5").unwrap())
        .unwrap();
    // And its b10 horse is on file 2.
    assert_eq!(
        black.parse_native("H2+3@e6").unwrap().to_string(),
        "b10c8,c8e6"
    );
    let error = start.parse_native("C2=5").unwrap_err();
    assert!(
        matches!(error, AnyError::Notation(AnyNotationError::Xiangqi(_))),
        "{error:?}"
    );
    assert_eq!(error.to_string(), "the turn needs '@' and a blocker square");
}

#[test]
fn a_turn_of_the_other_game_is_refused() {
    let chess = AnyPosition::start(GameKind::Chess);
    let mut xiangqi = AnyPosition::start(GameKind::Xiangqi);
    let turn: AnyTurn = chess.parse_coords("e2e4,e4e5").unwrap();
    let wrong = AnyError::WrongGame {
        expected: GameKind::Xiangqi,
        found: GameKind::Chess,
    };
    assert_eq!(xiangqi.play(turn), Err(wrong.clone()));
    assert_eq!(xiangqi.native(turn), Err(wrong.clone()));
    assert_eq!(xiangqi, AnyPosition::start(GameKind::Xiangqi));
    let mut game = AnyGame::new(xiangqi);
    assert_eq!(game.play(turn), Err(wrong));
    assert!(coords(game.history()).is_empty());
}

#[test]
fn outcomes_are_told_in_each_games_words() {
    // A king capture ends Duck Chess with no duck.
    let mut chess = AnyGame::new(position(QUEEN_TAKES));
    let turn = chess.play_native("Qxe8").unwrap();
    assert_eq!(turn.to_string(), "e1e8");
    let white_won = Outcome::decisive(Color::White, WinReason::RoyalCaptured);
    assert_eq!(chess.outcome(), Some(white_won));
    assert_eq!(chess.position().outcome(), Some(white_won));
    assert_eq!(
        chess.outcome_text().unwrap().to_string(),
        "White wins: the black king was captured (1-0)"
    );
    let error = chess.play_coords("e8d8,d8d1").unwrap_err();
    assert_eq!(error.to_string(), "the game is over");
    // The oracle's `fowled-white`: White has no move, and wins.
    let fowled = position("7k/8/8/8/p1p5/P*P5/PPP5/KB6 w - - 0 1");
    assert_eq!(fowled.count_turns(), 0);
    assert_eq!(
        fowled.outcome_text().unwrap().to_string(),
        "White wins: White has no legal turn (fowling) (1-0)"
    );
    // The flying general.
    let mut xiangqi = AnyGame::new(position(GENERALS_FACE));
    xiangqi.play_coords("e1e10").unwrap();
    assert_eq!(
        xiangqi.outcome_text().unwrap().to_string(),
        "Red wins: the black general was captured (1-0)"
    );
    // Black's general boxed in by the duck and its own cannon: Black has
    // no legal turn and loses.
    let stuck = position("3k*4/2PcP4/3P5/9/9/9/9/9/9/4K4 b - - 0 1");
    assert_eq!(
        stuck.outcome(),
        Some(Outcome::decisive(Color::RED, WinReason::NoLegalTurn))
    );
    assert_eq!(
        stuck.outcome_text().unwrap().to_string(),
        "Red wins: Black has no legal turn (1-0)"
    );
    // Duck Xiangqi's move limit is on from the start: the 120th turn
    // without a capture draws.
    let mut draw = AnyGame::new(position("4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 118 60"));
    draw.play_coords("e4e5,e5a5").unwrap();
    assert_eq!(draw.outcome(), None);
    draw.play_coords("e10e9,e9a6").unwrap();
    assert_eq!(
        draw.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::MoveLimit
        })
    );
    assert_eq!(
        draw.outcome_text().unwrap().to_string(),
        "draw by the move limit (1/2-1/2)"
    );
    // Duck Chess has no draw rules unless asked for.
    let mut chess = AnyGame::new(position("4k3/8/8/8/8/8/4P3/4K3 w - - 99 60"));
    chess.play_coords("e1d1,d1a1").unwrap();
    assert_eq!(chess.outcome(), None);
    chess.enable_standard_draws();
    assert_eq!(
        chess.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::MoveLimit
        })
    );
}

#[test]
fn pgn_round_trips_a_short_game_of_each() {
    let chess = "[Variant \"Duck Chess\"]\n\n1. e4@c6 e6@e2 2. d4@d6 *\n";
    let game = AnyGame::read_pgn(chess).unwrap();
    assert_eq!(game.kind(), GameKind::Chess);
    assert_eq!(
        coords(game.history()),
        ["e2e4,e4c6", "e7e6,e6e2", "d2d4,d4d6"]
    );
    let written = game.to_pgn();
    assert!(written.contains("[Variant \"Duck\"]\n"), "{written}");
    assert!(
        written.ends_with("\n\n1. e4@c6 e6@e2 2. d4@d6 *\n"),
        "{written}"
    );
    let again = AnyGame::read_pgn(&written).unwrap();
    assert_eq!(coords(again.history()), coords(game.history()));
    assert_eq!(again.to_pgn(), written);

    let xiangqi = "[Variant \"duck xiangqi\"]\n\n1. C2=5@e5 H8+7@d6 2. h1g3,g3e6 *\n";
    let game = AnyGame::read_pgn(xiangqi).unwrap();
    assert_eq!(game.kind(), GameKind::Xiangqi);
    assert_eq!(game.len(), 3);
    let written = game.to_pgn();
    assert!(
        written.contains("[Variant \"Duck Xiangqi\"]\n"),
        "{written}"
    );
    assert!(
        written.ends_with("\n\n1. C2=5@e5 H8+7@d6 2. H2+3@e6 *\n"),
        "{written}"
    );
    let again = AnyGame::read_pgn(&written).unwrap();
    assert_eq!(coords(again.history()), coords(game.history()));
    assert_eq!(again.to_pgn(), written);

    // A finished game from a set-up position keeps its FEN and result.
    let mut won = AnyGame::new(position(GENERALS_FACE));
    won.play_coords("e1e10").unwrap();
    let written = won.to_pgn();
    assert!(
        written.contains(&format!("[FEN \"{GENERALS_FACE}\"]")),
        "{written}"
    );
    assert!(written.contains("[Result \"1-0\"]"), "{written}");
    let again = AnyGame::read_pgn(&written).unwrap();
    assert_eq!(again.outcome(), won.outcome());
}

#[test]
fn pgn_games_are_told_by_variant_tag_then_fen_tag() {
    // The game's identifier in the Variant tag.
    let game = AnyGame::read_pgn("[Variant \"duck-xiangqi\"]\n\n1. C2=5@e5 *\n").unwrap();
    assert_eq!(game.kind(), GameKind::Xiangqi);
    // No Variant tag: the FEN tag's board.
    let text = format!("[SetUp \"1\"]\n[FEN \"{GENERALS_FACE}\"]\n\n1. e1e10 1-0\n");
    let game = AnyGame::read_pgn(&text).unwrap();
    assert_eq!(game.kind(), GameKind::Xiangqi);
    assert_eq!(coords(game.history()), ["e1e10"]);
    // Neither: Duck Chess.
    let game = AnyGame::read_pgn("1. e4@e5 *\n").unwrap();
    assert_eq!(game.kind(), GameKind::Chess);
    // Errors.
    let unknown = AnyGame::read_pgn("[Variant \"Crazyhouse\"]\n\n1. e4 *\n").unwrap_err();
    let text = unknown.to_string();
    assert!(
        text.starts_with("game 1: unknown game \"Crazyhouse\": expected Duck Chess")
            && text.contains("Duck Xiangqi"),
        "{text}"
    );
    assert_eq!(AnyGame::read_pgn("  \n").unwrap_err(), AnyError::NoPgnGame);
    let bad = AnyGame::read_pgn("1. e4@c6 e4@e2 *\n").unwrap_err();
    assert!(
        matches!(bad, AnyError::Replay(AnyReplayError::Chess(_))),
        "{bad:?}"
    );
    assert_eq!(
        bad.to_string(),
        "game 1, turn 2 (1... e4@e2): no legal move fits"
    );
    let bad_fen = AnyGame::read_pgn("[FEN \"9/9/9 w - - 0 1\"]\n\n*\n").unwrap_err();
    assert!(
        matches!(bad_fen, AnyError::PgnGame { game: 1, .. }),
        "{bad_fen:?}"
    );
}

#[test]
fn pgn_texts_of_several_games_mix_both_games_and_keep_going_past_a_bad_one() {
    let text = "[Variant \"Duck Xiangqi\"]\n\n1. C2=5@e5 *\n\n\
                [Variant \"Duck Chess\"]\n\n1. e4@c6 e4@e2 *\n\n\
                [Variant \"Duck\"]\n\n1. e4@e5 *\n";
    let games: Vec<_> = AnyGame::read_pgn_games(text).collect();
    assert_eq!(games.len(), 3);
    assert_eq!(coords(games[0].as_ref().unwrap().history()), ["h3e3,e3e5"]);
    let bad = games[1].as_ref().unwrap_err();
    assert_eq!(
        bad.to_string(),
        "game 2, turn 2 (1... e4@e2): no legal move fits"
    );
    assert_eq!(coords(games[2].as_ref().unwrap().history()), ["e2e4,e4e5"]);
}

#[test]
fn error_messages_are_words_not_debug_forms() {
    let chess = AnyPosition::start(GameKind::Chess);
    let xiangqi = AnyPosition::start(GameKind::Xiangqi);
    let errors: Vec<AnyError> = vec![
        AnyPosition::from_fen("").unwrap_err(),
        AnyPosition::from_fen("x").unwrap_err(),
        AnyPosition::from_fen("8/8/8/8/8/8/8/8/8 w").unwrap_err(),
        AnyPosition::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x").unwrap_err(),
        AnyPosition::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN? w").unwrap_err(),
        AnyPosition::from_fen_as(GameKind::Xiangqi, CHESS_START).unwrap_err(),
        chess.parse_coords("").unwrap_err(),
        chess.parse_coords("e2").unwrap_err(),
        chess.parse_coords("e2e4;").unwrap_err(),
        chess.parse_coords("e2e4").unwrap_err(),
        chess.parse_coords("e2e9,e9e5").unwrap_err(),
        chess.parse_native("").unwrap_err(),
        chess.parse_native("e4@").unwrap_err(),
        chess.parse_native("Z").unwrap_err(),
        xiangqi.parse_native("").unwrap_err(),
        xiangqi.parse_native("X8+7@d6").unwrap_err(),
        xiangqi.parse_coords("a10a9").unwrap_err(),
        xiangqi.to_native("j1j2,j2j3").unwrap_err(),
        "go".parse::<GameKind>().unwrap_err().into(),
        AnyGame::read_pgn("1. e4@c6 {").unwrap_err(),
        AnyGame::read_pgn("[Variant \"Duck\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n")
            .unwrap_err(),
    ];
    for error in errors {
        let text = error.to_string();
        assert!(!text.is_empty(), "{error:?}");
        for debug in ["Some(", "None", "Err(", "Ok("] {
            assert!(!text.contains(debug), "{text:?} ({error:?})");
        }
    }
}

#[cfg(feature = "serde")]
mod serde {
    use super::*;

    #[test]
    fn positions_are_the_game_and_the_fen() {
        let start = AnyPosition::start(GameKind::Xiangqi);
        let json = serde_json::to_string(&start).unwrap();
        assert_eq!(
            json,
            format!(r#"{{"game":"duck-xiangqi","fen":"{XIANGQI_START}"}}"#)
        );
        assert_eq!(serde_json::from_str::<AnyPosition>(&json).unwrap(), start);
        let chess = position(QUEEN_TAKES);
        let json = serde_json::to_string(&chess).unwrap();
        assert_eq!(
            json,
            format!(r#"{{"game":"duck-chess","fen":"{QUEEN_TAKES}"}}"#)
        );
        assert_eq!(serde_json::from_str::<AnyPosition>(&json).unwrap(), chess);
        // A name in another spelling.
        let named = format!(r#"{{"game":"Duck Chess","fen":"{CHESS_START}"}}"#);
        let read: AnyPosition = serde_json::from_str(&named).unwrap();
        assert_eq!(read, AnyPosition::start(GameKind::Chess));
        // The FEN must be that game's.
        let wrong = format!(r#"{{"game":"duck-chess","fen":"{XIANGQI_START}"}}"#);
        let error = serde_json::from_str::<AnyPosition>(&wrong)
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("bad \"fen\": this is Duck Chess, but the input is for Duck Xiangqi"),
            "{error}"
        );
        for bad in [
            format!(r#"{{"fen":"{CHESS_START}"}}"#),
            format!(r#"{{"game":"go","fen":"{CHESS_START}"}}"#),
            format!(r#"{{"game":"duck-chess","fen":"{CHESS_START}","extra":1}}"#),
            r#"{"game":"duck-chess","fen":"8/8/8/8/8/8/8/8 w - - 0 1"}"#.to_string(),
        ] {
            assert!(serde_json::from_str::<AnyPosition>(&bad).is_err(), "{bad}");
        }
        assert_eq!(
            serde_json::to_string(&GameKind::Chess).unwrap(),
            r#""duck-chess""#
        );
        assert_eq!(
            serde_json::from_str::<GameKind>(r#""Duck Xiangqi""#).unwrap(),
            GameKind::Xiangqi
        );
    }

    #[test]
    fn games_are_the_game_and_its_record() {
        let mut game = AnyGame::new(AnyPosition::start(GameKind::Xiangqi));
        game.play_native("C2=5@e5").unwrap();
        let json = serde_json::to_string(&game).unwrap();
        assert_eq!(
            json,
            format!(
                r#"{{"game":"duck-xiangqi","fen":"{XIANGQI_START}","turns":["h3e3,e3e5"],"result":null}}"#
            )
        );
        let back: AnyGame = serde_json::from_str(&json).unwrap();
        assert_eq!(back.kind(), GameKind::Xiangqi);
        assert_eq!(coords(back.history()), coords(game.history()));
        assert_eq!(back.position(), game.position());

        let mut won = AnyGame::new(position(QUEEN_TAKES));
        won.play_coords("e1e8").unwrap();
        let json = serde_json::to_string(&won).unwrap();
        assert_eq!(
            json,
            format!(
                r#"{{"game":"duck-chess","fen":"{QUEEN_TAKES}","turns":["e1e8"],"result":{{"decisive":{{"winner":"white","reason":"royal_captured"}}}}}}"#
            )
        );
        let back: AnyGame = serde_json::from_str(&json).unwrap();
        assert_eq!(back.outcome(), won.outcome());

        // The turns are replayed in the named game.
        let illegal =
            format!(r#"{{"game":"duck-chess","fen":"{CHESS_START}","turns":["e2e5,e5e6"]}}"#);
        let error = serde_json::from_str::<AnyGame>(&illegal)
            .unwrap_err()
            .to_string();
        assert!(error.contains("turn 1 (e2e5,e5e6)"), "{error}");
        let wrong = format!(r#"{{"game":"duck-xiangqi","fen":"{CHESS_START}","turns":[]}}"#);
        assert!(serde_json::from_str::<AnyGame>(&wrong).is_err());
        let untagged = format!(r#"{{"fen":"{CHESS_START}","turns":[]}}"#);
        assert!(serde_json::from_str::<AnyGame>(&untagged).is_err());
    }
}

/// `perft_with`, the one checked count: the oracle's Duck Chess perft(3)
/// from the start (duck-chess.perft), 249,921,262.
#[test]
fn a_checked_count_agrees_with_the_oracle_and_stops_when_told() {
    use duck_variants::any::perft_request;
    use duck_variants::core::perft::{PerftError, PerftOptions, StopReason};

    let start = AnyPosition::start(GameKind::Chess);
    for hash_mb in [0, 1] {
        for threads in [1, 2] {
            let options = |max_nodes| PerftOptions {
                max_nodes: Some(max_nodes),
                ..perft_request(3, threads, hash_mb, None, None).unwrap()
            };
            assert_eq!(start.perft_with(options(249_921_262)), Ok(249_921_262));
            assert_eq!(
                start.perft_with(options(249_921_261)),
                Err(PerftError::Stopped(StopReason::NodeLimit))
            );
        }
    }
    assert_eq!(
        start.perft_with(PerftOptions::new(65)),
        Err(PerftError::DepthTooLarge { depth: 65, max: 64 })
    );
    for seconds in [-1.0, f64::NAN, f64::NEG_INFINITY] {
        assert_eq!(
            perft_request(1, 1, 0, None, Some(seconds)).unwrap_err(),
            PerftError::TimeLimit
        );
    }
    // A time past any clock is no limit; a table past the machine is
    // refused when the count begins.
    let forever = perft_request(1, 1, 0, None, Some(f64::INFINITY)).unwrap();
    assert_eq!(start.perft_with(forever), Ok(640));
    let huge = perft_request(1, 1, u64::MAX, None, None).unwrap();
    assert!(matches!(start.perft_with(huge), Err(PerftError::Table(_))));
    // The caller's check, asked at the start and after each subtree on
    // one thread, and by the calling thread on two.
    for threads in [1, 2] {
        let mut checks = 0;
        let mut stop_third = || {
            checks += 1;
            (checks == 3).then_some(StopReason::TimeLimit)
        };
        let options = PerftOptions {
            threads,
            check: Some(&mut stop_third),
            ..PerftOptions::new(3)
        };
        assert_eq!(
            start.perft_with(options),
            Err(PerftError::Stopped(StopReason::TimeLimit))
        );
        assert_eq!(checks, 3, "on {threads} threads");
    }
}

/// A new repetition key, set midway, keeps the counts: Duck Xiangqi's
/// threefold repetition (horses out and back, the ducks on a5 and a6, as
/// in the game crate's rules test) is a draw on the third occurrence.
#[test]
fn a_new_repetition_key_keeps_the_counts() {
    let mut game = AnyGame::new(AnyPosition::start(GameKind::Xiangqi));
    let cycle = ["h1g3,g3a5", "h10g8,g8a6", "g3h1,h1a5", "g8h10,h10a6"];
    for text in cycle {
        game.play_coords(text).unwrap();
    }
    game.set_repetition_key(duck_variants::core::RepetitionKey::new(7, 11));
    for text in cycle {
        game.play_coords(text).unwrap();
        assert_eq!(game.outcome(), None, "after {text}");
    }
    game.set_repetition_key(duck_variants::core::RepetitionKey::new(13, 17));
    game.play_coords(cycle[0]).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
}

/// Issue 32, row 8: a sequence played all or none. A refused turn in the
/// middle leaves the game exactly as it was (FEN, history, PGN, and the
/// draw rules' counts: Duck Xiangqi keeps them), and the error names the
/// turn by its place and text.
#[test]
fn a_refused_sequence_changes_nothing() {
    for (kind, before, good, bad) in [
        (
            GameKind::Chess,
            ["b1c3,c3c4", "b8c6,c6c5"],
            ["e2e4,e4e5", "g8f6,f6e3"],
            "e1e8", // not a legal turn here
        ),
        (
            GameKind::Xiangqi,
            ["b1c3,c3d5", "b10c8,c8d6"],
            ["h3e3,e3e5", "h8e8,e8e6"],
            "a1a9,a9a8",
        ),
    ] {
        let mut game = AnyGame::new(AnyPosition::start(kind));
        for text in before {
            game.play_coords(text).unwrap();
        }
        let (fen, pgn, len) = (game.position().fen(), game.to_pgn(), game.len());
        let texts = [good[0], good[1], bad, "a1a2,a2a3"];
        let error = game.play_all(texts, AnyGame::play_coords).unwrap_err();
        let AnyError::Sequence { index, text, error } = &error else {
            panic!("{kind:?}: {error:?}");
        };
        assert_eq!((*index, text.as_str()), (2, bad), "{kind:?}");
        assert!(matches!(**error, AnyError::Coords(_)), "{error:?}");
        let message = AnyError::Sequence {
            index: 2,
            text: bad.to_string(),
            error: error.clone(),
        }
        .to_string();
        assert!(
            message.starts_with(&format!("turn 3 of the sequence, \"{bad}\", was refused")),
            "{message}"
        );
        assert_eq!(
            (game.position().fen(), game.to_pgn(), game.len()),
            (fen.clone(), pgn.clone(), len),
            "{kind:?}"
        );
        // The good turns then play as one sequence, and again.
        assert_eq!(game.play_all(good, AnyGame::play_coords), Ok(2));
        assert_eq!(game.len(), len + 2);
        assert_eq!(game.play_all([], AnyGame::play_coords), Ok(0));
    }
}

/// A sequence that ends the game before its last turn: the turn after the
/// end is refused, and the game is taken back to before the sequence (not
/// over any more).
#[test]
fn a_sequence_past_the_end_of_the_game_changes_nothing() {
    let mut game = AnyGame::new(position(QUEEN_TAKES));
    let error = game
        .play_all(["Qxe8", "Ke7@e6"], AnyGame::play_native)
        .unwrap_err();
    assert!(
        matches!(&error, AnyError::Sequence { index: 1, text, .. } if text == "Ke7@e6"),
        "{error:?}"
    );
    assert_eq!((game.len(), game.outcome()), (0, None));
    assert_eq!(game.position().fen(), QUEEN_TAKES);
}

/// The draw a player could claim, against a count made here from the FENs
/// of the game (the board, side, castling and en passant fields name a
/// position; the halfmove clock says where the positions that can recur
/// begin): a repetition when the position has occurred three times since
/// the clock was last 0, the move limit once the clock is at 100. A walk
/// of king shuffles (between d and e) with now and then a pawn move (which
/// resets the clock), the duck on three squares, so that positions recur often; then
/// the clock runs past the limit.
#[test]
fn the_claimable_draw_agrees_with_a_count_of_the_fens() {
    let mut game = AnyGame::new(position("4k3/p7/8/8/8/8/P7/4K2* w - - 0 1"));
    let key = |fen: &str| fen.split(' ').take(4).collect::<Vec<_>>().join(" ");
    let clock = |fen: &str| fen.split(' ').nth(4).unwrap().parse::<u32>().unwrap();
    let mut fens = vec![game.position().fen()];
    let mut state = 7u64;
    let (mut repetitions, mut limits) = (0, 0);
    for ply in 0..600 {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let pawn = (state >> 59) == 0; // one in 32
        let turns: Vec<String> = game
            .position()
            .legal_turns()
            .iter()
            .map(|t| t.to_string())
            .filter(|t| {
                let (from, duck) = (&t[..2], &t[t.len() - 2..]);
                let king = !from.starts_with('a');
                ["h3", "h4", "h5"].contains(&duck)
                    && if pawn {
                        !king
                    } else {
                        king && ["d1", "e1", "d8", "e8"].contains(&&t[2..4])
                    }
            })
            .collect();
        let turns = if turns.is_empty() && pawn {
            // The pawns are blocked: a king move then.
            continue;
        } else {
            turns
        };
        assert!(!turns.is_empty(), "ply {ply}: no turn to play");
        let turn = &turns[(state >> 20) as usize % turns.len()];
        game.play_coords(turn).unwrap();
        let fen = game.position().fen();
        fens.push(fen.clone());
        let start = fens.iter().rposition(|f| clock(f) == 0).unwrap_or(0);
        let count = fens[start..].iter().filter(|f| key(f) == key(&fen)).count();
        let expected = if clock(&fen) >= 100 {
            limits += 1;
            Some(DrawReason::MoveLimit)
        } else if count >= 3 {
            repetitions += 1;
            Some(DrawReason::Repetition)
        } else {
            None
        };
        assert_eq!(game.claimable_draw(), expected, "ply {ply}: {fen}");
    }
    assert!(
        repetitions > 50 && limits > 50,
        "the walk reached {repetitions} repetitions and {limits} move limits"
    );
}
