//! [`fuzz_game_history`]: a [`Game`] of Duck Chess or Duck Xiangqi under
//! arbitrary draw rules, played, taken back (past the start too), replayed,
//! re-ruled and re-keyed as arbitrary bytes say, and checked after every
//! step against a naive recount.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Display;

use duck_variants_core::{
    DrawReason, DrawRules, Game, IllegalTurn, Outcome, RepetitionKey, Rules, TurnOf,
};

/// Steps one input may take (each reads one to three bytes).
const MAX_STEPS: usize = 400;

/// Times one input may replay its game from scratch.
const MAX_FRESH: usize = 8;

/// The bytes of an input, as a step needs them (zeros once they run out).
struct Bytes<'a>(core::slice::Iter<'a, u8>);

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        self.0.next().copied().unwrap_or(0)
    }
}

/// A repetition count or move limit from a byte: none, small ones (0, 1
/// and 2 included) most often, or near `u32::MAX`.
fn limit(b: u8) -> Option<u32> {
    match b {
        0 => None,
        1..=200 => Some(u32::from(b - 1)),
        _ => Some(u32::MAX - u32::from(255 - b)),
    }
}

fn draw_rules(bytes: &mut Bytes<'_>) -> DrawRules {
    DrawRules {
        repetitions: limit(bytes.next()),
        move_limit: limit(bytes.next()),
    }
}

/// A position's identity for the naive recount: the first four FEN fields
/// (placement with the duck, side, castling, en passant), which the FEN
/// writer gives independently of `Eq` and the game's table.
fn identity<R: Display>(position: &R) -> String {
    let fen = position.to_string();
    fen.split_whitespace().take(4).collect::<Vec<_>>().join(" ")
}

/// A [`Game`] from `start`: bytes 0-1 its draw rules (each a repetition
/// count or move limit of any size, 0 and 1 included, or none), then
/// steps, each chosen by a byte:
///
/// * `00`-`9f`: plays the turn that this byte and the next pick (the low
///   and high byte of an index into the turn set), forgetting the turns
///   taken back;
/// * `a0`-`bf`: takes back up to 11 turns (past the start: nothing
///   happens), keeping them to replay;
/// * `c0`-`df`: replays up to 11 of the turns taken back, latest first;
/// * `e0`-`ef`: sets the draw rules to the next two bytes';
/// * `f0`-`f7`: sets a repetition key from this byte and the next;
/// * `f8`-`ff`: checks the game against the same game replayed from
///   scratch (a bounded number of times; once more at the end).
///
/// After every step: the repetition count is the number of positions so
/// far with the current one's FEN identity, the outcome is the position's
/// decisive one, else the draw the rules in force say (repetition first),
/// a finished game refuses every turn and a refused turn changes nothing.
///
/// # Errors
///
/// A message naming the first broken invariant: a legal turn refused, a
/// turn played after the end, a refused turn that changed the game, a wrong
/// repetition count or outcome, or a game that differs from its replay from
/// scratch.
pub fn fuzz_game_history_of<R>(start: R, data: &[u8]) -> Result<(), String>
where
    R: Rules + Display,
{
    let mut bytes = Bytes(data.iter());
    let mut game = Game::with_draw_rules(start, draw_rules(&mut bytes));
    let mut keys = alloc::vec![identity(&start)];
    let mut undone: Vec<TurnOf<R>> = Vec::new();
    let mut fresh = 0;
    check(&game, &keys)?;
    for _ in 0..MAX_STEPS {
        let Some(&b) = bytes.0.as_slice().first() else {
            break;
        };
        bytes.next();
        match b {
            0x00..=0x9f => {
                let pick = usize::from(u16::from_le_bytes([b, bytes.next()]));
                let set = game.position().legal_turns();
                let count = set.len() as usize;
                if let Some(turn) = (count > 0).then(|| set.iter().nth(pick % count)).flatten() {
                    if play(&mut game, turn)? {
                        keys.push(identity(game.position()));
                        undone.clear();
                    }
                }
            }
            0xa0..=0xbf => {
                for _ in 0..(b & 0x1f) % 12 {
                    let before = game.history().len();
                    match game.undo() {
                        Some(turn) => {
                            keys.pop();
                            undone.push(turn);
                        }
                        None if before == 0 => {}
                        None => return Err(String::from("undo refused with turns to take back")),
                    }
                }
            }
            0xc0..=0xdf => {
                for _ in 0..(b & 0x1f) % 12 {
                    let Some(turn) = undone.pop() else { break };
                    if !play(&mut game, turn)? {
                        // Over under rules set since: nothing to replay.
                        undone.clear();
                        break;
                    }
                    keys.push(identity(game.position()));
                }
            }
            0xe0..=0xef => game.set_draw_rules(draw_rules(&mut bytes)),
            0xf0..=0xf7 => {
                let k0 = u64::from(bytes.next()) << 8 | u64::from(b);
                game.set_repetition_key(RepetitionKey::new(k0, !k0));
            }
            0xf8..=0xff => {
                if fresh < MAX_FRESH {
                    fresh += 1;
                    check_fresh(&game)?;
                }
            }
        }
        check(&game, &keys)?;
    }
    check_fresh(&game)
}

