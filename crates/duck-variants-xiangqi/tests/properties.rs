//! Invariants over the oracle positions and random playouts: FEN round
//! trips, incremental hashing, legality against generation, bulk counts
//! against expanded counts, and random valid setups. (Random walks of the
//! shared checks, the same for both games, are in the workspace's
//! `tests/properties.rs`.)

use duck_variants_core::FromSetup;
use duck_variants_core::Variant;
use duck_variants_core::perft::perft_expanded;
use duck_variants_testkit::suite::{parse_perft_suite, parse_turn_lists};
use duck_variants_testkit::xiangqi::scattered_setup;
use duck_variants_testkit::{check_bulk_counts, check_position, suite_positions};

use duck_variants_xiangqi::{Move, Position, Role, Rules, Setup, Square, Turn, perft, sq};
use proptest::prelude::*;

const MOVES: &str = include_str!("data/duck-xiangqi.moves");

const PERFT: &str = include_str!("data/duck-xiangqi.perft");

fn oracle_fens() -> Vec<String> {
    let mut fens: Vec<String> = parse_perft_suite(PERFT)
        .unwrap()
        .into_iter()
        .map(|c| c.fen)
        .collect();
    assert_eq!(fens.len(), 26);
    // The turn lists name the same positions.
    let moves = MOVES;
    let lists = parse_turn_lists(moves).unwrap();
    assert_eq!(lists.len(), 26);
    fens.extend(lists.into_iter().map(|c| c.fen));
    fens
}

fn oracle_positions() -> Vec<Position> {
    suite_positions(PERFT).unwrap()
}

#[test]
fn turn_and_move_stay_small() {
    // Two points and the moving role; the duck point and its presence.
    assert_eq!(std::mem::size_of::<Move>(), 3);
    assert_eq!(std::mem::size_of::<Turn>(), 5);
}

#[test]
fn every_oracle_fen_round_trips_exactly() {
    let fens = oracle_fens();
    for fen in fens {
        let pos: Position = fen.parse().unwrap();
        assert_eq!(pos.to_string(), fen);
        assert_eq!(pos.fen(), fen);
        let setup: Setup = fen.parse().unwrap();
        assert_eq!(setup.to_string(), fen);
        assert_eq!(pos.to_setup(), setup);
    }
}

#[test]
fn every_oracle_position_satisfies_the_invariants() {
    for pos in oracle_positions() {
        check_position(&pos).unwrap();
    }
}

/// A small deterministic generator, so the playout needs no dependency.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n.max(1)
    }
}

#[test]
fn incremental_hash_equals_recomputed_after_random_playouts() {
    let mut rng = Lcg(0x5eed);
    for start in oracle_positions() {
        for _ in 0..4 {
            let mut pos = start;
            for _ in 0..60 {
                assert_eq!(pos.zobrist(), pos.compute_zobrist(), "{pos}");
                let set = pos.legal_turns();
                if set.is_empty() {
                    break;
                }
                let turn = set.iter().nth(rng.below(set.len()) as usize).unwrap();
                pos.play(turn).unwrap();
                // The FEN reached reads back to an equal position, hash included.
                let back: Position = pos.to_string().parse().unwrap();
                assert_eq!(back, pos);
                assert_eq!(back.zobrist(), pos.zobrist());
            }
        }
    }
}

#[test]
fn is_legal_agrees_with_generation_for_every_point_pair() {
    for pos in oracle_positions() {
        let moves = pos.piece_moves();
        for from in Square::all() {
            for to in Square::all() {
                // The role of the piece standing there, and one that is
                // wrong for it (or any role on an empty point).
                let here = pos.board().role_at(from).unwrap_or(Role::Chariot);
                let other = if here == Role::Horse {
                    Role::Cannon
                } else {
                    Role::Horse
                };
                for m in [Move::new(here, from, to), Move::new(other, from, to)] {
                    let generated = moves.contains(&m);
                    let royal = generated && pos.is_royal_capture(m);
                    let duck = if royal {
                        None
                    } else {
                        // A legal duck point if the move is generated, otherwise
                        // any point: the move itself must be rejected.
                        pos.blocker_targets(m).first().or(Some(sq::E5))
                    };
                    let turn = Turn::new(m, duck);
                    assert_eq!(pos.is_legal(turn), generated, "{pos}: {turn}");
                    assert_eq!(pos.legal_turns().contains(turn), generated, "{pos}: {turn}");
                    if generated && !royal {
                        // Every point is accepted exactly when it is a duck target.
                        let targets = pos.blocker_targets(m);
                        let empty_after = pos.board().empty_after_move(from, to);
                        assert_eq!(targets, empty_after);
                        for duck in Square::all() {
                            let t = Turn::new(m, Some(duck));
                            assert_eq!(pos.is_legal(t), targets.contains(duck), "{pos}: {t}");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn bulk_counts_equal_expanded_counts_two_plies_deep() {
    // Oracle numbers for the depth-2 lines of small positions.
    for (fen, depth2) in [
        ("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", 68_202),
        ("r1bk5/9/9/9/9/4P4/4P4/9/4*4/3AKA3 w - - 0 1", 87_642),
        ("6b2/9/4k4/9/p8/9/9/4K4/9/2B6 w - - 0 1", 140_945),
        ("3aR4/4a4/9/p8/9/9/9/1*7/9/3K5 b - - 0 1", 0),
    ] {
        let pos: Position = fen.parse().unwrap();
        let set = pos.legal_turns();
        assert_eq!(set.len(), set.iter().count() as u64, "{fen}");
        assert_eq!(set.len(), pos.count_turns(), "{fen}");
        assert_eq!(u128::from(set.len()), perft_expanded(&pos, 1), "{fen}");
        assert_eq!(perft(&pos, 2), depth2, "{fen}");
        assert_eq!(perft_expanded(&pos, 2), depth2, "{fen}");
        check_bulk_counts(&pos, 2).unwrap();
    }
}

/// Places `pieces` (a code for role and color, a point) on a board with the
/// two generals ([`scattered_setup`] with flags 2: both generals, and 8:
/// Black to move): advisors inside their palace, elephants on their side of
/// the river (both on any such point, real or not), the other pieces
/// anywhere; taken points are skipped.
fn scattered(pieces: &[(u8, u8)], duck: Option<u8>, black: bool) -> Setup {
    scattered_setup(pieces, duck, if black { 2 | 8 } else { 2 })
}

#[test]
fn scattered_setups_are_mostly_valid() {
    // The generator below must exercise valid positions, not only errors.
    let mut rng = Lcg(7);
    let mut valid = 0;
    for _ in 0..100 {
        let pieces: Vec<(u8, u8)> = (0..rng.below(30))
            .map(|_| (rng.below(256) as u8, rng.below(256) as u8))
            .collect();
        valid += usize::from(Position::from_setup(scattered(&pieces, None, false)).is_ok());
    }
    assert!(valid >= 80, "only {valid} of 100 valid");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_valid_setups_keep_every_invariant(
        pieces in proptest::collection::vec((any::<u8>(), any::<u8>()), 0..30),
        duck in proptest::option::of(any::<u8>()),
        black in any::<bool>(),
    ) {
        // Boards with more than 16 pieces a side are rejected; the valid
        // ones, unreal points included, must behave.
        if let Ok(pos) = Position::from_setup(scattered(&pieces, duck, black)) {
            let checked = check_position(&pos);
            prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
            let bulk = check_bulk_counts(&pos, 1);
            prop_assert!(bulk.is_ok(), "{}", bulk.unwrap_err());
        }
    }
}
