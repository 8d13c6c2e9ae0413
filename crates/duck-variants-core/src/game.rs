//! [`Game`]: a position with its history, undo, and the draw rules that need
//! a history (repetition) or a clock.

use alloc::boxed::Box;
use alloc::collections::TryReserveError;
use alloc::sync::Arc;
use alloc::vec::Vec;

use crate::draw_rules::DrawRules;
use crate::history::{Positions, reserve_one};
use crate::outcome::{DrawReason, Outcome};
use crate::pgn::PgnGame;
use crate::repetition::{Known, Occurrences, RepetitionKey, RepetitionTable};
use crate::rules::{IllegalTurn, Rules};
use crate::turn::Turn;

/// A game record: the starting position, the turns played, and every
/// position reached (rebuilt from the turns on demand, see [`Positions`]),
/// with the draw rules in force.
///
/// ```
/// use duck_variants_core::{Game, Rules, Variant};
/// # fn demo<R: Rules>(start: R) {
/// let mut game = Game::new(start);
/// let turn = game.position().legal_turns().iter().next().unwrap();
/// game.play(turn).unwrap();
/// game.undo();
/// assert_eq!(game.history().len(), 0);
/// # }
/// ```
///
/// Repetitions are counted as the game goes (see [`Game::repetitions`]):
/// playing a turn costs O(1) amortised, and taking one back O(1), whatever
/// the draw rules, however long the game, and whoever chose the turns;
/// under a move limit, taking back an irreversible turn counts the window
/// of positions before it again, at most the limit's number (see
/// [`Game::undo`]). Under a move limit only the current window's
/// positions are counted, so a played turn costs its turn and a sixteenth
/// of a position, as without draw rules (in random games with the
/// standard rules, 21 B a ply in Duck Chess, 28 B in Duck Xiangqi). The
/// positions are looked up by a keyed hash of their whole identity, not by
/// their Zobrist hash, whose fixed keys would let anyone choose turns that
/// collide (see [`RepetitionKey`] for the key, and what a `no_std` build
/// does).
#[derive(Clone, Debug)]
pub struct Game<R: Rules> {
    /// The turns, the start, the current position and a checkpoint every
    /// few plies (a few bytes a turn rather than a whole position).
    positions: Positions<R>,
    /// The current position's own outcome ([`Rules::outcome`]), found once
    /// per position reached (when a turn is played or taken back) rather
    /// than at every question: a host asks after each turn whether the
    /// game is over, and [`Game::play`] asks before each turn, and each
    /// answer is a move generation.
    decided: Option<Outcome>,
    draw_rules: DrawRules,
    /// The repetition counts (see [`Counts`]): made when a repetition rule
    /// is first in force or a key is set, so that a game without one (a
    /// Duck Chess game by default, every game read from PGN only to be
    /// looked at) is small to move and costs no allocation for them.
    counts: Option<Box<Counts>>,
    /// Where the positions that can still recur begin: the last position
    /// whose halfmove clock is 0 (a capture or, in chess, a pawn move
    /// changed the material for good, so no earlier position can come
    /// back), or the start.
    window: usize,
    /// The window starts before the current one, one per irreversible turn
    /// played since the start (the latest last): undoing such a turn pops
    /// its predecessor instead of searching the history for it.
    windows: Vec<u32>,
    /// The PGN record the game was read from, if any (see
    /// [`Game::record`]), and how many of the game's first turns it still
    /// describes: a game read and written back keeps its tags, comments,
    /// NAGs and result. Shared, not copied, by a game's clones (it never
    /// changes once set).
    record: Option<(Arc<PgnGame>, usize)>,
}

/// `record` as a game with `played` turns keeps it (see
/// [`Game::set_record`]): one copy for every game.
fn kept_record(record: Option<PgnGame>, played: usize) -> Option<(Arc<PgnGame>, usize)> {
    record.map(|record| {
        let kept = record.moves.len().min(played);
        (Arc::new(record), kept)
    })
}

