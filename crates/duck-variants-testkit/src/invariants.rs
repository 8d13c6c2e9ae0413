//! Invariant checks for any [`Rules`] implementation, shared by property
//! tests and fuzz targets so that both prove the same things.
//!
//! Every check returns `Err` with a description instead of panicking, so a
//! caller decides how to report. The checks compare positions with
//! [`identical`]: the board's bit sets exactly, and every other field
//! (clocks, rights, hash) through `Debug`, which the variants derive over
//! all their fields.
//!
//! What is checked:
//!
//! * [`check_position`]: hashing, board consistency, the FEN round trip,
//!   bulk and expanded turn counts, the outcome, every piece move and every
//!   turn (through [`check_turn`]);
//! * [`check_rejection`]: an arbitrary turn is legal exactly when it is in
//!   the expanded turn set, `play` accepts exactly those, and a rejected
//!   turn leaves the position identical and names the right reason;
//! * [`check_arbitrary_coords`]: coordinate notation built from arbitrary
//!   squares parses exactly when a legal turn matches it;
//! * [`check_game`]: a [`Game`]'s repetition count and outcome against a
//!   naive recount, draw rules included;
//! * [`random_walk_with`]: all of the above along a game that arbitrary
//!   bytes choose, with arbitrary turns tried at every step;
//! * [`check_pgn`]: games read from PGN satisfy the invariants and survive
//!   being written and read again;
//! * [`check_setup`]: a variant's unvalidated [`Setup`], its
//!   FEN and its position agree.
//!
//! The fuzz targets of both games (`fuzz/`) are these checks fed with
//! arbitrary bytes: [`fuzz_fen`], [`fuzz_coords`], [`fuzz_pgn`] and
//! [`fuzz_random_game`] decode the bytes into texts, positions and games for
//! any variant; a game's own `testing` module adds only its notation, its
//! move decoder and its start positions.
//!
//! The tests of both games share helpers too: [`suite_positions`] (the
//! oracle positions of a perft suite), [`play_picks`], [`xorshift`],
//! [`check_same_game`], [`targets_from`] and [`square_names`] for rule
//! tests, [`bad_turn`] for PGN errors, and, with the `serde` feature, the
//! serde checks over a `SerdeFormat` that `json_test_support!` makes of
//! JSON in a test file. Two helpers panic on a caller's mistake rather than
//! on the code under test: [`start_position`] on a start FEN that does not
//! parse, [`targets_from`] on a name that is no square.

use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Display;
use core::str::FromStr;
use std::collections::HashMap;

use duck_variants_core::perft::{perft, perft_expanded};
use duck_variants_core::pgn::{
    PgnReader, ReadOptions, ReplayError, TurnError, game_to_pgn, replay,
};
use duck_variants_core::{
    Bitboard, BlockerRule, Color, CoordError, CoordTurn, Describe, DrawReason, DrawRules,
    FromSetup, Game, Geometry, IllegalTurn, Outcome, PieceMove, Role, Rules, Setup, SetupOf,
    Square, Turn, TurnOf, TurnSet, WinReason, defaults,
};

use crate::suite::parse_perft_suite;

/// Whether two positions are the same value in every respect: the board's
/// bit sets compared exactly (not only the placement they write), the
/// incremental hash, the clocks, and every other field through the derived
/// `Debug` (rights, en-passant square). `Eq` alone is the repetition
/// identity and ignores the clocks, so it is not enough to show that a
/// rejected turn changed nothing.
pub fn identical<R: Rules>(a: &R, b: &R) -> bool {
    same_fields(a, b) && format!("{a:?}") == format!("{b:?}")
}

/// The cheap part of [`identical`], for the checks run on every turn: the
/// board's bit sets, hash, clocks, side to move, and `Eq` (the variant's
/// rights).
fn same_fields<R: Rules>(a: &R, b: &R) -> bool {
    a.board() == b.board()
        && a.zobrist() == b.zobrist()
        && a.side_to_move() == b.side_to_move()
        && a.halfmove_clock() == b.halfmove_clock()
        && a.fullmoves() == b.fullmoves()
        && a == b
}

/// A [`Role`] table is consistent: one letter per role, each role at its
/// index, letters and aliases distinct lowercase letters that read back as
/// their role, and the royal role among the roles.
///
/// # Errors
///
/// A message naming the first broken invariant of those above.
pub fn check_roles<Ro: Role>() -> Result<(), String> {
    if Ro::LETTERS.len() != Ro::ALL.len() {
        return Err(format!(
            "{} letters for {} roles",
            Ro::LETTERS.len(),
            Ro::ALL.len()
        ));
    }
    for (i, &role) in Ro::ALL.iter().enumerate() {
        if role.index() != i {
            return Err(format!(
                "{role:?} is listed at {i} but indexes {}",
                role.index()
            ));
        }
    }
    let aliases = Ro::ALIASES.iter().map(|&(letter, role)| (role, letter));
    let mut letters: Vec<char> = Vec::new();
    for (role, letter) in Ro::ALL
        .iter()
        .copied()
        .zip(Ro::LETTERS.iter().copied())
        .chain(aliases)
    {
        if !letter.is_ascii_lowercase() || letters.contains(&letter) {
            return Err(format!("{letter:?} is not a distinct lowercase letter"));
        }
        letters.push(letter);
        if Ro::from_char(letter) != Some(role) {
            return Err(format!("{letter:?} does not read back as {role:?}"));
        }
    }
    if let Some(royal) = Ro::ROYAL {
        if !Ro::ALL.contains(&royal) {
            return Err(format!("the royal {royal:?} is not among the roles"));
        }
    }
    Ok(())
}

/// The board's sets agree with each other: the two colors are disjoint, the
/// roles partition the pieces, and the blockers stand on no piece: at most
/// one, the duck, under [`BlockerRule::Relocate`] (arrows, under
/// [`BlockerRule::Add`], are no duck).
///
/// # Errors
///
/// A message naming the first broken invariant of those above: the colors
/// overlap, the roles do not partition the pieces, or a blocker stands on a
/// piece (or a second one stands under [`BlockerRule::Relocate`]).
pub fn check_board<R: Rules + Display>(pos: &R) -> Result<(), String> {
    let board = pos.board();
    let white = board.by_color(Color::White);
    let black = board.by_color(Color::Black);
    if white.intersects(black) {
        return Err(format!("{pos}: a square holds pieces of both colors"));
    }
    let mut roles = Bitboard::<R::Geometry>::EMPTY;
    for &role in <R::Role as Role>::ALL {
        let set = board.by_role(role);
        if set.intersects(roles) {
            return Err(format!("{pos}: a square holds two roles"));
        }
        roles |= set;
    }
    if roles != board.pieces() {
        return Err(format!("{pos}: role sets differ from color sets"));
    }
    if board.blockers().intersects(board.pieces()) {
        return Err(format!("{pos}: a blocker on a piece"));
    }
    let duck = match R::BLOCKER {
        BlockerRule::Relocate => {
            if board.blockers().more_than_one() {
                return Err(format!("{pos}: more than one duck"));
            }
            board.blockers().first()
        }
        BlockerRule::Add | BlockerRule::None => None,
    };
    if pos.blocker() != duck {
        return Err(format!("{pos}: duck() is not {duck:?}"));
    }
    Ok(())
}

/// The FEN reads back to an identical position (clocks and hash included)
/// that writes the same text.
///
/// # Errors
///
/// A message when the FEN does not parse, parses to another position, or writes
/// other text.
pub fn check_fen_round_trip<R>(pos: &R) -> Result<(), String>
where
    R: Rules + Display + FromStr,
{
    let fen = pos.to_string();
    let Ok(back) = fen.parse::<R>() else {
        return Err(format!("{fen}: written FEN does not parse"));
    };
    if !identical(&back, pos) {
        return Err(format!("{fen}: reads back as {back:?}, was {pos:?}"));
    }
    let again = back.to_string();
    if again != fen {
        return Err(format!("{fen}: reads back and writes {again}"));
    }
    Ok(())
}

/// Plays turns given as text on a game, each read by `read` (a notation
/// parser such as `Position::parse_san` or [`Rules::parse_coords`]) in the
/// position before it. Panics naming the position, the text and the error
/// when one does not read or play: for tests that script a game.
pub fn play_texts<R, E>(
    game: &mut Game<R>,
    texts: &[&str],
    read: impl Fn(&R, &str) -> Result<TurnOf<R>, E>,
) where
    R: Rules + Display,
    E: Display,
{
    for text in texts {
        let pos = *game.position();
        let turn = read(&pos, text).unwrap_or_else(|e| panic!("{pos}: {text}: {e}"));
        game.play(turn)
            .unwrap_or_else(|e| panic!("{pos}: {text}: {e}"));
    }
}

