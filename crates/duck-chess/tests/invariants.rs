//! Property tests over the shared invariant checks (`duck_core::testing`,
//! driven through `duck_chess::testing`, the same functions the fuzz
//! targets run):
//!
//! * random playouts from random oracle positions keep every invariant:
//!   every generated turn legal and played by `play`, SAN and coordinate
//!   notation round trips for every turn of every position visited,
//!   arbitrary decoded turns (any squares, kind and role) legal exactly when
//!   generated, rejected turns changing nothing, incremental hashes, FEN
//!   round trips, bulk against expanded counts, the duck never on a piece,
//!   and consistent outcomes with random draw rules;
//! * `Setup -> Position -> FEN -> Position` is the identity, for setups
//!   reached by random walks and for random boards (castling rights and
//!   en-passant squares included) that pass validation.

use duck_chess::testing::{check_setup, walk};
use duck_chess::{CastlingRights, Color, Piece, Position, Role, Rules, Setup, Square};
use duck_core::Occupant;
use duck_core::suite::parse_perft_suite;
use proptest::prelude::*;

const PERFT: &str = include_str!("data/duck-chess.perft");

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

fn square(file: u8, rank: u8) -> Square {
    Square::new(rank * 8 + file).unwrap()
}

/// Places pieces on a board with both kings and rooks on their castling
/// squares (or, by `flags`, one king only, or kings elsewhere): pawns on
/// ranks 2 to 7, other pieces anywhere, taken squares skipped; castling
/// rights from the high bits of `ep_file`; and, by `flags`, an en-passant
/// square on file `ep_file % 8` made consistent
/// by putting the pawn that just double-stepped in front of it.
fn scattered(pieces: &[(u8, u8)], duck: Option<u8>, flags: u8, ep_file: u8) -> Setup {
    let fen = match flags % 8 {
        0 => "8/8/8/8/8/8/8/4K3 w - - 0 1",
        1 => "1k6/8/8/8/8/8/8/6K1 b - - 0 1",
        _ => "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1",
    };
    let mut setup: Setup = fen.parse().unwrap();
    if flags & 8 != 0 {
        setup.turn = !setup.turn;
    }
    // An en-passant square: the side that just moved has its pawn in front.
    if flags & 16 != 0 {
        let file = ep_file % 8;
        let (pawn_rank, ep_rank, start_rank) = match setup.turn {
            Color::White => (4, 5, 6),
            Color::Black => (3, 2, 1),
        };
        let free = |setup: &Setup, r| setup.board.occupant_at(square(file, r)).is_none();
        if free(&setup, pawn_rank) && free(&setup, ep_rank) && free(&setup, start_rank) {
            let pawn = Piece {
                color: !setup.turn,
                role: Role::Pawn,
            };
            setup
                .board
                .set(square(file, pawn_rank), Some(Occupant::Piece(pawn)));
            setup.ep_square = Some(square(file, ep_rank));
        }
    }
    for &(code, at) in pieces {
        // Every role but the king.
        let role = [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
        ][usize::from(code % 5)];
        let color = if code & 0x80 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let rank = if role == Role::Pawn {
            1 + (at / 8) % 6
        } else {
            (at / 8) % 8
        };
        let sq = square(at % 8, rank);
        if setup.board.occupant_at(sq).is_none() && Some(sq) != setup.ep_square {
            setup
                .board
                .set(sq, Some(Occupant::Piece(Piece { color, role })));
        }
    }
    if let Some(sq) = duck.and_then(|i| Square::new(i % 64)) {
        if setup.board.occupant_at(sq).is_none() {
            setup.board.set(sq, Some(Occupant::Neutral));
        }
    }
    setup.castling = CastlingRights::from_bits(ep_file >> 4);
    setup
}

#[test]
fn scattered_setups_are_often_valid() {
    // The generator must exercise valid positions, castling rights and
    // en-passant squares included, not only errors.
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let (mut valid, mut with_rights, mut with_ep) = (0, 0, 0);
    for _ in 0..400 {
        let pieces: Vec<(u8, u8)> = (0..next() % 24)
            .map(|_| (next() as u8, next() as u8))
            .collect();
        let setup = scattered(&pieces, Some(next() as u8), next() as u8, next() as u8);
        check_setup(setup).unwrap();
        if let Ok(pos) = Position::from_setup(setup) {
            valid += 1;
            with_rights += usize::from(!pos.castling().is_empty());
            with_ep += usize::from(setup.ep_square.is_some());
        }
    }
    assert!(valid >= 200, "only {valid} of 400 valid");
    assert!(
        with_rights >= 50,
        "only {with_rights} valid with castling rights"
    );
    assert!(
        with_ep >= 30,
        "only {with_ep} valid with an en-passant square"
    );
}

#[test]
fn every_oracle_position_round_trips_through_its_setup() {
    for pos in oracle_positions() {
        check_setup(pos.to_setup()).unwrap();
    }
}

fn clock() -> impl Strategy<Value = u32> {
    prop_oneof![0u32..110, any::<u32>()]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Random playouts (up to 26 turns) from random oracle positions with
    /// random draw rules, checking every invariant and SAN for every turn
    /// at every step.
    #[test]
    fn random_playouts_keep_every_invariant(
        start in 0u8..=255,
        data in proptest::collection::vec(any::<u8>(), 0..160),
    ) {
        let positions = oracle_positions();
        let pos = positions[usize::from(start) % positions.len()];
        let walked = walk(pos, &data, true);
        prop_assert!(walked.is_ok(), "{}", walked.unwrap_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Setups of positions reached by random walks, with random clocks.
    #[test]
    fn walked_setups_round_trip(
        start in 0usize..29,
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

    /// Random boards (valid or not), rights, en-passant squares and clocks.
    #[test]
    fn scattered_setups_round_trip(
        pieces in proptest::collection::vec((any::<u8>(), any::<u8>()), 0..30),
        duck in proptest::option::of(any::<u8>()),
        flags in any::<u8>(),
        ep_file in any::<u8>(),
        halfmoves in clock(),
        fullmoves in clock(),
    ) {
        let mut setup = scattered(&pieces, duck, flags, ep_file);
        setup.halfmoves = halfmoves;
        setup.fullmoves = fullmoves.max(1);
        let checked = check_setup(setup);
        prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
    }
}
