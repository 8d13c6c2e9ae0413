//! Work units through the facade, for hosts (Python's `perft_units`,
//! `perft_unit` and `perft_merge`): any game's perft split into unit
//! lines, and a unit line counted into its result line. The lines and
//! their merge are the core's (`duck_variants_core::perft::units`).

use duck_variants_core::perft::PerftOptions;
use duck_variants_core::perft::units::{Unit, UnitResult};

use super::{AnyError, AnyPosition};

impl AnyPosition {
    /// The work units of perft(`depth`) from here, split `plies` turns deep
    /// (at most `depth`): the distinct positions there, each with how many
    /// turn sequences reach it, as the perft example's `--split` writes
    /// them. The sum of multiplicity times perft over the units is
    /// perft(`depth`) from here.
    ///
    /// ```
    /// use duck_variants::core::perft::Budget;
    /// use duck_variants::{AnyPosition, GameKind};
    ///
    /// let start = AnyPosition::start(GameKind::Chess);
    /// let units = start.perft_units(2, 1, &Budget::default())?;
    /// // The 640 turns of the Duck Chess start (the oracle's perft(1))
    /// // reach 640 different positions.
    /// assert_eq!(units.len(), 640);
    /// assert!(units.iter().all(|u| u.depth == 1 && u.multiplicity == 1));
    /// # Ok::<(), duck_variants::core::perft::PerftError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A depth past the maximum, the split stopped by `budget`, or more
    /// positions than the machine holds
    /// ([`PerftError`](duck_variants_core::perft::PerftError)).
    #[cfg(feature = "std")]
    pub fn perft_units(
        &self,
        depth: u32,
        plies: u32,
        budget: &duck_variants_core::perft::Budget<'_>,
    ) -> Result<alloc::vec::Vec<Unit>, duck_variants_core::perft::PerftError> {
        use alloc::string::ToString;
        use duck_variants_core::perft::{MAX_DEPTH, PerftError, split_jobs};
        if depth > MAX_DEPTH {
            return Err(PerftError::DepthTooLarge {
                depth,
                max: MAX_DEPTH,
            });
        }
        with_value!(self, AnyPosition, p => Ok(split_jobs(p, depth, plies, budget)?
            .into_iter()
            .map(|job| Unit {
                depth: job.depth,
                multiplicity: job.weight,
                fen: job.position.to_string(),
            })
            .collect()))
    }
}

/// The result line of the unit line `line` (`<depth> <multiplicity>
/// <FEN>`): its position counted to its depth with `options` (whose own
/// depth is not used), the game told by the FEN's board.
///
/// ```
/// use duck_variants::any::count_unit;
/// use duck_variants::core::perft::PerftOptions;
///
/// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// let result = count_unit(&format!("2 1 {start}"), PerftOptions::new(0))?;
/// // 379,440: the oracle's Duck Chess perft(2) from the start.
/// assert_eq!(result.to_string(), format!("2 1 {start} 379440"));
/// # Ok::<(), duck_variants::AnyError>(())
/// ```
///
/// # Errors
///
/// [`AnyError::Unit`] for a line that is no unit, a FEN error, or
/// [`AnyError::Perft`] for a count refused or stopped.
#[cfg(target_has_atomic = "64")]
pub fn count_unit(line: &str, options: PerftOptions<'_>) -> Result<UnitResult, AnyError> {
    let unit = Unit::parse(line)?.ok_or(AnyError::Unit(
        duck_variants_core::perft::units::UnitError::Malformed {
            file: duck_variants_core::perft::units::UnitFile::Units,
            line: 1,
            what: "expected <depth> <multiplicity> <FEN>",
            text: line.into(),
        },
    ))?;
    let position = AnyPosition::from_fen(&unit.fen)?;
    let count = position.perft_with(PerftOptions {
        depth: unit.depth,
        ..options
    })?;
    Ok(UnitResult { unit, count })
}
