//! Serde support (feature `serde`): roles as FEN letters (`"n"`), SAN
//! (`"Nxe4@f6"`, read for its syntax only), setups and positions as FEN
//! text (a position's is validated), all through
//! [`duck_variants_core::serde_impls!`]; and games in coordinate notation (from
//! `duck_variants_core`) or in SAN ([`san_game`]).
//!
//! A [`Move`](crate::Move) or [`Turn`](crate::Turn) has no serde form of its
//! own: its kind (castling, en passant, a king capture that places no duck)
//! depends on the position. Turns are written inside a game record, which
//! replays them; see [`duck_variants_core::serde_support`].

use alloc::vec::Vec;

use serde::{Deserializer, Serializer};

use duck_variants_core::serde_support;

use crate::{Game, Position, Role, San};

duck_variants_core::serde_impls! { roles: Role; text: San, Position }

/// A Duck Chess [`Game`] as `{"fen", "turns", "result"}` with the turns in
/// SAN: `#[serde(with = "duck_variants_chess::san_game")]` on a `Game` field.
///
/// `Game`'s own serde form writes coordinate notation (`"e2e4,e4e5"`); this
/// one writes `"e4@e5"`, and reads SAN back by replaying it, so an illegal
/// or ambiguous move is an error naming the turn.
///
/// ```
/// use duck_variants_chess::prelude::*;
/// use duck_variants_chess::{Game, Position};
///
/// #[derive(serde::Serialize, serde::Deserialize)]
/// struct Saved {
///     #[serde(with = "duck_variants_chess::san_game")]
///     game: Game,
/// }
///
/// let mut game = Game::new(Position::start());
/// for san in ["e4@e5", "Nf6@e3"] {
///     let turn = game.position().parse_san(san)?;
///     game.play(turn)?;
/// }
/// let json = serde_json::to_string(&Saved { game })?;
/// assert_eq!(
///     json,
///     r#"{"game":{"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","turns":["e4@e5","Nf6@e3"],"result":null}}"#
/// );
/// let back: Saved = serde_json::from_str(&json)?;
/// assert_eq!(back.game.history().len(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub mod san_game {
    use super::*;

    /// Writes the game with its turns in SAN.
    ///
    /// # Errors
    ///
    /// Only those of the serializer `s`.
    pub fn serialize<S: Serializer>(game: &Game, s: S) -> Result<S::Ok, S::Error> {
        serde_support::serialize_game_with(game, s, |position, turn| position.san(turn))
    }

    /// Reads a game whose turns are in SAN, replaying them.
    ///
    /// # Errors
    ///
    /// Those of
    /// [`deserialize_game_with`](duck_variants_core::serde_support::deserialize_game_with),
    /// as deserialization errors in words: a malformed record, a FEN that is
    /// no valid position, bad draw rules, a turn that is not SAN or names no
    /// legal turn ([`San::to_turn`]), a result that contradicts the board;
    /// and the deserializer's own.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
        serde_support::deserialize_game_with(d, |position: &Position, san: San| {
            san.to_turn(position)
        })
    }

    /// The game's turns in SAN, each written in the position before it
    /// (a `Vec<San>` serializes as a list of SAN strings).
    pub fn sans(game: &Game) -> Vec<San> {
        game.positions()
            .iter()
            .zip(game.history())
            .map(|(position, &turn)| position.san(turn))
            .collect()
    }
}
