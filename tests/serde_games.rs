//! The serde forms both games share, checked once over each game's data:
//! roles and pieces as FEN letters, the positions of each perft suite round trip as FEN text, malformed or
//! invalid FEN is an error that names the problem (while the same text may
//! still be a valid setup), and game records with malformed fields, turns
//! or results are refused with the field or turn named. The forms each
//! game has alone (SAN, Xiangqi's draw rules) stay in the game's own
//! `tests/serde.rs`.

use std::fmt::Display;

use duck_variants_core::{FromSetup, Game, Outcome, Piece, Role, Rules, SetupOf};
use duck_variants_testkit::{
    check_same_game, check_serde_role_letters, check_serde_suite_positions,
};
use serde::Serialize;
use serde::de::DeserializeOwned;

use duck_variants_chess as chess;
use duck_variants_xiangqi as xiangqi;

duck_variants_testkit::json_test_support!();

/// One game's data for the shared checks.
struct Case {
    /// The FEN letter of each role, in the role's order.
    role_letters: &'static [&'static str],
    /// JSON texts that are no role, and no piece, each with a word of the
    /// error.
    bad_roles: &'static [(&'static str, &'static str)],
    bad_pieces: &'static [(&'static str, &'static str)],
    /// The game's perft suite.
    suite: &'static str,
    /// The start FEN, as the start position is written.
    start: &'static str,
    /// JSON texts that are no position, each with a word of the error.
    bad_fens: &'static [(&'static str, &'static str)],
    /// Well-formed FEN that is no valid position, but a valid setup, with a
    /// word of the position's error.
    invalid: (&'static str, &'static str),
    /// Turns that the start position refuses in a record, each with the
    /// message that names the turn.
    bad_turns: &'static [(&'static str, &'static str)],
}

