//! The search: royal captures found, royal not hung, limits kept, stop
//! obeyed, the same result twice without a clock.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use duck_variants::{AnyPosition, GameKind};
use duck_variants_engine::{Clock, Engine, Limits, NoClock, Score, search_deterministic};

fn position(fen: &str) -> AnyPosition {
    AnyPosition::from_fen(fen).expect("a valid FEN")
}

/// Whether the side to move in `p` can capture the enemy royal (a turn
/// without a blocker square is a royal capture in the duck games).
fn royal_capture_exists(p: &AnyPosition) -> bool {
    p.legal_turns().iter().any(|t| t.blocker().is_none())
}

#[test]
fn finds_the_royal_capture_in_duck_chess() {
    let p = position("4k3/8/8/8/8/8/8/4Q1K1 w - - 0 1");
    assert!(royal_capture_exists(&p));
    let r = search_deterministic(&p, &Limits::depth(4));
    assert_eq!(r.best.unwrap().to_string(), "e1e8");
    assert_eq!(r.score, Score::Plies(1));
    assert!(p.after(r.best.unwrap()).unwrap().is_game_over());
}

#[test]
fn finds_the_flying_general_and_a_chariot_capture_in_duck_xiangqi() {
    let p = position("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(p.kind(), GameKind::Xiangqi);
    let r = search_deterministic(&p, &Limits::depth(3));
    assert_eq!(r.best.unwrap().to_string(), "e1e10");
    let p = position("3k5/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1");
    let r = search_deterministic(&p, &Limits::depth(3));
    assert_eq!(r.best.unwrap().to_string(), "d1d10");
    assert!(p.after(r.best.unwrap()).unwrap().is_game_over());
}

#[test]
fn does_not_hang_its_king_in_duck_chess() {
    // The rook and the bishop both attack the king on a1; taking the
    // bishop leaves the rook's file to block with the duck.
    let p = position("r6b/4k3/8/8/8/8/8/K6Q w - - 0 1");
    for depth in 1..=4 {
        let r = search_deterministic(&p, &Limits::depth(depth));
        let next = p.after(r.best.unwrap()).unwrap();
        assert!(
            !royal_capture_exists(&next),
            "depth {depth}: {}",
            next.fen()
        );
    }
}

#[test]
fn does_not_hang_its_general_to_the_flying_general() {
    // The chariot on e9 attacks the red general; stepping to d1 opens the
    // d file to the black general unless the duck closes it.
    let p = position("3k5/4r4/9/9/9/9/9/9/9/4K4 w - - 0 1");
    for depth in 1..=4 {
        let r = search_deterministic(&p, &Limits::depth(depth));
        let next = p.after(r.best.unwrap()).unwrap();
        assert!(
            !royal_capture_exists(&next),
            "depth {depth}: {}",
            next.fen()
        );
    }
}

#[test]
fn keeps_depth_and_node_limits() {
    for kind in [GameKind::Chess, GameKind::Xiangqi, GameKind::Amazons] {
        let start = AnyPosition::start(kind);
        let r = search_deterministic(&start, &Limits::depth(2));
        assert_eq!(r.depth, 2);
        assert_eq!(r.pv.first(), r.best.as_ref());
        assert!(start.legal_turns().contains(&r.best.unwrap()));
        let r = search_deterministic(&start, &Limits::nodes(3_000));
        assert!(r.nodes <= 3_000, "{kind}: {} nodes", r.nodes);
        assert!(start.legal_turns().contains(&r.best.unwrap()));
    }
}

#[test]
fn is_deterministic_without_a_clock() {
    let start = AnyPosition::start(GameKind::Chess);
    let a = search_deterministic(&start, &Limits::depth(3));
    let b = search_deterministic(&start, &Limits::depth(3));
    assert_eq!(a, b);
}

#[test]
fn stops_when_the_flag_is_set() {
    let mut engine = Engine::new();
    let stop = engine.stop_flag();
    let start = AnyPosition::start(GameKind::Xiangqi);
    let limits = Limits {
        infinite: true,
        ..Limits::default()
    };
    let setter = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        stop.store(true, Ordering::Relaxed);
    });
    let began = Instant::now();
    let r = engine.search_with(&start, &[], &limits, &NoClock, &mut |_| {});
    setter.join().unwrap();
    assert!(began.elapsed() < Duration::from_secs(20));
    assert!(start.legal_turns().contains(&r.best.unwrap()));
}

#[test]
fn hems_the_general_in_with_the_duck_in_duck_xiangqi() {
    // From a game lost to Fairy-Stockfish: Black's cannon goes to g1, the
    // advisor on f1 its screen to the general on e1, and the duck on e2
    // takes the general's one free point. The engine must find such a
    // turn: after it, the rules (not the engine) say every Red turn lets
    // Black take the general.
    let p = position("1r1ak1b1r/4a4/2n1b1R2/p1p1p1p1p/6*2/2P6/P3P1c1P/6CC1/9/R1BAKABN1 b - - 0 11");
    let r = search_deterministic(&p, &Limits::depth(3));
    let after = p.after(r.best.unwrap()).unwrap();
    let replies = after.legal_turns();
    assert!(!replies.is_empty());
    for reply in replies {
        let next = after.after(reply).unwrap();
        assert!(
            royal_capture_exists(&next),
            "{} answers {}",
            r.best.unwrap(),
            reply
        );
    }
    assert_eq!(r.score, Score::Plies(3));
}

/// A host that asks the search to stop after its `n`th poll, and counts
/// the polls.
struct StopAfter {
    polls: std::cell::Cell<u64>,
    n: u64,
}

impl Clock for StopAfter {
    fn elapsed_ms(&self) -> u64 {
        0
    }

    fn should_stop(&self) -> bool {
        self.polls.set(self.polls.get() + 1);
        self.polls.get() >= self.n
    }
}

#[test]
fn stops_when_the_host_asks_on_its_own_thread() {
    let start = AnyPosition::start(GameKind::Chess);
    let limits = Limits {
        infinite: true,
        ..Limits::default()
    };
    let host = StopAfter {
        polls: std::cell::Cell::new(0),
        n: 50,
    };
    let r = Engine::new().search_with(&start, &[], &limits, &host, &mut |_| {});
    assert_eq!(host.polls.get(), 50, "no poll after the stop");
    // Polled every 1,024 nodes: stopped at about 50 times that.
    assert!(r.nodes <= 51 * 1024, "{} nodes", r.nodes);
    assert!(start.legal_turns().contains(&r.best.unwrap()));
}

#[test]
fn has_no_turn_in_a_finished_game() {
    let mut p = position("4k3/8/8/8/8/8/8/4Q1K1 w - - 0 1");
    p.play_coords("e1e8").unwrap();
    let r = search_deterministic(&p, &Limits::depth(2));
    assert_eq!(r.best, None);
}
