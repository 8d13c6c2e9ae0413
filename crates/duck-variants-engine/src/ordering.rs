//! Which blocker squares the search tries after a piece move, best first,
//! from the position queries ([`Queries`](duck_variants::core::Queries),
//! [`AttackRules`](duck_variants::core::AttackRules)): the squares that
//! save our royal (`Queries::saving_blockers`) when it is in
//! danger, else squares that shield our pieces from capture and cut the
//! opponent's strongest pieces' lines, never one that blocks our own line
//! to the enemy royal or lets ours be captured.

use duck_variants::core::{BlockerRule, PieceMove, Role, Variant};

use crate::game::{Bb, EngineGame, Sq};

/// What a blocker square is worth that takes a flight square from an
/// attacked enemy royal (about a rook's worth of shielding).
const SMOTHER: i32 = 600;

/// Most blocker squares kept for one piece move.
pub(crate) const MAX_CANDIDATES: usize = 8;

/// Blocker squares for one piece move, best first.
pub(crate) struct Candidates<P: Variant> {
    squares: [Option<Sq<P>>; MAX_CANDIDATES],
    len: usize,
}

impl<P: Variant> Candidates<P> {
    fn new() -> Self {
        Candidates {
            squares: [None; MAX_CANDIDATES],
            len: 0,
        }
    }

    fn push(&mut self, sq: Sq<P>) {
        if self.len < MAX_CANDIDATES {
            self.squares[self.len] = Some(sq);
            self.len += 1;
        }
    }

    /// The squares, best first.
    pub(crate) fn iter(&self) -> impl Iterator<Item = Sq<P>> + '_ {
        self.squares[..self.len].iter().flatten().copied()
    }

    /// How many there are.
    pub(crate) fn len(&self) -> usize {
        self.len
    }
}

/// A piece move of the side to move that captures the enemy royal.
pub(crate) fn royal_capture<P: EngineGame>(position: &P) -> Option<P::Move> {
    if !position.can_capture_royal() {
        return None;
    }
    position
        .tactical_moves()
        .iter()
        .copied()
        .find(|&m| position.captures_royal(m))
}

/// The blocker squares worth trying after piece move `m` from `position`,
/// best first, at most `max`; `after` is the position with `m` applied and
/// the blocker not yet placed. Every square returned keeps our royal safe
/// from capture on the opponent's next move; when none can, the list is
/// empty and the move loses.
pub(crate) fn blocker_candidates<P: EngineGame>(
    position: &P,
    after: &P,
    m: P::Move,
    max: usize,
) -> Candidates<P> {
    let mut out = Candidates::new();
    let us = position.side_to_move();
    let them = !us;
    let board = after.board();
    let (occ0, targets) = match P::BLOCKER {
        BlockerRule::Relocate => (board.occupied() - board.blockers(), board.empty_squares()),
        BlockerRule::Add => (
            board.occupied(),
            P::blocker_reach(m.to(), board.occupied()) & board.empty_squares(),
        ),
        BlockerRule::None => return out,
    };
    let saving = position.saving_blockers(m);
    if saving.is_empty() {
        return out;
    }
    if saving != targets {
        // Our royal is in danger: only the saving squares, nearest the
        // royal first (they cut the most lines).
        for sq in saving {
            out.push(sq);
        }
        return out;
    }
    // Score every target square: shielding our attacked pieces, cutting
    // the opponent's lines near their pieces; far less for squares on our
    // own lines to the enemy royal.
    let mut score = [0i32; 128];
    let ours = board.by_color(us);
    for sq in board.by_color(them) {
        let Some(role) = board.role_at(sq) else {
            continue;
        };
        let reach = after.attacks_with(sq, occ0);
        let value = P::role_value(role).max(50);
        for victim in reach & ours {
            let Some(vrole) = board.role_at(victim) else {
                continue;
            };
            let gain = P::role_value(vrole) - value / 4;
            if gain > 0 {
                for b in after.stoppers_with(sq, victim, occ0) & targets {
                    score[b.index()] += gain;
                }
            }
        }
        for b in reach & targets {
            score[b.index()] += value / 16 + 8;
        }
        if P::Role::ROYAL.is_none() {
            // No captures (the Amazons): hem the opponent's pieces in.
            for b in after.attacks_with(sq, occ0 | ours) & targets {
                score[b.index()] += 4;
            }
        }
    }
    if let Some(royal) = after.royal_square(them) {
        let attackers = after.attackers_with(royal, us, occ0);
        for a in attackers {
            for b in after.stoppers_with(a, royal, occ0) {
                score[b.index()] -= 400;
            }
        }
        if !attackers.is_empty() {
            // Their royal attacked: a duck on a square it could step to
            // may leave it no escape (a general hemmed in its palace).
            for b in after.attacks_with(royal, occ0) & targets {
                score[b.index()] += SMOTHER;
            }
        }
        // A duck that becomes our cannon's screen threatens the royal.
        for a in after.screen_attackers_with(royal, us, occ0) & ours {
            for b in targets - after.stoppers_with(a, royal, occ0) {
                score[b.index()] += 1_000;
            }
        }
    }
    let mut picked = Bb::<P>::EMPTY;
    while out.len() < max {
        let mut best: Option<(i32, Sq<P>)> = None;
        for sq in saving - picked {
            let s = score[sq.index()];
            if s > 0 && best.is_none_or(|(b, _)| s > b) {
                best = Some((s, sq));
            }
        }
        let Some((_, sq)) = best else { break };
        picked.insert(sq);
        out.push(sq);
    }
    if out.len() == 0 {
        // A square that disturbs little: off our own pieces' lines.
        let mut lines = Bb::<P>::EMPTY;
        for sq in ours {
            lines |= after.attacks_with(sq, occ0);
        }
        if let Some(sq) = (saving - lines).first().or(saving.first()) {
            out.push(sq);
        }
    }
    out
}

/// Any legal blocker square after `m` (for a move that loses anyway), or
/// `None` for a royal capture or a game without blockers.
pub(crate) fn any_blocker<P: EngineGame>(position: &P, m: P::Move) -> Option<Sq<P>> {
    position.blocker_targets(m).first()
}
