//! What only Duck Xiangqi adds to the testkit's checks (its WXF, its moves
//! with their roles, the oracle start positions, how its [`Setup`] relates
//! to its [`Position`]): checks driven by arbitrary bytes, each returning
//! `Err` with a description when an invariant breaks, none panicking. The
//! variant-independent checks and decoders are the crate root's.
//!
//! Present with this crate's `xiangqi` feature, for the repository's
//! `duck-variants-xiangqi` integration tests, its fuzz targets
//! (`fuzz/fuzz_targets/xiangqi_*.rs`) and the workspace's cross-crate tests
//! (`tests/fuzz_corpus.rs`, which replays the fuzz corpora, and others).

use duck_variants_core::{Occupant, Role as _};

use duck_variants_xiangqi::{Color, Move, Piece, Position, Role, Setup, Square, Wxf};

/// Start positions for random games, from the public oracle suite
/// (`crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft` in the
/// repository): the start, facing and flying generals, the duck as cannon
/// screen, horse leg and elephant eye, a general already lost, clocks near
/// the draw limits, and middle games.
pub const STARTS: [&str; 16] = [
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
    "rC*akabnr/9/1c2b2c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR w - - 1 2",
    "1n1k5/9/9/6p2/9/9/9/5A3/9/R2K5 b - - 0 1",
    "6b2/9/4k4/9/p8/9/9/4K4/9/2B6 w - - 0 1",
    "r3k4/9/7c1/9/9/4*4/9/9/4C4/3K5 w - - 0 1",
    "3k3n1/1r7/7p1/9/1*7/9/9/1C7/9/4K4 w - - 0 1",
    "4ka3/9/9/9/2b3b2/2B3B2/3*5/9/9/3AK4 w - - 0 1",
    "r1bk5/9/9/9/9/4P4/4P4/9/4*4/3AKA3 w - - 0 1",
    "4k2n1/7*1/1np6/2R6/9/9/9/9/9/4K4 b - - 0 1",
    "r3k4/3*5/3N1N3/9/9/9/9/9/9/4K4 w - - 0 1",
    "3aR4/4a4/9/p8/9/9/9/1*7/9/3K5 b - - 0 1",
    "1nbak4/4ar3/r3*1ncb/p1p1p1p1p/9/1c2P4/P1P3P1P/C3B2C1/5K2R/RN1A1ABN1 w - - 18 10",
    "5*b2/4k1n2/5C3/9/2p3p2/p3p3p/2P1c4/8B/5K3/5AB2 w - - 11 41",
    "2b2abn1/3k5/8*/p1p6/9/9/9/3K4B/4r2c1/9 w - - 0 42",
    "2b6/3ka4/5R3/9/8P/9/2P6/B3*4/4A4/3K4R b - - 0 20",
];

/// The start position a byte chooses from [`STARTS`].
pub fn start_position(byte: u8) -> Position {
    crate::start_position(&STARTS, byte)
}

/// A legal position reached from the start by the turns `choices` picks
/// (one byte each), for targets that need a position to parse against.
pub fn walk_from_start(choices: &[u8]) -> Position {
    crate::walk_from_start(choices)
}

/// An arbitrary piece move from three bytes: each square taken from a byte,
/// or kept from the generated move `base` when a flag of the third byte
/// says so ([`arbitrary_squares`](crate::arbitrary_squares): near misses, such as
/// a generated piece going one point too far, are common).
pub fn arbitrary_move(base: Move, b: [u8; 3]) -> Move {
    let (from, to) = crate::arbitrary_squares(base, b);
    // Usually the generated piece's role; sometimes another, which no
    // generated move from that point has.
    let role = if b[2] & 0x40 != 0 {
        Role::ALL[usize::from(b[2]) % 7]
    } else {
        base.role()
    };
    Move::new(role, from, to)
}

