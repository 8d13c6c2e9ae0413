//! Work units: a perft split into lines that any scheduler can hand out,
//! their results as lines of their own, and the merge that checks them.
//!
//! A unit is `<depth> <multiplicity> <FEN>`: count perft(`depth`) from the
//! FEN, and it stands for `multiplicity` turn sequences of the split. Its
//! result is the unit's line with the count appended,
//! `<depth> <multiplicity> <FEN> <count>`, so that results are plain text
//! that can be shipped back, concatenated, resumed from and checked. Blank
//! lines and `#` comments are skipped in both (a count's total is printed
//! as a comment). The merge ([`merge`]) asks that every unit of the split
//! has exactly one result, or two that agree (a unit counted twice, for
//! instance under tables of two seeds), and refuses a result for a unit
//! that is not in the split.
//!
//! Everything here is text: the FEN is compared as written (its fields
//! joined by single spaces), not read, so the merge needs no game. The
//! lookups are ordered maps, whose cost no input can steer.

use alloc::collections::BTreeMap;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::pgn::Excerpt;

/// One work unit: perft(`depth`) from `fen`, standing for `multiplicity`
/// turn sequences.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Unit {
    /// The depth left to count from the position.
    pub depth: u32,
    /// How many turn sequences of the split reach the position.
    pub multiplicity: u128,
    /// The position, its fields joined by single spaces.
    pub fen: String,
}

/// A unit and its count, as a result line gives them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnitResult {
    /// The unit counted.
    pub unit: Unit,
    /// perft(`unit.depth`) from `unit.fen` (not multiplied).
    pub count: u128,
}

impl fmt::Display for Unit {
    /// `<depth> <multiplicity> <FEN>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.depth, self.multiplicity, self.fen)
    }
}

impl fmt::Display for UnitResult {
    /// `<depth> <multiplicity> <FEN> <count>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.unit, self.count)
    }
}

/// Which text a unit error is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum UnitFile {
    /// The units (the split).
    Units,
    /// The results.
    Results,
}

impl fmt::Display for UnitFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            UnitFile::Units => "units",
            UnitFile::Results => "results",
        })
    }
}

/// Why units or their results do not merge: each error names the text,
/// the line (1-based) and the unit, in words.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum UnitError {
    /// A line that is no unit (or no result).
    #[error("{file} line {line}: {what}: \"{}\"", Excerpt(.text))]
    Malformed {
        /// Which text.
        file: UnitFile,
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        what: &'static str,
        /// The line.
        text: String,
    },
    /// The same unit twice in the split.
    #[error("units line {line}: the unit of line {first} again: \"{}\"", Excerpt(.unit))]
    DuplicateUnit {
        /// 1-based line of the repeat.
        line: usize,
        /// 1-based line of the first.
        first: usize,
        /// The unit.
        unit: String,
    },
    /// A result for a unit that is not in the split.
    #[error("results line {line}: no unit of the split is \"{}\"", Excerpt(.unit))]
    Foreign {
        /// 1-based line of the result.
        line: usize,
        /// The unit the result names.
        unit: String,
    },
    /// Two results of one unit that differ.
    #[error(
        "results line {line}: the unit \"{}\" counted {count} here and {earlier} on line {earlier_line}",
        Excerpt(.unit)
    )]
    Contradicting {
        /// 1-based line of the second result.
        line: usize,
        /// Its count.
        count: u128,
        /// 1-based line of the first result.
        earlier_line: usize,
        /// The first result's count.
        earlier: u128,
        /// The unit.
        unit: String,
    },
    /// A unit with more than two results.
    #[error("results line {line}: the unit \"{}\" has a third result (at most two, which agree)", Excerpt(.unit))]
    TooManyResults {
        /// 1-based line of the third result.
        line: usize,
        /// The unit.
        unit: String,
    },
    /// Units of the split without a result.
    #[error(
        "{missing} of {units} units have no result, the first on units line {line}: \"{}\"",
        Excerpt(.unit)
    )]
    Missing {
        /// How many units have none.
        missing: usize,
        /// How many units the split has.
        units: usize,
        /// 1-based units line of the first without one.
        line: usize,
        /// That unit.
        unit: String,
    },
    /// The total passes `u128::MAX`.
    #[error("the total of the results exceeds u128::MAX")]
    Overflow,
}

