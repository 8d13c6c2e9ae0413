//! The Game of the Amazons: published perft figures, hand-counted small
//! positions, notation, and the shared invariant checks.

use duck_variants_amazons::{Position, START_FEN};
use duck_variants_core::{
    Color, FromSetup, Game, NoTurnRule, Outcome, Rules, Variant, WinReason, perft,
};
use duck_variants_testkit::{check_bulk_counts, check_position, random_walk, xorshift};

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Published perft of the start (the Game of the Amazons perft tables, as
/// Fairy-Stockfish and the issue give them).
#[test]
fn perft_start_published() {
    let start = Position::start();
    assert_eq!(start.to_string(), START_FEN);
    assert_eq!(perft(&start, 1), 2_176);
    assert_eq!(start.legal_turns().len(), 2_176);
    assert_eq!(start.legal_turns().iter().count(), 2_176);
    assert_eq!(perft(&start, 2), 4_307_152);
}

/// Fairy-Stockfish's FEN after `d1d7,d7g7`: the arrow on g7, the clock at 1.
#[test]
fn fen_after_first_turn() {
    let mut p = Position::start();
    let turn = p.parse_coords("d1d7,d7g7").unwrap();
    assert_eq!(turn.to_string(), "d1d7,d7g7");
    p.play(turn).unwrap();
    let fen = "3q2q3/10/10/q2Q2*2q/10/10/Q8Q/10/10/6Q3 b - - 1 1";
    assert_eq!(p.to_string(), fen);
    assert_eq!(pos(fen), p);
    assert_eq!(p.blocker(), None);
    check_position(&p).unwrap();
}

/// The arrow may land on the square the amazon just left, and not on an
/// occupied square or off the amazon's queen rays.
#[test]
fn arrow_targets() {
    let p = Position::start();
    assert!(p.parse_coords("d1d2,d2d1").is_ok());
    assert!(p.parse_coords("d1d2,d2a4").is_err()); // an amazon
    assert!(p.parse_coords("d1d2,d2f3").is_err()); // not a queen line
    assert!(p.parse_coords("d1d2").is_err()); // the arrow is required
    assert!(p.parse_coords("a4a7,a7a8").is_err()); // no captures
}

/// Hand count: White's amazon on a1 is hemmed in by arrows on b1, b2 and
/// a3, so its one move is a1a2. From a2 the arrow can fly south to a1 (just
/// vacated), not north (a3) or east (b2), south-east (b1) is an arrow, and
/// north-east along b3, c4, d5, e6, f7, g8, h9, i10: 1 + 8 = 9 turns.
#[test]
fn hand_counted_single_move() {
    let p = pos("10/10/10/10/10/10/10/*9/1*8/Q*7q w - - 0 1");
    assert_eq!(p.piece_moves().len(), 1);
    assert_eq!(perft(&p, 1), 9);
    assert_eq!(p.legal_turns().iter().count(), 9);
    check_position(&p).unwrap();
    check_bulk_counts(&p, 2).unwrap();
}

/// Hand count: White's amazon on a1 boxed in by arrows on a2, b1 and b2
/// has no turn: White loses, the game's only way to end.
#[test]
fn boxed_in_side_loses() {
    let p = pos("9q/10/10/10/10/10/10/10/**8/Q*8 w - - 0 1");
    assert_eq!(p.count_turns(), 0);
    assert!(!p.has_turns());
    assert_eq!(
        p.outcome(),
        Some(Outcome::decisive(Color::Black, WinReason::NoLegalTurn))
    );
    assert_eq!(Position::NO_TURN, NoTurnRule::SideToMoveLoses);
    check_position(&p).unwrap();
    // Black, to move in the same box, loses too; with the box open it
    // has its turns and the game goes on.
    let black = pos("9q/10/10/10/10/10/10/10/**8/Q*8 b - - 0 1");
    assert_eq!(black.outcome(), None);
}

/// Many arrows are a valid position, more amazons than the start are not
/// (unless lenient), and the game has no castling or en passant.
#[test]
fn setup_rules() {
    assert!(
        "**********/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1"
            .parse::<Position>()
            .is_ok()
    );
    assert!(
        "qqqqq5/10/10/10/10/10/10/10/10/Q9 w - - 0 1"
            .parse::<Position>()
            .is_err()
    );
    assert!(
        "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w KQ - 0 1"
            .parse::<Position>()
            .is_err()
    );
    // No amazon for a side: it has no turn and loses (no royal piece needed).
    let p = pos("10/10/10/10/10/10/10/10/10/Q9 b - - 0 1");
    assert_eq!(p.outcome().map(|o| o.winner()), Some(Some(Color::White)));
}

/// The shared invariant checks along seeded random games, played to the end.
#[test]
fn random_games_keep_invariants() {
    let mut next = xorshift(0x0061_6d61_7a6f_6e73);
    for _ in 0..4 {
        let choices: Vec<u8> = (0..2000).map(|_| next() as u8).collect();
        let plies = random_walk(Position::start(), &choices).unwrap();
        assert!(plies >= 20, "a walk of {plies} plies proves little");
    }
}

/// A whole game ends, decisively, with the side to move out of turns; the
/// arrows only ever accumulate.
#[test]
fn game_plays_to_the_end() {
    let mut game = Game::new(Position::start());
    let mut arrows = 0;
    while game.outcome().is_none() {
        let turns = game.position().legal_turns();
        let turn = turns.iter().last().unwrap();
        game.play(turn).unwrap();
        arrows += 1;
        assert_eq!(game.position().board().blockers().len(), arrows);
        check_position(game.position()).unwrap();
    }
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winner(), Some(!game.position().side_to_move()));
}

/// The bundled perft suite (what `perft --game amazons` runs) holds the
/// figures asserted above, and they hold.
#[test]
fn bundled_suite() {
    let text = include_str!("data/amazons.perft");
    let cases = duck_variants_testkit::suite::parse_perft_suite(text).unwrap();
    assert_eq!(cases.len(), 17);
    for case in &cases {
        let p = pos(&case.fen);
        for &(depth, expected) in &case.counts {
            assert_eq!(
                perft(&p, depth),
                u128::from(expected),
                "{} depth {depth}",
                case.id
            );
        }
    }
}

/// Issue 21 row 10: an arrow on an amazon's square (a board built by hand)
/// is no position, and the error names the square and both occupants.
#[test]
fn a_setup_with_an_arrow_on_an_amazon_is_refused_in_words() {
    use duck_variants_amazons::{Bb, PositionError, Setup, Sq};
    use duck_variants_core::CountError;
    let mut setup: Setup = START_FEN.parse().unwrap();
    let d1: Sq = "d1".parse().unwrap();
    setup.board.set_blockers(Bb::from_square(d1));
    let err = Position::from_setup(setup).unwrap_err();
    assert!(
        matches!(err, PositionError::Count(CountError::Overlap { .. })),
        "{err:?}"
    );
    let text = err.to_string();
    assert!(
        text.contains("d1") && text.contains("'*'") && text.contains("'Q'"),
        "{text}"
    );
}
