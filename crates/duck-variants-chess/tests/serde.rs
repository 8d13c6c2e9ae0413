//! JSON round trips of the Duck Chess serde forms (feature `serde`): roles
//! and pieces as FEN letters, SAN, and whole games in coordinate notation
//! and in SAN, replayed on input, with results and draw rules. Malformed
//! JSON gives an error that names the problem, never a panic. (What both
//! games share, positions as FEN and malformed records, is checked for both
//! in the workspace's `tests/serde_games.rs`.)

use duck_variants_chess::{
    Color, DrawReason, DrawRules, Game, Outcome, Position, San, WinReason, san_game,
};
use duck_variants_core::FromSetup;
use duck_variants_core::pgn::PgnReader;
use duck_variants_testkit::{check_same_game, play_texts};
use serde::{Deserialize, Serialize};

const PGN: &str = include_str!("data/schemingmind-744871.pgn");

duck_variants_testkit::json_test_support!();

/// The real game of the oracle, played from its SAN.
fn real_game() -> Game {
    let pgn = PgnReader::new(PGN).next().unwrap().unwrap();
    let mut game = Game::new(Position::start());
    for mv in &pgn.moves {
        let turn = game.position().parse_san(&mv.text).unwrap();
        game.play(turn).unwrap();
    }
    game
}

