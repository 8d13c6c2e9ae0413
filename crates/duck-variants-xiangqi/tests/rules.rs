//! One named test per Duck Xiangqi rule of RULES.md. Expected values are
//! counted by hand from the diagrams in the comments (E = number of empty
//! points, so a quiet move is worth E turns, a capture E + 1 and a general
//! capture 1), or taken from the oracle files.

use duck_variants_core::FromSetup;
use duck_variants_core::Variant;
use std::collections::BTreeSet;

use duck_variants_testkit::{
    assert_targets, check_identity, check_royal_capture, square_names as points, targets_from,
};
use duck_variants_xiangqi::{
    Color, DrawReason, Game, IllegalTurn, Outcome, Piece, Position, PositionError, Role, Rules,
    Setup, Square, WinReason, perft, sq,
};

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn turn_texts(p: &Position) -> BTreeSet<String> {
    p.legal_turns().iter().map(|t| t.to_string()).collect()
}

fn play(game: &mut Game, text: &str) {
    let turn = game
        .position()
        .parse_coords(text)
        .unwrap_or_else(|e| panic!("{}: {text}: {e}", game.position()));
    game.play(turn)
        .unwrap_or_else(|e| panic!("{}: {text}: {e}", game.position()));
}

/// Every point a lone piece of `role` can reach from `start` by repeated
/// moves, with only the two generals (e1 is never on its paths) on the board.
fn reachable(color: Color, role: Role, start: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::from([start.to_string()]);
    let mut frontier = vec![start.to_string()];
    while let Some(at) = frontier.pop() {
        let mut setup: Setup = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1".parse().unwrap();
        setup.board.set(
            at.parse::<Square>().unwrap(),
            Some(duck_variants_core::Occupant::Piece(Piece { color, role })),
        );
        setup.side_to_move = color;
        let p = Position::from_setup(setup).unwrap_or_else(|e| panic!("{at}: {e}"));
        for to in targets_from(&p, &at) {
            if seen.insert(to.clone()) {
                frontier.push(to);
            }
        }
    }
    seen
}

#[test]
fn first_turn_places_the_duck_on_any_empty_point() {
    // Start: 44 piece moves, two of them cannon captures of a horse over
    // the enemy cannon (b3xb10, h3xh10). 32 pieces, no duck: E = 58.
    let start = Position::start();
    assert_eq!(start.blocker(), None);
    assert_eq!(start.piece_moves().len(), 44);
    assert_eq!(start.count_turns(), 42 * 58 + 2 * 59);
    // The duck may go to the point the piece just left, not to where it
    // landed.
    let ducks = start.blocker_targets(start.parse_coords("h3e3,e3e5").unwrap().piece);
    assert!(ducks.contains(sq::H3) && !ducks.contains(sq::E3));
    assert_eq!(ducks.len(), 58);
}

#[test]
fn duck_never_stays_where_it_is() {
    // Duck on a5: after any move it must go elsewhere.
    let p = pos("4k4/9/9/9/9/*8/9/9/9/4K4 w - - 0 1");
    for m in p.piece_moves().iter().filter(|m| !p.is_royal_capture(**m)) {
        assert!(!p.blocker_targets(*m).contains(sq::A5));
    }
    assert_eq!(
        p.parse_coords("e1e2,e2a5").unwrap_err(),
        IllegalTurn::BlockerSquare.into()
    );
}

#[test]
fn duck_on_a_horse_leg_blocks_the_horse() {
    //  4k4   rank 10: black general e10
    //  4*4   rank 6: duck on e6, the north leg of the horse
    //  4N4   rank 5: red horse e5
    //  4K4   rank 1: red general e1
    let p = pos("4k4/9/9/9/4*4/4N4/9/9/9/4K4 w - - 0 1");
    // d7 and f7 lie behind the leg e6; the other six targets are open.
    assert_targets(&p, "e5", &["g6", "g4", "d3", "f3", "c6", "c4"]);
    // Horse 6 + general 3 (d1 f1 e2; the horse closes the file): 9 quiet
    // moves, E = 90 - 4 = 86.
    assert_eq!(p.count_turns(), 9 * 86);
    // The duck on f6, a point the horse passes diagonally, blocks nothing.
    let p = pos("4k4/9/9/9/5*3/4N4/9/9/9/4K4 w - - 0 1");
    assert_eq!(targets_from(&p, "e5").len(), 8);
    // Oracle position horse-leg-black: the duck on h9 is the leg of the h10
    // horse towards g8 and i8; only f9, over the empty g10 leg, remains.
    let p = pos("4k2n1/7*1/1np6/2R6/9/9/9/9/9/4K4 b - - 0 1");
    assert_targets(&p, "h10", &["f9"]);
}