/// The position's identity (`Eq`, `Hash` and the Zobrist key, which the
/// repetition rule counts by) ignores the clocks and includes the side to
/// move: the same FEN with other clocks is an equal position with the same
/// hashes, and with the other side to move (where that is a valid
/// position) an unequal one with another key.
///
/// # Errors
///
/// A message naming the first broken invariant of those above.
pub fn check_identity<R>(pos: &R) -> Result<(), String>
where
    R: Rules + Display + FromStr,
{
    let fen = pos.to_string();
    let fields: Vec<&str> = fen.split(' ').collect();
    let [placement, side, castling, ep, halfmoves, fullmoves] = fields[..] else {
        return Err(format!("{fen}: not six FEN fields"));
    };
    let halfmoves = if halfmoves == "0" { "1" } else { "0" };
    let fullmoves = fullmoves.parse::<u32>().map_or(1, |n| n % 1000 + 7);
    let clocks = format!("{placement} {side} {castling} {ep} {halfmoves} {fullmoves}");
    if let Ok(other) = clocks.parse::<R>() {
        if other != *pos || other.zobrist() != pos.zobrist() || std_hash(&other) != std_hash(pos) {
            return Err(format!("{fen}: {clocks} has another identity"));
        }
    }
    let side = if side == "w" { "b" } else { "w" };
    let flipped = format!("{placement} {side} {castling} {ep} 0 1");
    if let Ok(other) = flipped.parse::<R>() {
        if other == *pos || other.zobrist() == pos.zobrist() {
            return Err(format!("{fen}: {flipped} has the same identity"));
        }
    }
    Ok(())
}

fn std_hash<T: core::hash::Hash>(value: &T) -> u64 {
    use core::hash::Hasher;
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

/// Whether the move limit of the variant's own rules has drawn `pos`.
fn own_move_limit_reached<R: Rules>(pos: &R) -> bool {
    R::DEFAULT_DRAW_RULES
        .move_limit
        .is_some_and(|limit| pos.halfmove_clock() >= limit)
}

/// The outcome a position must have, derived from first principles: a
/// missing royal loses; otherwise the move limit of the variant's own
/// rules draws (if the board leaves the side to move a turn); otherwise a side to move without turns wins or loses as
/// the variant says; otherwise the game goes on.
fn expected_outcome<R: Rules>(pos: &R, turns: u64) -> Option<Outcome> {
    let us = pos.side_to_move();
    for color in [us, !us] {
        if !pos.has_royal(color) {
            return Some(Outcome::decisive(!color, WinReason::RoyalCaptured));
        }
    }
    if own_move_limit_reached(pos) && pos.has_turns_on_board() {
        return Some(Outcome::Draw {
            reason: DrawReason::MoveLimit,
        });
    }
    if turns > 0 {
        return None;
    }
    Some(R::NO_TURN.outcome(us))
}

/// The position-level outcome is consistent: terminal exactly when there
/// is no turn, decisive unless the variant's own move limit drew it (other
/// draws need a history, see [`check_game`]), with the winner and reason
/// the rules give; a side without its royal, or at its own move limit, has
/// no piece move at all.
///
/// # Errors
///
/// A message naming the first broken invariant of those above.
pub fn check_outcome<R: Rules + Display>(pos: &R) -> Result<(), String> {
    let turns = pos.count_turns();
    let expected = expected_outcome(pos, turns);
    let outcome = pos.outcome();
    if outcome != expected {
        return Err(format!(
            "{pos}: outcome {outcome:?}, expected {expected:?} ({turns} turns)"
        ));
    }
    if pos.has_turns() != (turns > 0) {
        return Err(format!("{pos}: has_turns disagrees with {turns} turns"));
    }
    let royal_missing = !pos.has_royal(Color::White) || !pos.has_royal(Color::Black);
    if royal_missing && !pos.piece_moves().is_empty() {
        return Err(format!("{pos}: piece moves with a royal missing"));
    }
    if own_move_limit_reached(pos) && (turns > 0 || !pos.piece_moves().is_empty()) {
        return Err(format!("{pos}: turns at the move limit of the rules"));
    }
    Ok(())
}

/// Checks everything that must hold in any position:
///
/// * the incremental hash equals the recomputed one, and the board is
///   consistent ([`check_board`]);
/// * the FEN reads back to an identical position and writes the same text;
/// * the identity ignores the clocks and includes the side ([`check_identity`]);
/// * the piece moves are distinct, and the bulk turn count equals the turn
///   set's count and the number of turns it expands to;
/// * the outcome is consistent ([`check_outcome`]);
/// * every piece move moves an own piece, lands on no own piece and not on
///   the duck, and leaves exactly the empty squares as duck squares;
/// * every turn passes [`check_turn`].
///
/// # Errors
///
/// A message naming the first broken invariant of those above.
pub fn check_position<R>(pos: &R) -> Result<(), String>
where
    R: Rules + Display + FromStr,
{
    let set = check_position_but_turns(pos)?;
    for turn in &set {
        check_turn(pos, turn)?;
    }
    Ok(())
}

/// [`check_position`] but for [`check_turn`] on every turn: the part whose
/// cost is that of generating the turns once, not of playing each (a walk
/// runs it on a sample of its positions; [`check_turn`] on the turn it
/// plays covers the rest). Returns the turn set.
///
/// # Errors
///
/// A message naming the first broken invariant of [`check_position`]'s, those
/// of [`check_turn`] aside.
pub fn check_position_but_turns<R>(pos: &R) -> Result<duck_variants_core::TurnSet<R>, String>
where
    R: Rules + Display + FromStr,
{
    if pos.zobrist() != pos.compute_zobrist() {
        return Err(format!("{pos}: incremental hash differs from recomputed"));
    }
    check_board(pos)?;
    check_fen_round_trip(pos)?;
    check_identity(pos)?;
    let set = pos.legal_turns();
    let moves = set.piece_moves();
    let mut sorted: Vec<R::Move> = moves.to_vec();
    sorted.sort_unstable();
    if let Some(pair) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("{pos}: piece move {:?} generated twice", pair[0]));
    }
    let bulk = pos.count_turns();
    let listed = set.len();
    let all: Vec<TurnOf<R>> = set.iter().collect();
    let expanded = all.len() as u64;
    if bulk != listed || bulk != expanded {
        return Err(format!(
            "{pos}: count_turns {bulk}, TurnSet::len {listed}, expanded {expanded}"
        ));
    }
    // Skipping (`nth`, which jumps over whole piece moves) lands where
    // stepping does, from a fresh iterator and from one already inside a
    // piece move's duck squares.
    let n = all.len();
    for i in [
        0,
        1,
        2,
        n / 3,
        n / 2,
        n.saturating_sub(2),
        n.saturating_sub(1),
        n,
    ] {
        let mut partial = set.iter();
        let first = partial.next();
        let skipped = partial.nth(i);
        if set.iter().nth(i) != all.get(i).copied()
            || first != all.first().copied()
            || skipped != all.get(i + 1).copied()
        {
            return Err(format!("{pos}: TurnIter::nth({i}) differs from stepping"));
        }
    }
    // The fast paths a variant may override, against the core's defaults
    // (which play each move instead of counting).
    if bulk != defaults::count_turns(pos) {
        return Err(format!(
            "{pos}: count_turns {bulk}, the default count {}",
            defaults::count_turns(pos)
        ));
    }
    if pos.has_turns() != defaults::has_turns(pos) || pos.has_turns() != (bulk > 0) {
        return Err(format!(
            "{pos}: has_turns {} disagrees with the default or the count {bulk}",
            pos.has_turns()
        ));
    }
    check_outcome(pos)?;
    for &m in moves {
        check_piece_move(pos, m)?;
    }
    Ok(set)
}

