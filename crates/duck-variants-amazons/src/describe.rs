//! What the Game of the Amazons is, in words and notation: its
//! [`GameInfo`] and its [`Describe`] impl (Fairy-Stockfish's coordinates,
//! `d1d7,d7g7`, as its own notation).

use alloc::string::{String, ToString};

use duck_variants_core::{CoordError, Describe, GameInfo, Names, Rules, Variant};

use crate::{Position, Turn};

/// The Game of the Amazons: `[Variant "Amazons"]`, White and Black, no
/// royal piece, coordinates, and a side to move without a legal turn loses.
pub const GAME: GameInfo = GameInfo {
    name: "Amazons",
    id: "amazons",
    pgn_variant: "Amazons",
    aliases: &["Game of the Amazons"],
    names: Names {
        first: "White",
        second: "Black",
        royal: None,
    },
    notation: "coordinates",
    no_turn: <Position as Variant>::NO_TURN,
    no_turn_name: None,
};

impl Describe for Position {
    const GAME: &'static GameInfo = &GAME;
    type NotationError = CoordError;

    fn parse_native(&self, text: &str) -> Result<Turn, CoordError> {
        self.parse_coords(text)
    }

    fn native(&self, turn: Turn) -> String {
        turn.to_string()
    }
}
