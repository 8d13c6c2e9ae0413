//! WXF notation: named cases worked out by hand from the WXF rules (files
//! counted from each player's right, `+`/`-`/`=`, destination file for the
//! diagonal movers and steps for the orthogonal ones, front/rear markers,
//! the soldier rules), a table of malformed inputs with the intended
//! errors, and a round trip of every legal turn along random playouts from
//! the oracle positions.

use duck_variants_core::PieceMove;
use duck_variants_core::TurnMatchError;
use duck_variants_core::Variant;
use duck_variants_testkit::suite::{parse_perft_suite, parse_turn_lists};
use duck_variants_xiangqi::wxf::{End, Motion, Origin, Place};
use duck_variants_xiangqi::{Position, Role, Rules, Square, Turn, Wxf, WxfError, WxfSyntaxError};

const MOVES: &str = include_str!("data/duck-xiangqi.moves");

const PERFT: &str = include_str!("data/duck-xiangqi.perft");

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// `text` reads in `fen` as the coordinate turn `coords`, and the turn is
/// written back as exactly `text`.
fn named(fen: &str, text: &str, coords: &str) {
    let p = pos(fen);
    let turn = p
        .parse_wxf(text)
        .unwrap_or_else(|e| panic!("{fen}: {text}: {e}"));
    assert_eq!(turn.to_string(), coords, "{fen}: {text}");
    assert_eq!(
        p.wxf(turn).map(|w| w.to_string()),
        Ok(text.to_string()),
        "{fen}: {coords}"
    );
}

/// `text` reads in `fen` as `coords`, but is written another way.
fn reads_as(fen: &str, text: &str, coords: &str) {
    let p = pos(fen);
    let turn = p
        .parse_wxf(text)
        .unwrap_or_else(|e| panic!("{fen}: {text}: {e}"));
    assert_eq!(turn.to_string(), coords, "{fen}: {text}");
}

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
/// After `C2=5@e5`: Black to move.
const AFTER_C25: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4*4/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

#[test]
fn start_position_moves_count_files_from_reds_right() {
    // Red's file 1 is the i file, file 9 the a file.
    named(START, "C2=5@e5", "h3e3,e3e5");
    named(START, "C2=1@e5", "h3i3,i3e5");
    named(START, "C8-1@e5", "b3b2,b2e5");
    // A cannon capture counts the points: h3 to h10 is seven.
    named(START, "C2+7@e5", "h3h10,h10e5");
    // Diagonal movers name the destination file.
    named(START, "H2+3@e5", "h1g3,g3e5");
    named(START, "H8+9@e5", "b1a3,a3e5");
    named(START, "E7+5@e5", "c1e3,e3e5");
    named(START, "E3+1@e5", "g1i3,i3e5");
    named(START, "A6+5@e5", "d1e2,e2e5");
    named(START, "A4+5@e5", "f1e2,e2e5");
    // Orthogonal movers going forward name the number of points.
    named(START, "R9+2@e5", "a1a3,a3e5");
    named(START, "R1+1@e5", "i1i2,i2e5");
    named(START, "K5+1@e5", "e1e2,e2e5");
    named(START, "P7+1@e5", "c4c5,c5e5");
    named(START, "P1+1@e5", "i4i5,i5e5");
}

#[test]
fn black_counts_files_from_its_own_right() {
    // Black's file 1 is the a file; forward is down the board.
    assert_eq!(
        pos(AFTER_C25).side_to_move(),
        duck_variants_xiangqi::Color::Black
    );
    named(AFTER_C25, "H8+7@d6", "h10g8,g8d6");
    named(AFTER_C25, "H2+3@d6", "b10c8,c8d6");
    named(AFTER_C25, "C8=5@d6", "h8e8,e8d6");
    named(AFTER_C25, "C2+7@d6", "b8b1,b1d6");
    named(AFTER_C25, "P5+1@d6", "e7e6,e6d6");
    named(AFTER_C25, "R1+2@d6", "a10a8,a8d6");
    named(AFTER_C25, "E3+5@d6", "c10e8,e8d6");
    named(AFTER_C25, "A4+5@d6", "d10e9,e9d6");
}

