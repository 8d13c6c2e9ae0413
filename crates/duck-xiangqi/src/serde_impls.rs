//! Serde support (feature `serde`): roles as FEN letters, setups and
//! positions as FEN text; games come from `duck_core` (turns in coordinate
//! notation, replayed on input).
//!
//! A [`Turn`](crate::Turn) has no serde form of its own: whether it captures
//! the general (and so places no duck) depends on the position. Turns are
//! written inside a game record, which replays them; see
//! [`duck_core::serde_support`].

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use duck_core::serde_support::{role, text};

use crate::{Position, Role, Setup};

impl Serialize for Role {
    /// The lowercase FEN letter: `"k"`, `"a"`, `"b"`, `"n"`, `"r"`, `"c"`,
    /// `"p"`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        role::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for Role {
    /// Also accepts the FEN aliases `"h"` (horse) and `"e"` (elephant).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        role::deserialize(d)
    }
}

impl Serialize for Setup {
    /// The FEN.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        text::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for Setup {
    /// Parses the FEN without validating the position.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        text::deserialize(d)
    }
}

impl Serialize for Position {
    /// The FEN, with `*` for the duck.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        text::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for Position {
    /// Parses and validates the FEN.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        text::deserialize(d)
    }
}
