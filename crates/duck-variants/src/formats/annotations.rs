//! `%clk` and `%eval` commands in comments (`{[%clk 0:04:58] [%eval 0.31]}`):
//! read into values, written back.

use alloc::string::String;
use core::fmt::{self, Write};

/// An engine's evaluation of a position, from White's (Red's) side, as a
/// `[%eval ...]` comment gives it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Eval {
    /// An advantage in centipawns (`[%eval 0.34]` is 34).
    Centipawns(i32),
    /// Mate in so many moves, negative when Black (Blue) mates
    /// (`[%eval #-3]` is -3).
    Mate(i32),
}

impl fmt::Display for Eval {
    /// As a `%eval` command writes it: `0.34`, `-1.20`, `#3`, `#-3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Eval::Mate(n) => write!(f, "#{n}"),
            Eval::Centipawns(cp) => {
                let sign = if cp < 0 { "-" } else { "" };
                let abs = cp.unsigned_abs();
                write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
            }
        }
    }
}

/// What a comment said: its clock, its evaluation, and the rest of its
/// text.
#[derive(Default)]
pub(crate) struct Notes {
    pub(crate) clock: Option<u32>,
    pub(crate) eval: Option<Eval>,
}

/// Reads the `%clk` and `%eval` commands of a comment. Commands that do
/// not read as values are ignored.
pub(crate) fn read_notes(comment: &str, notes: &mut Notes) {
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(']') else { break };
        let command = &after[..end];
        rest = &after[end + 1..];
        let (name, value) = command.split_once(' ').unwrap_or((command, ""));
        let value = value.trim();
        match name {
            "clk" => notes.clock = read_clock(value).or(notes.clock),
            "eval" => notes.eval = read_eval(value).or(notes.eval),
            _ => {}
        }
    }
}

/// `h:mm:ss`, `mm:ss` or `ss`, each with optional fractions: milliseconds.
fn read_clock(text: &str) -> Option<u32> {
    let (mut seconds, mut fraction): (u64, u64) = (0, 0);
    let parts: alloc::vec::Vec<&str> = text.split(':').collect();
    if parts.is_empty() || parts.len() > 3 {
        return None;
    }
    for (i, part) in parts.iter().enumerate() {
        let last = i + 1 == parts.len();
        let (whole, frac) = match part.split_once('.') {
            Some((w, f)) if last => (w, f),
            Some(_) => return None,
            None => (*part, ""),
        };
        if whole.is_empty() || whole.len() > 6 || !whole.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        if !frac.bytes().all(|b| b.is_ascii_digit()) || frac.len() > 3 {
            return None;
        }
        let whole: u64 = whole.parse().ok()?;
        seconds = seconds * 60 + whole;
        if last {
            for (j, b) in frac.bytes().enumerate() {
                fraction += u64::from(b - b'0') * [100, 10, 1][j];
            }
        }
    }
    u32::try_from(seconds * 1000 + fraction).ok()
}

/// `0.34`, `-1.2`, `+3`, `#3`, `#-3`.
fn read_eval(text: &str) -> Option<Eval> {
    if let Some(mate) = text.strip_prefix('#') {
        return mate.parse::<i32>().ok().map(Eval::Mate);
    }
    let (negative, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
    let ok = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() && frac.is_empty() || !ok(whole) || !ok(frac) || whole.len() > 6 {
        return None;
    }
    let mut cp: i32 = whole.parse::<i32>().unwrap_or(0) * 100;
    for (j, b) in frac.bytes().take(2).enumerate() {
        cp += i32::from(b - b'0') * [10, 1][j];
    }
    Some(Eval::Centipawns(if negative { -cp } else { cp }))
}

/// A comment holding a clock and an evaluation (empty when neither).
pub(crate) fn write_notes(out: &mut String, clock: Option<u32>, eval: Option<Eval>) {
    if clock.is_none() && eval.is_none() {
        return;
    }
    out.push('{');
    if let Some(ms) = clock {
        let (h, m, s, frac) = (ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000);
        let _ = write!(out, "[%clk {h}:{m:02}:{s:02}");
        if frac != 0 {
            let _ = write!(out, ".{}", frac / 100);
            if frac % 100 != 0 {
                let _ = write!(out, "{}", frac / 10 % 10);
                if frac % 10 != 0 {
                    let _ = write!(out, "{}", frac % 10);
                }
            }
        }
        out.push(']');
    }
    if let Some(eval) = eval {
        if clock.is_some() {
            out.push(' ');
        }
        let _ = write!(out, "[%eval {eval}]");
    }
    out.push('}');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_and_evals_read_and_write_back() {
        let mut notes = Notes::default();
        read_notes("[%clk 0:04:58.5] [%eval -1.2] think", &mut notes);
        assert_eq!(notes.clock, Some(298_500));
        assert_eq!(notes.eval, Some(Eval::Centipawns(-120)));
        let mut out = String::new();
        write_notes(&mut out, notes.clock, notes.eval);
        assert_eq!(out, "{[%clk 0:04:58.5] [%eval -1.20]}");
        let mut mate = Notes::default();
        read_notes("[%eval #-3]", &mut mate);
        assert_eq!(mate.eval, Some(Eval::Mate(-3)));
        for bad in ["[%clk x]", "[%clk 1:2:3:4]", "[%eval .]", "[%eval 1.2.3]"] {
            let mut n = Notes::default();
            read_notes(bad, &mut n);
            assert!(n.clock.is_none() && n.eval.is_none(), "{bad}");
        }
    }
}
