//! mistboard's FEN: the placement without the duck, and a 7th field that
//! holds the duck's point (`-` when it is off the board).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use super::FormatError;
use super::coords::{self, Sq};
use crate::{AnyError, AnyPosition};

/// Reads a FEN of any game, in our form (the duck as `*` in the
/// placement, six fields) or in mistboard's (seven fields, the 7th the
/// duck's point or `-`).
///
/// ```
/// use duck_variants::formats::{read_fen, write_fen};
///
/// let mistboard = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 1 1 e5";
/// let position = read_fen(mistboard)?;
/// assert_eq!(position.fen(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4*4/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 1 1");
/// assert_eq!(write_fen(&position), mistboard);
/// # Ok::<(), duck_variants::AnyError>(())
/// ```
///
/// # Errors
///
/// The FEN is no position of any game ([`ErrorKind::Fen`](crate::ErrorKind::Fen)),
/// its 7th field names no empty point of the board, or the placement
/// already holds a duck.
pub fn read_fen(text: &str) -> Result<AnyPosition, AnyError> {
    let fields: Vec<&str> = text.split_ascii_whitespace().collect();
    if fields.len() != 7 {
        return AnyPosition::from_fen(text);
    }
    let bad = |message: &str| AnyError::from(FormatError::fen(text, message));
    let mut rows = expand(fields[0]);
    if fields[6] != "-" {
        if fields[0].contains('*') {
            return Err(bad(
                "the placement holds a duck and the 7th field names another",
            ));
        }
        let duck = coords::only_square(fields[6])
            .ok_or_else(|| bad("the 7th field is neither a point nor -"))?;
        let height = rows.len();
        let row = height
            .checked_sub(usize::from(duck.rank))
            .and_then(|r| rows.get_mut(r))
            .ok_or_else(|| bad("the 7th field's point is off the board"))?;
        match row.get_mut(usize::from(duck.file)) {
            Some(cell @ None) => *cell = Some('*'),
            Some(Some(_)) => return Err(bad("the 7th field's point is not empty")),
            None => return Err(bad("the 7th field's point is off the board")),
        }
    }
    let mut fen = compress(&rows);
    for field in &fields[1..6] {
        fen.push(' ');
        fen.push_str(field);
    }
    AnyPosition::from_fen(&fen)
}

/// A position's FEN in mistboard's form: the duck out of the placement
/// and its point (or `-`) as a 7th field.
pub fn write_fen(position: &AnyPosition) -> String {
    let fen = position.fen();
    let (placement, rest) = fen.split_once(' ').unwrap_or((&fen, ""));
    let mut rows = expand(placement);
    let mut duck = None;
    let height = rows.len();
    if placement.matches('*').count() > 1 {
        // Blockers that stay (the Amazons' arrows): no duck to move out.
        return alloc::format!("{fen} -");
    }
    for (r, row) in rows.iter_mut().enumerate() {
        for (f, cell) in row.iter_mut().enumerate() {
            if *cell == Some('*') {
                *cell = None;
                duck = Some(Sq {
                    file: u8::try_from(f).unwrap_or(0),
                    rank: u8::try_from(height - r).unwrap_or(0),
                });
            }
        }
    }
    let mut out = compress(&rows);
    out.push(' ');
    out.push_str(rest);
    out.push(' ');
    match duck {
        Some(duck) => duck.push_name(&mut out),
        None => out.push('-'),
    }
    out
}

/// The placement's rows, top first, each cell a letter or empty.
fn expand(placement: &str) -> Vec<Vec<Option<char>>> {
    placement
        .split('/')
        .map(|row| {
            let mut cells = Vec::new();
            let mut run = 0usize;
            for c in row.chars() {
                match c.to_digit(10) {
                    // Bounded: a run longer than any board is cut, so a
                    // hostile FEN cannot ask for memory.
                    Some(d) => run = (run * 10 + d as usize).min(64),
                    None => {
                        cells.extend(core::iter::repeat_n(None, run));
                        run = 0;
                        cells.push(Some(c));
                    }
                }
            }
            cells.extend(core::iter::repeat_n(None, run));
            cells
        })
        .collect()
}

/// The placement of rows, runs of empty cells as numbers.
fn compress(rows: &[Vec<Option<char>>]) -> String {
    let mut out = String::new();
    for (i, row) in rows.iter().enumerate() {
        if i > 0 {
            out.push('/');
        }
        let mut run = 0;
        for cell in row {
            match cell {
                None => run += 1,
                Some(c) => {
                    if run > 0 {
                        let _ = write!(out, "{run}");
                        run = 0;
                    }
                    out.push(*c);
                }
            }
        }
        if run > 0 {
            let _ = write!(out, "{run}");
        }
    }
    out
}
