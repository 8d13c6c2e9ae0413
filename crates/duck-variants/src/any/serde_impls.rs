//! Serde forms (feature `serde`); see the [module documentation](super)
//! for what they look like.

use alloc::string::String;
use core::fmt;

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::ser::{Serialize, SerializeMap, Serializer};

use super::{AnyGame, AnyPosition, GameKind};

impl Serialize for GameKind {
    /// The identifier: `"duck-chess"`, `"duck-xiangqi"`, `"amazons"`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

/// Reads a game name with [`GameKind`]'s `FromStr`.
struct KindVisitor;

impl Visitor<'_> for KindVisitor {
    type Value = GameKind;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a game's name or identifier, such as \"")?;
        f.write_str(GameKind::ALL[0].id())?;
        f.write_str("\"")
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

/// A position's fields.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionRecord {
    game: GameKind,
    fen: String,
}

impl Serialize for AnyPosition {
    /// `{"game": "duck-chess", "fen": "<FEN>"}`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        PositionRecord {
            game: self.kind(),
            fen: self.fen(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for AnyPosition {
    /// Reads `{"game", "fen"}`, checking that the FEN is a valid position
    /// of that game.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let record = PositionRecord::deserialize(d)?;
        AnyPosition::from_fen_as(record.game, &record.fen)
            .map_err(|e| de::Error::custom(format_args!("bad \"fen\": {e}")))
    }
}

impl Serialize for AnyGame {
    /// `{"game": "duck-chess", "fen", "turns", "result"}`: the game's own
    /// record with its identifier first.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // The game's record, read back as a map so that "game" can go
        // beside its fields.
        let record = with_value!(self, AnyGame, g => serde_json::to_value(g))
            .map_err(serde::ser::Error::custom)?;
        let serde_json::Value::Object(fields) = record else {
            return Err(serde::ser::Error::custom("a game record is a map"));
        };
        let mut map = s.serialize_map(Some(fields.len() + 1))?;
        map.serialize_entry("game", &self.kind())?;
        // The JSON value sorts its keys; the record's own order reads
        // better (the start, the turns, then how the game ended).
        let first = ["fen", "turns", "result"];
        // The record's objects are written from their typed values, whose
        // fields keep their declared order.
        let keys = first.into_iter().filter(|k| fields.contains_key(*k)).chain(
            fields
                .keys()
                .map(String::as_str)
                .filter(|k| !first.contains(k)),
        );
        for key in keys {
            match key {
                "result" => map.serialize_entry(key, &self.outcome())?,
                "draw_rules" => map.serialize_entry(key, &self.draw_rules())?,
                _ => map.serialize_entry(key, &fields[key])?,
            }
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for AnyGame {
    /// Reads `{"game", "fen", "turns", "result"}` (`"result"` optional),
    /// in any order, replaying the turns in the named game.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let serde_json::Value::Object(mut fields) = serde_json::Value::deserialize(d)? else {
            return Err(de::Error::custom("a game record is a map"));
        };
        let game = fields
            .remove("game")
            .ok_or_else(|| de::Error::missing_field("game"))?;
        let kind = GameKind::deserialize(game).map_err(de::Error::custom)?;
        let rest = serde_json::Value::Object(fields);
        with_kind!(kind, P => duck_variants_core::Game::<P>::deserialize(rest)
            .map(AnyGame::from)
            .map_err(de::Error::custom))
    }
}
