//! The third blocker rule, `BlockerRule::None`, on a tiny test variant:
//! kings and rooks on a 4x4 board, no blocker at all (a turn is the piece
//! move alone), capturing the king ends the game, and a side with no move
//! loses. Built on the core recipe (as `examples/los_alamos.rs` is), with
//! perft counted by hand and the testkit's invariant checks.

use std::fmt;

use duck_variants_core::attacks::{self, KING_DELTAS, LeaperTable};
use duck_variants_core::perft::{perft_expanded, perft_threaded};
use duck_variants_core::{
    Bitboard, BlockerRule, Color, CoordError, CountError, DrawRules, FromSetup, Geometry,
    IllegalTurn, MoveList, NoTurnRule, Outcome, PieceMove, PositionState, Rules, Setup,
    SetupOptions, Square, Turn, TurnMatchError, Variant, WinReason, perft,
};

/// The 4x4 board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
struct Board4x4;

impl Geometry for Board4x4 {
    type Bits = u64;
    const FILES: u8 = 4;
    const RANKS: u8 = 4;
}

type Sq = Square<Board4x4>;
type Bb = Bitboard<Board4x4>;

/// Rooks and kings.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
enum Role {
    Rook,
    King,
}

impl duck_variants_core::Role for Role {
    const NAMES: duck_variants_core::Names = duck_variants_core::Names {
        first: "White",
        second: "Black",
        royal: Some("king"),
    };
    const ALL: &'static [Role] = &[Role::Rook, Role::King];
    const ROYAL: Option<Role> = Some(Role::King);
    const LETTERS: &'static [char] = &['r', 'k'];

    fn index(self) -> usize {
        self as usize
    }
}

const KING: LeaperTable<Board4x4> = LeaperTable::new(&KING_DELTAS);

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
struct Move {
    from: Sq,
    to: Sq,
}

impl PieceMove<Board4x4> for Move {
    type Role = Role;
    fn from(self) -> Sq {
        self.from
    }
    fn to(self) -> Sq {
        self.to
    }
    fn promotion(self) -> Option<Role> {
        None
    }
}

/// A position of the test variant.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Position {
    state: PositionState<Board4x4, Role>,
}

impl Variant for Position {
    type Geometry = Board4x4;
    type Role = Role;
    type Move = Move;
    const NO_TURN: NoTurnRule = NoTurnRule::SideToMoveLoses;
    const BLOCKER: BlockerRule = BlockerRule::None;

    type Extra = ();

    #[inline(always)]
    fn state(&self) -> &PositionState<Board4x4, Role> {
        &self.state
    }

    #[inline(always)]
    fn state_mut(&mut self) -> &mut PositionState<Board4x4, Role> {
        &mut self.state
    }

    const STANDARD_DRAW_RULES: DrawRules = DrawRules::both(3, 50);

    fn generate_piece_moves(&self, moves: &mut MoveList<Move>) {
        if self.royal_missing() {
            return;
        }
        let board = self.board();
        let us = self.side_to_move();
        let occupied = board.occupied();
        let landing = !(board.by_color(us) | board.blockers());
        for from in board.by_color(us) {
            let targets = match board.role_at(from) {
                Some(Role::Rook) => attacks::rook_attacks(from, occupied),
                Some(Role::King) => KING.attacks(from),
                None => Bb::EMPTY,
            };
            for to in targets & landing {
                moves.push(Move { from, to });
            }
        }
    }

    fn apply_piece_move(&mut self, m: Move) {
        let Some(mover) = self.board().piece_at(m.from) else {
            return;
        };
        let captured = self.state.capture(m.to);
        self.state.remove_piece(m.from, mover);
        self.state.put_piece(m.to, mover);
        self.state.advance_halfmove_clock(captured);
    }

    fn finish_turn(&mut self, duck: Option<Sq>) {
        debug_assert!(duck.is_none(), "no blocker under BlockerRule::None");
        self.state.pass_turn(None);
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum PositionError {
    Count(CountError),
    /// A blocker: this game has none.
    NoSuchThing,
}

impl From<CountError> for PositionError {
    fn from(error: CountError) -> Self {
        PositionError::Count(error)
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Count(e) => write!(f, "{e}"),
            PositionError::NoSuchThing => f.write_str("no blockers here"),
        }
    }
}

impl std::error::Error for PositionError {}

impl FromSetup for Position {
    const START_FEN: &'static str = "r2k/4/4/K2R w - - 0 1";
    type Fields = ();
    type PositionError = PositionError;

