//! Every text parser of the core returns on any input, and whatever parses
//! is written back to text that reads the same.

mod common;

use common::{Board6x6, Board10x10, TestRole};
use duck_variants_core::{
    Board, Board8x8, Board9x10, CoordSyntaxError, CoordTurn, FenError, FenFields, Geometry,
    PlacementError, Square,
};
use proptest::prelude::*;

fn check_placement<G: Geometry>(text: &str) {
    match Board::<G, TestRole>::from_placement(text) {
        Ok(board) => {
            let mut written = String::new();
            board.write_placement(&mut written).unwrap();
            let again = Board::<G, TestRole>::from_placement(&written)
                .unwrap_or_else(|e| panic!("{text:?} wrote {written:?}, which fails: {e:?}"));
            assert_eq!(again, board, "{text:?} -> {written:?}");
            let mut rewritten = String::new();
            again.write_placement(&mut rewritten).unwrap();
            assert_eq!(rewritten, written);
            assert!(!board.blockers().intersects(board.pieces()));
        }
        Err(PlacementError::UnknownChar { char, offset }) => {
            assert!(
                text.get(offset..)
                    .is_some_and(|rest| rest.starts_with(char)),
                "{text:?}: {char:?} at {offset}"
            );
        }
        Err(PlacementError::RankWidth {
            rank,
            files,
            offset,
        }) => {
            assert!(offset <= text.len(), "{text:?}");
            assert!(rank >= 1 && rank <= G::RANKS, "{text:?}");
            assert_ne!(files, u32::from(G::FILES), "{text:?}");
        }
        Err(PlacementError::TooManyRanks { offset }) => {
            assert_eq!(text.as_bytes().get(offset), Some(&b'/'), "{text:?}");
        }
        Err(PlacementError::TooFewRanks { found }) => {
            assert!(found >= 1 && found < u32::from(G::RANKS), "{text:?}");
        }
        Err(e) => panic!("{text:?}: an error this test does not check: {e:?}"),
    }
}

fn check_square<G: Geometry>(text: &str) {
    if let Ok(s) = text.parse::<Square<G>>() {
        assert_eq!(s.to_string(), text);
    }
}

fn check_coords<G: Geometry>(text: &str) {
    match text.parse::<CoordTurn<G>>() {
        Ok(t) => assert_eq!(t.to_string(), text),
        Err(CoordSyntaxError::Square { offset, .. }) => assert!(offset <= text.len(), "{text:?}"),
        Err(CoordSyntaxError::Unexpected { offset, found, .. }) => {
            assert!(offset <= text.len(), "{text:?}");
            assert_eq!(found.is_none(), offset == text.len(), "{text:?}");
        }
        Err(e) => panic!("{text:?}: an error this test does not check: {e:?}"),
    }
}

fn check_fen(text: &str) {
    match FenFields::split(text) {
        Ok(fields) => {
            assert!(fields.get(0).is_some());
            assert_eq!(fields.get(0).map(|f| f.1), Some(fields.placement()));
            for i in 0..8 {
                if let Some((offset, field)) = fields.get(i) {
                    assert!(!field.is_empty());
                    assert!(!field.contains(|c: char| c.is_ascii_whitespace()));
                    assert_eq!(text.get(offset..offset + field.len()), Some(field));
                }
            }
            let _ = fields.side_to_move();
            let _ = fields.halfmove_clock();
            let _ = fields.fullmoves();
            check_all_geometries(fields.placement());
        }
        Err(FenError::TooManyFields { offset }) => assert!(offset < text.len(), "{text:?}"),
        Err(FenError::Empty) => assert!(text.trim().is_empty(), "{text:?}"),
        Err(e) => panic!("split gave {e:?}"),
    }
}

fn check_all_geometries(text: &str) {
    check_placement::<Board8x8>(text);
    check_placement::<Board9x10>(text);
    check_placement::<Board6x6>(text);
    check_placement::<Board10x10>(text);
    check_square::<Board8x8>(text);
    check_square::<Board9x10>(text);
    check_square::<Board6x6>(text);
    check_square::<Board10x10>(text);
    check_coords::<Board8x8>(text);
    check_coords::<Board9x10>(text);
    check_coords::<Board6x6>(text);
    check_coords::<Board10x10>(text);
}

fn check_everything(text: &str) {
    check_all_geometries(text);
    check_fen(text);
}

