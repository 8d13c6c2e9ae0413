//! The engine queries ([`Queries`], [`lines`]) against brute force over the
//! move and turn generators, in every game: random positions from the
//! oracle suites walked by random turns, random boards (the testkit's
//! scattered setups, where kings and generals stand in danger far more
//! often), and Amazons positions walked from the start. Expected values
//! never come from the code under test: a royal capture is a turn after
//! which the royal is gone, a capture a turn after which the enemy has
//! fewer pieces, a blocker stops an attack when the capturing move is no
//! longer generated with the duck there.
//!
//! Then a few positions counted by hand.

use std::collections::BTreeSet;
use std::fmt::Display;
use std::str::FromStr;

use duck_variants_core::lines::{self, between};
use duck_variants_core::{
    Bitboard, Board8x8, Board9x10, FromSetup, Geometry, Occupant, PieceMove, Queries, Rules,
    SetupOf, SetupOptions, Square, Turn, Variant,
};
use duck_variants_core::{Color, attack_defaults};
use duck_variants_testkit::{chess, play_picks, suite_positions, xiangqi};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

const CHESS: &str = include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft");
const XIANGQI: &str = include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft");

type Chess = duck_variants_chess::Position;
type Xiangqi = duck_variants_xiangqi::Position;
type Amazons = duck_variants_amazons::Position;

/// The position after the piece half of `m` alone: enough to see what it
/// captured (brute force's view of a move).
fn after_piece<R: Rules>(pos: &R, m: R::Move) -> R {
    let mut next = *pos;
    next.apply_piece_move(m);
    next
}

/// Pieces of the side not to move.
fn enemy_count<R: Rules>(pos: &R) -> u32 {
    pos.board().by_color(!pos.side_to_move()).len()
}

/// Whether the piece move takes the enemy royal off the board.
fn takes_royal<R: Rules>(pos: &R, m: R::Move) -> bool {
    !after_piece(pos, m).has_royal(!pos.side_to_move())
}

/// Whether the side to move has a turn that takes the enemy royal.
fn has_royal_capture<R: Rules>(pos: &R) -> bool {
    pos.piece_moves().iter().any(|&m| takes_royal(pos, m))
}

/// The piece moves of the legal turns.
fn turn_pieces<R: Rules>(pos: &R) -> BTreeSet<R::Move> {
    pos.legal_turns().iter().map(|t| t.piece).collect()
}

fn set<G: Geometry>(squares: impl IntoIterator<Item = Square<G>>) -> Bitboard<G> {
    squares.into_iter().collect()
}

/// The same position with the other side to move, when that is a valid
/// setup (not, say, a chess position whose en-passant square then fits
/// nothing).
fn flipped<R: FromSetup>(pos: &R) -> Option<R> {
    let mut setup = pos.to_setup();
    setup.side_to_move = !setup.side_to_move;
    R::from_setup_with(setup, SetupOptions::LENIENT).ok()
}

/// Every query of the position against brute force.
fn check_queries<R>(pos: &R) -> Result<(), String>
where
    R: Queries + FromSetup + Display,
{
    let us = pos.side_to_move();
    let turns = turn_pieces(pos);

    // The royal in danger, now: a legal turn that takes the royal.
    let royal_takers = set(turns
        .iter()
        .filter(|&&m| takes_royal(pos, m))
        .map(|&m| m.from()));
    if pos.royal_attackers() != royal_takers {
        return Err(format!(
            "{pos}: royal_attackers {:?}, brute force {royal_takers:?}",
            pos.royal_attackers()
        ));
    }
    if pos.can_capture_royal() == royal_takers.is_empty() {
        return Err(format!("{pos}: can_capture_royal is wrong"));
    }
    for &m in &turns {
        if pos.captures_royal(m) != takes_royal(pos, m) {
            return Err(format!("{pos}: captures_royal({m:?}) is wrong"));
        }
    }

    // Tactical moves: the piece moves of the legal turns that capture
    // (fewer enemy pieces after) or promote.
    let tactical: BTreeSet<_> = pos.tactical_moves().iter().copied().collect();
    let brute: BTreeSet<_> = turns
        .iter()
        .copied()
        .filter(|&m| {
            m.promotion().is_some() || enemy_count(&after_piece(pos, m)) < enemy_count(pos)
        })
        .collect();
    if tactical != brute {
        return Err(format!(
            "{pos}: tactical_moves {tactical:?}, brute force {brute:?}"
        ));
    }

    // Attackers and attacks: the generated captures onto enemy pieces, for
    // the side to move here and for the other side in the flipped
    // position.
    check_attacks(pos)?;
    if let Some(other) = flipped(pos) {
        check_attacks(&other)?;
        // The same attackers, asked of the position as it is.
        for target in pos.board().by_color(us) {
            if pos.attackers(target, !us) != other.attackers(target, !us) {
                return Err(format!(
                    "{pos}: attackers of {target} by the side not to move differ from the flipped position's"
                ));
            }
        }
    }

    // Saving blockers, after each piece move: the blocker targets after
    // which the opponent's piece moves take no royal of ours.
    for &m in &turns {
        let targets = pos.blocker_targets(m);
        let saving = pos.saving_blockers(m);
        let mut brute = Bitboard::EMPTY;
        for b in targets {
            let next = pos.after_unchecked(Turn::new(m, Some(b)));
            if !has_royal_capture(&next) {
                brute.insert(b);
            }
        }
        if saving != brute {
            return Err(format!(
                "{pos}: saving_blockers({}) {saving:?}, brute force {brute:?}",
                duck_variants_core::piece_coords(m)
            ));
        }
        if pos.royal_capturable_after(m) != (brute != targets) {
            return Err(format!("{pos}: royal_capturable_after({m:?}) is wrong"));
        }
    }

    check_half_turns(pos, &turns)?;
    check_overrides(pos)?;
    Ok(())
}

