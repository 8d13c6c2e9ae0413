//! Malformed FEN, SAN and coordinate strings each give the intended error
//! variant, and never a panic.

use duck_variants_chess::{
    Color, CoordError, CoordSyntaxError, EnPassantProblem, FenError, IllegalTurn, ParseFenError,
    Position, PositionError, Rules, SanError, SanSyntaxError, Square,
};
use duck_variants_core::FromSetup;
use duck_variants_core::TurnMatchError;
use duck_variants_core::{CountError, PlacementError, SquareError};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn malformed_fens_give_the_intended_error() {
    use duck_variants_core::ParseFenError::{Fen, Position as Pos};
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let cases: Vec<(String, ParseFenError)> = vec![
        ("".into(), Fen(FenError::Empty)),
        ("   ".into(), Fen(FenError::Empty)),
        (
            "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1".into(),
            Fen(FenError::Placement {
                error: PlacementError::TooFewRanks { found: 7 },
            }),
        ),
        (
            format!("{start}/8 w - - 0 1"),
            Fen(FenError::Placement {
                error: PlacementError::TooManyRanks { offset: 43 },
            }),
        ),
        (
            "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1".into(),
            Fen(FenError::Placement {
                error: PlacementError::RankWidth {
                    rank: 7,
                    files: 9,
                    offset: 17,
                },
            }),
        ),
        (
            "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1".into(),
            Fen(FenError::Placement {
                error: PlacementError::RankWidth {
                    rank: 7,
                    files: 7,
                    offset: 16,
                },
            }),
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1".into(),
            Fen(FenError::Placement {
                error: PlacementError::RankWidth {
                    rank: 6,
                    files: 9,
                    offset: 18,
                },
            }),
        ),
        (
            "rnbqkbnr/pppxpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1".into(),
            Fen(FenError::Placement {
                error: PlacementError::UnknownChar {
                    char: 'x',
                    offset: 12,
                },
            }),
        ),
        (
            "rnbqkbnr/pppépppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1".into(),
            Fen(FenError::Placement {
                error: PlacementError::UnknownChar {
                    char: 'é',
                    offset: 12,
                },
            }),
        ),
        (
            format!("{start} x KQkq - 0 1"),
            Fen(FenError::Turn { offset: 44 }),
        ),
        (
            format!("{start} w KQkX - 0 1"),
            Fen(FenError::Castling { offset: 49 }),
        ),
        (
            format!("{start} w KK - 0 1"),
            Fen(FenError::Castling { offset: 47 }),
        ),
        (
            format!("{start} w KQkq e9 0 1"),
            Fen(FenError::EnPassant { offset: 51 }),
        ),
        (
            format!("{start} w KQkq - -1 1"),
            Fen(FenError::HalfmoveClock { offset: 53 }),
        ),
        (
            format!("{start} w KQkq - 0 one"),
            Fen(FenError::Fullmoves { offset: 55 }),
        ),
        (
            format!("{start} w KQkq - 0 1 extra"),
            Fen(FenError::TooManyFields { offset: 57 }),
        ),
        (
            "4k3/8/8/8/3**3/8/8/4K3 w - - 0 1".into(),
            Pos(PositionError::Count(CountError::TooManyBlockers {
                count: 2,
            })),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 1".into(),
            Pos(PositionError::Count(CountError::NoRoyals {
                names: duck_variants_chess::GAME.names,
            })),
        ),
        (
            "4k3/8/8/8/8/8/8/K3K3 w - - 0 1".into(),
            Pos(PositionError::Count(CountError::TooManyRoyals {
                color: Color::White,
                count: 2,
                names: duck_variants_chess::GAME.names,
            })),
        ),
        (
            "k3k3/8/8/8/8/8/8/4K3 w - - 0 1".into(),
            Pos(PositionError::Count(CountError::TooManyRoyals {
                color: Color::Black,
                count: 2,
                names: duck_variants_chess::GAME.names,
            })),
        ),
        (
            "4k3/8/8/8/8/8/8/P3K3 w - - 0 1".into(),
            Pos(PositionError::PawnOnBackRank { square: sq("a1") }),
        ),
        (
            "4k2p/8/8/8/8/8/8/4K3 w - - 0 1".into(),
            Pos(PositionError::PawnOnBackRank { square: sq("h8") }),
        ),
        (
            "QQQQkQQQ/QQQQQQQQ/8/8/8/8/8/QQQQKQQQ w - - 0 1".into(),
            Pos(PositionError::Count(CountError::TooManyPieces {
                color: Color::White,
                count: 23,
                max: 16,
                names: duck_variants_chess::GAME.names,
            })),
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1".into(),
            Pos(PositionError::CastlingRight { right: 'K' }),
        ),
        (
            "1r2k3/8/8/8/8/8/8/4K3 w q - 0 1".into(),
            Pos(PositionError::CastlingRight { right: 'q' }),
        ),
        (
            "r3k3/8/8/8/8/8/8/3K3R w Kq - 0 1".into(),
            Pos(PositionError::CastlingRight { right: 'K' }),
        ),
        (
            "4k3/8/8/3pP3/8/8/8/4K3 w - d3 0 1".into(),
            Pos(PositionError::EnPassant {
                square: sq("d3"),
                problem: EnPassantProblem::WrongRank,
            }),
        ),
        (
            "4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1".into(),
            Pos(PositionError::EnPassant {
                square: sq("d6"),
                problem: EnPassantProblem::NoPawn,
            }),
        ),
        (
            "4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 1".into(),
            Pos(PositionError::EnPassant {
                square: sq("d6"),
                problem: EnPassantProblem::Occupied,
            }),
        ),
        (
            "4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1".into(),
            Pos(PositionError::EnPassant {
                square: sq("d6"),
                problem: EnPassantProblem::Occupied,
            }),
        ),
    ];
    for (fen, expected) in cases {
        assert_eq!(fen.parse::<Position>().err(), Some(expected), "{fen:?}");
    }
}

