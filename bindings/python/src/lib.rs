//! `duck_variants._native`: the Rust side of the `duck_variants` Python
//! package. The pyffish-compatible functions live here, the `Board` class
//! in `board.rs`, `read_pgn`'s iterator in `pgn.rs`; all reach the rules
//! through the facade `duck_variants` (its game list: `GameKind`,
//! `AnyPosition`, `AnyGame`), wrapped once in `game.rs`, so that no file
//! here names a game: adding a game to the facade's list adds it here.

mod args;
mod board;
mod engine;
mod error;
mod game;
mod interrupt;
mod pgn;
mod queries;
mod svg;
mod units;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use duck_variants::any::perft_request;
use duck_variants::core::perft::PerftOptions;
use duck_variants::{AnyPosition, ErrorKind, GameKind};

use crate::args::{Int, Text, kind as k};
use crate::error::{Error, Result, guard};
use crate::game::Session;

/// A variant name argument.
pub(crate) type VariantArg = Text<{ k::VARIANT }>;
/// A FEN argument.
pub(crate) type FenArg = Text<{ k::FEN }>;
/// A move text argument.
type MoveArg = Text<{ k::MOVE }>;

/// A game of `variant` (any name the facade's game list reads) from
/// `fen` (None: the standard start) after the coordinate turns `moves`.
pub(crate) fn replayed(variant: &str, fen: Option<&str>, moves: &[MoveArg]) -> Result<Session> {
    let mut game = Session::new(AnyPosition::of_game(Some(variant), fen)?, None)?;
    for m in moves {
        game.push_coords(m)?;
    }
    Ok(game)
}

/// A pyffish call: refuses `chess960` (no Chess960 form of these games
/// exists), replays `moves` from `fen` (pyffish's `"startpos"`: the
/// start) and answers `f` of the game.
fn pyffish<T>(
    (variant, fen, moves): (&str, &str, &[MoveArg]),
    chess960: bool,
    f: impl FnOnce(Session) -> Result<T>,
) -> PyResult<T> {
    guard(|| {
        unused(chess960, NO_CHESS960)?;
        f(replayed(
            variant,
            (fen != "startpos").then_some(fen),
            moves,
        )?)
    })
}

/// Why pyffish's `chess960=True` is refused.
const NO_CHESS960: &str = "chess960=True: there is no Chess960 form of these games";

/// An option of pyffish's that these games have none of, refused unless
/// it has its default value.
fn unused(set: bool, why: &str) -> Result<()> {
    match set {
        true => Err(Error::Argument(why.to_owned())),
        false => Ok(()),
    }
}

/// A notation choice: pyffish's integer constants or a name.
#[derive(FromPyObject)]
enum NotationArg {
    Int(Int),
    Name(Text<{ k::OTHER }>),
}

/// The notation name a `notation` argument stands for (`None`: the game's
/// own, SAN or WXF).
fn notation_name(arg: Option<NotationArg>) -> Result<Option<String>> {
    Ok(match arg {
        None => None,
        Some(NotationArg::Int(n)) => match n.value {
            Some(0) => None,
            // pyffish.NOTATION_SAN, NOTATION_XIANGQI_WXF.
            Some(1) => Some("san".to_owned()),
            Some(7) => Some("wxf".to_owned()),
            _ => {
                return Err(Error::Argument(format!(
                    "notation {} is not supported: use None, \"san\", \"wxf\" or \"coords\" \
                     (or pyffish's NOTATION_DEFAULT, NOTATION_SAN, NOTATION_XIANGQI_WXF)",
                    n.text
                )));
            }
        },
        Some(NotationArg::Name(name)) => Some(name.0),
    })
}

/// A turn's notation as pyffish writes it: the duck part after a comma
/// (`e4,d5`) where the package writes `@` (`e4@d5`).
fn pyffish_notation(text: String) -> String {
    text.replace('@', ",")
}

/// The standard starting FEN of `variant` (no blocker on the board yet).
#[pyfunction]
fn start_fen(variant: VariantArg) -> PyResult<String> {
    guard(|| Ok(AnyPosition::start(game::kind(&variant)?).fen()))
}

/// Every game's canonical name (`Board.variant`), in the list's order: the
/// same list as the npm package's `variants()`. Any other name of a game
/// (pyffish's `duck`, `Duck Chess`) is read too.
#[pyfunction]
fn variants() -> Vec<String> {
    GameKind::ALL.iter().map(|k| k.id().to_owned()).collect()
}

