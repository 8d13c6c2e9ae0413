//! How a game ended: [`Outcome`], pure data. Its words for people come from
//! the game's description ([`GameInfo::describe`](crate::GameInfo::describe)).

use core::fmt;

use crate::color::Color;

/// The result of a finished game: who won and why, or why it was drawn.
///
/// Pure data: two outcomes are equal when they are the same result for the
/// same reason, whatever game they come from. `Display` tells it without a
/// game's names (`1-0, the royal piece was captured`); a game's own words
/// ("White wins: the black king was captured (1-0)") are
/// [`GameInfo::describe`](crate::GameInfo::describe)'s.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
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
#[non_exhaustive]
pub enum WinReason {
    /// The loser's royal piece (king, general) was captured, or is missing.
    RoyalCaptured,
    /// The side to move had no legal turn: it won or lost as the game's
    /// [`NoTurnRule`] says (Duck Chess's fowling: it wins; Duck Xiangqi and
    /// the Amazons: it loses).
    NoLegalTurn,
}

/// Why a game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum DrawReason {
    /// The same position (blocker squares and side to move included) occurred
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
    /// It loses (Duck Xiangqi, the Amazons).
    SideToMoveLoses,
}

impl NoTurnRule {
    /// The result when `side_to_move` has no legal turn.
    pub const fn outcome(self, side_to_move: Color) -> Outcome {
        let winner = match self {
            NoTurnRule::SideToMoveWins => side_to_move,
            NoTurnRule::SideToMoveLoses => side_to_move.other(),
        };
        Outcome::decisive(winner, WinReason::NoLegalTurn)
    }
}

impl Outcome {
    /// A win.
    pub const fn decisive(winner: Color, reason: WinReason) -> Outcome {
        Outcome::Decisive { winner, reason }
    }

    /// A draw.
    pub const fn draw(reason: DrawReason) -> Outcome {
        Outcome::Draw { reason }
    }

    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Decisive { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// The PGN result token: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn pgn(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    /// The result token and why, without a game's names: `1-0, the royal
    /// piece was captured`, `1/2-1/2, a draw by repetition`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, ", self.pgn())?;
        match *self {
            Outcome::Decisive { reason, .. } => write!(f, "{reason}"),
            Outcome::Draw { reason } => write!(f, "{reason}"),
        }
    }
}

impl fmt::Display for WinReason {
    /// The reason alone, without the sides: "the royal piece was captured",
    /// "the side to move had no legal turn".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinReason::RoyalCaptured => "the royal piece was captured",
            WinReason::NoLegalTurn => "the side to move had no legal turn",
        })
    }
}

impl fmt::Display for DrawReason {
    /// "a draw by repetition" or "a draw by the move limit".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawReason::Repetition => "a draw by repetition",
            DrawReason::MoveLimit => "a draw by the move limit",
        })
    }
}
