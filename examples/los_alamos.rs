//! Los Alamos chess with a duck, built on `duck-variants-core` alone: how to
//! define your own duck variant in one file, by the same recipe as the
//! shipped games.
//!
//! Los Alamos chess (1956) is chess on 6x6 without bishops: no castling, no
//! pawn double step, no en passant, and pawns promote to a queen, rook or
//! knight. The duck rules are Duck Chess's: after every piece move the mover
//! puts the duck on an empty square other than its own; the duck blocks
//! every piece except the knight, which jumps it; nothing lands on it;
//! capturing the king ends the game at once with no duck placement; and a
//! side with no legal move wins (the fowling rule). There is no check.
//!
//! The recipe (the core crate's docs walk through the same steps):
//!
//! 1. a zero-sized [`Geometry`] (6x6 squares on a `u64`);
//! 2. a role enum implementing [`duck_variants_core::Role`];
//! 3. a move type implementing [`PieceMove`];
//! 4. a position type holding a [`PositionState`] and implementing
//!    [`Variant`]: generation and the two halves of a turn;
//! 5. [`FromSetup`] for the start, validation and FEN, and
//!    [`position_impls!`](duck_variants_core::position_impls) for its
//!    `Display`/`FromStr`/`Default`.
//!
//! The core derives the rest ([`Rules`]: turn sets with duck squares,
//! legality, `play`, outcomes, coordinate notation; perft and [`Game`]),
//! and the testkit's invariant checks prove it, as they prove the shipped
//! games (see the tests at the end).
//!
//! Run it with `cargo run --release --example los_alamos`. It prints
//! perft(1) and perft(2) of four positions and asserts each number against
//! a count worked out by hand in the comments of [`hand_counted`].

use std::fmt;

use duck_variants_core::attacks::{self, KING_DELTAS, KNIGHT_DELTAS, LeaperTable};
use duck_variants_core::perft::perft_expanded;
use duck_variants_core::{
    Bitboard, Color, CountError, DrawRules, FromSetup, Game, Geometry, MoveList, NoTurnRule,
    Outcome, PieceMove, PositionState, Rules, Setup, SetupOptions, Square, Variant, WinReason,
    perft,
};

// 1. The board: 6 files (a-f) by 6 ranks, one bit of a u64 per square.

/// The 6x6 board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
struct Board6x6;

impl Geometry for Board6x6 {
    type Bits = u64;
    const FILES: u8 = 6;
    const RANKS: u8 = 6;
}

type Sq = Square<Board6x6>;
type Bb = Bitboard<Board6x6>;
type Piece = duck_variants_core::Piece<Role>;

// 2. The pieces. The core keeps one bit set per role and needs the FEN
// letters and which role is royal.

/// A Los Alamos piece: chess without the bishop.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
enum Role {
    Pawn,
    Knight,
    Rook,
    Queen,
    King,
}

impl duck_variants_core::Role for Role {
    const NAMES: duck_variants_core::Names = duck_variants_core::Names {
        first: "White",
        second: "Black",
        royal: Some("king"),
    };
    const ALL: &'static [Role] = &[
        Role::Pawn,
        Role::Knight,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    const ROYAL: Option<Role> = Some(Role::King);
    const LETTERS: &'static [char] = &['p', 'n', 'r', 'q', 'k'];

    fn index(self) -> usize {
        self as usize
    }
}

/// What a pawn may promote to, in the order moves are listed.
const PROMOTIONS: [Role; 3] = [Role::Queen, Role::Rook, Role::Knight];

/// Leapers are tables built at compile time from their offsets.
const KNIGHT: LeaperTable<Board6x6> = LeaperTable::new(&KNIGHT_DELTAS);
const KING: LeaperTable<Board6x6> = LeaperTable::new(&KING_DELTAS);

// 3. The piece half of a turn. The core only asks for the two squares and
// the promotion letter, which is all coordinate notation writes.

