//! Every xiangqi piece kind's table-driven targets (`duck_variants_xiangqi::tables`)
//! against a naive walker written here from the rules text (files a-i,
//! ranks 1-10; palace d-f by 1-3 or 8-10; the river between ranks 5 and 6),
//! on random occupancies of the 9x10 board. The walkers use nothing of the
//! crate but `Square` names and `Bitboard` sets.

use duck_variants_xiangqi::{Bitboard, Color, Square, tables};
use proptest::prelude::*;

fn at(file: i32, rank: i32) -> Option<Square> {
    if (0..9).contains(&file) && (0..10).contains(&rank) {
        Square::new((rank * 9 + file) as u8)
    } else {
        None
    }
}

fn coords(sq: Square) -> (i32, i32) {
    (i32::from(sq.to_u8() % 9), i32::from(sq.to_u8() / 9))
}

fn in_palace(color: Color, (file, rank): (i32, i32)) -> bool {
    let ranks = match color {
        Color::White => 0..=2,
        Color::Black => 7..=9,
    };
    (3..=5).contains(&file) && ranks.contains(&rank)
}

fn own_half(color: Color, rank: i32) -> bool {
    match color {
        Color::White => rank <= 4,
        Color::Black => rank >= 5,
    }
}

fn targets(sq: Square, steps: &[(i32, i32)], keep: impl Fn(i32, i32) -> bool) -> Bitboard {
    let (f, r) = coords(sq);
    steps
        .iter()
        .filter(|&&(df, dr)| keep(f + df, r + dr))
        .filter_map(|&(df, dr)| at(f + df, r + dr))
        .collect()
}

const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

fn naive_general(color: Color, sq: Square) -> Bitboard {
    targets(sq, &ORTHOGONAL, |f, r| in_palace(color, (f, r)))
}

fn naive_advisor(color: Color, sq: Square) -> Bitboard {
    targets(sq, &DIAGONAL, |f, r| in_palace(color, (f, r)))
}

fn naive_elephant(color: Color, sq: Square, occ: Bitboard) -> Bitboard {
    let (f, r) = coords(sq);
    DIAGONAL
        .iter()
        .filter(|&&(df, dr)| at(f + df, r + dr).is_some_and(|eye| !occ.contains(eye)))
        .filter(|&&(_, dr)| own_half(color, r + 2 * dr))
        .filter_map(|&(df, dr)| at(f + 2 * df, r + 2 * dr))
        .collect()
}

fn naive_horse(sq: Square, occ: Bitboard) -> Bitboard {
    let (f, r) = coords(sq);
    let mut out = Bitboard::EMPTY;
    for (lf, lr) in ORTHOGONAL {
        let Some(leg) = at(f + lf, r + lr) else {
            continue;
        };
        if occ.contains(leg) {
            continue;
        }
        // Straight on from the leg, then one step to either side.
        for side in [-1, 1] {
            let (tf, tr) = if lf == 0 {
                (f + side, r + 2 * lr)
            } else {
                (f + 2 * lf, r + side)
            };
            if let Some(target) = at(tf, tr) {
                out.insert(target);
            }
        }
    }
    out
}

/// Chariot targets, and the cannon's quiet moves and captures.
fn naive_rays(sq: Square, occ: Bitboard) -> (Bitboard, Bitboard, Bitboard) {
    let (f, r) = coords(sq);
    let (mut chariot, mut quiet, mut captures) =
        (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
    for (df, dr) in ORTHOGONAL {
        let mut screen = false;
        let mut k = 1;
        while let Some(next) = at(f + k * df, r + k * dr) {
            let occupied = occ.contains(next);
            if !screen {
                chariot.insert(next);
                if occupied {
                    screen = true;
                } else {
                    quiet.insert(next);
                }
            } else if occupied {
                captures.insert(next);
                break;
            }
            k += 1;
        }
    }
    (chariot, quiet, captures)
}

fn naive_soldier(color: Color, sq: Square) -> Bitboard {
    let (_, r) = coords(sq);
    let forward = match color {
        Color::White => 1,
        Color::Black => -1,
    };
    let mut steps = vec![(0, forward)];
    if !own_half(color, r) {
        steps.extend([(1, 0), (-1, 0)]);
    }
    targets(sq, &steps, |_, _| true)
}

fn check_all(bits: u128) {
    let occ = Bitboard::from_u128(bits);
    for sq in Bitboard::full() {
        for color in [Color::RED, Color::Black] {
            assert_eq!(
                tables::general(color, sq),
                naive_general(color, sq),
                "general {sq}"
            );
            assert_eq!(
                tables::advisor(color, sq),
                naive_advisor(color, sq),
                "advisor {sq}"
            );
            assert_eq!(
                tables::elephant(color, sq, occ),
                naive_elephant(color, sq, occ),
                "elephant {color:?} {sq} {occ:?}"
            );
            assert_eq!(
                tables::soldier(color, sq),
                naive_soldier(color, sq),
                "soldier {color:?} {sq}"
            );
        }
        assert_eq!(
            tables::horse(sq, occ),
            naive_horse(sq, occ),
            "horse {sq} {occ:?}"
        );
        let (chariot, quiet, captures) = naive_rays(sq, occ);
        assert_eq!(tables::chariot(sq, occ), chariot, "chariot {sq} {occ:?}");
        assert_eq!(
            tables::cannon(sq, occ),
            (quiet, captures),
            "cannon {sq} {occ:?}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_piece_kind_equals_the_naive_walker(
        a in any::<u128>(),
        b in any::<u128>(),
        density in 0u8..3,
    ) {
        check_all(match density {
            0 => a & b,
            1 => a,
            _ => a | b,
        });
    }
}

#[test]
fn every_piece_kind_on_empty_and_full_boards() {
    check_all(0);
    check_all(u128::MAX);
}
