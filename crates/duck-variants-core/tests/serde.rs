//! JSON round trips of the core's serde forms (feature `serde`): squares,
//! colors, pieces, roles, coordinate turns, outcomes and draw rules, and
//! malformed JSON giving errors rather than panics. Games are tested in the
//! variant crates, which have positions to replay them in.

mod common;

use common::{Board6x6, Board10x10, TestRole};
use duck_variants_core::{
    Board8x8, Board9x10, Color, CoordTurn, DrawReason, DrawRules, Geometry, Outcome, Piece, Square,
    WinReason,
};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Serializes `value`, checks the JSON text, and reads it back equal.
fn round_trip<T>(value: T, json: &str)
where
    T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug,
{
    let written = serde_json::to_string(&value).unwrap();
    assert_eq!(written, json, "{value:?}");
    let read: T = serde_json::from_str(&written).unwrap();
    assert_eq!(read, value, "{json}");
}

/// Reading `json` as `T` fails, and the message contains `needle`.
fn rejects<T: DeserializeOwned + core::fmt::Debug>(json: &str, needle: &str) {
    match serde_json::from_str::<T>(json) {
        Ok(value) => panic!("{json} was read as {value:?}"),
        Err(e) => assert!(
            e.to_string().contains(needle),
            "{json}: error {e:?} does not mention {needle:?}"
        ),
    }
}

fn every_square_round_trips<G: Geometry>() {
    for sq in Square::<G>::all() {
        round_trip(sq, &format!("\"{sq}\""));
    }
}

#[test]
fn squares_are_their_names_on_every_geometry() {
    every_square_round_trips::<Board8x8>();
    every_square_round_trips::<Board9x10>();
    every_square_round_trips::<Board6x6>();
    every_square_round_trips::<Board10x10>();
    round_trip("i10".parse::<Square<Board9x10>>().unwrap(), "\"i10\"");
}

#[test]
fn malformed_squares_are_errors() {
    rejects::<Square<Board8x8>>("\"\"", "empty square name");
    rejects::<Square<Board8x8>>("\"i1\"", "not on this board");
    rejects::<Square<Board8x8>>("\"a9\"", "not on this board");
    rejects::<Square<Board8x8>>("\"e4 \"", "unexpected text");
    rejects::<Square<Board6x6>>("\"a7\"", "not on this board");
    rejects::<Square<Board9x10>>("\"a0\"", "rank number");
    rejects::<Square<Board8x8>>("4", "invalid type");
    rejects::<Square<Board8x8>>("null", "invalid type");
    rejects::<Square<Board8x8>>("\"e4", "EOF");
}

#[test]
fn colors_are_lowercase_names() {
    round_trip(Color::White, "\"white\"");
    round_trip(Color::Black, "\"black\"");
    round_trip(Color::RED, "\"white\"");
    rejects::<Color>("\"White\"", "unknown variant");
    rejects::<Color>("\"red\"", "unknown variant");
    rejects::<Color>("0", "");
}

#[test]
fn pieces_are_fen_letters() {
    for &role in <TestRole as duck_variants_core::Role>::ALL {
        for color in Color::ALL {
            let piece = Piece { color, role };
            round_trip(piece, &format!("\"{}\"", piece.char()));
        }
    }
    round_trip(
        Piece {
            color: Color::White,
            role: TestRole::Queen,
        },
        "\"Q\"",
    );
    round_trip(
        Piece {
            color: Color::Black,
            role: TestRole::King,
        },
        "\"k\"",
    );
    rejects::<Piece<TestRole>>("\"n\"", "'n' is not a FEN piece letter");
    rejects::<Piece<TestRole>>("\"\"", "invalid value");
    rejects::<Piece<TestRole>>("\"qq\"", "invalid value");
    rejects::<Piece<TestRole>>("\"*\"", "not a FEN piece letter");
    rejects::<Piece<TestRole>>("\"é\"", "not a FEN piece letter");
    rejects::<Piece<TestRole>>("7", "invalid type");
}

/// A role field through the generic `role` helper.
#[derive(Serialize, Deserialize, PartialEq, Debug)]
struct WithRole {
    #[serde(with = "duck_variants_core::serde_support::role")]
    role: TestRole,
}