/// A piece move: from, to, and the promotion role.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
struct Move {
    from: Sq,
    to: Sq,
    promotion: Option<Role>,
}

impl PieceMove<Board6x6> for Move {
    type Role = Role;
    fn from(self) -> Sq {
        self.from
    }
    fn to(self) -> Sq {
        self.to
    }
    fn promotion(self) -> Option<Role> {
        self.promotion
    }
}

// 4. The position: the core's PositionState keeps the board (with the duck),
// the side to move, the clocks and the Zobrist hash, with the hashed edits a
// turn makes; the variant adds nothing to it (Duck Chess adds its castling
// rights and en-passant square in the state's `extra`).

/// A Los Alamos position with the duck. Equality and hashing are the
/// repetition identity (board with duck, side to move); clocks do not count.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Position {
    state: PositionState<Board6x6, Role>,
}

impl Position {
    /// The direction pawns of `color` move in, in ranks.
    fn forward(color: Color) -> i32 {
        color.fold(1, -1)
    }

    /// Appends a pawn move, as three promotions on the last rank.
    fn push_pawn(moves: &mut MoveList<Move>, from: Sq, to: Sq) {
        let last_rank = to.rank().index() == 0 || to.rank().index() == Board6x6::RANKS - 1;
        if last_rank {
            for role in PROMOTIONS {
                moves.push(Move {
                    from,
                    to,
                    promotion: Some(role),
                });
            }
        } else {
            moves.push(Move {
                from,
                to,
                promotion: None,
            });
        }
    }
}

impl Variant for Position {
    type Geometry = Board6x6;
    type Role = Role;
    type Move = Move;
    const NO_TURN: NoTurnRule = NoTurnRule::SideToMoveWins; // fowling

    type Extra = ();

    #[inline(always)]
    fn state(&self) -> &PositionState<Board6x6, Role> {
        &self.state
    }

    #[inline(always)]
    fn state_mut(&mut self) -> &mut PositionState<Board6x6, Role> {
        &mut self.state
    }

    const STANDARD_DRAW_RULES: DrawRules = DrawRules::both(3, 100);

    fn generate_piece_moves(&self, moves: &mut MoveList<Move>) {
        // The core's contract: no moves once a king is gone.
        if self.royal_missing() {
            return;
        }
        let board = self.board();
        let us = self.side_to_move();
        let enemies = board.by_color(!us);
        // The duck is part of `occupied`, so rays stop at it and pawns
        // cannot push onto it; and nothing may land on it or on its own side.
        let occupied = board.occupied();
        let landing = !(board.by_color(us) | board.blockers());
        for from in board.by_color(us) {
            let targets = match board.role_at(from) {
                Some(Role::Pawn) => {
                    let ahead = Self::forward(us);
                    if let Some(to) = from.offset(0, ahead) {
                        if !occupied.contains(to) {
                            Self::push_pawn(moves, from, to);
                        }
                    }
                    for side in [-1, 1] {
                        if let Some(to) = from.offset(side, ahead) {
                            if enemies.contains(to) {
                                Self::push_pawn(moves, from, to);
                            }
                        }
                    }
                    continue;
                }
                // No path: the knight jumps the duck.
                Some(Role::Knight) => KNIGHT.attacks(from),
                Some(Role::Rook) => attacks::rook_attacks(from, occupied),
                Some(Role::Queen) => attacks::queen_attacks(from, occupied),
                Some(Role::King) => KING.attacks(from),
                None => Bb::EMPTY,
            };
            for to in targets & landing {
                moves.push(Move {
                    from,
                    to,
                    promotion: None,
                });
            }
        }
    }

    fn apply_piece_move(&mut self, m: Move) {
        let Some(mover) = self.board().piece_at(m.from) else {
            return;
        };
        // The state's edits keep the hash: a capture, the move itself (as a
        // removal and a put, since a promotion changes the role), the clock.
        let captured = self.state.capture(m.to);
        self.state.remove_piece(m.from, mover);
        let landed = Piece {
            color: mover.color,
            role: m.promotion.unwrap_or(mover.role),
        };
        self.state.put_piece(m.to, landed);
        self.state
            .advance_halfmove_clock(captured || mover.role == Role::Pawn);
    }

