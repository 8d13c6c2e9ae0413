//! `read_pgn`'s iterator: the core's streaming PGN reader and replayer
//! over the text, one game per `next()`, so that memory is bounded by the
//! largest game rather than by the whole input.

use std::ops::ControlFlow;

use pyo3::prelude::*;
use pyo3::types::PyDict;

use duck_variants_core::pgn::{Excerpt, PgnError, PgnReader, PgnVisitor, ReadOptions};

use crate::error::{Error, Result, guard};
use crate::variant::{DynReplayer, PgnRecord};

/// Hands each game to the replayer of the game its `Variant` tag names
/// (or of the default game when it has none).
struct Detect {
    replayers: Vec<Box<dyn DynReplayer>>,
    /// The replayer of games without a `Variant` tag.
    default: usize,
    number: usize,
    /// The game's first `Variant` tag.
    tag: Option<String>,
    /// The replayer chosen for the game, once its movetext starts: `Err`
    /// for a `Variant` tag that names none.
    chosen: Option<std::result::Result<usize, ()>>,
}

impl Detect {
    fn choose(&mut self) -> std::result::Result<usize, ()> {
        if let Some(c) = self.chosen {
            return c;
        }
        let c = match &self.tag {
            None => Ok(self.default),
            Some(tag) => self
                .replayers
                .iter()
                .position(|r| r.is_variant(tag))
                .ok_or(()),
        };
        self.chosen = Some(c);
        c
    }

    fn with(&mut self, f: impl FnOnce(&mut dyn DynReplayer)) {
        if let Ok(i) = self.choose() {
            f(self.replayers[i].as_mut());
        }
    }

    fn finish(&mut self, read: std::result::Result<(), PgnError>) -> Result<PgnRecord> {
        match self.choose() {
            Ok(i) => self.replayers[i].finish(read),
            Err(()) => {
                let names: Vec<&str> = self.replayers.iter().map(|r| r.variant()).collect();
                Err(Error::Pgn(format!(
                    "game {}: Variant tag \"{}\" names none of the variants ({})",
                    self.number,
                    Excerpt(self.tag.as_deref().unwrap_or("")),
                    names.join(", ")
                )))
            }
        }
    }
}

impl PgnVisitor for Detect {
    fn begin_game(&mut self, number: usize, offset: usize) {
        self.number = number;
        self.tag = None;
        self.chosen = None;
        for r in &mut self.replayers {
            r.begin_game(number, offset);
        }
    }

    fn tag(&mut self, name: &str, value: &str) {
        if name == "Variant" && self.tag.is_none() {
            self.tag = Some(value.to_owned());
        }
        // Every replayer keeps the tags until the movetext tells which
        // one replays the game (a Replayer keeps only what it needs).
        for r in &mut self.replayers {
            r.tag(name, value);
        }
    }

    fn begin_movetext(&mut self) {
        self.with(|r| r.begin_movetext());
    }

    fn move_token(&mut self, text: &str, offset: usize) -> ControlFlow<()> {
        match self.choose() {
            Ok(i) => self.replayers[i].move_token(text, offset),
            Err(()) => ControlFlow::Break(()),
        }
    }

    fn nag(&mut self, nag: u8) {
        self.with(|r| r.nag(nag));
    }

    fn comment(&mut self, comment: &str) {
        self.with(|r| r.comment(comment));
    }

    fn begin_variation(&mut self) {
        self.with(|r| r.begin_variation());
    }

    fn end_variation(&mut self) {
        self.with(|r| r.end_variation());
    }

    fn result(&mut self, result: &str) {
        self.with(|r| r.result(result));
    }
}

/// The games of a PGN text, read and replayed one per iteration step
/// (see `read_pgn`). Not shared between threads: it holds a reader.
#[pyclass(module = "duck_variants", unsendable)]
pub struct PgnGames {
    reader: PgnReader<'static>,
    detect: Detect,
}

impl PgnGames {
    /// The games of `text`; `default` names the game of those without a
    /// `Variant` tag.
    pub fn new(text: String, default: &str) -> Result<PgnGames> {
        let replayers = crate::replayers();
        let default = replayers
            .iter()
            .position(|r| r.variant() == crate::canonical(default))
            .ok_or_else(|| crate::unknown_variant(default))?;
        let reader = PgnReader::from_reader(
            std::io::Cursor::new(text.into_bytes()),
            ReadOptions::default(),
        );
        Ok(PgnGames {
            reader,
            detect: Detect {
                replayers,
                default,
                number: 0,
                tag: None,
                chosen: None,
            },
        })
    }
}

fn record_to_dict<'py>(py: Python<'py>, r: PgnRecord) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    let tags = PyDict::new(py);
    for (k, v) in r.tags {
        // The first of repeated tags wins, as in the library's tag lookup.
        if !tags.contains(&k)? {
            tags.set_item(k, v)?;
        }
    }
    d.set_item("variant", r.variant)?;
    d.set_item("tags", tags)?;
    d.set_item("fen", r.fen)?;
    d.set_item("moves", r.moves)?;
    d.set_item("san", r.notation)?;
    d.set_item("result", r.result)?;
    d.set_item("final_fen", r.final_fen)?;
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
        let record = guard(|| {
            let Some(read) = self.reader.read_game_with(&mut self.detect) else {
                return Ok(None);
            };
            self.detect.finish(read).map(Some)
        })?;
        record.map(|r| record_to_dict(py, r)).transpose()
    }
}
