//! The only calls into the two game crates: one small [`Adapter`] impl per
//! game, so that a change in a game crate's API is followed here alone.
//! Everything else in [`crate::any`] uses the core's [`Rules`] and [`Game`]
//! generically, through these impls.

use alloc::string::{String, ToString};

use duck_variants_core::pgn::{PgnGame, PgnVariant, normalize_variant};
use duck_variants_core::{FromSetup, Game, Rules, TurnOf};

use super::{AnyError, AnyGame, AnyPosition};
use crate::{chess, xiangqi};

/// What [`crate::any`] needs of a game beyond [`Rules`]: its start, FEN,
/// native notation and PGN, and how its values enter the `Any` enums.
pub(crate) trait Adapter: Rules + FromSetup {
    /// The bare game name a `--game` option takes, besides the PGN names.
    const SHORT_NAME: &'static str;

    /// Parses and validates a FEN.
    fn parse_fen(text: &str) -> Result<Self, AnyError>;
    /// Whether a name (a PGN `Variant` tag, a `--game` option) names this
    /// game, up to ASCII case, spaces, `-` and `_`.
    fn is_variant_name(name: &str) -> bool;
    /// Reads a turn in the game's native notation (its PGN movetext).
    fn parse_native(&self, text: &str) -> Result<TurnOf<Self>, AnyError>;
    /// Writes a legal turn in the game's native notation.
    fn native(&self, turn: TurnOf<Self>) -> String;
    /// Replays a PGN game (its `Variant` tag already checked).
    fn replay(pgn: &PgnGame) -> Result<Game<Self>, AnyError>;
    /// The PGN text of a game.
    fn write_pgn(game: &Game<Self>) -> String;

    /// The position as an [`AnyPosition`].
    fn wrap(self) -> AnyPosition;
    /// The game as an [`AnyGame`].
    fn wrap_game(game: Game<Self>) -> AnyGame;
}

impl Adapter for chess::Position {
    const SHORT_NAME: &'static str = "chess";

    fn parse_fen(text: &str) -> Result<Self, AnyError> {
        Ok(<Self as FromSetup>::from_fen(text)?)
    }

    fn is_variant_name(name: &str) -> bool {
        <Self as PgnVariant>::is_variant(name) || normalize_variant(name) == Self::SHORT_NAME
    }

    fn parse_native(&self, text: &str) -> Result<TurnOf<Self>, AnyError> {
        Ok(self.parse_san(text)?)
    }

    fn native(&self, turn: TurnOf<Self>) -> String {
        self.san(turn).to_string()
    }

    fn replay(pgn: &PgnGame) -> Result<Game<Self>, AnyError> {
        Ok(chess::Game::from_pgn(pgn)?)
    }

    fn write_pgn(game: &Game<Self>) -> String {
        game.pgn()
    }

    fn wrap(self) -> AnyPosition {
        AnyPosition::Chess(self)
    }

    fn wrap_game(game: Game<Self>) -> AnyGame {
        AnyGame::Chess(game)
    }
}

impl Adapter for xiangqi::Position {
    const SHORT_NAME: &'static str = "xiangqi";

    fn parse_fen(text: &str) -> Result<Self, AnyError> {
        Ok(<Self as FromSetup>::from_fen(text)?)
    }

    fn is_variant_name(name: &str) -> bool {
        <Self as PgnVariant>::is_variant(name) || normalize_variant(name) == Self::SHORT_NAME
    }

    fn parse_native(&self, text: &str) -> Result<TurnOf<Self>, AnyError> {
        // WXF, or coordinates where WXF has no name (as the PGN reads).
        Ok(<Self as PgnVariant>::read_turn(self, text)?)
    }

    fn native(&self, turn: TurnOf<Self>) -> String {
        // WXF, falling back to coordinates as the PGN writer does.
        <Self as PgnVariant>::write_turn(self, turn)
    }

    fn replay(pgn: &PgnGame) -> Result<Game<Self>, AnyError> {
        Ok(xiangqi::Game::from_pgn(pgn)?)
    }

    fn write_pgn(game: &Game<Self>) -> String {
        game.pgn()
    }

    fn wrap(self) -> AnyPosition {
        AnyPosition::Xiangqi(self)
    }

    fn wrap_game(game: Game<Self>) -> AnyGame {
        AnyGame::Xiangqi(game)
    }
}
