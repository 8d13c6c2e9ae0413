//! `Board`: a game in the style of python-chess's `chess.Board`, over any
//! variant (a `Box<dyn DynGame>` from `variant.rs`).

use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::PyList;

use crate::error::guard;
use crate::session;
use crate::variant::{DynGame, OutcomeInfo};

/// How a game ended: `winner` (`"white"`/`"black"`, `"red"` in Duck
/// Xiangqi, or `None` for a draw), `reason` (`"king_captured"`,
/// `"general_captured"`, `"fowled"`, `"no_legal_turn"`, `"repetition"`,
/// `"move_limit"`) and `result` (`"1-0"`, `"0-1"`, `"1/2-1/2"`).
#[pyclass(module = "duck_variants", frozen, get_all, eq, from_py_object)]
#[derive(Clone, PartialEq, Eq)]
pub struct Outcome {
    winner: Option<String>,
    reason: String,
    result: String,
}

#[pymethods]
impl Outcome {
    fn __repr__(&self) -> String {
        match &self.winner {
            Some(w) => format!(
                "Outcome(winner='{w}', reason='{}', result='{}')",
                self.reason, self.result
            ),
            None => format!(
                "Outcome(winner=None, reason='{}', result='{}')",
                self.reason, self.result
            ),
        }
    }
}

impl From<OutcomeInfo> for Outcome {
    fn from(o: OutcomeInfo) -> Outcome {
        Outcome {
            winner: o.winner.map(str::to_owned),
            reason: o.reason,
            result: o.result.to_owned(),
        }
    }
}

/// A game of Duck Chess (`"duck"`, `"duckchess"`) or Duck Xiangqi
/// (`"duckxiangqi"`) from `fen` (default: the standard start), with its
/// move stack. Moves are in coordinate form (`e2e4,e4d5`); `push_san`
/// reads SAN (`e4@d5`) or WXF (`C2=5@e5`). Duck Xiangqi's draw rules
/// (threefold repetition, 120 turns without a capture) apply from `fen`.
#[pyclass(module = "duck_variants")]
pub struct Board {
    game: Box<dyn DynGame>,
}

#[pymethods]
impl Board {
    #[new]
    #[pyo3(signature = (variant = "duck", fen = None))]
    fn new(variant: &str, fen: Option<&str>) -> PyResult<Board> {
        Ok(Board {
            game: guard(|| session(variant, fen))?,
        })
    }

    /// The variant name (`"duck"` or `"duckxiangqi"`).
    #[getter]
    fn variant(&self) -> &'static str {
        self.game.variant()
    }

    /// The legal turns in coordinate form (empty once the game is over).
    #[getter]
    fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        crate::move_list(py, self.game.as_ref())
    }

    /// Whether the coordinate turn is legal now.
    fn is_legal(&self, r#move: &str) -> PyResult<bool> {
        Ok(guard(|| Ok(self.game.is_legal(r#move)))?)
    }

    /// Plays a coordinate turn (`e2e4,e4d5`; a royal capture alone, `d1e8`).
    /// Raises `InvalidMoveError` or `IllegalMoveError` and changes nothing
    /// on error.
    fn push(&mut self, r#move: &str) -> PyResult<()> {
        guard(|| self.game.push_coords(r#move))?;
        Ok(())
    }

    /// Plays a SAN (Duck Chess) or WXF (Duck Xiangqi) turn and returns it
    /// in coordinate form.
    fn push_san(&mut self, san: &str) -> PyResult<String> {
        Ok(guard(|| self.game.push_notation(san))?)
    }

    /// The SAN/WXF of a coordinate turn in the current position.
    #[pyo3(signature = (r#move, notation = None))]
    fn san(&self, r#move: &str, notation: Option<&str>) -> PyResult<String> {
        Ok(guard(|| self.game.notation(r#move, notation))?)
    }

    /// Takes back the last turn and returns it (coordinate form); raises
    /// IndexError when no turn was played.
    fn pop(&mut self) -> PyResult<String> {
        guard(|| Ok(self.game.pop()))?
            .ok_or_else(|| PyIndexError::new_err("pop from an empty move stack"))
    }

    /// The turns played, in coordinate form.
    #[getter]
    fn move_stack(&self) -> Vec<String> {
        self.game.move_stack()
    }

    /// The current FEN.
    fn fen(&self) -> String {
        self.game.fen()
    }

    /// The FEN the board started from.
    fn start_fen(&self) -> String {
        self.game.start_fen()
    }

    /// How the game ended, or None while it goes on.
    fn outcome(&self) -> PyResult<Option<Outcome>> {
        Ok(guard(|| Ok(self.game.outcome()))?.map(Outcome::from))
    }

    /// Whether the game is over.
    fn is_game_over(&self) -> PyResult<bool> {
        Ok(guard(|| Ok(self.game.outcome().is_some()))?)
    }

    /// The PGN result token: `1-0`, `0-1`, `1/2-1/2`, or `*`.
    fn result(&self) -> PyResult<String> {
        Ok(guard(|| Ok(self.game.outcome()))?
            .map_or_else(|| "*".to_owned(), |o| o.result.to_owned()))
    }

    /// The side to move: `"white"` or `"black"` (`"red"` or `"black"` in
    /// Duck Xiangqi).
    #[getter]
    fn turn(&self) -> &'static str {
        self.game.turn()
    }

    /// The duck's square, or None before the first turn.
    #[getter]
    fn duck(&self) -> Option<String> {
        self.game.duck()
    }

    /// The legal piece moves (first half of a turn), `e2e4` or `e7e8q`.
    fn piece_moves(&self) -> PyResult<Vec<String>> {
        Ok(guard(|| Ok(self.game.piece_moves()))?)
    }

    /// The squares the duck may go to after the piece move `move` (empty
    /// for a royal capture, which ends the game). The turn is then
    /// `f"{move},{move[2:4]}{square}"`.
    fn duck_targets(&self, r#move: &str) -> PyResult<Vec<String>> {
        Ok(guard(|| self.game.duck_targets(r#move))?)
    }

    /// The number of turn sequences of length `depth` from here (releases
    /// the GIL; see `duck_variants.perft`).
    #[pyo3(signature = (depth, *, threads = 1, hash_mb = None))]
    fn perft(
        &self,
        py: Python<'_>,
        depth: i64,
        threads: i64,
        hash_mb: Option<i64>,
    ) -> PyResult<u128> {
        let (depth, threads, hash_bytes) = crate::perft_args(depth, threads, hash_mb)?;
        let game = &self.game;
        Ok(py.detach(|| guard(|| Ok(game.perft(depth, threads, hash_bytes))))?)
    }

    /// An independent copy (with the move stack).
    fn copy(&self) -> Board {
        Board {
            game: self.game.clone_box(),
        }
    }

    fn __copy__(&self) -> Board {
        self.copy()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Board {
        self.copy()
    }

    /// A text diagram (top rank first, `*` the duck).
    fn __str__(&self) -> String {
        self.game.diagram()
    }

    fn __repr__(&self) -> String {
        format!(
            "Board('{}', '{}')\n{}",
            self.game.variant(),
            self.game.fen(),
            self.game.diagram()
        )
    }
}
