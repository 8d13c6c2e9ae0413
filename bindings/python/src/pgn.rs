//! `read_pgn`'s iterator: the facade's streaming PGN replay
//! ([`AnyGame::read_pgn_records_from`]) over the text, one game per
//! `next()`, so that memory is bounded by the largest game rather than by
//! the whole input. Which game a PGN game is, and the names its `Variant`
//! tag may use, are the facade's.

use pyo3::exceptions::PyKeyError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyIterator, PyList};

use duck_variants::any::AnyPgnRecord;
use duck_variants::core::pgn::ReadOptions;
use duck_variants::{AnyError, AnyGame, GameKind};

use crate::board::{Board, Move};
use crate::error::guard;
use crate::game::Session;

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

#[pymethods]
impl PgnGames {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The next game, or the end of the iteration; a bad game raises
    /// `PgnError`, and the iteration goes on after it.
    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<PgnGame>> {
        let Some(record) = guard(|| Ok(self.records.next().transpose()?))? else {
            return Ok(None);
        };
        let headers = PyDict::new(py);
        for (k, v) in &record.tags {
            // The first of repeated tags wins, as in the library's lookup.
            if !headers.contains(k)? {
                headers.set_item(k, v)?;
            }
        }
        let headers = headers.unbind();
        Ok(Some(PgnGame { record, headers }))
    }
}

/// The keys of the dict a game was before it was a `PgnGame`, each the
/// name of an attribute.
const KEYS: [&str; 7] = [
    "variant",
    "tags",
    "fen",
    "moves",
    "san",
    "result",
    "final_fen",
];

/// A game read from PGN (an item of `read_pgn`), in the style of
/// python-chess's `chess.pgn.Game`: `headers` (a dict of its tags, the
/// first of repeated ones), `board()` (a `Board` at its start),
/// `mainline_moves()` (its `Move`s), and `variant`, `fen` (the start),
/// `moves` (coordinates), `san` (the game's own notation), `result` (the
/// token as written, or None), `final_fen`. It reads as the dict it used
/// to be too: `game["moves"]`, `game.get("result")`, `keys()`, `in`, and
/// `tags` for `headers`.
#[pyclass(module = "duck_variants", frozen)]
pub struct PgnGame {
    record: AnyPgnRecord,
    headers: Py<PyDict>,
}

#[pymethods]
impl PgnGame {
    /// The variant name (`variants()`).
    #[getter]
    fn variant(&self) -> &'static str {
        self.record.game.kind().id()
    }

    /// The tags, in the order of the text (python-chess's `headers`).
    #[getter]
    fn headers(&self, py: Python<'_>) -> Py<PyDict> {
        self.headers.clone_ref(py)
    }

    /// The tags (the old dict key; the same dict as `headers`).
    #[getter]
    fn tags(&self, py: Python<'_>) -> Py<PyDict> {
        self.headers(py)
    }

    /// The FEN of the start.
    #[getter]
    fn fen(&self) -> String {
        self.record.game.start().fen()
    }

    /// The turns in coordinates.
    #[getter]
    fn moves(&self) -> Vec<String> {
        self.record.game.history().map(|t| t.to_string()).collect()
    }

    /// The turns in the game's own notation (SAN or WXF, `@` the blocker).
    #[getter]
    fn san(&self) -> Vec<String> {
        self.record.game.native_history().collect()
    }

    /// The result token as written, or None.
    #[getter]
    fn result(&self) -> Option<&'static str> {
        self.record.result
    }

    /// The FEN after the last turn.
    #[getter]
    fn final_fen(&self) -> String {
        self.record.game.position().fen()
    }

    /// A board at the game's start, as python-chess's `game.board()`:
    /// push `mainline_moves()` on it to replay the game.
    fn board(&self) -> PyResult<Board> {
        let start = self.record.game.start();
        Ok(Board::from(guard(|| Session::new(start, None))?))
    }

    /// The turns as `Move`s (python-chess's `game.mainline_moves()`).
    fn mainline_moves(&self) -> Vec<Move> {
        self.record.game.history().map(Move::from).collect()
    }

    /// The old dict keys.
    fn keys(&self) -> [&'static str; 7] {
        KEYS
    }

    /// The value of an old dict key, or `default`.
    #[pyo3(signature = (key, default = None))]
    fn get<'py>(
        slf: &Bound<'py, Self>,
        key: &Bound<'py, PyAny>,
        default: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        match Self::__contains__(slf.get(), key) {
            true => Self::__getitem__(slf, key).map(Some),
            false => Ok(default),
        }
    }

    fn __getitem__<'py>(
        slf: &Bound<'py, Self>,
        key: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        match key.extract::<String>() {
            Ok(name) if KEYS.contains(&name.as_str()) => slf.getattr(name),
            _ => Err(PyKeyError::new_err(key.clone().unbind())),
        }
    }

    /// Iterates over the old dict keys, as a dict does.
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        PyList::new(py, KEYS)?.try_iter()
    }

    fn __len__(&self) -> usize {
        KEYS.len()
    }

    fn __contains__(&self, key: &Bound<'_, PyAny>) -> bool {
        key.extract::<String>()
            .is_ok_and(|name| KEYS.contains(&name.as_str()))
    }

    fn __repr__(&self) -> String {
        let game = &self.record.game;
        let result = self.record.final_result();
        format!(
            "<PgnGame {} ({} turns, {result})>",
            game.kind().id(),
            game.len()
        )
    }
}
