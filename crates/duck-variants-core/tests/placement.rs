//! The board and its FEN placement field: parsing, writing, the duck in the
//! neutral set, and every `PlacementError`, with a piece vocabulary defined
//! here so that nothing depends on the game crates.

mod common;

use common::{Board6x6, Board10x10, TestRole, at, names, set, sq, square_count};
use duck_variants_core::{
    Bitboard, Board, Board8x8, Board9x10, Color, Geometry, Occupant, Piece, PlacementError, Role,
};
use proptest::prelude::*;

use TestRole::{King, Pawn, Queen, Rook};

type Chess = Board<Board8x8, TestRole>;
type Xiangqi = Board<Board9x10, TestRole>;

fn white(role: TestRole) -> Piece<TestRole> {
    Piece {
        color: Color::White,
        role,
    }
}

fn black(role: TestRole) -> Piece<TestRole> {
    Piece {
        color: Color::Black,
        role,
    }
}

fn write<G: Geometry>(board: &Board<G, TestRole>) -> String {
    let mut out = String::new();
    board.write_placement(&mut out).unwrap();
    out
}

fn parse<G: Geometry>(text: &str) -> Result<Board<G, TestRole>, PlacementError> {
    Board::from_placement(text)
}

// ------------------------------------------------------------ vocabulary

#[test]
fn test_role_vocabulary_is_consistent() {
    for (i, &role) in TestRole::ALL.iter().enumerate() {
        assert_eq!(role.index(), i);
        assert_eq!(TestRole::from_char(role.char()), Some(role));
    }
    assert_eq!(TestRole::ROYAL, Some(King));
}

#[test]
fn piece_letters() {
    assert_eq!(white(King).char(), 'K');
    assert_eq!(black(King).char(), 'k');
    assert_eq!(white(Pawn).char(), 'P');
    assert_eq!(Piece::<TestRole>::from_char('Q'), Some(white(Queen)));
    assert_eq!(Piece::<TestRole>::from_char('r'), Some(black(Rook)));
    assert_eq!(Piece::<TestRole>::from_char('n'), None);
    assert_eq!(Piece::<TestRole>::from_char('N'), None);
    assert_eq!(Piece::<TestRole>::from_char('*'), None);
    assert_eq!(Piece::<TestRole>::from_char('1'), None);
}

// ------------------------------------------------------- sample boards

#[test]
fn chess_sample_round_trips_with_the_duck_in_the_neutral_set() {
    let text = "r2qk2r/pppp1ppp/4*3/8/4P3/8/PPPP1PPP/R2QK2R";
    let board: Chess = parse(text).unwrap();
    assert_eq!(write(&board), text);
    assert_eq!(format!("{board:?}"), format!("Board({text})"));

    assert_eq!(board.blockers(), set("e6"));
    assert!(!board.pieces().contains(sq("e6")));
    assert!(board.occupied().contains(sq("e6")));
    assert_eq!(board.occupant_at(sq("e6")), Some(Occupant::Blocker));
    assert_eq!(board.piece_at(sq("e6")), None);
    assert_eq!(board.role_at(sq("e6")), None);
    assert_eq!(board.color_at(sq("e6")), None);

    assert_eq!(board.by_color(Color::White).len(), 12);
    assert_eq!(board.by_color(Color::Black).len(), 11);
    assert_eq!(board.pieces().len(), 23);
    assert_eq!(board.occupied().len(), 24);
    assert_eq!(board.empty_squares().len(), 64 - 24);
    assert_eq!(board.by_role(King), set("e1 e8"));
    assert_eq!(board.by_role(Queen), set("d1 d8"));
    assert_eq!(board.by_role(Rook), set("a1 h1 a8 h8"));
    assert_eq!(board.by_piece(white(Pawn)), set("a2 b2 c2 d2 e4 f2 g2 h2"));
    assert_eq!(board.by_piece(black(Pawn)), set("a7 b7 c7 d7 f7 g7 h7"));
    assert_eq!(board.piece_at(sq("e1")), Some(white(King)));
    assert_eq!(board.piece_at(sq("d8")), Some(black(Queen)));
    assert_eq!(
        board.occupant_at(sq("h8")),
        Some(Occupant::Piece(black(Rook)))
    );
    assert_eq!(board.occupant_at(sq("e5")), None);
    assert_eq!(parse::<Board8x8>(&write(&board)), Ok(board));
}

