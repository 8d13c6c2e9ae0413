//! [`GameKind`]: which game, by name; and [`OutcomeText`], a result in the
//! game's own words.

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use duck_variants_core::{Color, FromSetup, Names, Outcome};

use super::adapter::Adapter;
use crate::{chess, xiangqi};

/// One of the games this crate hosts.
///
/// `Display` writes the game's name ("Duck Chess", "Duck Xiangqi");
/// `FromStr` reads the names used for it elsewhere (PGN `Variant` tags,
/// `--game` options), ignoring ASCII case, spaces, `-` and `_`: `duck`,
/// `duckchess`, `Duck Chess`, `duck-chess`, `chess`; `duckxiangqi`,
/// `Duck Xiangqi`, `duck-xiangqi`, `xiangqi`.
///
/// ```
/// use duck_variants::GameKind;
///
/// assert_eq!("duck-chess".parse(), Ok(GameKind::Chess));
/// assert_eq!("Duck Xiangqi".parse(), Ok(GameKind::Xiangqi));
/// assert_eq!(GameKind::Xiangqi.to_string(), "Duck Xiangqi");
/// assert_eq!(GameKind::Chess.id(), "duck-chess");
/// assert!("go".parse::<GameKind>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum GameKind {
    /// Duck Chess, on the 8x8 board.
    Chess,
    /// Duck Xiangqi, on the 9x10 board.
    Xiangqi,
}

impl GameKind {
    /// Both games.
    pub const ALL: [GameKind; 2] = [GameKind::Chess, GameKind::Xiangqi];

    /// The game's name: "Duck Chess" or "Duck Xiangqi".
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Chess => "Duck Chess",
            GameKind::Xiangqi => "Duck Xiangqi",
        }
    }

    /// The game's identifier in machine-readable forms (the serde `"game"`
    /// field): "duck-chess" or "duck-xiangqi".
    pub const fn id(self) -> &'static str {
        match self {
            GameKind::Chess => "duck-chess",
            GameKind::Xiangqi => "duck-xiangqi",
        }
    }

    /// The FEN of the game's standard start.
    pub fn start_fen(self) -> &'static str {
        match self {
            GameKind::Chess => <chess::Position as FromSetup>::START_FEN,
            GameKind::Xiangqi => <xiangqi::Position as FromSetup>::START_FEN,
        }
    }

    /// The board's size as (files, ranks): (8, 8) or (9, 10).
    pub const fn board_size(self) -> (u32, u32) {
        match self {
            GameKind::Chess => (8, 8),
            GameKind::Xiangqi => (9, 10),
        }
    }

    /// What the game calls a side: "White" and "Black" in Duck Chess,
    /// "Red" and "Black" in Duck Xiangqi (Red is [`Color::RED`], the same
    /// value as [`Color::White`]).
    pub const fn side_name(self, color: Color) -> &'static str {
        match (self, color) {
            (GameKind::Chess, Color::White) => "White",
            (GameKind::Xiangqi, Color::White) => "Red",
            (_, Color::Black) => "Black",
        }
    }

    /// What the game calls the piece whose capture wins: "king" or
    /// "general".
    pub const fn royal_name(self) -> &'static str {
        match self {
            GameKind::Chess => "king",
            GameKind::Xiangqi => "general",
        }
    }

    /// The outcome in this game's words (see [`OutcomeText`]).
    pub const fn describe(self, outcome: Outcome) -> OutcomeText {
        OutcomeText {
            kind: self,
            outcome,
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is neither game's.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("unknown game \"{name}\": expected Duck Chess or Duck Xiangqi")]
pub struct UnknownGame {
    /// The name as given.
    pub name: String,
}

impl FromStr for GameKind {
    type Err = UnknownGame;

    fn from_str(name: &str) -> Result<GameKind, UnknownGame> {
        // The PGN names (`Duck`, `Duck Chess`, `Duck Xiangqi`) are each
        // game's own; the bare game names are what a `--game` option takes.
        if <chess::Position as Adapter>::is_variant_name(name) {
            Ok(GameKind::Chess)
        } else if <xiangqi::Position as Adapter>::is_variant_name(name) {
            Ok(GameKind::Xiangqi)
        } else {
            Err(UnknownGame {
                name: String::from(name),
            })
        }
    }
}

/// A result in the words of its game: the winner by the game's name for
/// the side, why, and the PGN result token.
///
/// ```
/// use duck_variants::GameKind;
/// use duck_variants::core::{Color, DrawReason, Names, Outcome, WinReason};
///
/// let red = Outcome::decisive(Color::RED, WinReason::RoyalCaptured, Names::CHESS);
/// assert_eq!(
///     GameKind::Xiangqi.describe(red).to_string(),
///     "Red wins: the black general was captured (1-0)"
/// );
/// let draw = Outcome::draw(DrawReason::Repetition);
/// assert_eq!(
///     GameKind::Chess.describe(draw).to_string(),
///     "draw by threefold repetition (1/2-1/2)"
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct OutcomeText {
    /// The game.
    pub kind: GameKind,
    /// The result.
    pub outcome: Outcome,
}

impl fmt::Display for OutcomeText {
    /// The outcome's sentence, in the game's names, and its PGN token.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = match self.kind {
            GameKind::Chess => Names::CHESS,
            GameKind::Xiangqi => Names::XIANGQI,
        };
        let told = match self.outcome {
            Outcome::Decisive { winner, reason, .. } => Outcome::decisive(winner, reason, names),
            draw => draw,
        };
        write!(f, "{told} ({})", self.outcome.pgn())
    }
}
