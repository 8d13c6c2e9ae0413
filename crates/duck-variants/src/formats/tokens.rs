//! Move tokens of each format: what a token asks to play, and the token
//! that writes a turn.

use alloc::format;
use alloc::string::{String, ToString};

use super::Format;
use super::coords::{self, Sq};

/// What a move token of a format asks for.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Read {
    /// A turn in the game's own notation (SAN, WXF).
    Native(String),
    /// A turn in our coordinates (`e2e4,e4d5`, `d1e8`).
    Coords(String),
    /// A turn in our coordinates whose record says where the duck came
    /// from (PGN4's `Θg9-h10`; `None` for its first placement, `Θ-g9`),
    /// which must be where it stands.
    CoordsDuckFrom(String, Option<Sq>),
    /// A turn in the game's own notation with Fairy-Stockfish's comma
    /// part (`Qxe8,a1`): the text with `@` and the duck, and the piece
    /// move alone, which is played instead when it is a royal capture
    /// (whose comma part Fairy-Stockfish prints and RULES.md ignores).
    NativeOrCapture(String, String),
    /// Either notation.
    Any(String),
    /// The token itself, in either notation (our own PGN's tokens).
    Token,
    /// A piece move whose duck comes in the next token (dPGN): the move
    /// text, in either notation.
    PieceOnly(String),
    /// dPGN's duck token (`Θd6`): the duck of the pending piece move.
    Duck(Sq),
    /// Nothing to play (PGN4's `..` before Black's ply).
    Skip,
    /// The side to move resigns (PGN4's `R`).
    Resign,
    /// The side to move loses on time (PGN4's `T`).
    Timeout,
}

/// The duck sign of PGN4 and dPGN.
pub(crate) const DUCK: char = 'Θ';

/// Reads a move token of `format`. The error is why the token is not one
/// of the format's, in words.
pub(crate) fn read(format: Format, token: &str) -> Result<Read, &'static str> {
    match format {
        Format::Pgn => Ok(Read::Token),
        Format::Pgn4 => read_pgn4(token),
        Format::Fairy => read_fairy(token),
        Format::Dpgn => read_dpgn(token),
        Format::Duckops => read_duckops(token),
        Format::Mistboard => read_mistboard(token),
    }
}

/// The format a first move token shows, if it shows one.
pub(crate) fn detect(token: &str) -> Option<Format> {
    if token == ".." {
        return Some(Format::Pgn4);
    }
    if token.starts_with(DUCK) {
        return Some(Format::Dpgn);
    }
    if token.contains(DUCK) {
        return Some(Format::Pgn4);
    }
    if token.contains(',') {
        return Some(Format::Fairy);
    }
    let (left, right) = token.split_once('@')?;
    if coords::only_square(left).is_some() && coords::only_square(unmarked(right)).is_some() {
        // A pawn's push with the duck (`e4@c6`), or the duck and a pawn's
        // push (duckops): the game's turns tell (see `ambiguous`).
        Some(Format::Pgn)
    } else if coords::only_square(left).is_some() {
        Some(Format::Duckops)
    } else if coords::only_piece_move(left).is_some() {
        Some(Format::Mistboard)
    } else {
        Some(Format::Pgn)
    }
}

/// Whether a token reads both as ours (a pawn's push, `@`, the duck) and
/// as duckops' (the duck, `@`, a pawn's push): `e3@e4`.
pub(crate) fn ambiguous(token: &str) -> bool {
    token.split_once('@').is_some_and(|(left, right)| {
        coords::only_square(left).is_some() && coords::only_square(unmarked(right)).is_some()
    })
}

/// Strips check and mate marks.
fn unmarked(token: &str) -> &str {
    token.trim_end_matches(['+', '#'])
}

/// A piece move in coordinates or in the game's notation.
fn either(text: &str) -> Read {
    match coords::only_piece_move(text) {
        Some((from, to, promotion)) => Read::Coords(coords::coord_turn(from, to, promotion, None)),
        None => Read::Native(String::from(text)),
    }
}

fn read_fairy(token: &str) -> Result<Read, &'static str> {
    let token = unmarked(token);
    let Some((piece, duck)) = token.split_once(',') else {
        return Ok(either(token));
    };
    // The comma part: the duck's square, or the piece's destination and
    // the duck's square (Fairy-Stockfish's coordinates).
    let duck = match coords::only_square(duck) {
        Some(duck) => duck,
        None => match coords::only_piece_move(duck) {
            Some((_, duck, None)) => duck,
            _ => return Err("the part after the comma is no duck square"),
        },
    };
    Ok(match coords::only_piece_move(piece) {
        Some((from, to, promotion)) => {
            Read::Coords(coords::coord_turn(from, to, promotion, Some(duck)))
        }
        None => {
            let mut text = String::from(piece);
            text.push('@');
            duck.push_name(&mut text);
            Read::NativeOrCapture(text, String::from(piece))
        }
    })
}

fn read_dpgn(token: &str) -> Result<Read, &'static str> {
    if let Some(duck) = token.strip_prefix(DUCK) {
        let duck = duck.strip_prefix('@').unwrap_or(duck);
        return coords::only_square(duck)
            .map(Read::Duck)
            .ok_or("the duck token names no square");
    }
    Ok(Read::PieceOnly(String::from(unmarked(token))))
}

