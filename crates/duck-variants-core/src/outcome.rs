//! How a game ended.

use core::fmt;

use crate::color::{Color, Names};

/// The result of a finished game.
///
/// Its `Display` is a sentence a server can show, in the game's own names
/// ("White wins: the black king was captured", "Black wins: Red has no
/// legal turn", "draw by threefold repetition"). Equality and hashing
/// ignore those names: they are how the result is told, not what it is.
#[derive(Clone, Copy, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
pub enum Outcome {
    /// One side won.
    Decisive {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinReason,
        /// How the game names its sides and royal piece (for `Display`).
        #[cfg_attr(feature = "serde", serde(skip))]
        names: Names,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: DrawReason,
    },
}

/// Why a side won.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WinReason {
    /// The loser's king (general) was captured, or is missing.
    RoyalCaptured,
    /// Duck Chess's fowling rule: the side to move had no legal turn and won.
    Fowled,
    /// The side to move had no legal turn and lost (Duck Xiangqi).
    NoLegalTurn,
}

/// Why a game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DrawReason {
    /// The same position (duck square and side to move included) occurred
    /// for the third time.
    Repetition,
    /// Too many turns in a row without progress (fifty-move rule in Duck
    /// Chess, sixty moves each without a capture in Duck Xiangqi).
    MoveLimit,
}

/// What happens to a side to move that has no legal turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NoTurnRule {
    /// It wins (Duck Chess's fowling rule).
    SideToMoveWins,
    /// It loses (Duck Xiangqi).
    SideToMoveLoses,
}

impl NoTurnRule {
    /// The result when `side_to_move` has no legal turn, told in `names`.
    pub fn outcome(self, side_to_move: Color, names: Names) -> Outcome {
        match self {
            NoTurnRule::SideToMoveWins => Outcome::decisive(side_to_move, WinReason::Fowled, names),
            NoTurnRule::SideToMoveLoses => {
                Outcome::decisive(!side_to_move, WinReason::NoLegalTurn, names)
            }
        }
    }
}

impl Outcome {
    /// A win, told in `names`.
    pub const fn decisive(winner: Color, reason: WinReason, names: Names) -> Outcome {
        Outcome::Decisive {
            winner,
            reason,
            names,
        }
    }

    /// A draw.
    pub const fn draw(reason: DrawReason) -> Outcome {
        Outcome::Draw { reason }
    }

    /// Why the game ended, without the names it is told in.
    fn key(self) -> (Option<Color>, Option<WinReason>, Option<DrawReason>) {
        match self {
            Outcome::Decisive { winner, reason, .. } => (Some(winner), Some(reason), None),
            Outcome::Draw { reason } => (None, None, Some(reason)),
        }
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Decisive { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// The PGN result token: `1-0`, `0-1` or `1/2-1/2`.
    pub fn pgn(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl PartialEq for Outcome {
    fn eq(&self, other: &Outcome) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Outcome {}

impl core::hash::Hash for Outcome {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl fmt::Display for Outcome {
    /// A sentence: who won and why, or why the game was drawn. (The PGN
    /// token is [`Outcome::pgn`].)
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Outcome::Decisive {
                winner,
                reason,
                names,
            } => {
                let loser = names.side(!winner);
                write!(f, "{} wins: ", names.side(winner))?;
                match reason {
                    WinReason::RoyalCaptured => {
                        write!(f, "the {} {} was captured", Lowercase(loser), names.royal)
                    }
                    WinReason::Fowled => {
                        write!(f, "{} has no legal turn (fowling)", names.side(winner))
                    }
                    WinReason::NoLegalTurn => write!(f, "{loser} has no legal turn"),
                }
            }
            Outcome::Draw { reason } => write!(f, "{reason}"),
        }
    }
}

impl fmt::Display for WinReason {
    /// The reason alone, without the sides: "royal piece captured",
    /// "no legal turn (fowling)", "no legal turn".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinReason::RoyalCaptured => "royal piece captured",
            WinReason::Fowled => "no legal turn (fowling)",
            WinReason::NoLegalTurn => "no legal turn",
        })
    }
}

impl fmt::Display for DrawReason {
    /// "draw by threefold repetition" or "draw by the move limit".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawReason::Repetition => "draw by threefold repetition",
            DrawReason::MoveLimit => "draw by the move limit",
        })
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
