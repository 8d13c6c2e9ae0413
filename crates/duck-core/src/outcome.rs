//! How a game ended.

use core::fmt;

use crate::color::Color;

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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
    /// The result when `side_to_move` has no legal turn.
    pub fn outcome(self, side_to_move: Color) -> Outcome {
        match self {
            NoTurnRule::SideToMoveWins => Outcome::Decisive {
                winner: side_to_move,
                reason: WinReason::Fowled,
            },
            NoTurnRule::SideToMoveLoses => Outcome::Decisive {
                winner: !side_to_move,
                reason: WinReason::NoLegalTurn,
            },
        }
    }
}

impl Outcome {
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

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pgn())
    }
}