/// Checks one generated piece move (see [`check_position`]).
///
/// # Errors
///
/// A message naming the first broken invariant of a piece move in
/// [`check_position`]'s list.
pub fn check_piece_move<R: Rules + Display>(pos: &R, m: R::Move) -> Result<(), String> {
    let board = pos.board();
    let us = pos.side_to_move();
    let (from, to) = (m.from(), m.to());
    if !board.by_color(us).contains(from) {
        return Err(format!(
            "{pos}: {from}{to} does not move a piece of its own"
        ));
    }
    if from == to || board.by_color(us).contains(to) || board.blockers().contains(to) {
        return Err(format!(
            "{pos}: {from}{to} lands on its own piece or the duck"
        ));
    }
    if board.by_color(!us).contains(to) && !pos.is_capture(m) {
        return Err(format!("{pos}: {from}{to} takes a piece but is no capture"));
    }
    let royal = <R::Role as Role>::ROYAL.is_some_and(|role| {
        board
            .by_piece(duck_variants_core::Piece { color: !us, role })
            .contains(to)
    });
    if pos.is_royal_capture(m) != royal {
        return Err(format!("{pos}: {from}{to} royal capture misclassified"));
    }
    let mut mid = *pos;
    mid.apply_piece_move(m);
    // A capture is whatever removes an enemy piece (en passant included).
    let captured = mid.board().by_color(!us).len() < board.by_color(!us).len();
    if pos.is_capture(m) != captured {
        return Err(format!(
            "{pos}: {from}{to} is_capture {} but the piece half captures {captured}",
            pos.is_capture(m)
        ));
    }
    if pos.blocker_targets(m) != defaults::blocker_targets(pos, m) {
        return Err(format!(
            "{pos}: blocker_targets of {from}{to} differ from the default"
        ));
    }
    if mid.side_to_move() != us || mid.board().blockers() != board.blockers() {
        return Err(format!(
            "{pos}: the piece half of {from}{to} moved the duck or the turn"
        ));
    }
    let empty = mid.board().empty_squares();
    let expected = match R::BLOCKER {
        _ if royal => Bitboard::EMPTY,
        BlockerRule::Relocate => empty,
        BlockerRule::Add => R::blocker_reach(to, mid.board().occupied()) & empty,
        BlockerRule::None => Bitboard::EMPTY,
    };
    let targets = pos.blocker_targets(m);
    if targets != expected {
        return Err(format!(
            "{pos}: duck squares after {from}{to} are {targets:?}, the empty squares {expected:?}"
        ));
    }
    if !royal && targets.is_empty() && R::BLOCKER == BlockerRule::Relocate {
        // A board always has room for the duck; a move without duck squares
        // would be a generated move with no turn.
        return Err(format!("{pos}: {from}{to} leaves no square for the duck"));
    }
    Ok(())
}

/// Checks one legal turn: `is_legal` and `play` accept it;
/// its coordinate notation reads back to it; and the position after it has
/// a correct hash, a consistent board, the other side to move, clocks that
/// advance by the rules, the duck where the turn put it (or unmoved after a
/// royal capture, which wins at once), and one enemy piece fewer exactly
/// for a capture.
///
/// # Errors
///
/// A message naming the first broken invariant of those above.
pub fn check_turn<R>(pos: &R, turn: TurnOf<R>) -> Result<(), String>
where
    R: Rules + Display,
{
    if !pos.is_legal(turn) {
        let e = pos.check_turn(turn).err();
        return Err(format!("{pos}: generated turn {turn} is not legal: {e:?}"));
    }
    let text = turn.to_string();
    match pos.parse_coords(&text) {
        Ok(back) if back == turn => {}
        Ok(back) => return Err(format!("{pos}: {text} reads back as {back}")),
        Err(e) => return Err(format!("{pos}: {text} does not read back: {e}")),
    }
    match text.parse::<CoordTurn<R::Geometry>>() {
        Ok(coords) if coords.to_string() == text => {}
        _ => return Err(format!("{pos}: {text} does not rewrite as coordinates")),
    }
    let after = pos.after_unchecked(turn);
    let mut played = *pos;
    if let Err(e) = played.play(turn) {
        return Err(format!("{pos}: play rejected generated {text}: {e}"));
    }
    if !same_fields(&played, &after) {
        return Err(format!("{pos}: play and play_unchecked differ on {text}"));
    }
    if after.zobrist() != after.compute_zobrist() {
        return Err(format!("{pos}: after {text} the incremental hash is wrong"));
    }
    check_board(&after).map_err(|e| format!("{pos}: after {text}: {e}"))?;
    let us = pos.side_to_move();
    if after.side_to_move() != !us {
        return Err(format!("{pos}: {text} did not pass the turn"));
    }
    let fullmoves = pos
        .fullmoves()
        .saturating_add(u32::from(us == Color::Black));
    if after.fullmoves() != fullmoves {
        return Err(format!(
            "{pos}: {text} gives move number {}",
            after.fullmoves()
        ));
    }
    let capture = pos.is_capture(turn.piece);
    let clock = after.halfmove_clock();
    if clock != 0 && (capture || clock != pos.halfmove_clock().saturating_add(1)) {
        return Err(format!("{pos}: {text} gives halfmove clock {clock}"));
    }
    let (before, now) = (pos.board(), after.board());
    if now.by_color(us).len() != before.by_color(us).len()
        || now.by_color(!us).len() + u32::from(capture) != before.by_color(!us).len()
    {
        return Err(format!("{pos}: {text} changed the piece counts wrongly"));
    }
    match turn.blocker {
        Some(duck) => {
            let expected = match R::BLOCKER {
                BlockerRule::Relocate => Bitboard::from_square(duck),
                BlockerRule::Add => before.blockers() | Bitboard::from_square(duck),
                BlockerRule::None => {
                    return Err(format!(
                        "{pos}: {text} places a blocker under BlockerRule::None"
                    ));
                }
            };
            if now.blockers() != expected || before.blockers().contains(duck) {
                return Err(format!("{pos}: {text} did not place the blocker on {duck}"));
            }
        }
        None if !R::BLOCKER.places_blocker() => {
            // No blocker rule: the piece move is the whole turn, and no
            // comma part may follow it in coordinates.
            if now.blockers() != before.blockers() {
                return Err(format!(
                    "{pos}: {text} moved a blocker under BlockerRule::None"
                ));
            }
            let to = turn.piece.to();
            let with_comma = format!("{text},{to}{to}");
            match pos.parse_coords(&with_comma) {
                Err(CoordError::Illegal(IllegalTurn::UnexpectedBlocker)) => {}
                other => {
                    return Err(format!(
                        "{pos}: {with_comma} under BlockerRule::None gives {other:?}"
                    ));
                }
            }
            if pos.is_royal_capture(turn.piece)
                && after.outcome() != Some(Outcome::decisive(us, WinReason::RoyalCaptured))
            {
                return Err(format!("{pos}: {text} is not a game-ending royal capture"));
            }
        }
        None => {
            let won = Some(Outcome::decisive(us, WinReason::RoyalCaptured));
            if !pos.is_royal_capture(turn.piece)
                || now.blockers() != before.blockers()
                || after.outcome() != won
                || after.count_turns() != 0
            {
                return Err(format!("{pos}: {text} is not a game-ending royal capture"));
            }
        }
    }
    Ok(())
}

/// The turns of one piece move of the set, listed from its duck squares
/// (the cheap stand-in for expanding the whole set: a walk's unsampled
/// steps use it).
fn turns_of_piece<R: Rules>(pos: &R, set: &TurnSet<R>, piece: R::Move) -> Vec<TurnOf<R>> {
    if !set.piece_moves().contains(&piece) {
        Vec::new()
    } else if !R::BLOCKER.places_blocker() || pos.is_royal_capture(piece) {
        vec![Turn::new(piece, None)]
    } else {
        let ducks = set.blocker_targets(piece);
        ducks
            .iter()
            .map(|duck| Turn::new(piece, Some(duck)))
            .collect()
    }
}

/// The turns of the set that `keep` selects: from the whole expanded set
/// when `expand`, else from the piece moves `keep` can name (`pieces`).
fn listed_turns<R: Rules>(
    pos: &R,
    set: &TurnSet<R>,
    expand: bool,
    pieces: impl Fn(&R::Move) -> bool,
) -> Vec<TurnOf<R>> {
    if expand {
        set.iter().filter(|t| pieces(&t.piece)).collect()
    } else {
        let moves = set.piece_moves().iter().copied().filter(|m| pieces(m));
        moves.flat_map(|m| turns_of_piece(pos, set, m)).collect()
    }
}

/// Why `turn` must be rejected here, derived from the turn set (`None` if
/// it is one of the turns): the whole expanded set when `expand`, else the
/// turns of the turn's piece move.
fn expected_rejection<R: Rules>(
    pos: &R,
    set: &TurnSet<R>,
    turn: TurnOf<R>,
    expand: bool,
) -> Option<IllegalTurn> {
    if !pos.has_royal(Color::White) || !pos.has_royal(Color::Black) {
        return Some(IllegalTurn::GameOver);
    }
    let listed = listed_turns(pos, set, expand, |m| *m == turn.piece);
    if listed.contains(&turn) {
        return None;
    }
    let Some(listed) = listed.first() else {
        return Some(IllegalTurn::PieceMove);
    };
    Some(match (listed.blocker, turn.blocker) {
        (None, Some(_)) => IllegalTurn::UnexpectedBlocker,
        (Some(_), None) => IllegalTurn::MissingBlocker,
        _ => IllegalTurn::BlockerSquare,
    })
}

