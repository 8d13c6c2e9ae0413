//! Issue 21, rows 2 and 3: `Game`'s repetition table against turns chosen
//! to collide, and taking back the turn that opened the draw window.
//!
//! Timings compare the CPU time of this thread for 1x and 10x the input,
//! the best of several runs (as `tests/untrusted_input.rs` does): a linear
//! cost passes with room to spare, a quadratic one (100x) cannot.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;
use std::time::Duration;

use cpu_time::ThreadTime;

use duck_variants_chess::{DrawRules, Game, Position, Rules, Turn};
use duck_variants_core::{Color, FromSetup, PieceMove, Role as _, Variant, zobrist};
use duck_variants_testkit::check_game;

fn timed(f: &mut impl FnMut()) -> Duration {
    let start = ThreadTime::now();
    f();
    start.elapsed()
}

/// Timed tests run one at a time, so that they do not share the cores.
static TIMING: Mutex<()> = Mutex::new(());

/// The best CPU time of seven runs of each, alternating (after one warm-up
/// run each); times under two milliseconds count as two.
fn best_times(mut a: impl FnMut(), mut b: impl FnMut()) -> (Duration, Duration) {
    let _alone = TIMING.lock().unwrap_or_else(|e| e.into_inner());
    a();
    b();
    let (mut best_a, mut best_b) = (Duration::MAX, Duration::MAX);
    for _ in 0..7 {
        best_a = best_a.min(timed(&mut a));
        best_b = best_b.min(timed(&mut b));
    }
    (best_a.max(Duration::from_millis(2)), best_b)
}

const THREEFOLD: DrawRules = DrawRules {
    repetitions: Some(3),
    move_limit: None,
};

/// The low bits the colliding positions share: the old table, indexed by
/// the Zobrist hash's low bits, put them all in one slot up to 2^16 slots
/// (32,768 positions).
const LOW_BITS: u64 = 0xffff;

/// A start without pawns or castling rights (every turn reversible, no en
/// passant), the duck on d4.
const COLLIDING_START: &str = "rnbqkbnr/8/8/8/3*4/8/8/RNBQKBNR w - - 0 1";

/// A Duck Chess game of `pairs` pairs of turns from [`COLLIDING_START`],
/// built against the fixed Zobrist keys the way an attacker would: no
/// capture (one window, so nothing is ever cleared), every position new,
/// and after most pairs (where a search of the pairs finds one: some 60%)
/// a position whose Zobrist hash has the start's low 16 bits.
///
/// The search uses the keys' XOR-linearity: after a white move, the duck
/// to any square, a black move, the duck to `d`, the hash is the one
/// before with the two moves' keys, the side key twice and the duck's keys
/// of its first and last squares toggled, so for each pair of moves the
/// one duck square `d` that gives the low bits is a table lookup.
fn colliding_game(pairs: usize) -> (Position, Vec<Turn>, usize) {
    let start: Position = COLLIDING_START.parse().unwrap();
    let target = start.zobrist() & LOW_BITS;
    let by_low_bits: HashMap<u64, _> = duck_variants_chess::Square::all()
        .map(|sq| (zobrist::blocker(sq) & LOW_BITS, sq))
        .collect();
    let key = |p: &Position, color: Color, m: duck_variants_chess::Move| {
        let role = p.board().role_at(m.from()).unwrap().index();
        zobrist::piece(color, role, m.from()) ^ zobrist::piece(color, role, m.to())
    };
    let mut seen = HashSet::from([start]);
    let mut position = start;
    let (mut turns, mut collisions) = (Vec::new(), 0);
    let mut spin = 0usize;
    for _ in 0..pairs {
        let quiet = |p: &Position| -> Vec<_> {
            p.piece_moves()
                .iter()
                .copied()
                .filter(|&m| !p.is_capture(m))
                .collect()
        };
        let whites = quiet(&position);
        let mut found = None;
        let mut transit = None;
        'search: for k in 0..whites.len() {
            spin = spin.wrapping_add(7);
            let white = whites[(k + spin) % whites.len()];
            let ducks: Vec<_> = position.blocker_targets(white).iter().collect();
            let first = Turn::new(white, Some(ducks[spin % ducks.len()]));
            let middle = position.after_unchecked(first);
            if seen.contains(&middle) || middle.outcome().is_some() {
                continue;
            }
            let duck = middle.blocker().unwrap();
            for black in quiet(&middle) {
                let after = middle.zobrist()
                    ^ key(&middle, Color::Black, black)
                    ^ zobrist::blocker(duck)
                    ^ zobrist::BLACK_TO_MOVE;
                let wanted = (after ^ target) & LOW_BITS;
                let targets = middle.blocker_targets(black);
                let fits = by_low_bits.get(&wanted).filter(|&&d| targets.contains(d));
                let last = fits.copied().or(targets.first());
                let Some(last) = last else { continue };
                let second = Turn::new(black, Some(last));
                let end = middle.after_unchecked(second);
                if seen.contains(&end) || end.outcome().is_some() {
                    continue;
                }
                if end.zobrist() & LOW_BITS == target {
                    found = Some((first, middle, second, end));
                    break 'search;
                }
                transit.get_or_insert((first, middle, second, end));
            }
        }
        let hit = found.is_some();
        let (first, middle, second, end) = found.or(transit).expect("a quiet pair of turns");
        collisions += usize::from(hit);
        seen.extend([middle, end]);
        turns.extend([first, second]);
        position = end;
    }
    (start, turns, collisions)
}

