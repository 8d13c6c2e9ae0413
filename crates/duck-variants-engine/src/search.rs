//! The search, generic over the game: iterative deepening principal
//! variation search with a transposition table, killer and history move
//! ordering, late move reductions, and a quiescence search on captures.

use alloc::vec;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, Ordering};

use duck_variants::core::{NoTurnRule, PieceMove, Role, TurnOf, Variant};

use crate::game::EngineGame;
use crate::limits::{Clock, Limits};
use crate::ordering::{any_blocker, blocker_candidates, royal_capture};
use crate::score::{INFINITE, MATE, MATE_BOUND};
use crate::tt::{Bound, Entry, PackedTurn, Table};

/// The deepest iteration and the longest line the search follows.
pub const MAX_DEPTH: u32 = 64;
const MAX_PLY: usize = 96;
/// Check-evasion-like plies the quiescence search may spend on a line
/// (every move searched when the royal is attacked once the duck moves).
/// Off: 2 scored 45% against Fairy-Stockfish in Duck Xiangqi where 0
/// scored 52.5% (20 games each at 100 ms, within the noise, and slower).
const QS_EVASIONS: u8 = 0;

/// A turn with its ordering score.
struct Scored<P: Variant> {
    turn: TurnOf<P>,
    order: i32,
}

/// What one finished iteration found.
pub(crate) struct Iteration<P: Variant> {
    pub(crate) depth: u32,
    pub(crate) score: i32,
    pub(crate) pv: Vec<TurnOf<P>>,
}

/// One search of one game's position.
pub(crate) struct Search<'a, P: EngineGame> {
    tt: &'a mut Table,
    stop: &'a AtomicBool,
    clock: &'a dyn Clock,
    limits: Limits,
    hard_ms: Option<u64>,
    pub(crate) nodes: u64,
    stopped: bool,
    root_score: i32,
    path: Vec<u64>,
    killers: Vec<[Option<TurnOf<P>>; 2]>,
    history: Vec<i32>,
    pv: Vec<Vec<TurnOf<P>>>,
}

/// The game-independent form of a turn, for the table.
fn pack<P: Variant>(turn: TurnOf<P>) -> PackedTurn {
    let m = turn.piece;
    PackedTurn([
        m.from().to_u8(),
        m.to().to_u8(),
        m.promotion().map_or(0, |r| r.index() as u8 + 1),
        turn.blocker.map_or(255, |s| s.to_u8()),
    ])
}

impl<'a, P: EngineGame> Search<'a, P> {
    /// A search with the given table, stop flag, clock and limits, and the
    /// keys of the positions played before the root (for repetitions).
    pub(crate) fn new(
        tt: &'a mut Table,
        stop: &'a AtomicBool,
        clock: &'a dyn Clock,
        limits: Limits,
        history: &[u64],
    ) -> Self {
        Search {
            tt,
            stop,
            clock,
            limits,
            hard_ms: None,
            nodes: 0,
            stopped: false,
            root_score: 0,
            path: history.to_vec(),
            killers: vec![[None; 2]; MAX_PLY + 2],
            history: vec![0; 128 * 128],
            pv: vec![Vec::new(); MAX_PLY + 2],
        }
    }