/// Checks an arbitrary turn: it is legal (for `is_legal`, `check_turn` and
/// `TurnSet::contains`) exactly when it is one of the turns the set expands
/// to; `play` accepts exactly those and then equals `play_unchecked`; a
/// rejected turn names the right reason and leaves the position unchanged
/// (board, hash, clocks, side to move and `Eq`: the cheap part of
/// [`identical`], as walks run this at every step).
///
/// # Errors
///
/// A message naming the first broken invariant of those above.
pub fn check_rejection<R>(pos: &R, turn: TurnOf<R>) -> Result<(), String>
where
    R: Rules + Display,
{
    check_rejection_with(pos, &pos.legal_turns(), turn, true)
}

/// [`check_rejection`] given the position's turn set, with membership from
/// the whole expanded set (`expand`, which also checks `is_legal` and
/// `TurnSet::contains`) or from the turn's piece move alone.
fn check_rejection_with<R>(
    pos: &R,
    set: &TurnSet<R>,
    turn: TurnOf<R>,
    expand: bool,
) -> Result<(), String>
where
    R: Rules + Display,
{
    let expected = expected_rejection(pos, set, turn, expand);
    let member = expected.is_none();
    let checked = pos.check_turn(turn).err();
    if checked != expected {
        return Err(format!(
            "{pos}: check_turn({turn}) gives {checked:?}, the turn set says {expected:?}"
        ));
    }
    if expand && (pos.is_legal(turn) != member || set.contains(turn) != member) {
        return Err(format!(
            "{pos}: is_legal/contains({turn}) disagree with membership {member}"
        ));
    }
    let mut copy = *pos;
    match copy.play(turn) {
        Ok(()) if member => {
            if same_fields(&copy, &pos.after_unchecked(turn)) {
                Ok(())
            } else {
                Err(format!("{pos}: play and play_unchecked differ on {turn}"))
            }
        }
        Ok(()) => Err(format!("{pos}: play accepted {turn}, which is not a turn")),
        Err(_) if member => Err(format!("{pos}: play rejected legal {turn}")),
        Err(e) if Some(e) != expected => Err(format!(
            "{pos}: play rejected {turn} with {e:?}, expected {expected:?}"
        )),
        Err(_) if !same_fields(&copy, pos) => Err(format!(
            "{pos}: rejected {turn} but changed the position to {copy:?}"
        )),
        Err(_) => Ok(()),
    }
}

/// Checks a coordinate turn built from arbitrary squares: parsing against
/// the position succeeds exactly when a legal turn matches it (same squares
/// and promotion; the comma part repeats the destination and names the
/// duck square, which is ignored after a royal capture), and then gives
/// that turn.
///
/// # Errors
///
/// A message when parsing accepts coordinates no legal turn matches, refuses
/// ones a legal turn matches, or gives another turn.
pub fn check_arbitrary_coords<R>(pos: &R, coords: CoordTurn<R::Geometry>) -> Result<(), String>
where
    R: Rules + Display,
{
    check_arbitrary_coords_with(pos, &pos.legal_turns(), coords, true)
}

/// [`check_arbitrary_coords`], matching against the whole expanded set
/// (`expand`) or against the turns of the piece moves with the given
/// squares and promotion.
fn check_arbitrary_coords_with<R>(
    pos: &R,
    set: &TurnSet<R>,
    coords: CoordTurn<R::Geometry>,
    expand: bool,
) -> Result<(), String>
where
    R: Rules + Display,
{
    let piece_matches = |m: &R::Move| {
        m.from() == coords.from
            && m.to() == coords.to
            && m.promotion().map(Role::char) == coords.promotion
    };
    let duck_matches = |t: &TurnOf<R>| match t.blocker {
        // Under `BlockerRule::None` a comma part is refused; after a royal
        // capture one is read when it starts with the destination.
        None => match coords.blocker {
            None => true,
            Some((again, _)) => R::BLOCKER.places_blocker() && again == coords.to,
        },
        Some(duck) => coords.blocker == Some((coords.to, duck)),
    };
    let listed = listed_turns(pos, set, expand, piece_matches)
        .into_iter()
        .find(duck_matches);
    match (pos.coords_to_turn(coords), listed) {
        (Ok(turn), Some(legal)) if turn == legal => check_rejection_with(pos, set, turn, expand),
        (Ok(turn), _) => Err(format!(
            "{pos}: {coords} parsed to {turn}, expected {listed:?}"
        )),
        (Err(e), Some(legal)) => Err(format!(
            "{pos}: {coords} rejected ({e}) but {legal} matches it"
        )),
        (Err(_), None) => Ok(()),
    }
}

/// Bulk perft equals perft that plays every leaf turn, to `depth`.
///
/// # Errors
///
/// A message naming the depth and both counts when they differ.
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

/// The repetition identity as the FEN writes it: every field but the
/// clocks (placement with the duck, side to move, and the variant's rights
/// fields). Independent of the position type's `Eq`.
fn identity_key<R: Rules + Display>(pos: &R) -> String {
    let fen = pos.to_string();
    let fields: Vec<&str> = fen.split_whitespace().take(4).collect();
    fields.join(" ")
}

/// Checks a game: its repetition count equals a recount by FEN identity,
/// and its outcome is the position's decisive outcome if any, then a draw
/// exactly when a draw rule in force says so. Returns the outcome.
///
/// # Errors
///
/// A message when the game's history lengths disagree, or its repetition
/// count or outcome is not the one the recount and the rules give.
pub fn check_game<R>(game: &Game<R>) -> Result<Option<Outcome>, String>
where
    R: Rules + Display,
{
    let keys: Vec<String> = game.positions().iter().map(|p| identity_key(&p)).collect();
    check_game_keys(game, &keys)
}

fn check_game_keys<R>(game: &Game<R>, keys: &[String]) -> Result<Option<Outcome>, String>
where
    R: Rules + Display,
{
    let pos = game.position();
    if keys.len() != game.positions().len() {
        return Err(format!("{pos}: game history lengths disagree"));
    }
    let current = &keys[keys.len() - 1];
    let seen = keys.iter().filter(|k| *k == current).count() as u32;
    check_game_outcome(game, seen)
}

/// The game's repetition count is `seen` and its outcome is the
/// position's decisive outcome if any, then a draw exactly when a draw
/// rule in force says so.
fn check_game_outcome<R>(game: &Game<R>, seen: u32) -> Result<Option<Outcome>, String>
where
    R: Rules + Display,
{
    let pos = game.position();
    if game.positions().len() != game.history().len() + 1 {
        return Err(format!("{pos}: game history lengths disagree"));
    }
    if game.repetitions() != seen {
        return Err(format!(
            "{pos}: repetitions() {}, recounted {seen}",
            game.repetitions()
        ));
    }
    let rules = game.draw_rules();
    let draw = |reason| Some(Outcome::Draw { reason });
    let expected = pos
        .outcome()
        .or_else(|| {
            rules
                .repetitions
                .filter(|&n| seen >= n)
                .and_then(|_| draw(DrawReason::Repetition))
        })
        .or_else(|| {
            rules
                .move_limit
                .filter(|&limit| pos.halfmove_clock() >= limit)
                .and_then(|_| draw(DrawReason::MoveLimit))
        });
    let outcome = game.outcome();
    if outcome != expected {
        return Err(format!(
            "{pos}: game outcome {outcome:?}, expected {expected:?} under {rules:?}"
        ));
    }
    Ok(outcome)
}

/// Bytes each step of [`random_walk_with`] reads.
pub const WALK_STEP: usize = 6;

/// The draw rules a walk's first byte chooses: bits 0-1 repetitions (none,
/// twofold, threefold, the variant's standard), bits 2-7 a move limit
/// (none, 1 to 62 turns, or the variant's standard), so that short walks
/// reach draws too.
fn walk_draw_rules<R: Rules>(byte: u8) -> DrawRules {
    let standard = R::STANDARD_DRAW_RULES;
    DrawRules {
        repetitions: match byte & 3 {
            0 => None,
            1 => Some(2),
            2 => Some(3),
            _ => standard.repetitions,
        },
        move_limit: match byte >> 2 {
            0 => None,
            63 => standard.move_limit,
            n => Some(u32::from(n)),
        },
    }
}

/// A square from any byte (every square equally often, up to rounding).
fn square_of<G: Geometry>(byte: u8) -> Square<G> {
    let count = Square::<G>::COUNT;
    match Square::new(byte % count) {
        Some(sq) => sq,
        None => unreachable!("an index below the square count is a square"),
    }
}

/// A duck square or none from any byte: `None` once in `COUNT + 1`.
fn duck_of<G: Geometry>(byte: u8) -> Option<Square<G>> {
    let count = Square::<G>::COUNT;
    Square::new(byte % count.saturating_add(1))
}

