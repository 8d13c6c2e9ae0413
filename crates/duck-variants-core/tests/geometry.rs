//! Squares, files and ranks: numbering, names, parsing and arithmetic on the
//! two built-in geometries and on two geometries defined here.

mod common;

use common::{Board6x6, Board10x10, Board16x8, name_of, sq, square_count};
use duck_variants_core::{
    Board8x8, Board9x10, Direction, File, Geometry, Rank, Square, SquareError,
};

fn parse<G: Geometry>(text: &str) -> Result<Square<G>, SquareError> {
    text.parse::<Square<G>>()
}

// ---------------------------------------------------------------- counts

#[test]
fn square_counts() {
    assert_eq!(Square::<Board8x8>::COUNT, 64);
    assert_eq!(Square::<Board9x10>::COUNT, 90);
    assert_eq!(Square::<Board6x6>::COUNT, 36);
    assert_eq!(Square::<Board10x10>::COUNT, 100);
    assert_eq!(Square::<Board16x8>::COUNT, 128);

    assert_eq!(Square::<Board8x8>::all().count(), 64);
    assert_eq!(Square::<Board9x10>::all().count(), 90);
    assert_eq!(Square::<Board6x6>::all().count(), 36);
    assert_eq!(Square::<Board10x10>::all().count(), 100);
    assert_eq!(Square::<Board16x8>::all().count(), 128);

    // ExactSizeIterator reports the same number before iterating.
    assert_eq!(Square::<Board9x10>::all().len(), 90);
    assert_eq!(Square::<Board6x6>::all().len(), 36);
}

fn check_all_in_index_order<G: Geometry>() {
    let n = square_count::<G>();
    let forward: Vec<usize> = Square::<G>::all().map(|s| s.index()).collect();
    assert_eq!(forward, (0..n).collect::<Vec<_>>());
    let backward: Vec<usize> = Square::<G>::all().rev().map(|s| s.index()).collect();
    assert_eq!(backward, (0..n).rev().collect::<Vec<_>>());
    // The iterator is Clone and restarts independently.
    let it = Square::<G>::all();
    assert_eq!(it.clone().count(), it.count());
}

#[test]
fn all_is_in_index_order() {
    check_all_in_index_order::<Board8x8>();
    check_all_in_index_order::<Board9x10>();
    check_all_in_index_order::<Board6x6>();
    check_all_in_index_order::<Board10x10>();
    check_all_in_index_order::<Board16x8>();
}

// ------------------------------------------------- construction by index

fn check_new<G: Geometry>() {
    let n = square_count::<G>();
    for i in 0..=255u8 {
        let s = Square::<G>::new(i);
        assert_eq!(s.is_some(), usize::from(i) < n, "Square::new({i})");
        if let Some(s) = s {
            assert_eq!(s.index(), usize::from(i));
            assert_eq!(s.to_u8(), i);
        }
    }
}

#[test]
fn new_accepts_exactly_the_board() {
    check_new::<Board8x8>();
    check_new::<Board9x10>();
    check_new::<Board6x6>();
    check_new::<Board10x10>();
    check_new::<Board16x8>();
}

fn check_coords<G: Geometry>() {
    let files = usize::from(G::FILES);
    for s in Square::<G>::all() {
        let i = s.index();
        assert_eq!(usize::from(s.file().index()), i % files, "{s}");
        assert_eq!(usize::from(s.rank().index()), i / files, "{s}");
        assert_eq!(Square::from_coords(s.file(), s.rank()), Some(s));
    }
    // Every file/rank pair with a name: on the board exactly when both are
    // inside the dimensions.
    for f in 0..26u8 {
        for r in 0..99u8 {
            let got = Square::<G>::from_coords(File::new(f).unwrap(), Rank::new(r).unwrap());
            if f < G::FILES && r < G::RANKS {
                let s = got.unwrap_or_else(|| panic!("file {f} rank {r} should exist"));
                assert_eq!(s.index(), usize::from(r) * files + usize::from(f));
            } else {
                assert_eq!(got, None, "file {f} rank {r} is off the board");
            }
        }
    }
}

