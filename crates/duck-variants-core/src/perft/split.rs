//! Splitting a perft into the distinct positions at some ply, each with
//! the number of turn sequences that reach it: the jobs that a scheduler
//! can hand out to other processes or machines.

use std::collections::HashMap;
use std::time::Instant;
use std::vec::Vec;

use crate::rules::Rules;

use super::budget::{Budget, Limits};
use super::error::{PerftError, StopReason};
use super::for_each_child;
use super::threaded::PerftJob;

/// The distinct positions `plies` turns after `position`, in the order
/// first reached, each with how many turn sequences reach it. Positions
/// are told apart by the repetition identity (`Eq`): board with blockers, side
/// to move and the variant's own state; clocks do not count (they do not
/// change a perft), except the halfmove clock in a variant whose own rules
/// have a move limit (Duck Xiangqi: a position at the limit has no turns).
/// A position without turns before `plies` reaches nothing and drops out,
/// as it adds 0 to every deeper perft.
///
/// Built ply by ply, merging transpositions at each ply, so the work is
/// the distinct positions times their turns, not the turn sequences, and
/// the memory the distinct positions of two plies. Both grow fast with
/// `plies` (Duck Chess from the start: 171,616 positions at 3 plies, far
/// more than a machine holds at 5), so the split runs under `budget` like
/// a count: its node budget bounds the positions generated (every child of
/// every ply, before merging), its clock and cancel flag are looked at
/// before each position is expanded, and each list and index grows only
/// by memory the system grants.
///
/// # Errors
///
/// * [`PerftError::Stopped`] when a bound of `budget` stops the split;
/// * [`PerftError::OutOfMemory`] when the system refuses the memory the
///   positions need (nothing is left allocated);
/// * [`PerftError::Overflow`] when a multiplicity exceeds `u128::MAX`.
pub fn split<R: Rules>(
    position: &R,
    plies: u32,
    budget: &Budget<'_>,
) -> Result<Vec<(R, u128)>, PerftError> {
    let limits = Limits::new(budget, Instant::now(), false);
    limits.check()?;
    let mut generated: u128 = 0;
    let mut level = std::vec![(*position, 1u128)];
    for _ in 0..plies {
        let mut index: HashMap<(R, u32), usize> = HashMap::new();
        let mut next: Vec<(R, u128)> = Vec::new();
        for &(parent, weight) in &level {
            limits.check()?;
            let mut failure = None;
            for_each_child(&parent, |child| {
                if failure.is_some() {
                    return;
                }
                generated += 1;
                if budget.max_nodes.is_some_and(|max| generated > max) {
                    failure = Some(PerftError::Stopped(StopReason::NodeLimit));
                    return;
                }
                let clock = if R::DEFAULT_DRAW_RULES.move_limit.is_some() {
                    child.halfmove_clock()
                } else {
                    0
                };
                match index.get(&(*child, clock)) {
                    Some(&i) => match next[i].1.checked_add(weight) {
                        Some(sum) => next[i].1 = sum,
                        None => failure = Some(PerftError::Overflow),
                    },
                    None => {
                        // Grown only by memory the system grants: an
                        // allocation refused here would abort the process.
                        if index.try_reserve(1).is_err() || next.try_reserve(1).is_err() {
                            failure = Some(PerftError::OutOfMemory);
                            return;
                        }
                        index.insert((*child, clock), next.len());
                        next.push((*child, weight));
                    }
                }
            });
            if let Some(error) = failure {
                return Err(error);
            }
        }
        level = next;
    }
    Ok(level)
}

/// The jobs of a perft at `depth` split at ply `plies` (at most `depth`):
/// the distinct positions of [`split`], each at depth `depth - plies` with
/// its multiplicity as weight. Their weighted sum is the perft.
///
/// # Errors
///
/// As [`split`].
pub fn split_jobs<R: Rules>(
    position: &R,
    depth: u32,
    plies: u32,
    budget: &Budget<'_>,
) -> Result<Vec<PerftJob<R>>, PerftError> {
    let plies = plies.min(depth);
    Ok(split(position, plies, budget)?
        .into_iter()
        .map(|(position, weight)| PerftJob {
            position,
            depth: depth - plies,
            weight,
        })
        .collect())
}