const CHESS: Case = Case {
    role_letters: &["p", "n", "b", "r", "q", "k"],
    bad_roles: &[
        ("\"N\"", "not a lowercase FEN piece letter"),
        ("\"x\"", "not a lowercase FEN piece letter"),
        ("\"knight\"", "invalid value"),
        ("\"\"", "invalid value"),
        ("1", "invalid type"),
    ],
    bad_pieces: &[
        ("\"*\"", "not a FEN piece letter"),
        ("\"c\"", "not a FEN piece letter"),
    ],
    suite: include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft"),
    start: chess::START_FEN,
    bad_fens: &[
        ("\"\"", "empty FEN"),
        (
            "\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1\"",
            "ranks",
        ),
        ("\"4k3/8/8/8/8/8/8/4K3 x - - 0 1\"", "bad side to move"),
        ("42", "invalid type"),
        ("null", "invalid type"),
        ("\"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "EOF"),
    ],
    // Two white kings.
    invalid: ("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "king"),
    bad_turns: &[
        (
            r#"["e2e4,e4e5","e7e5,e5e6"]"#,
            "turn 2 (e7e5,e5e6): the piece move is not legal here",
        ),
        (
            r#"["e2e4,e5e6"]"#,
            "turn 1 (e2e4,e5e6): the part after the comma must repeat",
        ),
        (
            r#"["e2e4"]"#,
            "turn 1 (e2e4): the turn needs a blocker square",
        ),
        (r#"["e2e4,"]"#, "bad square"),
        (r#"[17]"#, "invalid type"),
        (r#""e2e4""#, "invalid type"),
    ],
};

const XIANGQI: Case = Case {
    role_letters: &["k", "a", "b", "n", "r", "c", "p"],
    bad_roles: &[
        ("\"q\"", "not a lowercase FEN piece letter"),
        ("\"C\"", "not a lowercase FEN piece letter"),
        ("\"chariot\"", "invalid value"),
    ],
    bad_pieces: &[("\"*\"", "not a FEN piece letter"), ("[]", "invalid type")],
    suite: include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft"),
    start: xiangqi::START_FEN,
    bad_fens: &[
        ("\"\"", "empty FEN"),
        // Eight files on a rank of a nine-file board.
        ("\"4k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1\"", "rank 10"),
        ("true", "invalid type"),
    ],
    // The red general outside its palace.
    invalid: ("4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1", "palace"),
    bad_turns: &[
        (
            r#"["h3e3,e3e5","h3e3,e3e6"]"#,
            "turn 2 (h3e3,e3e6): the piece move is not legal here",
        ),
        (
            r#"["h3e3,e3e4"]"#,
            "turn 1 (h3e3,e3e4): the blocker cannot go to that square",
        ),
        (r#"["h3e3,e3"]"#, "bad square"),
        (r#"null"#, "invalid type"),
    ],
};

/// Roles and pieces are their FEN letters (uppercase for the first
/// player's pieces).
fn check_roles<Ro>(case: &Case)
where
    Ro: Role + Serialize + DeserializeOwned,
    Piece<Ro>: Serialize + DeserializeOwned,
{
    check_serde_role_letters::<Json, Ro>(case.role_letters).unwrap();
    for (json, needle) in case.bad_roles {
        rejects::<Ro>(json, needle);
    }
    for (json, needle) in case.bad_pieces {
        rejects::<Piece<Ro>>(json, needle);
    }
}

fn check_positions<P>(case: &Case)
where
    P: Rules + FromSetup + Display + Serialize + DeserializeOwned,
    SetupOf<P>: Serialize + DeserializeOwned,
{
    let positions = check_serde_suite_positions::<Json, P>(case.suite).unwrap();
    assert!(positions >= 20);
    assert_eq!(to_json(&P::start()), format!("\"{}\"", case.start));
    for (json, needle) in case.bad_fens {
        rejects::<P>(json, needle);
    }
    let (fen, needle) = case.invalid;
    let json = format!("\"{fen}\"");
    rejects::<P>(&json, needle);
    let setup: SetupOf<P> = from_json(&json);
    assert_eq!(to_json(&setup), json);
}

fn check_records<P>(case: &Case)
where
    P: Rules + FromSetup + Display,
    Game<P>: Serialize + DeserializeOwned,
{
    let fen = case.start;
    // A game with no turns round trips.
    let empty = Game::new(P::start());
    let json = to_json(&empty);
    assert_eq!(
        json,
        format!(r#"{{"fen":"{fen}","turns":[],"result":null}}"#)
    );
    check_same_game(&from_json(&json), &empty).unwrap();

    rejects::<Game<P>>(r#"{"turns":[]}"#, "missing field `fen`");
    rejects::<Game<P>>(&format!(r#"{{"fen":"{fen}"}}"#), "missing field `turns`");
    rejects::<Game<P>>(r#"{"fen":"8/8 w","turns":[]}"#, "bad \"fen\"");
    let (invalid, _) = case.invalid;
    rejects::<Game<P>>(
        &format!(r#"{{"fen":"{invalid}","turns":[]}}"#),
        "bad \"fen\"",
    );
    for (turns, needle) in case.bad_turns {
        rejects::<Game<P>>(&format!(r#"{{"fen":"{fen}","turns":{turns}}}"#), needle);
    }
    rejects::<Game<P>>(
        &format!(
            r#"{{"fen":"{fen}","turns":[],"result":{{"decisive":{{"winner":"black","reason":"no_legal_turn"}}}}}}"#
        ),
        "\"result\" is 0-1",
    );
    // A stated result token on an unfinished board stands (issue 21 row
    // 9, below); anything else that is no result is refused.
    rejects::<Game<P>>(
        &format!(r#"{{"fen":"{fen}","turns":[],"result":"1-1"}}"#),
        "bad \"result\": \"1-1\" is neither null, a result token",
    );
    rejects::<Game<P>>(
        &format!(r#"{{"fen":"{fen}","turns":[],"moves":[]}}"#),
        "unknown field `moves`",
    );
    rejects::<Game<P>>("[]", "GameRecord");
    rejects::<Game<P>>("1", "invalid type");
    rejects::<Game<P>>("", "EOF");
    rejects::<Game<P>>(&format!(r#"{{"fen":{fen:?}"#), "EOF");
}

#[test]
fn roles_and_pieces_are_fen_letters() {
    check_roles::<chess::Role>(&CHESS);
    check_roles::<xiangqi::Role>(&XIANGQI);
}

#[test]
fn positions_round_trip_as_fen_and_bad_fens_are_errors() {
    check_positions::<chess::Position>(&CHESS);
    check_positions::<xiangqi::Position>(&XIANGQI);
}

#[test]
fn malformed_game_records_are_errors() {
    check_records::<chess::Position>(&CHESS);
    check_records::<xiangqi::Position>(&XIANGQI);
}

/// The error of reading `json` as `T` (which must fail).
fn error_of<T: DeserializeOwned>(json: &str) -> String {
    match serde_json::from_str::<T>(json) {
        Ok(_) => panic!("{json} was accepted"),
        Err(e) => e.to_string(),
    }
}

/// Issue 21 row 8: a turn that does not parse names its number and its
/// text, as one that parses but is not legal does; a turn that is no
/// string names its number.
#[test]
fn a_turn_that_does_not_parse_names_its_number_and_text() {
    let fen = chess::START_FEN;
    let record = |turns: &str| format!(r#"{{"fen":"{fen}","turns":{turns}}}"#);
    let error = error_of::<chess::Game>(&record(r#"["e2e4,e4e5","e7e5,"]"#));
    assert!(error.starts_with("turn 2 (e7e5,): "), "{error}");
    assert!(error.contains("bad square"), "{error}");
    let error = error_of::<chess::Game>(&record(r#"["e2e4,e4e5",17]"#));
    assert!(
        error.starts_with("turn 2: invalid type: an integer, expected a turn as a string"),
        "{error}"
    );
    let error = error_of::<chess::Game>(&record(r#"["e2e4,e4e5",["x"],"e7e5,e5e6"]"#));
    assert!(error.starts_with("turn 2: invalid type: a list"), "{error}");
    // Duck Xiangqi's the same.
    let fen = xiangqi::START_FEN;
    let error =
        error_of::<xiangqi::Game>(&format!(r#"{{"fen":"{fen}","turns":["h3e3,e3e5","x"]}}"#));
    assert!(error.starts_with("turn 2 (x): "), "{error}");
}

/// Issue 21 row 9: RULES.md's rule for results in records holds for JSON
/// as for PGN: a result token on an unfinished board (a resignation, a
/// loss on time) stands as stated; once the board has ended the game any
/// other result contradicts it.
#[test]
fn a_stated_result_stands_on_an_unfinished_board_only() {
    use duck_variants_core::serde_support::RecordedGame;
    let fen = chess::START_FEN;
    for token in ["1-0", "0-1", "1/2-1/2", "*"] {
        let json = format!(r#"{{"fen":"{fen}","turns":["e2e4,e4e5"],"result":"{token}"}}"#);
        let game: chess::Game = from_json(&json);
        assert_eq!((game.history().len(), game.outcome()), (1, None));
        // The game keeps the board; a RecordedGame keeps the token too and
        // writes the record back as it was.
        let recorded: RecordedGame<chess::Position> = from_json(&json);
        assert_eq!(recorded.stated, Some(token));
        assert_eq!(to_json(&recorded), json);
    }
    // Black's king is taken by the rook (hand-checked): the board says
    // 1-0, and so must a stated result.
    let taken = r#"{"fen":"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1","turns":["e1e8"],"result":RESULT}"#;
    let with = |result: &str| taken.replace("RESULT", result);
    let recorded: RecordedGame<chess::Position> = from_json(&with(r#""1-0""#));
    assert_eq!(
        (recorded.stated, to_json(&recorded)),
        (Some("1-0"), with(r#""1-0""#))
    );
    assert!(
        from_json::<chess::Game>(&with(r#""1-0""#))
            .outcome()
            .is_some()
    );
    assert_eq!(
        error_of::<chess::Game>(&with(r#""0-1""#)),
        "\"result\" is \"0-1\", but the replayed game ended 1-0, the royal piece was captured"
    );
    for result in [r#""*""#, r#""1/2-1/2""#, "null"] {
        let error = error_of::<RecordedGame<chess::Position>>(&with(result));
        assert!(error.contains("but the replayed game ended 1-0"), "{error}");
    }
    // An outcome object says how the board ended: on a board that has not,
    // it is refused as before.
    let error = error_of::<chess::Game>(&format!(
        r#"{{"fen":"{fen}","turns":[],"result":{{"draw":{{"reason":"repetition"}}}}}}"#
    ));
    assert_eq!(
        error,
        "\"result\" is 1/2-1/2, a draw by repetition, but the replayed game is not over"
    );
    // Writing a stated result that the board contradicts is an error too.
    let mut recorded: RecordedGame<chess::Position> = from_json(&with(r#""1-0""#));
    recorded.stated = Some("0-1");
    let error = serde_json::to_string(&recorded).unwrap_err().to_string();
    assert!(
        error.contains("the stated result 0-1 contradicts the board"),
        "{error}"
    );
}

/// Issue 21 row 15 (its JSON part): an unknown field inside a `result`
/// object is refused, as an unknown field of the record is.
#[test]
fn an_unknown_field_inside_a_result_is_refused() {
    let taken = r#"{"fen":"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1","turns":["e1e8"],"result":RESULT}"#;
    let with = |result: &str| taken.replace("RESULT", result);
    let good = r#"{"decisive":{"winner":"white","reason":"royal_captured"}}"#;
    assert!(from_json::<chess::Game>(&with(good)).outcome().is_some());
    for (result, needle) in [
        (
            r#"{"decisive":{"winner":"white","reason":"royal_captured","by":"rook"}}"#,
            "unknown field `by` in the outcome",
        ),
        (
            r#"{"decisive":{"winner":"white","reason":"royal_captured"},"draw":{"reason":"repetition"}}"#,
            "not also `draw`",
        ),
        (
            r#"{"decisive":{"winner":"white","reason":"royal_captured","winner":"white"}}"#,
            "duplicate field `winner`",
        ),
        (
            r#"{"decisive":{"winner":"white"}}"#,
            "missing field `reason`",
        ),
        (
            r#"{"decisive":{"winner":"red","reason":"royal_captured"}}"#,
            "`winner` cannot be \"red\"",
        ),
        (r#"{"win":{}}"#, "unknown outcome `win`"),
    ] {
        let error = error_of::<chess::Game>(&with(result));
        assert!(error.contains(needle), "{result}: {error}");
    }
}

/// Issue 21 item 5: a record's errors quote long input through
/// `pgn::Excerpt` (its first 40 bytes and its length), never whole.
#[test]
fn record_errors_quote_long_input_by_an_excerpt() {
    let fen = chess::START_FEN;
    let long = "e".repeat(100_000);
    let excerpt = format!("{}... (100000 bytes)", "e".repeat(40));
    for json in [
        format!(r#"{{"fen":"{fen}","turns":["{long}"]}}"#),
        format!(r#"{{"fen":"{fen}","turns":"{long}"}}"#),
        format!(r#"{{"fen":"{fen}","turns":[],"{long}":1}}"#),
        format!(r#"{{"fen":"{fen}","turns":[],"result":"{long}"}}"#),
        format!(r#"{{"fen":"{fen}","turns":[],"result":{{"{long}":{{}}}}}}"#),
        format!(r#"{{"fen":"{fen}","turns":[],"result":{{"draw":{{"reason":"{long}"}}}}}}"#),
        format!(
            r#"{{"fen":"{fen}","turns":[],"result":{{"draw":{{"reason":"repetition","{long}":""}}}}}}"#
        ),
        format!(r#"{{"fen":"{fen}","turns":[],"result":{{"draw":"{long}"}}}}"#),
        format!(r#"{{"fen":"{fen}","turns":[],"draw_rules":"{long}"}}"#),
        format!(r#"{{"fen":"{fen}","turns":[],"draw_rules":{{"{long}":3}}}}"#),
        format!(r#""{long}""#),
    ] {
        let error = error_of::<chess::Game>(&json);
        assert!(error.len() < 300, "{}", &error[..300]);
        assert!(error.contains(&excerpt), "{error}");
    }
}

/// Issue 21 row 15: an `Outcome` read on its own refuses unknown fields
/// too.
#[test]
fn an_outcome_refuses_unknown_fields() {
    let outcome: Outcome = from_json(r#"{"draw":{"reason":"repetition"}}"#);
    assert_eq!(
        outcome,
        Outcome::draw(duck_variants_core::DrawReason::Repetition)
    );
    rejects::<Outcome>(
        r#"{"draw":{"reason":"repetition","by":"agreement"}}"#,
        "unknown field `by`",
    );
}
