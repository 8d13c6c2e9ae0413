//! Bitboards: the set API, the masked complement, masks, shifts and
//! iteration, checked against hand counts and against a plain list-of-indices
//! model on every geometry.

mod common;

use common::{Board6x6, Board10x10, Board16x8, model, names, set, sq, square_count};
use duck_variants_core::{BitInt, Bitboard, Board8x8, Board9x10, File, Geometry, Rank, Square};
use proptest::prelude::*;

/// `Bitboard::full()` as raw bits, computed by hand.
fn board_bits<G: Geometry>() -> u128 {
    let n = square_count::<G>();
    if n == 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

fn indices<G: Geometry>(b: Bitboard<G>) -> Vec<usize> {
    b.iter().map(|s| s.index()).collect()
}

// ------------------------------------------------------------ complement

fn check_complement_of_empty<G: Geometry>(expected_len: u32) {
    let all = !Bitboard::<G>::EMPTY;
    assert_eq!(all.len(), expected_len);
    assert_eq!(all, Bitboard::full());
    assert_eq!(all.bits().to_u128(), board_bits::<G>());
    assert_eq!(!all, Bitboard::EMPTY);
    assert_eq!(!!Bitboard::<G>::EMPTY, Bitboard::EMPTY);
    assert_eq!(Bitboard::<G>::full().len() as usize, square_count::<G>());
}

#[test]
fn complement_is_masked_to_the_board() {
    check_complement_of_empty::<Board8x8>(64);
    check_complement_of_empty::<Board9x10>(90);
    check_complement_of_empty::<Board6x6>(36);
    check_complement_of_empty::<Board10x10>(100);
    check_complement_of_empty::<Board16x8>(128);

    // One square removed leaves the rest of the board, nothing invented.
    let i10 = sq::<Board9x10>("i10");
    let rest = !Bitboard::from_square(i10);
    assert_eq!(rest.len(), 89);
    assert!(!rest.contains(i10));
    assert_eq!(rest.last().map(|s| s.to_string()), Some("h10".into()));
    let f6 = sq::<Board6x6>("f6");
    assert_eq!((!Bitboard::from_square(f6)).len(), 35);
    assert_eq!(
        (!Bitboard::from_square(f6)).last().map(|s| s.to_string()),
        Some("e6".into())
    );
}

#[test]
fn from_bits_drops_bits_off_the_board() {
    assert_eq!(Bitboard::<Board9x10>::from_bits(u128::MAX).len(), 90);
    assert_eq!(Bitboard::<Board9x10>::from_u128(u128::MAX).len(), 90);
    assert_eq!(Bitboard::<Board8x8>::from_bits(u64::MAX).len(), 64);
    assert_eq!(Bitboard::<Board8x8>::from_u128(u128::MAX).len(), 64);
    assert_eq!(Bitboard::<Board6x6>::from_bits(u64::MAX).len(), 36);
    assert_eq!(Bitboard::<Board6x6>::from_bits(1 << 36), Bitboard::EMPTY);
    assert_eq!(Bitboard::<Board10x10>::from_u128(1 << 100), Bitboard::EMPTY);
    assert_eq!(Bitboard::<Board9x10>::from_u128(1 << 90), Bitboard::EMPTY);
    assert_eq!(
        Bitboard::<Board9x10>::from_u128(1 << 89),
        set::<Board9x10>("i10")
    );
    // Bits above 64 do not reach a u64 board.
    assert_eq!(Bitboard::<Board8x8>::from_u128(1 << 64), Bitboard::EMPTY);
}

// ------------------------------------------------------------ hand cases

#[test]
fn insert_remove_toggle_contains() {
    let mut b = Bitboard::<Board9x10>::EMPTY;
    assert!(b.is_empty());
    assert_eq!(b, Bitboard::default());
    b.insert(sq("a10"));
    b.insert(sq("e5"));
    b.insert(sq("e5"));
    assert_eq!(b.len(), 2);
    assert!(b.contains(sq("a10")));
    assert!(b.contains(sq("e5")));
    assert!(!b.contains(sq("a1")));
    b.toggle(sq("a1"));
    assert!(b.contains(sq("a1")));
    b.toggle(sq("a1"));
    assert!(!b.contains(sq("a1")));
    b.remove(sq("e5"));
    b.remove(sq("e5"));
    assert_eq!(names(b), ["a10"]);
    b.remove(sq("a10"));
    assert!(b.is_empty());
}

#[test]
fn iteration_is_in_index_order() {
    let b = set::<Board8x8>("h8 e4 a1 b1 a2");
    assert_eq!(names(b), ["a1", "b1", "a2", "e4", "h8"]);
    let b = set::<Board9x10>("a10 i1 i10 e5 a1");
    assert_eq!(names(b), ["a1", "i1", "e5", "a10", "i10"]);
    let it = b.iter();
    assert_eq!(it.len(), 5);
    assert_eq!(it.size_hint(), (5, Some(5)));
    let mut it = b.into_iter();
    it.next();
    assert_eq!(it.len(), 4);
    let v: Vec<_> = (&mut it).collect();
    assert_eq!(v.len(), 4);
    assert_eq!(it.next(), None);
    assert_eq!(it.next(), None);
    let mut n = 0;
    for s in b {
        assert!(b.contains(s));
        n += 1;
    }
    assert_eq!(n, 5);
}

#[test]
fn first_last_single_pop_more_than_one() {
    let e = Bitboard::<Board9x10>::EMPTY;
    assert_eq!(e.first(), None);
    assert_eq!(e.last(), None);
    assert_eq!(e.single(), None);
    assert!(!e.more_than_one());

    let one = set::<Board9x10>("i10");
    assert_eq!(one.first(), Some(sq("i10")));
    assert_eq!(one.last(), Some(sq("i10")));
    assert_eq!(one.single(), Some(sq("i10")));
    assert!(!one.more_than_one());

    let two = set::<Board9x10>("c3 a10");
    assert_eq!(two.first(), Some(sq("c3")));
    assert_eq!(two.last(), Some(sq("a10")));
    assert_eq!(two.single(), None);
    assert!(two.more_than_one());

    let mut b = set::<Board9x10>("i10 a1 e5");
    assert_eq!(b.pop_first(), Some(sq("a1")));
    assert_eq!(b.pop_first(), Some(sq("e5")));
    assert_eq!(b, set("i10"));
    assert_eq!(b.pop_first(), Some(sq("i10")));
    assert_eq!(b.pop_first(), None);
    assert!(b.is_empty());

    // The highest square of a full 128-bit board.
    let full = Bitboard::<Board16x8>::full();
    assert_eq!(full.last().map(|s| s.index()), Some(127));
    assert_eq!(full.first().map(|s| s.index()), Some(0));
    assert_eq!(
        Bitboard::<Board8x8>::full().last(),
        Some(sq::<Board8x8>("h8"))
    );
}

#[test]
fn set_algebra_hand_cases() {
    let a = set::<Board9x10>("a1 b2 c3 a10");
    let b = set::<Board9x10>("c3 a10 i10");
    assert_eq!(names(a | b), ["a1", "b2", "c3", "a10", "i10"]);
    assert_eq!(names(a & b), ["c3", "a10"]);
    assert_eq!(names(a ^ b), ["a1", "b2", "i10"]);
    assert_eq!(names(a - b), ["a1", "b2"]);
    assert_eq!(names(b - a), ["i10"]);
    assert!(a.intersects(b));
    assert!(!a.intersects(set("i10 e5")));
    assert!(set::<Board9x10>("c3 a10").is_subset(a));
    assert!(!b.is_subset(a));
    assert!(Bitboard::EMPTY.is_subset(a));
    assert!(a.is_subset(Bitboard::full()));

    let mut c = a;
    c |= b;
    assert_eq!(c, a | b);
    let mut c = a;
    c &= b;
    assert_eq!(c, a & b);
    let mut c = a;
    c ^= b;
    assert_eq!(c, a ^ b);
    let mut c = a;
    c -= b;
    assert_eq!(c, a - b);
}

#[test]
fn from_iterator_and_from_square() {
    let b: Bitboard<Board9x10> = ["e5", "a10", "e5"].iter().map(|n| sq(n)).collect();
    assert_eq!(b.len(), 2);
    assert_eq!(names(b), ["e5", "a10"]);
    let empty: Bitboard<Board9x10> = core::iter::empty().collect();
    assert!(empty.is_empty());
    let all: Bitboard<Board6x6> = Square::all().collect();
    assert_eq!(all, Bitboard::full());
    let all: Bitboard<Board9x10> = Square::all().collect();
    assert_eq!(all.len(), 90);
    assert_eq!(
        Bitboard::from(sq::<Board8x8>("e4")),
        Bitboard::from_square(sq("e4"))
    );
    assert_eq!(names(Bitboard::from_square(sq::<Board8x8>("e4"))), ["e4"]);
}

// ------------------------------------------------------------ file/rank

fn check_masks<G: Geometry>() {
    let files = usize::from(G::FILES);
    let ranks = usize::from(G::RANKS);
    let mut union = Bitboard::<G>::EMPTY;
    for f in 0..26u8 {
        let mask = Bitboard::<G>::file(File::new(f).unwrap());
        let expected: Vec<usize> = if usize::from(f) < files {
            (0..ranks).map(|r| r * files + usize::from(f)).collect()
        } else {
            Vec::new()
        };
        assert_eq!(indices(mask), expected, "file {f}");
        union |= mask;
    }
    assert_eq!(union, Bitboard::full());
    let mut union = Bitboard::<G>::EMPTY;
    for r in 0..99u8 {
        let mask = Bitboard::<G>::rank(Rank::new(r).unwrap());
        let expected: Vec<usize> = if usize::from(r) < ranks {
            (0..files).map(|f| usize::from(r) * files + f).collect()
        } else {
            Vec::new()
        };
        assert_eq!(indices(mask), expected, "rank {r}");
        union |= mask;
    }
    assert_eq!(union, Bitboard::full());
}

#[test]
fn file_and_rank_masks() {
    check_masks::<Board8x8>();
    check_masks::<Board9x10>();
    check_masks::<Board6x6>();
    check_masks::<Board10x10>();
    check_masks::<Board16x8>();

    let file_a = Bitboard::<Board9x10>::file(File::from_char('a').unwrap());
    assert_eq!(
        names(file_a),
        ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10"]
    );
    let rank_10 = Bitboard::<Board9x10>::rank(Rank::from_number(10).unwrap());
    assert_eq!(
        names(rank_10),
        [
            "a10", "b10", "c10", "d10", "e10", "f10", "g10", "h10", "i10"
        ]
    );
    let file_h = Bitboard::<Board8x8>::file(File::from_char('h').unwrap());
    assert_eq!(file_h.len(), 8);
    assert!(file_h.contains(sq("h1")) && file_h.contains(sq("h8")));
    assert!(Bitboard::<Board8x8>::file(File::from_char('i').unwrap()).is_empty());
    assert!(Bitboard::<Board8x8>::rank(Rank::from_number(9).unwrap()).is_empty());
    assert!(Bitboard::<Board9x10>::rank(Rank::from_number(11).unwrap()).is_empty());
}

// ------------------------------------------------------------------ shift

#[test]
fn shift_hand_cases() {
    type C = Board8x8;
    let file = |c| Bitboard::<C>::file(File::from_char(c).unwrap());
    let rank = |n| Bitboard::<C>::rank(Rank::from_number(n).unwrap());
    assert_eq!(file('h').shift(1, 0), Bitboard::EMPTY, "no wrap east");
    assert_eq!(file('a').shift(-1, 0), Bitboard::EMPTY, "no wrap west");
    assert_eq!(file('a').shift(1, 0), file('b'));
    assert_eq!(file('a').shift(7, 0), file('h'));
    assert_eq!(file('h').shift(-7, 0), file('a'));
    assert_eq!(rank(8).shift(0, 1), Bitboard::EMPTY);
    assert_eq!(rank(1).shift(0, -1), Bitboard::EMPTY);
    assert_eq!(rank(2).shift(0, 1), rank(3));
    assert_eq!(set::<C>("e4").shift(1, 1), set("f5"));
    assert_eq!(set::<C>("a1 h1 a8 h8").shift(1, 0), set("b1 b8"));
    assert_eq!(set::<C>("a1 h1 a8 h8").shift(-1, -1), set("g7"));
    assert_eq!(Bitboard::<C>::full().shift(0, 8), Bitboard::EMPTY);
    assert_eq!(Bitboard::<C>::full().shift(0, -8), Bitboard::EMPTY);
    assert_eq!(Bitboard::<C>::full().shift(8, 0), Bitboard::EMPTY);
    assert_eq!(Bitboard::<C>::full().shift(0, 7), rank(8));
    assert_eq!(Bitboard::<C>::full().shift(0, 0), Bitboard::full());

    type X = Board9x10;
    let file = |c| Bitboard::<X>::file(File::from_char(c).unwrap());
    let rank = |n| Bitboard::<X>::rank(Rank::from_number(n).unwrap());
    assert_eq!(file('i').shift(1, 0), Bitboard::EMPTY, "no wrap east");
    assert_eq!(file('a').shift(-1, 0), Bitboard::EMPTY, "no wrap west");
    assert_eq!(file('a').shift(8, 0), file('i'));
    // Bits 90.. exist in the u128 but are not squares.
    assert_eq!(rank(10).shift(0, 1), Bitboard::EMPTY);
    assert_eq!(rank(10).shift(1, 1), Bitboard::EMPTY);
    assert_eq!(set::<X>("a1").shift(8, 9), set("i10"));
    assert_eq!(set::<X>("i10").shift(-8, -9), set("a1"));
    assert_eq!(Bitboard::<X>::full().shift(0, 10), Bitboard::EMPTY);
    assert_eq!(Bitboard::<X>::full().shift(0, -10), Bitboard::EMPTY);
    assert_eq!(Bitboard::<X>::full().shift(0, 9), rank(10));
    assert_eq!(Bitboard::<X>::full().shift(0, 15), Bitboard::EMPTY);
    assert_eq!(Bitboard::<X>::full().shift(0, -15), Bitboard::EMPTY);

    let f6 = set::<Board6x6>("f1 f6");
    assert_eq!(f6.shift(1, 0), Bitboard::EMPTY);
    assert_eq!(f6.shift(-5, 0), set("a1 a6"));
    assert_eq!(Bitboard::<Board6x6>::full().shift(0, 6), Bitboard::EMPTY);
    assert_eq!(Bitboard::<Board6x6>::full().shift(0, -11), Bitboard::EMPTY);
    assert_eq!(Bitboard::<Board16x8>::full().shift(0, 8), Bitboard::EMPTY);
    assert_eq!(Bitboard::<Board16x8>::full().shift(-16, 0), Bitboard::EMPTY);
}

fn check_extreme_shifts<G: Geometry>() {
    let full = Bitboard::<G>::full();
    for (df, dr) in [
        (i32::MAX, 0),
        (i32::MIN, 0),
        (0, i32::MAX),
        (0, i32::MIN),
        (i32::MAX, i32::MAX),
        (i32::MIN, i32::MIN),
        (1, i32::MIN),
        (-1, i32::MAX),
        (0, 1_000),
        (0, -1_000),
        (200, -3),
    ] {
        assert_eq!(full.shift(df, dr), Bitboard::EMPTY, "shift({df}, {dr})");
    }
}

#[test]
fn shift_by_huge_offsets_empties_the_set() {
    check_extreme_shifts::<Board8x8>();
    check_extreme_shifts::<Board9x10>();
    check_extreme_shifts::<Board6x6>();
    check_extreme_shifts::<Board10x10>();
    check_extreme_shifts::<Board16x8>();
}

#[test]
fn debug_draws_the_board_top_rank_first() {
    let b = set::<Board6x6>("a1 f6 b2");
    assert_eq!(
        format!("{b:?}"),
        "Bitboard(\n.....1\n......\n......\n......\n.1....\n1.....\n)"
    );
}

// ------------------------------------------------------------ proptests

/// Random bits with a random density (about 1/8, 1/4, 1/2 or 3/4 set).
fn bits() -> impl Strategy<Value = u128> {
    (any::<u128>(), any::<u128>(), any::<u128>(), 0u8..4).prop_map(|(a, b, c, k)| match k {
        0 => a & b & c,
        1 => a & b,
        2 => a,
        _ => a | b,
    })
}

fn check_model<G: Geometry>(x: u128, y: u128, df: i32, dr: i32) {
    let n = square_count::<G>();
    let a = Bitboard::<G>::from_u128(x);
    let b = Bitboard::<G>::from_u128(y);
    let ma = model::<G>(x);
    let mb = model::<G>(y);
    let in_a = |i: usize| ma.contains(&i);
    let in_b = |i: usize| mb.contains(&i);
    let pick = |f: &dyn Fn(usize) -> bool| -> Vec<usize> { (0..n).filter(|&i| f(i)).collect() };

    assert_eq!(indices(a), ma);
    assert_eq!(a.len() as usize, ma.len());
    assert_eq!(a.is_empty(), ma.is_empty());
    assert_eq!(a.more_than_one(), ma.len() > 1);
    assert_eq!(a.first().map(|s| s.index()), ma.first().copied());
    assert_eq!(a.last().map(|s| s.index()), ma.last().copied());
    assert_eq!(
        a.single().map(|s| s.index()),
        if ma.len() == 1 { Some(ma[0]) } else { None }
    );
    for s in Square::<G>::all() {
        assert_eq!(a.contains(s), in_a(s.index()));
    }
    assert_eq!(a.bits().to_u128(), x & board_bits::<G>());

    assert_eq!(indices(!a), pick(&|i| !in_a(i)));
    assert_eq!(!!a, a);
    assert_eq!((!a).len() as usize, n - ma.len());
    assert_eq!((!a).bits().to_u128() & !board_bits::<G>(), 0);
    assert_eq!(indices(a | b), pick(&|i| in_a(i) || in_b(i)));
    assert_eq!(indices(a & b), pick(&|i| in_a(i) && in_b(i)));
    assert_eq!(indices(a ^ b), pick(&|i| in_a(i) != in_b(i)));
    assert_eq!(indices(a - b), pick(&|i| in_a(i) && !in_b(i)));
    assert_eq!(a - b, a & !b);
    assert_eq!(!(a | b), !a & !b, "De Morgan");
    assert_eq!(a.intersects(b), ma.iter().any(|&i| in_b(i)));
    assert_eq!(a.is_subset(b), ma.iter().all(|&i| in_b(i)));

    // pop_first drains in index order.
    let mut c = a;
    let mut popped = Vec::new();
    while let Some(s) = c.pop_first() {
        popped.push(s.index());
    }
    assert_eq!(popped, ma);
    assert!(c.is_empty());

    // Rebuilding from the squares gives the same set.
    assert_eq!(a.iter().collect::<Bitboard<G>>(), a);

    // Shift: every member moves by the offset if it stays on the board.
    let files = i32::from(G::FILES);
    let ranks = i32::from(G::RANKS);
    let mut shifted: Vec<usize> = ma
        .iter()
        .filter_map(|&i| {
            let f = i as i32 % files + df;
            let r = i as i32 / files + dr;
            ((0..files).contains(&f) && (0..ranks).contains(&r)).then(|| (r * files + f) as usize)
        })
        .collect();
    shifted.sort_unstable();
    assert_eq!(indices(a.shift(df, dr)), shifted, "shift({df}, {dr})");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn set_api_matches_the_model_8x8(x in bits(), y in bits(), df in -9i32..=9, dr in -9i32..=9) {
        check_model::<Board8x8>(x, y, df, dr);
    }

    #[test]
    fn set_api_matches_the_model_9x10(x in bits(), y in bits(), df in -11i32..=11, dr in -11i32..=11) {
        check_model::<Board9x10>(x, y, df, dr);
    }

    #[test]
    fn set_api_matches_the_model_6x6(x in bits(), y in bits(), df in -7i32..=7, dr in -7i32..=7) {
        check_model::<Board6x6>(x, y, df, dr);
    }

    #[test]
    fn set_api_matches_the_model_10x10(x in bits(), y in bits(), df in -11i32..=11, dr in -11i32..=11) {
        check_model::<Board10x10>(x, y, df, dr);
    }

    #[test]
    fn set_api_matches_the_model_16x8(x in bits(), y in bits(), df in -17i32..=17, dr in -9i32..=9) {
        check_model::<Board16x8>(x, y, df, dr);
    }
}