#[test]
fn a_general_capture_has_no_duck_part() {
    // Generals facing on the d file: Red's general flies nine points.
    let fen = "3k5/9/9/9/9/4R4/9/9/4R4/3K5 w - - 0 1";
    named(fen, "K6+9", "d1d10");
    // A duck part after a general capture is an error, as in SAN
    // (RULES.md: notation is strict there).
    assert_eq!(
        pos(fen).parse_wxf("K6+9@a1"),
        Err(WxfError::Turn(TurnMatchError::UnexpectedBlocker))
    );
}

#[test]
fn tandem_pieces_are_front_and_rear() {
    // Red chariots e5 (front) and e2 (rear) on Red's file 5.
    let fen = "3k5/9/9/9/9/4R4/9/9/4R4/3K5 w - - 0 1";
    named(fen, "R+=1@a1", "e5i5,i5a1");
    named(fen, "R++5@a1", "e5e10,e10a1");
    named(fen, "R-+2@a1", "e2e4,e4a1");
    named(fen, "R--1@a1", "e2e1,e1a1");
    // The file digit fits both chariots.
    assert_eq!(
        pos(fen).parse_wxf("R5+1@a1"),
        Err(WxfError::Turn(TurnMatchError::Ambiguous))
    );
    // An old-style file digit that fits only one of them is accepted.
    reads_as(fen, "R5+5@a1", "e5e10,e10a1");

    // Black cannons e8 and e5: Black's front is the lower one.
    let fen = "4k4/9/4c4/9/9/4c4/9/9/9/3K5 b - - 0 1";
    named(fen, "C+=1@a1", "e5a5,a5a1");
    named(fen, "C-+2@a1", "e8e6,e6a1");
    named(fen, "C--1@a1", "e8e9,e9a1");

    // Red horses c4 and c2 on Red's file 7.
    let fen = "4k4/9/9/9/9/9/2N6/9/2N6/4K4 w - - 0 1";
    named(fen, "H++6@a1", "c4d6,d6a1");
    named(fen, "H-+8@a1", "c2b4,b4a1");
    assert_eq!(
        pos(fen).parse_wxf("H7+6@a1"),
        Err(WxfError::Turn(TurnMatchError::Ambiguous))
    );
}

#[test]
fn tandem_advisors_and_elephants_keep_the_file_digit_when_unambiguous() {
    // Elephants c1 and c5: the rear one can only advance, the front one
    // only retreat, so the file digit names one move.
    let fen = "4k4/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1";
    named(fen, "E7+5@a1", "c1e3,e3a1");
    named(fen, "E7-5@a1", "c5e3,e3a1");
    named(fen, "E7-9@a1", "c5a3,a3a1");
    // The front/rear form reads too.
    reads_as(fen, "E-+5@a1", "c1e3,e3a1");
    reads_as(fen, "E+-5@a1", "c5e3,e3a1");

    // Advisors d1 and d3.
    let fen = "4k4/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1";
    named(fen, "A6+5@a1", "d1e2,e2a1");
    named(fen, "A6-5@a1", "d3e2,e2a1");

    // Set up with an advisor on f2 beside f1: "A4+5" fits f1e2 and f2e3,
    // so the front/rear markers are needed.
    let fen = "3k5/9/9/9/9/9/9/9/5A3/4KA3 w - - 0 1";
    assert_eq!(
        pos(fen).parse_wxf("A4+5@a1"),
        Err(WxfError::Turn(TurnMatchError::Ambiguous))
    );
    named(fen, "A++5@a1", "f2e3,e3a1");
    named(fen, "A-+5@a1", "f1e2,e2a1");
}

#[test]
fn three_soldiers_on_a_file_are_front_middle_and_rear() {
    // WXF: "P+.4 front, P3.4 middle, P-.4 rear". Red soldiers c8, c7, c6
    // on Red's file 7, moving sideways to file 6 (d).
    let fen = "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1";
    named(fen, "P+=6@a1", "c8d8,d8a1");
    named(fen, "P7=6@a1", "c7d7,d7a1");
    named(fen, "P-=6@a1", "c6d6,d6a1");
    named(fen, "P++1@a1", "c8c9,c9a1");
    // The middle soldier cannot step onto the front one.
    assert_eq!(
        pos(fen).parse_wxf("P7+1@a1"),
        Err(WxfError::Turn(TurnMatchError::Illegal))
    );
    // WXF prints '.' for sideways.
    reads_as(fen, "P7.6@a1", "c7d7,d7a1");
}