    /// Iterative deepening from `root`, calling `report` after each
    /// finished iteration; `None` when the root has no turn.
    pub(crate) fn run(
        &mut self,
        root: &P,
        report: &mut dyn FnMut(&Iteration<P>, u64),
    ) -> Option<Iteration<P>> {
        if root.royal_missing() || root.piece_moves().is_empty() {
            return None;
        }
        if let Some(m) = royal_capture(root) {
            let it = Iteration {
                depth: 1,
                score: MATE - 1,
                pv: vec![TurnOf::<P>::new(m, None)],
            };
            self.nodes = 1;
            report(&it, self.nodes);
            return Some(it);
        }
        let budget = self
            .limits
            .budget(root.side_to_move() == duck_variants::core::Color::White);
        self.hard_ms = budget.map(|b| b.1);
        let max_depth = self.limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut best: Option<Iteration<P>> = None;
        for depth in 1..=max_depth {
            let score = self.negamax(root, depth as i32, -INFINITE, INFINITE, 0);
            if self.stopped {
                // A stopped iteration's best turn so far, if it found one
                // (every root turn it adopted was searched in full).
                if !self.pv[0].is_empty() {
                    let it = Iteration {
                        depth: depth - 1,
                        score: self.root_score,
                        pv: self.pv[0].clone(),
                    };
                    if best.as_ref().is_none_or(|b| b.pv[0] != it.pv[0]) {
                        report(&it, self.nodes);
                    }
                    best = Some(it);
                }
                break;
            }
            if !self.pv[0].is_empty() {
                let it = Iteration {
                    depth,
                    score,
                    pv: self.pv[0].clone(),
                };
                report(&it, self.nodes);
                best = Some(it);
            }
            if score.abs() > MATE_BOUND && (MATE - score.abs()) <= depth as i32 {
                break;
            }
            if let Some((soft, _)) = budget {
                if !self.limits.infinite && self.clock.elapsed_ms() >= soft {
                    break;
                }
            }
        }
        if best.is_none() {
            // Stopped before the first iteration finished: any turn.
            let m = root.piece_moves()[0];
            best = Some(Iteration {
                depth: 0,
                score: 0,
                pv: vec![TurnOf::<P>::new(m, any_blocker(root, m))],
            });
        }
        best
    }

