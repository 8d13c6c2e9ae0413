//! What Duck Chess is, in words and notation: its [`GameInfo`] and its
//! [`Describe`] impl (SAN with `@duck` as its own notation), which PGN,
//! the facade's game list and the bindings read.

use alloc::string::{String, ToString};

use duck_variants_core::{Describe, GameInfo, Names, Variant};

use crate::{Position, SanError, Turn};

/// Duck Chess: `[Variant "Duck"]` written (`Duck`, `Duck Chess` and
/// `duck-chess` read, in any case and with or without a space, `-` or `_`;
/// never `Chess`, which is another game), White and Black, the king, SAN, and fowling (a side to move
/// without a legal turn wins).
pub const GAME: GameInfo = GameInfo {
    name: "Duck Chess",
    id: "duck-chess",
    pgn_variant: "Duck",
    aliases: &[],
    names: Names {
        first: "White",
        second: "Black",
        royal: Some("king"),
    },
    notation: "SAN",
    no_turn: <Position as Variant>::NO_TURN,
    no_turn_name: Some("fowling"),
};

impl Describe for Position {
    const GAME: &'static GameInfo = &GAME;
    type NotationError = SanError;

    fn parse_native(&self, text: &str) -> Result<Turn, SanError> {
        self.parse_san(text)
    }

    fn native(&self, turn: Turn) -> String {
        self.san(turn).to_string()
    }
}
