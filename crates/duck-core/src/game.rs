//! [`Game`]: a position with its history, undo, and the draw rules that need
//! a history (repetition) or a clock.

use alloc::vec::Vec;

use crate::outcome::{DrawReason, Outcome};
use crate::rules::{DrawRules, IllegalTurn, Rules};
use crate::turn::Turn;

/// A game record: the starting position, the turns played, and every
/// position reached, with the draw rules in force.
///
/// ```
/// use duck_core::{Game, Rules};
/// # fn demo<R: Rules>(start: R) {
/// let mut game = Game::new(start);
/// let turn = game.position().turns().iter().next().unwrap();
/// game.play(turn).unwrap();
/// game.undo();
/// assert_eq!(game.turns().len(), 0);
/// # }
/// ```
#[derive(Clone, Debug)]
pub struct Game<R: Rules> {
    positions: Vec<R>,
    turns: Vec<Turn<R::Geometry, R::Move>>,
    draw_rules: DrawRules,
}

impl<R: Rules> Game<R> {
    /// A game from `start` with the variant's default draw rules (none for
    /// Duck Chess, both for Duck Xiangqi).
    pub fn new(start: R) -> Self {
        Self::with_draw_rules(start, R::default_draw_rules())
    }

    /// A game from `start` with the given draw rules.
    pub fn with_draw_rules(start: R, draw_rules: DrawRules) -> Self {
        Game {
            positions: alloc::vec![start],
            turns: Vec::new(),
            draw_rules,
        }
    }

    /// The draw rules in force.
    pub fn draw_rules(&self) -> DrawRules {
        self.draw_rules
    }

    /// Changes the draw rules (they apply to the current position at once).
    pub fn set_draw_rules(&mut self, draw_rules: DrawRules) {
        self.draw_rules = draw_rules;
    }

    /// Turns on the variant's usual draw rules (threefold repetition and the
    /// move limit).
    pub fn enable_standard_draws(&mut self) {
        self.draw_rules = R::standard_draw_rules();
    }

    /// The starting position.
    pub fn start(&self) -> &R {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &R {
        // The list always holds the start position.
        &self.positions[self.positions.len() - 1]
    }

    /// Every position so far, the start first and the current last.
    pub fn positions(&self) -> &[R] {
        &self.positions
    }

    /// The turns played so far.
    pub fn turns(&self) -> &[Turn<R::Geometry, R::Move>] {
        &self.turns
    }

    /// How many times the current position has occurred (at least 1).
    pub fn repetitions(&self) -> u32 {
        let current = self.position();
        // Only positions since the last irreversible turn can be equal, but
        // comparing hashes first makes the full scan cheap enough.
        self.positions
            .iter()
            .filter(|p| p.zobrist() == current.zobrist() && *p == current)
            .count() as u32
    }

    /// The result, if the game is over: a decisive result of the position
    /// first (so a royal capture or a side without turns wins even on a turn
    /// that also completes a draw condition), then the draw rules.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = self.position().outcome() {
            return Some(outcome);
        }
        if let Some(n) = self.draw_rules.repetitions {
            if self.repetitions() >= n {
                return Some(Outcome::Draw {
                    reason: DrawReason::Repetition,
                });
            }
        }
        if let Some(limit) = self.draw_rules.move_limit {
            if self.position().halfmove_clock() >= limit {
                return Some(Outcome::Draw {
                    reason: DrawReason::MoveLimit,
                });
            }
        }
        None
    }

    /// Plays a turn after checking it (and that the game is not over);
    /// on error nothing changes.
    pub fn play(&mut self, turn: Turn<R::Geometry, R::Move>) -> Result<(), IllegalTurn> {
        if self.outcome().is_some() {
            return Err(IllegalTurn::GameOver);
        }
        let mut next = *self.position();
        next.play(turn)?;
        self.positions.push(next);
        self.turns.push(turn);
        Ok(())
    }

    /// Takes back the last turn, returning it (`None` at the start).
    pub fn undo(&mut self) -> Option<Turn<R::Geometry, R::Move>> {
        let turn = self.turns.pop()?;
        self.positions.pop();
        Some(turn)
    }
}