#[test]
fn accepted_edge_fens() {
    // One king missing: a finished game.
    assert!("4k3/8/8/8/8/8/8/8 w - - 0 1".parse::<Position>().is_ok());
    // The duck on the en-passant square or on the pawn's start square is
    // consistent (the mover may have put it there).
    assert!(
        "4k3/3*4/8/3pP3/8/8/8/4K3 w - d6 0 1"
            .parse::<Position>()
            .is_ok()
    );
    assert!(
        "4k3/8/3*4/3pP3/8/8/8/4K3 w - d6 0 1"
            .parse::<Position>()
            .is_ok()
    );
    // Trailing fields may be left out.
    assert_eq!(
        "4k3/8/8/8/8/8/8/4K3 b"
            .parse::<Position>()
            .unwrap()
            .to_string(),
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
    );
}

#[test]
fn malformed_san_gives_the_intended_error() {
    let start = Position::start();
    let syntax = |offset, expected: &'static str, found| {
        SanError::Syntax(SanSyntaxError::Unexpected {
            notation: "SAN",
            offset,
            found,
            expected,
        })
    };
    let cases: Vec<(&str, SanError)> = vec![
        (
            "",
            SanError::Syntax(SanSyntaxError::Empty { notation: "SAN" }),
        ),
        ("Z", syntax(0, "a destination square", Some('Z'))),
        ("e9@a3", syntax(0, "a destination square", Some('e'))),
        ("e4@", syntax(3, "a duck square after '@'", None)),
        ("e4@i9", syntax(3, "a duck square after '@'", Some('i'))),
        ("Nf3@e44", syntax(4, "a duck square after '@'", Some('e'))),
        (
            "Nzf3@e5",
            syntax(1, "a disambiguation, 'x' or the destination", Some('z')),
        ),
        (
            "xe4@e5",
            syntax(0, "a pawn move such as e4 or exd5", Some('x')),
        ),
        ("Ne4=Q@a3", syntax(3, "no promotion for a piece", Some('='))),
        ("e5@a3", SanError::Turn(TurnMatchError::Illegal)),
        ("O-O@a3", SanError::Turn(TurnMatchError::Illegal)),
        ("Ke2@a3", SanError::Turn(TurnMatchError::Illegal)),
        ("e8=Q@a3", SanError::Turn(TurnMatchError::Illegal)),
        ("Nf3", SanError::Turn(TurnMatchError::MissingBlocker)),
        ("Nf3@e1", SanError::Turn(TurnMatchError::IllegalBlocker)),
        ("Nf3@f3", SanError::Turn(TurnMatchError::IllegalBlocker)),
    ];
    for (san, expected) in cases {
        assert_eq!(start.parse_san(san).err(), Some(expected), "{san:?}");
    }
    // Two knights reach d2.
    let p: Position = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1".parse().unwrap();
    assert_eq!(
        p.parse_san("Nd2@a3"),
        Err(SanError::Turn(TurnMatchError::Ambiguous))
    );
    assert!(p.parse_san("Nbd2@a3").is_ok());
    assert!(p.parse_san("Nfd2@a3").is_ok());
}