/// Coordinate notation from step bytes, often close to the generated move
/// `base` so that it sometimes parses.
fn coords_of<G: Geometry, M: PieceMove<G>>(b: [u8; WALK_STEP], base: M) -> CoordTurn<G> {
    let flags = b[4];
    let from = if flags & 1 != 0 {
        base.from()
    } else {
        square_of(b[2])
    };
    let to = if flags & 2 != 0 {
        base.to()
    } else {
        square_of(b[3])
    };
    let promotion = if flags & 4 != 0 {
        Some(char::from(b'a' + (flags >> 3) % 26))
    } else {
        base.promotion().map(Role::char)
    };
    let again = if flags & 0x80 != 0 {
        square_of(b[3])
    } else {
        to
    };
    CoordTurn {
        from,
        to,
        promotion,
        blocker: duck_of(b[5]).map(|duck| (again, duck)),
    }
}

/// How often a walk runs its sampled checks: [`check_position_but_turns`]
/// and the variant's `visit` on one step in `SAMPLE_EVERY` (and on the
/// last position).
pub const SAMPLE_EVERY: usize = 16;

/// Plays a game that `data` chooses from `start`. The checks are split so
/// that a walk costs a few turns' work a step (checking everything at
/// every step would make a fuzz target far slower):
///
/// * at every step, cheap checks: the hash and the board
///   ([`check_board`]), [`check_turn`] on the turn played, and, on
///   alternate steps, one of the arbitrary turns below in turn through
///   [`check_rejection`] or [`check_arbitrary_coords`] on coordinates made
///   from the step's bytes (whether it is a turn judged from the duck
///   squares of its piece move; on sampled steps from the whole expanded
///   turn set, with `is_legal` and `TurnSet::contains` too),
///   the [`Game`]'s repetition count against a recount by position
///   identity (under a repetition rule) and its outcome against the draw
///   rules (whose choice is the first byte; see below); when the game is
///   over, `Game::play` refuses every turn and changes nothing; after a
///   draw the walk goes on without draw rules; `Game::play` gives the
///   position `play_unchecked` does, and (one step in four) `Game::undo`
///   the one before;
/// * sampled, on the last position and one step in [`SAMPLE_EVERY`] (the
///   step's second byte chooses, so the fuzzer can ask for any):
///   [`check_position_but_turns`] (FEN round trip, identity, counts,
///   outcome, every piece move) and the variant's own `visit` check; and,
///   on steps 64, 128... when its second byte is 255, [`check_position`] in
///   full (every turn played: a thousand turns' work, so rarely).
///
/// The arbitrary turns: a generated piece move with an arbitrary duck
/// square and with the duck on its own square, the move's destination and
/// its origin, the piece move `decode` makes from the step's bytes (given a
/// generated move to start from), a piece move generated in the previous
/// position, and the turn just played, played again.
///
/// Input: byte 0 chooses the draw rules (bits 0-1: no repetition rule,
/// twofold, threefold, the variant's standard; bits 2-7: no move limit, a
/// limit of 1 to 62 turns, the variant's standard); then each
/// [`WALK_STEP`] bytes are one step: bytes 0-1 (big-endian) pick the turn
/// played, modulo the number of turns, and bytes 2-5 make the arbitrary
/// turns. A short last step is padded with zeros. Returns the number of
/// turns played; the walk ends early at a decisive result.
///
/// # Errors
///
/// A message naming the first broken invariant on the walk, including a role
/// table that fails [`check_roles`] and any error of `visit`.
pub fn random_walk_with<R, D, V>(
    start: R,
    data: &[u8],
    decode: D,
    mut visit: V,
) -> Result<usize, String>
where
    R: Rules + Display + FromStr,
    D: Fn(R::Move, [u8; 3]) -> R::Move,
    V: FnMut(&R) -> Result<(), String>,
{
    check_roles::<R::Role>()?;
    let (&rules_byte, steps) = data.split_first().unwrap_or((&0, &[]));
    let mut game = Game::with_draw_rules(start, walk_draw_rules::<R>(rules_byte));
    // How many times each position identity has occurred (the recount that
    // `Game::repetitions`, which counts Zobrist keys, must agree with), kept
    // as the walk goes and keyed by the position's `Eq` identity (which
    // `check_identity` ties to the FEN without clocks). Only under a
    // repetition rule: otherwise the count decides nothing.
    let recount = game.draw_rules().repetitions.is_some();
    let mut seen: HashMap<R, u32> = HashMap::new();
    if recount {
        seen.insert(start, 1);
    }
    let mut stale: Vec<R::Move> = Vec::new();
    let mut previous: Option<TurnOf<R>> = None;
    let mut played = 0;
    for (step, chunk) in steps.chunks(WALK_STEP).enumerate() {
        let mut b = [0u8; WALK_STEP];
        b[..chunk.len()].copy_from_slice(chunk);
        let pos = *game.position();
        if pos.zobrist() != pos.compute_zobrist() {
            return Err(format!("{pos}: incremental hash differs from recomputed"));
        }
        check_board(&pos)?;
        let sampled = usize::from(b[1]) % SAMPLE_EVERY == 0;
        if sampled {
            check_position_but_turns(&pos)?;
            visit(&pos)?;
        }
        if step % 64 == 63 && b[1] == 0xFF {
            check_position(&pos)?;
        }
        let outcome = check_game_count(&game, recount.then_some(&seen))?;

        let set = pos.legal_turns();
        let moves = set.piece_moves();
        // A position without piece moves still gets the rejection checks,
        // with a move seen earlier in the walk (none before the first).
        let base = if moves.is_empty() {
            stale.last().copied()
        } else {
            Some(moves[usize::from(b[2]) % moves.len()])
        };
        let duck = duck_of::<R::Geometry>(b[5]);
        if let Some(base) = base {
            // One arbitrary turn a step, each kind in turn. The duck squares
            // at the edge of the rules: where it stands now (never allowed),
            // where the piece lands (never allowed) and where it comes from
            // (allowed unless the move captures the royal).
            let arbitrary = match step % 7 {
                0 => Some(Turn::new(base, duck)),
                1 => Some(Turn::new(base, pos.blocker())),
                2 => Some(Turn::new(base, Some(base.to()))),
                3 => Some(Turn::new(base, Some(base.from()))),
                4 => Some(Turn::new(decode(base, [b[2], b[3], b[4]]), duck)),
                5 => (!stale.is_empty())
                    .then(|| Turn::new(stale[usize::from(b[3]) % stale.len()], duck)),
                _ => previous,
            };
            // The arbitrary turn and the arbitrary coordinates each expand
            // the turn set to compare with it: one of them a step.
            if step % 2 == 0 {
                if let Some(turn) = arbitrary {
                    check_rejection_with(&pos, &set, turn, sampled)?;
                }
            } else {
                check_arbitrary_coords_with(&pos, &set, coords_of(b, base), sampled)?;
            }
        }

        if let Some(outcome) = outcome {
            let probe = set
                .iter()
                .next()
                .or_else(|| base.map(|base| Turn::new(base, duck)));
            let length = game.history().len();
            if let Some(probe) = probe {
                if game.play(probe) != Err(IllegalTurn::GameOver)
                    || game.history().len() != length
                    || !same_fields(game.position(), &pos)
                {
                    return Err(format!(
                        "{pos}: the game is over ({outcome}) but {probe} was not refused cleanly"
                    ));
                }
            }
            match outcome {
                Outcome::Decisive { .. } => break,
                Outcome::Draw { .. } => game.set_draw_rules(DrawRules::NONE),
            }
        }
        let count = set.len();
        if count == 0 {
            return Err(format!("{pos}: no turns but no decisive outcome"));
        }
        let pick = u64::from(u16::from_be_bytes([b[0], b[1]])) % count;
        let Some(turn) = set.iter().nth(pick as usize) else {
            return Err(format!("{pos}: turn {pick} of {count} missing"));
        };
        check_turn(&pos, turn)?;
        let after = pos.after_unchecked(turn);
        game.play(turn)
            .map_err(|e| format!("{pos}: the game rejected legal {turn}: {e}"))?;
        if !same_fields(game.position(), &after) {
            return Err(format!(
                "{pos}: Game::play({turn}) differs from play_unchecked"
            ));
        }
        // Taking back and playing again, one step in four.
        if step % 4 == 0 {
            if game.undo() != Some(turn) || !same_fields(game.position(), &pos) {
                return Err(format!(
                    "{pos}: undoing {turn} did not restore the position"
                ));
            }
            game.play(turn)
                .map_err(|e| format!("{pos}: replaying {turn} after undo failed: {e}"))?;
        }
        if recount {
            *seen.entry(*game.position()).or_insert(0) += 1;
        }
        stale = moves.to_vec();
        previous = Some(turn);
        played += 1;
    }
    let pos = *game.position();
    check_position_but_turns(&pos)?;
    visit(&pos)?;
    check_game_count(&game, recount.then_some(&seen))?;
    Ok(played)
}

