//! Checks driven by arbitrary bytes, shared by the fuzz targets (`fuzz/`)
//! and by stable tests that replay their seed corpora. Each returns `Err`
//! with a description when an invariant breaks; none may panic.
//!
//! The invariants themselves are the variant-independent ones of
//! [`duck_core::testing`]; this module decodes fuzz input into Duck
//! Xiangqi positions, texts and games, and adds the [`Setup`] round trip.

use alloc::format;
use alloc::string::{String, ToString};

use duck_core::pgn::PgnReader;
use duck_core::testing::{
    check_arbitrary_coords, check_pgn, check_position, check_turn, identical, random_walk_with,
};
use duck_core::{CoordTurn, Rules};

use crate::{Move, Position, Setup, Square, Wxf};

/// Start positions for random games, from the public oracle suite
/// (`tests/data/duck-xiangqi.perft`): the start, facing and flying
/// generals, the duck as cannon screen, horse leg and elephant eye, a
/// general already lost, clocks near the draw limits, and middle games.
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

/// An arbitrary piece move from three bytes: each square taken from a byte,
/// or kept from the generated move `base` when a flag of the third byte
/// says so (so that near misses, such as a generated piece going one point
/// too far, are common).
pub fn arbitrary_move(base: Move, b: [u8; 3]) -> Move {
    let square = |x: u8| Square::new(x % Square::COUNT).unwrap_or(base.from());
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
    // Usually the generated piece's role; sometimes another, which no
    // generated move from that point has.
    let role = if b[2] & 0x40 != 0 {
        <crate::Role as duck_core::Role>::ALL[usize::from(b[2]) % 7]
    } else {
        base.role()
    };
    Move::new(role, from, to)
}

/// `Setup -> Position -> FEN -> Position` is the identity: a setup that
/// validates gives a position whose FEN reads back identical, whose own
/// setup is the setup (move number at least 1) and validates to the
/// identical position, and which equals what the setup's FEN parses to; a
/// setup that does not validate has a FEN that does not parse as a
/// position. The setup's FEN reads back to the setup.
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
    if pos.to_setup() != setup {
        return Err(format!("{text}: to_setup gives {}", pos.to_setup()));
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

/// FEN parsing: never panics; what parses as a setup satisfies
/// [`check_setup`], and a position satisfies every position invariant.
pub fn fen(data: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(data);
    let Ok(setup) = text.parse::<Setup>() else {
        return match text.parse::<Position>() {
            Ok(pos) => Err(format!("{text}: parses as {pos} but not as a setup")),
            Err(_) => Ok(()),
        };
    };
    check_setup(setup)?;
    match text.parse::<Position>() {
        Ok(pos) => check_position(&pos),
        Err(_) => Ok(()),
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

/// PGN (WXF or coordinate movetext, `[FEN]` tag optional): every token
/// that reads as WXF syntax rewrites to WXF that reads the same, and the
/// games satisfy [`duck_core::testing::check_pgn`] (replayed games, both
/// draw rules on, pass every invariant, and their PGN, written and read
/// again, is the same game).
pub fn pgn(data: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(data);
    for game in PgnReader::new(&text).take(8).flatten() {
        for mv in game.moves.iter().take(64) {
            wxf_text_round_trip(&mv.text)?;
        }
    }
    check_pgn::<Position>(&text, 8)
}

/// WXF that reads as syntax writes back to text that reads the same.
fn wxf_text_round_trip(text: &str) -> Result<(), String> {
    let Ok(wxf) = Wxf::from_ascii(text.as_bytes()) else {
        return Ok(());
    };
    let written = wxf.to_string();
    match Wxf::from_ascii(written.as_bytes()) {
        Ok(again) if again == wxf => Ok(()),
        Ok(again) => Err(format!("{text}: {written} reads as {again}")),
        Err(e) => Err(format!(
            "{text}: rewritten WXF {written} does not parse: {e}"
        )),
    }
}

/// A random walk from `start` ([`duck_core::testing::random_walk_with`]
/// with moves decoded by [`arbitrary_move`]).
pub fn walk(start: Position, data: &[u8]) -> Result<usize, String> {
    random_walk_with(start, data, arbitrary_move, |_| Ok(()))
}

/// A random game: the first byte chooses a start from [`STARTS`], the rest
/// drives [`walk`]; every position on the way satisfies every invariant,
/// and arbitrary turns are rejected without changing anything unless they
/// are legal.
pub fn random_game(data: &[u8]) -> Result<(), String> {
    let (&first, rest) = data.split_first().unwrap_or((&0, &[]));
    walk(start_position(first), rest).map(|_| ())
}

/// Splits fuzz input at the first `0xff` byte (or after 8 bytes): the head
/// chooses a position, the tail is the text to parse.
fn split(data: &[u8]) -> (&[u8], &[u8]) {
    match data.iter().position(|&b| b == 0xff) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => data.split_at(data.len().min(8)),
    }
}