#[test]
fn four_and_five_soldiers_on_a_file() {
    // Five on c10..c6: ++, P+, P7 (middle), P-, --.
    let fen = "2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1";
    named(fen, "++=8@a1", "c10b10,b10a1");
    named(fen, "P+=8@a1", "c9b9,b9a1");
    named(fen, "P7=8@a1", "c8b8,b8a1");
    named(fen, "P-=8@a1", "c7b7,b7a1");
    named(fen, "--=8@a1", "c6b6,b6a1");
    // Four on c10..c7: ++, P+, P-, --.
    let fen = "2P1k4/2P6/2P6/2P6/9/9/9/9/9/3K5 w - - 0 1";
    named(fen, "++=8@a1", "c10b10,b10a1");
    named(fen, "P+=8@a1", "c9b9,b9a1");
    named(fen, "P-=8@a1", "c8b8,b8a1");
    named(fen, "--=8@a1", "c7b7,b7a1");
}

#[test]
fn tandem_soldiers_on_two_files_are_named_by_their_file() {
    // WXF's example: three tandem soldiers on file 3 and two on file 7:
    // 3+.4, 33.4, 3-.4, 7+.6, 7-.6. Red's file 3 is g, file 7 is c.
    let fen = "3k5/9/6P2/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1";
    named(fen, "3+=4@a1", "g8f8,f8a1");
    named(fen, "33=4@a1", "g7f7,f7a1");
    named(fen, "3-=4@a1", "g6f6,f6a1");
    named(fen, "7+=6@a1", "c7d7,d7a1");
    named(fen, "7-=6@a1", "c6d6,d6a1");
    reads_as(fen, "33.4@a1", "g7f7,f7a1");
}

#[test]
fn black_tandem_soldiers_front_is_nearer_red() {
    let fen = "4k4/9/9/9/9/4p4/4p4/9/9/3K5 b - - 0 1";
    named(fen, "P+=4@a1", "e4d4,d4a1");
    named(fen, "P-=6@a1", "e5f5,f5a1");
    named(fen, "P++1@a1", "e4e3,e3a1");
}

#[test]
fn three_chariots_on_a_file_only_by_an_unambiguous_file_digit() {
    // Set up: Red chariots e6, e4, e2.
    let fen = "3k5/9/9/9/4R4/9/4R4/9/4R4/3K5 w - - 0 1";
    let p = pos(fen);
    // Only the front chariot reaches e10.
    named(fen, "R5+4@a1", "e6e10,e10a1");
    // Every chariot can go one point forward: WXF cannot say which.
    let middle = p.parse_coords("e4e5,e5a1").unwrap();
    assert_eq!(p.wxf(middle), Err(WxfError::Inexpressible));
}

#[test]
fn parsed_syntax_and_display() {
    let wxf: Wxf = "R+.3@a1".parse().unwrap();
    assert_eq!(
        wxf,
        Wxf {
            origin: Origin::Tandem {
                role: Role::Chariot,
                end: End::Front
            },
            motion: Motion::Sideways,
            target: 3,
            duck: Some("a1".parse::<Square>().unwrap()),
        }
    );
    assert_eq!(wxf.to_string(), "R+=3@a1");
    let wxf: Wxf = "33=4".parse().unwrap();
    assert_eq!(
        wxf.origin,
        Origin::SoldierFile {
            file: 3,
            place: Place::Middle
        }
    );
    assert_eq!(wxf.duck, None);
    assert_eq!(
        "--=8".parse::<Wxf>().unwrap().origin,
        Origin::Outer(End::Rear)
    );
    // Aliases and lowercase read as the standard letters.
    for (alias, written) in [
        ("G5+1", "K5+1"),
        ("B7+5", "E7+5"),
        ("M7+5", "E7+5"),
        ("N2+3", "H2+3"),
        ("S7+1", "P7+1"),
        ("c2=5@e5", "C2=5@e5"),
        ("C2=5+@e5", "C2=5@e5"),
        ("C2=5@e5!?", "C2=5@e5"),
        ("a10", ""),
    ] {
        match alias.parse::<Wxf>() {
            Ok(wxf) => assert_eq!(wxf.to_string(), written, "{alias}"),
            Err(_) => assert_eq!(written, "", "{alias}"),
        }
    }
}

