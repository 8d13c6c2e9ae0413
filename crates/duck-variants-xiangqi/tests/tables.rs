//! The public attack tables of every Duck Xiangqi piece against the
//! testkit's square-by-square reference walkers, on random occupancies.

use duck_variants_testkit::reference;
use duck_variants_xiangqi::tables::{cannon, chariot, elephant, horse, own_half};
use duck_variants_xiangqi::{Bitboard, Color};

#[test]
fn tables_equal_the_reference_walkers_on_random_occupancies() {
    const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    let mut next = duck_variants_testkit::xorshift(0x9e37_79b9_7f4a_7c15);
    for _ in 0..2000 {
        // About one point in four occupied.
        let bits = (u128::from(next() & next()) << 64) | u128::from(next() & next());
        let occupied = Bitboard::from_u128(bits);
        for from in Bitboard::full() {
            assert_eq!(
                chariot(from, occupied),
                reference::slider(from, occupied, &ORTHOGONAL)
            );
            let (quiet, captures) = cannon(from, occupied);
            assert_eq!(
                quiet,
                reference::slider(from, occupied, &ORTHOGONAL) - occupied
            );
            assert_eq!(captures, reference::hopper(from, occupied, &ORTHOGONAL));
            // The reference's (leg, target) pairs, written independently of
            // the tables' leg lists: a leg, then the two targets beyond it.
            let horse_pairs = [(0, 1), (1, 0), (0, -1), (-1, 0)]
                .into_iter()
                .flat_map(|leg| {
                    let (df, dr) = leg;
                    // Straight then diagonally outwards: the two targets turn
                    // left and right of the leg's direction.
                    [
                        (leg, (2 * df - dr, 2 * dr + df)),
                        (leg, (2 * df + dr, 2 * dr - df)),
                    ]
                });
            let horse_pairs: Vec<_> = horse_pairs.collect();
            assert_eq!(
                horse(from, occupied),
                reference::lame_leaper(from, occupied, &horse_pairs)
            );
            let elephant_pairs = [
                ((1, 1), (2, 2)),
                ((-1, 1), (-2, 2)),
                ((1, -1), (2, -2)),
                ((-1, -1), (-2, -2)),
            ];
            for color in [Color::RED, Color::Black] {
                assert_eq!(
                    elephant(color, from, occupied),
                    reference::lame_leaper(from, occupied, &elephant_pairs) & own_half(color)
                );
            }
        }
    }
}
