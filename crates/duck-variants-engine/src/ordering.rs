//! The position queries the search needs, written here until the facade
//! has them (issue 35): can the side to move capture the enemy royal now,
//! which blocker squares save our royal after a piece move, and which duck
//! squares are worth trying first. Everything here is swappable for the
//! facade's queries without touching the search.

use duck_variants::core::{BlockerRule, Color, Piece, PieceMove, Square, Variant};

use crate::game::{Bb, EngineGame, Sq, royal_square};

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

/// Whether the side to move can capture the enemy royal now.
pub(crate) fn can_capture_royal<P: EngineGame>(position: &P) -> bool {
    let board = position.board();
    !P::royal_attackers(board, !position.side_to_move(), board.occupied()).is_empty()
}

/// A piece move of the side to move that captures the enemy royal.
pub(crate) fn royal_capture<P: EngineGame>(position: &P) -> Option<P::Move> {
    if !can_capture_royal(position) {
        return None;
    }
    position
        .piece_moves()
        .iter()
        .copied()
        .find(|&m| position.is_royal_capture(m))
}

/// The squares strictly between `a` and `b` on a line, or the leg of a
/// (2, 1) leap (the xiangqi horse's; a chess knight has none that blocks,
/// which the caller's check finds).
fn block_squares<P: Variant>(a: Sq<P>, b: Sq<P>) -> Bb<P> {
    let dx = i32::from(b.file().index()) - i32::from(a.file().index());
    let dy = i32::from(b.rank().index()) - i32::from(a.rank().index());
    let mut out = Bb::<P>::EMPTY;
    if dx == 0 || dy == 0 || dx.abs() == dy.abs() {
        let (sx, sy) = (dx.signum(), dy.signum());
        let mut at = a.offset(sx, sy);
        while let Some(sq) = at {
            if sq == b {
                break;
            }
            out.insert(sq);
            at = sq.offset(sx, sy);
        }
    } else if (dx.abs(), dy.abs()) == (2, 1) {
        if let Some(sq) = a.offset(dx.signum(), 0) {
            out.insert(sq);
        }
    } else if (dx.abs(), dy.abs()) == (1, 2) {
        if let Some(sq) = a.offset(0, dy.signum()) {
            out.insert(sq);
        }
    }
    out
}

/// The blocker squares worth trying after piece move `m` from `position`,
/// best first, at most `max`; `after` is the position with `m` applied and
/// the blocker not yet placed. Every square returned keeps our royal safe
/// from capture on the opponent's next move; when none can, the list is
/// empty and the move loses (the caller still has a legal turn from
/// [`any_blocker`]). Blocker squares that shield our royal come first, then
/// squares that shield our pieces from capture and cut the opponent's
/// strongest pieces' lines.
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
    let safe = |sq: Sq<P>| {
        let mut occ = occ0;
        occ.insert(sq);
        P::royal_attackers(board, us, occ).is_empty()
    };
    let attackers = P::royal_attackers(board, us, occ0);
    if !attackers.is_empty() {
        let Some(k) = royal_square::<P>(board, us) else {
            return out;
        };
        let mut blocks = Bb::<P>::EMPTY;
        for a in attackers {
            blocks |= block_squares::<P>(a, k);
        }
        for sq in blocks & targets {
            if safe(sq) {
                out.push(sq);
            }
        }
        return out;
    }
    // Score every target square: shielding our attacked pieces, cutting
    // the opponent's lines near their pieces; less for squares on our own
    // lines.
    let mut score = [0i32; 128];
    let ours = board.by_color(us);
    for sq in board.by_color(them) {
        let Some(role) = board.role_at(sq) else {
            continue;
        };
        let piece = Piece { color: them, role };
        let reach = P::attacks_from(board, sq, piece, occ0);
        let value = P::role_value(role).max(50);
        for victim in reach & ours {
            let Some(vrole) = board.role_at(victim) else {
                continue;
            };
            let gain = P::role_value(vrole) - value / 4;
            if gain > 0 {
                for b in block_squares::<P>(sq, victim) & targets {
                    score[b.index()] += gain;
                }
            }
        }
        for b in reach & targets {
            score[b.index()] += value / 16 + 8;
        }
    }
    if let Some(k) = royal_square::<P>(board, them) {
        // Keep our lines to the enemy royal open.
        for a in P::royal_attackers(board, them, occ0) {
            for b in block_squares::<P>(a, k) {
                score[b.index()] -= 400;
            }
        }
    }
    let mut picked = Bb::<P>::EMPTY;
    while out.len() < max {
        let mut best: Option<(i32, Sq<P>)> = None;
        for sq in targets - picked {
            let s = score[sq.index()];
            if s > 0 && best.is_none_or(|(b, _)| s > b) {
                best = Some((s, sq));
            }
        }
        let Some((_, sq)) = best else { break };
        picked.insert(sq);
        if safe(sq) {
            out.push(sq);
        }
    }
    if out.len() == 0 {
        if let Some(sq) = fallback::<P>(board, us, occ0, targets - picked, &safe) {
            out.push(sq);
        }
    }
    out
}

/// A blocker square that disturbs little: off our own pieces' lines when
/// one is, and safe for our royal.
fn fallback<P: EngineGame>(
    board: &crate::game::BoardOf<P>,
    us: Color,
    occ0: Bb<P>,
    targets: Bb<P>,
    safe: &impl Fn(Sq<P>) -> bool,
) -> Option<Sq<P>> {
    let mut ours = Bb::<P>::EMPTY;
    for sq in board.by_color(us) {
        if let Some(role) = board.role_at(sq) {
            ours |= P::attacks_from(board, sq, Piece { color: us, role }, occ0);
        }
    }
    (targets - ours)
        .iter()
        .chain(targets.iter())
        .find(|&sq| safe(sq))
}

/// Any legal blocker square after `m` (for a move that loses anyway), or
/// `None` for a royal capture or a game without blockers.
pub(crate) fn any_blocker<P: EngineGame>(position: &P, m: P::Move) -> Option<Square<P::Geometry>> {
    position.blocker_targets(m).first()
}