/// [`check_game`] with the recount kept by the caller (without one, the
/// game's own count is taken as is and only the outcome is checked).
fn check_game_count<R>(
    game: &Game<R>,
    seen: Option<&HashMap<R, u32>>,
) -> Result<Option<Outcome>, String>
where
    R: Rules + Display,
{
    let count = match seen {
        Some(seen) => seen.get(game.position()).copied().unwrap_or(0),
        None => game.repetitions(),
    };
    check_game_outcome(game, count)
}

/// [`random_walk_with`] without a variant decoder or extra check: the
/// arbitrary piece moves are generated moves of this and the previous
/// position.
///
/// # Errors
///
/// Those of [`random_walk_with`].
pub fn random_walk<R>(start: R, choices: &[u8]) -> Result<usize, String>
where
    R: Rules + Display + FromStr,
{
    random_walk_with(start, choices, |m, _| m, |_| Ok(()))
}

/// PGN text: the reader never panics; every game that replays (with the
/// variant's notation and default draw rules) ends in a position and game
/// that pass [`check_position`] and [`check_game`]; and its PGN, written
/// from the game alone and with the record it was read from (comments,
/// NAGs and variations kept), reads and replays to the same turns from an
/// identical start, and writes the same text again. At most `max_games`
/// games are read.
///
/// # Errors
///
/// A message naming the first broken invariant of those above. A game that does
/// not read or replay is skipped, not an error.
pub fn check_pgn<R>(text: &str, max_games: usize) -> Result<(), String>
where
    R: Describe + Display + FromStr,
{
    let options = ReadOptions {
        variations: true,
        ..ReadOptions::default()
    };
    for record in PgnReader::with_options(text, options).take(max_games) {
        let Ok(record) = record else { continue };
        let Ok(game) = replay::<R>(&record) else {
            continue;
        };
        check_position(game.position())?;
        check_game(&game)?;
        for source in [None, Some(&record)] {
            let written = game_to_pgn(&game, source).to_string();
            let mut reader = PgnReader::with_options(&written, options);
            let again = match (reader.next(), reader.next()) {
                (Some(Ok(again)), None) => again,
                _ => return Err(format!("{written}: written PGN is not one game")),
            };
            let replayed = replay::<R>(&again)
                .map_err(|e| format!("{written}: written PGN does not replay: {e}"))?;
            if replayed.history() != game.history() || !identical(replayed.start(), game.start()) {
                return Err(format!("{written}: replays to another game"));
            }
            let rewritten = game_to_pgn(&replayed, source.map(|_| &again)).to_string();
            if rewritten != written {
                return Err(format!("{written}: writes again as {rewritten}"));
            }
        }
    }
    Ok(())
}

/// `Setup -> Position -> FEN -> Position` is the identity: a setup that
/// validates gives a position whose FEN reads back identical, whose own
/// setup validates to the identical position (and has the setup's board,
/// side and clocks; the game's own fields a variant may normalise, as Duck
/// Chess drops an unusable en-passant square), and which
/// equals what the setup's FEN parses to; a setup that does not validate
/// has a FEN that does not parse as a position. The setup's FEN reads back
/// to the setup (clocks within what a FEN holds, move number at least 1).
///
/// # Errors
///
/// A message naming the first broken invariant of those above.
pub fn check_setup<R: FromSetup + Display>(setup: SetupOf<R>) -> Result<(), String> {
    let text = setup.to_string();
    match text.parse::<SetupOf<R>>() {
        Ok(back) if back == setup && back.to_string() == text => {}
        Ok(back) => return Err(format!("{text}: setup reads back as {back}")),
        Err(e) => return Err(format!("{text}: written setup does not parse: {e}")),
    }
    let parsed = R::from_fen(&text);
    let Ok(pos) = R::from_setup(setup) else {
        return match parsed {
            Ok(_) => Err(format!("{text}: invalid setup parses as a position")),
            Err(_) => Ok(()),
        };
    };
    match parsed {
        Ok(p) if identical(&p, &pos) => {}
        _ => {
            return Err(format!(
                "{text}: the FEN and the setup give different positions"
            ));
        }
    }
    let kept = pos.to_setup();
    if kept
        != (Setup {
            extra: kept.extra,
            ..setup
        })
    {
        return Err(format!("{text}: to_setup gives {kept}"));
    }
    match R::from_setup(pos.to_setup()) {
        Ok(again) if identical(&again, &pos) => {}
        _ => return Err(format!("{pos}: to_setup does not validate back to it")),
    }
    let fen = pos.to_string();
    match R::from_fen(&fen) {
        Ok(again) if identical(&again, &pos) && again.to_string() == fen => Ok(()),
        _ => Err(format!("{fen}: position FEN does not read back identical")),
    }
}

/// Text in a notation of a variant's own (SAN, WXF) that `read` accepts as
/// syntax writes back to text that reads the same. `notation` names it in
/// the error.
///
/// # Errors
///
/// A message when the text written back does not parse or reads as another
/// value. Text that `read` rejects is no error.
pub fn check_notation_text<N, E>(
    text: &str,
    notation: &str,
    read: impl Fn(&str) -> Result<N, E>,
) -> Result<(), String>
where
    N: Display + PartialEq,
    E: Display,
{
    let Ok(parsed) = read(text) else {
        return Ok(());
    };
    let written = parsed.to_string();
    match read(&written) {
        Ok(again) if again == parsed => Ok(()),
        Ok(again) => Err(format!("{text}: {written} reads as {again}")),
        Err(e) => Err(format!(
            "{text}: rewritten {notation} {written} does not parse: {e}"
        )),
    }
}

/// The position a byte chooses from a list of start FENs (which must all
/// parse: a variant's fixed list of oracle positions).
pub fn start_position<R: FromStr>(starts: &[&str], byte: u8) -> R {
    let fen = starts[usize::from(byte) % starts.len()];
    match fen.parse() {
        Ok(pos) => pos,
        Err(_) => panic!("{fen}: a start position that does not parse"),
    }
}

/// A legal position reached from the standard start (`Default`) by the
/// turns `choices` picks (one byte each, spread over the whole turn set),
/// for targets that need a position to parse against.
pub fn walk_from_start<R: Rules + Default>(choices: &[u8]) -> R {
    let mut pos = R::default();
    for &pick in choices {
        let set = pos.legal_turns();
        let n = set.len();
        if n == 0 {
            break;
        }
        let index = (u64::from(pick) * n / 256) as usize;
        if let Some(turn) = set.iter().nth(index) {
            pos.play_unchecked(turn);
        }
    }
    pos
}

/// Splits fuzz input at the first `0xff` byte (or after 8 bytes): the head
/// chooses a position ([`walk_from_start`]), the tail is the text to parse
/// against it.
pub fn walked_position_and_text<R: Rules + Default>(data: &[u8]) -> (R, &[u8]) {
    let (walk, text) = match data.iter().position(|&b| b == 0xff) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => data.split_at(data.len().min(8)),
    };
    (walk_from_start(walk), text)
}

/// The squares of an arbitrary piece move from three bytes: each taken
/// from a byte, or kept from the generated move `base` when a flag of the
/// third byte says so (`0x10` the origin, `0x20` the destination), so that
/// near misses of generated moves are common. The other bits are the
/// variant's, for the rest of its move.
pub fn arbitrary_squares<G: Geometry, M: PieceMove<G>>(
    base: M,
    b: [u8; 3],
) -> (Square<G>, Square<G>) {
    let from = if b[2] & 0x10 != 0 {
        base.from()
    } else {
        square_of(b[0])
    };
    let to = if b[2] & 0x20 != 0 {
        base.to()
    } else {
        square_of(b[1])
    };
    (from, to)
}

/// FEN parsing, for any variant: never panics; what parses as a setup
/// satisfies [`check_setup`]; what does not parse as a setup does not parse
/// as a position either; a position satisfies [`check_position`] and the
/// variant's own `visit` check.
///
/// # Errors
///
/// A message naming the first broken invariant of those above, or `visit`'s
/// error. Input that does not parse is no error.
pub fn fuzz_fen<R: FromSetup + Display + FromStr>(
    data: &[u8],
    visit: impl FnOnce(&R) -> Result<(), String>,
) -> Result<(), String> {
    let text = String::from_utf8_lossy(data);
    let Ok(setup) = text.parse::<SetupOf<R>>() else {
        return match R::from_fen(&text) {
            Ok(pos) => Err(format!("{text}: parses as {pos} but not as a setup")),
            Err(_) => Ok(()),
        };
    };
    check_setup::<R>(setup)?;
    let Ok(pos) = R::from_fen(&text) else {
        return Ok(());
    };
    check_position(&pos)?;
    visit(&pos)
}

