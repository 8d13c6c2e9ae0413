//! Invariant checks for any [`Rules`] implementation, shared by property
//! tests and fuzz targets so that both prove the same things.
//!
//! Every check returns `Err` with a description instead of panicking, so a
//! caller decides how to report.

use alloc::format;
use alloc::string::{String, ToString};
use core::fmt::Display;
use core::str::FromStr;

use crate::coords::CoordTurn;
use crate::outcome::Outcome;
use crate::perft::{perft, perft_expanded};
use crate::rules::{Rules, TurnOf};
use crate::square::Square;
use crate::turn::PieceMove;

/// Checks everything that must hold in any position:
///
/// * the incremental hash equals the recomputed one;
/// * the FEN reads back to an equal position and writes the same text;
/// * at most one duck, never on a piece;
/// * the bulk turn count equals the turn set's count and its expansion;
/// * a position is terminal (has a position-level outcome) exactly when it
///   has no turns;
/// * every turn is legal, survives coordinate notation both ways, and
///   leads to a position whose hash is consistent.
pub fn check_position<R>(pos: &R) -> Result<(), String>
where
    R: Rules + Display + FromStr,
{
    if pos.zobrist() != pos.compute_zobrist() {
        return Err(format!("{pos}: incremental hash differs from recomputed"));
    }
    let fen = pos.to_string();
    match fen.parse::<R>() {
        Ok(back) if back == *pos && back.to_string() == fen => {}
        Ok(back) => return Err(format!("{fen}: reads back as {back}")),
        Err(_) => return Err(format!("{fen}: written FEN does not parse")),
    }
    let board = pos.board();
    if board.neutral().len() > 1 || board.neutral().intersects(board.pieces()) {
        return Err(format!("{fen}: duck on a piece or more than one duck"));
    }
    let set = pos.turns();
    let bulk = pos.count_turns();
    let listed = set.len();
    let expanded = set.iter().count() as u64;
    if bulk != listed || bulk != expanded {
        return Err(format!(
            "{fen}: count_turns {bulk}, TurnSet::len {listed}, expanded {expanded}"
        ));
    }
    let terminal = matches!(pos.outcome(), Some(Outcome::Decisive { .. }));
    if terminal != (bulk == 0) {
        return Err(format!(
            "{fen}: outcome {:?} with {bulk} turns",
            pos.outcome()
        ));
    }
    for turn in &set {
        check_turn(pos, turn)?;
    }
    Ok(())
}

/// Checks one legal turn: legality, coordinate notation both ways, and the
/// position after it (hash, duck placement, side to move).
pub fn check_turn<R>(pos: &R, turn: TurnOf<R>) -> Result<(), String>
where
    R: Rules + Display,
{
    if let Err(e) = pos.check_turn(turn) {
        return Err(format!("{pos}: generated turn {turn} rejected: {e}"));
    }
    let text = turn.to_string();
    match pos.parse_coords(&text) {
        Ok(back) if back == turn => {}
        Ok(back) => return Err(format!("{pos}: {text} reads back as {back}")),
        Err(e) => return Err(format!("{pos}: {text} does not read back: {e}")),
    }
    let after = pos.after(turn);
    if after.zobrist() != after.compute_zobrist() {
        return Err(format!("{pos}: after {text} the incremental hash is wrong"));
    }
    if after.turn() == pos.turn() {
        return Err(format!("{pos}: {text} did not pass the turn"));
    }
    if let Some(duck) = turn.duck {
        if after.duck() != Some(duck) || after.board().pieces().contains(duck) {
            return Err(format!("{pos}: {text} did not place the duck on {duck}"));
        }
    }
    Ok(())
}

/// Checks that a rejected turn leaves the position exactly as it was and
/// that `is_legal` agrees with membership in the turn set.
pub fn check_rejection<R>(pos: &R, turn: TurnOf<R>) -> Result<(), String>
where
    R: Rules + Display,
{
    let in_set = pos.turns().contains(turn);
    if pos.is_legal(turn) != in_set {
        return Err(format!(
            "{pos}: is_legal({turn}) disagrees with the turn set"
        ));
    }
    let mut copy = *pos;
    let before = pos.to_string();
    match copy.play(turn) {
        Ok(()) if in_set => Ok(()),
        Ok(()) => Err(format!(
            "{pos}: play accepted {turn}, which is not in the set"
        )),
        Err(_) if copy.to_string() != before || copy.zobrist() != pos.zobrist() => {
            Err(format!("{pos}: rejected {turn} but changed the position"))
        }
        Err(_) if in_set => Err(format!("{pos}: play rejected legal {turn}")),
        Err(_) => Ok(()),
    }
}

/// Checks a coordinate turn built from arbitrary squares: parsing against
/// the position succeeds exactly for a turn in the set.
pub fn check_arbitrary_coords<R>(pos: &R, coords: CoordTurn<R::Geometry>) -> Result<(), String>
where
    R: Rules + Display,
{
    match pos.coords_to_turn(coords) {
        Ok(turn) => {
            if pos.turns().contains(turn) {
                check_rejection(pos, turn)
            } else {
                Err(format!(
                    "{pos}: {coords} parsed to {turn}, not a legal turn"
                ))
            }
        }
        Err(_) => {
            let listed = pos.turns().iter().any(|t| {
                t.piece.from() == coords.from
                    && t.piece.to() == coords.to
                    && t.piece.promotion() == coords.promotion
                    && coords.duck.is_some_and(|(again, duck)| {
                        again == coords.to && t.duck.is_none_or(|d| d == duck)
                    })
            });
            if listed {
                Err(format!(
                    "{pos}: {coords} rejected but a legal turn matches it"
                ))
            } else {
                Ok(())
            }
        }
    }
}

/// Bulk perft equals perft that plays every leaf turn, to `depth`.
pub fn check_bulk_counts<R: Rules + Display>(pos: &R, depth: u32) -> Result<(), String> {
    let bulk = perft(pos, depth);
    let expanded = perft_expanded(pos, depth);
    if bulk == expanded {
        Ok(())
    } else {
        Err(format!(
            "{pos}: perft({depth}) bulk {bulk}, expanded {expanded}"
        ))
    }
}

/// Plays a game chosen by `choices` from `start`, one byte pair per turn
/// (the pair picks a turn by index), checking [`check_position`] on every
/// position reached and a rejected arbitrary turn at each step. Returns the
/// number of turns played.
pub fn random_walk<R>(start: R, choices: &[u8]) -> Result<usize, String>
where
    R: Rules + Display + FromStr,
{
    let mut pos = start;
    let mut played = 0;
    for pair in choices.chunks(2) {
        check_position(&pos)?;
        let set = pos.turns();
        let count = set.len();
        let pick = u64::from(pair[0]) << 8 | u64::from(*pair.get(1).unwrap_or(&0));
        // An arbitrary turn: the piece move of one generated turn with a
        // duck square that may or may not be allowed.
        if let Some(turn) = set.iter().nth((pick % count.max(1)) as usize) {
            let duck = Square::<R::Geometry>::new((pick % 128) as u8);
            let mut odd = turn;
            odd.duck = duck;
            check_rejection(&pos, odd)?;
        }
        if count == 0 {
            break;
        }
        let Some(turn) = set.iter().nth((pick % count) as usize) else {
            return Err(format!("{pos}: turn index out of the set"));
        };
        let before = pos.to_string();
        pos.play(turn)
            .map_err(|e| format!("{before}: legal {turn} rejected: {e}"))?;
        played += 1;
    }
    check_position(&pos)?;
    Ok(played)
}
