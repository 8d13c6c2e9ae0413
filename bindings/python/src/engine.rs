//! A move from the reference engine (the crate `duck-variants-engine`):
//! `Board.best_move`. The limits are checked by the engine crate
//! (`Limits::bounded`), the search is its; this file only marshals.

use duck_variants::AnyGame;
use duck_variants_engine::{Engine, Limits, StdClock};
use pyo3::prelude::*;

use crate::args::Int;
use crate::error::{Error, Result};
use crate::game::Session;
use crate::interrupt::interruptible;

/// What a search found: the turn to play, its score and its principal
/// variation, in coordinates (`e2e4,e4e5`), playable with `push_uci`.
#[pyclass(module = "duck_variants", frozen)]
pub struct SearchResult {
    best: Option<String>,
    centipawns: Option<i32>,
    mate: Option<i32>,
    pv: Vec<String>,
    depth: u32,
    nodes: u64,
}

#[pymethods]
impl SearchResult {
    /// The turn to play, in coordinates; None when the game is over.
    #[getter(r#move)]
    fn best(&self) -> Option<String> {
        self.best.clone()
    }

    /// The score for the side to move in centipawns; None for a forced
    /// win or loss (see `mate`) or a finished game.
    #[getter]
    fn score(&self) -> Option<i32> {
        self.centipawns
    }

    /// A forced royal capture in this many moves of the side to move
    /// (negative: it loses), as UCI's `mate N`; None otherwise.
    #[getter]
    fn mate(&self) -> Option<i32> {
        self.mate
    }

    /// The principal variation, starting with `move`.
    #[getter]
    fn pv(&self) -> Vec<String> {
        self.pv.clone()
    }

    /// The depth of the last finished iteration, in turns.
    #[getter]
    fn depth(&self) -> u32 {
        self.depth
    }

    /// The nodes searched.
    #[getter]
    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn __repr__(&self) -> String {
        let score = match (self.centipawns, self.mate) {
            (_, Some(mate)) => format!("mate={mate}"),
            (Some(cp), None) => format!("score={cp}"),
            (None, None) => "score=None".to_owned(),
        };
        format!(
            "SearchResult(move={:?}, {score}, depth={}, nodes={})",
            self.best, self.depth, self.nodes
        )
    }
}

/// A number limit as the engine takes it: a Python int that fits no
/// `u64` is refused here, every range by the engine.
fn count(name: &str, value: Option<&Int>) -> Result<Option<u64>> {
    let value = value.map(|v| v.within(name, 0, i64::MAX)).transpose()?;
    Ok(value.map(|v| v as u64))
}

/// Searches the game's position within the limits (depth in turns, nodes,
/// time in seconds: at least one), interruptible by Ctrl-C. A finished
/// game (by any rule) has no move to search.
pub(crate) fn best_move(
    py: Python<'_>,
    game: &Session,
    depth: Option<&Int>,
    nodes: Option<&Int>,
    seconds: Option<f64>,
) -> PyResult<SearchResult> {
    let limits = Limits::bounded(count("depth", depth)?, count("nodes", nodes)?, seconds)
        .map_err(|e| Error::Argument(e.to_string()))?;
    let game: &AnyGame = game;
    let mut engine = Engine::new();
    let stop = engine.stop_flag();
    let found = interruptible(py, &stop, "search", move || {
        Ok(engine.search_game(game, &limits, &StdClock::start()))
    })?;
    let score = found.evaluation();
    Ok(SearchResult {
        best: found.best.map(|turn| turn.to_string()),
        centipawns: score.and_then(|s| s.centipawns()),
        mate: score.and_then(|s| s.mate_moves()),
        pv: found.pv.iter().map(ToString::to_string).collect(),
        depth: found.depth,
        nodes: found.nodes,
    })
}