#[test]
fn xiangqi_sample_round_trips_with_two_digit_ranks() {
    let text = "r3k3r/9/9/p1p1p1p1p/4*4/9/P1P1P1P1P/9/9/R3K3R";
    let board: Xiangqi = parse(text).unwrap();
    assert_eq!(write(&board), text);
    assert_eq!(board.blockers(), set("e6"));
    assert_eq!(board.pieces().len(), 16);
    assert_eq!(board.occupied().len(), 17);
    assert_eq!(board.empty_squares().len(), 90 - 17);
    assert_eq!(board.by_piece(black(Rook)), set("a10 i10"));
    assert_eq!(board.by_piece(black(King)), set("e10"));
    assert_eq!(board.by_piece(white(King)), set("e1"));
    assert_eq!(board.by_piece(white(Pawn)), set("a4 c4 e4 g4 i4"));
    assert_eq!(board.by_piece(black(Pawn)), set("a7 c7 e7 g7 i7"));

    let corners = "8*/9/9/9/9/9/9/9/9/*8";
    let board: Xiangqi = parse(corners).unwrap();
    assert_eq!(names(board.blockers()), ["a1", "i10"]);
    assert!(board.pieces().is_empty());
    assert_eq!(write(&board), corners);
}

#[test]
fn empty_boards_write_one_run_per_rank() {
    assert_eq!(write(&Chess::empty()), "8/8/8/8/8/8/8/8");
    assert_eq!(write(&Xiangqi::empty()), "9/9/9/9/9/9/9/9/9/9");
    assert_eq!(
        write(&Board::<Board6x6, TestRole>::default()),
        "6/6/6/6/6/6"
    );
    assert_eq!(
        write(&Board::<Board10x10, TestRole>::empty()),
        "10/10/10/10/10/10/10/10/10/10"
    );
    assert_eq!(Xiangqi::empty().empty_squares().len(), 90);
    assert_eq!(
        parse::<Board10x10>("10/10/10/10/10/10/10/10/10/10"),
        Ok(Board::empty())
    );
}

#[test]
fn test_geometries_parse_and_write() {
    let text = "k9/10/10/10/4*5/10/10/10/10/9K";
    let board: Board<Board10x10, TestRole> = parse(text).unwrap();
    assert_eq!(board.piece_at(sq("a10")), Some(black(King)));
    assert_eq!(board.piece_at(sq("j1")), Some(white(King)));
    assert_eq!(board.blockers(), set("e6"));
    assert_eq!(write(&board), text);

    let text = "rk4/pp4/6/2*3/PP4/RK4";
    let board: Board<Board6x6, TestRole> = parse(text).unwrap();
    assert_eq!(board.by_color(Color::White), set("a1 b1 a2 b2"));
    assert_eq!(board.by_color(Color::Black), set("a6 b6 a5 b5"));
    assert_eq!(board.blockers(), set("c3"));
    assert_eq!(write(&board), text);
}

#[test]
fn a_digit_run_is_one_number() {
    let board: Chess = parse("1p1p4/8/8/8/8/8/8/8").unwrap();
    assert_eq!(board.by_piece(black(Pawn)), set("b8 d8"));
    assert_eq!(write(&board), "1p1p4/8/8/8/8/8/8/8");
    // "1111" is not four single empties: reading stops as soon as the run
    // exceeds the width, at eleven.
    assert_eq!(
        parse::<Board8x8>("1111p3/8/8/8/8/8/8/8"),
        Err(PlacementError::RankWidth {
            rank: 8,
            files: 11,
            offset: 0
        })
    );
}

/// A vocabulary that would accept any character as a piece letter.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
struct Anything;

impl Role for Anything {
    const NAMES: duck_variants_core::Names = duck_variants_core::Names {
        first: "White",
        second: "Black",
        royal: Some("king"),
    };
    const ALL: &'static [Self] = &[Anything];
    const ROYAL: Option<Self> = Some(Anything);
    const LETTERS: &'static [char] = &['a'];
    fn index(self) -> usize {
        0
    }
    fn from_char(_: char) -> Option<Self> {
        Some(Anything)
    }
}