    fn finish_turn(&mut self, duck: Option<Sq>) {
        self.state.pass_turn(duck);
    }
}

// 5. Setups and FEN. The core reads and writes the FEN fields every game
// has (placement with `*` for the duck, side, clocks) into a Setup, and
// the game's own fields with its `Extra` (here `()`: castling and en
// passant are `-`); the variant says which setups are positions.

const START_FEN: &str = "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1";

/// Why a setup is not a Los Alamos position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum PositionError {
    /// Ducks, pieces per side or kings miscounted (the core's checks).
    Count(CountError),
    /// A pawn on the first or last rank.
    PawnOnLastRank(Sq),
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
            PositionError::PawnOnLastRank(sq) => write!(f, "pawn on {sq}, a first or last rank"),
        }
    }
}

impl std::error::Error for PositionError {}

impl FromSetup for Position {
    const START_FEN: &'static str = START_FEN;
    // Neither castling nor en passant: both FEN fields are `-`.
    type Fields = ();
    type PositionError = PositionError;

    fn from_setup_with(
        setup: Setup<Board6x6, Role>,
        options: SetupOptions,
    ) -> Result<Position, PositionError> {
        // At most one duck, twelve pieces a side (the start array), one king
        // a side; a missing king is a finished game.
        setup.check_counts(options.max_pieces(12))?;
        let edge_ranks = Bb::rank(duck_variants_core::Rank::new(0).unwrap())
            | Bb::rank(duck_variants_core::Rank::new(Board6x6::RANKS - 1).unwrap());
        if let Some(sq) = (setup.board.by_role(Role::Pawn) & edge_ranks).first() {
            return Err(PositionError::PawnOnLastRank(sq));
        }
        Ok(Position {
            state: PositionState::from_setup(&setup),
        })
    }

    fn to_setup(&self) -> Setup<Board6x6, Role> {
        self.state.to_setup()
    }
}

duck_variants_core::position_impls!(Position);