/// Plays `turn` (legal in the position): true if played, false if the game
/// is over and refused it unchanged; an error otherwise.
fn play<R: Rules + Display>(game: &mut Game<R>, turn: TurnOf<R>) -> Result<bool, String> {
    let before = game.history().len();
    let over = game.outcome().is_some();
    match game.play(turn) {
        Ok(()) if over => Err(alloc::format!("{turn} played after the end")),
        Ok(()) => Ok(true),
        Err(IllegalTurn::GameOver) if over && game.history().len() == before => Ok(false),
        Err(IllegalTurn::GameOver) if over => Err(String::from("a refused turn changed the game")),
        Err(e) => Err(alloc::format!("legal {turn} refused: {e}")),
    }
}

/// The count and outcome against the naive recount over `keys` (one FEN
/// identity per position).
fn check<R: Rules + Display>(game: &Game<R>, keys: &[String]) -> Result<(), String> {
    let pos = game.position();
    if keys.len() != game.positions().len() || game.positions().len() != game.history().len() + 1 {
        return Err(alloc::format!("{pos}: history lengths disagree"));
    }
    let current = &keys[keys.len() - 1];
    let seen = keys.iter().filter(|k| *k == current).count() as u32;
    if game.repetitions() != seen {
        return Err(alloc::format!(
            "{pos}: repetitions() {}, recounted {seen}",
            game.repetitions()
        ));
    }
    let rules = game.draw_rules();
    let draw = |reason| Some(Outcome::Draw { reason });
    let expected = pos
        .outcome()
        .or_else(|| {
            (rules.repetitions.is_some_and(|n| seen >= n))
                .then_some(())
                .and_then(|()| draw(DrawReason::Repetition))
        })
        .or_else(|| {
            (rules.move_limit.is_some_and(|l| pos.halfmove_clock() >= l))
                .then_some(())
                .and_then(|()| draw(DrawReason::MoveLimit))
        });
    if game.outcome() != expected {
        return Err(alloc::format!(
            "{pos}: outcome {:?}, expected {expected:?} under {rules:?}",
            game.outcome()
        ));
    }
    Ok(())
}

/// The game against the same turns replayed in a new game (without draw
/// rules, so that none stops the replay, then with the game's, counted
/// from scratch): the same positions, count and outcome.
fn check_fresh<R: Rules + Display>(game: &Game<R>) -> Result<(), String> {
    let mut fresh = Game::with_draw_rules(*game.start(), DrawRules::NONE);
    for &turn in game.history() {
        fresh
            .play(turn)
            .map_err(|e| alloc::format!("{turn} does not replay: {e}"))?;
    }
    fresh.set_draw_rules(game.draw_rules());
    if fresh.positions() != game.positions() {
        return Err(String::from("the replayed positions differ"));
    }
    let (ours, theirs) = (
        (game.repetitions(), game.outcome()),
        (fresh.repetitions(), fresh.outcome()),
    );
    if ours != theirs {
        return Err(alloc::format!(
            "{}: count and outcome {ours:?}, replayed from scratch {theirs:?}",
            game.position()
        ));
    }
    Ok(())
}
