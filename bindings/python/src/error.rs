//! The bindings' own error type, independent of Python, and its mapping to
//! the Python exception classes.
//!
//! Every path of the bindings returns one of these instead of panicking, so
//! that a bad input is a `ValueError` subclass in Python and never a
//! `PanicException`.

use duck_variants::{AnyError, ErrorKind};
use pyo3::create_exception;
use pyo3::exceptions::{PyIndexError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyTuple, PyType};

create_exception!(
    duck_variants,
    DuckVariantsError,
    PyValueError,
    "Base class of every error the rules raise (a ValueError)."
);
create_exception!(
    duck_variants,
    UnknownVariantError,
    DuckVariantsError,
    "The variant name names no game of the list (see variants())."
);
create_exception!(
    duck_variants,
    InvalidFenError,
    DuckVariantsError,
    "The FEN is malformed or not a valid position of the variant."
);
create_exception!(
    duck_variants,
    InvalidMoveError,
    DuckVariantsError,
    "The move text is not well-formed notation (coordinates, SAN or WXF)."
);
create_exception!(
    duck_variants,
    IllegalMoveError,
    DuckVariantsError,
    "The move is well formed but not legal in the position (or the game is over)."
);
create_exception!(
    duck_variants,
    PgnError,
    DuckVariantsError,
    "A PGN text could not be read or replayed."
);

create_exception!(
    duck_variants,
    PerftError,
    DuckVariantsError,
    "A perft count refused (a depth past 64, a table the machine cannot hold) or stopped."
);
create_exception!(
    duck_variants,
    PerftStoppedError,
    PerftError,
    "A perft count stopped by its budget (max_nodes, max_seconds) before it finished."
);

/// `NothingToUndoError`, made at first use: a `DuckVariantsError` and,
/// as python-chess's `pop()` raises on an empty stack, an `IndexError`
/// (two bases, which `create_exception!` cannot give).
static NOTHING_TO_UNDO: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// The class `NothingToUndoError`.
pub fn nothing_to_undo(py: Python<'_>) -> PyResult<&Bound<'_, PyType>> {
    NOTHING_TO_UNDO
        .get_or_try_init(py, || {
            let bases = PyTuple::new(
                py,
                [
                    py.get_type::<DuckVariantsError>(),
                    py.get_type::<PyIndexError>(),
                ],
            )?;
            let namespace = PyDict::new(py);
            namespace.set_item("__module__", "duck_variants")?;
            namespace.set_item(
                "__doc__",
                "An undo (pop) with no move played since the start (also an IndexError).",
            )?;
            let class = py
                .get_type::<PyType>()
                .call1(("NothingToUndoError", bases, namespace))?;
            Ok(class.cast_into::<PyType>()?.unbind())
        })
        .map(|class| class.bind(py))
}

/// Why a call failed; the text is the library's message, with context.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A failure of a kind the facade names ([`ErrorKind`]): its class is
    /// the kind's.
    Kind(ErrorKind, String),
    /// Some other argument is out of range (the base class).
    Argument(String),
    /// The library panicked (a bug): caught before it reaches Python.
    Internal(String),
}

impl From<AnyError> for Error {
    /// The facade's error with its own message.
    fn from(e: AnyError) -> Error {
        Error::Kind(e.kind(), e.to_string())
    }
}

impl From<Error> for PyErr {
    /// The one table from the facade's error kinds to this package's
    /// classes.
    fn from(error: Error) -> PyErr {
        let (kind, m) = match error {
            Error::Kind(kind, m) => (kind, m),
            Error::Argument(m) => return DuckVariantsError::new_err(m),
            Error::Internal(m) => {
                return PyRuntimeError::new_err(format!(
                    "internal error in duck_variants (please report it): {m}"
                ));
            }
        };
        let error = match kind {
            ErrorKind::UnknownGame => UnknownVariantError::new_err(m),
            ErrorKind::Fen => InvalidFenError::new_err(m),
            ErrorKind::MoveSyntax => InvalidMoveError::new_err(m),
            ErrorKind::IllegalMove => IllegalMoveError::new_err(m),
            ErrorKind::Pgn => PgnError::new_err(m),
            ErrorKind::PerftRefused => PerftError::new_err(m),
            ErrorKind::PerftStopped => PerftStoppedError::new_err(m),
            ErrorKind::NothingToUndo => Python::attach(|py| match nothing_to_undo(py) {
                Ok(class) => PyErr::from_type(class.clone(), m),
                Err(error) => error,
            }),
            // Not the input's fault: the base class.
            ErrorKind::OutOfMemory => DuckVariantsError::new_err(m),
        };
        // The kind's name, as JavaScript's `error.kind` gives it (the
        // base class says None, for the package's own argument checks).
        Python::attach(|py| match error.value(py).setattr("kind", kind.name()) {
            Ok(()) => error,
            Err(failed) => failed,
        })
    }
}

/// Shorthand for the bindings' results.
pub type Result<T> = std::result::Result<T, Error>;

/// Runs `f`, turning a panic into [`Error::Internal`] and its error into
/// the Python exception: PyO3 would raise
/// `PanicException` (a `BaseException`, which servers' `except Exception`
/// does not catch), and the promise of this package is that bad input
/// never takes a server down.
pub fn guard<T>(f: impl FnOnce() -> Result<T>) -> PyResult<T> {
    // AssertUnwindSafe: after a panic the bindings' state is not reused by
    // this call; a `Board` only changes its game after a turn succeeded.
    let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    let ran = ran.unwrap_or_else(|payload| {
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panic".to_owned());
        Err(Error::Internal(message))
    });
    Ok(ran?)
}