/// Row 2: positions whose Zobrist hashes share their low 16 bits (some
/// 9,000 in 30,000 turns), read under threefold repetition, cost
/// as much a turn as a short game: 10x the turns within 40x the time. The
/// table indexed by those bits took 100x (a probe per earlier collider).
#[test]
fn colliding_zobrist_low_bits_cost_linear_time() {
    let (start, turns, collisions) = colliding_game(15_000);
    assert!(
        collisions >= 7_500,
        "only {collisions} colliding positions built"
    );
    let replay = |turns: &[Turn]| {
        let mut game = Game::with_draw_rules(start, THREEFOLD);
        for &turn in turns {
            game.play(turn).unwrap();
        }
        assert_eq!(game.repetitions(), 1);
        assert_eq!(game.outcome(), None);
    };
    let (small, large) = best_times(|| replay(&turns[..3_000]), || replay(&turns));
    assert!(
        large <= small * 40,
        "10x the colliding turns took {large:?}, against {small:?} (more than 40x)"
    );
}

/// The colliding game is what it claims: positions new every turn, and
/// the counts and outcome after every turn what a naive recount by FEN
/// says (the testkit's `check_game`), also under twofold repetition.
#[test]
fn the_colliding_game_counts_exactly() {
    let (start, turns, _) = colliding_game(300);
    for rules in [THREEFOLD, DrawRules::both(2, 1000)] {
        let mut game = Game::with_draw_rules(start, rules);
        for &turn in &turns {
            game.play(turn).unwrap();
            check_game(&game).unwrap();
        }
    }
}

/// The knights' shuffle: four turns that bring the position back (the
/// duck alternates between d4 and d5), from the standard start.
fn shuffle() -> Vec<Turn> {
    let mut position = Position::start();
    ["g1f3,f3d4", "g8f6,f6d5", "f3g1,g1d4", "f6g8,g8d5"]
        .iter()
        .map(|text| {
            let turn = position.parse_coords(text).unwrap();
            position.play(turn).unwrap();
            turn
        })
        .collect()
}

/// A game of `n` shuffle turns (a multiple of 4) under `rules`.
fn shuffled(n: usize, rules: DrawRules) -> Game {
    let mut game = Game::with_draw_rules(Position::start(), rules);
    for &turn in shuffle().iter().cycle().take(n) {
        game.play(turn).unwrap();
    }
    game
}

/// The repetition count and outcome of `game`, and those of the same game
/// recounted from scratch (replayed in a new game).
fn counts(game: &Game) -> [(u32, Option<duck_variants_chess::Outcome>); 2] {
    let mut fresh = Game::with_draw_rules(*game.start(), game.draw_rules());
    for &turn in game.history() {
        fresh.play(turn).unwrap();
    }
    [
        (game.repetitions(), game.outcome()),
        (fresh.repetitions(), fresh.outcome()),
    ]
}

/// Row 3: after a long reversible history, playing and taking back the
/// pawn push that opens a new draw window costs about what a knight's turn
/// and its undo cost (the undo searched the whole history for the window
/// before: 10^6 turns made it 16 ms), and the counts after it are exactly
/// those before, and those of the game recounted from scratch. With and
/// without a repetition rule (the window is kept either way).
#[test]
fn undoing_the_turn_that_opened_the_window_is_o1() {
    let never = DrawRules {
        repetitions: Some(u32::MAX),
        move_limit: None,
    };
    for rules in [never, DrawRules::NONE] {
        let n = 100_000;
        let mut game = shuffled(n, rules);
        let before = counts(&game);
        // The position after the fourth turn (the duck on d5), and every
        // fourth after it.
        let expected = n / 4;
        assert_eq!(game.repetitions() as usize, expected);
        assert_eq!(before[0], before[1]);
        let push = game.position().parse_coords("e2e4,e4d4").unwrap();
        let knight = game.position().parse_coords("g1f3,f3d4").unwrap();
        let mut game_b = game.clone();
        let times = 1_000;
        let (knights, pushes) = best_times(
            || {
                for _ in 0..times {
                    game_b.play(knight).unwrap();
                    game_b.undo();
                }
            },
            || {
                for _ in 0..times {
                    game.play(push).unwrap();
                    game.undo();
                }
            },
        );
        assert!(
            pushes <= knights * 10,
            "{rules:?}: pawn push and undo {pushes:?}, a knight's {knights:?} ({times} each)"
        );
        assert_eq!(counts(&game), before);
        // Redone, the push opens a window of its own; taken back again,
        // the shuffle counts on where it was.
        game.play(push).unwrap();
        assert_eq!(game.repetitions(), 1);
        assert_eq!(counts(&game)[0], counts(&game)[1]);
        game.undo();
        for &turn in &shuffle() {
            game.play(turn).unwrap();
        }
        assert_eq!(game.repetitions() as usize, expected + 1);
        let after = counts(&game);
        assert_eq!(after[0], after[1]);
    }
}

