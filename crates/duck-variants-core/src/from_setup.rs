//! [`FromSetup`], the one trait through which every variant reads and
//! writes positions (start, validation, FEN), with what it names: the
//! unvalidated setup of a variant ([`SetupOf`]) and why a FEN did not
//! become a position ([`ParseFenError`]). A module of its own, apart from
//! [`Setup`]: the trait builds on [`Rules`] and [`Variant`], and those
//! modules use [`Setup`] (a variant's `PositionState` is made from one);
//! in one module with it they made an import circle.

use alloc::string::{String, ToString};

use crate::board::CountError;
use crate::fen::FenError;
use crate::rules::Rules;
use crate::setup::{ExtraFields, Setup, SetupOptions};
use crate::variant::Variant;

/// Why a FEN could not become a position of a variant whose setup errors
/// are `E`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseFenError<E> {
    /// The text is not a well-formed FEN.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// The FEN is well formed but not a valid position.
    #[error(transparent)]
    Position(E),
}

/// The unvalidated setup of a variant's positions.
pub type SetupOf<P> =
    Setup<<P as Variant>::Geometry, <P as Variant>::Role, <P as FromSetup>::Fields>;

/// Reading and writing positions: the standard start, validation of a
/// [`Setup`], FEN. A variant implements the three required items; the
/// rest is provided, the same for every variant. (Its position's
/// `Display`/`FromStr`/`Default` forward here through
/// [`position_impls!`](crate::position_impls).)
pub trait FromSetup: Rules {
    /// The FEN of the standard start (no duck yet).
    const START_FEN: &'static str;
    /// The game's own FEN fields (`()` for none; Duck Chess: castling
    /// rights and an en-passant square).
    type Fields: ExtraFields<Self::Geometry>;
    /// Why a setup is not a valid position of this variant.
    type PositionError: core::error::Error + From<CountError> + Clone + PartialEq + Send + Sync;

    /// Validates a setup under `options`.
    ///
    /// # Errors
    ///
    /// A [`FromSetup::PositionError`] naming the first rule of the variant
    /// the setup breaks (the counts of [`Setup::check_counts_for`] among
    /// them, converted from [`CountError`]).
    fn from_setup_with(
        setup: SetupOf<Self>,
        options: SetupOptions,
    ) -> Result<Self, Self::PositionError>;

    /// The position as a setup. A variant may normalise on validation (Duck
    /// Chess drops an en-passant square that no capture can use), so
    /// `to_setup(from_setup(s))` equals `s` only up to that.
    fn to_setup(&self) -> SetupOf<Self>;

    /// Validates a setup with every rule checked.
    ///
    /// # Errors
    ///
    /// Those of [`FromSetup::from_setup_with`] under
    /// [`SetupOptions::STRICT`].
    fn from_setup(setup: SetupOf<Self>) -> Result<Self, Self::PositionError> {
        Self::from_setup_with(setup, SetupOptions::STRICT)
    }

    /// The standard starting position (no duck yet).
    fn start() -> Self {
        // The constant is valid for every shipped variant, and the tests of
        // each parse it; a failure here is a bug in the variant.
        Self::from_fen(Self::START_FEN)
            .unwrap_or_else(|_| unreachable!("the start FEN is a valid position"))
    }

    /// Parses and validates a FEN.
    ///
    /// # Errors
    ///
    /// Those of [`FromSetup::from_fen_with`] under [`SetupOptions::STRICT`].
    fn from_fen(text: &str) -> Result<Self, ParseFenError<Self::PositionError>> {
        Self::from_fen_with(text, SetupOptions::STRICT)
    }

    /// Parses a FEN and validates it under `options`.
    ///
    /// # Errors
    ///
    /// [`ParseFenError::Fen`] for text that is not a well-formed FEN (see
    /// [`Setup::from_fen`]), and [`ParseFenError::Position`] for a setup
    /// [`FromSetup::from_setup_with`] rejects.
    fn from_fen_with(
        text: &str,
        options: SetupOptions,
    ) -> Result<Self, ParseFenError<Self::PositionError>> {
        let setup = Setup::from_fen(text)?;
        Self::from_setup_with(setup, options).map_err(ParseFenError::Position)
    }

    /// The FEN, with `*` for the duck.
    fn fen(&self) -> String {
        self.to_setup().to_string()
    }
}