#[test]
fn malformed_inputs_give_the_intended_errors() {
    use duck_variants_core::SyntaxError::{Empty, Unexpected};
    let unexpected = |offset, found: Option<char>| Unexpected {
        notation: "WXF move",
        offset,
        found,
        expected: "",
    };
    let cases: &[(&str, WxfSyntaxError)] = &[
        (
            "",
            Empty {
                notation: "WXF move",
            },
        ),
        ("X2=5@e5", unexpected(0, Some('X'))),
        ("C0=5@e5", unexpected(1, Some('0'))),
        ("C", unexpected(1, None)),
        ("C2*5@e5", unexpected(2, Some('*'))),
        ("C2=0@e5", unexpected(3, Some('0'))),
        ("C2=", unexpected(3, None)),
        ("C2=5@", unexpected(5, None)),
        ("C2=5@j5", unexpected(5, Some('j'))),
        ("C2=5@e11", unexpected(5, Some('e'))),
        ("C2=5e5", unexpected(4, Some('e'))),
        ("C2=5@e5x", unexpected(7, Some('x'))),
        ("C2=55", unexpected(4, Some('5'))),
        ("+-=5", unexpected(1, Some('-'))),
        ("37=4", unexpected(1, Some('7'))),
        ("é2=5", unexpected(0, Some('\u{fffd}'))),
    ];
    for (text, expected) in cases {
        let got = text.parse::<Wxf>().unwrap_err();
        match (got, expected) {
            (
                Unexpected { offset, found, .. },
                Unexpected {
                    offset: o,
                    found: f,
                    ..
                },
            ) => assert_eq!((offset, found), (*o, *f), "{text:?}: {got}"),
            (got, expected) => assert_eq!(got, *expected, "{text:?}"),
        }
        // Through the position the syntax error is kept.
        assert!(matches!(
            pos(START).parse_wxf(text),
            Err(WxfError::Syntax(_))
        ));
    }

    let p = pos(START);
    let semantic: &[(&str, WxfError)] = &[
        ("C2=5", WxfError::Turn(TurnMatchError::MissingBlocker)),
        ("C2=5@e3", WxfError::Turn(TurnMatchError::IllegalBlocker)),
        ("C2=5@a1", WxfError::Turn(TurnMatchError::IllegalBlocker)),
        ("C3=5@e5", WxfError::Turn(TurnMatchError::Illegal)),
        ("H2=3@e5", WxfError::Turn(TurnMatchError::Illegal)),
        ("R9+3@e5", WxfError::Turn(TurnMatchError::Illegal)),
        ("P7=6@e5", WxfError::Turn(TurnMatchError::Illegal)),
        ("C+=5@e5", WxfError::Turn(TurnMatchError::Illegal)),
        ("++=5@e5", WxfError::Turn(TurnMatchError::Illegal)),
        ("33=4@e5", WxfError::Turn(TurnMatchError::Illegal)),
        ("K5=4@e5", WxfError::Turn(TurnMatchError::Illegal)),
    ];
    for (text, expected) in semantic {
        assert_eq!(p.parse_wxf(text), Err(*expected), "{text}");
    }
    // A finished game has no moves.
    let over = pos("3k5/9/9/9/9/9/9/9/9/3R5 w - - 0 1");
    assert_eq!(
        over.parse_wxf("R6+9@a1"),
        Err(WxfError::Turn(TurnMatchError::Illegal))
    );
}

#[test]
fn writing_an_illegal_turn_is_an_error() {
    let p = pos(START);
    let legal = p.parse_coords("h3e3,e3e5").unwrap();
    let mut no_duck = legal;
    no_duck.blocker = None;
    assert_eq!(
        p.wxf(no_duck),
        Err(WxfError::Turn(TurnMatchError::MissingBlocker))
    );
    let mut bad_duck = legal;
    bad_duck.blocker = Some("a1".parse().unwrap());
    assert_eq!(
        p.wxf(bad_duck),
        Err(WxfError::Turn(TurnMatchError::IllegalBlocker))
    );
    let black = pos(AFTER_C25).parse_coords("h10g8,g8d6").unwrap();
    assert_eq!(p.wxf(black), Err(WxfError::Turn(TurnMatchError::Illegal)));
}

