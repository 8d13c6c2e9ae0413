//! The facade's engine queries ([`AnyPosition::saving_blockers`] and the
//! rest): positions counted by hand, and every query of a few small
//! positions of each game against brute force over the facade's own legal
//! turns (a turn without a blocker is a royal capture).

use std::collections::BTreeSet;

use duck_variants::core::Color;
use duck_variants::{AnyError, AnyPieceMove, AnyPosition, AnySquare, GameKind};

fn position(fen: &str) -> AnyPosition {
    AnyPosition::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn square(position: &AnyPosition, name: &str) -> AnySquare {
    position.square(name).unwrap()
}

fn names(squares: &[AnySquare]) -> BTreeSet<String> {
    squares.iter().map(|s| s.to_string()).collect()
}

fn piece(position: &AnyPosition, coords: &str) -> AnyPieceMove {
    position
        .piece_moves()
        .into_iter()
        .find(|m| m.to_string() == coords)
        .unwrap_or_else(|| panic!("{position}: no {coords}"))
}

/// Whether the side to move has a turn that takes the enemy royal.
fn royal_capture_turn(position: &AnyPosition) -> bool {
    position.legal_turns().iter().any(|t| t.blocker().is_none())
}

/// Every query of the facade against its legal turns.
fn check(position: &AnyPosition) {
    let turns = position.legal_turns();
    let takers: BTreeSet<String> = turns
        .iter()
        .filter(|t| t.blocker().is_none())
        .map(|t| t.piece().from().to_string())
        .collect();
    assert_eq!(names(&position.royal_attackers()), takers, "{position}");
    assert_eq!(
        position.can_capture_royal(),
        !takers.is_empty(),
        "{position}"
    );
    let mut pieces: Vec<AnyPieceMove> = turns.iter().map(|t| t.piece()).collect();
    pieces.dedup();
    for &m in &pieces {
        let targets = position.blocker_targets(m).unwrap();
        let mut saving = BTreeSet::new();
        for &b in &targets {
            let after = position
                .after(position.turn_from_parts(m, Some(b)).unwrap())
                .unwrap();
            if !royal_capture_turn(&after) {
                saving.insert(b.to_string());
            }
        }
        assert_eq!(
            names(&position.saving_blockers(m).unwrap()),
            saving,
            "{position}: {m}"
        );
        assert_eq!(
            position.royal_capturable_after(m).unwrap(),
            saving.len() != targets.len(),
            "{position}: {m}"
        );
        let royal = turns
            .iter()
            .any(|t| t.piece() == m && t.blocker().is_none());
        assert_eq!(position.captures_royal(m).unwrap(), royal);
        match position.half_turn(m).unwrap() {
            None => assert!(royal, "{position}: {m}"),
            Some(half) => {
                assert_eq!(half.kind(), position.kind());
                assert_eq!(half.piece_move(), m);
                assert_eq!(names(&half.blocker_targets()), names(&targets));
                for &b in &targets {
                    let whole = position
                        .after(position.turn_from_parts(m, Some(b)).unwrap())
                        .unwrap();
                    let completed = half.complete(b).unwrap();
                    assert_eq!(completed, whole);
                    assert_eq!(completed.zobrist(), whole.zobrist());
                    assert_ne!(half.zobrist(), whole.zobrist());
                }
            }
        }
    }
    // Tactical moves: the piece moves of turns that capture (fewer enemy
    // pieces on the board after) or promote.
    let enemies = |p: &AnyPosition, side: Color| {
        p.fen()
            .split(' ')
            .next()
            .unwrap()
            .chars()
            .filter(|c| match side {
                Color::White => c.is_ascii_uppercase(),
                Color::Black => c.is_ascii_lowercase(),
            })
            .count()
    };
    let them = !position.side_to_move();
    let tactical: BTreeSet<String> = turns
        .iter()
        .filter(|t| {
            t.piece()
                .to_string()
                .ends_with(|c: char| c.is_ascii_alphabetic())
                || enemies(&position.after(**t).unwrap(), them) < enemies(position, them)
        })
        .map(|t| t.piece().to_string())
        .collect();
    let found: BTreeSet<String> = position
        .tactical_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(found, tactical, "{position}");
}

#[test]
fn small_positions_of_every_game_against_their_turns() {
    for fen in [
        "4k3/8/8/4r3/8/8/P7/4K3 w - - 0 1",
        "4k3/8/8/4r3/8/3n4/P7/4K3 w - - 0 1",
        "4k3/1P6/8/8/2b5/8/8/R3K2* b - - 0 1",
        "4k4/9/9/9/9/9/P8/9/9/4K4 w - - 0 1",
        "3kc4/9/9/9/9/9/P8/9/9/4K4 w - - 0 1",
        "3k5/9/4n4/9/9/2*6/4c4/9/4R4/4K4 b - - 0 1",
        "3q6/10/10/10/10/10/10/10/10/3Q6 w - - 0 1",
    ] {
        check(&position(fen));
    }
}

#[test]
fn queries_by_hand() {
    // Black's rook on e5 and knight on d3 both reach the king on e1.
    let p = position("4k3/8/8/4r3/8/3n4/P7/4K3 w - - 0 1");
    let e1 = square(&p, "e1");
    assert_eq!(
        names(&p.attackers(e1, Color::Black).unwrap()),
        ["d3", "e5"].map(String::from).into()
    );
    assert!(p.is_attacked(e1, Color::Black).unwrap());
    assert_eq!(p.royal_square(Color::White), Some(e1));
    assert!(p.saving_blockers(piece(&p, "a2a3")).unwrap().is_empty());
    assert_eq!(
        names(&p.interpositions(square(&p, "e5"), e1).unwrap()),
        ["e2", "e3", "e4"].map(String::from).into()
    );
    assert_eq!(
        names(&p.between(square(&p, "a1"), square(&p, "d4")).unwrap()),
        ["b2", "c3"].map(String::from).into()
    );
    assert_eq!(names(&p.attacks_from(square(&p, "d3")).unwrap()).len(), 8);

    // The flying general: Red can take, and Black could after any other
    // move but for a duck on the file.
    let p = position("4k4/9/9/9/9/9/P8/9/9/4K4 w - - 0 1");
    assert!(p.can_capture_royal());
    assert_eq!(names(&p.royal_attackers()), ["e1"].map(String::from).into());
    assert_eq!(p.saving_blockers(piece(&p, "a4a5")).unwrap().len(), 8);
    assert!(p.captures_royal(piece(&p, "e1e10")).unwrap());
    assert_eq!(p.half_turn(piece(&p, "e1e10")).unwrap(), None);

    // Tactical moves: captures and promotions only.
    let p = position("4k3/1P6/8/8/2b5/8/8/R3K3 w - - 0 1");
    let tactical: BTreeSet<String> = p.tactical_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(
        tactical,
        ["b7b8q", "b7b8r", "b7b8b", "b7b8n"]
            .map(String::from)
            .into()
    );

    // The Amazons: nothing captures, and every arrow is safe.
    let p = AnyPosition::start(GameKind::Amazons);
    assert!(!p.can_capture_royal());
    assert_eq!(p.royal_square(Color::White), None);
    let m = p.piece_moves()[0];
    assert_eq!(p.saving_blockers(m).unwrap(), p.blocker_targets(m).unwrap());
}

#[test]
fn queries_refuse_other_games_and_off_board_squares() {
    let chess = AnyPosition::start(GameKind::Chess);
    let xiangqi = AnyPosition::start(GameKind::Xiangqi);
    let m = xiangqi.piece_moves()[0];
    assert!(matches!(
        chess.saving_blockers(m),
        Err(AnyError::WrongGame { .. })
    ));
    let a10 = xiangqi.square("a10").unwrap();
    assert!(matches!(
        chess.attackers(a10, Color::White),
        Err(AnyError::Square { .. })
    ));
    let e2e4 = piece(&chess, "e2e4");
    let half = chess.half_turn(e2e4).unwrap().unwrap();
    assert!(matches!(
        half.complete(square(&chess, "e4")),
        Err(AnyError::Illegal(_))
    ));
    assert!(half.complete(a10).is_err());
}
