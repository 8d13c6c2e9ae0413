//! Malformed and invalid input: every FEN and coordinate turn below is
//! rejected with the intended error, and nothing panics, whatever the text.

use duck_variants_core::Variant;
use duck_variants_core::{CoordSyntaxError, FenError, PlacementError, SquareError};
use duck_variants_core::{CountError, FromSetup};
use duck_variants_xiangqi::{
    Color, CoordError, IllegalTurn, Move, ParseFenError, Position, PositionError, Role, Rules,
    Setup, Turn, sq,
};
use proptest::prelude::*;

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

fn fen_error(fen: &str) -> ParseFenError {
    match fen.parse::<Position>() {
        Ok(pos) => panic!("{fen:?} accepted as {pos}"),
        Err(e) => e,
    }
}

fn placement(error: PlacementError) -> ParseFenError {
    ParseFenError::Fen(FenError::Placement { error })
}

#[test]
fn malformed_fens_are_rejected_with_the_intended_error() {
    use duck_variants_core::ParseFenError::Fen;
    let cases: &[(&str, ParseFenError)] = &[
        ("", Fen(FenError::Empty)),
        ("   \t ", Fen(FenError::Empty)),
        // Nine ranks.
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            placement(PlacementError::TooFewRanks { found: 9 }),
        ),
        // Eleven ranks: the tenth `/` (byte 59) is one too many.
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/9 w - - 0 1",
            placement(PlacementError::TooManyRanks { offset: 59 }),
        ),
        // Rank 10 with ten files: the `1` at byte 9.
        (
            "rnbakabnr1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            placement(PlacementError::RankWidth {
                rank: 10,
                files: 10,
                offset: 9,
            }),
        ),
        // Rank 10 with eight files, noticed at the `/` (byte 8).
        (
            "rnbakabn/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            placement(PlacementError::RankWidth {
                rank: 10,
                files: 8,
                offset: 8,
            }),
        ),
        // Rank 9 written as `10`.
        (
            "rnbakabnr/10/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            placement(PlacementError::RankWidth {
                rank: 9,
                files: 10,
                offset: 10,
            }),
        ),
        // A chess FEN: eight files, noticed at the first `/` (byte 3).
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            placement(PlacementError::RankWidth {
                rank: 10,
                files: 8,
                offset: 3,
            }),
        ),
        // Letters xiangqi does not have: a queen, an `x`, a `0` run, non-ASCII.
        (
            "rnbqkabnr/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            placement(PlacementError::UnknownChar {
                char: 'q',
                offset: 3,
            }),
        ),
        (
            "4k4/9/9/9/4x4/9/9/9/9/4K4 w - - 0 1",
            placement(PlacementError::UnknownChar {
                char: 'x',
                offset: 11,
            }),
        ),
        (
            "04k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            placement(PlacementError::UnknownChar {
                char: '0',
                offset: 0,
            }),
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/4K3é w - - 0 1",
            placement(PlacementError::UnknownChar {
                char: 'é',
                offset: 23,
            }),
        ),
        // Side to move: xiangqi FENs use w/b, not r.
        (
            "4k4/9/9/9/9/9/9/9/9/4K4 r - - 0 1",
            Fen(FenError::Turn { offset: 24 }),
        ),
        // No castling or en passant in xiangqi: both fields are `-`, and
        // the FEN reader refuses anything else where the field starts.
        (
            "4k4/9/9/9/9/9/9/9/9/4K4 w KQ - 0 1",
            Fen(FenError::UnusedField { offset: 26 }),
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/4K4 w - e3 0 1",
            Fen(FenError::UnusedField { offset: 28 }),
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/4K4 w X - 0 1",
            Fen(FenError::UnusedField { offset: 26 }),
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/4K4 w - - x 1",
            Fen(FenError::HalfmoveClock { offset: 30 }),
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/4K4 w - - -1 1",
            Fen(FenError::HalfmoveClock { offset: 30 }),
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 one",
            Fen(FenError::Fullmoves { offset: 32 }),
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 extra",
            Fen(FenError::TooManyFields { offset: 34 }),
        ),
    ];
    for (fen, expected) in cases {
        assert_eq!(&fen_error(fen), expected, "{fen:?}");
        // The setup parser gives the same FEN error.
        if let ParseFenError::Fen(e) = expected {
            assert_eq!(&Setup::from_fen(fen).unwrap_err(), e, "{fen:?}");
        }
    }
}