/// Placement-like text: a valid placement of one of the four shapes
/// (written canonically), then, half of the time, one random edit (insert,
/// delete or replace a character), so that many inputs parse and the rest
/// fail anywhere.
fn placement_like() -> impl Strategy<Value = String> {
    let shapes = prop::sample::select(vec![(8usize, 8usize), (9, 10), (6, 6), (10, 10)]);
    let cells = prop::collection::vec(0u8..30, 100);
    let edit = (
        0u8..4,
        any::<prop::sample::Index>(),
        prop::sample::select(EDIT_CHARS.to_vec()),
    );
    (shapes, cells, edit).prop_map(|((files, ranks), cells, (kind, at, c))| {
        let mut text = String::new();
        for rank in (0..ranks).rev() {
            let mut run = 0;
            for file in 0..files {
                let letter = match cells[rank * files + file] {
                    code @ 0..=7 => b"kqrpKQRP"[usize::from(code)] as char,
                    8 => '*',
                    _ => {
                        run += 1;
                        continue;
                    }
                };
                if run > 0 {
                    text += &run.to_string();
                    run = 0;
                }
                text.push(letter);
            }
            if run > 0 {
                text += &run.to_string();
            }
            if rank > 0 {
                text.push('/');
            }
        }
        // The text is ASCII, so every byte index is a character boundary.
        let i = at.index(text.len() + 1);
        match kind {
            0 => text.insert(i, c),
            1 if i < text.len() => {
                text.remove(i);
            }
            2 if i < text.len() => text.replace_range(i..=i, c.encode_utf8(&mut [0; 4])),
            _ => {}
        }
        text
    })
}

const EDIT_CHARS: [char; 14] = [
    '/', '1', '9', '0', '*', 'k', 'P', 'n', ' ', 'é', '2', 'x', '/', '5',
];

/// Coordinate-like text: square names with one- to three-digit ranks, an
/// optional letter, an optional comma part, sometimes junk.
fn coords_like() -> impl Strategy<Value = String> {
    let square = "[a-l](0|[1-9][0-9]{0,2})?";
    let turn = format!("{square}{square}[a-zQ]?(,{square}{square})?[ ,x]?");
    proptest::string::string_regex(&turn).unwrap()
}

fn fen_like() -> impl Strategy<Value = String> {
    (
        placement_like(),
        "[ \t]{0,2}",
        "[wbx]?",
        "( -| [0-9]{1,11}){0,6}[ ]?",
    )
        .prop_map(|(p, space, side, rest)| format!("{p}{space}{side}{rest}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_strings_never_panic(text in any::<String>()) {
        check_everything(&text);
    }

    #[test]
    fn alphabet_strings_never_panic(text in "[a-kA-Z0-9/*,. \t-]{0,40}") {
        check_everything(&text);
    }

    #[test]
    fn placement_like_strings_never_panic(text in placement_like()) {
        check_everything(&text);
    }

    #[test]
    fn coordinate_like_strings_never_panic(text in coords_like()) {
        check_everything(&text);
    }

    #[test]
    fn fen_like_strings_never_panic(text in fen_like()) {
        check_fen(&text);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..24)) {
        let _ = Square::<Board8x8>::from_ascii(&bytes);
        let _ = Square::<Board9x10>::parse_prefix(&bytes);
        let _ = Square::<Board10x10>::from_ascii(&bytes);
        if let Ok(t) = CoordTurn::<Board9x10>::from_ascii(&bytes) {
            assert_eq!(t.to_string().as_bytes(), &bytes[..]);
        }
        let _ = CoordTurn::<Board6x6>::from_ascii(&bytes);
    }
}

#[test]
fn placement_like_inputs_do_reach_success() {
    // A guard on the generator: a sample of its inputs includes some that
    // parse, so the round-trip branch above is exercised.
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = placement_like();
    let ok = (0..200)
        .filter(|_| {
            let text = strategy.new_tree(&mut runner).unwrap().current();
            Board::<Board6x6, TestRole>::from_placement(&text).is_ok()
                || Board::<Board8x8, TestRole>::from_placement(&text).is_ok()
                || Board::<Board9x10, TestRole>::from_placement(&text).is_ok()
                || Board::<Board10x10, TestRole>::from_placement(&text).is_ok()
        })
        .count();
    assert!(ok >= 50, "only {ok} of 200 generated placements parsed");
}