/// The WXF number of a file for the side to move, computed independently
/// of the library: Red counts from the i file, Black from the a file.
fn own_file(red: bool, sq: Square) -> u8 {
    let index = sq.file().index();
    if red { 9 - index } else { index + 1 }
}

/// Checks the written text against the move with rules restated here: the
/// third character is the direction seen from the mover and the fourth the
/// steps or the destination file.
fn check_text(p: &Position, turn: Turn, text: &str) {
    let red = p.side_to_move() == duck_variants_xiangqi::Color::White;
    let (from, to) = (turn.piece.from(), turn.piece.to());
    let bytes = text.as_bytes();
    let up = to.rank().index() as i32 - from.rank().index() as i32;
    let forward = if red { up } else { -up };
    let expected_dir = match forward.signum() {
        1 => b'+',
        -1 => b'-',
        _ => b'=',
    };
    assert_eq!(bytes[2], expected_dir, "{text} for {turn}");
    let expected_target = if from.file() == to.file() {
        forward.unsigned_abs() as u8
    } else {
        own_file(red, to)
    };
    assert_eq!(bytes[3] - b'0', expected_target, "{text} for {turn}");
    if bytes[1].is_ascii_digit() && bytes[0].is_ascii_uppercase() {
        assert_eq!(bytes[1] - b'0', own_file(red, from), "{text} for {turn}");
    }
    match turn.blocker {
        Some(duck) => assert!(text.ends_with(&format!("@{duck}")), "{text}"),
        None => assert!(!text.contains('@'), "{text}"),
    }
}

fn round_trip(p: &Position, turn: Turn) {
    let wxf = p
        .wxf(turn)
        .unwrap_or_else(|e| panic!("{p}: {turn}: no WXF: {e}"));
    let text = wxf.to_string();
    check_text(p, turn, &text);
    let parsed: Wxf = text.parse().unwrap();
    assert_eq!(parsed, wxf, "{p}: {text}");
    assert_eq!(p.parse_wxf(&text), Ok(turn), "{p}: {text}");
}

/// A small deterministic generator, so the playouts need no dependency.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n.max(1) as u64) as usize
    }
}

fn oracle_positions() -> Vec<Position> {
    let mut fens: Vec<String> = parse_perft_suite(PERFT)
        .unwrap()
        .into_iter()
        .map(|c| c.fen)
        .collect();
    // The turn lists name the same positions.
    let moves = MOVES;
    fens.extend(parse_turn_lists(moves).unwrap().into_iter().map(|c| c.fen));
    fens.sort();
    fens.dedup();
    fens.iter().map(|f| pos(f)).collect()
}

#[test]
fn every_turn_of_the_oracle_positions_round_trips() {
    // Every position of the perft suite, with its depth-1 count from the
    // independent engine: every one of those turns has a WXF name that
    // reads back to it.
    let mut expected = 0;
    let mut turns = 0;
    for case in parse_perft_suite(PERFT).unwrap() {
        let p = pos(&case.fen);
        let Some(&(_, count)) = case.counts.iter().find(|(depth, _)| *depth == 1) else {
            continue;
        };
        expected += count;
        for turn in p.legal_turns().iter() {
            round_trip(&p, turn);
            turns += 1;
        }
    }
    assert_eq!(turns, expected);
}

#[test]
fn every_piece_move_along_random_playouts_round_trips() {
    let mut rng = Lcg(0x77f);
    let mut checked = 0;
    for start in oracle_positions() {
        for _ in 0..3 {
            let mut p = start;
            for _ in 0..40 {
                let moves = p.piece_moves();
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter() {
                    let ducks: Vec<Square> = p.blocker_targets(m).iter().collect();
                    let duck = (!ducks.is_empty()).then(|| ducks[rng.below(ducks.len())]);
                    round_trip(&p, Turn::new(m, duck));
                    checked += 1;
                }
                let all: Vec<Turn> = p.legal_turns().iter().collect();
                p = p.after_unchecked(all[rng.below(all.len())]);
            }
        }
    }
    assert!(checked > 50_000, "{checked}");
}
