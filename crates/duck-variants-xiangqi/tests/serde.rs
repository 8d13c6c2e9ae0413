//! JSON round trips of the Duck Xiangqi serde forms (feature `serde`):
//! roles and pieces as FEN letters, coordinate turns with two-digit ranks,
//! and whole games in coordinate notation, replayed on input with both draw
//! rules, which a record cannot change. (What both games share, positions
//! as FEN and malformed records, is checked for both in the workspace's
//! `tests/serde_games.rs`.)

use duck_variants_core::CoordTurn;
use duck_variants_core::FromSetup;
use duck_variants_core::Variant;
use duck_variants_testkit::{check_same_game, play_texts};
use duck_variants_xiangqi::{
    Color, DrawReason, DrawRules, Game, Geometry, Outcome, Piece, Position, Role, Rules, WinReason,
};

duck_variants_testkit::json_test_support!();

#[test]
fn fen_aliases_are_read_and_written_as_n_and_b() {
    assert_eq!(from_json::<Role>("\"h\""), Role::Horse);
    assert_eq!(from_json::<Role>("\"e\""), Role::Elephant);
    assert_eq!(to_json(&from_json::<Piece>("\"H\"")), "\"N\"");
}

#[test]
fn coordinate_turns_use_two_digit_ranks() {
    let turn: CoordTurn<Geometry> = from_json("\"a10a9,a9e5\"");
    assert_eq!(to_json(&turn), "\"a10a9,a9e5\"");
    rejects::<CoordTurn<Geometry>>("\"a11a9,a9e5\"", "not on this board");
    rejects::<CoordTurn<Geometry>>("\"j1j2,j2a1\"", "not on this board");
}

#[test]
fn a_game_round_trips_in_coordinate_notation() {
    let mut game = Game::new(Position::start());
    let turns = ["h3e3,e3e5", "a10a9,a9e6", "b3b10,b10e5", "a9d9,d9a10"];
    play_texts(&mut game, &turns, Position::parse_coords);
    let json = to_json(&game);
    assert_eq!(
        json,
        r#"{"fen":"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1","turns":["h3e3,e3e5","a10a9,a9e6","b3b10,b10e5","a9d9,d9a10"],"result":null}"#
    );
    let back: Game = from_json(&json);
    check_same_game(&back, &game).unwrap();
    // Xiangqi applies both draw rules by default, so none are written.
    assert_eq!(back.draw_rules(), Position::DEFAULT_DRAW_RULES);
}

#[test]
fn finished_games_record_their_result() {
    // The flying general: one turn, no duck, Red wins.
    let facing = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    let mut game = Game::new(facing.parse().unwrap());
    play_texts(&mut game, &["e1e10"], Position::parse_coords);
    let json = to_json(&game);
    assert_eq!(
        json,
        format!(
            r#"{{"fen":"{facing}","turns":["e1e10"],"result":{{"decisive":{{"winner":"white","reason":"royal_captured"}}}}}}"#
        )
    );
    check_same_game(&from_json(&json), &game).unwrap();
    rejects::<Game>(
        &format!(r#"{{"fen":"{facing}","turns":["e1e10","e10e9,e9e5"]}}"#),
        "turn 2 (e10e9,e9e5): the game is over",
    );

    // Black's general steps aside, the duck fills its last point, and the
    // cannon is walled in: Black has no legal turn and loses.
    let start = "3k5/2PcP4/3P5/9/9/9/9/9/9/4K4 w - - 0 1";
    let mut game = Game::new(start.parse().unwrap());
    play_texts(&mut game, &["e1f1,f1e10"], Position::parse_coords);
    assert_eq!(
        game.outcome(),
        Some(Outcome::decisive(Color::RED, WinReason::NoLegalTurn))
    );
    let json = to_json(&game);
    assert!(
        json.ends_with(r#""result":{"decisive":{"winner":"white","reason":"no_legal_turn"}}}"#),
        "{json}"
    );
    check_same_game(&from_json(&json), &game).unwrap();

    // Sixty moves each without a capture: the clock reaches 120.
    let late = "4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 118 60";
    let mut game = Game::new(late.parse().unwrap());
    play_texts(
        &mut game,
        &["e4e5,e5a5", "e10e9,e9a6"],
        Position::parse_coords,
    );
    let json = to_json(&game);
    assert!(
        json.ends_with(r#""result":{"draw":{"reason":"move_limit"}}}"#),
        "{json}"
    );
    check_same_game(&from_json(&json), &game).unwrap();
    // The draw rules are part of Duck Xiangqi (RULES.md): a record cannot
    // switch them off to keep the game going.
    let off = json.replace(
        r#""result":{"draw":{"reason":"move_limit"}}"#,
        r#""result":null,"draw_rules":{"repetitions":null,"move_limit":null}"#,
    );
    rejects::<Game>(&off, "which a record cannot change");
    // A game made in code may still switch them off; its record then says
    // so, and reads back only as the error above. The move limit binds the
    // position itself (RULES.md: a position at 120 has no turns), so that
    // game ends there all the same.
    let mut relaxed = Game::with_draw_rules(late.parse().unwrap(), DrawRules::NONE);
    play_texts(
        &mut relaxed,
        &["e4e5,e5a5", "e10e9,e9a6"],
        Position::parse_coords,
    );
    assert_eq!(
        relaxed.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::MoveLimit
        })
    );
    let relaxed_json = to_json(&relaxed);
    assert!(
        relaxed_json.contains(r#""draw_rules":{"repetitions":null,"move_limit":null}"#),
        "{relaxed_json}"
    );
    rejects::<Game>(&relaxed_json, "which a record cannot change");
    // And a record that claims a draw the rules do not give is rejected.
    rejects::<Game>(
        &format!(
            r#"{{"fen":"{late}","turns":["e4e5,e5a5"],"result":{{"draw":{{"reason":"repetition"}}}}}}"#
        ),
        "\"result\" is 1/2-1/2",
    );
}

/// Issue 11 (RULES.md): Duck Xiangqi's draw rules are part of the game; a
/// record cannot switch them off or change them.
#[test]
fn records_cannot_turn_the_draw_rules_off() {
    let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let record = |rules: &str| format!(r#"{{"fen":"{fen}","turns":[],"draw_rules":{rules}}}"#);
    for rules in [
        r#"{"repetitions":null,"move_limit":null}"#,
        r#"{"repetitions":3,"move_limit":null}"#,
        r#"{"repetitions":null,"move_limit":120}"#,
        r#"{"repetitions":4,"move_limit":120}"#,
    ] {
        rejects::<Game>(&record(rules), "which a record cannot change");
    }
    let game: Game = from_json(&record(r#"{"repetitions":3,"move_limit":120}"#));
    assert_eq!(
        game.draw_rules(),
        Game::new(game.position().to_owned()).draw_rules()
    );
}