#[test]
fn roles_are_lowercase_letters_through_the_helper() {
    round_trip(
        WithRole {
            role: TestRole::Rook,
        },
        r#"{"role":"r"}"#,
    );
    rejects::<WithRole>(r#"{"role":"R"}"#, "not a lowercase FEN piece letter");
    rejects::<WithRole>(r#"{"role":"rook"}"#, "invalid value");
}

#[test]
fn coordinate_turns_are_their_text() {
    let cases8 = ["e2e4,e4d5", "e7e8q,e8a1", "e1g1,g1f5", "d1e8"];
    for text in cases8 {
        let turn: CoordTurn<Board8x8> = text.parse().unwrap();
        round_trip(turn, &format!("\"{text}\""));
    }
    for text in ["a10a9,a9e5", "h3e3,e3e5", "e1e10"] {
        let turn: CoordTurn<Board9x10> = text.parse().unwrap();
        round_trip(turn, &format!("\"{text}\""));
    }
    let turn: CoordTurn<Board10x10> = "j10j1,j1a10".parse().unwrap();
    round_trip(turn, "\"j10j1,j1a10\"");
    // A list of turns is a list of strings.
    let list: Vec<CoordTurn<Board8x8>> =
        serde_json::from_str(r#"["e2e4,e4e5","d7d5,d5d4"]"#).unwrap();
    assert_eq!(list.len(), 2);
    assert_eq!(list[1].to.to_string(), "d5");
}

#[test]
fn malformed_coordinate_turns_are_errors() {
    rejects::<CoordTurn<Board8x8>>("\"\"", "bad square at byte 0");
    rejects::<CoordTurn<Board8x8>>("\"e2e9,e9e5\"", "not on this board");
    rejects::<CoordTurn<Board8x8>>("\"e2e4,\"", "bad square at byte 5");
    rejects::<CoordTurn<Board8x8>>("\"e2e4;e4e5\"", "at byte 4");
    rejects::<CoordTurn<Board8x8>>("\"e2e4,e4e5x\"", "expected the end");
    rejects::<CoordTurn<Board9x10>>("\"a10a11,a11a1\"", "not on this board");
    rejects::<CoordTurn<Board8x8>>("[\"e2e4\"]", "invalid type");
    rejects::<CoordTurn<Board8x8>>("{}", "invalid type");
}

#[test]
fn outcomes_name_winner_and_reason() {
    round_trip(
        Outcome::decisive(Color::White, WinReason::RoyalCaptured),
        r#"{"decisive":{"winner":"white","reason":"royal_captured"}}"#,
    );
    round_trip(
        Outcome::decisive(Color::Black, WinReason::NoLegalTurn),
        r#"{"decisive":{"winner":"black","reason":"no_legal_turn"}}"#,
    );
    round_trip(
        Outcome::decisive(Color::Black, WinReason::NoLegalTurn),
        r#"{"decisive":{"winner":"black","reason":"no_legal_turn"}}"#,
    );
    round_trip(
        Outcome::Draw {
            reason: DrawReason::Repetition,
        },
        r#"{"draw":{"reason":"repetition"}}"#,
    );
    round_trip(
        Outcome::Draw {
            reason: DrawReason::MoveLimit,
        },
        r#"{"draw":{"reason":"move_limit"}}"#,
    );
    round_trip(None::<Outcome>, "null");
}

#[test]
fn malformed_outcomes_are_errors() {
    rejects::<Outcome>(r#""1-0""#, "unknown variant");
    rejects::<Outcome>(
        r#"{"decisive":{"winner":"white"}}"#,
        "missing field `reason`",
    );
    rejects::<Outcome>(
        r#"{"decisive":{"winner":"green","reason":"fowled"}}"#,
        "unknown variant `green`",
    );
    rejects::<Outcome>(
        r#"{"draw":{"reason":"stalemate"}}"#,
        "unknown variant `stalemate`",
    );
    rejects::<Outcome>(r#"{"win":{}}"#, "unknown variant `win`");
}

#[test]
fn draw_rules_round_trip() {
    round_trip(DrawRules::NONE, r#"{"repetitions":null,"move_limit":null}"#);
    round_trip(
        DrawRules {
            repetitions: Some(3),
            move_limit: Some(120),
        },
        r#"{"repetitions":3,"move_limit":120}"#,
    );
    rejects::<DrawRules>(r#"{"repetitions":-1,"move_limit":null}"#, "invalid value");
}

/// Any `Display` + `FromStr` type through the generic `text` helper.
#[derive(Serialize, Deserialize, PartialEq, Debug)]
struct Hint {
    #[serde(with = "duck_variants_core::serde_support::text")]
    turn: CoordTurn<Board8x8>,
    #[serde(with = "duck_variants_core::serde_support::text")]
    count: u32,
}

#[test]
fn the_text_helper_uses_display_and_from_str() {
    round_trip(
        Hint {
            turn: "g1f3,f3e5".parse().unwrap(),
            count: 7,
        },
        r#"{"turn":"g1f3,f3e5","count":"7"}"#,
    );
    rejects::<Hint>(r#"{"turn":"g1f3,f3e5","count":"seven"}"#, "invalid digit");
    rejects::<Hint>(r#"{"turn":"g1f3,f3e5","count":7}"#, "invalid type");
}

#[test]
fn borrowed_and_escaped_strings_both_parse() {
    // serde_json hands out a borrowed &str for plain strings and an owned
    // String for escaped ones; both go through the same FromStr.
    let plain: CoordTurn<Board8x8> = serde_json::from_str("\"e2e4,e4e5\"").unwrap();
    let escaped: CoordTurn<Board8x8> = serde_json::from_str("\"e2e4\\u002ce4e5\"").unwrap();
    assert_eq!(plain, escaped);
    let from_value: CoordTurn<Board8x8> =
        serde_json::from_value(serde_json::json!("e2e4,e4e5")).unwrap();
    assert_eq!(from_value, plain);
}
