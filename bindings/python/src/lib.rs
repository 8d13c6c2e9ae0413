//! `duck_variants._native`: the Rust side of the `duck_variants` Python
//! package. The pyffish-compatible functions live here, the `Board` class
//! in `board.rs`; both reach the rules through `variant.rs` and the two
//! game adapters (`chess.rs`, `xiangqi.rs`), so that library renames touch
//! those files and, for `read_pgn`, the PGN reader calls here.

mod board;
mod chess;
mod error;
mod variant;
mod xiangqi;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

use duck_variants_core::pgn::{Excerpt, PgnReader, PgnVariant};

use crate::error::{Error, Result, guard};
use crate::variant::{DynGame, PgnRecord, Session};

/// The variant names accepted, as pyffish spells them.
const VARIANTS: [&str; 3] = ["duck", "duckchess", "duckxiangqi"];

use crate::chess::Position as ChessPosition;
use crate::xiangqi::Position as XiangqiPosition;

/// Which game a variant name means.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Chess,
    Xiangqi,
}

fn kind(variant: &str) -> Result<Kind> {
    match variant {
        "duck" | "duckchess" => Ok(Kind::Chess),
        "duckxiangqi" => Ok(Kind::Xiangqi),
        _ => Err(Error::UnknownVariant(format!(
            "unknown variant {variant:?}: expected one of 'duck', 'duckchess', 'duckxiangqi'"
        ))),
    }
}

/// A game of `variant` from `fen`, or from the standard start.
pub(crate) fn session(variant: &str, fen: Option<&str>) -> Result<Box<dyn DynGame>> {
    Ok(match kind(variant)? {
        Kind::Chess => Box::new(Session::<ChessPosition>::new(fen)?),
        Kind::Xiangqi => Box::new(Session::<XiangqiPosition>::new(fen)?),
    })
}

/// A game of `variant` from `fen` after the coordinate turns `moves`.
fn replayed(variant: &str, fen: &str, moves: &[String]) -> Result<Box<dyn DynGame>> {
    let mut game = session(variant, Some(fen))?;
    for m in moves {
        game.push_coords(m)?;
    }
    Ok(game)
}

/// pyffish's `chess960` flag: no Chess960 form of these games exists.
fn no_chess960(chess960: bool) -> Result<()> {
    if chess960 {
        return Err(Error::Argument(
            "chess960=True: there is no Chess960 form of the duck variants".to_owned(),
        ));
    }
    Ok(())
}

/// A notation choice: pyffish's integer constants or a name.
#[derive(FromPyObject)]
enum NotationArg {
    Int(i64),
    Name(String),
}

/// The notation name a `notation` argument stands for (`None`: the game's
/// own, SAN or WXF).
fn notation_name(arg: Option<NotationArg>) -> Result<Option<String>> {
    Ok(match arg {
        None | Some(NotationArg::Int(0)) => None,
        // pyffish.NOTATION_SAN, NOTATION_XIANGQI_WXF.
        Some(NotationArg::Int(1)) => Some("san".to_owned()),
        Some(NotationArg::Int(7)) => Some("wxf".to_owned()),
        Some(NotationArg::Int(n)) => {
            return Err(Error::Argument(format!(
                "notation {n} is not supported: use None, \"san\", \"wxf\" or \"coords\" \
                 (or pyffish's NOTATION_DEFAULT, NOTATION_SAN, NOTATION_XIANGQI_WXF)"
            )));
        }
        Some(NotationArg::Name(name)) => Some(name),
    })
}

/// The standard starting FEN of `variant` (no duck on the board yet).
#[pyfunction]
fn start_fen(variant: &str) -> PyResult<String> {
    Ok(guard(|| Ok(session(variant, None)?.fen()))?)
}

/// The names of the supported variants.
#[pyfunction]
fn variants() -> Vec<&'static str> {
    VARIANTS.to_vec()
}

/// The legal turns after `moves` from `fen`, in coordinate form
/// (`e2e4,e4d5`; a royal capture without the comma part). Empty when the
/// game is over (royal captured, no legal turn, or a Duck Xiangqi draw).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn legal_moves<'py>(
    py: Python<'py>,
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
) -> PyResult<Bound<'py, PyList>> {
    let game = guard(|| {
        no_chess960(chess960)?;
        replayed(variant, fen, &moves)
    })?;
    move_list(py, game.as_ref())
}

/// The legal turns of a game as a Python list, each string made straight
/// from the generator's buffer (no Rust `String` per turn).
pub(crate) fn move_list<'py>(py: Python<'py>, game: &dyn DynGame) -> PyResult<Bound<'py, PyList>> {
    let list = PyList::empty(py);
    let mut failed = None;
    guard(|| {
        game.for_each_legal_move(&mut |text| {
            if failed.is_none() {
                if let Err(e) = list.append(PyString::new(py, text)) {
                    failed = Some(e);
                }
            }
        });
        Ok(())
    })?;
    match failed {
        Some(e) => Err(e),
        None => Ok(list),
    }
}