#[test]
fn file_rank_and_from_coords_agree_with_the_numbering() {
    check_coords::<Board8x8>();
    check_coords::<Board9x10>();
    check_coords::<Board6x6>();
    check_coords::<Board10x10>();
    check_coords::<Board16x8>();
}

#[test]
fn default_square_is_a1() {
    assert_eq!(Square::<Board8x8>::default().to_string(), "a1");
    assert_eq!(Square::<Board9x10>::default().index(), 0);
}

// ------------------------------------------------------------------ names

fn check_names_round_trip<G: Geometry>() {
    let n = square_count::<G>();
    for i in 0..n {
        let s = Square::<G>::new(i as u8).unwrap();
        let expected = name_of::<G>(i);
        assert_eq!(s.to_string(), expected, "Display of index {i}");
        assert_eq!(format!("{s:?}"), expected, "Debug of index {i}");
        assert_eq!(parse::<G>(&expected), Ok(s), "FromStr of {expected}");
        assert_eq!(Square::<G>::from_ascii(expected.as_bytes()), Ok(s));
        assert_eq!(
            Square::<G>::parse_prefix(expected.as_bytes()),
            Ok((s, expected.len()))
        );
    }
}

#[test]
fn every_square_name_round_trips() {
    check_names_round_trip::<Board8x8>();
    check_names_round_trip::<Board9x10>();
    check_names_round_trip::<Board6x6>();
    check_names_round_trip::<Board10x10>();
    check_names_round_trip::<Board16x8>();
}

#[test]
fn corner_names() {
    assert_eq!(parse::<Board8x8>("a1").unwrap().index(), 0);
    assert_eq!(parse::<Board8x8>("h1").unwrap().index(), 7);
    assert_eq!(parse::<Board8x8>("a2").unwrap().index(), 8);
    assert_eq!(parse::<Board8x8>("h8").unwrap().index(), 63);

    assert_eq!(parse::<Board9x10>("a1").unwrap().index(), 0);
    assert_eq!(parse::<Board9x10>("i1").unwrap().index(), 8);
    assert_eq!(parse::<Board9x10>("a2").unwrap().index(), 9);
    assert_eq!(parse::<Board9x10>("a10").unwrap().index(), 81);
    assert_eq!(parse::<Board9x10>("e10").unwrap().index(), 85);
    assert_eq!(parse::<Board9x10>("i10").unwrap().index(), 89);
    assert_eq!(Square::<Board9x10>::new(89).unwrap().to_string(), "i10");
    assert_eq!(
        Square::<Board9x10>::all().last().unwrap().to_string(),
        "i10"
    );
    assert_eq!(Square::<Board9x10>::new(81).unwrap().to_string(), "a10");
    assert_eq!(Square::<Board9x10>::new(90), None);

    assert_eq!(parse::<Board6x6>("f1").unwrap().index(), 5);
    assert_eq!(parse::<Board6x6>("a2").unwrap().index(), 6);
    assert_eq!(parse::<Board6x6>("f6").unwrap().index(), 35);

    assert_eq!(parse::<Board10x10>("j1").unwrap().index(), 9);
    assert_eq!(parse::<Board10x10>("a10").unwrap().index(), 90);
    assert_eq!(parse::<Board10x10>("j10").unwrap().index(), 99);

    assert_eq!(parse::<Board16x8>("p1").unwrap().index(), 15);
    assert_eq!(parse::<Board16x8>("p8").unwrap().index(), 127);
}

#[test]
fn a10_is_a_square_on_tall_boards_and_off_the_8x8_board() {
    assert_eq!(
        parse::<Board9x10>("a10").map(|s| (s.file().index(), s.rank().index())),
        Ok((0, 9))
    );
    assert_eq!(
        parse::<Board8x8>("a10"),
        Err(SquareError::OffBoard {
            file: 'a',
            rank: 10
        })
    );
    // Never read as a1 followed by "0".
    assert_eq!(
        Square::<Board8x8>::parse_prefix(b"a10"),
        Err(SquareError::OffBoard {
            file: 'a',
            rank: 10
        })
    );
    assert_eq!(
        Square::<Board9x10>::parse_prefix(b"a10a9"),
        Ok((sq("a10"), 3))
    );
    assert_eq!(
        Square::<Board9x10>::parse_prefix(b"a9a10"),
        Ok((sq("a9"), 2))
    );
}