/// The lines of `text` that hold something, 1-based, trimmed, comments
/// (from `#`) and blank lines left out.
fn content_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().filter_map(|(i, line)| {
        let line = line.split('#').next().unwrap_or("").trim();
        (!line.is_empty()).then_some((i + 1, line))
    })
}

/// A unit from its fields: depth, multiplicity, then the FEN's fields.
fn unit_of<'a>(mut fields: impl Iterator<Item = &'a str>) -> Option<Unit> {
    let depth = fields.next()?.parse().ok()?;
    let multiplicity = fields.next()?.parse().ok()?;
    let mut fen = String::new();
    for field in fields {
        if !fen.is_empty() {
            fen.push(' ');
        }
        fen.push_str(field);
    }
    (!fen.is_empty()).then_some(Unit {
        depth,
        multiplicity,
        fen,
    })
}

impl Unit {
    /// The unit of a line `<depth> <multiplicity> <FEN>` (fields separated
    /// by any white space); `None` for a blank or comment line.
    ///
    /// # Errors
    ///
    /// [`UnitError::Malformed`] (line 1) for anything else.
    pub fn parse(line: &str) -> Result<Option<Unit>, UnitError> {
        match content_lines(line).next() {
            None => Ok(None),
            Some((_, text)) => parse_unit(UnitFile::Units, 1, text).map(Some),
        }
    }
}

impl UnitResult {
    /// The result of a line `<depth> <multiplicity> <FEN> <count>`; `None`
    /// for a blank or comment line.
    ///
    /// # Errors
    ///
    /// [`UnitError::Malformed`] (line 1) for anything else.
    pub fn parse(line: &str) -> Result<Option<UnitResult>, UnitError> {
        match content_lines(line).next() {
            None => Ok(None),
            Some((_, text)) => parse_result(1, text).map(Some),
        }
    }
}

fn parse_unit(file: UnitFile, line: usize, text: &str) -> Result<Unit, UnitError> {
    unit_of(text.split_whitespace()).ok_or_else(|| UnitError::Malformed {
        file,
        line,
        what: "expected <depth> <multiplicity> <FEN>",
        text: text.into(),
    })
}

fn parse_result(line: usize, text: &str) -> Result<UnitResult, UnitError> {
    let malformed = || UnitError::Malformed {
        file: UnitFile::Results,
        line,
        what: "expected <depth> <multiplicity> <FEN> <count>",
        text: text.into(),
    };
    let (unit, count) = text
        .rsplit_once(char::is_whitespace)
        .ok_or_else(malformed)?;
    let count = count.parse().map_err(|_| malformed())?;
    let unit = unit_of(unit.split_whitespace()).ok_or_else(malformed)?;
    Ok(UnitResult { unit, count })
}

/// Every unit of a split's text, in order, with its 1-based line.
///
/// # Errors
///
/// [`UnitError::Malformed`] for a line that is no unit,
/// [`UnitError::DuplicateUnit`] for a unit given twice.
pub fn read_units(text: &str) -> Result<Vec<(usize, Unit)>, UnitError> {
    let mut units = Vec::new();
    let mut seen: BTreeMap<Unit, usize> = BTreeMap::new();
    for (line, text) in content_lines(text) {
        let unit = parse_unit(UnitFile::Units, line, text)?;
        if let Some(&first) = seen.get(&unit) {
            return Err(UnitError::DuplicateUnit {
                line,
                first,
                unit: unit.to_string(),
            });
        }
        seen.insert(unit.clone(), line);
        units.push((line, unit));
    }
    Ok(units)
}

