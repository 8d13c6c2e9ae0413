//! Serde support (feature `serde`): every value as the text people and
//! engines already use for it, and whole games as records that are replayed
//! through the rules when read.
//!
//! | type | form | example |
//! |---|---|---|
//! | [`Square`](crate::Square) | its name | `"e4"`, `"a10"` |
//! | [`Color`](crate::Color) | its name | `"white"`, `"black"` |
//! | [`Piece`] | its FEN letter, uppercase for the first player | `"N"`, `"k"` |
//! | a variant's roles | lowercase FEN letter, through [`role`] | `"n"` |
//! | [`CoordTurn`] | coordinate notation | `"e2e4,e4d5"`, `"d1e8"` |
//! | [`Outcome`](crate::Outcome) | winner and reason, or the draw reason | `{"decisive":{"winner":"white","reason":"royal_captured"}}`, `{"draw":{"reason":"repetition"}}` |
//! | [`DrawRules`](crate::DrawRules) | both limits | `{"repetitions":3,"move_limit":100}` |
//! | [`Game`](crate::Game) | a record replayed on input | see below |
//!
//! Text is read with the type's `FromStr`, and its typed error becomes the
//! deserializer's error: malformed input is an error, never a panic.
//!
//! # Turns are serialized within a game
//!
//! A [`Turn`](crate::Turn) has no serde form on its own. Its piece half is
//! only meaningful in a position: whether `e5d6` is an en-passant capture,
//! which piece `e1g1` moves, whether `d1e8` captures the king and so ends
//! the game without a blocker square, all depend on the board. So turns
//! are written as [`CoordTurn`] text, and read back inside a
//! [`Game`](crate::Game) record, which gives them their position. To keep a
//! single turn, serialize the position and the coordinate text together,
//! and read them back with
//! [`Rules::parse_coords`](crate::Rules::parse_coords).
//!
//! # Games
//!
//! A [`Game`](crate::Game) of any variant whose position type has a FEN
//! (`Display` + `FromStr`) is written as
//!
//! ```json
//! {"fen": "<starting FEN>", "turns": ["e2e4,e4e5", "..."], "result": null}
//! ```
//!
//! plus a `"draw_rules"` field when the game's draw rules differ from the
//! variant's default. Reading it parses and validates the FEN, then replays
//! every turn with [`Game::play`](crate::Game::play), so a turn that does not parse or is not
//! legal is an error naming the turn, its 1-based number and its text
//! (`turn 2 (e7e5,e5e6): the piece move is not legal here`), long text
//! quoted through [`Excerpt`](crate::pgn::Excerpt) as every error quotes
//! input.
//!
//! `"result"` is what [`Game::outcome`](crate::Game::outcome) says after the last turn (`null`
//! while the game goes on), or a stated result token (`"1-0"`, `"0-1"`,
//! `"1/2-1/2"`, `"*"`), as RULES.md has it for every record: once the board
//! has ended the game, any other result contradicts it and is an error (an
//! outcome object must be the board's, a token the board's token); on a
//! board that has not ended, a token stands as stated (a resignation, a
//! loss on time) and an outcome object is an error (it says how the board
//! ended). When absent it is not checked. A [`Game`](crate::Game) keeps the board, not a
//! stated token: [`RecordedGame`] keeps both, and writes the token back.
//! An outcome object with a field it does not have is an error, as is any
//! unknown field of the record.
//!
//! Variants with their own notation reuse the same record through
//! [`serialize_game_with`] and [`deserialize_game_with`] (Duck Chess offers
//! SAN that way).

use core::fmt::{self, Display};
use core::marker::PhantomData;
use core::str::FromStr;

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::ser::{Serialize, Serializer};

use crate::board::{Piece, Role};
use crate::coords::CoordTurn;
use crate::geometry::Geometry;
use crate::setup::{ExtraFields, Setup};
use crate::turn::PieceMove;

/// Reads a string and parses it with `FromStr`, without copying borrowed
/// text; the parse error becomes the deserializer's error.
struct TextVisitor<T> {
    what: &'static str,
    target: PhantomData<T>,
}

