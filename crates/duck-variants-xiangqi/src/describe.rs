//! What Duck Xiangqi is, in words and notation: its [`GameInfo`] and its
//! [`Describe`] impl (WXF with `@duck` as its own notation, coordinates
//! read too), which PGN, the facade's game list and the bindings read.

use alloc::string::{String, ToString};

use duck_variants_core::{CoordTurn, Describe, GameInfo, Names, Rules, Variant};

use crate::pgn::MoveTextError;
use crate::{Geometry, Position, Turn};

/// Duck Xiangqi: `[Variant "Duck Xiangqi"]` (`duck-xiangqi` read too;
/// never `Xiangqi`, which is another game), Red and Black, the general, WXF, and a side to move without
/// a legal turn loses.
pub const GAME: GameInfo = GameInfo {
    name: "Duck Xiangqi",
    id: "duck-xiangqi",
    pgn_variant: "Duck Xiangqi",
    aliases: &[],
    names: Names {
        first: "Red",
        second: "Black",
        royal: Some("general"),
    },
    notation: "WXF",
    no_turn: <Position as Variant>::NO_TURN,
    no_turn_name: None,
};

impl Describe for Position {
    const GAME: &'static GameInfo = &GAME;
    type NotationError = MoveTextError;

    /// WXF, or a coordinate turn (`h3e3,e3e5`) where the text has that
    /// shape, as Duck Xiangqi PGN is read.
    fn parse_native(&self, text: &str) -> Result<Turn, MoveTextError> {
        match CoordTurn::<Geometry>::from_ascii(text.as_bytes()) {
            Ok(coords) => Ok(self.coords_to_turn(coords)?),
            Err(_) => Ok(self.parse_wxf(text)?),
        }
    }

    /// WXF, or coordinates for the rare turn WXF cannot name unambiguously.
    fn native(&self, turn: Turn) -> String {
        match self.wxf(turn) {
            Ok(wxf) => wxf.to_string(),
            Err(_) => turn.to_string(),
        }
    }
}
