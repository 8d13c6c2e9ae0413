//! [`DrawRules`]: which draw rules a [`Game`](crate::Game) applies.

/// Which draw rules a [`Game`](crate::Game) applies.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DrawRules {
    /// Draw when the current position has occurred this many times
    /// (3 for threefold repetition).
    pub repetitions: Option<u32>,
    /// Draw when the position's halfmove clock reaches this many turns
    /// (100 for the fifty-move rule, 120 for sixty moves each).
    pub move_limit: Option<u32>,
}

impl DrawRules {
    /// No draw rules at all.
    pub const NONE: DrawRules = DrawRules {
        repetitions: None,
        move_limit: None,
    };

    /// Both rules: a draw when a position occurs the `repetitions`-th time,
    /// and when `move_limit` turns pass without an irreversible one
    /// (`DrawRules::both(3, 100)` is chess's threefold repetition and
    /// fifty-move rule).
    pub const fn both(repetitions: u32, move_limit: u32) -> DrawRules {
        DrawRules {
            repetitions: Some(repetitions),
            move_limit: Some(move_limit),
        }
    }
}
