//! Rust errors as the package's JavaScript error classes (`js/errors.js`),
//! each carrying the error's own `Display` text.

use duck_variants::AnyError;
use duck_variants::core::IllegalTurn;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/js/errors.js")]
extern "C" {
    /// A new error of the class named `kind` (`FenError`, `MoveError`...).
    #[wasm_bindgen(js_name = makeError)]
    fn make_error(kind: &str, message: &str) -> JsValue;
}

/// The error class of each kind of failure.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Kind {
    /// A FEN that is no position.
    Fen,
    /// Move text, a packed turn or a square that is not legal.
    Move,
    /// PGN that does not read or replay.
    Pgn,
    /// A name that is no game's.
    UnknownGame,
    /// A perft count refused or stopped.
    Perft,
    /// Anything else (the base class).
    Other,
}

impl Kind {
    fn class(self) -> &'static str {
        match self {
            Kind::Fen => "FenError",
            Kind::Move => "MoveError",
            Kind::Pgn => "PgnError",
            Kind::UnknownGame => "UnknownGameError",
            Kind::Perft => "PerftError",
            Kind::Other => "DuckVariantsError",
        }
    }
}

/// A JavaScript error of class `kind` with the message `message`.
pub(crate) fn js_error(kind: Kind, message: impl core::fmt::Display) -> JsValue {
    make_error(kind.class(), &message.to_string())
}

/// The class of a facade error.
fn kind_of(error: &AnyError) -> Kind {
    match error {
        AnyError::Detect(_) | AnyError::Fen(_) | AnyError::WrongGame { .. } => Kind::Fen,
        AnyError::UnknownGame(_) => Kind::UnknownGame,
        // Not the turn's fault: the base class, as Python raises it.
        AnyError::Illegal(IllegalTurn::OutOfMemory) => Kind::Other,
        AnyError::Coords(_)
        | AnyError::Notation(_)
        | AnyError::Move(_)
        | AnyError::Illegal(_)
        | AnyError::Square { .. } => Kind::Move,
        AnyError::Pgn(_) | AnyError::NoPgnGame | AnyError::PgnGame { .. } | AnyError::Replay(_) => {
            Kind::Pgn
        }
        // A turn of a sequence: the class of why it was refused.
        AnyError::Sequence { error, .. } => kind_of(error),
        _ => Kind::Other,
    }
}

/// A facade error as its JavaScript class.
pub(crate) fn any_error(error: AnyError) -> JsValue {
    js_error(kind_of(&error), &error)
}