    fn check_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.limits.nodes.is_some_and(|n| self.nodes >= n) {
            self.stopped = true;
        } else if self.nodes & 1023 == 0 {
            if self.stop.load(Ordering::Relaxed) || self.clock.should_stop() {
                self.stopped = true;
            } else if let Some(hard) = self.hard_ms {
                if self.clock.elapsed_ms() >= hard {
                    self.stopped = true;
                }
            }
        }
        self.stopped
    }

    fn history_index(turn: &TurnOf<P>) -> usize {
        turn.piece.from().index() * 128 + turn.piece.to().index()
    }

    /// The turns of `pos` with their ordering scores, and a turn that loses
    /// (the royal cannot be saved) if every move does.
    fn generate(
        &self,
        pos: &P,
        ply: usize,
        tt_turn: Option<PackedTurn>,
        captures_only: bool,
        ducks: usize,
        out: &mut Vec<Scored<P>>,
    ) -> Option<TurnOf<P>> {
        out.clear();
        let mut losing = None;
        let board = pos.board();
        let moves = if captures_only {
            pos.tactical_moves()
        } else {
            pos.piece_moves()
        };
        for &m in moves.iter() {
            let capture = pos.is_capture(m);
            let mut after = *pos;
            after.apply_piece_move(m);
            let candidates = blocker_candidates(pos, &after, m, ducks);
            if candidates.len() == 0 {
                if losing.is_none() {
                    losing = Some(TurnOf::<P>::new(m, any_blocker(pos, m)));
                }
                continue;
            }
            let base = if capture {
                let victim = board.role_at(m.to()).map_or(100, P::role_value);
                let attacker = board.role_at(m.from()).map_or(0, P::role_value);
                1_000_000 + victim * 16 - attacker / 16
            } else if let Some(role) = m.promotion() {
                900_000 + P::role_value(role)
            } else {
                let idx = m.from().index() * 128 + m.to().index();
                self.history[idx].min(500_000)
            };
            for (i, sq) in candidates.iter().enumerate() {
                let turn = TurnOf::<P>::new(m, Some(sq));
                let mut order = base - i as i32 * 3_000;
                if Some(pack::<P>(turn)) == tt_turn {
                    order = i32::MAX;
                } else if !capture && self.killers[ply].contains(&Some(turn)) {
                    order = 800_000;
                }
                out.push(Scored { turn, order });
            }
        }
        out.sort_unstable_by_key(|s| -(s.order as i64));
        losing
    }

    fn draw_by_rules(&self, pos: &P, key: u64) -> bool {
        if P::DEFAULT_DRAW_RULES
            .move_limit
            .is_some_and(|limit| pos.halfmove_clock() >= limit)
        {
            return true;
        }
        let back = pos.halfmove_clock() as usize + 1;
        self.path.iter().rev().take(back).any(|&k| k == key)
    }

    fn negamax(&mut self, pos: &P, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv[ply].clear();
        if self.check_stop() {
            return 0;
        }
        self.nodes += 1;
        if pos.can_capture_royal() {
            return MATE - (ply as i32 + 1);
        }
        let key = pos.zobrist();
        if ply > 0 && self.draw_by_rules(pos, key) {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.qsearch(pos, alpha, beta, ply, QS_EVASIONS);
        }
        let entry = self.tt.probe(key);
        if let Some(e) = entry {
            if ply > 0 && i32::from(e.depth) >= depth {
                let score = from_tt(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }
        let ducks = if ply == 0 {
            6
        } else if depth >= 3 {
            3
        } else {
            2
        };
        let mut list = Vec::new();
        let losing = self.generate(pos, ply, entry.map(|e| e.turn), false, ducks, &mut list);
        if list.is_empty() {
            return match losing {
                Some(turn) => {
                    self.pv[ply].push(turn);
                    -(MATE - (ply as i32 + 2))
                }
                None => match P::NO_TURN {
                    NoTurnRule::SideToMoveWins => MATE - ply as i32,
                    NoTurnRule::SideToMoveLoses => -(MATE - ply as i32),
                },
            };
        }
        self.path.push(key);
        let alpha0 = alpha;
        let mut best = -INFINITE;
        let mut best_turn = list[0].turn;
        for (i, scored) in list.iter().enumerate() {
            let turn = scored.turn;
            let child = pos.after_unchecked(turn);
            let quiet = scored.order < 800_000;
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            } else {
                let r = if depth >= 3 && i >= 3 && quiet {
                    1 + i32::from(i >= 12 && depth >= 4)
                } else {
                    0
                };
                let mut s = -self.negamax(&child, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
                if s > alpha && !self.stopped && (r > 0 || s < beta) {
                    s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
                }
                s
            };
            if self.stopped {
                self.path.pop();
                return 0;
            }
            if score > best {
                best = score;
                best_turn = turn;
                if score > alpha {
                    alpha = score;
                    if ply == 0 {
                        self.root_score = score;
                    }
                    let tail = core::mem::take(&mut self.pv[ply + 1]);
                    self.pv[ply].clear();
                    self.pv[ply].push(turn);
                    self.pv[ply].extend_from_slice(&tail);
                    self.pv[ply + 1] = tail;
                    if score >= beta {
                        if quiet {
                            let k = &mut self.killers[ply];
                            if k[0] != Some(turn) {
                                k[1] = k[0];
                                k[0] = Some(turn);
                            }
                            self.history[Self::history_index(&turn)] += depth * depth;
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(Entry {
            key,
            turn: pack::<P>(best_turn),
            score: to_tt(best, ply),
            depth: depth as i16,
            bound,
        });
        best
    }

    fn qsearch(&mut self, pos: &P, mut alpha: i32, beta: i32, ply: usize, evasions: u8) -> i32 {
        if self.check_stop() {
            return 0;
        }
        self.nodes += 1;
        if pos.can_capture_royal() {
            return MATE - (ply as i32 + 1);
        }
        if ply >= MAX_PLY {
            return pos.evaluate();
        }
        // Our royal attacked once the duck moves away: no standing pat,
        // every move with its saving blocker square (a check evasion), so
        // that a threat one duck cannot stop is seen at the horizon.
        let evading = evasions > 0 && royal_threatened(pos);
        let mut best = -INFINITE;
        if !evading {
            let stand = pos.evaluate();
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        let mut list = Vec::new();
        let losing = self.generate(pos, ply, None, !evading, 1, &mut list);
        if evading && list.is_empty() {
            return match losing {
                Some(_) => -(MATE - (ply as i32 + 2)),
                None => match P::NO_TURN {
                    NoTurnRule::SideToMoveWins => MATE - ply as i32,
                    NoTurnRule::SideToMoveLoses => -(MATE - ply as i32),
                },
            };
        }
        let left = evasions.saturating_sub(u8::from(evading));
        for scored in &list {
            let child = pos.after_unchecked(scored.turn);
            let score = -self.qsearch(&child, -beta, -alpha, ply + 1, left);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// Whether the opponent could capture the side to move's royal were the
/// duck gone from its square (it must move this turn).
fn royal_threatened<P: EngineGame>(pos: &P) -> bool {
    let us = pos.side_to_move();
    let Some(royal) = pos.royal_square(us) else {
        return false;
    };
    let board = pos.board();
    let occupied = board.occupied() - board.blockers();
    !pos.attackers_with(royal, !us, occupied).is_empty()
}

/// A score as stored: wins and losses counted from the node, not the root.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score seen from `ply`.
fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