/// Issue 32, row 6: a game keeps its turns and a position every 16 plies,
/// and rebuilds the others. Against a model that keeps every position,
/// through random play and take-backs across many checkpoint boundaries
/// (with and without repetition counting): every position by index, in
/// order from every index, the ends, and the counts and outcome.
#[test]
fn positions_rebuilt_from_checkpoints_match_a_model() {
    for rules in [DrawRules::NONE, DrawRules::both(3, 100)] {
        let mut game = Game::with_draw_rules(Position::start(), rules);
        let mut model = vec![Position::start()];
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for step in 0..1_500 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let turns: Vec<Turn> = game.position().legal_turns().iter().collect();
            // Takes back about one turn in four, and whenever play ends.
            if (state % 4 == 0 || game.outcome().is_some() || turns.is_empty())
                && game.undo().is_some()
            {
                model.pop();
            } else if !turns.is_empty() && game.outcome().is_none() {
                let turn = turns[(state >> 8) as usize % turns.len()];
                game.play(turn).unwrap();
                model.push(*game.position());
            }
            let positions = game.positions();
            assert_eq!(positions.len(), model.len());
            assert_eq!(positions.first(), model.first().copied());
            assert_eq!(positions.last(), model.last().copied());
            assert_eq!(positions.get(model.len()), None);
            assert_eq!(*game.position(), model[model.len() - 1]);
            assert!(positions.iter().eq(model.iter().copied()));
            if step % 50 == 0 {
                for (i, position) in model.iter().enumerate() {
                    assert_eq!(positions.get(i), Some(*position));
                    assert!(positions.iter_from(i).eq(model[i..].iter().copied()));
                }
                check_game(&game).unwrap();
            }
        }
        assert!(model.len() > 40, "the game went past a few checkpoints");
    }
}

/// Issue 32, row 6: under a move limit the game counts only the current
/// window, and taking back the turn that opened it counts the window
/// before it again. Against a model that keeps every position, through
/// random play that often returns to a position of the window (so that
/// counts reach 2 and 3) and take-backs, single and in runs across many
/// irreversible turns: the count after every step is the model's, and the
/// count and outcome are those of the game replayed from scratch.
#[test]
fn window_counts_after_take_backs_match_a_model() {
    for rules in [DrawRules::both(3, 100), DrawRules::both(2, 30)] {
        let mut game = Game::with_draw_rules(Position::start(), rules);
        let mut model = vec![Position::start()];
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let (mut repeated, mut reopened) = (0, 0);
        let window = |model: &[Position]| {
            (model.iter())
                .rposition(|p| p.halfmove_clock() == 0)
                .unwrap_or(0)
        };
        for step in 0..2_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let turns: Vec<Turn> = game.position().legal_turns().iter().collect();
            // About one step in 3 takes a turn back, one in 64 ten.
            let undos = match state % 64 {
                0 => 10,
                _ if state % 3 == 0 => 1,
                _ => 0,
            };
            if undos > 0 || game.outcome().is_some() || turns.is_empty() {
                for _ in 0..undos.max(1) {
                    let opened = model.len() - 1 == window(&model);
                    if game.undo().is_some() {
                        model.pop();
                        reopened += usize::from(opened);
                    }
                }
            } else {
                // Half the time, a turn back to a position of the window
                // when there is one.
                let from = window(&model);
                let back: Vec<Turn> = match (state >> 7) % 2 {
                    0 => (turns.iter().copied())
                        .filter(|&t| {
                            let mut p = *game.position();
                            p.play_unchecked(t);
                            model[from..].contains(&p)
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                let pool = if back.is_empty() { &turns } else { &back };
                game.play(pool[(state >> 8) as usize % pool.len()]).unwrap();
                model.push(*game.position());
            }
            let current = model[model.len() - 1];
            let naive = model[window(&model)..]
                .iter()
                .filter(|&&p| p == current)
                .count();
            assert_eq!(game.repetitions() as usize, naive, "{rules:?}, step {step}");
            repeated += usize::from(naive > 1);
            if step % 10 == 0 {
                let [counted, fresh] = counts(&game);
                assert_eq!(counted, fresh, "{rules:?}, step {step}");
            }
        }
        assert!(repeated > 10, "{rules:?}: {repeated} repeated positions");
        assert!(reopened > 20, "{rules:?}: {reopened} windows reopened");
    }
}