/// The FEN after playing the coordinate turns `moves` from `fen`.
/// The extra pyffish flags are accepted only with their default values.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false, sfen = false, show_promoted = false, count_started = 0))]
fn get_fen(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
    sfen: bool,
    show_promoted: bool,
    count_started: i64,
) -> PyResult<String> {
    Ok(guard(|| {
        no_chess960(chess960)?;
        if sfen || show_promoted || count_started != 0 {
            return Err(Error::Argument(
                "sfen, show_promoted and count_started are shogi/makruk options of pyffish; \
                 the duck variants have none"
                    .to_owned(),
            ));
        }
        Ok(replayed(variant, fen, &moves)?.fen())
    })?)
}

/// The SAN (Duck Chess: `e4@d5`) or WXF (Duck Xiangqi: `C2=5@e5`) of the
/// coordinate turn `move` in `fen`. `notation`: `None` (the game's own),
/// `"san"`, `"wxf"`, `"coords"`, or pyffish's NOTATION_* integers.
#[pyfunction]
#[pyo3(signature = (variant, fen, r#move, chess960 = false, notation = None))]
fn get_san(
    variant: &str,
    fen: &str,
    r#move: &str,
    chess960: bool,
    notation: Option<NotationArg>,
) -> PyResult<String> {
    Ok(guard(|| {
        no_chess960(chess960)?;
        let notation = notation_name(notation)?;
        session(variant, Some(fen))?.notation(r#move, notation.as_deref())
    })?)
}

/// The SAN/WXF of each coordinate turn of `moves`, played in order from
/// `fen` (see `get_san`).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false, notation = None))]
fn get_san_moves(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
    notation: Option<NotationArg>,
) -> PyResult<Vec<String>> {
    Ok(guard(|| {
        no_chess960(chess960)?;
        let notation = notation_name(notation)?;
        session(variant, Some(fen))?.push_all_notation(&moves, notation.as_deref())
    })?)
}

/// The result after `moves` from `fen`: `"1-0"`, `"0-1"`, `"1/2-1/2"`, or
/// `"*"` while the game goes on. Duck Xiangqi's draw rules (threefold
/// repetition, 120 turns without a capture) apply over the moves given.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn game_result(variant: &str, fen: &str, moves: Vec<String>, chess960: bool) -> PyResult<String> {
    Ok(guard(|| {
        no_chess960(chess960)?;
        Ok(replayed(variant, fen, &moves)?
            .outcome()
            .map_or("*", |o| o.result)
            .to_owned())
    })?)
}

/// The number of turn sequences of length `depth` from `fen` (whole
/// turns: piece move + duck, or a royal capture alone). Releases the GIL.
/// `threads`: worker threads (root turns are shared out). `hash_mb`: the
/// size in megabytes of the library's perft table (hashed perft; counts
/// are Python ints, beyond 2^64 where they go there).
#[pyfunction]
#[pyo3(signature = (variant, fen, depth, *, threads = 1, hash_mb = None))]
fn perft(
    py: Python<'_>,
    variant: &str,
    fen: &str,
    depth: i64,
    threads: i64,
    hash_mb: Option<i64>,
) -> PyResult<u128> {
    let (depth, threads, hash_bytes) = perft_args(depth, threads, hash_mb)?;
    let game = guard(|| session(variant, Some(fen)))?;
    Ok(py.detach(|| guard(|| Ok(game.perft(depth, threads, hash_bytes))))?)
}

/// Checks perft's numeric arguments (taken as Python ints of any sign, so
/// that a negative one is a `DuckVariantsError` rather than an
/// `OverflowError` from the conversion).
pub(crate) fn perft_args(
    depth: i64,
    threads: i64,
    hash_mb: Option<i64>,
) -> Result<(u32, usize, usize)> {
    let depth = u32::try_from(depth)
        .map_err(|_| Error::Argument(format!("depth must be 0 or more, not {depth}")))?;
    let threads = usize::try_from(threads)
        .ok()
        .filter(|&t| t >= 1)
        .ok_or_else(|| Error::Argument(format!("threads must be at least 1, not {threads}")))?;
    // The table size in megabytes (10^6 bytes), as the perft example takes
    // it; none or 0 counts without a table.
    let hash_bytes = match hash_mb {
        None => 0,
        Some(mb) => usize::try_from(mb)
            .ok()
            .and_then(|mb| mb.checked_mul(1_000_000))
            .ok_or_else(|| Error::Argument(format!("hash_mb must be 0 or more, not {mb}")))?,
    };
    Ok((depth, threads, hash_bytes))
}

/// Whether `fen` is a valid position of `variant`. Both argument orders
/// are accepted: pyffish's `validate_fen(fen, variant)` and
/// `validate_fen(variant, fen)` (a FEN has '/', a variant name has none).
/// An unknown variant raises `UnknownVariantError`.
#[pyfunction]
#[pyo3(signature = (variant, fen, chess960 = false))]
fn validate_fen(variant: &str, fen: &str, chess960: bool) -> PyResult<bool> {
    Ok(guard(|| {
        no_chess960(chess960)?;
        let (variant, fen) = if variant.contains('/') && !fen.contains('/') {
            (fen, variant)
        } else {
            (variant, fen)
        };
        match session(variant, Some(fen)) {
            Ok(_) => Ok(true),
            Err(Error::Fen(_)) => Ok(false),
            Err(other) => Err(other),
        }
    })?)
}

