//! Invariants over the oracle positions and random playouts from them:
//! legality against generation, hashing, FEN/SAN/coordinate round trips,
//! bulk counts, rejected turns. (Random walks of the shared checks, the
//! same for both games, are in the workspace's `tests/properties.rs`.)

use duck_variants_chess::{Move, Position, Role, Rules, San, Square, Turn};
use duck_variants_core::FromSetup;
use duck_variants_core::Variant;
use duck_variants_testkit::chess::MOVE_KINDS;
use duck_variants_testkit::{check_bulk_counts, check_position, suite_positions};
use proptest::prelude::*;

const PERFT: &str = include_str!("data/duck-chess.perft");

fn oracle_positions() -> Vec<Position> {
    suite_positions(PERFT).unwrap()
}

/// SAN written for every piece move (with one duck square each) reads
/// back to the same turn.
fn check_san(pos: &Position) -> Result<(), String> {
    let set = pos.legal_turns();
    for &m in set.piece_moves() {
        let duck = set.blocker_targets(m).last();
        let turn = Turn::new(m, if pos.is_royal_capture(m) { None } else { duck });
        if turn.blocker.is_none() && !pos.is_royal_capture(m) {
            continue;
        }
        let san = pos.san(turn).to_string();
        let back = pos
            .parse_san(&san)
            .map_err(|e| format!("{pos}: {san}: {e}"))?;
        if back != turn {
            return Err(format!("{pos}: {san} reads back as {back}"));
        }
        let reparsed: San = san.parse().map_err(|e| format!("{san}: {e}"))?;
        if reparsed.to_string() != san {
            return Err(format!("{san} rewrites as {reparsed}"));
        }
    }
    Ok(())
}

#[test]
fn every_oracle_position_satisfies_the_invariants() {
    for pos in oracle_positions() {
        check_position(&pos).unwrap();
        check_san(&pos).unwrap();
    }
}

#[test]
fn bulk_counts_equal_played_counts_two_plies_deep() {
    for fen in [
        "4k3/8/8/3pP3/8/8/8/4K2* w - d6 0 1",
        "r3k2r/8/8/8/8/2*5/8/R3K2R b Qk - 0 1",
        "1k6/P7/8/8/8/8/8/4K3 w - - 0 1",
        "7k/8/8/8/8/p1p5/P1P5/K*6 w - - 0 1",
    ] {
        let pos: Position = fen.parse().unwrap();
        check_bulk_counts(&pos, 2).unwrap();
    }
}

#[test]
fn is_legal_agrees_with_generation_for_every_square_pair_and_kind() {
    let roles = <Role as duck_variants_core::Role>::ALL;
    for pos in oracle_positions().into_iter().take(6) {
        let moves = pos.piece_moves();
        let duck = Square::new(63);
        for from in Square::all() {
            for to in Square::all() {
                for (kind, &role) in MOVE_KINDS
                    .into_iter()
                    .flat_map(|k| roles.iter().map(move |r| (k, r)))
                {
                    let m = Move::new(role, from, to, kind);
                    let generated = moves.contains(&m);
                    let royal = generated && pos.is_royal_capture(m);
                    let legal_duck = (!royal).then(|| pos.blocker_targets(m).first()).flatten();
                    let turn = Turn::new(m, if royal { None } else { legal_duck.or(duck) });
                    assert_eq!(
                        pos.is_legal(turn),
                        generated && (royal || legal_duck.is_some()),
                        "{pos}: {turn}"
                    );
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn san_round_trips_along_random_playouts(
        start in 0usize..28,
        choices in proptest::collection::vec(any::<u16>(), 0..16),
    ) {
        let positions = oracle_positions();
        let mut pos = positions[start % positions.len()];
        for pick in choices {
            prop_assert!(check_san(&pos).is_ok(), "{}", check_san(&pos).unwrap_err());
            let set = pos.legal_turns();
            let n = set.len();
            if n == 0 {
                break;
            }
            let turn = set.iter().nth((u64::from(pick) % n) as usize).unwrap();
            pos.play(turn).unwrap();
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,80}") {
        let pos = Position::start();
        let _ = text.parse::<Position>();
        let _ = pos.parse_san(&text);
        let _ = pos.parse_coords(&text);
        let _ = text.parse::<San>();
    }
}
