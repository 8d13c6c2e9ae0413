//! The serde checks (feature `serde`): a value's text form and round trip
//! in any serde format, the positions of a perft suite, and JSON game
//! records from arbitrary bytes. A test file makes its JSON format with
//! [`json_test_support!`](crate::json_test_support).

use alloc::format;
use alloc::string::{String, ToString};
use core::fmt::Display;
use core::str::FromStr;

use duck_variants_core::{Color, FromSetup, Game, Role, Rules, SetupOf};

use crate::invariants::{check_game, check_same_game};
use crate::suite::parse_perft_suite;

/// A serde data format, for the serde checks below; the tests, which
/// depend on `serde_json`, implement it for JSON with [`json_test_support!`](crate::json_test_support).
pub trait SerdeFormat {
    /// The value in this format.
    ///
    /// # Errors
    ///
    /// The format's error, as text.
    fn write<T: serde::Serialize>(value: &T) -> Result<String, String>;
    /// A value read from this format.
    ///
    /// # Errors
    ///
    /// The format's error, as text, for text that is no `T` in this format.
    fn read<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String>;
}

/// Every role is written as its lowercase FEN letter (`letters`, in the
/// order of [`Role::ALL`]) and every piece as its letter in its side's case
/// (uppercase for White), exactly as the format writes that letter as a
/// string; each reads back to itself.
///
/// # Errors
///
/// A message when `letters` does not hold one letter per role, or for the first
/// role or piece written otherwise or not read back to itself (or an error of
/// the format).
pub fn check_serde_role_letters<F, Ro>(letters: &[&str]) -> Result<(), String>
where
    F: SerdeFormat,
    Ro: Role + serde::Serialize + serde::de::DeserializeOwned,
{
    if letters.len() != Ro::ALL.len() {
        return Err(format!(
            "{} letters for {} roles",
            letters.len(),
            Ro::ALL.len()
        ));
    }
    for (&role, &letter) in Ro::ALL.iter().zip(letters) {
        same_text_form::<F, _>(&role, letter)?;
        for color in Color::ALL {
            let piece = duck_variants_core::Piece { color, role };
            let letter = match color {
                Color::White => letter.to_uppercase(),
                Color::Black => String::from(letter),
            };
            same_text_form::<F, _>(&piece, &letter)?;
        }
    }
    Ok(())
}

/// `value` is written as `text` is (as a string) and reads back equal.
fn same_text_form<F, T>(value: &T, text: &str) -> Result<(), String>
where
    F: SerdeFormat,
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + core::fmt::Debug,
{
    let written = F::write(value)?;
    let expected = F::write(&text)?;
    if written != expected {
        return Err(format!(
            "{value:?} is written {written}, expected {expected}"
        ));
    }
    match F::read::<T>(&written) {
        Ok(back) if back == *value => Ok(()),
        Ok(back) => Err(format!("{written} reads back as {back:?}, was {value:?}")),
        Err(e) => Err(format!("{written} does not read back: {e}")),
    }
}

/// Every position of a perft suite is written as its FEN (exactly as the
/// format writes the FEN as a string) and reads back equal, with the same
/// FEN and hash; its setup reads back equal too. Returns the number of
/// positions.
///
/// # Errors
///
/// A message for a suite that does not parse, a FEN that is not a position, or
/// the first position or setup written otherwise or not read back equal (or an
/// error of the format).
pub fn check_serde_suite_positions<F, R>(suite: &str) -> Result<usize, String>
where
    F: SerdeFormat,
    R: FromSetup + Display + serde::Serialize + serde::de::DeserializeOwned,
    SetupOf<R>: serde::Serialize + serde::de::DeserializeOwned,
{
    let cases = parse_perft_suite(suite).map_err(|e| format!("perft suite: {e}"))?;
    for case in &cases {
        let id = &case.id;
        let position =
            R::from_fen(&case.fen).map_err(|_| format!("{id}: {} does not parse", case.fen))?;
        let written = F::write(&position)?;
        let fen = position.to_string();
        if written != F::write(&fen)? {
            return Err(format!("{id}: written as {written}, not as its FEN {fen}"));
        }
        let back: R = F::read(&written).map_err(|e| format!("{id}: {written}: {e}"))?;
        if back != position || back.to_string() != fen || back.zobrist() != position.zobrist() {
            return Err(format!("{id}: {written} reads back as {back:?}"));
        }
        let setup = position.to_setup();
        let written = F::write(&setup)?;
        match F::read::<SetupOf<R>>(&written) {
            Ok(again) if again == setup => {}
            other => return Err(format!("{id}: setup {written} reads back as {other:?}")),
        }
    }
    Ok(cases.len())
}

