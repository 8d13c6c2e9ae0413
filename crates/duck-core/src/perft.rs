//! Perft: counting whole turns to a fixed depth, the standard check of move
//! generation.

use alloc::vec::Vec;

use crate::rules::{Rules, TurnOf};

/// Number of turn sequences of length `depth` from `position`.
///
/// `perft(p, 0) = 1`; a position without turns (a royal captured, or no
/// legal turn) gives 0 at every depth above 0. The last ply is counted from
/// the turn set without playing it.
pub fn perft<R: Rules>(position: &R, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_turns(),
        _ => {
            let mut total = 0;
            for_each_child(position, |child| total += perft(child, depth - 1));
            total
        }
    }
}

/// Perft that plays every turn, the last ply included, with
/// [`Rules::play_unchecked`] instead of counting the last ply in bulk.
/// Slower; it checks that bulk counting agrees with playing.
pub fn perft_expanded<R: Rules>(position: &R, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for turn in &position.turns() {
        total += perft_expanded(&position.after(turn), depth - 1);
    }
    total
}

/// Perft split by root turn: each legal turn with the perft of the position
/// after it at `depth - 1`. `depth` 0 gives an empty list.
pub fn divide<R: Rules>(position: &R, depth: u32) -> Vec<(TurnOf<R>, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    position
        .turns()
        .iter()
        .map(|turn| (turn, perft(&position.after(turn), depth - 1)))
        .collect()
}

/// Calls `visit` with the position after every legal turn. The piece half is
/// played once per piece move and copied for each duck square.
pub fn for_each_child<R: Rules>(position: &R, mut visit: impl FnMut(&R)) {
    let moves = position.piece_moves();
    for &m in moves.iter() {
        let royal = position.is_royal_capture(m);
        let mut mid = *position;
        mid.apply_piece_move(m);
        if royal {
            mid.finish_turn(None);
            visit(&mid);
        } else {
            for duck in mid.board().empty_squares() {
                let mut child = mid;
                child.finish_turn(Some(duck));
                visit(&child);
            }
        }
    }
}
