//! Serde forms (feature `serde`); see the [module documentation](super)
//! for what they look like.

use alloc::string::String;
use core::fmt;

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::ser::{Serialize, Serializer};

use super::{AnyGame, AnyPosition, GameKind};
use crate::{chess, xiangqi};

impl Serialize for GameKind {
    /// The identifier: `"duck-chess"` or `"duck-xiangqi"`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

/// Reads a game name with [`GameKind`]'s `FromStr`.
struct KindVisitor;

impl Visitor<'_> for KindVisitor {
    type Value = GameKind;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a game name such as \"duck-chess\" or \"duck-xiangqi\"")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<GameKind, E> {
        text.parse().map_err(E::custom)
    }
}

impl<'de> Deserialize<'de> for GameKind {
    /// Any name [`GameKind`]'s `FromStr` reads.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_str(KindVisitor)
    }
}

/// A value of either game tagged with the game's identifier in a
/// `"game"` field beside its own fields. Reading takes the identifiers
/// and the usual spellings of the names (serde matches tags exactly, so
/// they are listed).
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(tag = "game")]
enum Tagged<C, X> {
    #[serde(
        rename = "duck-chess",
        alias = "Duck Chess",
        alias = "duck chess",
        alias = "duckchess",
        alias = "duck_chess",
        alias = "duck",
        alias = "Duck",
        alias = "chess"
    )]
    Chess(C),
    #[serde(
        rename = "duck-xiangqi",
        alias = "Duck Xiangqi",
        alias = "duck xiangqi",
        alias = "duckxiangqi",
        alias = "duck_xiangqi",
        alias = "xiangqi"
    )]
    Xiangqi(X),
}

/// The fields of a position besides its game.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct FenRecord {
    fen: String,
}

impl Serialize for AnyPosition {
    /// `{"game": "duck-chess", "fen": "<FEN>"}`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let fen = FenRecord { fen: self.fen() };
        let tagged: Tagged<FenRecord, FenRecord> = match self.kind() {
            GameKind::Chess => Tagged::Chess(fen),
            GameKind::Xiangqi => Tagged::Xiangqi(fen),
        };
        tagged.serialize(s)
    }
}

impl<'de> Deserialize<'de> for AnyPosition {
    /// Reads `{"game", "fen"}`, checking that the FEN is a valid position
    /// of that game.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let (kind, record) = match Tagged::<FenRecord, FenRecord>::deserialize(d)? {
            Tagged::Chess(record) => (GameKind::Chess, record),
            Tagged::Xiangqi(record) => (GameKind::Xiangqi, record),
        };
        AnyPosition::from_fen_as(kind, &record.fen)
            .map_err(|e| de::Error::custom(format_args!("bad \"fen\": {e}")))
    }
}

impl Serialize for AnyGame {
    /// `{"game": "duck-chess", "fen", "turns", "result"}`, the turns in
    /// coordinate notation.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let tagged: Tagged<&chess::Game, &xiangqi::Game> = match self {
            AnyGame::Chess(game) => Tagged::Chess(game),
            AnyGame::Xiangqi(game) => Tagged::Xiangqi(game),
        };
        tagged.serialize(s)
    }
}

impl<'de> Deserialize<'de> for AnyGame {
    /// Reads `{"game", "fen", "turns", "result"}` (`"result"` optional),
    /// replaying the turns in the named game.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(
            match Tagged::<chess::Game, xiangqi::Game>::deserialize(d)? {
                Tagged::Chess(game) => AnyGame::Chess(game),
                Tagged::Xiangqi(game) => AnyGame::Xiangqi(game),
            },
        )
    }
}
