//! Checks driven by arbitrary bytes, shared by the fuzz targets (`fuzz/`)
//! and by stable tests that replay their seed corpora. Each returns `Err`
//! with a description when an invariant breaks; none may panic.
//!
//! The invariants themselves are the variant-independent ones of
//! [`duck_core::testing`]; this module adds what only Duck Chess has (SAN,
//! the [`Setup`] with castling and en passant) and decodes fuzz input into
//! positions, texts and games.

use alloc::format;
use alloc::string::{String, ToString};

use duck_core::pgn::PgnReader;
use duck_core::testing::{
    check_arbitrary_coords, check_pgn, check_position, check_turn, identical, random_walk_with,
};
use duck_core::{CoordTurn, Rules};

use crate::{Move, MoveKind, Position, Role, San, Setup, Square, Turn};

/// Start positions for random games, from the public oracle suite
/// (`tests/data/duck-chess.perft`): the start, castling, en passant,
/// promotion, fowling, a king already lost, and middle games.
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
    let fen = STARTS[usize::from(byte) % STARTS.len()];
    fen.parse()
        .unwrap_or_else(|_| unreachable!("the oracle start positions parse"))
}

/// A legal position reached from the start by the turns `choices` picks
/// (one byte each), for targets that need a position to parse against.
pub fn walk_from_start(choices: &[u8]) -> Position {
    let mut pos = Position::start();
    for &pick in choices {
        let set = pos.turns();
        let n = set.len();
        if n == 0 {
            break;
        }
        // Spread one byte over the whole set.
        let index = (u64::from(pick) * n / 256) as usize;
        if let Some(turn) = set.iter().nth(index) {
            pos.play_unchecked(turn);
        }
    }
    pos
}

const KINDS: [MoveKind; 7] = [
    MoveKind::Normal,
    MoveKind::EnPassant,
    MoveKind::Castle,
    MoveKind::PromoteKnight,
    MoveKind::PromoteBishop,
    MoveKind::PromoteRook,
    MoveKind::PromoteQueen,
];

/// An arbitrary piece move from three bytes: squares, kind and role taken
/// from the bytes, or kept from the generated move `base` when a flag of
/// the third byte says so (so that near misses, such as a generated move
/// with another kind or role, are common).
pub fn arbitrary_move(base: Move, b: [u8; 3]) -> Move {
    let square = |x: u8| Square::new(x % 64).unwrap_or(base.from());
    let from = if b[2] & 0x10 != 0 {
        base.from()
    } else {
        square(b[0])
    };
    let to = if b[2] & 0x20 != 0 {
        base.to()
    } else {
        square(b[1])
    };
    let kind = if b[2] & 0x40 != 0 {
        base.kind()
    } else {
        KINDS[usize::from(b[2] & 0x0f) % KINDS.len()]
    };
    // The role travels with the move: a wrong one must be rejected too.
    let role = if b[2] & 0x80 != 0 {
        base.role()
    } else {
        let roles = <Role as duck_core::Role>::ALL;
        roles[usize::from(b[0] ^ b[1]) % roles.len()]
    };
    Move::new(role, from, to, kind)
}

/// SAN round trip: for every turn (`every_duck`), or for every piece move
/// with one of its duck squares, the written SAN reads back to the same
/// turn, and reads as syntax to SAN that writes the same text.
pub fn check_san(pos: &Position, every_duck: bool) -> Result<(), String> {
    let set = pos.turns();
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
                set.duck_targets(m).first()
            };
            one(Turn::new(m, duck))?;
        }
    }
    Ok(())
}

/// `Setup -> Position -> FEN -> Position` is the identity: a setup that
/// validates gives a position whose FEN reads back identical, whose own
/// setup validates to the identical position, and which equals what the
/// setup's FEN parses to; a setup that does not validate has a FEN that
/// does not parse as a position. The setup's FEN reads back to the setup
/// (clocks within what a FEN holds, move number at least 1).
pub fn check_setup(setup: Setup) -> Result<(), String> {
    let text = setup.to_string();
    match text.parse::<Setup>() {
        Ok(back) if back == setup && back.to_string() == text => {}
        Ok(back) => return Err(format!("{text}: setup reads back as {back}")),
        Err(e) => return Err(format!("{text}: written setup does not parse: {e}")),
    }
    let parsed = text.parse::<Position>();
    let Ok(pos) = Position::from_setup(setup) else {
        return match parsed {
            Ok(_) => Err(format!("{text}: invalid setup parses as a position")),
            Err(_) => Ok(()),
        };
    };
    match parsed {
        Ok(p) if identical(&p, &pos) => {}
        _ => {
            return Err(format!(
                "{text}: the FEN and the setup give different positions"
            ));
        }
    }
    match Position::from_setup(pos.to_setup()) {
        Ok(again) if identical(&again, &pos) => {}
        _ => return Err(format!("{pos}: to_setup does not validate back to it")),
    }
    let fen = pos.to_string();
    match fen.parse::<Position>() {
        Ok(again) if identical(&again, &pos) && again.to_string() == fen => Ok(()),
        _ => Err(format!("{fen}: position FEN does not read back identical")),
    }
}