#[test]
fn only_ascii_letters_are_piece_letters() {
    let parse = Board::<Board8x8, Anything>::from_placement;
    assert!(parse("aXzQ4/8/8/8/8/8/8/8").is_ok());
    for (text, char) in [
        ("?7/8/8/8/8/8/8/8", '?'),
        ("-7/8/8/8/8/8/8/8", '-'),
        ("é7/8/8/8/8/8/8/8", 'é'),
    ] {
        assert_eq!(
            parse(text),
            Err(PlacementError::UnknownChar { char, offset: 0 }),
            "{text}"
        );
    }
}

// ------------------------------------------------------------ editing

#[test]
fn set_take_and_neutral() {
    let mut board = Chess::empty();
    board.set(sq("e4"), Some(Occupant::Piece(white(Queen))));
    board.set(sq("d5"), Some(Occupant::Blocker));
    assert_eq!(board.occupied(), set("e4 d5"));
    assert_eq!(board.pieces(), set("e4"));
    // Replacing the duck by a piece and a piece by the duck.
    board.set(sq("d5"), Some(Occupant::Piece(black(Pawn))));
    assert_eq!(board.blockers(), Bitboard::EMPTY);
    board.set(sq("e4"), Some(Occupant::Blocker));
    assert_eq!(board.by_color(Color::White), Bitboard::EMPTY);
    assert_eq!(board.by_role(Queen), Bitboard::EMPTY);
    assert_eq!(board.blockers(), set("e4"));
    assert_eq!(write(&board), "8/8/8/3p4/4*3/8/8/8");
    assert_eq!(board.take(sq("d5")), Some(black(Pawn)));
    assert_eq!(board.take(sq("d5")), None);
    assert_eq!(board.take(sq("e4")), None, "take does not take the duck");
    board.set(sq("e4"), None);
    assert_eq!(board, Chess::empty());

    board.put_piece(sq("a1"), white(Rook));
    board.remove_piece(sq("a1"), white(Rook));
    assert_eq!(board, Chess::empty());

    board.set_blockers(set("a1 h8"));
    assert_eq!(write(&board), "7*/8/8/8/8/8/8/*7");
}

// ------------------------------------------------------------ errors

fn err<G: Geometry>(text: &str) -> PlacementError {
    parse::<G>(text).expect_err(text)
}

#[test]
fn unknown_characters_report_their_byte_offset() {
    type C = Board8x8;
    assert_eq!(
        err::<C>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
        PlacementError::UnknownChar {
            char: 'n',
            offset: 1
        }
    );
    assert_eq!(
        err::<C>("8/8/8/3x4/8/8/8/8"),
        PlacementError::UnknownChar {
            char: 'x',
            offset: 7
        }
    );
    assert_eq!(
        err::<C>("8/8/8/8/8/8/8/é7"),
        PlacementError::UnknownChar {
            char: 'é',
            offset: 14
        }
    );
    assert_eq!(
        err::<C>("8/8/8/8/8/8/8/0"),
        PlacementError::UnknownChar {
            char: '0',
            offset: 14
        }
    );
    assert_eq!(
        err::<C>(" 8/8/8/8/8/8/8/8"),
        PlacementError::UnknownChar {
            char: ' ',
            offset: 0
        }
    );
    assert_eq!(
        err::<C>("8/8/8/8/8/8/8/-7"),
        PlacementError::UnknownChar {
            char: '-',
            offset: 14
        }
    );
    assert_eq!(
        err::<Board9x10>("9/9/9/9/9/9/9/9/9/4N4"),
        PlacementError::UnknownChar {
            char: 'N',
            offset: 19
        }
    );
}