fn read_duckops(token: &str) -> Result<Read, &'static str> {
    let token = unmarked(token);
    let Some((duck, piece)) = token.split_once('@') else {
        return Ok(either(token));
    };
    let duck = coords::only_square(duck).ok_or("the part before @ is no duck square")?;
    Ok(match coords::only_piece_move(piece) {
        Some((from, to, promotion)) => {
            Read::Coords(coords::coord_turn(from, to, promotion, Some(duck)))
        }
        None => {
            let mut text = String::from(piece);
            text.push('@');
            duck.push_name(&mut text);
            Read::Native(text)
        }
    })
}

fn read_mistboard(token: &str) -> Result<Read, &'static str> {
    let token = unmarked(token);
    let (piece, duck) = match token.split_once('@') {
        Some((piece, duck)) => (
            piece,
            Some(coords::only_square(duck).ok_or("the part after @ is no duck point")?),
        ),
        None => (token, None),
    };
    let (from, to, promotion) =
        coords::only_piece_move(piece).ok_or("the move is not a from and a to point")?;
    Ok(Read::Coords(coords::coord_turn(from, to, promotion, duck)))
}

/// A PGN4 square (files d-k, ranks 4-11) on the 8x8 board.
fn pgn4_square(sq: Sq) -> Option<Sq> {
    let ok = (3..11).contains(&sq.file) && (4..=11).contains(&sq.rank);
    ok.then(|| Sq {
        file: sq.file - 3,
        rank: sq.rank - 3,
    })
}

fn read_pgn4(token: &str) -> Result<Read, &'static str> {
    match token {
        ".." => return Ok(Read::Skip),
        "R" => return Ok(Read::Resign),
        "T" => return Ok(Read::Timeout),
        "P" => return Err("a pass, which Duck Chess has no turn for"),
        _ => {}
    }
    let (piece, duck) = match token.split_once(DUCK) {
        Some((piece, duck)) => (piece, Some(unmarked(duck))),
        None => (token, None),
    };
    let piece = unmarked(piece);
    // The duck's move: `-g9` (its first placement) or `g9-h10`.
    let (duck_from, duck) = match duck {
        None => (None, None),
        Some(duck) => {
            let (from, to) = duck.split_once('-').ok_or("the duck's move has no -")?;
            let to = coords::only_square(to).ok_or("the duck's move names no square")?;
            let to = pgn4_square(to).ok_or("the duck's square is off the board")?;
            let from = match from {
                "" => None,
                from => {
                    let from = coords::only_square(from)
                        .ok_or("the duck's move names no square it leaves")?;
                    Some(pgn4_square(from).ok_or("the duck's square is off the board")?)
                }
            };
            (Some(from), Some(to))
        }
    };
    if piece == "O-O" || piece == "O-O-O" {
        let duck = duck.ok_or("castling without the duck's move")?;
        let mut text = String::from(piece);
        text.push('@');
        duck.push_name(&mut text);
        return Ok(Read::Native(text));
    }
    // `Nj4-i6`, `h8xg7`, `Qg10xKh11`, `g10-g11=Q`.
    let rest = piece
        .strip_prefix(|c: char| c.is_ascii_uppercase())
        .unwrap_or(piece);
    let (from, rest) = coords::square(rest).ok_or("the move names no square it leaves")?;
    let rest = rest
        .strip_prefix('-')
        .or_else(|| rest.strip_prefix('x'))
        .ok_or("the move has no - or x between its squares")?;
    let rest = rest
        .strip_prefix(|c: char| c.is_ascii_uppercase())
        .unwrap_or(rest);
    let (to, rest) = coords::square(rest).ok_or("the move names no square it goes to")?;
    let promotion = match rest {
        "" => None,
        _ => match rest.strip_prefix('=') {
            Some(p) if p.len() == 1 && "QRBNqrbn".contains(p) => p.chars().next(),
            _ => return Err("the move ends in something that is no promotion"),
        },
    };
    let from = pgn4_square(from).ok_or("the move leaves a square off the board")?;
    let to = pgn4_square(to).ok_or("the move goes to a square off the board")?;
    let text = coords::coord_turn(from, to, promotion, duck);
    Ok(match duck_from {
        Some(duck_from) => Read::CoordsDuckFrom(text, duck_from),
        None => Read::Coords(text),
    })
}

/// A PGN4 square's name (a1 is d4).
fn pgn4_name(sq: Sq, out: &mut String) {
    Sq {
        file: sq.file + 3,
        rank: sq.rank + 3,
    }
    .push_name(out);
}

/// What the writers need of a turn beyond its coordinates.
pub(crate) struct TurnFacts<'a> {
    /// The turn in the game's own notation.
    pub(crate) native: &'a str,
    /// The turn in our coordinates.
    pub(crate) coords: &'a str,
    /// The FEN letter of the moving piece.
    pub(crate) piece: char,
    /// The FEN letter of what stands on the destination before the move.
    pub(crate) target: Option<char>,
    /// The duck's square before the turn.
    pub(crate) duck_before: Option<Sq>,
    /// Whether the game is Duck Chess (SAN) rather than Duck Xiangqi.
    pub(crate) chess: bool,
}