/// FEN parsing: never panics; what parses as a setup writes back and
/// reparses to the same setup ([`check_setup`]), and a position satisfies
/// every position invariant. What does not parse as a setup does not parse
/// as a position either.
pub fn fen(data: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(data);
    let Ok(setup) = text.parse::<Setup>() else {
        return match text.parse::<Position>() {
            Ok(pos) => Err(format!("{text}: parses as {pos} but not as a setup")),
            Err(_) => Ok(()),
        };
    };
    check_setup(setup)?;
    let Ok(pos) = text.parse::<Position>() else {
        return Ok(());
    };
    check_position(&pos)?;
    check_san(&pos, false)
}

/// SAN parsing against a position chosen by the first bytes: what parses is
/// a legal turn whose written SAN reads back to the same turn.
pub fn san(data: &[u8]) -> Result<(), String> {
    let (walk, text) = split(data);
    let pos = walk_from_start(walk);
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

/// Coordinate notation against a position chosen by the first bytes: what
/// parses is legal and writes back to a string that reads to the same turn;
/// what is well formed parses exactly when a legal turn matches it.
pub fn coords(data: &[u8]) -> Result<(), String> {
    let (walk, text) = split(data);
    let pos = walk_from_start(walk);
    if let Ok(parsed) = CoordTurn::<crate::Geometry>::from_ascii(text) {
        check_arbitrary_coords(&pos, parsed)?;
    }
    match pos.parse_coords(&String::from_utf8_lossy(text)) {
        Ok(turn) => check_turn(&pos, turn),
        Err(_) => Ok(()),
    }
}

/// PGN (SAN movetext, `[FEN]` tag optional): every token that reads as
/// SAN syntax rewrites to SAN that reads the same, and the games satisfy
/// [`duck_core::testing::check_pgn`] (replayed games pass every invariant,
/// and their PGN, written and read again, is the same game).
pub fn pgn(data: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(data);
    for game in PgnReader::new(&text).take(8).flatten() {
        for mv in game.moves.iter().take(64) {
            san_text_round_trip(&mv.text)?;
        }
    }
    check_pgn::<Position>(&text, 8)
}

/// SAN that reads as syntax writes back to text that reads the same.
fn san_text_round_trip(text: &str) -> Result<(), String> {
    match text.parse::<San>() {
        Ok(san) => {
            let again: San = san
                .to_string()
                .parse()
                .map_err(|e| format!("{text}: rewritten SAN {san} does not parse: {e}"))?;
            if again == san {
                Ok(())
            } else {
                Err(format!("{text}: {san} reads as {again}"))
            }
        }
        Err(_) => Ok(()),
    }
}

/// A random walk from `start` ([`duck_core::testing::random_walk_with`]
/// with chess moves decoded by [`arbitrary_move`]), checking SAN for every
/// piece move of every position reached, or for every turn with
/// `every_duck`.
pub fn walk(start: Position, data: &[u8], every_duck: bool) -> Result<usize, String> {
    random_walk_with(start, data, arbitrary_move, |pos| {
        check_san(pos, every_duck)
    })
}

/// A random game: the first byte chooses a start from [`STARTS`], the rest
/// drives [`walk`]; every position on the way satisfies every invariant,
/// and arbitrary turns are rejected without changing anything unless they
/// are legal.
pub fn random_game(data: &[u8]) -> Result<(), String> {
    let (&first, rest) = data.split_first().unwrap_or((&0, &[]));
    walk(start_position(first), rest, false).map(|_| ())
}

/// Splits fuzz input at the first `0xff` byte (or after 8 bytes): the head
/// chooses a position, the tail is the text to parse.
fn split(data: &[u8]) -> (&[u8], &[u8]) {
    match data.iter().position(|&b| b == 0xff) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => data.split_at(data.len().min(8)),
    }
}