#[test]
fn malformed_names_give_their_errors() {
    type X = Board9x10;
    assert_eq!(parse::<X>(""), Err(SquareError::Empty));
    assert_eq!(parse::<X>("a"), Err(SquareError::BadRank));
    assert_eq!(parse::<X>("a0"), Err(SquareError::BadRank));
    assert_eq!(parse::<X>("a01"), Err(SquareError::BadRank));
    assert_eq!(parse::<X>("a00"), Err(SquareError::BadRank));
    assert_eq!(parse::<X>("A1"), Err(SquareError::BadFile));
    assert_eq!(parse::<X>("a100"), Err(SquareError::BadRank));
    assert_eq!(parse::<X>("a999"), Err(SquareError::BadRank));
    assert_eq!(parse::<X>("a-1"), Err(SquareError::BadRank));
    assert_eq!(parse::<X>("a+1"), Err(SquareError::BadRank));
    assert_eq!(parse::<X>("ab"), Err(SquareError::BadRank));
    assert_eq!(parse::<X>("1a"), Err(SquareError::BadFile));
    assert_eq!(parse::<X>("11"), Err(SquareError::BadFile));
    assert_eq!(parse::<X>(" a1"), Err(SquareError::BadFile));
    assert_eq!(parse::<X>("*1"), Err(SquareError::BadFile));
    assert_eq!(parse::<X>("é1"), Err(SquareError::BadFile));
    assert_eq!(
        parse::<X>("j1"),
        Err(SquareError::OffBoard { file: 'j', rank: 1 })
    );
    assert_eq!(
        parse::<X>("z1"),
        Err(SquareError::OffBoard { file: 'z', rank: 1 })
    );
    assert_eq!(
        parse::<X>("a11"),
        Err(SquareError::OffBoard {
            file: 'a',
            rank: 11
        })
    );
    assert_eq!(
        parse::<X>("i99"),
        Err(SquareError::OffBoard {
            file: 'i',
            rank: 99
        })
    );
    assert_eq!(parse::<X>("a1 "), Err(SquareError::Trailing));
    assert_eq!(parse::<X>("a1b"), Err(SquareError::Trailing));
    assert_eq!(parse::<X>("a10b"), Err(SquareError::Trailing));
    assert_eq!(parse::<X>("e4e5"), Err(SquareError::Trailing));

    // Raw bytes that are not UTF-8.
    assert_eq!(Square::<X>::from_ascii(&[0xff]), Err(SquareError::BadFile));
    assert_eq!(Square::<X>::from_ascii(b"a\xff"), Err(SquareError::BadRank));
    assert_eq!(
        Square::<X>::from_ascii(b"a1\xff"),
        Err(SquareError::Trailing)
    );

    // Geometry-dependent: the same names on other boards.
    assert_eq!(
        parse::<Board8x8>("i1"),
        Err(SquareError::OffBoard { file: 'i', rank: 1 })
    );
    assert_eq!(
        parse::<Board8x8>("a9"),
        Err(SquareError::OffBoard { file: 'a', rank: 9 })
    );
    assert_eq!(
        parse::<Board6x6>("g1"),
        Err(SquareError::OffBoard { file: 'g', rank: 1 })
    );
    assert_eq!(
        parse::<Board6x6>("a7"),
        Err(SquareError::OffBoard { file: 'a', rank: 7 })
    );
    assert_eq!(
        parse::<Board10x10>("k1"),
        Err(SquareError::OffBoard { file: 'k', rank: 1 })
    );
    assert_eq!(
        parse::<Board10x10>("j11"),
        Err(SquareError::OffBoard {
            file: 'j',
            rank: 11
        })
    );
    assert_eq!(parse::<Board10x10>("j10").map(|s| s.index()), Ok(99));
}