#[test]
fn ranks_of_the_wrong_width() {
    type C = Board8x8;
    let width = |rank, files, offset| PlacementError::RankWidth {
        rank,
        files,
        offset,
    };
    // Too wide.
    assert_eq!(err::<C>("9/8/8/8/8/8/8/8"), width(8, 9, 0));
    assert_eq!(err::<C>("8p/8/8/8/8/8/8/8"), width(8, 9, 1));
    assert_eq!(err::<C>("4p4/8/8/8/8/8/8/8"), width(8, 9, 2));
    assert_eq!(err::<C>("8/8/8/8/44/8/8/8"), width(4, 44, 8));
    assert_eq!(err::<C>("8/8/8/8/8/8/8/ppppkpppp"), width(1, 9, 22));
    // Too narrow.
    assert_eq!(err::<C>("7/8/8/8/8/8/8/8"), width(8, 7, 1));
    assert_eq!(err::<C>("8/8/3k/8/8/8/8/8"), width(6, 4, 6));
    assert_eq!(err::<C>("8/8/8/8/8/8/8/7"), width(1, 7, 15));
    assert_eq!(err::<C>("8//8/8/8/8/8/8"), width(7, 0, 2));
    assert_eq!(err::<C>("8/8/8/8/8/8/8/"), width(1, 0, 14));

    // A two-digit run on a nine-file board is ten files.
    type X = Board9x10;
    assert_eq!(err::<X>("10/9/9/9/9/9/9/9/9/9"), width(10, 10, 0));
    assert_eq!(err::<X>("9/9/9/9/9/9/9/9/9/10"), width(1, 10, 18));
    assert_eq!(err::<X>("*9/9/9/9/9/9/9/9/9/9"), width(10, 10, 1));
    assert_eq!(err::<X>("8/9/9/9/9/9/9/9/9/9"), width(10, 8, 1));
    // ... which is exactly right on ten files, where 100 is too many.
    assert!(parse::<Board10x10>("10/10/10/10/10/10/10/10/10/10").is_ok());
    assert_eq!(
        err::<Board10x10>("100/10/10/10/10/10/10/10/10/10"),
        width(10, 100, 0)
    );
    assert_eq!(err::<Board6x6>("7/6/6/6/6/6"), width(6, 7, 0));
}

#[test]
fn too_many_and_too_few_ranks() {
    type C = Board8x8;
    assert_eq!(
        err::<C>("8/8/8/8/8/8/8/8/8"),
        PlacementError::TooManyRanks { offset: 15 }
    );
    assert_eq!(
        err::<C>("8/8/8/8/8/8/8/8/"),
        PlacementError::TooManyRanks { offset: 15 }
    );
    assert_eq!(err::<C>("8/8/8"), PlacementError::TooFewRanks { found: 3 });
    assert_eq!(err::<C>("8"), PlacementError::TooFewRanks { found: 1 });
    assert_eq!(
        err::<C>("8/8/8/8/8/8/8"),
        PlacementError::TooFewRanks { found: 7 }
    );
    type X = Board9x10;
    assert_eq!(
        err::<X>("9/9/9/9/9/9/9/9/9"),
        PlacementError::TooFewRanks { found: 9 }
    );
    assert_eq!(
        err::<X>("9/9/9/9/9/9/9/9/9/9/9"),
        PlacementError::TooManyRanks { offset: 19 }
    );
    // The chess start position's shape is not a xiangqi placement.
    assert_eq!(
        err::<X>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
        PlacementError::UnknownChar {
            char: 'n',
            offset: 1
        }
    );
    assert_eq!(
        err::<X>("8/8/8/8/8/8/8/8"),
        PlacementError::RankWidth {
            rank: 10,
            files: 8,
            offset: 1
        }
    );
}

#[test]
fn other_malformed_placements_are_errors() {
    for text in [
        "",
        "/",
        "//",
        "*",
        "k",
        "8/8/8/8/8/8/8/8 w",
        "8/8/8/8/8/8/8/8x",
    ] {
        assert!(parse::<Board8x8>(text).is_err(), "{text:?}");
    }
}

#[test]
fn placement_errors_display_their_offsets() {
    let e = PlacementError::UnknownChar {
        char: 'x',
        offset: 7,
    };
    assert!(e.to_string().contains('7'), "{e}");
    let e = PlacementError::RankWidth {
        rank: 10,
        files: 11,
        offset: 12,
    };
    assert!(e.to_string().contains("12"), "{e}");
}

// ------------------------------------------------------------ proptest