/// The reason a FEN is invalid (the library's message), or `None` if it
/// is valid.
#[pyfunction]
fn fen_error(variant: &str, fen: &str) -> PyResult<Option<String>> {
    Ok(guard(|| match session(variant, Some(fen)) {
        Ok(_) => Ok(None),
        Err(Error::Fen(m)) => Ok(Some(m)),
        Err(other) => Err(other),
    })?)
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

/// Reads and replays every game of a PGN text. Each game is a dict:
/// `variant`, `tags` (dict), `fen` (start), `moves` (coordinate form),
/// `san` (SAN/WXF as the library writes it), `result` (the token, or
/// None), `final_fen`. A game's variant comes from its `Variant` tag, or
/// `variant` when it has none. Raises `PgnError` naming the bad game.
#[pyfunction]
#[pyo3(signature = (text, variant = "duck"))]
fn read_pgn<'py>(py: Python<'py>, text: &str, variant: &str) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let records = guard(|| {
        let default = kind(variant)?;
        let mut records = Vec::new();
        for game in PgnReader::new(text) {
            let game = game.map_err(|e| Error::Pgn(e.to_string()))?;
            let which = match game.tag("Variant") {
                Some(v) if ChessPosition::is_variant(v) => Kind::Chess,
                Some(v) if XiangqiPosition::is_variant(v) => Kind::Xiangqi,
                Some(v) => {
                    return Err(Error::Pgn(format!(
                        "game {}: Variant tag \"{}\" is neither Duck Chess nor Duck Xiangqi",
                        game.number,
                        Excerpt(v)
                    )));
                }
                None => default,
            };
            records.push(match which {
                Kind::Chess => Session::<ChessPosition>::from_pgn(&game)?,
                Kind::Xiangqi => Session::<XiangqiPosition>::from_pgn(&game)?,
            });
        }
        Ok(records)
    })?;
    records.into_iter().map(|r| record_to_dict(py, r)).collect()
}

/// The PGN text of a game: `variant`, the coordinate turns `moves` from
/// `fen` (None: the start), extra `tags` (a dict, written in order), and
/// the `result` (None: the game's outcome, or `*`; a result that
/// contradicts the end reached on the board is an error).
#[pyfunction]
#[pyo3(signature = (variant, moves, fen = None, tags = None, result = None))]
fn write_pgn(
    variant: &str,
    moves: Vec<String>,
    fen: Option<&str>,
    tags: Option<&Bound<'_, PyDict>>,
    result: Option<&str>,
) -> PyResult<String> {
    let mut pairs = Vec::new();
    if let Some(tags) = tags {
        for (k, v) in tags.iter() {
            pairs.push((k.extract::<String>()?, v.extract::<String>()?));
        }
    }
    Ok(guard(|| {
        let mut game = session(variant, fen)?;
        for m in &moves {
            game.push_coords(m)?;
        }
        game.write_pgn(&pairs, result)
    })?)
}

/// The Rust half of `duck_variants`: Duck Chess and Duck Xiangqi rules.
#[pymodule]
#[pyo3(name = "_native")]
fn native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_function(wrap_pyfunction!(start_fen, m)?)?;
    m.add_function(wrap_pyfunction!(variants, m)?)?;
    m.add_function(wrap_pyfunction!(legal_moves, m)?)?;
    m.add_function(wrap_pyfunction!(get_fen, m)?)?;
    m.add_function(wrap_pyfunction!(get_san, m)?)?;
    m.add_function(wrap_pyfunction!(get_san_moves, m)?)?;
    m.add_function(wrap_pyfunction!(game_result, m)?)?;
    m.add_function(wrap_pyfunction!(perft, m)?)?;
    m.add_function(wrap_pyfunction!(validate_fen, m)?)?;
    m.add_function(wrap_pyfunction!(fen_error, m)?)?;
    m.add_function(wrap_pyfunction!(read_pgn, m)?)?;
    m.add_function(wrap_pyfunction!(write_pgn, m)?)?;
    m.add_class::<board::Board>()?;
    m.add_class::<board::Outcome>()?;
    m.add(
        "DuckVariantsError",
        py.get_type::<error::DuckVariantsError>(),
    )?;
    m.add(
        "UnknownVariantError",
        py.get_type::<error::UnknownVariantError>(),
    )?;
    m.add("InvalidFenError", py.get_type::<error::InvalidFenError>())?;
    m.add("InvalidMoveError", py.get_type::<error::InvalidMoveError>())?;
    m.add("IllegalMoveError", py.get_type::<error::IllegalMoveError>())?;
    m.add("PgnError", py.get_type::<error::PgnError>())?;
    Ok(())
}
