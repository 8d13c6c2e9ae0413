//! Perft work units (`docs/WORK_UNITS.md`): the unit lines of a split, a
//! unit line counted into its result line, and the merge of results, so
//! that Dask, Ray or a process pool can map them. The lines, the counts
//! and the merge are the facade's and the core's; this file marshals.

use pyo3::prelude::*;

use duck_variants::AnyError;
use duck_variants::any::count_unit;
use duck_variants::core::perft::Budget;
use duck_variants::core::perft::units;

use crate::args::{Int, Text, kind as k};
use crate::error::{Error, guard};
use crate::{FenArg, PerftRequest, VariantArg, replayed};

/// A unit or results text (`PerftError` when malformed).
type UnitsArg = Text<{ k::OTHER }>;

/// The work units of perft(`depth`) from `fen` (None: the start) of
/// `variant`, split `plies` turns deep: one `"<depth> <multiplicity>
/// <FEN>"` line per distinct position there. The sum of multiplicity
/// times perft over the units is perft(`depth`). `max_nodes` (positions
/// generated) and `max_seconds` bound the split; Ctrl-C stops it.
#[pyfunction]
#[pyo3(signature = (variant, fen, depth, plies, *, max_nodes = None, max_seconds = None))]
pub fn perft_units(
    py: Python<'_>,
    variant: VariantArg,
    fen: Option<FenArg>,
    depth: Int,
    plies: Int,
    max_nodes: Option<Int>,
    max_seconds: Option<f64>,
) -> PyResult<Vec<String>> {
    let request = PerftRequest::new(&depth, None, None, max_nodes.as_ref(), max_seconds)?;
    let plies = plies.within("plies", 0, i64::from(u32::MAX))? as u32;
    let game = guard(|| replayed(&variant, fen.as_deref(), &[]))?;
    let units = request.run_with(py, |options| {
        let budget = Budget {
            max_nodes: options.max_nodes,
            max_time: options.max_time,
            cancel: options.cancel,
        };
        let units = game.position().perft_units(options.depth, plies, &budget);
        units.map_err(|e| Error::from(AnyError::from(e)))
    })?;
    Ok(units.iter().map(ToString::to_string).collect())
}

/// The result line of the unit line `unit`: `"<depth> <multiplicity>
/// <FEN> <count>"`, its position counted to its depth (the game told by
/// the FEN's board), with `duck_variants.perft`'s options; `seed` hashes
/// the table's positions under keys drawn from it (another route to the
/// same count, to verify one).
#[pyfunction]
#[pyo3(signature = (unit, *, threads = None, hash_mb = None, seed = None, max_nodes = None, max_seconds = None))]
pub fn perft_unit(
    py: Python<'_>,
    unit: FenArg,
    threads: Option<Int>,
    hash_mb: Option<Int>,
    seed: Option<Int>,
    max_nodes: Option<Int>,
    max_seconds: Option<f64>,
) -> PyResult<String> {
    let zero = Int {
        value: Some(0),
        text: "0".into(),
    };
    let request = PerftRequest::new(
        &zero,
        threads.as_ref(),
        hash_mb.as_ref(),
        max_nodes.as_ref(),
        max_seconds,
    )?
    .seeded(seed.as_ref())?;
    let result = request.run_with(py, |options| Ok(count_unit(&unit, options)?))?;
    Ok(result.to_string())
}

/// The total of a split's results: checks that every unit line of `units`
/// has exactly one result line in `results` (or two that agree), and that
/// no result is for a unit outside the split; raises `PerftError` naming
/// the line otherwise.
#[pyfunction]
pub fn perft_merge(units: UnitsArg, results: UnitsArg) -> PyResult<u128> {
    guard(|| {
        let merged = units::merge(&units, &results).map_err(AnyError::from)?;
        Ok(merged.total)
    })
}
