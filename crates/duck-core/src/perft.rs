//! Perft: counting whole turns to a fixed depth, the standard check of move
//! generation.

use alloc::vec::Vec;

use crate::rules::{Rules, TurnOf};
use crate::turn::Turn;

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
/// [`Rules::play_unchecked`] instead of counting the last ply in bulk. It
/// checks that bulk counting agrees with playing, and measures the cost of
/// playing a turn.
pub fn perft_expanded<R: Rules>(position: &R, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    let moves = position.piece_moves();
    for &piece in moves.iter() {
        if position.is_royal_capture(piece) {
            let mut child = *position;
            child.play_unchecked(Turn { piece, duck: None });
            total += perft_expanded_leaf_or_deeper(&child, depth);
            continue;
        }
        let ducks = position.duck_targets(piece);
        if depth == 1 {
            // The depth test is hoisted out of the duck loop and the leaves
            // are counted by popcount, but every leaf is still played.
            for duck in ducks {
                let mut child = *position;
                child.play_unchecked(Turn {
                    piece,
                    duck: Some(duck),
                });
                // The leaf is not looked at again; `black_box` keeps the
                // optimizer from skipping the play this function measures.
                core::hint::black_box(&child);
            }
            total += u64::from(ducks.len());
        } else {
            for duck in ducks {
                let mut child = *position;
                child.play_unchecked(Turn {
                    piece,
                    duck: Some(duck),
                });
                total += perft_expanded(&child, depth - 1);
            }
        }
    }
    total
}

/// The count below a child reached by a royal capture (a leaf at depth 1).
#[inline(always)]
fn perft_expanded_leaf_or_deeper<R: Rules>(child: &R, depth: u32) -> u64 {
    if depth == 1 {
        core::hint::black_box(child);
        1
    } else {
        perft_expanded(child, depth - 1)
    }
}

/// [`perft`] (or [`perft_expanded`] with `expand`) on `threads` threads:
/// the root turns are dealt round-robin to the threads, each of which
/// counts its share with the single-threaded function.
#[cfg(feature = "std")]
pub fn perft_threaded<R: Rules>(position: &R, depth: u32, threads: usize, expand: bool) -> u64 {
    let count = |pos: &R, d: u32| {
        if expand {
            perft_expanded(pos, d)
        } else {
            perft(pos, d)
        }
    };
    if depth == 0 || threads <= 1 {
        return count(position, depth);
    }
    let mut children = Vec::new();
    for_each_child(position, |child| children.push(*child));
    let children = &children;
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    children
                        .iter()
                        .skip(t)
                        .step_by(threads)
                        .map(|child| count(child, depth - 1))
                        .sum::<u64>()
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|payload| std::panic::resume_unwind(payload))
            })
            .sum()
    })
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
