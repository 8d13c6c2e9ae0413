//! `svg(board, ...)`: the facade's SVG renderer with python-chess's
//! `chess.svg.board` options as the model, and the picture of
//! `Board._repr_svg_` (Jupyter).

use duck_variants::svg::{Arrow, LastTurn, SvgOptions};
use duck_variants::{AnyGame, AnyPosition, AnySquare};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::board::Board;
use crate::error::{Error, Result, guard};

/// The arrows' colour when a tuple names none (python-chess's green).
const ARROW: &str = "#15781b";

/// A square given by name (`"e4"`) or python-chess's index
/// (`file + rank * files`).
fn square(
    position: &AnyPosition,
    kind: duck_variants::GameKind,
    value: &Bound<'_, PyAny>,
) -> Result<AnySquare> {
    if let Ok(name) = value.extract::<String>() {
        return Ok(position.square(&name)?);
    }
    if let Ok(index) = value.extract::<i64>() {
        let (files, ranks) = kind.board_size();
        let (files, ranks) = (i64::from(files), i64::from(ranks));
        if index >= 0 && index < files * ranks {
            let name = format!(
                "{}{}",
                char::from(b'a' + (index % files) as u8),
                index / files + 1
            );
            return Ok(position.square(&name)?);
        }
        return Err(Error::Argument(format!(
            "square index {index} is not on the board"
        )));
    }
    Err(Error::Argument(format!(
        "a square is a name or an index, not {}",
        value
            .get_type()
            .name()
            .map(|n| n.to_string())
            .unwrap_or_default()
    )))
}

/// The options read from Python's arguments.
#[allow(clippy::too_many_arguments)]
fn options(
    game: &AnyGame,
    size: Option<u32>,
    orientation: Option<bool>,
    flipped: bool,
    coordinates: bool,
    lastmove: Option<&Bound<'_, PyAny>>,
    fill: Option<&Bound<'_, PyDict>>,
    arrows: Option<&Bound<'_, PyAny>>,
    letters: bool,
    pending: Option<&Bound<'_, PyAny>>,
) -> Result<SvgOptions> {
    let position = game.position();
    let mut o = SvgOptions::default()
        .flipped(flipped || orientation == Some(false))
        .coordinates(coordinates)
        .letters(letters);
    if let Some(size) = size {
        if size == 0 {
            return Err(Error::Argument("size must be positive".into()));
        }
        o = o.size(size);
    }
    if let Some(turn) = lastmove {
        let text = turn
            .str()
            .map_err(|e| Error::Argument(e.to_string()))?
            .to_string();
        let last = LastTurn::from_coords(&text).ok_or_else(|| {
            Error::Argument(format!("lastmove {text:?} is not a coordinate turn"))
        })?;
        for s in [Some(last.from), Some(last.to), last.blocker]
            .into_iter()
            .flatten()
        {
            position.square(&s.to_string())?;
        }
        o = o.last_turn(last);
    }
    if let Some(fill) = fill {
        for (k, v) in fill.iter() {
            let colour: String = v
                .extract()
                .map_err(|_| Error::Argument("fill's colours are strings".into()))?;
            o = o.fill(square(&position, game.kind(), &k)?, colour);
        }
    }
    if let Some(arrows) = arrows {
        let items = arrows.try_iter().map_err(|_| {
            Error::Argument("arrows is a list of (from, to[, colour]) tuples".into())
        })?;
        for item in items {
            let item = item.map_err(|e| Error::Argument(e.to_string()))?;
            let tuple = item
                .cast::<PyTuple>()
                .map_err(|_| Error::Argument("an arrow is a (from, to[, colour]) tuple".into()))?;
            if !(2..=3).contains(&tuple.len()) {
                return Err(Error::Argument(
                    "an arrow is a (from, to[, colour]) tuple".into(),
                ));
            }
            let get = |i| {
                tuple
                    .get_item(i)
                    .map_err(|e| Error::Argument(e.to_string()))
            };
            let color = if tuple.len() == 3 {
                get(2)?
                    .extract::<String>()
                    .map_err(|_| Error::Argument("an arrow's colour is a string".into()))?
            } else {
                ARROW.to_owned()
            };
            o = o.arrow(Arrow {
                from: square(&position, game.kind(), &get(0)?)?,
                to: square(&position, game.kind(), &get(1)?)?,
                color,
            });
        }
    }
    if let Some(piece) = pending {
        let text = piece
            .str()
            .map_err(|e| Error::Argument(e.to_string()))?
            .to_string();
        o = o.pending(game.piece_move(&text)?);
    }
    Ok(o)
}

/// The board as an SVG picture (a `str`), as python-chess's
/// `chess.svg.board`: `size` in pixels; `orientation=False` (black's side
/// at the bottom) or `flipped=True`; `coordinates`; `lastmove` (a `Move`
/// or coordinate text, `"e2e4,e4d5"`); `fill` (square -> colour);
/// `arrows` ((from, to) or (from, to, colour) tuples); `letters` (FEN
/// letters instead of xiangqi characters); `pending` (a piece move drawn
/// made while its blocker is still to place, `"e2e4"`). Squares are names
/// or python-chess's indices.
#[pyfunction]
#[pyo3(signature = (board, *, size = None, orientation = None, flipped = false, coordinates = true, lastmove = None, fill = None, arrows = None, letters = false, pending = None))]
#[allow(clippy::too_many_arguments)]
pub fn svg(
    board: PyRef<'_, Board>,
    size: Option<u32>,
    orientation: Option<bool>,
    flipped: bool,
    coordinates: bool,
    lastmove: Option<&Bound<'_, PyAny>>,
    fill: Option<&Bound<'_, PyDict>>,
    arrows: Option<&Bound<'_, PyAny>>,
    letters: bool,
    pending: Option<&Bound<'_, PyAny>>,
) -> PyResult<String> {
    let game = board.session();
    guard(|| {
        let o = options(
            game,
            size,
            orientation,
            flipped,
            coordinates,
            lastmove,
            fill,
            arrows,
            letters,
            pending,
        )?;
        Ok(game.svg(&o))
    })
}

/// `Board._repr_svg_`: the board with its last turn highlighted.
pub fn repr_svg(game: &AnyGame) -> String {
    let mut o = SvgOptions::default();
    if let Some(turn) = game.last_turn() {
        o = o.last_turn(turn);
    }
    game.svg(&o)
}
