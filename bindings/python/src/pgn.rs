//! `read_pgn`'s iterator: the facade's streaming PGN replay
//! ([`AnyGame::read_pgn_records_from`]) over the text, one game per
//! `next()`, so that memory is bounded by the largest game rather than by
//! the whole input. Which game a PGN game is, and the names its `Variant`
//! tag may use, are the facade's.

use pyo3::prelude::*;
use pyo3::types::PyDict;

use duck_variants::any::AnyPgnRecord;
use duck_variants::core::pgn::ReadOptions;
use duck_variants::{AnyError, AnyGame, GameKind};

use crate::error::guard;

/// The replayed games, one at a time.
type Records = Box<dyn Iterator<Item = Result<AnyPgnRecord, AnyError>>>;

/// The games of a PGN text, read and replayed one per iteration step
/// (see `read_pgn`). Not shared between threads: it holds a reader.
#[pyclass(module = "duck_variants", unsendable)]
pub struct PgnGames {
    records: Records,
}

impl PgnGames {
    /// The games of `text`; `default` is the game of those without a
    /// `Variant` tag (`None`: the facade's choice).
    pub fn new(text: String, default: Option<GameKind>) -> PgnGames {
        let reader = std::io::Cursor::new(text.into_bytes());
        PgnGames {
            records: Box::new(AnyGame::read_pgn_records_from(
                reader,
                ReadOptions::default(),
                default,
            )),
        }
    }
}

/// A game read as a dict: `variant`, `tags` (the first of repeated tags
/// wins, as in the library's tag lookup), `fen` (start), `moves`
/// (coordinates), `san` (the game's own notation), `result` (the token),
/// `final_fen`.
fn record_to_dict<'py>(py: Python<'py>, r: AnyPgnRecord) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    let tags = PyDict::new(py);
    for (k, v) in r.tags {
        if !tags.contains(&k)? {
            tags.set_item(k, v)?;
        }
    }
    let game = &r.game;
    d.set_item("variant", game.kind().id())?;
    d.set_item("tags", tags)?;
    d.set_item("fen", game.start().fen())?;
    let moves: Vec<String> = game.history().map(|t| t.to_string()).collect();
    d.set_item("moves", moves)?;
    d.set_item("san", game.native_history().collect::<Vec<_>>())?;
    d.set_item("result", r.result)?;
    d.set_item("final_fen", game.position().fen())?;
    Ok(d)
}

#[pymethods]
impl PgnGames {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The next game as a dict, or the end of the iteration; a bad game
    /// raises `PgnError`, and the iteration goes on after it.
    fn __next__<'py>(&mut self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let record = guard(|| match self.records.next() {
            None => Ok(None),
            Some(Ok(record)) => Ok(Some(record)),
            Some(Err(e)) => Err(e.into()),
        })?;
        record.map(|r| record_to_dict(py, r)).transpose()
    }
}
