//! Rust errors as the package's JavaScript error classes (`js/errors.js`),
//! each carrying the error's own `Display` text.

use duck_variants::{AnyError, ErrorKind};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/js/errors.js")]
extern "C" {
    /// A new error of the class named `class` (`FenError`, `MoveError`...)
    /// whose `kind` is `kind` (the facade's `ErrorKind::name`; `""` for
    /// none, an `ArgumentError`'s).
    #[wasm_bindgen(js_name = makeError)]
    fn make_error(class: &str, kind: &str, message: &str) -> JsValue;
}

/// The JavaScript class of each kind of failure: the one table from the
/// facade's error kinds to this package's classes (`js/errors.js`).
fn class(kind: ErrorKind) -> &'static str {
    match kind {
        ErrorKind::UnknownGame => "UnknownGameError",
        ErrorKind::Fen => "FenError",
        ErrorKind::MoveSyntax | ErrorKind::IllegalMove => "MoveError",
        ErrorKind::Pgn => "PgnError",
        ErrorKind::PerftRefused | ErrorKind::PerftStopped => "PerftError",
        ErrorKind::NothingToUndo => "UndoError",
        // Not the input's fault: the base class.
        ErrorKind::OutOfMemory => "DuckVariantsError",
    }
}

/// A JavaScript error of `kind`'s class with the message `message`, its
/// `kind` property the kind's name (`illegal-move`...).
pub(crate) fn js_error(kind: ErrorKind, message: &dyn core::fmt::Display) -> JsValue {
    make_error(class(kind), kind.name(), &message.to_string())
}

/// An `ArgumentError` (no kind: an argument out of its range, as Python's
/// base class) with the library's message.
#[cfg(feature = "engine")]
pub(crate) fn argument_error(message: &dyn core::fmt::Display) -> JsValue {
    make_error("ArgumentError", "", &message.to_string())
}

/// A facade error as its JavaScript class.
pub(crate) fn any_error(error: AnyError) -> JsValue {
    js_error(error.kind(), &error)
}