/// Writes the JSON side of a serde test file, where `serde_json` is a
/// dependency (the core has no format of its own): a `Json` type, the
/// [`SerdeFormat`](crate::SerdeFormat) the generic serde checks
/// take, and the helpers `to_json(&value) -> String` and
/// `from_json::<T>(json) -> T` (both panic on an error, naming the JSON)
/// and `rejects::<T>(json, needle)` (reading `json` as `T` fails, and the
/// message contains `needle`).
#[macro_export]
macro_rules! json_test_support {
    () => {
        /// JSON through `serde_json`.
        struct Json;

        impl $crate::SerdeFormat for Json {
            fn write<T: $crate::__core::serde_support::__serde::Serialize>(
                value: &T,
            ) -> ::core::result::Result<String, String> {
                ::serde_json::to_string(value).map_err(|e| e.to_string())
            }

            fn read<T: $crate::__core::serde_support::__serde::de::DeserializeOwned>(
                text: &str,
            ) -> ::core::result::Result<T, String> {
                ::serde_json::from_str(text).map_err(|e| e.to_string())
            }
        }

        #[allow(dead_code)]
        fn to_json<T: $crate::__core::serde_support::__serde::Serialize>(value: &T) -> String {
            ::serde_json::to_string(value).unwrap()
        }

        #[allow(dead_code)]
        fn from_json<T: $crate::__core::serde_support::__serde::de::DeserializeOwned>(
            json: &str,
        ) -> T {
            ::serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
        }

        /// Reading `json` as `T` fails, and the message contains `needle`.
        #[allow(dead_code)]
        fn rejects<T: $crate::__core::serde_support::__serde::de::DeserializeOwned>(
            json: &str,
            needle: &str,
        ) {
            match ::serde_json::from_str::<T>(json) {
                Ok(_) => panic!("{json} was accepted"),
                Err(e) => assert!(
                    e.to_string().contains(needle),
                    "{json}: error {e} does not mention {needle:?}"
                ),
            }
        }
    };
}

/// A JSON game record (or any serde format's) from arbitrary bytes: reading
/// never panics; a record that reads is a game that passes [`check_game`],
/// whose draw rules are valid (a repetition count of at least 2, a move
/// limit of at least 1), and which writes to a record that reads back to
/// the same game ([`check_same_game`]) and writes the same text.
///
/// # Errors
///
/// A message naming the first broken invariant of those above (invalid draw
/// rules accepted among them). Input that is not UTF-8 or not a record is no
/// error.
pub fn fuzz_serde_game<F, R>(data: &[u8]) -> Result<(), String>
where
    F: SerdeFormat,
    R: Rules + Display + FromStr,
    R::Err: Display,
{
    let Ok(text) = core::str::from_utf8(data) else {
        return Ok(());
    };
    let Ok(game) = F::read::<Game<R>>(text) else {
        return Ok(());
    };
    let rules = game.draw_rules();
    if rules.repetitions.is_some_and(|n| n < 2) || rules.move_limit == Some(0) {
        return Err(format!("{text}: draw rules {rules:?} accepted"));
    }
    check_game(&game)?;
    let written = F::write(&game)?;
    let again: Game<R> =
        F::read(&written).map_err(|e| format!("{written} does not read back: {e}"))?;
    check_same_game(&again, &game)?;
    let rewritten = F::write(&again)?;
    if rewritten != written {
        return Err(format!("{written} writes again as {rewritten}"));
    }
    Ok(())
}