#[test]
fn invalid_positions_are_rejected_with_the_intended_error() {
    use Color::{Black, White};
    use duck_variants_core::ParseFenError::Position as P;
    let cases: &[(&str, ParseFenError)] = &[
        (
            "4k4/9/9/9/*8/8*/9/9/9/4K4 w - - 0 1",
            P(PositionError::Count(CountError::TooManyBlockers {
                count: 2,
            })),
        ),
        (
            "9/9/9/9/9/9/9/9/9/4A4 w - - 0 1",
            P(PositionError::Count(CountError::NoRoyals {
                names: duck_variants_xiangqi::GAME.names,
            })),
        ),
        (
            "9/9/9/9/9/9/9/9/9/9 b - - 0 1",
            P(PositionError::Count(CountError::NoRoyals {
                names: duck_variants_xiangqi::GAME.names,
            })),
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4/4K4 w - - 0 1",
            P(PositionError::Count(CountError::TooManyRoyals {
                color: White,
                count: 2,
                names: duck_variants_xiangqi::GAME.names,
            })),
        ),
        (
            "3kk4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            P(PositionError::Count(CountError::TooManyRoyals {
                color: Black,
                count: 2,
                names: duck_variants_xiangqi::GAME.names,
            })),
        ),
        (
            "4k4/9/9/9/9/9/4K4/9/9/9 w - - 0 1",
            P(PositionError::GeneralOutsidePalace {
                color: White,
                square: sq::E4,
            }),
        ),
        (
            "9/9/9/3k5/9/9/9/9/9/4K4 w - - 0 1",
            P(PositionError::GeneralOutsidePalace {
                color: Black,
                square: sq::D7,
            }),
        ),
        // A red general in the black palace is outside its own.
        (
            "3kK4/9/9/9/9/9/9/9/9/9 w - - 0 1",
            P(PositionError::GeneralOutsidePalace {
                color: White,
                square: sq::E10,
            }),
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/A3K4 w - - 0 1",
            P(PositionError::AdvisorOutsidePalace {
                color: White,
                square: sq::A1,
            }),
        ),
        (
            "4k4/9/9/4a4/9/9/9/9/9/4K4 b - - 0 1",
            P(PositionError::AdvisorOutsidePalace {
                color: Black,
                square: sq::E7,
            }),
        ),
        (
            "4k4/9/9/2B6/9/9/9/9/9/4K4 w - - 0 1",
            P(PositionError::ElephantAcrossRiver {
                color: White,
                square: sq::C7,
            }),
        ),
        (
            "4k4/9/9/9/9/9/2e6/9/9/4K4 w - - 0 1",
            P(PositionError::ElephantAcrossRiver {
                color: Black,
                square: sq::C4,
            }),
        ),
        // Seventeen red pieces: the start array plus a soldier on e5.
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4P4/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            P(PositionError::Count(CountError::TooManyPieces {
                color: White,
                count: 17,
                max: 16,
                names: duck_variants_xiangqi::GAME.names,
            })),
        ),
    ];
    for (fen, expected) in cases {
        assert_eq!(&fen_error(fen), expected, "{fen:?}");
    }
}

#[test]
fn aliases_and_missing_fields_are_accepted() {
    // `h`/`e` for horse/elephant are read as `n`/`b` and written as such.
    let aliases = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1";
    assert_eq!(aliases.parse::<Position>().unwrap().to_string(), START);
    // Trailing fields take their defaults.
    let short = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    assert_eq!(short.parse::<Position>().unwrap().to_string(), START);
    // One general missing: a finished game, accepted.
    let done: Position = "9/9/9/9/9/9/9/9/9/4K4 b - - 0 1".parse().unwrap();
    assert_eq!(done.count_turns(), 0);
}

fn coord_error(fen: &str, text: &str) -> CoordError {
    let pos: Position = fen.parse().unwrap();
    match pos.parse_coords(text) {
        Ok(turn) => panic!("{text:?} accepted as {turn}"),
        Err(e) => e,
    }
}