/// Perft figures counted by hand. In every count, E is the number of empty
/// squares before a turn (the duck's own square is not empty), so a quiet
/// piece move leaves exactly E squares for the duck (its origin empties,
/// its destination fills), a capture leaves E + 1, and a king capture is one
/// turn with no duck.
fn hand_counted() -> [(&'static str, &'static str, u64, u64); 4] {
    [
        // The start. White's piece moves: six pawn steps (a3..f3; no double
        // step), Nb1-a3, Nb1-c3, Ne1-d3, Ne1-f3 (d2 and c2 hold pawns); the
        // rooks, queen and king are boxed in. 10 moves, E = 36 - 24 = 12:
        //   perft(1) = 10 * 12 = 120.
        // Depth 2. White's move leaves its pieces on ranks 1-3, so it never
        // touches rank 4, where all of Black's moves go: a5..f5 step to
        // a4..f4, Nb6 to a4/c4, Ne6 to d4/f4 (d5, c5 hold pawns): 10 moves,
        // none a capture. Per destination: a4 2, b4 1, c4 2, d4 2, e4 1,
        // f4 2 (sum 10). White's duck goes to one of its 12 squares: the 6
        // of rank 4 (the duck there takes away that square's moves, 10 in
        // all) or 6 elsewhere (nothing lost). So over the 12 duck squares
        // Black has 12 * 10 - 10 = 110 piece moves, each with E = 36 - 24 - 1
        // = 11 duck squares:
        //   perft(2) = 10 white moves * 110 * 11 = 12 100.
        ("start", START_FEN, 120, 12_100),
        // A promotion next to the king: white Ka1, Pe5; black Kd6.
        //   . . . k . .
        //   . . . . P .
        //   (ranks 4-2 empty)
        //   K . . . . .
        // White: e5-e6 promoting to Q, R or N (3 quiet moves); exd6 promoting
        // to Q, R or N captures the king (3 turns without a duck); Ka1-a2,
        // b1, b2 (3 quiet moves). E = 36 - 3 = 33:
        //   perft(1) = 6 * 33 + 3 = 201.
        // Depth 2: after a king capture Black has no turn (0 each). After any
        // of the 6 quiet moves the black king on d6 has five neighbours, one
        // holding a white piece (the pawn on e5, or the new piece on e6
        // after a promotion) and four empty (c6, c5, d5 and e6 or e5).
        // Black's E = 36 - 3 - 1 = 32: a quiet king move has 32 duck squares
        // and the capture 33. With White's duck on one of the four empty
        // neighbours (4 of its 33 squares): 3 * 32 + 33 = 129 turns; with
        // the duck elsewhere (29 squares): 4 * 32 + 33 = 161 turns.
        //   per quiet white move: 4 * 129 + 29 * 161 = 5 185;
        //   perft(2) = 6 * 5 185 + 3 * 0 = 31 110.
        ("promotion", "3k2/4P1/6/6/6/K5 w - - 0 1", 201, 31_110),
        // The duck blocks a rook but not a knight's jump, and must move.
        //   . . . . . k
        //   . . . . . .
        //   * . . . . .      duck on a4
        //   . . . . . .
        //   . N . . . .
        //   R . . . . K
        // White: Ra1-a2, a3 (the duck on a4 stops the rook) and b1..e1 (own
        // king on f1): 6; Nb2-c4, d3, d1 (a4 holds the duck): 3; Kf1-e1, e2,
        // f2: 3. 12 moves, E = 36 - 4 - 1 = 31 (a4 is not empty, so the
        // duck cannot stay):
        //   perft(1) = 12 * 31 = 372.
        // Depth 2: no white move reaches e6, e5 or f5, the black king's
        // neighbours. Black's E = 31. With White's duck on one of those 3
        // (of its 31 squares): 2 * 31 = 62 turns; elsewhere (28): 3 * 31 =
        // 93 turns.
        //   per white move: 3 * 62 + 28 * 93 = 2 790;
        //   perft(2) = 12 * 2 790 = 33 480.
        ("duck-blocks", "5k/6/*5/6/1N4/R4K w - - 0 1", 372, 33_480),
        // Fowling. Black's pieces fill ranks 1 and 2: each pawn is blocked
        // by the piece in front of it and its capture squares hold its own
        // pieces; the rooks, queen and king have only their own pieces
        // around them. White's king on f6 steps to e6, e5 or f5; E = 36 -
        // 13 = 23:
        //   perft(1) = 3 * 23 = 69.
        // Whatever White does, Black has no legal move: Black wins by the
        // fowling rule, and each such position counts 0:
        //   perft(2) = 0.
        ("fowling", "5K/6/6/6/pppppp/rrqkrr w - - 0 1", 69, 0),
    ]
}

