//! What only Duck Chess adds to the testkit's checks (its SAN, its moves
//! with their kinds and roles, the oracle start positions, how its
//! [`Setup`] relates to its [`Position`]): checks driven by arbitrary bytes,
//! each returning `Err` with a description when an invariant breaks, none
//! panicking. The variant-independent checks and decoders are the crate
//! root's.
//!
//! Present with this crate's `chess` feature, for the repository's
//! `duck-variants-chess` integration tests, its fuzz targets
//! (`fuzz/fuzz_targets/chess_*.rs`) and the workspace's cross-crate tests
//! (`tests/fuzz_corpus.rs`, which replays the fuzz corpora, and others).

use crate::check_turn;
use duck_variants_core::{Color, Occupant, Rules, Variant};

use duck_variants_chess::{
    CastlingRights, Move, MoveKind, Piece, Position, Role, San, Setup, Square, Turn,
};
use duck_variants_core::FromSetup;

/// Start positions for random games, from the public oracle suite
/// (`crates/duck-variants-chess/tests/data/duck-chess.perft` in the
/// repository): the start, castling, en passant, promotion, fowling, a
/// king already lost, and middle games.
pub const STARTS: [&str; 16] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "4Q3/8/8/8/3*4/8/8/4K3 b - - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K2* w - d6 0 1",
    "4k3/8/8/2PpP3/8/8/8/4K2* w - d6 0 1",
    "4k3/8/8/8/8/8/8/4K1*R w K - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1",
    "r3k2r/8/8/8/8/2*5/8/R3K2R b Qk - 0 1",
    "7k/8/8/8/p1p5/P*P5/PPP5/KB6 w - - 0 1",
    "7k/8/8/8/8/p1p5/P1P5/K*6 w - - 0 1",
    "r3k3/1P6/8/8/8/8/8/4K2* w - - 0 1",
    "1k6/P7/8/8/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/1*6/1N2K3 w - - 0 1",
    "r1b1k1nr/1ppp2p1/B2b4/p3ppp1/2*5/1P2P1PP/P1PP1P2/RNB1K1NR w KQkq - 0 10",
    "r1*qkQr1/p3pp2/2p5/1Pnp4/2pP2b1/P4PPB/4PK1P/RNB3NR b - - 0 14",
    "5kn1/3p4/5pp1/3P4/3P4/6pP/3K4/4*1NR b - - 0 27",
    "2bk4/8/8/3r4/8/1*3P2/8/1R1K2Nn w - - 0 23",
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

/// Every kind of move.
pub const MOVE_KINDS: [MoveKind; 7] = [
    MoveKind::Normal,
    MoveKind::EnPassant,
    MoveKind::Castle,
    MoveKind::PromoteKnight,
    MoveKind::PromoteBishop,
    MoveKind::PromoteRook,
    MoveKind::PromoteQueen,
];

/// An arbitrary piece move from three bytes: squares
/// ([`arbitrary_squares`](crate::arbitrary_squares)), kind and role taken from
/// the bytes, or kept from the generated move `base` when a flag of the
/// third byte says so (so that near misses, such as a generated move with
/// another kind or role, are common).
pub fn arbitrary_move(base: Move, b: [u8; 3]) -> Move {
    let (from, to) = crate::arbitrary_squares(base, b);
    let kind = if b[2] & 0x40 != 0 {
        base.kind()
    } else {
        MOVE_KINDS[usize::from(b[2] & 0x0f) % MOVE_KINDS.len()]
    };
    // The role travels with the move: a wrong one must be rejected too.
    let role = if b[2] & 0x80 != 0 {
        base.role()
    } else {
        let roles = <Role as duck_variants_core::Role>::ALL;
        roles[usize::from(b[0] ^ b[1]) % roles.len()]
    };
    Move::new(role, from, to, kind)
}