    fn from_setup_with(
        setup: Setup<Board4x4, Role>,
        options: SetupOptions,
    ) -> Result<Position, PositionError> {
        setup.check_counts_for(options.max_pieces(4), BlockerRule::None)?;
        if !setup.board.blockers().is_empty() {
            return Err(PositionError::NoSuchThing);
        }
        Ok(Position {
            state: PositionState::from_setup(&setup),
        })
    }

    fn to_setup(&self) -> Setup<Board4x4, Role> {
        self.state.to_setup()
    }
}

duck_variants_core::position_impls!(Position);

/// Positions with perft(1) and perft(2) counted by hand. No blocker: every
/// piece move is exactly one turn (a king capture too), so perft(1) is the
/// number of piece moves and perft(2) the sum of the replies' move counts
/// (0 after a king capture, which ends the game). There is no check: a king
/// may step next to the enemy king or onto an attacked square.
fn hand_counted() -> [(&'static str, &'static str, u64, u64); 2] {
    [
        // . . . k      white Ka1, Rd1; black Kd4; White to move.
        // . . . .
        // . . . .
        // K . . R
        // White: Ka1-a2, b1, b2 (3); Rd1-d2, d3, xd4 (the king capture, one
        // turn), c1, b1 (a1 holds its own king) (5):
        //   perft(1) = 8.
        // Depth 2: after Rxd4 Black has no king and no turn (0). After any
        // other of the 7 moves the black king on d4 has its three
        // neighbours c4, c3, d3, each empty or (after Rd3) a capture: 3
        // moves.
        //   perft(2) = 7 * 3 + 0 = 21.
        ("king-and-rook", "3k/4/4/K2R w - - 0 1", 8, 21),
        // r . . k      black Ra4, Kd4; white Kb2, Ra1; Black to move.
        // . . . .
        // . K . .
        // R . . .
        // Black: Ra4-b4, c4 (its king on d4), a3, a2, xa1 (5); Kd4-c4, c3,
        // d3 (3):
        //   perft(1) = 8.
        // Depth 2. White's moves before Black's: Kb2 to a2, a3, b1, b3, c1,
        // c2, c3 (a1 holds its rook: 7); Ra1 up a2, a3, xa4 and right b1,
        // c1, d1 (6); 13 in all. After
        //   Ra4-b4, Ra4-c4: the rook's a-file is a2, a3, a4: 13;
        //   Ra4-a3: Ra1 reaches a2, xa3 (2) + 3; the king takes on a3 (7): 12;
        //   Ra4-a2: Ra1 only xa2 (1) + 3; the king takes on a2 (7): 11;
        //   Ra4xa1: no white rook; the king reaches all 8 neighbours (xa1): 8;
        //   Kd4-c4, c3 (Kxc3 takes the king: one turn), d3: 13 each.
        //   perft(2) = 13 + 13 + 12 + 11 + 8 + 3 * 13 = 96.
        ("rook-duel", "r2k/4/1K2/R3 b - - 0 1", 8, 96),
    ]
}

fn position(fen: &str) -> Position {
    fen.parse()
        .unwrap_or_else(|e| panic!("{fen}: {e:?} is not a position"))
}

fn sq(name: &str) -> Sq {
    name.parse().unwrap()
}

#[test]
fn perft_matches_the_hand_counts() {
    for (name, fen, one, two) in hand_counted() {
        let pos = position(fen);
        assert_eq!(pos.to_string(), fen, "{name}: the FEN reads back");
        let (one, two) = (u128::from(one), u128::from(two));
        assert_eq!(perft(&pos, 1), one, "{name}: perft(1)");
        assert_eq!(perft(&pos, 2), two, "{name}: perft(2)");
        assert_eq!(perft_expanded(&pos, 1), one, "{name}: expanded perft(1)");
        assert_eq!(perft_expanded(&pos, 2), two, "{name}: expanded perft(2)");
        assert_eq!(
            perft_threaded(&pos, 2, 2, false),
            two,
            "{name}: threaded perft(2)"
        );
        assert_eq!(
            duck_variants_core::perft::divide(&pos, 2)
                .iter()
                .map(|&(_, n)| n)
                .sum::<u128>(),
            two,
            "{name}: divide"
        );
    }
}

#[test]
fn every_turn_is_a_piece_move_alone() {
    for (name, fen, one, _) in hand_counted() {
        let pos = position(fen);
        let moves = pos.piece_moves();
        assert_eq!(moves.len() as u64, one, "{name}");
        assert_eq!(pos.count_turns(), one, "{name}: count_turns");
        assert_eq!(
            duck_variants_core::defaults::count_turns(&pos),
            one,
            "{name}"
        );
        assert!(pos.has_turns(), "{name}");
        let set = pos.legal_turns();
        assert_eq!(set.len(), one, "{name}: TurnSet::len");
        let turns: Vec<_> = set.iter().collect();
        assert_eq!(turns.len() as u64, one, "{name}: TurnSet::iter");
        for (turn, &m) in turns.iter().zip(moves.iter()) {
            assert_eq!(
                *turn,
                Turn {
                    piece: m,
                    blocker: None
                },
                "{name}"
            );
            assert!(pos.blocker_targets(m).is_empty(), "{name}: {turn}");
            assert!(set.blocker_targets(m).is_empty(), "{name}: {turn}");
            assert!(set.contains(*turn), "{name}: {turn}");
        }
        assert_eq!(pos.blocker(), None, "{name}");
    }
}

#[test]
fn coordinates_have_no_comma_part() {
    let pos = position("3k/4/4/K2R w - - 0 1");
    let turn = pos.parse_coords("a1a2").unwrap();
    assert_eq!(turn.blocker, None);
    assert_eq!((turn.piece.from, turn.piece.to), (sq("a1"), sq("a2")));
    assert_eq!(turn.to_string(), "a1a2");
    assert_eq!(
        pos.parse_coords("a1a2,a2a3"),
        Err(CoordError::Illegal(IllegalTurn::UnexpectedBlocker))
    );
    // Not even after the king capture, whose comma part a duck variant
    // ignores.
    assert_eq!(
        pos.parse_coords("d1d4,d4d3"),
        Err(CoordError::Illegal(IllegalTurn::UnexpectedBlocker))
    );
    assert!(pos.parse_coords("d1d4").is_ok());
    assert_eq!(
        pos.parse_coords("a1a3"),
        Err(CoordError::Illegal(IllegalTurn::PieceMove))
    );
}

#[test]
fn a_blocker_square_is_refused() {
    let pos = position("3k/4/4/K2R w - - 0 1");
    let piece = pos.parse_coords("a1a2").unwrap().piece;
    let with_duck = Turn {
        piece,
        blocker: Some(sq("c3")),
    };
    assert_eq!(
        pos.check_turn(with_duck),
        Err(IllegalTurn::UnexpectedBlocker)
    );
    assert!(!pos.is_legal(with_duck));
    assert!(!pos.legal_turns().contains(with_duck));
    let mut copy = pos;
    assert_eq!(copy.play(with_duck), Err(IllegalTurn::UnexpectedBlocker));
    assert_eq!(copy.to_string(), pos.to_string());
    assert_eq!(
        pos.turn_with_blocker(piece, Some(sq("c3"))),
        Err(TurnMatchError::UnexpectedBlocker)
    );
    assert_eq!(
        pos.turn_with_blocker(piece, None),
        Ok(Turn {
            piece,
            blocker: None
        })
    );
    // Without the square it is a turn; playing it places nothing.
    copy.play(Turn {
        piece,
        blocker: None,
    })
    .unwrap();
    assert_eq!(copy.to_string(), "3k/4/K3/3R b - - 1 1");
    assert!(copy.board().blockers().is_empty());
}

#[test]
fn the_king_capture_ends_the_game() {
    let pos = position("3k/4/4/K2R w - - 0 1");
    let capture = pos.parse_coords("d1d4").unwrap();
    assert!(pos.is_royal_capture(capture.piece));
    let after = pos.after_unchecked(capture);
    assert_eq!(
        after.outcome(),
        Some(Outcome::decisive(Color::White, WinReason::RoyalCaptured,))
    );
    assert_eq!(after.count_turns(), 0);
    assert!(!after.has_turns());
    assert_eq!(
        after.check_turn(Turn {
            piece: Move {
                from: sq("a1"),
                to: sq("a2")
            },
            blocker: None
        }),
        Err(IllegalTurn::GameOver)
    );
}

#[test]
fn blockers_are_not_part_of_this_game() {
    assert!("3k/4/1*2/K2R w - - 0 1".parse::<Position>().is_err());
}

#[test]
fn a_wrong_count_is_caught() {
    let pos = position("r2k/4/1K2/R3 b - - 0 1");
    assert_ne!(perft(&pos, 2), 97);
    assert_ne!(perft(&pos, 2), 8 * 13);
}

#[test]
fn the_positions_pass_the_shared_invariant_checks() {
    for (name, fen, _, _) in hand_counted() {
        duck_variants_testkit::check_position(&position(fen))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn random_games_pass_the_shared_invariant_checks() {
    let mut next = duck_variants_testkit::xorshift(0x0b10_c4e5);
    for (_, fen, _, _) in hand_counted() {
        for _ in 0..16 {
            let choices: Vec<u8> = (0..400).map(|_| next() as u8).collect();
            duck_variants_testkit::random_walk(position(fen), &choices).unwrap();
        }
    }
}