/// The results of `results` for the units of `units`: each unit's count
/// (`None` for a unit without a result yet), checked. What a resumed
/// count skips, and what [`merge`] adds up.
///
/// # Errors
///
/// A malformed line of either text, a unit twice in the split, a result
/// for no unit of the split, two results of a unit that differ, or a
/// third result of a unit.
pub fn match_results(
    units: &[(usize, Unit)],
    results: &str,
) -> Result<Vec<Option<u128>>, UnitError> {
    let index: BTreeMap<&Unit, usize> = units
        .iter()
        .enumerate()
        .map(|(i, (_, unit))| (unit, i))
        .collect();
    // Per unit: the first result's count and line, and how many results.
    let mut found: Vec<Option<(u128, usize, u8)>> = alloc::vec![None; units.len()];
    for (line, text) in content_lines(results) {
        let result = parse_result(line, text)?;
        let Some(&i) = index.get(&result.unit) else {
            return Err(UnitError::Foreign {
                line,
                unit: result.unit.to_string(),
            });
        };
        match &mut found[i] {
            slot @ None => *slot = Some((result.count, line, 1)),
            Some((earlier, earlier_line, seen)) => {
                if *earlier != result.count {
                    return Err(UnitError::Contradicting {
                        line,
                        count: result.count,
                        earlier_line: *earlier_line,
                        earlier: *earlier,
                        unit: result.unit.to_string(),
                    });
                }
                if *seen == 2 {
                    return Err(UnitError::TooManyResults {
                        line,
                        unit: result.unit.to_string(),
                    });
                }
                *seen += 1;
            }
        }
    }
    Ok(found
        .into_iter()
        .map(|f| f.map(|(count, _, _)| count))
        .collect())
}

/// What a merge found: the total and how the units were counted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Merged {
    /// The sum of multiplicity times count over the units: the unsplit
    /// perft.
    pub total: u128,
    /// The units of the split.
    pub units: usize,
}

/// Merges the results of a split: checks that every unit of `units` has
/// exactly one result in `results` (or two that agree), that no result is
/// for a unit outside the split, and adds multiplicity times count.
///
/// ```
/// use duck_variants_core::perft::units::merge;
///
/// let units = "2 3 8/8/8/8/8/8/8/8 w - - 0 1\n1 1 8/8/8/8/8/8/8/8 b - - 0 1\n";
/// let results = "1 1 8/8/8/8/8/8/8/8 b - - 0 1 5\n2 3 8/8/8/8/8/8/8/8 w - - 0 1 7\n";
/// assert_eq!(merge(units, results).unwrap().total, 3 * 7 + 5);
/// assert!(merge(units, "2 3 8/8/8/8/8/8/8/8 w - - 0 1 7").is_err());
/// ```
///
/// # Errors
///
/// Those of [`read_units`] and [`match_results`],
/// [`UnitError::Missing`] when a unit has no result, and
/// [`UnitError::Overflow`] when the total passes `u128::MAX`.
pub fn merge(units: &str, results: &str) -> Result<Merged, UnitError> {
    let units = read_units(units)?;
    let counts = match_results(&units, results)?;
    let missing = counts.iter().filter(|c| c.is_none()).count();
    if let Some(first) = counts.iter().position(Option::is_none) {
        return Err(UnitError::Missing {
            missing,
            units: units.len(),
            line: units[first].0,
            unit: units[first].1.to_string(),
        });
    }
    let mut total: u128 = 0;
    for ((_, unit), count) in units.iter().zip(counts) {
        let weighted = unit
            .multiplicity
            .checked_mul(count.unwrap_or(0))
            .ok_or(UnitError::Overflow)?;
        total = total.checked_add(weighted).ok_or(UnitError::Overflow)?;
    }
    Ok(Merged {
        total,
        units: units.len(),
    })
}
