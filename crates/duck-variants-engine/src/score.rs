//! Search scores: centipawns, or a royal capture (a win or loss) a number
//! of plies away.

use core::fmt;

/// The score of a win at the root itself; a win `n` plies away is
/// `MATE - n`.
pub(crate) const MATE: i32 = 30_000;
/// Scores beyond this are wins or losses.
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
/// Larger than every score.
pub(crate) const INFINITE: i32 = 32_000;

/// A search score from the side to move's point of view.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Score {
    /// An evaluation in centipawns.
    Centipawns(i32),
    /// A forced win (positive) or loss (negative) in this many plies (a ply
    /// is one player's turn); `Plies(1)`: the side to move wins with its
    /// turn.
    Plies(i32),
}

impl Score {
    /// The score of an internal value.
    pub(crate) fn from_internal(value: i32) -> Score {
        if value > MATE_BOUND {
            Score::Plies(MATE - value)
        } else if value < -MATE_BOUND {
            Score::Plies(-(MATE + value))
        } else {
            Score::Centipawns(value)
        }
    }

    /// The UCI form: `cp N`, or `mate N` with N in moves of the side to
    /// move (negative when it loses).
    pub fn uci(self) -> UciScore {
        UciScore(self)
    }

    /// The forced win (positive) or loss (negative) in moves of the side
    /// to move, as UCI's `mate N` counts them; `None` for centipawns.
    pub fn mate_moves(self) -> Option<i32> {
        match self {
            Score::Centipawns(_) => None,
            Score::Plies(n) if n > 0 => Some((n + 1) / 2),
            Score::Plies(n) => Some(-((-n).max(1) / 2)),
        }
    }

    /// The evaluation in centipawns; `None` for a forced win or loss.
    pub fn centipawns(self) -> Option<i32> {
        match self {
            Score::Centipawns(cp) => Some(cp),
            Score::Plies(_) => None,
        }
    }

    /// Whether this is a forced win for the side to move.
    pub fn is_win(self) -> bool {
        matches!(self, Score::Plies(n) if n > 0)
    }
}

/// A [`Score`] written as UCI writes it (`cp 35`, `mate 2`, `mate -1`).
#[derive(Clone, Copy, Debug)]
pub struct UciScore(Score);

impl fmt::Display for UciScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves = self.0.mate_moves().unwrap_or(0);
        match self.0 {
            Score::Centipawns(cp) => write!(f, "cp {cp}"),
            Score::Plies(n) if n > 0 => write!(f, "mate {moves}"),
            // A loss is `mate -N`, also when N rounds to 0.
            Score::Plies(_) => write!(f, "mate -{}", -moves),
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.uci(), f)
    }
}