/// The games' attack rules against the core's defaults
/// ([`attack_defaults`]), which ask [`AttackRules::attacks_with`] piece by
/// piece and square by square: attackers of every square by both sides,
/// and for every piece and every square it attacks or could be made to
/// attack, the blocker squares that stop it.
fn check_overrides<R: Queries + Display>(pos: &R) -> Result<(), String> {
    let occupied = pos.board().occupied();
    for target in Square::<R::Geometry>::all() {
        for side in [Color::White, Color::Black] {
            let attackers = pos.attackers_with(target, side, occupied);
            if attackers != attack_defaults::attackers_with(pos, target, side, occupied) {
                return Err(format!(
                    "{pos}: attackers_with({target}, {side:?}) differs from the default"
                ));
            }
            // The screen attackers must hold every piece whose stoppers are
            // not every empty square.
            let named = attackers | pos.screen_attackers_with(target, side, occupied);
            for from in pos.board().by_color(side) {
                let stoppers = pos.stoppers_with(from, target, occupied);
                if stoppers != attack_defaults::stoppers_with(pos, from, target, occupied) {
                    return Err(format!(
                        "{pos}: stoppers_with({from}, {target}) differs from the default"
                    ));
                }
                if !named.contains(from) && stoppers != !occupied {
                    return Err(format!(
                        "{pos}: {from} can be made to attack {target}, but is not a screen attacker"
                    ));
                }
            }
        }
    }
    Ok(())
}

/// attackers, is_attacked and attacks_from of the side to move, against the
/// generated moves that capture on each enemy piece's square.
fn check_attacks<R: Queries + Display>(pos: &R) -> Result<(), String> {
    let us = pos.side_to_move();
    let moves = pos.piece_moves();
    let theirs = pos.board().by_color(!us);
    // A side without turns (a royal gone, the move limit) generates
    // nothing; attacks are still on the board, so only a position with
    // moves is compared.
    if moves.is_empty() {
        return Ok(());
    }
    for target in theirs {
        let brute = set(moves.iter().filter(|m| m.to() == target).map(|m| m.from()));
        if pos.attackers(target, us) != brute {
            return Err(format!(
                "{pos}: attackers of {target} {:?}, brute force {brute:?}",
                pos.attackers(target, us)
            ));
        }
        if pos.is_attacked(target, us) == brute.is_empty() {
            return Err(format!("{pos}: is_attacked({target}) is wrong"));
        }
    }
    for from in pos.board().by_color(us) {
        let brute = set(moves
            .iter()
            .filter(|m| m.from() == from && theirs.contains(m.to()))
            .map(|m| m.to()));
        if pos.attacks_from(from) & theirs != brute {
            return Err(format!(
                "{pos}: attacks from {from} {:?} on enemy pieces, brute force {brute:?}",
                pos.attacks_from(from) & theirs
            ));
        }
    }
    Ok(())
}