/// SAN round trip: for every turn (`every_duck`), or for every piece move
/// with one of its duck squares, the written SAN reads back to the same
/// turn, and reads as syntax to SAN that writes the same text.
pub fn check_san(pos: &Position, every_duck: bool) -> Result<(), String> {
    let set = pos.legal_turns();
    let one = |turn: Turn| -> Result<(), String> {
        let san = pos.san(turn);
        let text = san.to_string();
        match pos.parse_san(&text) {
            Ok(back) if back == turn => {}
            Ok(back) => return Err(format!("{pos}: {turn} as {text} reads back as {back}")),
            Err(e) => return Err(format!("{pos}: {turn} as {text} does not read back: {e}")),
        }
        match text.parse::<San>() {
            Ok(again) if again == san && again.to_string() == text => Ok(()),
            _ => Err(format!("{pos}: SAN {text} does not reparse to itself")),
        }
    };
    if every_duck {
        for turn in &set {
            one(turn)?;
        }
    } else {
        for &m in set.piece_moves() {
            let duck = if pos.is_royal_capture(m) {
                None
            } else {
                set.blocker_targets(m).first()
            };
            one(Turn::new(m, duck))?;
        }
    }
    Ok(())
}

fn square(file: u8, rank: u8) -> Square {
    match Square::new(rank * 8 + file) {
        Some(sq) => sq,
        None => unreachable!("files and ranks below 8 are on the board"),
    }
}