/// Coordinate notation against a position chosen by the first bytes
/// ([`walked_position_and_text`]): what parses is legal and writes back to
/// a string that reads to the same turn ([`check_turn`]); what is well
/// formed parses exactly when a legal turn matches it
/// ([`check_arbitrary_coords`]).
///
/// # Errors
///
/// A message naming the first broken invariant of [`check_arbitrary_coords`] or
/// [`check_turn`]. Text that does not parse is no error.
pub fn fuzz_coords<R>(data: &[u8]) -> Result<(), String>
where
    R: Rules + Default + Display + FromStr,
{
    let (pos, text) = walked_position_and_text::<R>(data);
    if let Ok(parsed) = CoordTurn::<R::Geometry>::from_ascii(text) {
        check_arbitrary_coords(&pos, parsed)?;
    }
    match pos.parse_coords(&String::from_utf8_lossy(text)) {
        Ok(turn) => check_turn(&pos, turn),
        Err(_) => Ok(()),
    }
}

/// PGN in a variant's notation (`[FEN]` tag optional): every move token of
/// the first 64 of the first 8 games passes the variant's `token` check
/// (such as [`check_notation_text`]), and the games satisfy [`check_pgn`].
///
/// # Errors
///
/// The first error of `token`, else those of [`check_pgn`].
pub fn fuzz_pgn<R>(
    data: &[u8],
    mut token: impl FnMut(&str) -> Result<(), String>,
) -> Result<(), String>
where
    R: Describe + Display + FromStr,
{
    let text = String::from_utf8_lossy(data);
    for game in PgnReader::new(&text).take(8).flatten() {
        for mv in game.moves.iter().take(64) {
            token(&mv.text)?;
        }
    }
    check_pgn::<R>(&text, 8)
}

/// The most bytes of a fuzz input a random game reads: the start byte, the
/// draw-rules byte and [`FUZZ_WALK_STEPS`] steps. Longer inputs are cut, so
/// that one unit costs at most that many steps whatever `-max_len` the
/// fuzzer runs with (a longer game is more of the same checks, not more
/// coverage; the starts include late-game positions).
pub const FUZZ_GAME_BYTES: usize = 2 + FUZZ_WALK_STEPS * WALK_STEP;

/// The most steps a fuzzed random game takes (see [`FUZZ_GAME_BYTES`]).
pub const FUZZ_WALK_STEPS: usize = 96;

/// A random game: the first byte chooses a start from `starts`
/// ([`start_position`]), the rest drives the variant's `walk` (a
/// [`random_walk_with`] with its move decoder and checks) for at most
/// [`FUZZ_GAME_BYTES`] bytes in all: every position on the way satisfies
/// every invariant, and arbitrary turns are rejected without changing
/// anything unless they are legal.
///
/// # Errors
///
/// `walk`'s error: the first broken invariant on the way.
pub fn fuzz_random_game<R: FromStr>(
    starts: &[&str],
    data: &[u8],
    walk: impl FnOnce(R, &[u8]) -> Result<usize, String>,
) -> Result<(), String> {
    let data = &data[..data.len().min(FUZZ_GAME_BYTES)];
    let (&first, rest) = data.split_first().unwrap_or((&0, &[]));
    walk(start_position(starts, first), rest).map(|_| ())
}

/// The positions of a perft suite (see [`crate::suite::parse_perft_suite`]),
/// in order: a variant's oracle positions, the usual starts of its tests.
///
/// # Errors
///
/// A message for a suite that
/// [`parse_perft_suite`](crate::suite::parse_perft_suite) rejects, or naming
/// the first case whose FEN does not parse as a position.
pub fn suite_positions<R: FromStr>(suite: &str) -> Result<Vec<R>, String> {
    let cases = parse_perft_suite(suite).map_err(|e| format!("perft suite: {e}"))?;
    cases
        .iter()
        .map(|case| {
            case.fen
                .parse()
                .map_err(|_| format!("{}: {} does not parse", case.id, case.fen))
        })
        .collect()
}

/// The position that `picks` reach from `start`: each pick chooses a turn
/// by its index in the turn set (modulo the set's size), which [`Rules::play`]
/// must accept; the walk stops early where there is no turn.
///
/// # Errors
///
/// A message when the turn set yields fewer turns than its length, or when
/// [`Rules::play`] rejects a listed turn.
pub fn play_picks<R>(start: R, picks: impl IntoIterator<Item = u64>) -> Result<R, String>
where
    R: Rules + Display,
{
    let mut pos = start;
    for pick in picks {
        let set = pos.legal_turns();
        let n = set.len();
        if n == 0 {
            break;
        }
        let Some(turn) = set.iter().nth((pick % n) as usize) else {
            return Err(format!("{pos}: turn {pick} of {n} missing"));
        };
        pos.play(turn)
            .map_err(|e| format!("{pos}: play rejected listed {turn}: {e}"))?;
    }
    Ok(pos)
}

/// A small deterministic generator (xorshift64; `seed` must not be 0), for
/// tests that want varied input without a dependency: each call gives the
/// next value.
pub fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed;
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    }
}

/// The destinations of the piece moves from the square named `from`, by
/// name: what a rule test compares with the squares it counts by hand
/// ([`square_names`]). Panics if `from` names no square of the board (a
/// typo in the test).
pub fn targets_from<R: Rules>(pos: &R, from: &str) -> BTreeSet<String> {
    let Ok(from) = from.parse::<Square<R::Geometry>>() else {
        panic!("{from} is not a square of this board");
    };
    pos.piece_moves()
        .iter()
        .filter(|m| m.from() == from)
        .map(|m| m.to().to_string())
        .collect()
}

/// Checks a royal capture given in coordinates (`"e1e8"`), as RULES.md has
/// it for every duck variant: it is a turn without a duck square, written
/// back the same; a comma part after it (as Fairy-Stockfish prints one) is
/// read and ignored; the typed turn with a duck square is refused as
/// [`IllegalTurn::UnexpectedBlocker`]; and the position after it is won by the
/// capturer, has no turn, and its FEN reads back to it.
///
/// # Errors
///
/// A message naming the first check that fails, from `coords` not parsing as a
/// legal turn on.
pub fn check_royal_capture<R>(pos: &R, coords: &str) -> Result<(), String>
where
    R: Rules + Display + FromStr,
{
    let capture = pos
        .parse_coords(coords)
        .map_err(|e| format!("{pos}: {coords}: {e}"))?;
    if capture.blocker.is_some()
        || capture.to_string() != coords
        || !pos.is_royal_capture(capture.piece)
    {
        return Err(format!(
            "{pos}: {coords} reads as {capture}, not a royal capture"
        ));
    }
    let to = capture.piece.to();
    let duck = pos.board().empty_squares().first().unwrap_or(to);
    let with_comma = format!("{coords},{to}{duck}");
    if pos.parse_coords(&with_comma).ok() != Some(capture) {
        return Err(format!("{pos}: {with_comma} is not read as {coords}"));
    }
    let typed = Turn::new(capture.piece, Some(duck));
    if pos.check_turn(typed) != Err(IllegalTurn::UnexpectedBlocker)
        || !pos.blocker_targets(capture.piece).is_empty()
    {
        return Err(format!("{pos}: {coords} admits a duck square"));
    }
    let after = pos.after_unchecked(capture);
    let won = Outcome::decisive(pos.side_to_move(), WinReason::RoyalCaptured);
    if after.outcome() != Some(won) || after.count_turns() != 0 || !after.legal_turns().is_empty() {
        return Err(format!(
            "{after}: after {coords} the game is not won by the capturer"
        ));
    }
    match after.to_string().parse::<R>() {
        Ok(back) if back == after => Ok(()),
        _ => Err(format!(
            "{after}: the FEN after {coords} does not read back"
        )),
    }
}

/// Asserts that the piece on `from` moves to exactly the squares named in
/// `expected` (in any order), naming the position and both sets when not.
#[track_caller]
pub fn assert_targets<R: Rules + Display>(pos: &R, from: &str, expected: &[&str]) {
    let found = targets_from(pos, from);
    let expected = square_names(expected);
    assert!(
        found == expected,
        "{pos}: {from} moves to {found:?}, expected {expected:?}"
    );
}

/// Square names as a set, to compare with [`targets_from`].
pub fn square_names(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|name| String::from(*name)).collect()
}

/// Where a bad move of a PGN game stands: the game, the turn (the ply),
/// the move number, the side to move and the token.
pub type TurnPlace<'a> = (usize, usize, u32, Color, &'a str);

