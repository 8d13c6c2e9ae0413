//! Property tests over the shared invariant checks (`duck_core::testing`,
//! driven through `duck_xiangqi::testing`, the same functions the fuzz
//! targets run):
//!
//! * random playouts from random oracle positions keep every invariant:
//!   every generated turn legal and played by `play`, coordinate notation
//!   round trips for every turn of every position visited, arbitrary
//!   decoded turns legal exactly when generated, rejected turns changing
//!   nothing, incremental hashes, FEN round trips, bulk against expanded
//!   counts, the duck never on a piece, and consistent outcomes with both
//!   draw rules;
//! * `Setup -> Position -> FEN -> Position` is the identity, for setups
//!   reached by random walks and for random boards that pass validation.

use duck_core::Occupant;
use duck_core::Role as _;
use duck_core::suite::parse_perft_suite;
use duck_xiangqi::testing::{check_setup, walk};
use duck_xiangqi::{Color, Piece, Position, Role, Rules, Setup, Square};
use proptest::prelude::*;

const PERFT: &str = include_str!("data/duck-xiangqi.perft");

fn oracle_positions() -> Vec<Position> {
    parse_perft_suite(PERFT)
        .unwrap()
        .iter()
        .map(|c| c.fen.parse().unwrap())
        .collect()
}

/// A position reached from an oracle position by the turns `picks` choose.
fn walked(start: usize, picks: &[u16]) -> Position {
    let positions = oracle_positions();
    let mut pos = positions[start % positions.len()];
    for &pick in picks {
        let set = pos.turns();
        if set.is_empty() {
            break;
        }
        let turn = set
            .iter()
            .nth((u64::from(pick) % set.len()) as usize)
            .unwrap();
        pos.play(turn).unwrap();
    }
    pos
}

/// Places pieces on a board that has the two generals (one of them
/// possibly left out): advisors inside their palace, elephants on their
/// side of the river, other pieces anywhere (unreal points included); taken
/// points are skipped. Most such boards pass validation.
fn scattered(pieces: &[(u8, u8)], duck: Option<u8>, flags: u8) -> Setup {
    let fen = match flags % 8 {
        // One general gone: a finished game.
        0 => "9/9/9/9/9/9/9/9/9/5K3 w - - 0 1",
        // The winner in the enemy palace after a flying capture.
        1 => "4K4/9/9/9/9/9/9/9/9/9 b - - 0 1",
        _ => "3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1",
    };
    let mut setup: Setup = fen.parse().unwrap();
    for &(code, at) in pieces {
        let role = Role::ALL[1 + usize::from(code % 6)];
        let color = if code & 0x80 == 0 {
            Color::RED
        } else {
            Color::Black
        };
        let (file, rank) = match role {
            Role::Advisor => (3 + at % 3, (at / 3) % 3),
            Role::Elephant => (at % 9, (at / 9) % 5),
            _ => (at % 9, (at / 9) % 10),
        };
        let rank = match (role, color) {
            (Role::Advisor | Role::Elephant, Color::Black) => 9 - rank,
            _ => rank,
        };
        let square = Square::new(rank * 9 + file).unwrap();
        if setup.board.occupant_at(square).is_none() {
            setup
                .board
                .set(square, Some(Occupant::Piece(Piece { color, role })));
        }
    }
    if let Some(square) = duck.and_then(|i| Square::new(i % 90)) {
        if setup.board.occupant_at(square).is_none() {
            setup.board.set(square, Some(Occupant::Neutral));
        }
    }
    if flags & 8 != 0 {
        setup.turn = !setup.turn;
    }
    setup
}

#[test]
fn scattered_setups_are_mostly_valid() {
    // The generator must exercise valid positions, not only errors.
    let mut valid = 0;
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for i in 0..100u8 {
        let pieces: Vec<(u8, u8)> = (0..next() % 28)
            .map(|_| (next() as u8, next() as u8))
            .collect();
        let setup = scattered(&pieces, Some(next() as u8), i);
        valid += usize::from(Position::from_setup(setup).is_ok());
        check_setup(setup).unwrap();
    }
    assert!(valid >= 80, "only {valid} of 100 valid");
}

#[test]
fn every_oracle_position_round_trips_through_its_setup() {
    for pos in oracle_positions() {
        check_setup(pos.to_setup()).unwrap();
    }
}

fn clock() -> impl Strategy<Value = u32> {
    prop_oneof![0u32..130, any::<u32>()]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Random playouts (up to 26 turns) from random oracle positions with
    /// random draw rules, checking every invariant at every step.
    #[test]
    fn random_playouts_keep_every_invariant(
        start in 0u8..=255,
        data in proptest::collection::vec(any::<u8>(), 0..160),
    ) {
        let positions = oracle_positions();
        let pos = positions[usize::from(start) % positions.len()];
        let walked = walk(pos, &data);
        prop_assert!(walked.is_ok(), "{}", walked.unwrap_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Setups of positions reached by random walks, with random clocks.
    #[test]
    fn walked_setups_round_trip(
        start in 0usize..26,
        picks in proptest::collection::vec(any::<u16>(), 0..12),
        halfmoves in clock(),
        fullmoves in clock(),
    ) {
        let mut setup = walked(start, &picks).to_setup();
        setup.halfmoves = halfmoves;
        setup.fullmoves = fullmoves.max(1);
        let checked = check_setup(setup);
        prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
    }

    /// Random boards (valid or not), random side to move and clocks.
    #[test]
    fn scattered_setups_round_trip(
        pieces in proptest::collection::vec((any::<u8>(), any::<u8>()), 0..34),
        duck in proptest::option::of(any::<u8>()),
        flags in any::<u8>(),
        halfmoves in clock(),
        fullmoves in clock(),
    ) {
        let mut setup = scattered(&pieces, duck, flags);
        setup.halfmoves = halfmoves;
        setup.fullmoves = fullmoves.max(1);
        let checked = check_setup(setup);
        prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
    }
}