#[test]
fn duck_in_an_elephant_eye_blocks_the_elephant() {
    // Red elephant c1, duck d2 (the eye towards e3), generals on e1 and
    // e10 with the file open.
    let p = pos("4k4/9/9/9/9/9/9/9/3*5/2B1K4 w - - 0 1");
    assert_targets(&p, "c1", &["a3"]);
    // Elephant 1 + general 3 quiet moves, the flying capture; E = 86.
    assert_eq!(p.count_turns(), 4 * 86 + 1);
    // Oracle: the duck on d2 in the start array removes c1-e3.
    let eye = pos("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/3*5/RNBAKABNR w - - 0 1");
    assert_targets(&eye, "c1", &["a3"]);
    assert_eq!(eye.count_turns(), 2453);
}

#[test]
fn cannon_captures_over_the_duck_as_its_screen() {
    //  r8    rank 8: black chariot a8
    //  *8    rank 5: duck a5
    //  C3K4  rank 1: red cannon a1, red general e1
    let p = pos("4k4/9/r8/9/9/*8/9/9/9/C3K4 w - - 0 1");
    // Up the file a2-a4, over the duck onto a8; along the rank b1-d1, and
    // nothing behind the own general to capture.
    assert_targets(&p, "a1", &["a2", "a3", "a4", "a8", "b1", "c1", "d1"]);
    // 6 + 3 quiet, 1 capture, the flying capture; E = 85.
    assert_eq!(p.count_turns(), 9 * 85 + 86 + 1);
    // Oracle position cannon-duck-screen-piece: b3 takes b9 over the duck b6.
    let p = pos("3k3n1/1r7/7p1/9/1*7/9/9/1C7/9/4K4 w - - 0 1");
    assert!(turn_texts(&p).contains("b3b9,b9b3"));
    // Oracle position cannon-duck-screen-general: e2 takes e10 over e5.
    let p = pos("r3k4/9/7c1/9/9/4*4/9/9/4C4/3K5 w - - 0 1");
    assert!(turn_texts(&p).contains("e2e10"));
}

#[test]
fn cannon_never_captures_the_duck() {
    //  r8    rank 8: black chariot a8
    //  *8    rank 6: duck a6
    //  P8    rank 4: red soldier a4 (a screen)
    //  C3K4  rank 1: red cannon a1, red general e1
    let p = pos("4k4/9/r8/9/*8/9/P8/9/9/C3K4 w - - 0 1");
    // Over the soldier the first occupant is the duck: no capture there,
    // and a8 lies behind two screens.
    assert_targets(&p, "a1", &["a2", "a3", "b1", "c1", "d1"]);
    // Cannon 5, soldier 1 (a5), general 3 quiet moves, the flying capture;
    // E = 84.
    assert_eq!(p.count_turns(), 9 * 84 + 1);
    // A cannon next to the duck cannot move onto it either.
    let p = pos("4k4/9/9/9/9/9/9/9/*8/C3K4 w - - 0 1");
    assert!(!targets_from(&p, "a1").contains("a2"));
    assert!(p.parse_coords("a1a6,a6a7").is_err());
}

