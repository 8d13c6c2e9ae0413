//! Readers for the plain-text reference files: perft suites (`id`, `epd`,
//! `perft <depth> <count>`) and depth-1 turn lists (`id`, `epd`,
//! `turns <n>`, one turn per line). `#` starts a comment; blank lines
//! separate blocks.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// One position of a perft suite with its expected counts.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PerftCase {
    /// The block's `id`.
    pub id: String,
    /// The position.
    pub fen: String,
    /// `(depth, expected turn count)` pairs.
    pub counts: Vec<(u32, u64)>,
}

/// One position of a turn-list file with every legal turn.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TurnListCase {
    /// The block's `id`.
    pub id: String,
    /// The position.
    pub fen: String,
    /// The count the file states.
    pub count: usize,
    /// The turns in coordinate notation, as listed.
    pub turns: Vec<String>,
}

/// A line of a reference file that could not be read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("line {line}: {message}")]
#[non_exhaustive]
pub struct SuiteError {
    /// 1-based line number.
    pub line: usize,
    /// What was wrong.
    pub message: &'static str,
}

fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().map(|(i, line)| {
        let line = line.split('#').next().unwrap_or("").trim();
        (i + 1, line)
    })
}

/// Reads a perft suite.
///
/// # Errors
///
/// A [`SuiteError`] naming the line of the first key without a value, unknown
/// key, `perft` line before any `epd`, or `perft` line whose depth or count is
/// not a number.
pub fn parse_perft_suite(text: &str) -> Result<Vec<PerftCase>, SuiteError> {
    let mut cases: Vec<PerftCase> = Vec::new();
    let mut id = None;
    for (line_no, line) in lines(text) {
        let err = |message| SuiteError {
            line: line_no,
            message,
        };
        let (key, value) = match line.split_once(char::is_whitespace) {
            Some((k, v)) => (k, v.trim()),
            None if line.is_empty() => continue,
            None => return Err(err("expected a key and a value")),
        };
        match key {
            "id" => id = Some(value.to_string()),
            "epd" | "fen" => cases.push(PerftCase {
                id: id.take().unwrap_or_else(|| value.to_string()),
                fen: value.to_string(),
                counts: Vec::new(),
            }),
            "perft" => {
                let case = cases.last_mut().ok_or(err("perft line before any epd"))?;
                let (d, n) = value
                    .split_once(char::is_whitespace)
                    .ok_or(err("perft <depth> <count>"))?;
                let depth = d.parse().map_err(|_| err("bad depth"))?;
                let count = n.trim().parse().map_err(|_| err("bad count"))?;
                case.counts.push((depth, count));
            }
            _ => return Err(err("unknown key")),
        }
    }
    Ok(cases)
}

/// Reads a turn-list file.
///
/// # Errors
///
/// A [`SuiteError`] naming the line of the first unknown key, `turns` line or
/// turn before any `epd`, or turn count that is not a number.
pub fn parse_turn_lists(text: &str) -> Result<Vec<TurnListCase>, SuiteError> {
    let mut cases: Vec<TurnListCase> = Vec::new();
    let mut id = None;
    for (line_no, line) in lines(text) {
        let err = |message| SuiteError {
            line: line_no,
            message,
        };
        if line.is_empty() {
            continue;
        }
        match line.split_once(char::is_whitespace) {
            Some(("id", value)) => id = Some(value.trim().to_string()),
            Some(("epd" | "fen", value)) => cases.push(TurnListCase {
                id: id.take().unwrap_or_else(|| value.trim().to_string()),
                fen: value.trim().to_string(),
                count: 0,
                turns: Vec::new(),
            }),
            Some(("turns", value)) => {
                let case = cases.last_mut().ok_or(err("turns line before any epd"))?;
                case.count = value.trim().parse().map_err(|_| err("bad turn count"))?;
            }
            Some(_) => return Err(err("unknown key")),
            None => {
                let case = cases.last_mut().ok_or(err("turn before any epd"))?;
                case.turns.push(line.to_string());
            }
        }
    }
    Ok(cases)
}
