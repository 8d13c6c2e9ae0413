//! Coordinate turn syntax (`e2e4,e4d5`, `a10a9,a9e5`, `e7e8q,e8a1`, `d1e8`),
//! the shared FEN field splitter and the reference-file readers.

mod common;

use common::{Board10x10, sq};
use duck_variants_core::{
    Board8x8, Board9x10, Color, CoordSyntaxError, CoordTurn, FenError, FenFields, Geometry,
    PlacementError, Square, SquareError,
};
use duck_variants_testkit::suite::{PerftCase, TurnListCase, parse_perft_suite, parse_turn_lists};
use proptest::prelude::*;

fn coords<G: Geometry>(text: &str) -> Result<CoordTurn<G>, CoordSyntaxError> {
    text.parse()
}

fn turn<G: Geometry>(
    from: &str,
    to: &str,
    promotion: Option<char>,
    duck: Option<(&str, &str)>,
) -> CoordTurn<G> {
    CoordTurn {
        from: sq(from),
        to: sq(to),
        promotion,
        blocker: duck.map(|(a, b)| (sq(a), sq(b))),
    }
}

// ------------------------------------------------------------ valid forms

#[test]
fn valid_chess_forms() {
    type C = Board8x8;
    let cases: [(&str, CoordTurn<C>); 5] = [
        ("e2e4,e4d5", turn("e2", "e4", None, Some(("e4", "d5")))),
        (
            "e7e8q,e8a1",
            turn("e7", "e8", Some('q'), Some(("e8", "a1"))),
        ),
        ("d1e8", turn("d1", "e8", None, None)),
        ("a7a8n", turn("a7", "a8", Some('n'), None)),
        ("h1a8,a8h8", turn("h1", "a8", None, Some(("a8", "h8")))),
    ];
    for (text, expected) in cases {
        assert_eq!(coords::<C>(text), Ok(expected), "{text}");
        assert_eq!(CoordTurn::<C>::from_ascii(text.as_bytes()), Ok(expected));
        assert_eq!(expected.to_string(), text);
    }
}