#[test]
fn san_round_trips_for_every_turn_of_the_real_game() {
    let game = real_game();
    let sans = san_game::sans(&game);
    assert_eq!(sans.len(), 26);
    let json = to_json(&sans);
    assert!(
        json.starts_with(r#"["e4@c6","e6@e2","d4@d6","Nf6@e2""#),
        "{json}"
    );
    assert!(json.ends_with(r#""Kc2@d4","O-O@e2"]"#), "{json}");
    let back: Vec<San> = from_json(&json);
    assert_eq!(back, sans);
    for text in [
        "e8=Q@a1", "Qxe8", "O-O-O@f3", "Red1@d3", "exd6@d5", "R1a3@h8",
    ] {
        let san: San = text.parse().unwrap();
        assert_eq!(to_json(&san), format!("\"{text}\""));
        assert_eq!(from_json::<San>(&to_json(&san)), san);
    }
    // Annotations are accepted on input and not written back.
    assert_eq!(to_json(&from_json::<San>("\"Qxe8#\"")), "\"Qxe8\"");
}

#[test]
fn malformed_san_is_an_error() {
    rejects::<San>("\"\"", "empty SAN");
    rejects::<San>("\"e9@d5\"", "expected a destination square");
    rejects::<San>("\"e4@z9\"", "expected a duck square");
    rejects::<San>("\"Kxe4x\"", "expected a destination square");
    rejects::<San>("[\"e4@d5\"]", "invalid type");
    rejects::<San>("{\"san\":\"e4\"}", "invalid type");
}

#[test]
fn a_game_round_trips_in_coordinate_notation() {
    let game = real_game();
    let json = to_json(&game);
    assert!(
        json.starts_with(
            r#"{"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","turns":["e2e4,e4c6","e7e6,e6e2""#
        ),
        "{json}"
    );
    // Black's castling is the king's move, e8g8.
    assert!(
        json.ends_with(r#""d1c2,c2d4","e8g8,g8e2"],"result":null}"#),
        "{json}"
    );
    let back: Game = from_json(&json);
    check_same_game(&back, &game).unwrap();
}

#[test]
fn a_game_round_trips_in_san() {
    #[derive(Serialize, Deserialize)]
    struct Saved {
        #[serde(with = "san_game")]
        game: Game,
    }
    let game = real_game();
    let json = to_json(&Saved { game: game.clone() });
    assert!(
        json.contains(r#""turns":["e4@c6","e6@e2","d4@d6""#),
        "{json}"
    );
    let back: Saved = from_json(&json);
    check_same_game(&back.game, &game).unwrap();

    // Replaying SAN checks it: an illegal or ambiguous move names its turn.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    rejects::<Saved>(
        &format!(r#"{{"game":{{"fen":"{fen}","turns":["e4@e5","e5@e6"]}}}}"#),
        "turn 2 (e5@e6): no legal move fits",
    );
    rejects::<Saved>(
        &format!(r#"{{"game":{{"fen":"{fen}","turns":["e4"]}}}}"#),
        "turn 1 (e4): the turn needs '@' and a blocker square",
    );
    rejects::<Saved>(
        &format!(r#"{{"game":{{"fen":"{fen}","turns":["e4@e4"]}}}}"#),
        "turn 1 (e4@e4): the blocker cannot go to that square",
    );
    rejects::<Saved>(
        r#"{"game":{"fen":"4k3/8/8/8/8/8/4N3/4K2N w - - 0 1","turns":["Ng3@a8"]}}"#,
        "turn 1 (Ng3@a8): more than one legal move fits",
    );
    rejects::<Saved>(
        &format!(r#"{{"game":{{"fen":"{fen}","turns":["e4@@"]}}}}"#),
        "expected a duck square",
    );
}

#[test]
fn a_finished_game_records_its_result() {
    // The queen captures the king: one turn, no duck, White wins.
    let start: Position = "4k3/8/8/8/8/8/8/4QK2 w - - 0 1".parse().unwrap();
    let mut game = Game::new(start);
    play_texts(&mut game, &["Qxe8"], Position::parse_san);
    let json = to_json(&game);
    assert_eq!(
        json,
        r#"{"fen":"4k3/8/8/8/8/8/8/4QK2 w - - 0 1","turns":["e1e8"],"result":{"decisive":{"winner":"white","reason":"royal_captured"}}}"#
    );
    let back: Game = from_json(&json);
    check_same_game(&back, &game).unwrap();
    assert_eq!(
        back.outcome(),
        Some(Outcome::decisive(Color::White, WinReason::RoyalCaptured))
    );
    // A turn after the end is rejected.
    rejects::<Game>(
        r#"{"fen":"4k3/8/8/8/8/8/8/4QK2 w - - 0 1","turns":["e1e8","f1f2,f2f3"]}"#,
        "turn 2 (f1f2,f2f3): the game is over",
    );

    // Black's king steps aside and the duck takes White's last square:
    // White has no legal move and wins by the fowling rule.
    let start: Position = "7k/8/8/8/p1p5/P1P5/PPP5/KB6 b - - 0 1".parse().unwrap();
    let mut game = Game::new(start);
    play_texts(&mut game, &["Kg8@b3"], Position::parse_san);
    let json = to_json(&game);
    assert!(
        json.ends_with(
            r#""turns":["h8g8,g8b3"],"result":{"decisive":{"winner":"white","reason":"no_legal_turn"}}}"#
        ),
        "{json}"
    );
    check_same_game(&from_json(&json), &game).unwrap();
}

#[test]
fn draw_rules_travel_with_the_game() {
    // Knights out and back with the duck on d4 and d5: the position after
    // turn 1 recurs after turns 5 and 9.
    let shuffle = ["Nf3@d4", "Nf6@d5", "Ng1@d4", "Ng8@d5"];
    let mut game = Game::new(Position::start());
    game.enable_standard_draws();
    for i in 0..9 {
        play_texts(&mut game, &[shuffle[i % 4]], Position::parse_san);
    }
    let draw = Some(Outcome::Draw {
        reason: DrawReason::Repetition,
    });
    assert_eq!(game.outcome(), draw);
    let json = to_json(&game);
    assert!(
        json.ends_with(
            r#""result":{"draw":{"reason":"repetition"}},"draw_rules":{"repetitions":3,"move_limit":100}}"#
        ),
        "{json}"
    );
    let back: Game = from_json(&json);
    check_same_game(&back, &game).unwrap();
    assert_eq!(back.outcome(), draw);

    // Without the draw rules the same turns do not end the game, so the
    // recorded result no longer matches the replay.
    let without: String = json.replace(r#","draw_rules":{"repetitions":3,"move_limit":100}"#, "");
    rejects::<Game>(&without, "but the replayed game is not over");
    let relaxed: Game = from_json(&without.replace(
        r#""result":{"draw":{"reason":"repetition"}}"#,
        r#""result":null"#,
    ));
    assert_eq!(relaxed.draw_rules(), DrawRules::NONE);
    assert_eq!(relaxed.outcome(), None);
}

/// Issue 11: a record's draw rules are validated (RULES.md: a repetition
/// count below 2 or a move limit of 0 would end the game at once) and
/// unknown fields are refused.
#[test]
fn record_draw_rules_are_validated() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let record = |rules: &str| format!(r#"{{"fen":"{fen}","turns":[],"draw_rules":{rules}}}"#);
    rejects::<Game>(
        &record(r#"{"repetitions":1,"move_limit":null}"#),
        "\"repetitions\" must be at least 2",
    );
    rejects::<Game>(
        &record(r#"{"repetitions":0,"move_limit":null}"#),
        "\"repetitions\" must be at least 2",
    );
    rejects::<Game>(
        &record(r#"{"repetitions":null,"move_limit":0}"#),
        "\"move_limit\" must be at least 1",
    );
    rejects::<Game>(
        &record(r#"{"repetitions":3,"move_limit":100,"fifty":true}"#),
        "unknown field `fifty`",
    );
    rejects::<Game>(
        &format!(r#"{{"fen":"{fen}","turns":[],"draw_rule":null}}"#),
        "unknown field `draw_rule`",
    );
    let game: Game = from_json(&record(r#"{"repetitions":2,"move_limit":1}"#));
    assert_eq!(
        game.draw_rules(),
        DrawRules {
            repetitions: Some(2),
            move_limit: Some(1)
        }
    );
}
