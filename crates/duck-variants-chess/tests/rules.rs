//! One test per Duck Chess rule of RULES.md. Expected values are counted by
//! hand from the diagrams in the comments.

use duck_variants_core::FromSetup;
use duck_variants_core::PieceMove;
use duck_variants_core::Variant;
use std::collections::BTreeSet;

use duck_variants_chess::{
    Bitboard, Color, DrawReason, DrawRules, Game, IllegalTurn, MoveKind, Outcome, Position, Role,
    Rules, Turn, WinReason, perft, sq,
};
use duck_variants_testkit::{
    assert_targets, check_identity, check_royal_capture, square_names as squares, targets_from,
};

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn duck_blocks_sliders() {
    // Rook a1, duck a4, own king e1: up the file a2 a3 (a4 is the duck),
    // along the rank b1 c1 d1.
    let p = pos("4k3/8/8/8/*7/8/8/R3K3 w - - 0 1");
    assert_targets(&p, "a1", &["a2", "a3", "b1", "c1", "d1"]);
    // Bishop c1, duck e3: d2 only on that diagonal, b2 a3 on the other.
    let p = pos("4k3/8/8/8/8/4*3/8/2B1K3 w - - 0 1");
    assert_targets(&p, "c1", &["d2", "b2", "a3"]);
    // Queen d1 boxed by the duck on d2 and own pieces: c1 e1 are pieces,
    // c2 and e2 are open diagonals.
    let p = pos("4k3/8/8/8/8/8/3*4/2RQK3 w - - 0 1");
    assert_targets(&p, "d1", &["c2", "b3", "a4", "e2", "f3", "g4", "h5"]);
}

#[test]
fn pawn_double_step_blocked_by_duck_on_either_square() {
    // Duck on e3: the e2 pawn cannot move at all.
    let p = pos("4k3/8/8/8/8/4*3/4P3/K7 w - - 0 1");
    assert!(targets_from(&p, "e2").is_empty());
    // Duck on e4: only the single step.
    let p = pos("4k3/8/8/8/4*3/8/4P3/K7 w - - 0 1");
    assert_targets(&p, "e2", &["e3"]);
    // No duck in the way: both steps.
    let p = pos("4k3/8/8/8/8/8/4P3/K6* w - - 0 1");
    assert_targets(&p, "e2", &["e3", "e4"]);
}

#[test]
fn pawn_cannot_capture_the_duck() {
    // The duck on d3 is diagonal to the e2 pawn; only pushes remain.
    let p = pos("4k3/8/8/8/8/3*4/4P3/K7 w - - 0 1");
    assert_targets(&p, "e2", &["e3", "e4"]);
}

#[test]
fn knight_jumps_the_duck_but_cannot_land_on_it() {
    // Knight b1 surrounded: duck b2, own pawns a2 c2 d2 (not on its
    // squares). Its squares a3 c3 d2: d2 has a pawn, so a3 and c3.
    let p = pos("4k3/8/8/8/8/8/P*PP4/1N2K3 w - - 0 1");
    assert_targets(&p, "b1", &["a3", "c3"]);
    // Duck on c3: the knight may not land there.
    let p = pos("4k3/8/8/8/8/2*5/8/1N2K3 w - - 0 1");
    assert_targets(&p, "b1", &["a3", "d2"]);
}

#[test]
fn no_piece_moves_onto_the_duck() {
    // King d1 next to the duck on d2: every neighbour but d2.
    let p = pos("4k3/8/8/8/8/8/3*4/3K4 w - - 0 1");
    assert_targets(&p, "d1", &["c1", "c2", "e1", "e2"]);
}

fn castles(p: &Position) -> BTreeSet<String> {
    p.piece_moves()
        .iter()
        .filter(|m| m.kind() == MoveKind::Castle)
        .map(|m| format!("{}{}", m.from(), m.to()))
        .collect()
}