#[test]
fn valid_forms_with_two_digit_ranks() {
    type X = Board9x10;
    let cases: [(&str, CoordTurn<X>); 5] = [
        ("a10a9,a9e5", turn("a10", "a9", None, Some(("a9", "e5")))),
        (
            "a9a10,a10i10",
            turn("a9", "a10", None, Some(("a10", "i10"))),
        ),
        ("i10i1,i1a10", turn("i10", "i1", None, Some(("i1", "a10")))),
        ("e1e10", turn("e1", "e10", None, None)),
        (
            "b10c10q,c10a1",
            turn("b10", "c10", Some('q'), Some(("c10", "a1"))),
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(coords::<X>(text), Ok(expected), "{text}");
        assert_eq!(expected.to_string(), text);
    }
    let t = coords::<X>("a10a9,a9e5").unwrap();
    assert_eq!(t.from.index(), 81);
    assert_eq!(t.to.index(), 72);
    assert_eq!(
        t.blocker.map(|(a, d)| (a.index(), d.index())),
        Some((72, 40))
    );

    type T = Board10x10;
    assert_eq!(
        coords::<T>("j10a1,a1j1"),
        Ok(turn("j10", "a1", None, Some(("a1", "j1"))))
    );
}

#[test]
fn the_duck_part_is_read_as_written() {
    // Syntax only: the repeated square need not match the destination and
    // the duck may even name an occupied square; the rules check that.
    let t = coords::<Board8x8>("e2e4,e5e4").unwrap();
    assert_eq!(t.blocker, Some((sq("e5"), sq("e4"))));
}

// ------------------------------------------------------------ malformed

fn square_err<G: Geometry>(text: &str) -> (usize, SquareError) {
    match coords::<G>(text) {
        Err(CoordSyntaxError::Square { offset, error }) => (offset, error),
        other => panic!("{text:?}: expected a square error, got {other:?}"),
    }
}

fn unexpected<G: Geometry>(text: &str) -> (usize, Option<char>) {
    match coords::<G>(text) {
        Err(CoordSyntaxError::Unexpected {
            offset,
            found,
            expected,
        }) => {
            assert!(!expected.is_empty());
            (offset, found)
        }
        other => panic!("{text:?}: expected an unexpected-character error, got {other:?}"),
    }
}

#[test]
fn malformed_squares() {
    type C = Board8x8;
    type X = Board9x10;
    assert_eq!(square_err::<C>(""), (0, SquareError::Empty));
    assert_eq!(square_err::<C>("e2"), (2, SquareError::Empty));
    assert_eq!(square_err::<C>("e2e"), (2, SquareError::BadRank));
    assert_eq!(square_err::<C>("E2e4"), (0, SquareError::BadFile));
    assert_eq!(square_err::<C>("e0e4"), (0, SquareError::BadRank));
    assert_eq!(square_err::<C>("e2E4"), (2, SquareError::BadFile));
    assert_eq!(square_err::<C>("e2e04"), (2, SquareError::BadRank));
    assert_eq!(square_err::<C>("e2e100"), (2, SquareError::BadRank));
    assert_eq!(square_err::<C>("e2-e4"), (2, SquareError::BadFile));
    assert_eq!(
        square_err::<C>("a10a9"),
        (
            0,
            SquareError::OffBoard {
                file: 'a',
                rank: 10
            }
        ),
        "not a1 then 0"
    );
    assert_eq!(
        square_err::<C>("e2e9"),
        (2, SquareError::OffBoard { file: 'e', rank: 9 })
    );
    assert_eq!(square_err::<C>("e2e4,"), (5, SquareError::Empty));
    assert_eq!(square_err::<C>("e2e4,e4"), (7, SquareError::Empty));
    assert_eq!(square_err::<C>("e2e4,,"), (5, SquareError::BadFile));
    assert_eq!(square_err::<C>("e2e4,e4d"), (7, SquareError::BadRank));
    assert_eq!(
        square_err::<C>("e2e4,e4z5"),
        (7, SquareError::OffBoard { file: 'z', rank: 5 })
    );
    assert_eq!(square_err::<C>("e7e8q,"), (6, SquareError::Empty));
    assert_eq!(
        square_err::<X>("a10a9,a9e11"),
        (
            8,
            SquareError::OffBoard {
                file: 'e',
                rank: 11
            }
        )
    );
    assert_eq!(
        square_err::<X>("j1a1"),
        (0, SquareError::OffBoard { file: 'j', rank: 1 })
    );
    assert_eq!(square_err::<X>("a10a9,a9"), (8, SquareError::Empty));
}

#[test]
fn unexpected_characters() {
    type C = Board8x8;
    assert_eq!(unexpected::<C>("e2e4Q"), (4, Some('Q')));
    assert_eq!(unexpected::<C>("e2e4 "), (4, Some(' ')));
    assert_eq!(unexpected::<C>("e2e4;e4d5"), (4, Some(';')));
    assert_eq!(unexpected::<C>("e2e4qq"), (5, Some('q')));
    assert_eq!(unexpected::<C>("e2e4q1"), (5, Some('1')));
    assert_eq!(unexpected::<C>("e2e4,e4d5,"), (9, Some(',')));
    assert_eq!(unexpected::<C>("e2e4,e4d5 "), (9, Some(' ')));
    assert_eq!(unexpected::<C>("e7e8q,e8a1x"), (10, Some('x')));
    assert_eq!(
        unexpected::<C>("e2e4é"),
        (4, Some(char::REPLACEMENT_CHARACTER))
    );
    assert_eq!(unexpected::<Board9x10>("a10a9,a9e5e"), (10, Some('e')));
    // Raw bytes that are not UTF-8.
    assert!(matches!(
        CoordTurn::<C>::from_ascii(b"e2e4\xff"),
        Err(CoordSyntaxError::Unexpected { offset: 4, found: Some(c), .. }) if c == char::REPLACEMENT_CHARACTER
    ));
}

#[test]
fn coord_errors_display_their_offsets() {
    let e = coords::<Board8x8>("e2e4,e4z5").unwrap_err();
    assert!(e.to_string().contains('7'), "{e}");
    let e = coords::<Board8x8>("e2e4Q").unwrap_err();
    assert!(e.to_string().contains('4'), "{e}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn coordinate_turns_round_trip_on_9x10(
        from in 0u8..90, to in 0u8..90, again in 0u8..90, duck in 0u8..90,
        promotion in prop::option::of(b'a'..=b'z'), with_duck in any::<bool>(),
    ) {
        round_trip::<Board9x10>(from, to, again, duck, promotion, with_duck);
    }

    #[test]
    fn coordinate_turns_round_trip_on_8x8(
        from in 0u8..64, to in 0u8..64, again in 0u8..64, duck in 0u8..64,
        promotion in prop::option::of(b'a'..=b'z'), with_duck in any::<bool>(),
    ) {
        round_trip::<Board8x8>(from, to, again, duck, promotion, with_duck);
    }
}

fn round_trip<G: Geometry>(
    from: u8,
    to: u8,
    again: u8,
    duck: u8,
    promotion: Option<u8>,
    with_duck: bool,
) {
    let s = |i| Square::<G>::new(i).unwrap();
    let t = CoordTurn {
        from: s(from),
        to: s(to),
        promotion: promotion.map(char::from),
        blocker: with_duck.then(|| (s(again), s(duck))),
    };
    // The text, written by hand.
    let mut text = format!(
        "{}{}",
        common::name_of::<G>(from.into()),
        common::name_of::<G>(to.into())
    );
    if let Some(p) = promotion {
        text.push(char::from(p));
    }
    if with_duck {
        text += &format!(
            ",{}{}",
            common::name_of::<G>(again.into()),
            common::name_of::<G>(duck.into())
        );
    }
    assert_eq!(t.to_string(), text);
    assert_eq!(text.parse::<CoordTurn<G>>(), Ok(t));
}

// ------------------------------------------------------------ FEN fields

#[test]
fn fen_fields_split_with_offsets() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let f = FenFields::split(fen).unwrap();
    assert_eq!(f.placement(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    assert_eq!(
        f.get(0),
        Some((0, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"))
    );
    assert_eq!(f.get(1), Some((44, "w")));
    assert_eq!(f.get(2), Some((46, "KQkq")));
    assert_eq!(f.get(3), Some((51, "-")));
    assert_eq!(f.get(4), Some((53, "0")));
    assert_eq!(f.get(5), Some((55, "1")));
    assert_eq!(f.get(6), None);
    assert_eq!(f.side_to_move(), Ok(Color::White));
    assert_eq!(f.halfmove_clock(), Ok(0));
    assert_eq!(f.fullmoves(), Ok(1));

    // Leading, repeated and trailing white space, tabs included.
    let f = FenFields::split("  8/8  b\t- -   12 40 ").unwrap();
    assert_eq!(f.get(0), Some((2, "8/8")));
    assert_eq!(f.get(1), Some((7, "b")));
    assert_eq!(f.get(2), Some((9, "-")));
    assert_eq!(f.get(3), Some((11, "-")));
    assert_eq!(f.get(4), Some((15, "12")));
    assert_eq!(f.get(5), Some((18, "40")));
    assert_eq!(f.side_to_move(), Ok(Color::Black));
    assert_eq!(f.halfmove_clock(), Ok(12));
    assert_eq!(f.fullmoves(), Ok(40));
}

#[test]
fn fen_fields_defaults_and_errors() {
    let f = FenFields::split("8/8/8/8/8/8/8/8").unwrap();
    assert_eq!(f.get(1), None);
    assert_eq!(f.side_to_move(), Ok(Color::White));
    assert_eq!(f.halfmove_clock(), Ok(0));
    assert_eq!(f.fullmoves(), Ok(1));

    assert_eq!(FenFields::split("").unwrap_err(), FenError::Empty);
    assert_eq!(FenFields::split(" \t\n ").unwrap_err(), FenError::Empty);
    assert_eq!(
        FenFields::split("a b c d e f g").unwrap_err(),
        FenError::TooManyFields { offset: 12 }
    );
    assert_eq!(
        FenFields::split("a b c d e f   g h").unwrap_err(),
        FenError::TooManyFields { offset: 14 }
    );
    assert!(FenFields::split("a b c d e f ").is_ok());

    let f = FenFields::split("x W - - -1 0").unwrap();
    assert_eq!(f.side_to_move(), Err(FenError::Turn { offset: 2 }));
    assert_eq!(
        f.halfmove_clock(),
        Err(FenError::HalfmoveClock { offset: 8 })
    );
    assert_eq!(f.fullmoves(), Ok(1), "0 is read as 1");
    let f = FenFields::split("x w - - 4294967296 +1").unwrap();
    assert_eq!(
        f.halfmove_clock(),
        Err(FenError::HalfmoveClock { offset: 8 })
    );
    assert_eq!(f.fullmoves(), Err(FenError::Fullmoves { offset: 19 }));
    let f = FenFields::split("x w - - 4294967295 007").unwrap();
    assert_eq!(f.halfmove_clock(), Ok(u32::MAX));
    assert_eq!(f.fullmoves(), Ok(7));
    let f = FenFields::split("x white").unwrap();
    assert_eq!(f.side_to_move(), Err(FenError::Turn { offset: 2 }));
}

#[test]
fn fen_errors_wrap_placement_errors() {
    let e = FenError::Placement {
        error: PlacementError::TooFewRanks { found: 3 },
    };
    assert!(e.to_string().contains('3'), "{e}");
}

// ------------------------------------------------------- reference files

#[test]
fn perft_suites() {
    let text = "\
# a comment line
id start
epd 8/8/8/8/8/8/8/8 w - - 0 1
perft 1 20   # trailing comment
perft 2 400

epd k7/8/8/8/8/8/8/7K b - -
perft 3 8902
";
    let cases = parse_perft_suite(text).unwrap();
    assert_eq!(
        cases,
        vec![
            PerftCase {
                id: "start".into(),
                fen: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
                counts: vec![(1, 20), (2, 400)],
            },
            PerftCase {
                id: "k7/8/8/8/8/8/8/7K b - -".into(),
                fen: "k7/8/8/8/8/8/8/7K b - -".into(),
                counts: vec![(3, 8902)],
            },
        ]
    );
    assert_eq!(parse_perft_suite("").unwrap(), vec![]);

    let line = |text: &str| parse_perft_suite(text).unwrap_err().line;
    assert_eq!(line("perft 1 20"), 1, "perft before any epd");
    assert_eq!(line("epd x\nperft"), 2, "key without value");
    assert_eq!(line("epd x\nperft 1"), 2);
    assert_eq!(line("epd x\n\nperft one 20"), 3);
    assert_eq!(line("epd x\nperft 1 many"), 2);
    assert_eq!(line("epd x\ndepth 1 20"), 2, "unknown key");
}

#[test]
fn turn_lists() {
    let text = "\
id two turns
epd k7/8/8/8/8/8/8/7K w - - 0 1
turns 2
h1g1,g1a1
h1h2,h2a1   # comment

fen 9/9/9/9/9/9/9/9/9/9 w
turns 0
";
    let cases = parse_turn_lists(text).unwrap();
    assert_eq!(
        cases,
        vec![
            TurnListCase {
                id: "two turns".into(),
                fen: "k7/8/8/8/8/8/8/7K w - - 0 1".into(),
                count: 2,
                turns: vec!["h1g1,g1a1".into(), "h1h2,h2a1".into()],
            },
            TurnListCase {
                id: "9/9/9/9/9/9/9/9/9/9 w".into(),
                fen: "9/9/9/9/9/9/9/9/9/9 w".into(),
                count: 0,
                turns: vec![],
            },
        ]
    );
    let line = |text: &str| parse_turn_lists(text).unwrap_err().line;
    assert_eq!(line("e2e4,e4d5"), 1, "turn before any epd");
    assert_eq!(line("\nturns 3"), 2);
    assert_eq!(line("epd x\nturns three"), 2);
    assert_eq!(line("epd x\nfoo bar"), 2);
}

#[test]
fn syntax_errors_name_what_they_found_in_words() {
    // A stray character as people read it (not as `Some(';')`).
    let stray = coords::<Board8x8>("e2e4;e4d5").unwrap_err().to_string();
    assert_eq!(
        stray,
        "unexpected ';' at byte 4; expected a promotion letter, ',' or the end"
    );
}
