//! Splitting a perft into the distinct positions at some ply, each with
//! the number of turn sequences that reach it: the jobs that a scheduler
//! can hand out to other processes or machines.

use std::collections::HashMap;
use std::vec::Vec;

use crate::rules::Rules;

use super::for_each_child;
use super::threaded::PerftJob;

/// The distinct positions `plies` turns after `position`, in the order
/// first reached, each with how many turn sequences reach it. Positions
/// are told apart by the repetition identity (`Eq`): board with duck, side
/// to move and the variant's own state; clocks do not count (they do not
/// change a perft), except the halfmove clock in a variant whose own rules
/// have a move limit (Duck Xiangqi: a position at the limit has no turns).
/// A position without turns before `plies` reaches nothing and drops out,
/// as it adds 0 to every deeper perft.
///
/// Built ply by ply, merging transpositions at each ply, so the work is
/// the distinct positions times their turns, not the turn sequences.
pub fn split<R: Rules>(position: &R, plies: u32) -> Vec<(R, u128)> {
    let mut level = std::vec![(*position, 1u128)];
    for _ in 0..plies {
        let mut index: HashMap<(R, u32), usize> = HashMap::new();
        let mut next: Vec<(R, u128)> = Vec::new();
        for &(parent, weight) in &level {
            for_each_child(&parent, |child| {
                let clock = if R::DEFAULT_DRAW_RULES.move_limit.is_some() {
                    child.halfmove_clock()
                } else {
                    0
                };
                match index.get(&(*child, clock)) {
                    Some(&i) => next[i].1 += weight,
                    None => {
                        index.insert((*child, clock), next.len());
                        next.push((*child, weight));
                    }
                }
            });
        }
        level = next;
    }
    level
}

/// The jobs of a perft at `depth` split at ply `plies` (at most `depth`):
/// the distinct positions of [`split`], each at depth `depth - plies` with
/// its multiplicity as weight. Their weighted sum is the perft.
pub fn split_jobs<R: Rules>(position: &R, depth: u32, plies: u32) -> Vec<PerftJob<R>> {
    let plies = plies.min(depth);
    split(position, plies)
        .into_iter()
        .map(|(position, weight)| PerftJob {
            position,
            depth: depth - plies,
            weight,
        })
        .collect()
}