/// A game's repetition counts, while a repetition rule is in force.
#[derive(Clone, Debug)]
struct Counts {
    /// While a repetition rule is in force: for each position from the
    /// first counted one on (see [`Game::counted_from`]), how many times it
    /// has occurred since the window it is in began (itself included), and
    /// the index + 1 of its previous occurrence (0 for none), which taking
    /// it back restores in the table. Empty otherwise, so that a long game
    /// without the rule costs only its turns and checkpoints.
    occurrences: Vec<u32>,
    previous: Vec<u32>,
    /// The latest occurrence of every position from the first counted one
    /// on (while a repetition rule is in force).
    ///
    /// Under a move limit that is the current window only: no earlier
    /// position can recur, so an irreversible turn empties the table and
    /// the counts (keeping their allocation, which the longest window
    /// bounds), and a game costs its turns and checkpoints plus one window
    /// rather than some 60 B more a ply (issue 32, row 6: 87.8 B a ply in
    /// 300 random Duck Xiangqi games when every position was kept). Taking
    /// that turn back counts the window before it again, walking its
    /// positions forward: O(window), and the window is at most the move
    /// limit long while turns can be played (a game past the limit is
    /// over, so no turn opens a window after a longer one, except one
    /// played before the limit was set, which is counted once).
    ///
    /// Without a move limit a window can be as long as the game, and an
    /// undo that counted it again would cost that much each time (a
    /// capture played and taken back over and over would be quadratic), so
    /// then every position of the game is kept, as before, and nothing is
    /// counted again.
    table: RepetitionTable,
}

impl Counts {
    /// No counts, and a table that draws its key when it first hashes.
    fn new() -> Self {
        Counts {
            occurrences: Vec::new(),
            previous: Vec::new(),
            table: RepetitionTable::unkeyed(),
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
            decided: start.outcome(),
            positions: Positions::new(start),
            draw_rules,
            counts: None,
            record: None,
            window: 0,
            windows: Vec::new(),
        };
        game.rebuild();
        game
    }

    /// The draw rules in force.
    pub fn draw_rules(&self) -> DrawRules {
        self.draw_rules
    }

    /// The PGN record the game was read from ([`Game::from_pgn`], a
    /// [`Replayer`](crate::pgn::Replayer) that keeps records), or set with
    /// [`Game::set_record`]: its tags, comments and stated result, and the
    /// comments, NAGs and variations of its moves. [`Game::pgn`] writes
    /// them back, each move's for as long as the game's turns are the
    /// record's (a turn taken back takes its annotations with it; turns
    /// played after it have none), and the stated result while the game is
    /// as it was read.
    pub fn record(&self) -> Option<&PgnGame> {
        self.record.as_ref().map(|(record, _)| &**record)
    }

    /// How many of the game's first turns its record still describes (0
    /// without a record).
    pub fn recorded_turns(&self) -> usize {
        self.record.as_ref().map_or(0, |&(_, kept)| kept)
    }

    /// Sets the PGN record that describes the game's turns so far (as
    /// many as both have), or drops it (`None`).
    pub fn set_record(&mut self, record: Option<PgnGame>) {
        self.record = kept_record(record, self.positions.len() - 1);
    }

    /// Changes the draw rules (they apply to the current position at once).
    /// Turning a repetition rule on counts the positions since the last
    /// irreversible turn once (under a move limit; every position of the
    /// game without one).
    pub fn set_draw_rules(&mut self, draw_rules: DrawRules) {
        self.draw_rules = draw_rules;
        self.rebuild();
    }

    /// Sets the key of the repetition table's hash (and counts the history
    /// again under it). Games start with a random key when the `std`
    /// feature is on, and with the public [`RepetitionKey::FIXED`] without
    /// it: a `no_std` program that reads untrusted games should set a key
    /// from its own source of randomness.
    pub fn set_repetition_key(&mut self, key: RepetitionKey) {
        let counts = self.counts.get_or_insert_with(|| Box::new(Counts::new()));
        counts.table = RepetitionTable::new(key);
        self.recount();
    }

    /// Turns on the variant's usual draw rules (threefold repetition and the
    /// move limit).
    pub fn enable_standard_draws(&mut self) {
        self.set_draw_rules(R::STANDARD_DRAW_RULES);
    }

    /// The draw that the variant's standard draw rules would declare now,
    /// when the rules in force are others (Duck Chess plays without draw
    /// rules by default): what a player could claim, as python-chess's
    /// `can_claim_draw` and pyffish's `is_optional_game_end` say. `None`
    /// once the game is over or when the standard rules are in force.
    ///
    /// O(1) however long the game, without counting the whole history
    /// again: the standard repetition rule looks only at the positions
    /// since the last irreversible turn, and while the halfmove clock is
    /// below the standard move limit those are fewer than the limit (the
    /// clock counts them), so they are scanned, at most that many (or the
    /// count is read, when a repetition rule in force keeps it). Once the
    /// clock has reached the limit the move limit's draw holds whatever
    /// the repetitions, and it is the reason given (a scan then could be
    /// as long as the game): the move limit is named first when both hold.
    pub fn claimable_draw(&self) -> Option<DrawReason> {
        let standard = R::STANDARD_DRAW_RULES;
        if self.draw_rules() == standard || self.outcome().is_some() {
            return None;
        }
        let clock = self.position().halfmove_clock();
        if let Some(limit) = standard.move_limit {
            if clock >= limit {
                return Some(DrawReason::MoveLimit);
            }
        }
        // Here the window is shorter than the move limit (if the standard
        // rules have one; a variant whose standard rules repeat without a
        // limit pays the scan of `repetitions`).
        match standard.repetitions {
            Some(n) if self.repetitions() >= n => Some(DrawReason::Repetition),
            _ => None,
        }
    }