/// An arbitrary setup, valid or not, for the setup round trip: pieces
/// placed on a board that has the two generals (or, by `flags`, one of them
/// left out): advisors inside their palace, elephants on their side of the
/// river, other pieces anywhere (unreal points included); taken points are
/// skipped; the side to move switched by `flags`. Most such boards pass
/// validation.
pub fn scattered_setup(pieces: &[(u8, u8)], duck: Option<u8>, flags: u8) -> Setup {
    let fen = match flags % 8 {
        // One general gone: a finished game.
        0 => "9/9/9/9/9/9/9/9/9/5K3 w - - 0 1",
        // The winner in the enemy palace after a flying capture.
        1 => "4K4/9/9/9/9/9/9/9/9/9 b - - 0 1",
        _ => "3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1",
    };
    let mut setup: Setup = fen
        .parse()
        .unwrap_or_else(|_| unreachable!("the base FENs parse"));
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
        let Some(square) = Square::new(rank * 9 + file) else {
            unreachable!("files below 9 and ranks below 10 are on the board");
        };
        if setup.board.occupant_at(square).is_none() {
            setup
                .board
                .set(square, Some(Occupant::Piece(Piece { color, role })));
        }
    }
    if let Some(square) = duck.and_then(|i| Square::new(i % 90)) {
        if setup.board.occupant_at(square).is_none() {
            setup.board.set(square, Some(Occupant::Blocker));
        }
    }
    if flags & 8 != 0 {
        setup.side_to_move = !setup.side_to_move;
    }
    setup
}

// A Duck Xiangqi setup is its FEN's fields, and a valid one is kept as it
// is: the position's own setup is the setup.

/// `Setup -> Position -> FEN -> Position` is the identity, and a valid
/// setup is its position's own setup
/// ([`check_setup`](crate::check_setup)).
pub fn check_setup(setup: Setup) -> Result<(), String> {
    crate::check_setup::<Position>(setup)
}

/// FEN parsing ([`fuzz_fen`](crate::fuzz_fen)): never panics; what
/// parses as a setup satisfies [`check_setup`], and a position satisfies
/// every position invariant.
pub fn fen(data: &[u8]) -> Result<(), String> {
    crate::fuzz_fen::<Position>(data, |_| Ok(()))
}

/// Coordinate notation against a position chosen by the first bytes
/// ([`fuzz_coords`](crate::fuzz_coords)): what parses is legal and writes
/// back to a string that reads to the same turn; what is well formed parses
/// exactly when a legal turn matches it.
pub fn coords(data: &[u8]) -> Result<(), String> {
    crate::fuzz_coords::<Position>(data)
}

/// PGN (WXF or coordinate movetext, `[FEN]` tag optional; see
/// [`fuzz_pgn`](crate::fuzz_pgn)): every token that reads as WXF syntax
/// rewrites to WXF that reads the same, and the games satisfy
/// [`check_pgn`](crate::check_pgn) (replayed games, both draw rules on,
/// pass every invariant, and their PGN, written and read again, is the
/// same game).
pub fn pgn(data: &[u8]) -> Result<(), String> {
    crate::fuzz_pgn::<Position>(data, wxf_text_round_trip)
}

/// WXF that reads as syntax writes back to text that reads the same.
fn wxf_text_round_trip(text: &str) -> Result<(), String> {
    crate::check_notation_text(text, "WXF", |t| Wxf::from_ascii(t.as_bytes()))
}

/// A random walk from `start` ([`random_walk_with`](crate::random_walk_with)
/// with moves decoded by [`arbitrary_move`]).
pub fn walk(start: Position, data: &[u8]) -> Result<usize, String> {
    crate::random_walk_with(start, data, arbitrary_move, |_| Ok(()))
}

/// A random game ([`fuzz_random_game`](crate::fuzz_random_game)): the first
/// byte chooses a start from [`STARTS`], the rest drives [`walk`]; every
/// position on the way satisfies every invariant, and arbitrary turns are
/// rejected without changing anything unless they are legal.
pub fn random_game(data: &[u8]) -> Result<(), String> {
    crate::fuzz_random_game(&STARTS, data, walk)
}