#[test]
fn castling_out_of_attack_is_legal() {
    // The black rook on e8 attacks the white king on e1.
    let p = pos("4r2k/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(castles(&p), squares(&["e1g1"]));
}

#[test]
fn castling_through_attack_is_legal() {
    // The black rook on f8 attacks f1, which the king crosses.
    let p = pos("5r1k/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(castles(&p), squares(&["e1g1"]));
}

#[test]
fn castling_into_attack_is_legal() {
    // The black rook on g8 attacks g1, where the king lands.
    let p = pos("6rk/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(castles(&p), squares(&["e1g1"]));
    // Queenside into and through attack as well, for Black.
    let p = pos("r3k3/8/8/8/8/8/8/2R1K1R1 b q - 0 1");
    assert_eq!(castles(&p), squares(&["e8c8"]));
}

#[test]
fn castling_blocked_by_the_duck_on_each_square_between() {
    let base = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(castles(&pos(base)), squares(&["e1g1", "e1c1"]));
    for (duck, left) in [
        ("f1", "e1c1"),
        ("g1", "e1c1"),
        ("b1", "e1g1"),
        ("c1", "e1g1"),
        ("d1", "e1g1"),
    ] {
        let mut setup = pos(base).to_setup();
        setup.board.set(
            duck.parse().unwrap(),
            Some(duck_variants_core::Occupant::Blocker),
        );
        let p = Position::from_setup(setup).unwrap();
        assert_eq!(castles(&p), squares(&[left]), "duck on {duck}");
    }
    // A duck elsewhere on the first rank or beside the king changes nothing.
    let p = pos("r3k2r/8/8/8/8/8/4*3/R3K2R w KQkq - 0 1");
    assert_eq!(castles(&p), squares(&["e1g1", "e1c1"]));
}

#[test]
fn castling_moves_king_and_rook_and_clears_rights() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let turn = p.parse_coords("e1g1,g1e4").unwrap();
    let after = p.after_unchecked(turn);
    assert_eq!(after.to_string(), "r3k2r/8/8/8/4*3/8/8/R4RK1 b kq - 1 1");
    assert_eq!(p.san(turn).to_string(), "O-O@e4");
}

#[test]
fn castling_right_lost_when_the_rook_is_captured() {
    // Bxh8 removes Black's kingside right.
    let p = pos("r3k2r/8/8/8/8/8/1B6/4K3 w kq - 0 1");
    let after = p.after_unchecked(p.parse_san("Bxh8@h1").unwrap());
    assert_eq!(after.to_string(), "r3k2B/8/8/8/8/8/8/4K2* b q - 0 1");
}

#[test]
fn en_passant_blocked_by_the_duck_on_the_target_square() {
    // Black plays d7-d5 beside the white pawn on e5.
    let p = pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    // Duck elsewhere: exd6 is available and the FEN shows the square.
    let open = p.after_unchecked(p.parse_san("d5@a3").unwrap());
    assert_eq!(open.ep_square(), Some(sq::D6));
    assert!(targets_from(&open, "e5").contains("d6"));
    assert!(open.to_string().contains(" w - d6 "));
    // Duck on d6: no en passant, and the FEN writes '-'.
    let blocked = p.after_unchecked(p.parse_san("d5@d6").unwrap());
    assert_eq!(blocked.ep_square(), None);
    assert!(!targets_from(&blocked, "e5").contains("d6"));
    assert_eq!(blocked.to_string(), "4k3/8/3*4/3pP3/8/8/8/4K3 w - - 0 2");
}

#[test]
fn en_passant_square_written_only_when_capturable() {
    // A double step with no pawn beside it leaves no en-passant square.
    let p = pos("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    let after = p.after_unchecked(p.parse_san("e4@a6").unwrap());
    assert_eq!(after.ep_square(), None);
    assert_eq!(after.to_string(), "4k3/8/*7/8/4P3/8/8/4K3 b - - 0 1");
    // A consistent but unusable square in a FEN is dropped on input.
    let p = pos("4k3/8/8/8/3pP3/4*3/8/4K3 b - e3 0 1");
    assert_eq!(p.to_string(), "4k3/8/8/8/3pP3/4*3/8/4K3 b - - 0 1");
}

#[test]
fn en_passant_capture_frees_the_captured_pawns_square_for_the_duck() {
    // exd6 e.p. removes the pawn on d5; the duck may go there.
    let p = pos("4k3/8/8/3pP3/8/8/8/4K2* w - d6 0 1");
    let turn = p.parse_coords("e5d6,d6d5").unwrap();
    assert_eq!(turn.piece.kind(), MoveKind::EnPassant);
    let after = p.after_unchecked(turn);
    assert_eq!(after.to_string(), "4k3/8/3P4/3*4/8/8/8/4K3 b - - 0 1");
    // Duck squares after the capture: empty squares before (64 - 4 pieces
    // - 1 duck) plus e5 and d5, minus d6.
    assert_eq!(p.blocker_targets(turn.piece).len(), 59 + 2 - 1);
}

#[test]
fn duck_may_land_on_the_square_just_vacated() {
    let p = Position::start();
    let turn = p.parse_coords("e2e4,e4e2").unwrap();
    assert_eq!(turn.blocker, Some(sq::E2));
    assert_eq!(
        p.after_unchecked(turn).to_string(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP*PPP/RNBQKBNR b KQkq - 0 1"
    );
}

#[test]
fn duck_may_not_land_on_the_capturing_piece() {
    // Rxa8 leaves the rook on a8, which the duck cannot share; a1, the
    // square it left, is free.
    let p = pos("r3k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let rxa8 = p.parse_san("Rxa8@a1").unwrap();
    assert!(!p.blocker_targets(rxa8.piece).contains(sq::A8));
    assert_eq!(
        p.check_turn(Turn::new(rxa8.piece, Some(sq::A8))),
        Err(IllegalTurn::BlockerSquare)
    );
}

#[test]
fn duck_must_move_to_a_new_square() {
    // The duck on h8 cannot stay there.
    let p = pos("4k2*/8/8/8/8/8/4P3/4K3 w - - 0 1");
    let push = p.parse_san("e3@a6").unwrap().piece;
    assert_eq!(
        p.check_turn(Turn::new(push, Some(sq::H8))),
        Err(IllegalTurn::BlockerSquare)
    );
    assert!(!p.blocker_targets(push).contains(sq::H8));
    // 64 squares - 2 kings - 1 pawn - 1 duck = 60 empty, and the push
    // keeps that number.
    assert_eq!(p.blocker_targets(push).len(), 60);
}

#[test]
fn promotion_to_all_four_pieces_then_the_duck() {
    // b7-b8 promotes; 64 - 3 pieces = 61 empty squares stay 61 after a
    // quiet promotion, so each of the four promotions has 61 duck squares.
    let p = pos("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let promos: Vec<_> = p
        .piece_moves()
        .iter()
        .copied()
        .filter(|m| m.from() == sq::B7)
        .collect();
    let roles: BTreeSet<Role> = promos.iter().filter_map(|m| m.promotion()).collect();
    assert_eq!(
        roles,
        [Role::Queen, Role::Rook, Role::Bishop, Role::Knight]
            .into_iter()
            .collect()
    );
    assert_eq!(promos.len(), 4);
    for m in promos {
        assert_eq!(p.blocker_targets(m).len(), 61);
    }
    for (san, coords, piece) in [
        ("b8=Q@a1", "b7b8q,b8a1", 'Q'),
        ("b8=R@a1", "b7b8r,b8a1", 'R'),
        ("b8=B@a1", "b7b8b,b8a1", 'B'),
        ("b8=N@a1", "b7b8n,b8a1", 'N'),
    ] {
        let turn = p.parse_san(san).unwrap();
        assert_eq!(turn.to_string(), coords);
        assert_eq!(p.san(turn).to_string(), san);
        let fen = p.after_unchecked(turn).to_string();
        assert!(fen.starts_with(&format!("1{piece}2k3/")), "{fen}");
    }
}

#[test]
fn king_capture_ends_the_game_without_a_duck() {
    // Queen e1 sees the black king on e8 up the open file.
    // No duck square, a comma part read and ignored, White wins.
    let p = pos("4k3/8/8/8/8/8/8/3KQ3 w - - 0 1");
    check_royal_capture(&p, "e1e8").unwrap();
    let take = p.parse_san("Qxe8").unwrap();
    assert_eq!(take.to_string(), "e1e8");
    assert_eq!(p.san(take).to_string(), "Qxe8");
    let after = p.after_unchecked(take);
    assert_eq!(after.to_string(), "4Q3/8/8/8/8/8/8/3K4 b - - 0 1");
    assert_eq!(perft(&after, 3), 0);
    // perft(1) counts the capture once. Empty squares: 64 - 3 = 61. Queen:
    // e2..e7 (6) and f1 g1 h1 (3) and d2 c3 b4 a5 f2 g3 h4 (7) are quiet,
    // 16 * 61; king d1: c1 c2 d2 (e1 is the queen, e2 is free) 4 * 61.
    assert_eq!(p.count_turns(), (16 + 4) * 61 + 1);
}

#[test]
fn fowling_the_side_without_a_move_wins() {
    // White's king a1 is boxed by its own pawns and the duck on b3 (the
    // oracle's fowled-white position).
    let p = pos("7k/8/8/8/p1p5/P*P5/PPP5/KB6 w - - 0 1");
    assert!(p.piece_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::decisive(Color::White, WinReason::NoLegalTurn))
    );
    assert_eq!(p.count_turns(), 0);
    let mut game = Game::new(p);
    assert_eq!(game.outcome().and_then(Outcome::winner), Some(Color::White));
    let any = Turn::new(
        duck_variants_chess::Move::normal(Role::King, sq::A1, sq::B1),
        Some(sq::H1),
    );
    assert_eq!(game.play(any), Err(IllegalTurn::GameOver));
}

#[test]
fn a_side_whose_only_move_is_special_has_a_turn() {
    // The fowled box above, with a white pawn on e5 beside a black pawn
    // that has just stepped d7-d5, and a knight on e6 in its way: the one
    // move is the en passant capture, which `has_turns` must see without
    // listing the moves; with the capture gone (no en passant square), no
    // move is left.
    let p = pos("7k/8/4n3/3pP3/p1p5/P*P5/PPP5/KB6 w - d6 0 1");
    assert_eq!(p.piece_moves().len(), 1);
    assert!(p.has_turns());
    assert_eq!(p.outcome(), None);
    let p = pos("7k/8/4n3/3pP3/p1p5/P*P5/PPP5/KB6 w - - 0 1");
    assert!(p.piece_moves().is_empty());
    assert!(!p.has_turns());
    // (Castling is never the only move: the square next to the king that
    // it crosses is empty, so the king can step there.)
}

#[test]
fn first_turn_places_the_duck_on_any_empty_square() {
    let p = Position::start();
    assert_eq!(p.blocker(), None);
    // 20 piece moves, each with 32 empty squares afterwards.
    assert_eq!(p.piece_moves().len(), 20);
    assert_eq!(p.count_turns(), 20 * 32);
    let after = p.after_unchecked(p.parse_san("Nf3@d5").unwrap());
    assert_eq!(after.blocker(), Some(sq::D5));
    // From now on the duck is on the board and moves every turn.
    let next = after.after_unchecked(after.parse_san("e5@d4").unwrap());
    assert_eq!(next.board().blockers(), Bitboard::from_square(sq::D4));
}

#[test]
fn no_check_king_may_move_into_attack_and_stay_attacked() {
    // The black rook on d8 attacks d1 and d2; the white king may step to
    // d1 or d2, and White may ignore the attack on e1 by the rook on e8.
    let p = pos("3rr2k/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_targets(&p, "e1", &["d1", "d2", "e2", "f1", "f2"]);
    // Moving the king next to the enemy king is legal too.
    let p = pos("8/8/8/8/8/4k3/8/4K3 w - - 0 1");
    assert!(targets_from(&p, "e1").contains("e2"));
}

#[test]
fn perft_of_a_terminal_position_is_zero_above_depth_zero() {
    let p = pos("4Q3/8/8/8/3*4/8/8/4K3 b - - 0 1");
    assert_eq!(perft(&p, 0), 1);
    assert_eq!(perft(&p, 1), 0);
    assert_eq!(perft(&p, 2), 0);
}

#[test]
fn position_identity_includes_duck_side_rights_not_clocks() {
    // Clocks and side to move: the shared check, which every walk runs.
    let a = pos("4k3/8/8/8/8/8/8/R3K2* w Q - 37 80");
    check_identity(&a).unwrap();
    for other in [
        "4k3/8/8/8/8/8/8/R3K1*1 w Q - 37 80",
        "4k3/8/8/8/8/8/8/R3K2* w - - 37 80",
    ] {
        let other = pos(other);
        assert!(a != other && a.zobrist() != other.zobrist(), "{other}");
    }
}

fn play_all(game: &mut Game, sans: &[String]) {
    for san in sans {
        let t = game
            .position()
            .parse_san(san)
            .unwrap_or_else(|e| panic!("{san}: {e}"));
        game.play(t).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
}

#[test]
fn draws_are_opt_in_threefold_with_the_duck_and_fifty_moves() {
    // Kings shuffle e1-d1-e1 and e8-d8-e8; the last turn of each cycle puts
    // the duck back on h1, so the start recurs after every cycle.
    let start = pos("4k3/8/8/8/8/8/8/4K2* w - - 0 1");
    let cycle: Vec<String> = ["Kd1@a3", "Kd8@a4", "Ke1@a3", "Ke8@h1"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut off = Game::new(start);
    let mut on = Game::new(start);
    on.enable_standard_draws();
    for g in [&mut off, &mut on] {
        play_all(g, &cycle);
    }
    assert_eq!(on.repetitions(), 2);
    assert_eq!(on.outcome(), None);
    for g in [&mut off, &mut on] {
        play_all(g, &cycle);
    }
    assert_eq!(on.repetitions(), 3);
    assert_eq!(
        on.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
    assert_eq!(off.outcome(), None, "draw rules are off by default");
    assert_eq!(off.repetitions(), 3);
    assert_eq!(off.claimable_draw(), Some(DrawReason::Repetition));
    assert_eq!(on.claimable_draw(), None, "the standard rules already drew");
    off.undo();
    assert_eq!(off.claimable_draw(), None, "two repetitions are no draw");
    // The same king shuffle with the duck on new squares each cycle never
    // repeats a position.
    let mut g = Game::new(start);
    g.enable_standard_draws();
    for file in ["a", "b", "c"] {
        let turns: Vec<String> = [("Kd1", 3), ("Kd8", 4), ("Ke1", 5), ("Ke8", 6)]
            .iter()
            .map(|(k, rank)| format!("{k}@{file}{rank}"))
            .collect();
        play_all(&mut g, &turns);
    }
    assert_eq!(g.repetitions(), 1);
    assert_eq!(g.outcome(), None);
    // Fifty-move rule: 100 turns without capture or pawn move.
    let clock = pos("4k3/8/8/8/8/8/8/4K2* w - - 99 80");
    let mut g = Game::with_draw_rules(
        clock,
        DrawRules {
            repetitions: None,
            move_limit: Some(100),
        },
    );
    assert_eq!(g.outcome(), None);
    play_all(&mut g, &["Kd1@a1".to_string()]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::MoveLimit
        })
    );
    // A capture or pawn move resets the clock.
    let clock = pos("4k3/8/8/8/8/8/3p4/4K2* w - - 99 80");
    let mut g = Game::with_draw_rules(
        clock,
        DrawRules {
            repetitions: None,
            move_limit: Some(100),
        },
    );
    play_all(&mut g, &["Kxd2@a1".to_string()]);
    assert_eq!(g.position().halfmove_clock(), 0);
    assert_eq!(g.outcome(), None);
}

#[test]
fn game_undo_restores_the_previous_position() {
    let mut g = Game::new(Position::start());
    let t = g.position().parse_san("e4@e5").unwrap();
    g.play(t).unwrap();
    let u = g.position().parse_san("Nf6@e2").unwrap();
    g.play(u).unwrap();
    assert_eq!(g.history(), &[t, u]);
    assert_eq!(g.undo(), Some(u));
    assert_eq!(g.position(), &Position::start().after_unchecked(t));
    assert_eq!(g.undo(), Some(t));
    assert_eq!(g.undo(), None);
    assert_eq!(g.position(), &Position::start());
}

#[test]
fn a_rejected_turn_leaves_the_position_unchanged() {
    let mut p = Position::start();
    let before = p;
    let push = p.parse_san("e4@e5").unwrap();
    for bad in [
        Turn::new(push.piece, None),
        Turn::new(push.piece, Some(sq::E1)),
        Turn::new(push.piece, Some(sq::E4)),
        Turn::new(
            duck_variants_chess::Move::normal(Role::Pawn, sq::E2, sq::E5),
            Some(sq::A3),
        ),
        Turn::new(
            duck_variants_chess::Move::normal(Role::King, sq::E1, sq::G1),
            Some(sq::A3),
        ),
    ] {
        assert!(p.play(bad).is_err(), "{bad}");
        assert_eq!(p.to_string(), before.to_string());
        assert_eq!(p.zobrist(), before.zobrist());
    }
}

/// Other engines' perft suites use setups beyond normal material; this one
/// (30 pieces a side) is Fairy-Stockfish's, with its published counts
/// 58 / 3177 / 206355. Strict validation refuses it and says why; the
/// explicit lenient opt-in accepts it and counts what Fairy-Stockfish does.
#[test]
fn a_peer_suite_setup_beyond_normal_material_needs_the_lenient_opt_in() {
    use duck_variants_chess::{PositionError, SetupOptions};
    use duck_variants_core::{CountError, ParseFenError};
    const PEER: &str =
        "rnbqkbnr/pppppppp/pppppppp/pppppp2/PPPPPP2/PPPPPPPP/PPPPPPPP/RNBQKBNR w - - 0 1";
    match Position::from_fen(PEER) {
        Err(ParseFenError::Position(PositionError::Count(CountError::TooManyPieces {
            count: 30,
            max: 16,
            ..
        }))) => {}
        other => panic!("strict setup gave {other:?}"),
    }
    let error = Position::from_fen(PEER).unwrap_err().to_string();
    assert_eq!(error, "White has 30 pieces; at most 16");
    let lenient = Position::from_fen_with(PEER, SetupOptions::LENIENT).unwrap();
    assert_eq!(lenient.fen(), PEER);
    assert_eq!(perft(&lenient, 1), 58);
    assert_eq!(perft(&lenient, 2), 3177);
    assert_eq!(perft(&lenient, 3), 206_355);
}

/// Issue 21 row 14 (RULES.md, Notation): the comma part after a king
/// capture is read only when it starts with the destination square.
#[test]
fn king_capture_comma_part_must_start_with_the_destination() {
    use duck_variants_core::CoordError;
    let p = pos("4k3/8/8/8/8/8/8/3KQ3 w - - 0 1");
    let take = p.parse_coords("e1e8").unwrap();
    assert_eq!(p.parse_coords("e1e8,e8a1"), Ok(take));
    for text in ["e1e8,e7d4", "e1e8,a1a2", "e1e8,e1e8"] {
        let err = p.parse_coords(text).unwrap_err();
        assert_eq!(err, CoordError::BlockerPrefix, "{text}");
        assert!(err.to_string().contains("destination"), "{text}: {err}");
    }
}

/// Issue 21 row 10: a board with two occupants on a square (built by
/// hand: a FEN cannot say it) is no position, and the error names the
/// square and both occupants.
#[test]
fn a_setup_with_the_duck_on_a_piece_is_refused_in_words() {
    use duck_variants_chess::{PositionError, Setup};
    use duck_variants_core::CountError;
    let mut setup: Setup = "4k3/8/8/8/8/8/8/3KQ3 w - - 0 1".parse().unwrap();
    setup.board.set_blockers(Bitboard::from_square(sq::E1));
    let err = Position::from_setup(setup).unwrap_err();
    assert!(
        matches!(err, PositionError::Count(CountError::Overlap { .. })),
        "{err:?}"
    );
    let text = err.to_string();
    assert!(
        text.contains("e1") && text.contains("'*'") && text.contains("'Q'"),
        "{text}"
    );
}

/// Issue 21 row 11 (RULES.md, royal capture): the side without its king is
/// the side to move; a setup with the other side to move is refused.
#[test]
fn a_setup_whose_side_without_a_king_is_not_to_move_is_refused() {
    use duck_variants_chess::PositionError;
    use duck_variants_core::CountError;
    // Black's king was taken: Black is to move, and the game is over.
    let finished = pos("8/8/8/8/8/8/8/4K3 b - - 0 1");
    assert!(finished.outcome().is_some());
    for fen in ["8/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/8 b - - 0 1"] {
        let err = fen.parse::<Position>().unwrap_err();
        let duck_variants_chess::ParseFenError::Position(PositionError::Count(
            CountError::RoyalGoneNotToMove { color, .. },
        )) = err
        else {
            panic!("{fen}: {err:?}");
        };
        assert_eq!(
            color,
            if fen.contains(" w ") {
                Color::Black
            } else {
                Color::White
            }
        );
        assert!(err.to_string().contains("no king"), "{fen}: {err}");
    }
}

/// Issue 20, item 4: a piece move has a `Display` (coordinates), as a turn
/// does: the knight's `g1f3` at the start, castling as the king's move.
#[test]
fn piece_moves_display_as_coordinates() {
    use duck_variants_core::Rules;
    let start = duck_variants_chess::Position::start();
    let written: Vec<String> = start.piece_moves().iter().map(|m| m.to_string()).collect();
    assert!(written.contains(&"g1f3".to_string()), "{written:?}");
    assert!(written.contains(&"e2e4".to_string()), "{written:?}");
    let castle: duck_variants_chess::Position = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse().unwrap();
    let written: Vec<String> = castle.piece_moves().iter().map(|m| m.to_string()).collect();
    assert!(written.contains(&"e1g1".to_string()), "{written:?}");
}

/// Issue 20, "Traps": `Rules::after` checks the turn (an impossible queen
/// move through her own pawns returned a corrupted position); the
/// unchecked form says so in its name.
#[test]
fn after_is_checked() {
    use duck_variants_chess::{Move, Position, Role, Turn};
    use duck_variants_core::{IllegalTurn, Rules};
    let start = Position::start();
    let sq = |s: &str| s.parse().unwrap();
    let impossible = Turn::new(
        Move::normal(Role::Queen, sq("d1"), sq("d5")),
        Some(sq("e5")),
    );
    assert_eq!(start.after(impossible), Err(IllegalTurn::PieceMove));
    let legal = start.parse_coords("e2e4,e4e5").unwrap();
    assert_eq!(start.after(legal), Ok(start.after_unchecked(legal)));
}