/// An arbitrary setup, valid or not, for the setup round trip: pieces
/// placed on a board with both kings and rooks on their castling squares
/// (or, by `flags`, one king only, or kings elsewhere): pawns on ranks 2 to
/// 7, other pieces anywhere, taken squares skipped; castling rights from the
/// high bits of `ep_file`; and, by `flags`, an en-passant square on file
/// `ep_file % 8` made consistent by putting the pawn that just double-stepped
/// in front of it.
pub fn scattered_setup(pieces: &[(u8, u8)], duck: Option<u8>, flags: u8, ep_file: u8) -> Setup {
    let fen = match flags % 8 {
        0 => "8/8/8/8/8/8/8/4K3 w - - 0 1",
        1 => "1k6/8/8/8/8/8/8/6K1 b - - 0 1",
        _ => "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1",
    };
    let mut setup: Setup = fen
        .parse()
        .unwrap_or_else(|_| unreachable!("the base FENs parse"));
    if flags & 8 != 0 {
        setup.side_to_move = !setup.side_to_move;
    }
    // An en-passant square: the side that just moved has its pawn in front.
    if flags & 16 != 0 {
        let file = ep_file % 8;
        let (pawn_rank, ep_rank, start_rank) = match setup.side_to_move {
            Color::White => (4, 5, 6),
            Color::Black => (3, 2, 1),
        };
        let free = |setup: &Setup, r| setup.board.occupant_at(square(file, r)).is_none();
        if free(&setup, pawn_rank) && free(&setup, ep_rank) && free(&setup, start_rank) {
            let pawn = Piece {
                color: !setup.side_to_move,
                role: Role::Pawn,
            };
            setup
                .board
                .set(square(file, pawn_rank), Some(Occupant::Piece(pawn)));
            setup.extra.ep_square = Some(square(file, ep_rank));
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
        if setup.board.occupant_at(sq).is_none() && Some(sq) != setup.extra.ep_square {
            setup
                .board
                .set(sq, Some(Occupant::Piece(Piece { color, role })));
        }
    }
    if let Some(sq) = duck.and_then(|i| Square::new(i % 64)) {
        if setup.board.occupant_at(sq).is_none() {
            setup.board.set(sq, Some(Occupant::Blocker));
        }
    }
    // Any rights; validation decides whether the rook and king fit.
    setup.extra.castling = CastlingRights::from_bits(ep_file >> 4);
    setup
}

// A Duck Chess setup is its FEN's fields; validation drops an en-passant
// square that no capture can use, so a valid setup does not always come
// back unchanged.

/// `Setup -> Position -> FEN -> Position` is the identity
/// ([`check_setup`](crate::check_setup)).
pub fn check_setup(setup: Setup) -> Result<(), String> {
    crate::check_setup::<Position>(setup)?;
    // The shared check leaves the game's own fields to the game: a valid
    // setup keeps its castling rights, and its en-passant square unless no
    // capture can use it.
    if let Ok(pos) = Position::from_setup(setup) {
        let kept = pos.to_setup().extra;
        let ep_kept = kept.ep_square == setup.extra.ep_square || kept.ep_square.is_none();
        if kept.castling != setup.extra.castling || !ep_kept {
            return Err(format!("{setup}: to_setup gives {}", pos.to_setup()));
        }
    }
    Ok(())
}

/// FEN parsing ([`fuzz_fen`](crate::fuzz_fen)): never panics; what
/// parses as a setup writes back and reparses to the same setup
/// ([`check_setup`]), and a position satisfies every position invariant and
/// [`check_san`]. What does not parse as a setup does not parse as a
/// position either.
pub fn fen(data: &[u8]) -> Result<(), String> {
    crate::fuzz_fen::<Position>(data, |pos| check_san(pos, false))
}

/// SAN parsing against a position chosen by the first bytes: what parses is
/// a legal turn whose written SAN reads back to the same turn.
pub fn san(data: &[u8]) -> Result<(), String> {
    let (pos, text) = crate::walked_position_and_text::<Position>(data);
    let text = String::from_utf8_lossy(text);
    san_text_round_trip(&text)?;
    let Ok(turn) = pos.parse_san(&text) else {
        return Ok(());
    };
    check_turn(&pos, turn)?;
    let written = pos.san(turn).to_string();
    match pos.parse_san(&written) {
        Ok(back) if back == turn => Ok(()),
        _ => Err(format!(
            "{pos}: {text} gives {turn}, written {written}, not read back"
        )),
    }
}

/// Coordinate notation against a position chosen by the first bytes
/// ([`fuzz_coords`](crate::fuzz_coords)): what parses is legal and writes
/// back to a string that reads to the same turn; what is well formed parses
/// exactly when a legal turn matches it.
pub fn coords(data: &[u8]) -> Result<(), String> {
    crate::fuzz_coords::<Position>(data)
}

/// PGN (SAN movetext, `[FEN]` tag optional; see
/// [`fuzz_pgn`](crate::fuzz_pgn)): every token that reads as SAN syntax
/// rewrites to SAN that reads the same, and the games satisfy
/// [`check_pgn`](crate::check_pgn) (replayed games pass every invariant,
/// and their PGN, written and read again, is the same game).
pub fn pgn(data: &[u8]) -> Result<(), String> {
    crate::fuzz_pgn::<Position>(data, san_text_round_trip)
}

/// SAN that reads as syntax writes back to text that reads the same.
fn san_text_round_trip(text: &str) -> Result<(), String> {
    crate::check_notation_text(text, "SAN", str::parse::<San>)
}

/// A random walk from `start` ([`random_walk_with`](crate::random_walk_with)
/// with chess moves decoded by [`arbitrary_move`]), checking SAN for every
/// piece move of every position reached, or for every turn with
/// `every_duck`.
pub fn walk(start: Position, data: &[u8], every_duck: bool) -> Result<usize, String> {
    crate::random_walk_with(start, data, arbitrary_move, |pos| {
        check_san(pos, every_duck)
    })
}

/// A random game ([`fuzz_random_game`](crate::fuzz_random_game)): the first
/// byte chooses a start from [`STARTS`], the rest drives [`walk`]; every
/// position on the way satisfies every invariant, and arbitrary turns are
/// rejected without changing anything unless they are legal.
pub fn random_game(data: &[u8]) -> Result<(), String> {
    crate::fuzz_random_game(&STARTS, data, |start, rest| walk(start, rest, false))
}