#[test]
fn malformed_coordinates_give_the_intended_error() {
    let start = Position::start();
    let cases: Vec<(&str, CoordError)> = vec![
        (
            "",
            CoordError::Syntax(CoordSyntaxError::Square {
                offset: 0,
                error: SquareError::Empty,
            }),
        ),
        (
            "e2",
            CoordError::Syntax(CoordSyntaxError::Square {
                offset: 2,
                error: SquareError::Empty,
            }),
        ),
        (
            "z2e4,e4e5",
            CoordError::Syntax(CoordSyntaxError::Square {
                offset: 0,
                error: SquareError::OffBoard { file: 'z', rank: 2 },
            }),
        ),
        (
            "e2e9,e9e5",
            CoordError::Syntax(CoordSyntaxError::Square {
                offset: 2,
                error: SquareError::OffBoard { file: 'e', rank: 9 },
            }),
        ),
        (
            "e2e4,e4",
            CoordError::Syntax(CoordSyntaxError::Square {
                offset: 7,
                error: SquareError::Empty,
            }),
        ),
        (
            "e2e4;e4e5",
            CoordError::Syntax(CoordSyntaxError::Unexpected {
                offset: 4,
                found: Some(';'),
                expected: "a promotion letter, ',' or the end",
            }),
        ),
        (
            "E2e4,e4e5",
            CoordError::Syntax(CoordSyntaxError::Square {
                offset: 0,
                error: SquareError::BadFile,
            }),
        ),
        (
            "e2e4,e4e5x",
            CoordError::Syntax(CoordSyntaxError::Unexpected {
                offset: 9,
                found: Some('x'),
                expected: "the end of the turn",
            }),
        ),
        ("e2e4", CoordError::Illegal(IllegalTurn::MissingBlocker)),
        ("e2e4,e5d5", CoordError::BlockerPrefix),
        ("e2e4,e4e4", CoordError::Illegal(IllegalTurn::BlockerSquare)),
        ("e2e4,e4e1", CoordError::Illegal(IllegalTurn::BlockerSquare)),
        ("e2e5,e5d5", CoordError::Illegal(IllegalTurn::PieceMove)),
        ("e2e4q,e4d5", CoordError::Illegal(IllegalTurn::PieceMove)),
        ("e1g1,g1d5", CoordError::Illegal(IllegalTurn::PieceMove)),
    ];
    for (text, expected) in cases {
        assert_eq!(start.parse_coords(text).err(), Some(expected), "{text:?}");
    }
    let over: Position = "4Q3/8/8/8/3*4/8/8/4K3 b - - 0 1".parse().unwrap();
    assert_eq!(
        over.parse_coords("e1e2,e2e3").err(),
        Some(CoordError::Illegal(IllegalTurn::GameOver))
    );
}

#[test]
fn san_syntax_errors_name_what_they_found_in_words() {
    let start = Position::start();
    let end = start.parse_san("e4@").unwrap_err().to_string();
    assert_eq!(
        end,
        "unexpected end of text at byte 3 of the SAN; expected a duck square after '@'"
    );
    let stray = start.parse_san("Z").unwrap_err().to_string();
    assert_eq!(
        stray,
        "unexpected 'Z' at byte 0 of the SAN; expected a destination square"
    );
}