/// Half turns: their targets, completion and keys.
fn check_half_turns<R: Queries + Display>(
    pos: &R,
    turns: &BTreeSet<R::Move>,
) -> Result<(), String> {
    let mut keys: Vec<(u64, R)> = Vec::new();
    for &m in turns {
        let Some(half) = pos.half_turn(m) else {
            if R::BLOCKER.places_blocker() && !takes_royal(pos, m) {
                return Err(format!("{pos}: no half turn after {m:?}"));
            }
            continue;
        };
        if half.blocker_targets() != pos.blocker_targets(m) || half.piece_move() != m {
            return Err(format!("{pos}: half turn of {m:?} has other targets"));
        }
        if half.zobrist() == pos.zobrist() {
            return Err(format!("{pos}: half turn of {m:?} has the position's key"));
        }
        for b in half.blocker_targets() {
            let whole = pos.after_unchecked(Turn::new(m, Some(b)));
            let completed = half.complete(b).map_err(|e| format!("{pos}: {e}"))?;
            if completed != whole || completed.zobrist() != whole.zobrist() {
                return Err(format!(
                    "{pos}: half turn of {m:?} completes on {b} elsewhere"
                ));
            }
            if half.zobrist() == whole.zobrist() {
                return Err(format!(
                    "{pos}: half turn of {m:?} has a whole position's key"
                ));
            }
        }
        if let Some(taken) = (!half.blocker_targets()).first() {
            if half.complete(taken).is_ok() {
                return Err(format!("{pos}: half turn of {m:?} completes on {taken}"));
            }
        }
        keys.push((half.zobrist(), *half.position()));
    }
    // Equal keys exactly for equal positions (board, rights and pending
    // state alike): transpositions meet, different futures do not.
    for (i, (key, after)) in keys.iter().enumerate() {
        for (other_key, other) in &keys[i + 1..] {
            if (key == other_key) != (after == other) {
                return Err(format!("{pos}: half-turn keys and positions disagree"));
            }
        }
    }
    Ok(())
}

/// [`Queries::interpositions`] against the move generator with the duck
/// moved to each empty square, on the position without its duck.
fn check_interpositions<R>(pos: &R) -> Result<(), String>
where
    R: Queries + FromSetup + Display,
{
    let mut setup: SetupOf<R> = pos.to_setup();
    for sq in setup.board.blockers() {
        setup.board.set(sq, None);
    }
    let Ok(bare) = R::from_setup_with(setup, SetupOptions::LENIENT) else {
        return Ok(());
    };
    let moves = bare.piece_moves();
    let theirs = bare.board().by_color(!bare.side_to_move());
    for m in moves.iter().filter(|m| theirs.contains(m.to())) {
        let (from, to) = (m.from(), m.to());
        let mut brute = Bitboard::EMPTY;
        for b in bare.board().empty_squares() {
            let mut with_duck = setup;
            with_duck.board.set(b, Some(Occupant::Blocker));
            let Ok(ducked) = R::from_setup_with(with_duck, SetupOptions::LENIENT) else {
                return Err(format!("{bare}: the duck cannot go to {b}"));
            };
            if !ducked
                .piece_moves()
                .iter()
                .any(|n| n.from() == from && n.to() == to)
            {
                brute.insert(b);
            }
        }
        if bare.interpositions(from, to) != brute {
            return Err(format!(
                "{bare}: interpositions {from}-{to} {:?}, brute force {brute:?}",
                bare.interpositions(from, to)
            ));
        }
    }
    Ok(())
}

fn oracle_walk<R: FromSetup + Display + FromStr>(suite: &str, start: usize, picks: &[u16]) -> R {
    let positions = suite_positions::<R>(suite).unwrap();
    let start = positions[start % positions.len()];
    play_picks(start, picks.iter().map(|&p| u64::from(p))).unwrap()
}