    /// The starting position.
    pub fn start(&self) -> &R {
        self.positions.start()
    }

    /// The current position.
    pub fn position(&self) -> &R {
        self.positions.current()
    }

    /// Every position so far, the start first and the current last, read
    /// by value (the ones between are rebuilt from the turns: in order,
    /// one turn played each).
    pub fn positions(&self) -> &Positions<R> {
        &self.positions
    }

    /// The turns played so far.
    pub fn history(&self) -> &[Turn<R::Geometry, R::Move>] {
        self.positions.turns()
    }

    /// The index of the first position whose occurrences are counted (see
    /// [`Game::table`]): the current window's under a move limit, the
    /// start's without one.
    fn counted_from(&self) -> usize {
        match self.draw_rules.move_limit {
            Some(_) => self.window,
            None => 0,
        }
    }

    /// How many times the current position has occurred (at least 1).
    /// O(1) while a repetition rule is in force (counted as turns are
    /// played); otherwise a scan of the positions since the last
    /// irreversible turn (replayed forward from the checkpoint before it).
    pub fn repetitions(&self) -> u32 {
        if let Some(&count) = self.counts.as_ref().and_then(|c| c.occurrences.last()) {
            return count;
        }
        let current = self.position();
        self.positions
            .iter_from(self.window)
            .filter(|p| p.zobrist() == current.zobrist() && p == current)
            .count() as u32
    }

    /// Whether repetitions are counted as turns are played.
    fn counting(&self) -> bool {
        self.draw_rules.repetitions.is_some()
    }

    /// Counts the occurrences of every position from the first counted one
    /// on from scratch (or drops the counts when no repetition rule is in
    /// force): O(window) under a move limit, O(game) without one.
    fn rebuild(&mut self) {
        if let Some(counts) = &mut self.counts {
            counts.table.clear();
        }
        self.recount();
    }

    /// Counts the occurrences of every position from the first counted one
    /// on, into emptied counts and an emptied table (whose allocation,
    /// key and mode stay as they are).
    fn recount(&mut self) {
        if let Some(counts) = &mut self.counts {
            counts.occurrences.clear();
            counts.previous.clear();
            counts.table.empty();
        }
        if self.counting() {
            let from = self.counted_from();
            let counts = self.counts.get_or_insert_with(|| Box::new(Counts::new()));
            let mut window = from;
            // The positions in order, each rebuilt from the one before
            // (one turn played), and known to the table by value: only
            // earlier ones it compares on a hash match, or re-keys, are
            // rebuilt from a checkpoint.
            for (index, position) in (from..).zip(self.positions.iter_from(from)) {
                if position.halfmove_clock() == 0 {
                    window = index;
                }
                let known = Known {
                    positions: &self.positions,
                    index,
                    position,
                };
                let lists = (&mut counts.occurrences, &mut counts.previous);
                // Calls that count the history again cannot fail (they
                // return nothing: the setters, and `undo` across an
                // irreversible turn under a move limit), so memory they
                // cannot get ends the program here, as it did before growth was checked (the
                // layout stands for the counts' growth; the failed one's
                // size is not public); only playing a turn is checked.
                if count(&mut counts.table, lists, &known, index, window, from).is_err() {
                    alloc::alloc::handle_alloc_error(core::alloc::Layout::new::<[u32; 2]>());
                }
            }
        }
    }

