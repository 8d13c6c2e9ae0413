//! [`Game`]: a position with its history, undo, and the draw rules that need
//! a history (repetition) or a clock.

use alloc::vec::Vec;

use crate::history::Positions;
use crate::outcome::{DrawReason, Outcome};
use crate::rules::{DrawRules, IllegalTurn, Rules};
use crate::turn::Turn;

/// A game record: the starting position, the turns played, and every
/// position reached, with the draw rules in force.
///
/// ```
/// use duck_variants_core::{Game, Rules, Variant};
/// # fn demo<R: Rules>(start: R) {
/// let mut game = Game::new(start);
/// let turn = game.position().turns().iter().next().unwrap();
/// game.play(turn).unwrap();
/// game.undo();
/// assert_eq!(game.turns().len(), 0);
/// # }
/// ```
///
/// Repetitions are counted as the game goes (see [`Game::repetitions`]):
/// playing a turn costs O(1) amortised whatever the draw rules and however
/// long the game.
#[derive(Clone, Debug)]
pub struct Game<R: Rules> {
    positions: Positions<R>,
    turns: Vec<Turn<R::Geometry, R::Move>>,
    draw_rules: DrawRules,
    /// While a repetition rule is in force: for each position, how many
    /// times it has occurred up to it (itself included), and the index + 1
    /// of its previous occurrence (0 for none). Empty otherwise, so that a
    /// long game without the rule costs only its positions and turns.
    occurrences: Vec<u32>,
    previous: Vec<u32>,
    /// The latest occurrence of each position since the last irreversible
    /// turn, by hash (while a repetition rule is in force).
    table: RepetitionTable,
    /// Where the positions that can still recur begin: the last position
    /// whose halfmove clock is 0 (a capture or, in chess, a pawn move
    /// changed the material for good, so no earlier position can come
    /// back), or the start.
    window: usize,
}

/// An open-addressing hash table from a position's Zobrist hash to the
/// index of its latest occurrence, for positions since the last
/// irreversible turn. Cleared whenever such a turn is played, so its work
/// is paid for by the insertions since.
#[derive(Clone, Debug, Default)]
struct RepetitionTable {
    /// Position index + 1, 0 for an empty slot; a power-of-two length.
    slots: Vec<u32>,
    len: usize,
}

impl RepetitionTable {
    fn clear(&mut self) {
        // Shrinks a table grown for a long stretch so that clearing stays
        // proportional to what was inserted.
        if self.slots.len() > 64 && self.len * 8 < self.slots.len() {
            self.slots = alloc::vec![0; 64];
        } else {
            self.slots.iter_mut().for_each(|s| *s = 0);
        }
        self.len = 0;
    }

    /// The slot of `position`'s latest occurrence, or the empty slot where
    /// it goes.
    fn find<R: Rules>(&self, positions: &Positions<R>, position: &R) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = position.zobrist() as usize & mask;
        loop {
            match self.slots[i] {
                0 => return i,
                s if positions[s as usize - 1] == *position => return i,
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Records `index` as the latest occurrence of its position; the
    /// previous occurrence's index, if any.
    fn insert<R: Rules>(&mut self, positions: &Positions<R>, index: usize) -> Option<u32> {
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow(positions);
        }
        let i = self.find(positions, &positions[index]);
        let previous = self.slots[i].checked_sub(1);
        if previous.is_none() {
            self.len += 1;
        }
        self.slots[i] = index as u32 + 1;
        previous
    }

    fn grow<R: Rules>(&mut self, positions: &Positions<R>) {
        let size = (self.slots.len() * 2).max(64);
        let old = core::mem::replace(&mut self.slots, alloc::vec![0; size]);
        for s in old.into_iter().filter(|&s| s != 0) {
            let i = self.find(positions, &positions[s as usize - 1]);
            self.slots[i] = s;
        }
    }

    /// Takes back the latest occurrence at `index`: its slot goes back to
    /// `previous`, or is emptied (re-placing the entries after it in its
    /// probe run, so that lookups still find them).
    fn remove<R: Rules>(&mut self, positions: &Positions<R>, index: usize, previous: Option<u32>) {
        let mut i = self.find(positions, &positions[index]);
        if let Some(p) = previous {
            self.slots[i] = p + 1;
            return;
        }
        self.slots[i] = 0;
        self.len -= 1;
        let mask = self.slots.len() - 1;
        loop {
            i = (i + 1) & mask;
            let s = self.slots[i];
            if s == 0 {
                return;
            }
            self.slots[i] = 0;
            let j = self.find(positions, &positions[s as usize - 1]);
            self.slots[j] = s;
        }
    }
}

impl<R: Rules> Game<R> {
    /// A game from `start` with the variant's default draw rules (none for
    /// Duck Chess, both for Duck Xiangqi).
    pub fn new(start: R) -> Self {
        Self::with_draw_rules(start, R::DEFAULT_DRAW_RULES)
    }