/// The legal turns after `moves` from `fen`, in coordinate form
/// (`e2e4,e4d5`; a royal capture without the comma part). Empty when the
/// game is over (royal captured, no legal turn, or a draw by the game's
/// own draw rules).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn legal_moves<'py>(
    py: Python<'py>,
    variant: VariantArg,
    fen: FenArg,
    moves: Vec<MoveArg>,
    chess960: bool,
) -> PyResult<Bound<'py, PyList>> {
    let game = pyffish((&variant, &fen, &moves), chess960, Ok)?;
    move_list(py, &game)
}

/// The legal turns of a game as a Python list, each string made straight
/// from the generator's buffer (no Rust `String` per turn).
pub(crate) fn move_list<'py>(py: Python<'py>, game: &Session) -> PyResult<Bound<'py, PyList>> {
    let list = PyList::empty(py);
    let mut failed = None;
    guard(|| {
        game.for_each_turn_text(|text| {
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
#[pyo3(signature = (variant, fen, moves, chess960 = false, sfen = false, show_promoted = false, count_started = None))]
fn get_fen(
    variant: VariantArg,
    fen: FenArg,
    moves: Vec<MoveArg>,
    chess960: bool,
    sfen: bool,
    show_promoted: bool,
    count_started: Option<Int>,
) -> PyResult<String> {
    let counted = count_started.is_some_and(|c| c.value != Some(0));
    pyffish((&variant, &fen, &moves), chess960, |game| {
        unused(
            sfen || show_promoted || counted,
            "sfen, show_promoted and count_started are shogi/makruk options of pyffish; \
             these games have none",
        )?;
        Ok(game.fen())
    })
}

/// The game's own notation (SAN `e4,d5`, WXF `C2=5,e5`) of the
/// coordinate turn `move` in `fen`, with the blocker part after a comma
/// as pyffish writes it. `notation`: `None` (the game's own), `"san"`,
/// `"wxf"`, `"coords"`, or pyffish's NOTATION_* integers.
#[pyfunction]
#[pyo3(signature = (variant, fen, r#move, chess960 = false, notation = None))]
fn get_san(
    variant: VariantArg,
    fen: FenArg,
    r#move: MoveArg,
    chess960: bool,
    notation: Option<NotationArg>,
) -> PyResult<String> {
    pyffish((&variant, &fen, &[]), chess960, |game| {
        let notation = notation_name(notation)?;
        game.notation(&r#move, notation.as_deref())
            .map(pyffish_notation)
    })
}

/// The SAN/WXF of each coordinate turn of `moves`, played in order from
/// `fen` (see `get_san`).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false, notation = None))]
fn get_san_moves(
    variant: VariantArg,
    fen: FenArg,
    moves: Vec<MoveArg>,
    chess960: bool,
    notation: Option<NotationArg>,
) -> PyResult<Vec<String>> {
    pyffish((&variant, &fen, &[]), chess960, |mut game| {
        let notation = notation_name(notation)?;
        let written = game.push_all_notation(&moves, notation.as_deref())?;
        Ok(written.into_iter().map(pyffish_notation).collect())
    })
}

/// pyffish's score of the game after `moves` from `fen`, from the side to
/// move's view: 32000 (`VALUE_MATE`) when it has won, -32000 when it has
/// lost, 0 for a draw. As in pyffish, meant for a game that is over; on a
/// game that goes on it is the score the side to move would get if it
/// had no legal turn. The game's own draw rules apply over the moves.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn game_result(
    variant: VariantArg,
    fen: FenArg,
    moves: Vec<MoveArg>,
    chess960: bool,
) -> PyResult<i32> {
    pyffish((&variant, &fen, &moves), chess960, |game| Ok(game.score()))
}

/// Whether the game after `moves` has ended by its rules while the side
/// to move still had turns or lost its royal piece (a royal capture, a
/// draw by the game's own draw rules), and its score as `game_result` gives it: pyffish's
/// `(bool, int)`. A side without legal turns is not an immediate end (as
/// in pyffish: call `game_result`); the score is 0 when there is no end.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn is_immediate_game_end(
    variant: VariantArg,
    fen: FenArg,
    moves: Vec<MoveArg>,
    chess960: bool,
) -> PyResult<(bool, i32)> {
    pyffish((&variant, &fen, &moves), chess960, |game| {
        Ok(match game.outcome_report() {
            Some(o) if o.immediate => (true, game.score()),
            _ => (false, 0),
        })
    })
}

/// Whether a player may claim a draw after `moves` by a rule the game
/// does not apply by itself: the game's standard draw rules where they
/// are opt-in (threefold repetition, blocker included, or fifty moves
/// without a capture or pawn move); pyffish's `(bool, int)`, the score 0
/// (a draw). Draws that are part of a game's rules are immediate, so
/// never optional.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false, count_started = None))]
fn is_optional_game_end(
    variant: VariantArg,
    fen: FenArg,
    moves: Vec<MoveArg>,
    chess960: bool,
    count_started: Option<Int>,
) -> PyResult<(bool, i32)> {
    let counted = count_started.is_some_and(|c| c.value != Some(0));
    pyffish((&variant, &fen, &moves), chess960, |game| {
        let why = "count_started is a makruk option of pyffish; these games have none";
        unused(counted, why)?;
        Ok((game.claimable_draw().is_some(), 0))
    })
}

/// The number of turn sequences of length `depth` from `fen` (whole
/// turns: piece move + duck, or a royal capture alone). Releases the GIL.
/// `threads`: worker threads (root turns are shared out). `hash_mb`: the
/// size in megabytes of the library's perft table (hashed perft; counts
/// are Python ints, beyond 2^64 where they go there).
#[pyfunction]
#[pyo3(signature = (variant, fen, depth, *, threads = None, hash_mb = None, max_nodes = None, max_seconds = None))]
#[allow(clippy::too_many_arguments)]
fn perft(
    py: Python<'_>,
    variant: VariantArg,
    fen: FenArg,
    depth: Int,
    threads: Option<Int>,
    hash_mb: Option<Int>,
    max_nodes: Option<Int>,
    max_seconds: Option<f64>,
) -> PyResult<u128> {
    let request = PerftRequest::new(
        &depth,
        threads.as_ref(),
        hash_mb.as_ref(),
        max_nodes.as_ref(),
        max_seconds,
    )?;
    let game = guard(|| replayed(&variant, Some(&fen), &[]))?;
    request.run(py, &game)
}

/// perft's arguments, checked once for `duck_variants.perft` and
/// `Board.perft`: the facade's request (`perft_request`) in its units.
pub(crate) struct PerftRequest {
    /// The options but the cancel flag and a check, which are made where
    /// the count runs (a check need not be `Send`).
    options: (u32, usize, usize, Option<u128>, Option<Duration>),
    /// The table's seed (`PerftOptions::seed`).
    seed: Option<u64>,
}

impl PerftRequest {
    /// Reads the numbers (Python ints of any size, so that one out of
    /// range is a `DuckVariantsError` rather than an `OverflowError` from
    /// the conversion; 1 to 65535 threads), and leaves the rest to the
    /// facade, which refuses what every layer refuses: a negative time, a
    /// table past the machine, a depth past 64.
    pub(crate) fn new(
        depth: &Int,
        threads: Option<&Int>,
        hash_mb: Option<&Int>,
        max_nodes: Option<&Int>,
        max_seconds: Option<f64>,
    ) -> Result<PerftRequest> {
        let depth = depth.within("depth", 0, i64::from(u32::MAX))? as u32;
        let threads = threads.map_or(Ok(1), |t| t.within("threads", 1, i64::from(u16::MAX)))?;
        let hash_mb = hash_mb.map_or(Ok(0), |mb| mb.within("hash_mb", 0, i64::MAX))?;
        let max_nodes = max_nodes.map(|n| n.within("max_nodes", 0, i64::MAX));
        let max_nodes = max_nodes.transpose()?.map(|n| n as u128);
        let o = perft_request(
            depth,
            threads as usize,
            hash_mb as u64,
            max_nodes,
            max_seconds,
        )
        .map_err(|e| Error::Kind(ErrorKind::of_perft(&e), e.to_string()))?;
        Ok(PerftRequest {
            options: (o.depth, o.threads, o.hash_bytes, o.max_nodes, o.max_time),
            seed: None,
        })
    }

    /// The request with its table's positions hashed under keys drawn
    /// from `seed` (0 to 2^63-1).
    pub(crate) fn seeded(self, seed: Option<&Int>) -> Result<PerftRequest> {
        let seed = seed.map(|s| s.within("seed", 0, i64::MAX)).transpose()?;
        let seed = seed.map(|s| s as u64);
        Ok(PerftRequest { seed, ..self })
    }

    /// Counts from `game`'s position on a worker thread with the GIL
    /// released, while this thread looks for signals every 20 ms: a
    /// KeyboardInterrupt (SIGINT) sets the count's cancel flag, and the
    /// count stops within milliseconds.
    pub(crate) fn run(self, py: Python<'_>, game: &Session) -> PyResult<u128> {
        self.run_with(py, |options| game.perft(options))
    }

    /// Runs `count` with the request's options (and a cancel flag that a
    /// KeyboardInterrupt sets) as [`PerftRequest::run`] runs a count.
    pub(crate) fn run_with<T: Send>(
        self,
        py: Python<'_>,
        count: impl Fn(PerftOptions<'_>) -> Result<T> + Sync,
    ) -> PyResult<T> {
        let cancel = AtomicBool::new(false);
        let (depth, threads, hash_bytes, max_nodes, max_time) = self.options;
        let seed = self.seed;
        let count = || {
            count(PerftOptions {
                threads,
                hash_bytes,
                seed,
                max_nodes,
                max_time,
                cancel: Some(&cancel),
                ..PerftOptions::new(depth)
            })
        };
        interrupt::interruptible(py, &cancel, "perft", count)
    }
}

/// Whether `fen` is a valid position of `variant`. Both argument orders
/// are accepted: pyffish's `validate_fen(fen, variant)` and
/// `validate_fen(variant, fen)` (a FEN has '/', a variant name has none).
/// True equals pyffish's `FEN_OK` (1), so `validate_fen(...) == FEN_OK`
/// reads as with pyffish. An unknown variant raises `UnknownVariantError`.
#[pyfunction]
#[pyo3(signature = (variant, fen, chess960 = false))]
fn validate_fen(variant: FenArg, fen: FenArg, chess960: bool) -> PyResult<bool> {
    guard(|| {
        unused(chess960, NO_CHESS960)?;
        let (variant, fen) = if variant.contains('/') && !fen.contains('/') {
            (&*fen, &*variant)
        } else {
            (&*variant, &*fen)
        };
        match replayed(variant, Some(fen), &[]) {
            Ok(_) => Ok(true),
            Err(Error::Kind(ErrorKind::Fen, _)) => Ok(false),
            Err(other) => Err(other),
        }
    })
}

/// The reason a FEN is invalid (the library's message), or `None` if it
/// is valid.
#[pyfunction]
fn fen_error(variant: VariantArg, fen: FenArg) -> PyResult<Option<String>> {
    guard(|| match replayed(&variant, Some(&fen), &[]) {
        Ok(_) => Ok(None),
        Err(Error::Kind(ErrorKind::Fen, m)) => Ok(Some(m)),
        Err(other) => Err(other),
    })
}

/// The games of a text, replayed one at a time as the iteration asks
/// for them (memory bounded by the largest game, whatever the number of
/// games), in any format real duck games are stored in: ours, chess.com's
/// PGN4, Fairy-Stockfish's and pychess's comma form, dPGN, duckops,
/// mistboard's (each game's format told from its text, or `format`).
/// Each game is a `PgnGame`: `headers` (dict), `board()`,
/// `mainline_moves()` as in python-chess, and `variant`, `fen` (start),
/// `moves` (coordinate form), `san` (SAN/WXF as the library writes it),
/// `result` (as stated, or None), `final_fen`, `format`, `clocks`,
/// `evals`, `write(format)`; the old dict keys (`game["moves"]`, `tags`)
/// still read. A game's variant comes from its tags or its turns; with
/// `variant` (and no `format`), the text is read as our PGN and the
/// games without a `Variant` tag are of `variant`. A bad game raises
/// `PgnError` naming it; iterating on reads the games after it.
#[pyfunction]
#[pyo3(signature = (text, variant = None, *, format = None))]
fn read_pgn(
    text: Text<{ k::PGN }>,
    variant: Option<VariantArg>,
    format: Option<Text<{ k::PGN }>>,
) -> PyResult<pgn::PgnGames> {
    guard(|| {
        let default = variant.map(|v| game::kind(&v)).transpose()?;
        let format = format.map(|f| duck_variants::formats::Format::named(&f));
        Ok(pgn::PgnGames::new(text.0, default, format.transpose()?))
    })
}

/// The PGN text of a game: `variant`, the coordinate turns `moves` from
/// `fen` (None: the start), extra `tags` (a dict, written in order), and
/// the `result` (None: the game's outcome, or `*`; a result that
/// contradicts the end reached on the board is an error), in `format`
/// (`"pgn"`, ours, by default; `"pgn4"`, `"fairy"`, `"dpgn"`,
/// `"duckops"`, `"mistboard"`).
#[pyfunction]
#[pyo3(signature = (variant, moves, fen = None, tags = None, result = None, *, format = None))]
fn write_pgn(
    variant: VariantArg,
    moves: Vec<MoveArg>,
    fen: Option<FenArg>,
    tags: Option<&Bound<'_, PyDict>>,
    result: Option<Text<{ k::PGN }>>,
    format: Option<Text<{ k::PGN }>>,
) -> PyResult<String> {
    let mut pairs = Vec::new();
    if let Some(tags) = tags {
        for (key, value) in tags.iter() {
            let key: Text<{ k::PGN }> = key.extract()?;
            let value: Text<{ k::PGN }> = value.extract()?;
            pairs.push((key.0, value.0));
        }
    }
    guard(|| {
        let format = format.map(|f| duck_variants::formats::Format::named(&f));
        let format = format.transpose()?;
        replayed(&variant, fen.as_deref(), &moves)?.write_pgn(&pairs, result.as_deref(), format)
    })
}

/// The Rust half of `duck_variants`: the rules of every game of the
/// facade's list.
#[pymodule]
#[pyo3(name = "_native")]
fn native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(start_fen, m)?)?;
    m.add_function(wrap_pyfunction!(variants, m)?)?;
    m.add_function(wrap_pyfunction!(legal_moves, m)?)?;
    m.add_function(wrap_pyfunction!(get_fen, m)?)?;
    m.add_function(wrap_pyfunction!(get_san, m)?)?;
    m.add_function(wrap_pyfunction!(get_san_moves, m)?)?;
    m.add_function(wrap_pyfunction!(game_result, m)?)?;
    m.add_function(wrap_pyfunction!(is_immediate_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(is_optional_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(perft, m)?)?;
    m.add_function(wrap_pyfunction!(units::perft_units, m)?)?;
    m.add_function(wrap_pyfunction!(units::perft_unit, m)?)?;
    m.add_function(wrap_pyfunction!(units::perft_merge, m)?)?;
    m.add_function(wrap_pyfunction!(validate_fen, m)?)?;
    m.add_function(wrap_pyfunction!(fen_error, m)?)?;
    m.add_function(wrap_pyfunction!(read_pgn, m)?)?;
    m.add_function(wrap_pyfunction!(write_pgn, m)?)?;
    m.add_function(wrap_pyfunction!(svg::svg, m)?)?;
    m.add_class::<board::Board>()?;
    m.add_class::<engine::SearchResult>()?;
    m.add_class::<board::Outcome>()?;
    m.add_class::<board::Move>()?;
    m.add_class::<board::LegalMoves>()?;
    m.add_class::<pgn::PgnGames>()?;
    m.add_class::<pgn::PgnGame>()?;
    use error::*;
    let classes = [
        ("DuckVariantsError", py.get_type::<DuckVariantsError>()),
        ("UnknownVariantError", py.get_type::<UnknownVariantError>()),
        ("InvalidFenError", py.get_type::<InvalidFenError>()),
        ("InvalidMoveError", py.get_type::<InvalidMoveError>()),
        ("IllegalMoveError", py.get_type::<IllegalMoveError>()),
        ("PgnError", py.get_type::<PgnError>()),
        ("PerftError", py.get_type::<PerftError>()),
        ("NothingToUndoError", nothing_to_undo(py)?.clone()),
        ("PerftStoppedError", py.get_type::<PerftStoppedError>()),
    ];
    for (name, class) in classes {
        m.add(name, class)?;
    }
    // An error of a kind the facade names carries its name (`kind`, set
    // where it is raised); the package's own argument checks say None.
    py.get_type::<DuckVariantsError>()
        .setattr("kind", py.None())?;
    Ok(())
}
