//! [`Describe`]: what a game is, written once in its crate and read by every
//! layer above the rules: PGN (the `Variant` tag, the movetext notation),
//! the facade's game list (names, detection, notation), the bindings, and
//! the words an [`Outcome`] is told in.

use alloc::string::String;
use core::fmt;

use crate::color::{Color, Names};
use crate::from_setup::FromSetup;
use crate::geometry::Geometry;
use crate::outcome::{DrawReason, NoTurnRule, Outcome, WinReason};
use crate::rules::{Rules, TurnOf};

/// The facts about a game that text needs: its names, the names it answers
/// to, how it names its sides and royal piece, and its notation. A game
/// crate writes one, as the [`Describe::GAME`] of its position type.
///
/// ```
/// use duck_variants_core::{Color, GameInfo, Names, NoTurnRule};
///
/// const LOS_ALAMOS: GameInfo = GameInfo {
///     name: "Duck Los Alamos",
///     id: "duck-los-alamos",
///     pgn_variant: "Duck Los Alamos",
///     aliases: &["los alamos"],
///     names: Names { first: "White", second: "Black", royal: Some("king") },
///     notation: "coordinates",
///     no_turn: NoTurnRule::SideToMoveWins,
///     no_turn_name: None,
/// };
/// assert!(LOS_ALAMOS.is_name("Los-Alamos"));
/// assert!(LOS_ALAMOS.is_name("DUCK LOS ALAMOS"));
/// assert_eq!(LOS_ALAMOS.names.side(Color::Black), "Black");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GameInfo {
    /// The game's name for people: "Duck Chess".
    pub name: &'static str,
    /// The game's identifier in machine-readable forms (serde's `"game"`
    /// field, a `--game` option): "duck-chess".
    pub id: &'static str,
    /// The PGN `Variant` tag value written for the game: "Duck".
    pub pgn_variant: &'static str,
    /// Other names read as this game, besides [`GameInfo::name`],
    /// [`GameInfo::id`] and [`GameInfo::pgn_variant`] (compared with
    /// [`normalize_name`]): PGN names of other programs, a short name.
    pub aliases: &'static [&'static str],
    /// How the game names its sides and its royal piece.
    pub names: Names,
    /// The name of the game's own move notation: "SAN", "WXF",
    /// "coordinates".
    pub notation: &'static str,
    /// What a side to move without a legal turn gets (the position's
    /// [`Variant::NO_TURN`](crate::Variant::NO_TURN), which a game writes here by name).
    pub no_turn: NoTurnRule,
    /// The game's word for an ending by no legal turn, if it has one
    /// ("fowling" in Duck Chess).
    pub no_turn_name: Option<&'static str>,
}

impl GameInfo {
    /// Whether `name` names this game: its name, identifier, PGN `Variant`
    /// value or an alias, compared with [`normalize_name`] (ASCII case,
    /// spaces, `-` and `_` ignored).
    pub fn is_name(&self, name: &str) -> bool {
        let wanted = NormalizedName(name);
        [self.name, self.id, self.pgn_variant]
            .iter()
            .chain(self.aliases)
            .any(|known| wanted == NormalizedName(known))
    }

    /// The side's name ("White", "Red", "Black").
    pub const fn side(&self, color: Color) -> &'static str {
        self.names.side(color)
    }

    /// The outcome in this game's words.
    pub const fn describe(&'static self, outcome: Outcome) -> OutcomeText {
        OutcomeText {
            game: self,
            outcome,
        }
    }
}

impl fmt::Display for GameInfo {
    /// The game's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// A name for comparison: ASCII lowercase, without spaces, `-` and `_`
/// (`Duck Chess`, `duck-chess` and `DUCK_CHESS` compare equal).
#[must_use]
pub fn normalize_name(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, ' ' | '-' | '_'))
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// A name compared as [`normalize_name`] compares, without allocating.
struct NormalizedName<'a>(&'a str);

impl NormalizedName<'_> {
    fn chars(&self) -> impl Iterator<Item = char> + '_ {
        self.0
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_'))
            .map(|c| c.to_ascii_lowercase())
    }
}

impl PartialEq for NormalizedName<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.chars().eq(other.chars())
    }
}

/// What a game is, implemented once by its position type: its
/// [`GameInfo`] (names, PGN names, side and royal names) and its own move
/// notation, read and written. PGN ([`crate::pgn`]), the facade's game
/// list and the bindings take everything they say about a game from here;
/// the board size comes from the [`Geometry`].
pub trait Describe: Rules + FromSetup {
    /// The game's facts.
    const GAME: &'static GameInfo;
    /// Why a move in the game's own notation was rejected.
    type NotationError: fmt::Debug + fmt::Display + Clone + PartialEq;

    /// Reads a legal turn in the game's own notation (its PGN movetext).
    ///
    /// # Errors
    ///
    /// The text is malformed or names no legal turn here.
    fn parse_native(&self, text: &str) -> Result<TurnOf<Self>, Self::NotationError>;

    /// Writes a legal turn in the game's own notation.
    fn native(&self, turn: TurnOf<Self>) -> String;

    /// The board's size as (files, ranks), from the geometry.
    fn board_size() -> (u8, u8) {
        (
            <Self::Geometry as Geometry>::FILES,
            <Self::Geometry as Geometry>::RANKS,
        )
    }

    /// The outcome in this game's words.
    fn describe(outcome: Outcome) -> OutcomeText {
        Self::GAME.describe(outcome)
    }
}

/// An outcome told in its game's words: "White wins: the black king was
/// captured (1-0)", "Black wins: Red has no legal turn (0-1)", "draw by
/// threefold repetition (1/2-1/2)". From [`GameInfo::describe`] or
/// [`Describe::describe`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct OutcomeText {
    /// The game whose words tell it.
    pub game: &'static GameInfo,
    /// The outcome.
    pub outcome: Outcome,
}

impl fmt::Display for OutcomeText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = self.game.names;
        match self.outcome {
            Outcome::Decisive { winner, reason } => {
                let loser = names.side(!winner);
                write!(f, "{} wins: ", names.side(winner))?;
                match reason {
                    WinReason::RoyalCaptured => {
                        let royal = names.royal.unwrap_or("royal piece");
                        write!(f, "the {} {royal} was captured", Lowercase(loser))?;
                    }
                    WinReason::NoLegalTurn => {
                        let stuck = match self.game.no_turn {
                            NoTurnRule::SideToMoveWins => winner,
                            NoTurnRule::SideToMoveLoses => !winner,
                        };
                        write!(f, "{} has no legal turn", names.side(stuck))?;
                        if let Some(word) = self.game.no_turn_name {
                            write!(f, " ({word})")?;
                        }
                    }
                }
            }
            Outcome::Draw { reason } => f.write_str(match reason {
                DrawReason::Repetition => "draw by threefold repetition",
                DrawReason::MoveLimit => "draw by the move limit",
            })?,
        }
        write!(f, " ({})", self.outcome.pgn())
    }
}

/// ASCII-lowercases a name as it is written.
struct Lowercase(&'static str);

impl fmt::Display for Lowercase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        for c in self.0.chars() {
            f.write_char(c.to_ascii_lowercase())?;
        }
        Ok(())
    }
}
