//! [`GameKind`]'s methods: a game's facts, all read from its description
//! ([`GameInfo`]).

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use duck_variants_core::pgn::Excerpt;
use duck_variants_core::{
    Color, Describe, FromSetup, GameInfo, NoTurnRule, Outcome, OutcomeText, Variant,
};

use super::GameKind;

impl GameKind {
    /// The game's description: names, PGN names, side and royal names,
    /// notation.
    pub const fn info(self) -> &'static GameInfo {
        with_kind!(self, P => <P as Describe>::GAME)
    }

    /// The game's name ("Duck Chess").
    pub const fn name(self) -> &'static str {
        self.info().name
    }

    /// The game's identifier in machine-readable forms (the serde `"game"`
    /// field): "duck-chess".
    pub const fn id(self) -> &'static str {
        self.info().id
    }

    /// The FEN of the game's standard start.
    pub fn start_fen(self) -> &'static str {
        with_kind!(self, P => <P as FromSetup>::START_FEN)
    }

    /// The board's size as (files, ranks), from the game's geometry.
    pub fn board_size(self) -> (u8, u8) {
        with_kind!(self, P => <P as Describe>::board_size())
    }

    /// What the game calls a side ("White", "Red", "Black"; the first
    /// player is [`Color::White`] in every game).
    pub const fn side_name(self, color: Color) -> &'static str {
        self.info().side(color)
    }

    /// What the game calls the piece whose capture wins ("king",
    /// "general"), if it has one.
    pub const fn royal_name(self) -> Option<&'static str> {
        self.info().names.royal
    }

    /// The name of the game's own move notation ("SAN", "WXF",
    /// "coordinates").
    pub const fn notation_name(self) -> &'static str {
        self.info().notation
    }

    /// Who wins when the side to move has no legal turn.
    pub fn no_turn_rule(self) -> NoTurnRule {
        with_kind!(self, P => <P as Variant>::NO_TURN)
    }

    /// The outcome in this game's words.
    pub const fn describe(self, outcome: Outcome) -> OutcomeText {
        self.info().describe(outcome)
    }

    /// The game a name names, if any (see [`GameInfo::is_name`]).
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL
            .iter()
            .copied()
            .find(|kind| kind.info().is_name(name))
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no game's of the list.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("unknown game \"{}\": expected {}", Excerpt(.name), GameNames)]
#[non_exhaustive]
pub struct UnknownGame {
    /// The name as given.
    pub name: String,
}

/// The games' names for an error message: "Duck Chess, Duck Xiangqi or
/// Amazons".
pub(crate) struct GameNames;

impl fmt::Display for GameNames {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let count = GameKind::ALL.len();
        for (i, kind) in GameKind::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == count { " or " } else { ", " })?;
            }
            f.write_str(kind.name())?;
        }
        Ok(())
    }
}

impl FromStr for GameKind {
    type Err = UnknownGame;

    /// [`GameKind::from_name`].
    fn from_str(name: &str) -> Result<GameKind, UnknownGame> {
        GameKind::from_name(name).ok_or_else(|| UnknownGame {
            name: String::from(name),
        })
    }
}