impl<T> Visitor<'_> for TextVisitor<T>
where
    T: FromStr,
    T::Err: Display,
{
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.what)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        text.parse().map_err(E::custom)
    }
}

/// Deserializes `T` from a string through its `FromStr`; `what` names the
/// expected text in type errors ("a FEN string").
pub(crate) fn from_text<'de, D, T>(d: D, what: &'static str) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: FromStr,
    T::Err: Display,
{
    d.deserialize_str(TextVisitor {
        what,
        target: PhantomData,
    })
}

/// `#[serde(with = "duck_variants_core::serde_support::text")]`: any `Display` +
/// `FromStr` type as a string, the parse error becoming the deserializer's
/// error. The variants' positions, SAN and coordinate turns use it.
///
/// ```
/// use duck_variants_core::{Board8x8, CoordTurn};
///
/// #[derive(serde::Serialize, serde::Deserialize)]
/// struct Hint {
///     #[serde(with = "duck_variants_core::serde_support::text")]
///     turn: CoordTurn<Board8x8>,
/// }
/// # let _ = |h: Hint| h.turn;
/// ```
pub mod text {
    use super::*;

    /// Writes `value` with its `Display`.
    ///
    /// # Errors
    ///
    /// Only those of the serializer `s`.
    pub fn serialize<T: Display, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(value)
    }

    /// Reads a string with `T`'s `FromStr`.
    ///
    /// # Errors
    ///
    /// The deserializer's error for input that is not a string, or for a
    /// string `T::from_str` rejects (its error's text as the message).
    pub fn deserialize<'de, T, D>(d: D) -> Result<T, D::Error>
    where
        D: Deserializer<'de>,
        T: FromStr,
        T::Err: Display,
    {
        from_text(d, "a string")
    }
}

/// `#[serde(with = "duck_variants_core::serde_support::role")]`: any variant's
/// [`Role`] as its lowercase FEN letter (`"n"`), read with
/// [`Role::from_char`] (so a variant's aliases are accepted).
pub mod role {
    use super::*;

    /// Writes the role's lowercase FEN letter.
    ///
    /// # Errors
    ///
    /// Only those of the serializer `s`.
    pub fn serialize<R: Role, S: Serializer>(role: &R, s: S) -> Result<S::Ok, S::Error> {
        let mut buf = [0; 4];
        s.serialize_str(role.char().encode_utf8(&mut buf))
    }

    /// Reads a one-letter string naming a role.
    ///
    /// # Errors
    ///
    /// The deserializer's error for input that is not a string, for a
    /// string of other than one character, or for a letter
    /// [`Role::from_char`] does not know.
    pub fn deserialize<'de, R: Role, D: Deserializer<'de>>(d: D) -> Result<R, D::Error> {
        d.deserialize_str(LetterVisitor {
            what: "a lowercase FEN piece letter",
            parse: R::from_char,
        })
    }
}

/// The `serde` crate, for the impls [`serde_impls!`](crate::serde_impls)
/// writes in a variant's crate.
#[doc(hidden)]
pub use serde as __serde;

