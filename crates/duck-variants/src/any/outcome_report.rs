//! [`OutcomeReport`]: how a game ended, in the words every layer gives.

use alloc::borrow::ToOwned;
use alloc::string::{String, ToString};

use duck_variants_core::{DrawReason, Outcome, WinReason};

use super::{AnyGame, GameKind};

/// How a game ended, as every layer reports it (the Python package's
/// `Outcome`, the npm package's `outcome()`): written once here so that
/// the words agree.
///
/// ```
/// use duck_variants::{AnyGame, AnyPosition, GameKind};
///
/// let start = AnyPosition::from_fen_as(GameKind::Chess, "7k/8/8/8/8/8/8/K6R w - - 0 1")?;
/// let mut game = AnyGame::new(start);
/// game.play_coords("h1h8")?;
/// let report = game.outcome_report().unwrap();
/// assert_eq!(report.winner.as_deref(), Some("white"));
/// assert_eq!(report.reason, "king_captured");
/// assert_eq!(report.result, "1-0");
/// assert!(report.immediate);
/// # Ok::<(), duck_variants::AnyError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct OutcomeReport {
    /// The winner's side name in lowercase (`white`, `red`, `black`),
    /// `None` for a draw.
    pub winner: Option<String>,
    /// Why, in snake case: `<royal>_captured` (`king_captured`,
    /// `general_captured`), the game's word for an end by no legal turn
    /// (`fowling`) or `no_legal_turn`, `repetition`, `move_limit`.
    pub reason: String,
    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub result: &'static str,
    /// The outcome in the game's words ("Red wins: the black general was
    /// captured (1-0)").
    pub text: String,
    /// Whether the game ended by its rules with turns left or a royal gone
    /// (a royal capture, a draw rule), rather than because the side to move
    /// has no turn (pyffish's `is_immediate_game_end`).
    pub immediate: bool,
}

impl OutcomeReport {
    /// `outcome` of a game of `kind`, reported.
    pub fn new(kind: GameKind, outcome: Outcome) -> OutcomeReport {
        let info = kind.info();
        let (reason, immediate) = match outcome {
            Outcome::Decisive {
                reason: WinReason::NoLegalTurn,
                ..
            } => (snake(info.no_turn_name.unwrap_or("no legal turn")), false),
            Outcome::Decisive { .. } => {
                let royal = snake(info.names.royal.unwrap_or("royal"));
                (royal + "_captured", true)
            }
            Outcome::Draw {
                reason: DrawReason::Repetition,
            } => ("repetition".to_owned(), true),
            Outcome::Draw { .. } => ("move_limit".to_owned(), true),
        };
        OutcomeReport {
            winner: outcome
                .winner()
                .map(|c| kind.side_name(c).to_ascii_lowercase()),
            reason,
            result: outcome.pgn(),
            text: kind.describe(outcome).to_string(),
            immediate,
        }
    }
}

/// A name in snake case: lowercase, spaces as `_`.
fn snake(name: &str) -> String {
    name.chars()
        .map(|c| match c {
            ' ' => '_',
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

impl AnyGame {
    /// How the game ended ([`OutcomeReport`]), `None` while it goes on.
    pub fn outcome_report(&self) -> Option<OutcomeReport> {
        let outcome = self.outcome()?;
        Some(OutcomeReport::new(self.kind(), outcome))
    }
}