/// perft(1) and perft(2) of a FEN, checked against the hand count (and
/// against perft with every leaf played, which must agree with counting).
fn check(
    name: &str,
    fen: &str,
    one: u64,
    two: u64,
) -> Result<(u128, u128), Box<dyn std::error::Error>> {
    let position = Position::from_fen(fen)?;
    assert_eq!(position.to_string(), fen, "{name}: the FEN reads back");
    let counted = (perft(&position, 1), perft(&position, 2));
    assert_eq!(
        counted,
        (u128::from(one), u128::from(two)),
        "{name}: the hand count"
    );
    assert_eq!(
        perft_expanded(&position, 2),
        u128::from(two),
        "{name}: played leaves"
    );
    Ok(counted)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("Los Alamos chess with a duck (6x6), on duck-variants-core alone\n");
    println!(
        "{:<12} {:>9} {:>9}  FEN",
        "position", "perft(1)", "perft(2)"
    );
    for (name, fen, one, two) in hand_counted() {
        let (p1, p2) = check(name, fen, one, two)?;
        println!("{name:<12} {p1:>9} {p2:>9}  {fen}");
    }

    // The fowled side wins: after any White turn in the last position,
    // Black has no move.
    let fowling = Position::from_fen("5K/6/6/6/pppppp/rrqkrr w - - 0 1")?;
    let after = fowling.after_unchecked(fowling.parse_coords("f6e5,e5a6")?);
    let black_wins = Outcome::decisive(Color::Black, WinReason::NoLegalTurn);
    assert_eq!(after.outcome(), Some(black_wins));

    // A short game through the core's Game: coordinate notation and the
    // two-step duck placement come with the Rules trait.
    let mut game = Game::new(Position::start());
    game.play(game.position().parse_coords("c2c3,c3c4")?)?; // pawn to c3, duck to c4
    let pos = *game.position();
    let knight = pos
        .piece_moves()
        .iter()
        .copied()
        .find(|m| m.from.to_string() == "b6" && m.to.to_string() == "a4")
        .ok_or("Nb6-a4 is a move")?;
    let ducks = pos.blocker_targets(knight);
    println!(
        "\nafter c2c3,c3c4: {} turns for Black; Nb6-a4 has {} duck squares",
        pos.count_turns(),
        ducks.len()
    );
    // c4, where the duck stands, is not among them.
    let (c4, d4): (Sq, Sq) = ("c4".parse()?, "d4".parse()?);
    assert!(!ducks.contains(c4) && ducks.contains(d4));
    game.play(duck_variants_core::Turn::new(knight, Some(d4)))?;
    println!("{}", game.position());
    assert_eq!(game.position().zobrist(), game.position().compute_zobrist());
    assert_eq!(game.outcome(), None);
    Ok(())
}

/// `cargo test` runs the hand counts too (the example is built as a test).
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_matches_the_hand_counts() {
        for (name, fen, one, two) in hand_counted() {
            check(name, fen, one, two).unwrap();
        }
    }

    #[test]
    fn a_wrong_count_is_caught() {
        let caught = std::panic::catch_unwind(|| check("start", START_FEN, 120, 12_101));
        assert!(caught.is_err());
    }

    #[test]
    fn bad_fens_are_rejected() {
        for fen in [
            "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w KQkq - 0 1", // castling
            "rnq1nr/pppppp/6/6/PPPPPP/RNQ1NR w - - 0 1",    // no king at all
            "rnqknr/pppppp/6/**4/PPPPPP/RNQKNR w - - 0 1",  // two ducks
            "Pnqknr/1ppppp/6/6/PPPPPP/RNQKNR w - - 0 1",    // pawn on the last rank
            "rnqknr/pppppp/6/6/PPPPPP/RNQKNR/6 w - - 0 1",  // seven ranks
            "rnbknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1",    // no bishops here
        ] {
            assert!(fen.parse::<Position>().is_err(), "{fen}");
        }
    }

    /// The testkit's invariant checks, which the shipped games pass too:
    /// hashing, the FEN round trip, bulk against expanded counts, every
    /// piece move and turn, the fast paths against the core's defaults.
    #[test]
    fn every_hand_counted_position_passes_the_shared_invariant_checks() {
        for (name, fen, _, _) in hand_counted() {
            let position = Position::from_fen(fen).unwrap();
            duck_variants_testkit::check_position(&position)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }

    /// Random games from the start, every invariant checked along the way.
    #[test]
    fn random_games_pass_the_shared_invariant_checks() {
        let mut next = duck_variants_testkit::xorshift(0x105_a1a_405);
        for _ in 0..8 {
            let choices: Vec<u8> = (0..600).map(|_| next() as u8).collect();
            duck_variants_testkit::random_walk(Position::start(), &choices).unwrap();
        }
    }
}