/// Implements `Serialize` and `Deserialize` for a variant's own types in
/// the forms of this module: roles through [`role`] (the lowercase FEN
/// letter) and any `Display` + `FromStr` type through [`text`] (a string,
/// the parse error becoming the deserializer's error). A blanket impl in
/// this crate cannot do it (the orphan rule), so each variant names its
/// types once:
///
/// ```
/// # use core::{fmt, str::FromStr};
/// # #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
/// # enum Role { King }
/// # impl duck_variants_core::Role for Role {
/// #     const NAMES: duck_variants_core::Names = duck_variants_core::Names { first: "White", second: "Black", royal: Some("king") };
/// #     const ALL: &'static [Role] = &[Role::King];
/// #     const ROYAL: Option<Role> = Some(Role::King);
/// #     const LETTERS: &'static [char] = &['k'];
/// #     fn index(self) -> usize { 0 }
/// # }
/// /// A FEN, say.
/// struct Setup(String);
/// # impl fmt::Display for Setup {
/// #     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str(&self.0) }
/// # }
/// # impl FromStr for Setup {
/// #     type Err = &'static str;
/// #     fn from_str(s: &str) -> Result<Self, &'static str> { Ok(Setup(s.into())) }
/// # }
///
/// duck_variants_core::serde_impls! { roles: Role; text: Setup }
///
/// assert_eq!(serde_json::to_string(&Role::King)?, r#""k""#);
/// let setup: Setup = serde_json::from_str(r#""8/8 w""#)?;
/// assert_eq!(serde_json::to_string(&setup)?, r#""8/8 w""#);
/// # Ok::<(), serde_json::Error>(())
/// ```
#[macro_export]
macro_rules! serde_impls {
    ($(roles: $($role:ty),+ ;)? text: $($text:ty),+ $(,)?) => {
        $($($crate::serde_impls!(@via role, $role);)+)?
        $($crate::serde_impls!(@via text, $text);)+
    };
    (@via $form:ident, $ty:ty) => {
        impl $crate::serde_support::__serde::Serialize for $ty {
            #[doc = concat!("Written with `duck_variants_core::serde_support::", stringify!($form), "`.")]
            fn serialize<S>(&self, s: S) -> ::core::result::Result<S::Ok, S::Error>
            where
                S: $crate::serde_support::__serde::Serializer,
            {
                $crate::serde_support::$form::serialize(self, s)
            }
        }

        impl<'de> $crate::serde_support::__serde::Deserialize<'de> for $ty {
            #[doc = concat!("Read with `duck_variants_core::serde_support::", stringify!($form), "`.")]
            fn deserialize<D>(d: D) -> ::core::result::Result<Self, D::Error>
            where
                D: $crate::serde_support::__serde::Deserializer<'de>,
            {
                $crate::serde_support::$form::deserialize(d)
            }
        }
    };
}

/// Reads a string of exactly one character and maps it with `parse`.
struct LetterVisitor<T> {
    what: &'static str,
    parse: fn(char) -> Option<T>,
}

impl<T> Visitor<'_> for LetterVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.what)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => {
                (self.parse)(c).ok_or_else(|| E::custom(format_args!("{c:?} is not {}", self.what)))
            }
            _ => Err(E::invalid_value(de::Unexpected::Str(text), &self)),
        }
    }
}

impl<R: Role> Serialize for Piece<R> {
    /// The FEN letter: `"N"` for a first-player knight, `"n"` for the
    /// second player's.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut buf = [0; 4];
        s.serialize_str(self.char().encode_utf8(&mut buf))
    }
}

impl<'de, R: Role> Deserialize<'de> for Piece<R> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_str(LetterVisitor {
            what: "a FEN piece letter",
            parse: Piece::from_char,
        })
    }
}

impl<G: Geometry, R: Role, X: ExtraFields<G>> Serialize for Setup<G, R, X> {
    /// Written as its FEN.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        text::serialize(self, s)
    }
}

impl<'de, G: Geometry, R: Role, X: ExtraFields<G>> Deserialize<'de> for Setup<G, R, X> {
    /// Read from a FEN (not validated: that is what a position is for).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        text::deserialize(d)
    }
}

impl<G: Geometry> Serialize for CoordTurn<G> {
    /// Coordinate notation: `"e2e4,e4d5"`, `"e7e8q,e8a1"`, `"d1e8"`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de, G: Geometry> Deserialize<'de> for CoordTurn<G> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        from_text(d, "a turn in coordinate notation")
    }
}

/// The coordinate notation of a turn (what `Turn`'s `Display` writes).
pub(crate) fn coords_of<G: Geometry, M: PieceMove<G>>(turn: crate::Turn<G, M>) -> CoordTurn<G> {
    CoordTurn {
        from: turn.piece.from(),
        to: turn.piece.to(),
        promotion: turn.piece.promotion().map(Role::char),
        blocker: turn.blocker.map(|blocker| (turn.piece.to(), blocker)),
    }
}

mod record;

pub use record::{RecordedGame, deserialize_game_with, serialize_game_with};