#[test]
fn parse_prefix_reports_the_bytes_used() {
    type X = Board9x10;
    assert_eq!(Square::<X>::parse_prefix(b"e4,"), Ok((sq("e4"), 2)));
    assert_eq!(Square::<X>::parse_prefix(b"e10,"), Ok((sq("e10"), 3)));
    assert_eq!(Square::<X>::parse_prefix(b"b3q"), Ok((sq("b3"), 2)));
    assert_eq!(Square::<X>::parse_prefix(b""), Err(SquareError::Empty));
    assert_eq!(Square::<X>::parse_prefix(b"e"), Err(SquareError::BadRank));
    assert_eq!(
        Square::<X>::parse_prefix(b"e100"),
        Err(SquareError::BadRank)
    );
}

#[test]
fn square_errors_display_something_useful() {
    let off = SquareError::OffBoard {
        file: 'a',
        rank: 10,
    };
    assert!(off.to_string().contains("a10"), "{off}");
    assert!(!SquareError::Empty.to_string().is_empty());
}

// ---------------------------------------------------------- files, ranks

#[test]
fn files() {
    assert_eq!(File::new(0).map(File::char), Some('a'));
    assert_eq!(File::new(8).map(File::char), Some('i'));
    assert_eq!(File::new(25).map(File::char), Some('z'));
    assert_eq!(File::new(26), None);
    assert_eq!(File::new(255), None);
    for (i, c) in ('a'..='z').enumerate() {
        let f = File::from_char(c).unwrap();
        assert_eq!(usize::from(f.index()), i);
        assert_eq!(f.char(), c);
        assert_eq!(f.to_string(), c.to_string());
        assert_eq!(File::new(i as u8), Some(f));
    }
    assert_eq!(File::from_char('A'), None);
    assert_eq!(File::from_char('Z'), None);
    assert_eq!(File::from_char('1'), None);
    assert_eq!(File::from_char('{'), None);
    assert_eq!(File::from_char('`'), None);
    assert_eq!(File::from_char('é'), None);
    assert!(File::from_char('a') < File::from_char('b'));
}

#[test]
fn ranks() {
    assert_eq!(Rank::new(0).map(Rank::number), Some(1));
    assert_eq!(Rank::new(9).map(Rank::number), Some(10));
    assert_eq!(Rank::new(98).map(Rank::number), Some(99));
    assert_eq!(Rank::new(99), None);
    assert_eq!(Rank::from_number(0), None);
    assert_eq!(Rank::from_number(1).map(Rank::index), Some(0));
    assert_eq!(Rank::from_number(10).map(Rank::index), Some(9));
    assert_eq!(Rank::from_number(99).map(Rank::index), Some(98));
    assert_eq!(Rank::from_number(100), None);
    assert_eq!(Rank::from_number(255), None);
    assert_eq!(Rank::new(0).unwrap().to_string(), "1");
    assert_eq!(Rank::new(9).unwrap().to_string(), "10");
    assert_eq!(Rank::new(98).unwrap().to_string(), "99");
    assert!(Rank::new(1) < Rank::new(9));
}

// ------------------------------------------------------------ arithmetic

fn check_offset<G: Geometry>() {
    let (files, ranks) = (i32::from(G::FILES), i32::from(G::RANKS));
    for s in Square::<G>::all() {
        let f = s.index() as i32 % files;
        let r = s.index() as i32 / files;
        for df in -12..=12 {
            for dr in -12..=12 {
                let (nf, nr) = (f + df, r + dr);
                let expected = if (0..files).contains(&nf) && (0..ranks).contains(&nr) {
                    Some((nr * files + nf) as usize)
                } else {
                    None
                };
                assert_eq!(
                    s.offset(df, dr).map(|t| t.index()),
                    expected,
                    "{s} offset ({df}, {dr})"
                );
            }
        }
        // Offsets far beyond any board are simply off it.
        for (df, dr) in [
            (i32::MAX, 0),
            (0, i32::MAX),
            (i32::MIN, 0),
            (0, i32::MIN),
            (i32::MAX, i32::MAX),
            (i32::MIN, i32::MIN),
            (i32::MAX, i32::MIN),
            (1000, -1000),
        ] {
            assert_eq!(s.offset(df, dr), None, "{s} offset ({df}, {dr})");
        }
    }
}

#[test]
fn offset_matches_coordinate_arithmetic() {
    check_offset::<Board8x8>();
    check_offset::<Board9x10>();
    check_offset::<Board6x6>();
    check_offset::<Board10x10>();
}