#[test]
fn duck_between_the_generals_stops_the_flying_capture() {
    // Generals e1 and e10, duck e5: only the three steps, E = 87.
    let p = pos("4k4/9/9/9/9/4*4/9/9/9/4K4 w - - 0 1");
    assert_eq!(p.count_turns(), 3 * 87);
    assert_eq!(
        p.parse_coords("e1e10").unwrap_err(),
        IllegalTurn::PieceMove.into()
    );
    // Oracle generals-face: without the duck, 3 steps (E = 88) and the
    // capture.
    let open = pos("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(open.count_turns(), 3 * 88 + 1);
    assert_eq!(perft(&open, 1), 265);
}

#[test]
fn generals_may_face_each_other() {
    // Red general d1, black e10: stepping to e1 opens the e-file facing the
    // black general, and is legal. Moves: e1, d2; E = 88.
    let p = pos("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    assert_targets(&p, "d1", &["e1", "d2"]);
    assert_eq!(p.count_turns(), 2 * 88);
    let mut game = Game::new(p);
    play(&mut game, "d1e1,e1a5");
    // Black may now fly: 3 steps with E = 87, and e10e1.
    let black = *game.position();
    assert_eq!(black.count_turns(), 3 * 87 + 1);
    assert!(turn_texts(&black).contains("e10e1"));
}

#[test]
fn flying_capture_needs_an_open_file() {
    // A black soldier on e6 closes the file: 3 steps, E = 87.
    let p = pos("4k4/9/9/9/4p4/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(p.count_turns(), 3 * 87);
    assert!(p.parse_coords("e1e10").is_err());
    // Generals on different files never fly.
    let p = pos("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert!(!turn_texts(&p).iter().any(|t| t.starts_with("e1d10")));
    // Oracle fly-mid-palace: e3 flies to e8 through the open middle.
    let p = pos("6b2/9/4k4/9/p8/9/9/4K4/9/2B6 w - - 0 1");
    assert!(turn_texts(&p).contains("e3e8"));
}

#[test]
fn flying_capture_takes_only_the_general() {
    // Black chariot e10 at the end of the open e-file, black general d10:
    // the red general may not fly onto the chariot. Moves d1 f1 e2; E = 87.
    let p = pos("3kr4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert_targets(&p, "e1", &["d1", "f1", "e2"]);
    assert_eq!(p.count_turns(), 3 * 87);
}

#[test]
fn flying_capture_places_no_duck() {
    // No duck point, a comma part read and ignored, Red wins; the winner
    // now stands in the enemy palace and the finished game's FEN reads back
    // (the only case where a general may be outside its own).
    let p = pos("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    check_royal_capture(&p, "e1e10").unwrap();
    let after = p.after_unchecked(p.parse_coords("e1e10").unwrap());
    assert_eq!(after.to_string(), "4K4/9/9/9/9/9/9/9/9/9 b - - 0 1");
}

#[test]
fn general_capture_ends_the_game_without_a_duck() {
    // Oracle horse-takes-general: the f8 horse takes e10 (leg f9 empty).
    let p = pos("r3k4/3*5/3N1N3/9/9/9/9/9/9/4K4 w - - 0 1");
    let capture = p.parse_coords("f8e10").unwrap();
    assert_eq!(capture.blocker, None);
    let mut game = Game::new(p);
    game.play(capture).unwrap();
    let after = *game.position();
    // The duck has not moved; Black has no general and no turns.
    assert_eq!(after.blocker(), Some(sq::D9));
    assert_eq!(after.count_turns(), 0);
    assert!(after.legal_turns().is_empty());
    assert_eq!(perft(&after, 1), 0);
    assert_eq!(perft(&after, 2), 0);
    let win = Some(Outcome::decisive(Color::RED, WinReason::RoyalCaptured));
    assert_eq!(after.outcome(), win);
    assert_eq!(game.outcome(), win);
    let any = p.legal_turns().iter().next().unwrap();
    assert_eq!(game.play(any), Err(IllegalTurn::GameOver));
    // Oracle kingless-stm: a FEN without Black's general is a finished game.
    let done = pos("3aR4/4a4/9/p8/9/9/9/1*7/9/3K5 b - - 0 1");
    assert_eq!(done.count_turns(), 0);
    assert_eq!(done.outcome(), win);
}

#[test]
fn elephants_never_cross_the_river() {
    // From a real-game point an elephant reaches exactly its seven points.
    assert_eq!(
        reachable(Color::RED, Role::Elephant, "c1"),
        points(&["c1", "g1", "a3", "e3", "i3", "c5", "g5"])
    );
    assert_eq!(
        reachable(Color::Black, Role::Elephant, "g10"),
        points(&["c10", "g10", "a8", "e8", "i8", "c6", "g6"])
    );
    // On the river bank it only goes back: c5 -> a3, e3 (a7, e7 are across).
    let p = pos("4k4/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1");
    assert_targets(&p, "c5", &["a3", "e3"]);
    // Oracle elephant-river-edge: the black c6 elephant never crosses to a4
    // or e4 (and the red c5 elephant, eye d4 filled by the duck, keeps a3).
    let p = pos("4ka3/9/9/9/2b3b2/2B3B2/3*5/9/9/3AK4 w - - 0 1");
    assert_targets(&p, "c5", &["a3"]);
}

#[test]
fn advisors_step_diagonally_inside_the_palace() {
    assert_eq!(
        reachable(Color::RED, Role::Advisor, "d1"),
        points(&["d1", "f1", "e2", "d3", "f3"])
    );
    assert_eq!(
        reachable(Color::Black, Role::Advisor, "f10"),
        points(&["d10", "f10", "e9", "d8", "f8"])
    );
    // An advisor on f2 (no real game puts it there) steps diagonally inside
    // the palace: e1 and e3; g1 and g3 are outside.
    let p = pos("4k4/9/9/9/9/9/9/9/5A3/3K5 w - - 0 1");
    assert_targets(&p, "f2", &["e1", "e3"]);
    // From the centre all four corners, never an orthogonal step.
    let p = pos("4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1");
    assert_targets(&p, "e2", &["d1", "f1", "d3", "f3"]);
}

#[test]
fn generals_step_orthogonally_inside_the_palace() {
    // d1 corner: e1 and d2 only. e2 centre: d2 f2 e1 e3.
    let p = pos("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    assert_targets(&p, "d1", &["e1", "d2"]);
    let p = pos("3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1");
    assert_targets(&p, "e2", &["d2", "f2", "e1", "e3"]);
    // f3 edge: e3 f2 (f4, g3 are outside).
    let p = pos("3k5/9/9/9/9/9/9/5K3/9/9 w - - 0 1");
    assert_targets(&p, "f3", &["e3", "f2"]);
}

#[test]
fn soldiers_move_sideways_only_after_crossing() {
    let red = |fen: &str, from: &str| targets_from(&pos(fen), from);
    // Red on e5 (own side): forward only. On e6 (crossed): forward and
    // sideways. On a10 (last rank): sideways only.
    assert_eq!(
        red("3k5/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1", "e5"),
        points(&["e6"])
    );
    assert_eq!(
        red("3k5/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1", "e6"),
        points(&["e7", "d6", "f6"])
    );
    assert_eq!(
        red("P2k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "a10"),
        points(&["b10"])
    );
    // Behind its start rank (e2) a soldier is accepted and steps forward.
    assert_eq!(
        red("3k5/9/9/9/9/9/9/9/4P4/3K5 w - - 0 1", "e2"),
        points(&["e3"])
    );
    // Black on e6 (own side): forward (down) only; on e5: e4, d5, f5.
    assert_eq!(
        red("3k5/9/9/9/4p4/9/9/9/9/4K4 b - - 0 1", "e6"),
        points(&["e5"])
    );
    assert_eq!(
        red("3k5/9/9/9/9/4p4/9/9/9/4K4 b - - 0 1", "e5"),
        points(&["e4", "d5", "f5"])
    );
}

#[test]
fn no_check_anywhere() {
    // Black chariot d10, black general f10, red general e1. The red general
    // may step onto the chariot's file (d1) or face the black general (f1):
    // 3 quiet moves, E = 87.
    let p = pos("3r1k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert_targets(&p, "e1", &["d1", "f1", "e2"]);
    assert_eq!(p.count_turns(), 3 * 87);
    let mut game = Game::new(p);
    play(&mut game, "e1d1,d1a5");
    // Black simply takes the general.
    assert!(turn_texts(game.position()).contains("d10d1"));
    play(&mut game, "d10d1");
    assert_eq!(
        game.outcome(),
        Some(Outcome::decisive(Color::Black, WinReason::RoyalCaptured))
    );
    // A piece that shields its general may leave: the d2 chariot steps off
    // the file and leaves d1 open to the d10 chariot.
    let p = pos("3r1k3/9/9/9/9/9/9/9/3R5/3K5 w - - 0 1");
    assert!(p.parse_coords("d2e2,e2e5").is_ok());
}

#[test]
fn a_player_with_no_legal_turn_loses() {
    //  3k*4   rank 10: black general d10, duck e10
    //  2PcP4  rank 9: red soldier c9, black cannon d9, red soldier e9
    //  3P5    rank 8: red soldier d8
    //  4K4    rank 1: red general e1
    // The general's palace neighbours are the duck and its own cannon; the
    // cannon's four neighbours are occupied and nothing stands behind its
    // screens. Black has no piece move at all.
    let p = pos("3k*4/2PcP4/3P5/9/9/9/9/9/9/4K4 b - - 0 1");
    assert!(p.piece_moves().is_empty());
    assert_eq!(p.count_turns(), 0);
    let loss = Some(Outcome::decisive(Color::RED, WinReason::NoLegalTurn));
    assert_eq!(p.outcome(), loss);
    assert_eq!(Game::new(p).outcome(), loss);
}

#[test]
fn third_repetition_with_the_same_duck_point_is_a_draw() {
    let mut game = Game::new(Position::start());
    // Horses out and back; Red's duck on a5, Black's on a6. Each of the
    // four positions of the cycle is new the first time.
    let cycle = ["h1g3,g3a5", "h10g8,g8a6", "g3h1,h1a5", "g8h10,h10a6"];
    for text in cycle {
        play(&mut game, text);
        assert_eq!(game.repetitions(), 1);
    }
    // The same horse moves with the duck on b5/b6: the pieces and the side
    // to move repeat, the duck point does not, so nothing repeats.
    let moved_duck = ["h1g3,g3b5", "h10g8,g8b6", "g3h1,h1b5", "g8h10,h10b6"];
    for text in moved_duck {
        play(&mut game, text);
        assert_eq!(game.repetitions(), 1, "after {text}");
    }
    let (a6, b6) = (game.positions().get(4).unwrap(), *game.position());
    assert_eq!(a6.board().pieces(), b6.board().pieces());
    assert_ne!(a6, b6);
    assert_ne!(a6.zobrist(), b6.zobrist());
    // The first cycle again: each of its positions occurs a second time.
    for text in cycle {
        play(&mut game, text);
        assert_eq!(game.repetitions(), 2, "after {text}");
        assert_eq!(game.outcome(), None);
    }
    // Its first turn once more: the third occurrence is a draw.
    play(&mut game, cycle[0]);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
    let next = game.position().parse_coords(cycle[1]).unwrap();
    assert_eq!(game.play(next), Err(IllegalTurn::GameOver));
}

#[test]
fn hundred_twenty_turns_without_a_capture_is_a_draw() {
    // Clock at 118: two quiet turns reach 120.
    let mut game = Game::new(pos("4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 118 60"));
    // A soldier move does not reset the clock (only a capture does).
    play(&mut game, "e4e5,e5a5");
    assert_eq!(game.position().halfmove_clock(), 119);
    assert_eq!(game.outcome(), None);
    play(&mut game, "e10e9,e9a6");
    assert_eq!(game.position().halfmove_clock(), 120);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::MoveLimit
        })
    );
    // A capture resets the clock: the red chariot takes the soldier e6.
    let mut game = Game::new(pos("4k4/9/9/9/4p4/9/9/9/9/3KR4 w - - 119 60"));
    play(&mut game, "e1e6,e6a5");
    assert_eq!(game.position().halfmove_clock(), 0);
    assert_eq!(game.outcome(), None);
}

#[test]
fn decisive_turn_completing_a_draw_condition_wins() {
    // Clock 119: the 120th turn is the flying capture, which wins.
    let mut game = Game::new(pos("4k4/9/9/9/9/9/9/9/9/4K4 w - - 119 60"));
    play(&mut game, "e1e10");
    assert_eq!(
        game.outcome(),
        Some(Outcome::decisive(Color::RED, WinReason::RoyalCaptured))
    );
    // Clock 119: the 120th turn is quiet (clock 120) but leaves Black with
    // no legal turn (the position of a_player_with_no_legal_turn_loses), so
    // Red wins rather than draws.
    let mut game = Game::new(pos("3k5/2Pc5/3PP4/9/9/9/9/9/9/*3K4 w - - 119 60"));
    play(&mut game, "e8e9,e9e10");
    assert_eq!(game.position().halfmove_clock(), 120);
    assert_eq!(
        game.outcome(),
        Some(Outcome::decisive(Color::RED, WinReason::NoLegalTurn))
    );
}

#[test]
fn unreal_points_are_accepted_when_the_rules_still_apply() {
    // Advisor on f2, soldier behind its start rank, elephant on e5 (own
    // side, never a real elephant point).
    let p = pos("4k4/9/9/9/9/4B4/9/9/4PA3/3K5 w - - 0 1");
    assert_targets(&p, "e5", &["c3", "g3"]);
    assert_targets(&p, "f2", &["e1", "e3"]);
    assert_targets(&p, "e2", &["e3"]);
    // A general, an advisor or an elephant where no rule lets it stand is
    // rejected.
    let err = |fen: &str| Setup::from_fen(fen).map(Position::from_setup).unwrap();
    assert!(matches!(
        err("4k4/9/9/9/2B6/9/9/9/9/4K4 w - - 0 1"),
        Err(PositionError::ElephantAcrossRiver { .. })
    ));
}

#[test]
fn equality_and_hash_ignore_the_clocks() {
    // Clocks and side to move: the shared check, which every walk runs.
    let a = pos("4k4/9/9/9/9/*8/9/9/9/4K4 w - - 37 80");
    check_identity(&a).unwrap();
    let duck_moved = pos("4k4/9/9/9/9/1*7/9/9/9/4K4 w - - 37 80");
    assert!(a != duck_moved && a.zobrist() != duck_moved.zobrist());
}

/// Issue 21 row 14 (RULES.md, Notation): the comma part after a general
/// capture is read only when it starts with the destination point.
#[test]
fn general_capture_comma_part_must_start_with_the_destination() {
    use duck_variants_core::CoordError;
    // The chariot on e2 takes the general on e10 up the open file.
    let p = pos("4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1");
    let take = p.parse_coords("e2e10").unwrap();
    assert_eq!(p.parse_coords("e2e10,e10a1"), Ok(take));
    for text in ["e2e10,e9d4", "e2e10,a1a2"] {
        assert_eq!(
            p.parse_coords(text),
            Err(CoordError::BlockerPrefix),
            "{text}"
        );
    }
}

/// Issue 21 row 10: the duck on a piece's point is refused, naming both.
#[test]
fn a_setup_with_the_duck_on_a_piece_is_refused_in_words() {
    use duck_variants_core::CountError;
    let mut setup: Setup = "4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1".parse().unwrap();
    setup
        .board
        .set_blockers(duck_variants_xiangqi::Bitboard::from_square(sq::E2));
    let err = Position::from_setup(setup).unwrap_err();
    assert!(
        matches!(err, PositionError::Count(CountError::Overlap { .. })),
        "{err:?}"
    );
    let text = err.to_string();
    assert!(
        text.contains("e2") && text.contains("'*'") && text.contains("'R'"),
        "{text}"
    );
}

/// Issue 21 row 11 (RULES.md, royal capture and the finished position
/// after a flying capture): the side without its general is to move.
#[test]
fn a_setup_whose_side_without_a_general_is_not_to_move_is_refused() {
    use duck_variants_core::CountError;
    // After the flying capture e1e10 Black has no general and is to move.
    assert!(pos("4K4/9/9/9/9/9/9/9/9/9 b - - 0 1").outcome().is_some());
    for fen in [
        "4K4/9/9/9/9/9/9/9/9/9 w - - 0 1",
        "9/9/9/9/9/9/9/9/9/4k4 b - - 0 1",
    ] {
        let err = Setup::from_fen(fen).map(Position::from_setup).unwrap();
        assert!(
            matches!(
                err,
                Err(PositionError::Count(CountError::RoyalGoneNotToMove { .. }))
            ),
            "{fen}: {err:?}"
        );
        assert!(err.unwrap_err().to_string().contains("no general"), "{fen}");
    }
}