fn prop<R: Queries + FromSetup + Display>(pos: &R, interpose: bool) -> Result<(), TestCaseError> {
    let checked = check_queries(pos);
    prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
    if interpose {
        let checked = check_interpositions(pos);
        prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Oracle positions walked by random turns.
    #[test]
    fn chess_walked_positions(start in 0usize..64, picks in proptest::collection::vec(any::<u16>(), 0..10)) {
        prop(&oracle_walk::<Chess>(CHESS, start, &picks), true)?;
    }

    /// Oracle positions walked by random turns.
    #[test]
    fn xiangqi_walked_positions(start in 0usize..64, picks in proptest::collection::vec(any::<u16>(), 0..10)) {
        prop(&oracle_walk::<Xiangqi>(XIANGQI, start, &picks), true)?;
    }

    /// Random boards: kings in reach of everything.
    #[test]
    fn chess_scattered_positions(pieces in proptest::collection::vec((any::<u8>(), any::<u8>()), 0..24), duck in proptest::option::of(any::<u8>()), flags in any::<u8>(), ep_file in any::<u8>()) {
        if let Ok(pos) = Chess::from_setup_with(chess::scattered_setup(&pieces, duck, flags, ep_file), SetupOptions::LENIENT) {
            prop(&pos, true)?;
        }
    }

    /// Random boards: generals in reach of everything, cannons screened by
    /// the duck.
    #[test]
    fn xiangqi_scattered_positions(pieces in proptest::collection::vec((any::<u8>(), any::<u8>()), 0..24), duck in proptest::option::of(any::<u8>()), flags in any::<u8>()) {
        if let Ok(pos) = Xiangqi::from_setup_with(xiangqi::scattered_setup(&pieces, duck, flags), SetupOptions::LENIENT) {
            prop(&pos, true)?;
        }
    }

    /// Amazons walked from the start: no captures, no royal, arrows added.
    #[test]
    fn amazons_walked_positions(picks in proptest::collection::vec(any::<u16>(), 0..8)) {
        let pos = play_picks(Amazons::start(), picks.iter().map(|&p| u64::from(p))).unwrap();
        prop(&pos, false)?;
    }
}

/// `between` against coordinates: the squares one step apart along the
/// line, every pair of squares of the board.
fn between_by_steps<G: Geometry>() {
    for a in Square::<G>::all() {
        for b in Square::<G>::all() {
            let df = i32::from(b.file().index()) - i32::from(a.file().index());
            let dr = i32::from(b.rank().index()) - i32::from(a.rank().index());
            let aligned = df == 0 || dr == 0 || df.abs() == dr.abs();
            let mut brute = Bitboard::EMPTY;
            if aligned && a != b {
                let n = df.abs().max(dr.abs());
                for k in 1..n {
                    brute.insert(a.offset(k * df.signum(), k * dr.signum()).unwrap());
                }
            }
            assert_eq!(between(a, b), brute, "{a}-{b}");
            assert_eq!(between(a, b), between(b, a));
        }
    }
}

#[test]
fn between_is_the_squares_one_step_apart_on_the_line() {
    between_by_steps::<Board8x8>();
    between_by_steps::<Board9x10>();
}

fn sq<G: Geometry>(name: &str) -> Square<G> {
    name.parse().unwrap()
}

fn squares<G: Geometry>(names: &[&str]) -> Bitboard<G> {
    names.iter().map(|n| sq::<G>(n)).collect()
}

#[test]
fn line_helpers_by_hand() {
    type S = Square<Board9x10>;
    let (e1, e5, e10) = (
        sq::<Board9x10>("e1"),
        sq::<Board9x10>("e5"),
        sq::<Board9x10>("e10"),
    );
    let empty = Bitboard::EMPTY;
    assert_eq!(
        lines::slider_interpositions(e1, e5, empty),
        squares(&["e2", "e3", "e4"])
    );
    assert_eq!(
        lines::slider_interpositions(e1, e5, squares(&["e3"])),
        empty
    );
    // A cannon with its one screen on e3: a second screen stops it.
    assert_eq!(
        lines::cannon_interpositions(e1, e5, squares(&["e3"])),
        squares(&["e2", "e4"])
    );
    assert_eq!(lines::cannon_interpositions(e1, e5, empty), empty);
    // On an open file, a blocker anywhere between makes the screen.
    assert_eq!(lines::cannon_screen_squares(e1, e10, empty).len(), 8);
    assert_eq!(lines::cannon_screen_squares(e1, sq("i5"), empty), empty);
    assert_eq!(
        lines::horse_leg::<Board9x10>(sq("b1"), sq("c3")),
        Some(sq::<Board9x10>("b2"))
    );
    assert_eq!(
        lines::horse_leg::<Board9x10>(sq("b1"), sq("d2")),
        Some(sq::<Board9x10>("c1"))
    );
    assert_eq!(lines::horse_leg::<Board9x10>(sq("b1"), sq("b3")), None::<S>);
    assert_eq!(
        lines::elephant_eye::<Board9x10>(sq("c1"), sq("e3")),
        Some(sq::<Board9x10>("d2"))
    );
    assert_eq!(
        lines::elephant_eye::<Board9x10>(sq("c1"), sq("e4")),
        None::<S>
    );
}

#[test]
fn chess_saving_blockers_by_hand() {
    // Black's rook on e5 attacks the white king on e1: after a3 only the
    // duck on e2, e3 or e4 saves it.
    let pos: Chess = "4k3/8/8/4r3/8/8/P7/4K3 w - - 0 1".parse().unwrap();
    let a3 = pos
        .piece_moves()
        .iter()
        .copied()
        .find(|m| m.to() == sq("a3"))
        .unwrap();
    assert_eq!(pos.saving_blockers(a3), squares(&["e2", "e3", "e4"]));
    assert!(pos.royal_capturable_after(a3));
    assert_eq!(pos.attackers(sq("e1"), Color::Black), squares(&["e5"]));
    assert!(!pos.can_capture_royal());
    // With a knight on d3 too, nothing saves it.
    let pos: Chess = "4k3/8/8/4r3/8/3n4/P7/4K3 w - - 0 1".parse().unwrap();
    let a3 = pos
        .piece_moves()
        .iter()
        .copied()
        .find(|m| m.to() == sq("a3"))
        .unwrap();
    assert_eq!(pos.saving_blockers(a3), Bitboard::EMPTY);
    assert_eq!(
        pos.interpositions(sq("e5"), sq("e1")),
        squares(&["e2", "e3", "e4"])
    );
    assert_eq!(pos.interpositions(sq("d3"), sq("e1")), Bitboard::EMPTY);
}

#[test]
fn xiangqi_flying_general_and_cannon_screens_by_hand() {
    // Open e-file between the generals: Red flies and wins; after any
    // other move, only a duck between (e2-e9: 8 points) stops Black's.
    let pos: Xiangqi = "4k4/9/9/9/9/9/P8/9/9/4K4 w - - 0 1".parse().unwrap();
    assert!(pos.can_capture_royal());
    assert_eq!(pos.royal_attackers(), squares(&["e1"]));
    let a5 = pos
        .piece_moves()
        .iter()
        .copied()
        .find(|m| m.to() == sq("a5"))
        .unwrap();
    assert_eq!(pos.saving_blockers(a5), lines::between(sq("e1"), sq("e10")));
    assert_eq!(pos.saving_blockers(a5).len(), 8);
    // Black's cannon on e10, its general on d10: a duck between the cannon
    // and Red's general is the screen that loses it, anywhere else is safe:
    // 90 points, 4 occupied, 8 losing.
    let pos: Xiangqi = "3kc4/9/9/9/9/9/P8/9/9/4K4 w - - 0 1".parse().unwrap();
    let a5 = pos
        .piece_moves()
        .iter()
        .copied()
        .find(|m| m.to() == sq("a5"))
        .unwrap();
    assert_eq!(pos.blocker_targets(a5).len(), 86);
    assert_eq!(pos.saving_blockers(a5).len(), 78);
    assert!(pos.royal_capturable_after(a5));
    assert!(!pos.is_attacked(sq("e1"), Color::Black));
}

#[test]
fn half_turn_keys_by_hand() {
    // e2e4 and e3e4 leave the same board; only the double step leaves an
    // en-passant square to settle, so their half turns differ.
    let pos: Chess = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1".parse().unwrap();
    let e4 = pos
        .piece_moves()
        .iter()
        .copied()
        .find(|m| m.to() == sq("e4"))
        .unwrap();
    let other: Chess = "4k3/8/8/8/3p4/4P3/8/4K3 w - - 0 1".parse().unwrap();
    let e3e4 = other
        .piece_moves()
        .iter()
        .copied()
        .find(|m| m.to() == sq("e4"))
        .unwrap();
    let (a, b) = (pos.half_turn(e4).unwrap(), other.half_turn(e3e4).unwrap());
    assert_eq!(a.position().board(), b.position().board());
    assert_ne!(a.zobrist(), b.zobrist());
    // The duck on e3 keeps d4xe3 away: the en-passant square is dropped
    // and both complete to the same position.
    let duck = sq("e3");
    assert_eq!(
        a.complete(duck).unwrap().zobrist(),
        b.complete(duck).unwrap().zobrist()
    );
    // A royal capture has no half turn.
    let pos: Chess = "4k3/8/8/8/8/8/8/4K2q b - - 0 1".parse().unwrap();
    let take = pos
        .piece_moves()
        .iter()
        .copied()
        .find(|m| m.to() == sq("e1"))
        .unwrap();
    assert!(pos.half_turn(take).is_none());
    assert!(pos.captures_royal(take));
}
