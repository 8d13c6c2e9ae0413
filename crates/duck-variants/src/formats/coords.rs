//! Square names as text: a file letter and a 1-based rank (`e4`, `b10`,
//! and PGN4's `g11`), read without a board.

use alloc::string::String;
use core::fmt::Write;

/// A square read from text: 0-based file, 1-based rank.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Sq {
    pub(crate) file: u8,
    pub(crate) rank: u8,
}

impl Sq {
    /// The square's name (`e4`).
    pub(crate) fn push_name(self, out: &mut String) {
        out.push(char::from(b'a' + self.file));
        let _ = write!(out, "{}", self.rank);
    }
}

/// A square at the start of `text` (a lowercase letter and a rank of one
/// or two digits, not starting with 0), and the rest of the text.
pub(crate) fn square(text: &str) -> Option<(Sq, &str)> {
    let bytes = text.as_bytes();
    let file = *bytes.first()?;
    if !file.is_ascii_lowercase() {
        return None;
    }
    let digits = bytes[1..]
        .iter()
        .take(2)
        .take_while(|b| b.is_ascii_digit())
        .count();
    if digits == 0 || bytes[1] == b'0' {
        return None;
    }
    let rank: u8 = text[1..1 + digits].parse().ok()?;
    Some((
        Sq {
            file: file - b'a',
            rank,
        },
        &text[1 + digits..],
    ))
}

/// The whole text is one square.
pub(crate) fn only_square(text: &str) -> Option<Sq> {
    match square(text) {
        Some((sq, "")) => Some(sq),
        _ => None,
    }
}

/// A piece move in coordinates at the start of `text` (`e2e4`, `e7e8q`,
/// `h10-f10`, `b3xb5`), and the rest.
pub(crate) fn piece_move(text: &str) -> Option<(Sq, Sq, Option<char>, &str)> {
    let (from, rest) = square(text)?;
    let rest = rest
        .strip_prefix('-')
        .or_else(|| rest.strip_prefix('x'))
        .unwrap_or(rest);
    let (to, rest) = square(rest)?;
    let (promotion, rest) = match rest.as_bytes().first() {
        Some(&b @ (b'q' | b'r' | b'b' | b'n')) => (Some(char::from(b)), &rest[1..]),
        _ => (None, rest),
    };
    Some((from, to, promotion, rest))
}

/// The whole text is a piece move in coordinates.
pub(crate) fn only_piece_move(text: &str) -> Option<(Sq, Sq, Option<char>)> {
    match piece_move(text) {
        Some((from, to, promotion, "")) => Some((from, to, promotion)),
        _ => None,
    }
}

/// Our coordinate turn: `from to promotion , to duck` (the duck part left
/// out when `duck` is `None`).
pub(crate) fn coord_turn(from: Sq, to: Sq, promotion: Option<char>, duck: Option<Sq>) -> String {
    let mut out = String::with_capacity(12);
    from.push_name(&mut out);
    to.push_name(&mut out);
    if let Some(p) = promotion {
        out.push(p.to_ascii_lowercase());
    }
    if let Some(duck) = duck {
        out.push(',');
        to.push_name(&mut out);
        duck.push_name(&mut out);
    }
    out
}

/// The parts of our coordinate turn text (`e7e8q,e8a1`, `d1e8`).
pub(crate) fn read_coord_turn(text: &str) -> Option<(Sq, Sq, Option<char>, Option<Sq>)> {
    let (piece, duck) = match text.split_once(',') {
        Some((piece, rest)) => {
            let (_, duck, _) = only_piece_move(rest)?;
            (piece, Some(duck))
        }
        None => (text, None),
    };
    let (from, to, promotion) = only_piece_move(piece)?;
    Some((from, to, promotion, duck))
}