#[test]
fn malformed_and_illegal_coordinate_turns_are_rejected() {
    use CoordError::{BlockerPrefix, Illegal, Syntax};
    use CoordSyntaxError::{Square as Sq, Unexpected};
    let square = |offset, error| Syntax(Sq { offset, error });
    let cases: &[(&str, CoordError)] = &[
        ("", square(0, SquareError::Empty)),
        ("e", square(0, SquareError::BadRank)),
        ("A1a2", square(0, SquareError::BadFile)),
        ("\u{e9}1a1", square(0, SquareError::BadFile)),
        ("a0a1", square(0, SquareError::BadRank)),
        ("a100a1", square(0, SquareError::BadRank)),
        (
            "a11a1",
            square(
                0,
                SquareError::OffBoard {
                    file: 'a',
                    rank: 11,
                },
            ),
        ),
        (
            "j1a1",
            square(0, SquareError::OffBoard { file: 'j', rank: 1 }),
        ),
        ("a1", square(2, SquareError::Empty)),
        ("a1a2,", square(5, SquareError::Empty)),
        ("a1a2,a2", square(7, SquareError::Empty)),
        (
            "a1a2 ,a2a3",
            Syntax(Unexpected {
                offset: 4,
                found: Some(' '),
                expected: "a promotion letter, ',' or the end",
            }),
        ),
        (
            "a1a2,a2a3!",
            Syntax(Unexpected {
                offset: 9,
                found: Some('!'),
                expected: "the end of the turn",
            }),
        ),
        // The part after the comma must repeat the destination.
        ("a1a2,a3a4", BlockerPrefix),
        // Xiangqi has no promotion letters.
        ("a1a2x,a2a3", Illegal(IllegalTurn::PieceMove)),
        // Blocked by the own soldier a4; an advisor moving orthogonally; a
        // black piece with Red to move; the flying capture through pieces.
        ("a1a5,a5a6", Illegal(IllegalTurn::PieceMove)),
        ("d1d2,d2d5", Illegal(IllegalTurn::PieceMove)),
        ("a10a9,a9e5", Illegal(IllegalTurn::PieceMove)),
        ("e1e10", Illegal(IllegalTurn::PieceMove)),
        // A cannon capture needs a screen: h3 to h8 has none.
        ("h3h8,h8h3", Illegal(IllegalTurn::PieceMove)),
        // No duck; the duck on a soldier; the duck on the piece itself.
        ("h3e3", Illegal(IllegalTurn::MissingBlocker)),
        ("h3e3,e3e4", Illegal(IllegalTurn::BlockerSquare)),
        ("h3e3,e3e3", Illegal(IllegalTurn::BlockerSquare)),
    ];
    for (text, expected) in cases {
        assert_eq!(&coord_error(START, text), expected, "{text:?}");
    }
    // A finished game accepts no turn at all.
    let done = "3aR4/4a4/9/p8/9/9/9/1*7/9/3K5 b - - 0 1";
    assert_eq!(
        coord_error(done, "a7a6,a6a5"),
        Illegal(IllegalTurn::GameOver)
    );
}

#[test]
fn hand_made_illegal_turns_leave_the_position_unchanged() {
    let pos: Position = START.parse().unwrap();
    let cases = [
        (
            Turn::new(Move::new(Role::Chariot, sq::A1, sq::I10), Some(sq::E5)),
            IllegalTurn::PieceMove,
        ),
        (
            Turn::new(Move::new(Role::Soldier, sq::E6, sq::E5), Some(sq::E5)),
            IllegalTurn::PieceMove,
        ),
        (
            Turn::new(Move::new(Role::Cannon, sq::H3, sq::E3), None),
            IllegalTurn::MissingBlocker,
        ),
        (
            Turn::new(Move::new(Role::Cannon, sq::H3, sq::E3), Some(sq::A1)),
            IllegalTurn::BlockerSquare,
        ),
        (
            Turn::new(Move::new(Role::Cannon, sq::H3, sq::H10), Some(sq::H10)),
            IllegalTurn::BlockerSquare,
        ),
    ];
    for (turn, expected) in cases {
        let mut copy = pos;
        assert_eq!(copy.play(turn), Err(expected), "{turn}");
        assert!(!copy.is_legal(turn));
        assert_eq!(copy.to_string(), START);
        assert_eq!(copy.zobrist(), pos.zobrist());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,100}") {
        let pos = Position::start();
        let _ = text.parse::<Position>();
        let _ = text.parse::<Setup>();
        let _ = pos.parse_coords(&text);
    }

    #[test]
    fn fen_like_text_never_panics(
        text in "[rnbakcpehRNBAKCPEH*1-9/]{0,100}( [wb-]{0,2}){0,2}( [-0-9]{0,3}){0,4}",
    ) {
        if let Ok(pos) = text.parse::<Position>() {
            // Whatever is accepted can generate, count and write itself.
            prop_assert_eq!(pos.legal_turns().len(), pos.count_turns());
            let back: Position = pos.to_string().parse().unwrap();
            prop_assert_eq!(back, pos);
        }
    }

    #[test]
    fn coordinate_like_text_never_panics(text in "[a-k0-9,]{0,14}") {
        let pos = Position::start();
        if let Ok(turn) = pos.parse_coords(&text) {
            prop_assert!(pos.is_legal(turn));
        }
    }
}
