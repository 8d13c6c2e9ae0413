//! The engine over [`AnyPosition`]: the table and the stop flag kept from
//! search to search, and the results as [`AnyTurn`]s.

use alloc::sync::Arc;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, Ordering};

use duck_variants::core::{TurnOf, Variant};
use duck_variants::{AnyGame, AnyPosition, AnyTurn, amazons, chess, xiangqi};

use crate::game::EngineGame;
use crate::limits::{Clock, Limits, NoClock};
use crate::score::Score;
use crate::search::{Iteration, Search};
use crate::tt::Table;

/// The default table size, in mebibytes.
pub const DEFAULT_HASH_MB: usize = 16;

/// What a search found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SearchResult {
    /// The turn to play (`None` when the game is over).
    pub best: Option<AnyTurn>,
    /// The score of the position for the side to move.
    pub score: Score,
    /// The principal variation, starting with `best`.
    pub pv: Vec<AnyTurn>,
    /// The depth of the last finished iteration, in plies.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

impl SearchResult {
    /// The score of the turn found; `None` without one (the game is
    /// over), where [`score`](SearchResult::score) is a placeholder 0.
    pub fn evaluation(&self) -> Option<Score> {
        self.best.as_ref().map(|_| self.score)
    }

    /// No turn: a position without one (the game is over), after `nodes`.
    fn nothing(nodes: u64) -> SearchResult {
        SearchResult {
            best: None,
            score: Score::Centipawns(0),
            pv: Vec::new(),
            depth: 0,
            nodes,
        }
    }
}

/// A report after each finished iteration (UCI's `info` line).
#[derive(Clone, Copy, Debug)]
pub struct SearchInfo<'a> {
    /// The iteration's depth, in plies.
    pub depth: u32,
    /// Its score.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the search began (0 with [`NoClock`]).
    pub elapsed_ms: u64,
    /// The principal variation.
    pub pv: &'a [AnyTurn],
}

/// A searcher that keeps its transposition table between searches, with
/// a stop flag another thread may set to end a search early.
pub struct Engine {
    tt: Table,
    stop: Arc<AtomicBool>,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl core::fmt::Debug for Engine {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Engine").finish_non_exhaustive()
    }
}

impl Engine {
    /// An engine with a table of [`DEFAULT_HASH_MB`] mebibytes.
    pub fn new() -> Engine {
        Engine::with_hash_mb(DEFAULT_HASH_MB)
    }

    /// An engine with a table of about `mb` mebibytes.
    pub fn with_hash_mb(mb: usize) -> Engine {
        Engine {
            tt: Table::new(mb.max(1) << 20),
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    /// The stop flag: setting it ends the running search, which returns
    /// its best turn so far. Each search clears it when it starts.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Forgets everything learned (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
    }

    /// Searches `position` within `limits`, timed by the wall clock with
    /// `std` (else by none).
    pub fn search(&mut self, position: &AnyPosition, limits: &Limits) -> SearchResult {
        #[cfg(feature = "std")]
        let clock = crate::limits::StdClock::start();
        #[cfg(not(feature = "std"))]
        let clock = NoClock;
        self.search_with(position, &[], limits, &clock, &mut |_| {})
    }

    /// Searches `position` with everything a host sets: the keys
    /// ([`position_key`]) of the positions played before it, for
    /// repetitions; the limits; the clock; a report after each iteration.
    pub fn search_with(
        &mut self,
        position: &AnyPosition,
        history: &[u64],
        limits: &Limits,
        clock: &dyn Clock,
        info: &mut dyn FnMut(&SearchInfo<'_>),
    ) -> SearchResult {
        self.stop.store(false, Ordering::Relaxed);
        match position {
            AnyPosition::Chess(p) => self.run(p, AnyTurn::Chess, history, limits, clock, info),
            AnyPosition::Xiangqi(p) => self.run(p, AnyTurn::Xiangqi, history, limits, clock, info),
            AnyPosition::Amazons(p) => self.run(p, AnyTurn::Amazons, history, limits, clock, info),
            _ => SearchResult::nothing(0),
        }
    }

    /// Searches the position `game` has reached, the positions it went
    /// through before ([`history_keys`]) counted for repetitions: what a
    /// library call asks (Python's `best_move`, JavaScript's `bestMove`).
    /// A game that has ended by any of its rules (a repetition, the move
    /// limit, the royal captured) has no turn to search: the result has
    /// none, at depth 0 after 0 nodes.
    pub fn search_game(
        &mut self,
        game: &AnyGame,
        limits: &Limits,
        clock: &dyn Clock,
    ) -> SearchResult {
        if game.is_game_over() {
            return SearchResult::nothing(0);
        }
        let history = history_keys(game);
        self.search_with(&game.position(), &history, limits, clock, &mut |_| {})
    }

    fn run<P: EngineGame>(
        &mut self,
        position: &P,
        wrap: fn(TurnOf<P>) -> AnyTurn,
        history: &[u64],
        limits: &Limits,
        clock: &dyn Clock,
        info: &mut dyn FnMut(&SearchInfo<'_>),
    ) -> SearchResult {
        let mut search = Search::<P>::new(&mut self.tt, &self.stop, clock, *limits, history);
        let mut report = |it: &Iteration<P>, nodes: u64| {
            let pv: Vec<AnyTurn> = it.pv.iter().map(|&t| wrap(t)).collect();
            info(&SearchInfo {
                depth: it.depth,
                score: Score::from_internal(it.score),
                nodes,
                elapsed_ms: clock.elapsed_ms(),
                pv: &pv,
            });
        };
        let found = search.run(position, &mut report);
        let nodes = search.nodes;
        match found {
            Some(it) => SearchResult {
                best: it.pv.first().map(|&t| wrap(t)),
                score: Score::from_internal(it.score),
                pv: it.pv.iter().map(|&t| wrap(t)).collect(),
                depth: it.depth,
                nodes,
            },
            None => SearchResult::nothing(nodes),
        }
    }
}

/// Searches `position` within `limits` with a fresh engine
/// ([`Engine::search`]).
pub fn search(position: &AnyPosition, limits: &Limits) -> SearchResult {
    Engine::new().search(position, limits)
}

/// Searches with a fresh engine and no clock: the same result on every
/// machine for the same depth or node limit.
pub fn search_deterministic(position: &AnyPosition, limits: &Limits) -> SearchResult {
    Engine::new().search_with(position, &[], limits, &NoClock, &mut |_| {})
}

/// The Zobrist key of a position (the game's own, duck and side to move
/// included), as [`Engine::search_with`] takes for the history.
pub fn position_key(position: &AnyPosition) -> u64 {
    fn key<P: Variant>(p: &P) -> u64 {
        p.zobrist()
    }
    match position {
        AnyPosition::Chess(p) => key::<chess::Position>(p),
        AnyPosition::Xiangqi(p) => key::<xiangqi::Position>(p),
        AnyPosition::Amazons(p) => key::<amazons::Position>(p),
        _ => 0,
    }
}

/// The keys ([`position_key`]) of the positions `game` went through before
/// its current one, oldest first: the history [`Engine::search_with`]
/// takes, so that a search of a game in progress sees its repetitions.
pub fn history_keys(game: &AnyGame) -> Vec<u64> {
    let mut position = game.start();
    let mut keys = Vec::with_capacity(game.len());
    for turn in game.history() {
        keys.push(position_key(&position));
        // The game's turns were legal when played: this replays them.
        if position.play(turn).is_err() {
            break;
        }
    }
    keys
}