/// Where a PGN replay stopped at a bad move ([`TurnPlace`]), the token's
/// byte offset in the input, and why the move was refused; `None` for any
/// other replay error. For tests, which check the place at once.
pub fn bad_turn<F, N>(error: &ReplayError<F, N>) -> Option<(TurnPlace<'_>, usize, &TurnError<N>)> {
    match error {
        ReplayError::Turn {
            game,
            turn,
            move_number,
            color,
            token,
            offset,
            error,
        } => Some(((*game, *turn, *move_number, *color, token), *offset, error)),
        _ => None,
    }
}

/// Every observable part of two games agrees: the start and current
/// positions (as FEN), the turns, the positions on the way, the draw rules
/// and the outcome. (A game read back from its serde form, say.)
///
/// # Errors
///
/// A message naming the first part that differs.
pub fn check_same_game<R>(a: &Game<R>, b: &Game<R>) -> Result<(), String>
where
    R: Rules + Display,
{
    let what = if a.start().to_string() != b.start().to_string() {
        "start"
    } else if a.history() != b.history() {
        "turns"
    } else if a.positions() != b.positions() {
        "positions"
    } else if a.position().to_string() != b.position().to_string() {
        "position"
    } else if a.draw_rules() != b.draw_rules() {
        "draw rules"
    } else if a.outcome() != b.outcome() {
        "outcome"
    } else {
        return Ok(());
    };
    Err(format!(
        "the games from {} differ in their {what}: {:?} and {:?}",
        a.start(),
        a,
        b
    ))
}

/// Serves a text a few bytes at a time (the count cycling through
/// `sizes`), so that every token, tag and comment of a streamed read can
/// straddle a buffer boundary.
struct Trickle<'a> {
    text: &'a [u8],
    sizes: &'a [u8],
    reads: usize,
}

impl std::io::Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let size = match self.sizes {
            [] => buf.len(),
            sizes => usize::from(sizes[self.reads % sizes.len()]).max(1),
        };
        self.reads += 1;
        let n = size.min(buf.len()).min(self.text.len());
        buf[..n].copy_from_slice(&self.text[..n]);
        self.text = &self.text[n..];
        Ok(n)
    }
}

/// The streaming PGN reader over arbitrary bytes: byte 0 chooses the read
/// options (variations, comments, NAGs kept or not) and a limit on one
/// game's size (64 bytes to 8 KiB, or the default), bytes 1-3 the sizes of
/// the reads a trickling source serves, and the rest is the input. Checks:
/// reading ends, with at most one game per byte; game numbers count up from
/// 1 and offsets increase; the games read from the bytes at once and from
/// the trickle are the same (a buffer boundary changes nothing); a game of
/// valid UTF-8 read from `&str` is the same too; and the streaming replay
/// of both games (`replay_games`) ends, with one item per game read, each
/// the same as the replay of the game's record.
///
/// # Errors
///
/// A message naming the first broken invariant of those above.
pub fn fuzz_pgn_stream<A, B>(data: &[u8]) -> Result<(), String>
where
    A: Describe + Display + FromStr,
    B: Describe + Display + FromStr,
{
    let (&flags, rest) = data.split_first().unwrap_or((&0, &[]));
    let (sizes, input) = rest.split_at(rest.len().min(3));
    let options = ReadOptions {
        variations: flags & 1 != 0,
        comments: flags & 2 != 0,
        nags: flags & 4 != 0,
        max_game_bytes: match flags >> 3 {
            0 => ReadOptions::default().max_game_bytes,
            n => 32 << (n % 9),
        },
    };
    let games: Vec<_> = PgnReader::from_bytes(input, options).collect();
    if games.len() > input.len() + 1 {
        return Err(format!("{} games from {} bytes", games.len(), input.len()));
    }
    let mut last = None;
    for (i, game) in games.iter().enumerate() {
        let (number, offset) = match game {
            Ok(game) => (game.number, game.offset),
            Err(e) => (e.game, e.offset),
        };
        if number != i + 1 {
            return Err(format!("game {} numbered {number}", i + 1));
        }
        if let (Ok(game), Some(before)) = (game, last) {
            if game.offset <= before {
                return Err(format!(
                    "game {number} at byte {offset}, not after {before}"
                ));
            }
        }
        if let Ok(game) = game {
            last = Some(game.offset);
        }
    }
    {
        let trickle = Trickle {
            text: input,
            sizes,
            reads: 0,
        };
        let streamed: Vec<_> = PgnReader::from_reader(trickle, options).collect();
        if streamed != games {
            return Err(format!(
                "reading in pieces of {sizes:?} bytes changes the games of {:?}",
                String::from_utf8_lossy(input)
            ));
        }
    }
    if let Ok(text) = core::str::from_utf8(input) {
        let from_text: Vec<_> = PgnReader::with_options(text, options).collect();
        if from_text != games {
            return Err(format!("reading {text:?} as text changes its games"));
        }
    }
    streamed_as_read::<A>(input, options, &games)?;
    streamed_as_read::<B>(input, options, &games)
}

/// The streaming replay of `input` (`replay_games`) has one item per game
/// `games` holds (what the reader made of it), and each game the reader
/// read whole replays to the same game or error as that record does
/// (`replay`): the two paths keep different things (the stream keeps no
/// text and only the tags it reads) but must come to the same result.
fn streamed_as_read<R: Describe + Display>(
    input: &[u8],
    options: ReadOptions,
    games: &[Result<duck_variants_core::pgn::PgnGame, duck_variants_core::pgn::PgnError>],
) -> Result<(), String> {
    let streamed: Vec<_> =
        duck_variants_core::pgn::replay_games::<R>(PgnReader::from_bytes(input, options)).collect();
    if streamed.len() != games.len() {
        return Err(format!(
            "{} games read, {} replayed as {}",
            games.len(),
            streamed.len(),
            R::GAME.pgn_variant
        ));
    }
    let summary = |game: &Game<R>| (game.start().to_string(), game.history().to_vec());
    for (streamed, read) in streamed.iter().zip(games) {
        let Ok(record) = read else { continue };
        let same = match (streamed, &replay::<R>(record)) {
            (Ok(a), Ok(b)) => summary(a) == summary(b),
            (Err(a), Err(b)) => a == b,
            _ => false,
        };
        if !same {
            return Err(format!(
                "game {} replays as {} one way streamed and another from its record",
                record.number,
                R::GAME.pgn_variant
            ));
        }
    }
    Ok(())
}

/// A [`Game`] under arbitrary draw rules (bytes 0-3: a repetition count
/// and a move limit of any size, 0 and 1 included, or none), played and
/// taken back as the rest of the bytes say: each byte plays the turn it
/// picks, or, with its top bit set, takes back as many turns as its low
/// bits say. After every change the repetition count equals a naive
/// recount by FEN identity and the outcome follows the rules
/// ([`check_game`]); a game over refuses every turn.
///
/// # Errors
///
/// A message naming the first broken invariant of those above.
pub fn fuzz_game_draw_rules<R>(start: R, data: &[u8]) -> Result<(), String>
where
    R: Rules + Display,
{
    let mut head = [0u8; 4];
    let (rules, steps) = data.split_at(data.len().min(4));
    head[..rules.len()].copy_from_slice(rules);
    let limit = |b: u8| match b {
        0 => None,
        // Small values often, so that draws happen in short games.
        1..=200 => Some(u32::from(b - 1)),
        _ => Some(u32::MAX - u32::from(255 - b)),
    };
    let draw_rules = DrawRules {
        repetitions: if head[1] & 1 == 0 {
            limit(head[0])
        } else {
            None
        },
        move_limit: if head[3] & 1 == 0 {
            limit(head[2])
        } else {
            None
        },
    };
    let mut game = Game::with_draw_rules(start, draw_rules);
    // The naive recount's keys, kept along (push on play, pop on undo).
    let mut keys = alloc::vec![identity_key(&start)];
    check_game_keys(&game, &keys)?;
    for &b in steps.iter().take(256) {
        if b & 0x80 != 0 {
            for _ in 0..(b & 0x7F) % 9 {
                if game.undo().is_some() {
                    keys.pop();
                }
            }
        } else {
            let set = game.position().legal_turns();
            let count = set.len();
            let turn = (count > 0)
                .then(|| set.iter().nth(usize::from(b) % count as usize))
                .flatten();
            if let Some(turn) = turn {
                let before = game.history().len();
                let over = game.outcome().is_some();
                match game.play(turn) {
                    Ok(()) if over => return Err(format!("{turn} played after the end")),
                    Ok(()) => keys.push(identity_key(game.position())),
                    Err(IllegalTurn::GameOver) if over => {
                        if game.history().len() != before {
                            return Err(String::from("a refused turn changed the game"));
                        }
                    }
                    Err(e) => return Err(format!("legal {turn} refused: {e}")),
                }
            }
        }
        check_game_keys(&game, &keys)?;
    }
    Ok(())
}