#[test]
fn offset_hand_cases() {
    let a1 = sq::<Board8x8>("a1");
    assert_eq!(a1.offset(1, 2), Some(sq("b3")));
    assert_eq!(a1.offset(7, 7), Some(sq("h8")));
    assert_eq!(a1.offset(8, 0), None);
    assert_eq!(a1.offset(-1, 0), None);
    assert_eq!(a1.offset(0, -1), None);
    assert_eq!(sq::<Board8x8>("h1").offset(1, 0), None, "no wrap to a2");
    assert_eq!(sq::<Board8x8>("e4").offset(-4, -3), Some(sq("a1")));
    assert_eq!(sq::<Board8x8>("e4").offset(0, 0), Some(sq("e4")));

    let a1 = sq::<Board9x10>("a1");
    assert_eq!(a1.offset(0, 9), Some(sq("a10")));
    assert_eq!(a1.offset(8, 9), Some(sq("i10")));
    assert_eq!(a1.offset(9, 0), None);
    assert_eq!(sq::<Board9x10>("i1").offset(1, 0), None, "no wrap to a2");
    assert_eq!(sq::<Board9x10>("i10").offset(0, 1), None);
    assert_eq!(sq::<Board9x10>("e5").offset(-2, 5), Some(sq("c10")));
}

fn check_flip<G: Geometry>() {
    let files = usize::from(G::FILES);
    let ranks = usize::from(G::RANKS);
    for s in Square::<G>::all() {
        let t = s.flip_vertical();
        assert_eq!(t.index() % files, s.index() % files, "{s}");
        assert_eq!(t.index() / files, ranks - 1 - s.index() / files, "{s}");
        assert_eq!(t.flip_vertical(), s);
    }
}

#[test]
fn flip_vertical_mirrors_ranks() {
    check_flip::<Board8x8>();
    check_flip::<Board9x10>();
    check_flip::<Board6x6>();
    check_flip::<Board10x10>();

    let f = |s: &str| sq::<Board8x8>(s).flip_vertical().to_string();
    assert_eq!(f("a1"), "a8");
    assert_eq!(f("e2"), "e7");
    assert_eq!(f("h8"), "h1");
    let f = |s: &str| sq::<Board9x10>(s).flip_vertical().to_string();
    assert_eq!(f("a1"), "a10");
    assert_eq!(f("e5"), "e6");
    assert_eq!(f("i10"), "i1");
    let f = |s: &str| sq::<Board6x6>(s).flip_vertical().to_string();
    assert_eq!(f("c3"), "c4");
    assert_eq!(f("f1"), "f6");
}

#[test]
fn squares_order_by_index() {
    assert!(sq::<Board9x10>("i1") < sq::<Board9x10>("a2"));
    assert!(sq::<Board9x10>("i9") < sq::<Board9x10>("a10"));
    let mut v: Vec<Square<Board9x10>> = Square::all().rev().collect();
    v.sort();
    assert_eq!(v, Square::all().collect::<Vec<_>>());
}

// ------------------------------------------------------------- directions

#[test]
fn directions() {
    assert_eq!(Direction::ALL.len(), 8);
    for d in Direction::ALL {
        let (df, dr) = d.delta();
        let (of, or) = d.opposite().delta();
        assert_eq!((df + of, dr + or), (0, 0), "{d:?}");
        assert_eq!(d.opposite().opposite(), d);
        // Positive means the index grows: rank step first, then file step.
        assert_eq!(d.is_positive(), dr > 0 || (dr == 0 && df > 0), "{d:?}");
    }
    for d in Direction::ORTHOGONAL {
        let (df, dr) = d.delta();
        assert_eq!(df.abs() + dr.abs(), 1, "{d:?}");
    }
    for d in Direction::DIAGONAL {
        let (df, dr) = d.delta();
        assert_eq!((df.abs(), dr.abs()), (1, 1), "{d:?}");
    }
    assert_eq!(Direction::North.delta(), (0, 1));
    assert_eq!(Direction::East.delta(), (1, 0));
    assert_eq!(Direction::SouthWest.delta(), (-1, -1));
}
