//! `read_pgn`'s iterator: the facade's streaming readers over the text,
//! one game per `next()`, so that memory is bounded by the largest game
//! rather than by the whole input: every format of
//! [`duck_variants::formats`] (each game's told from its text, or the one
//! asked for), or, for a default game, the facade's PGN replay
//! ([`AnyGame::read_pgn_records_from`]). Which game and format a record
//! is, and the names its tags may use, are the facade's.

use pyo3::exceptions::PyKeyError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyIterator, PyList};

use duck_variants::core::pgn::ReadOptions;
use duck_variants::formats::{self, Format, GameRecord};
use duck_variants::{AnyError, AnyGame, GameKind};

use crate::board::{Board, Move};
use crate::error::guard;
use crate::game::Session;

/// The replayed games, one at a time.
type Records = Box<dyn Iterator<Item = Result<GameRecord, AnyError>>>;

/// The games of a PGN text, read and replayed one per iteration step
/// (see `read_pgn`). Not shared between threads: it holds a reader.
#[pyclass(module = "duck_variants", unsendable)]
pub struct PgnGames {
    records: Records,
}

impl PgnGames {
    /// The games of `text` in `format` (`None`: each game's told from
    /// its text); with a `default` game and no format, our PGN, the
    /// games without a `Variant` tag being of `default`.
    pub fn new(text: String, default: Option<GameKind>, format: Option<Format>) -> PgnGames {
        let records: Records = match (default, format) {
            (Some(default), None) => {
                let reader = std::io::Cursor::new(text.into_bytes());
                let read =
                    AnyGame::read_pgn_records_from(reader, ReadOptions::default(), Some(default));
                Box::new(read.map(|read| {
                    read.map(|record| {
                        let mut game = GameRecord::new(record.game);
                        game.tags = record.tags;
                        game.result = record.result.map(String::from);
                        game
                    })
                }))
            }
            (_, format) => Box::new(formats::read_games_owned(text, format)),
        };
        PgnGames { records }
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
    record: GameRecord,
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

    /// The result as the record states it (its result token, a
    /// resignation, its `Result` tag), or None.
    #[getter]
    fn result(&self) -> Option<&str> {
        self.record.result.as_deref()
    }

    /// The format the record was read in (`"pgn"`, `"pgn4"`, `"fairy"`,
    /// `"dpgn"`, `"duckops"`, `"mistboard"`).
    #[getter]
    fn format(&self) -> &'static str {
        self.record.format.name()
    }

    /// The clock after each turn in seconds (`%clk`), None where the
    /// record gives none.
    #[getter]
    fn clocks(&self) -> Vec<Option<f64>> {
        let seconds = |ms: &Option<u32>| ms.map(|ms| f64::from(ms) / 1000.0);
        self.record.clocks.iter().map(seconds).collect()
    }

    /// The evaluation after each turn (`%eval`, as the record writes it:
    /// `"0.35"`, `"#-3"`), None where the record gives none.
    #[getter]
    fn evals(&self) -> Vec<Option<String>> {
        let text = |e: &Option<formats::Eval>| e.as_ref().map(ToString::to_string);
        self.record.evals.iter().map(text).collect()
    }

    /// The game written in a format (`"pgn"`, `"pgn4"`, `"fairy"`,
    /// `"dpgn"`, `"duckops"`, `"mistboard"`), with its tags, result,
    /// clocks and evaluations.
    fn write(&self, format: &str) -> PyResult<String> {
        guard(|| Ok(self.record.write(Format::named(format)?)?))
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