    /// A game from `start` with the given draw rules.
    pub fn with_draw_rules(start: R, draw_rules: DrawRules) -> Self {
        let mut game = Game {
            positions: Positions::new(start),
            turns: Vec::new(),
            draw_rules,
            occurrences: Vec::new(),
            previous: Vec::new(),
            table: RepetitionTable::default(),
            window: 0,
        };
        game.rebuild();
        game
    }

    /// The draw rules in force.
    pub fn draw_rules(&self) -> DrawRules {
        self.draw_rules
    }

    /// Changes the draw rules (they apply to the current position at once).
    /// Turning a repetition rule on counts the history once.
    pub fn set_draw_rules(&mut self, draw_rules: DrawRules) {
        self.draw_rules = draw_rules;
        self.rebuild();
    }

    /// Turns on the variant's usual draw rules (threefold repetition and the
    /// move limit).
    pub fn enable_standard_draws(&mut self) {
        self.set_draw_rules(R::STANDARD_DRAW_RULES);
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
    pub fn positions(&self) -> &Positions<R> {
        &self.positions
    }

    /// The turns played so far.
    pub fn turns(&self) -> &[Turn<R::Geometry, R::Move>] {
        &self.turns
    }

    /// How many times the current position has occurred (at least 1).
    /// O(1) while a repetition rule is in force (counted as turns are
    /// played); otherwise a scan of the positions since the last
    /// irreversible turn.
    pub fn repetitions(&self) -> u32 {
        if let Some(&count) = self.occurrences.last() {
            return count;
        }
        let current = self.position();
        self.positions
            .iter_from(self.window)
            .filter(|p| p.zobrist() == current.zobrist() && *p == current)
            .count() as u32
    }

    /// Whether repetitions are counted as turns are played.
    fn counting(&self) -> bool {
        self.draw_rules.repetitions.is_some()
    }

    /// Counts the occurrences of every position from scratch (or drops the
    /// counts when no repetition rule is in force).
    fn rebuild(&mut self) {
        self.occurrences.clear();
        self.previous.clear();
        self.table.clear();
        if self.counting() {
            for index in 0..self.positions.len() {
                self.count(index);
            }
        }
    }

    /// Counts the occurrence of the position at `index`, the newest.
    fn count(&mut self, index: usize) {
        if self.positions[index].halfmove_clock() == 0 {
            self.table.clear();
        }
        let previous = self.table.insert(&self.positions, index);
        let occurrences = previous.map_or(1, |p| self.occurrences[p as usize] + 1);
        self.occurrences.push(occurrences);
        self.previous.push(previous.map_or(0, |p| p + 1));
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
    /// on error nothing changes. O(1) amortised besides the check, whatever
    /// the draw rules.
    pub fn play(&mut self, turn: Turn<R::Geometry, R::Move>) -> Result<(), IllegalTurn> {
        if self.outcome().is_some() {
            return Err(IllegalTurn::GameOver);
        }
        let mut next = *self.position();
        next.play(turn)?;
        self.positions.push(next);
        self.turns.push(turn);
        let index = self.positions.len() - 1;
        if next.halfmove_clock() == 0 {
            self.window = index;
        }
        if self.counting() {
            self.count(index);
        }
        Ok(())
    }

    /// Takes back the last turn, returning it (`None` at the start). O(1)
    /// unless it takes back an irreversible turn, which recounts the
    /// positions before it back to the previous one.
    pub fn undo(&mut self) -> Option<Turn<R::Geometry, R::Move>> {
        let turn = self.turns.pop()?;
        let index = self.positions.len() - 1;
        if let Some(previous) = self.previous.pop() {
            self.occurrences.pop();
            self.table
                .remove(&self.positions, index, previous.checked_sub(1));
        }
        self.positions.pop();
        if index == self.window {
            self.window = (0..index)
                .rev()
                .find(|&i| self.positions[i].halfmove_clock() == 0)
                .unwrap_or(0);
            if self.counting() {
                // The positions since the window's new start can recur
                // again: their latest occurrences go back in the table.
                self.table.clear();
                for i in self.window..index {
                    self.table.insert(&self.positions, i);
                }
            }
        }
        Some(turn)
    }
}