/// 0..=7: a piece (color, role); 8: the duck; otherwise empty.
fn occupant_of(code: u8) -> Option<Occupant<TestRole>> {
    match code {
        0..=7 => Some(Occupant::Piece(Piece {
            color: if code < 4 { Color::White } else { Color::Black },
            role: TestRole::ALL[usize::from(code % 4)],
        })),
        8 => Some(Occupant::Blocker),
        _ => None,
    }
}

/// The placement of `codes` (one per square, index order) written by hand.
fn model_placement<G: Geometry>(codes: &[u8]) -> String {
    let files = usize::from(G::FILES);
    let mut out = String::new();
    for rank in (0..usize::from(G::RANKS)).rev() {
        let mut run = 0;
        for file in 0..files {
            let c = match occupant_of(codes[rank * files + file]) {
                None => {
                    run += 1;
                    continue;
                }
                Some(Occupant::Blocker) => '*',
                Some(Occupant::Piece(p)) => {
                    let letter = ['k', 'q', 'r', 'p'][p.role as usize];
                    if p.color == Color::White {
                        letter.to_ascii_uppercase()
                    } else {
                        letter
                    }
                }
            };
            if run > 0 {
                out += &run.to_string();
                run = 0;
            }
            out.push(c);
        }
        if run > 0 {
            out += &run.to_string();
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

fn check_round_trip<G: Geometry>(codes: &[u8]) {
    let n = square_count::<G>();
    let codes = &codes[..n];
    let mut board = Board::<G, TestRole>::empty();
    for (i, &code) in codes.iter().enumerate() {
        board.set(at::<G>(i), occupant_of(code));
    }
    let text = model_placement::<G>(codes);
    assert_eq!(write(&board), text);
    let parsed = parse::<G>(&text).unwrap();
    assert_eq!(parsed, board);
    for (i, &code) in codes.iter().enumerate() {
        assert_eq!(
            parsed.occupant_at(at::<G>(i)),
            occupant_of(code),
            "{text} @ {i}"
        );
    }
    let ducks = codes.iter().filter(|&&c| c == 8).count();
    let pieces = codes.iter().filter(|&&c| c < 8).count();
    assert_eq!(parsed.blockers().len() as usize, ducks);
    assert_eq!(parsed.pieces().len() as usize, pieces);
    assert_eq!(parsed.occupied().len() as usize, pieces + ducks);
    assert!(!parsed.blockers().intersects(parsed.pieces()));
}

fn codes() -> impl Strategy<Value = Vec<u8>> {
    // Mostly empty squares, some pieces, a few ducks.
    prop::collection::vec(0u8..24, 100)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_boards_round_trip_8x8(c in codes()) {
        check_round_trip::<Board8x8>(&c);
    }

    #[test]
    fn random_boards_round_trip_9x10(c in codes()) {
        check_round_trip::<Board9x10>(&c);
    }

    #[test]
    fn random_boards_round_trip_6x6(c in codes()) {
        check_round_trip::<Board6x6>(&c);
    }

    #[test]
    fn random_boards_round_trip_10x10(c in codes()) {
        check_round_trip::<Board10x10>(&c);
    }
}

/// The blocker rule sets the limit on blockers: one duck under
/// `Relocate`, any number of arrows under `Add`; and adding a blocker
/// keeps the others and toggles its key.
#[test]
fn blocker_counts_follow_the_rule() {
    use duck_variants_core::{BlockerRule, CountError, zobrist};
    let two = Chess::from_placement("k7/8/8/8/8/8/**6/K7").unwrap();
    assert_eq!(
        two.check_counts(16),
        Err(CountError::TooManyBlockers { count: 2 })
    );
    assert_eq!(
        two.check_counts_for(16, BlockerRule::Relocate),
        Err(CountError::TooManyBlockers { count: 2 })
    );
    assert_eq!(two.check_counts_for(16, BlockerRule::Add), Ok(()));
    let mut board = two;
    let mut hash = board.zobrist();
    board.add_blocker_hashed(sq::<Board8x8>("h1"), &mut hash);
    assert_eq!(board.blockers(), set::<Board8x8>("a2 b2 h1"));
    assert_eq!(hash, board.zobrist());
    assert_eq!(hash ^ two.zobrist(), zobrist::blocker(sq::<Board8x8>("h1")));
}