    /// The result, if the game is over: a decisive result of the position
    /// first (so a royal capture or a side without turns wins even on a turn
    /// that also completes a draw condition), then the draw rules.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = self.decided {
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
    ///
    /// Every buffer the turn makes grow (the positions, the turns, the
    /// repetition counts and table) is grown with `try_reserve` before
    /// anything changes, so that a game that cannot get the memory refuses
    /// the turn rather than ending the program (a WebAssembly module's
    /// allocation failure is a trap that kills every game in it).
    ///
    /// # Errors
    ///
    /// [`IllegalTurn::GameOver`] when [`Game::outcome`] is some (a draw by
    /// the game's draw rules included), else those of
    /// [`Rules::check_turn`](crate::Rules::check_turn), and
    /// [`IllegalTurn::OutOfMemory`] for a legal turn the game could not
    /// grow to record.
    pub fn play(&mut self, turn: Turn<R::Geometry, R::Move>) -> Result<(), IllegalTurn> {
        if self.outcome().is_some() {
            return Err(IllegalTurn::GameOver);
        }
        let mut next = *self.position();
        next.play(turn)?;
        let opens = next.halfmove_clock() == 0;
        let room = (self.positions.try_reserve_one()).and_then(|()| match opens {
            true => reserve_one(&mut self.windows),
            false => Ok(()),
        });
        room.map_err(|_| IllegalTurn::OutOfMemory)?;
        let index = self.positions.len();
        let window = if opens { index } else { self.window };
        let from = self.counted_from();
        if let (true, Some(counts)) = (self.counting(), self.counts.as_deref_mut()) {
            // Counted before the position is recorded, the table knowing
            // it by value, so that a count without memory changes nothing.
            let known = Known {
                positions: &self.positions,
                index,
                position: next,
            };
            let result = if opens && self.draw_rules.move_limit.is_some() {
                // A new window under a move limit: the counts and the table
                // begin again with this position alone (see `table`). The
                // counts keep their allocation, so only a game that never
                // counted needs some; it is had before anything changes.
                (counts.occurrences.try_reserve(1))
                    .and_then(|()| counts.previous.try_reserve(1))
                    .and_then(|()| counts.table.restart(&known, index))
                    .map(|()| {
                        counts.occurrences.clear();
                        counts.previous.clear();
                        counts.occurrences.push(1);
                        counts.previous.push(0);
                    })
            } else {
                let lists = (&mut counts.occurrences, &mut counts.previous);
                count(&mut counts.table, lists, &known, index, window, from)
            };
            result.map_err(|_| IllegalTurn::OutOfMemory)?;
        }
        self.decided = next.outcome();
        self.positions.push(turn, next);
        if opens {
            self.windows.push(self.window as u32);
            self.window = index;
        }
        Ok(())
    }

    /// Takes back the last turn, returning it (`None` at the start). O(1),
    /// whatever the turn and however long the game: the new current
    /// position is rebuilt from the last checkpoint (at most 15 turns
    /// played again). Except, under a move limit with a repetition rule,
    /// for an irreversible turn: taking it back counts the window before it
    /// again, O(window), at most the move limit (see the note on the
    /// repetition table in the source), so O(1) for a given limit.
    pub fn undo(&mut self) -> Option<Turn<R::Geometry, R::Move>> {
        let index = self.positions.len() - 1;
        if index == 0 {
            return None;
        }
        // Under a move limit the turn that opened the current window takes
        // the table's whole content with it: the window before is counted
        // again below.
        let recount = index == self.window && self.draw_rules.move_limit.is_some();
        if let (false, Some(counts)) = (recount, self.counts.as_deref_mut()) {
            if let Some(previous) = counts.previous.pop() {
                counts.occurrences.pop();
                let known = Known {
                    positions: &self.positions,
                    index,
                    position: *self.positions.current(),
                };
                counts.table.remove(&known, index, previous.checked_sub(1));
            }
        }
        let turn = self.positions.pop()?;
        self.decided = self.position().outcome();
        if let Some(record) = &mut self.record {
            // The record describes no turn past this one any more.
            record.1 = record.1.min(self.positions.len() - 1);
        }
        if index == self.window {
            // The turn opened the window (index > 0: it was played).
            self.window = self.windows.pop().map_or(0, |w| w as usize);
        }
        if recount {
            self.recount();
        }
        Some(turn)
    }
}

/// Counts the occurrence of the position at `index`, the newest, in the
/// window that begins at `window` (an earlier occurrence before it is not
/// a repetition): `table` records it, `counts` (the occurrences and the
/// previous occurrences of the positions from `from` on, which the table
/// holds) grow by one. Fields of the game rather than a
/// method, so that `positions` can borrow the game's positions meanwhile.
///
/// # Errors
///
/// The memory the counts or the table needed could not be had; nothing
/// changed.
fn count(
    table: &mut RepetitionTable,
    (occurrences, previous): (&mut Vec<u32>, &mut Vec<u32>),
    positions: &dyn Occurrences,
    index: usize,
    window: usize,
    from: usize,
) -> Result<(), TryReserveError> {
    // Without a move limit these grow a ply at a time for the whole game.
    reserve_one(occurrences)?;
    reserve_one(previous)?;
    let last = table.insert(positions, index)?;
    let n = match last {
        Some(p) if p as usize >= window => occurrences[p as usize - from] + 1,
        _ => 1,
    };
    occurrences.push(n);
    previous.push(last.map_or(0, |p| p + 1));
    Ok(())
}