/// The token of a turn in `format`.
pub(crate) fn write(format: Format, facts: &TurnFacts<'_>) -> String {
    let split = || match facts.native.rsplit_once('@') {
        Some((piece, duck)) => (piece, Some(duck)),
        None => (facts.native, None),
    };
    match format {
        Format::Pgn => String::from(facts.native),
        Format::Fairy if facts.chess => facts.native.replace('@', ","),
        Format::Fairy => String::from(facts.coords),
        Format::Dpgn => match split() {
            (piece, Some(duck)) => format!("{piece} {DUCK}{duck}"),
            (piece, None) => String::from(piece),
        },
        Format::Duckops => match split() {
            (piece, Some(duck)) => format!("{duck}@{piece}"),
            (piece, None) => String::from(piece),
        },
        Format::Mistboard => match coords::read_coord_turn(facts.coords) {
            Some((from, to, promotion, duck)) => {
                let mut out = String::new();
                from.push_name(&mut out);
                to.push_name(&mut out);
                if let Some(p) = promotion {
                    out.push(p);
                }
                if let Some(duck) = duck {
                    out.push('@');
                    duck.push_name(&mut out);
                }
                out
            }
            None => String::from(facts.coords),
        },
        Format::Pgn4 => write_pgn4(facts),
    }
}

fn write_pgn4(facts: &TurnFacts<'_>) -> String {
    let Some((from, to, promotion, duck)) = coords::read_coord_turn(facts.coords) else {
        return facts.coords.to_string();
    };
    let mut out = String::new();
    let role = facts.piece.to_ascii_uppercase();
    let castle = role == 'K' && from.file.abs_diff(to.file) == 2;
    if castle {
        out.push_str(if to.file > from.file { "O-O" } else { "O-O-O" });
    } else {
        if role != 'P' {
            out.push(role);
        }
        pgn4_name(from, &mut out);
        let capture = facts.target.is_some() || (role == 'P' && from.file != to.file);
        out.push(if capture { 'x' } else { '-' });
        if let Some(target) = facts.target.map(|t| t.to_ascii_uppercase()) {
            if target != 'P' {
                out.push(target);
            }
        }
        pgn4_name(to, &mut out);
        if let Some(p) = promotion {
            out.push('=');
            out.push(p.to_ascii_uppercase());
        }
    }
    match duck {
        Some(duck) => {
            out.push(DUCK);
            if let Some(before) = facts.duck_before {
                pgn4_name(before, &mut out);
            }
            out.push('-');
            pgn4_name(duck, &mut out);
        }
        None => out.push('#'),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn4_tokens_read_as_coordinates() {
        let read = |t| read(Format::Pgn4, t);
        let d6 = Sq { file: 3, rank: 6 };
        let a6 = Sq { file: 0, rank: 6 };
        assert_eq!(
            read("g5-g7Θ-g9"),
            Ok(Read::CoordsDuckFrom("d2d4,d4d6".into(), None))
        );
        assert_eq!(
            read("h10-h8Θg9-h10"),
            Ok(Read::CoordsDuckFrom("e7e5,e5e7".into(), Some(d6)))
        );
        assert_eq!(read("Qg10xKh11#"), Ok(Read::Coords("d7e8".into())));
        assert_eq!(
            read("Qg4xg7Θd9-f9"),
            Ok(Read::CoordsDuckFrom("d1d4,d4c6".into(), Some(a6)))
        );
        assert_eq!(read("O-OΘe7-f5"), Ok(Read::Native("O-O@c2".into())));
        assert_eq!(read(".."), Ok(Read::Skip));
        assert!(read("P").is_err());
        assert!(read("a1-a2").is_err());
    }

    #[test]
    fn other_tokens() {
        assert_eq!(
            read(Format::Fairy, "e4,e5"),
            Ok(Read::NativeOrCapture("e4@e5".into(), "e4".into()))
        );
        assert_eq!(
            read(Format::Fairy, "e2e4,e4e5"),
            Ok(Read::Coords("e2e4,e4e5".into()))
        );
        assert_eq!(
            read(Format::Duckops, "d4@Nf3"),
            Ok(Read::Native("Nf3@d4".into()))
        );
        assert_eq!(
            read(Format::Duckops, "g3@f2f4"),
            Ok(Read::Coords("f2f4,f4g3".into()))
        );
        assert_eq!(
            read(Format::Mistboard, "h10-f10@e10"),
            Ok(Read::Coords("h10f10,f10e10".into()))
        );
        assert_eq!(
            read(Format::Dpgn, "Θd6"),
            Ok(Read::Duck(Sq { file: 3, rank: 6 }))
        );
        assert_eq!(detect("g3@f2f4"), Some(Format::Duckops));
        assert_eq!(detect("b3b5@d9"), Some(Format::Mistboard));
        assert_eq!(detect("Nf3@d4"), Some(Format::Pgn));
        assert_eq!(detect("e4"), None);
    }
}
