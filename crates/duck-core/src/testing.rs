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
//!   being written and read again.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Display;
use core::str::FromStr;

use crate::bitboard::Bitboard;
use crate::board::Role;
use crate::color::Color;
use crate::coords::CoordTurn;
use crate::game::Game;
use crate::geometry::Geometry;
use crate::outcome::{DrawReason, NoTurnRule, Outcome, WinReason};
use crate::perft::{perft, perft_expanded};
use crate::pgn::{PgnReader, PgnVariant, ReadOptions, game_to_pgn, replay};
use crate::rules::{DrawRules, IllegalTurn, Rules, TurnOf};
use crate::square::Square;
use crate::turn::{PieceMove, Turn};

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
        && a.turn() == b.turn()
        && a.halfmove_clock() == b.halfmove_clock()
        && a.fullmoves() == b.fullmoves()
        && a == b
}

/// The board's sets agree with each other: the two colors are disjoint, the
/// roles partition the pieces, and there is at most one duck, on no piece.
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
    if board.neutral().more_than_one() || board.neutral().intersects(board.pieces()) {
        return Err(format!("{pos}: duck on a piece or more than one duck"));
    }
    if pos.duck() != board.neutral().first() {
        return Err(format!("{pos}: duck() is not the neutral square"));
    }
    Ok(())
}

/// The FEN reads back to an identical position (clocks and hash included)
/// that writes the same text.
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

/// The outcome a position must have, derived from first principles: a
/// missing royal loses; otherwise a side to move without turns wins or
/// loses as the variant says; otherwise the game goes on.
fn expected_outcome<R: Rules>(pos: &R, turns: u64) -> Option<Outcome> {
    let us = pos.turn();
    for color in [us, !us] {
        if !pos.has_royal(color) {
            return Some(Outcome::Decisive {
                winner: !color,
                reason: WinReason::RoyalCaptured,
            });
        }
    }
    if turns > 0 {
        return None;
    }
    Some(match R::NO_TURN {
        NoTurnRule::SideToMoveWins => Outcome::Decisive {
            winner: us,
            reason: WinReason::Fowled,
        },
        NoTurnRule::SideToMoveLoses => Outcome::Decisive {
            winner: !us,
            reason: WinReason::NoLegalTurn,
        },
    })
}

/// The position-level outcome is consistent: terminal exactly when there
/// is no turn, decisive only (draws need a history, see [`check_game`]),
/// with the winner and reason the rules give; a side without its royal has
/// no piece move at all.
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
    Ok(())
}

/// Checks everything that must hold in any position:
///
/// * the incremental hash equals the recomputed one, and the board is
///   consistent ([`check_board`]);
/// * the FEN reads back to an identical position and writes the same text;
/// * the piece moves are distinct, and the bulk turn count equals the turn
///   set's count and the number of turns it expands to;
/// * the outcome is consistent ([`check_outcome`]);
/// * every piece move moves an own piece, lands on no own piece and not on
///   the duck, and leaves exactly the empty squares as duck squares;
/// * every turn passes [`check_turn`].
pub fn check_position<R>(pos: &R) -> Result<(), String>
where
    R: Rules + Display + FromStr,
{
    if pos.zobrist() != pos.compute_zobrist() {
        return Err(format!("{pos}: incremental hash differs from recomputed"));
    }
    check_board(pos)?;
    check_fen_round_trip(pos)?;
    let set = pos.turns();
    let moves = set.piece_moves();
    let mut sorted: Vec<R::Move> = moves.to_vec();
    sorted.sort_unstable();
    if let Some(pair) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("{pos}: piece move {:?} generated twice", pair[0]));
    }
    let bulk = pos.count_turns();
    let listed = set.len();
    let expanded = set.iter().count() as u64;
    if bulk != listed || bulk != expanded {
        return Err(format!(
            "{pos}: count_turns {bulk}, TurnSet::len {listed}, expanded {expanded}"
        ));
    }
    check_outcome(pos)?;
    for &m in moves {
        check_piece_move(pos, m)?;
    }
    for turn in &set {
        check_turn(pos, turn)?;
    }
    Ok(())
}

/// Checks one generated piece move (see [`check_position`]).
pub fn check_piece_move<R: Rules + Display>(pos: &R, m: R::Move) -> Result<(), String> {
    let board = pos.board();
    let us = pos.turn();
    let (from, to) = (m.from(), m.to());
    if !board.by_color(us).contains(from) {
        return Err(format!(
            "{pos}: {from}{to} does not move a piece of its own"
        ));
    }
    if from == to || board.by_color(us).contains(to) || board.neutral().contains(to) {
        return Err(format!(
            "{pos}: {from}{to} lands on its own piece or the duck"
        ));
    }
    if board.by_color(!us).contains(to) && !pos.is_capture(m) {
        return Err(format!("{pos}: {from}{to} takes a piece but is no capture"));
    }
    let royal = board
        .by_piece(crate::board::Piece {
            color: !us,
            role: <R::Role as Role>::ROYAL,
        })
        .contains(to);
    if pos.is_royal_capture(m) != royal {
        return Err(format!("{pos}: {from}{to} royal capture misclassified"));
    }
    let mut mid = *pos;
    mid.apply_piece_move(m);
    if mid.turn() != us || mid.board().neutral() != board.neutral() {
        return Err(format!(
            "{pos}: the piece half of {from}{to} moved the duck or the turn"
        ));
    }
    let expected = if royal {
        Bitboard::EMPTY
    } else {
        mid.board().empty_squares()
    };
    let targets = pos.duck_targets(m);
    if targets != expected {
        return Err(format!(
            "{pos}: duck squares after {from}{to} are {targets:?}, the empty squares {expected:?}"
        ));
    }
    if !royal && targets.is_empty() {
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
    let after = pos.after(turn);
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
    let us = pos.turn();
    if after.turn() != !us {
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
    match turn.duck {
        Some(duck) => {
            if now.neutral() != Bitboard::from_square(duck) {
                return Err(format!("{pos}: {text} did not place the duck on {duck}"));
            }
        }
        None => {
            let won = Some(Outcome::Decisive {
                winner: us,
                reason: WinReason::RoyalCaptured,
            });
            if !pos.is_royal_capture(turn.piece)
                || now.neutral() != before.neutral()
                || after.outcome() != won
                || after.count_turns() != 0
            {
                return Err(format!("{pos}: {text} is not a game-ending royal capture"));
            }
        }
    }
    Ok(())
}

/// Why `turn` must be rejected here, derived from the expanded turn set
/// (`None` if it is one of the turns).
fn expected_rejection<R: Rules>(pos: &R, turn: TurnOf<R>) -> Option<IllegalTurn> {
    if !pos.has_royal(Color::White) || !pos.has_royal(Color::Black) {
        return Some(IllegalTurn::GameOver);
    }
    let set = pos.turns();
    if set.iter().any(|t| t == turn) {
        return None;
    }
    let Some(listed) = set.iter().find(|t| t.piece == turn.piece) else {
        return Some(IllegalTurn::PieceMove);
    };
    Some(match (listed.duck, turn.duck) {
        (None, Some(_)) => IllegalTurn::UnexpectedDuck,
        (Some(_), None) => IllegalTurn::MissingDuck,
        _ => IllegalTurn::DuckSquare,
    })
}

/// Checks an arbitrary turn: it is legal (for `is_legal`, `check_turn` and
/// `TurnSet::contains`) exactly when it is one of the turns the set expands
/// to; `play` accepts exactly those and then equals `play_unchecked`; a
/// rejected turn names the right reason and leaves the position
/// [`identical`].
pub fn check_rejection<R>(pos: &R, turn: TurnOf<R>) -> Result<(), String>
where
    R: Rules + Display,
{
    let expected = expected_rejection(pos, turn);
    let member = expected.is_none();
    let checked = pos.check_turn(turn).err();
    if checked != expected {
        return Err(format!(
            "{pos}: check_turn({turn}) gives {checked:?}, the turn set says {expected:?}"
        ));
    }
    if pos.is_legal(turn) != member || pos.turns().contains(turn) != member {
        return Err(format!(
            "{pos}: is_legal/contains({turn}) disagree with membership {member}"
        ));
    }
    let mut copy = *pos;
    match copy.play(turn) {
        Ok(()) if member => {
            if identical(&copy, &pos.after(turn)) {
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
        Err(_) if !identical(&copy, pos) => Err(format!(
            "{pos}: rejected {turn} but changed the position to {copy:?}"
        )),
        Err(_) => Ok(()),
    }
}

/// Checks a coordinate turn built from arbitrary squares: parsing against
/// the position succeeds exactly when a legal turn matches it (same squares
/// and promotion; the comma part repeats the destination and names the
/// duck square, and is ignored after a royal capture), and then gives that
/// turn.
pub fn check_arbitrary_coords<R>(pos: &R, coords: CoordTurn<R::Geometry>) -> Result<(), String>
where
    R: Rules + Display,
{
    let matches = |t: &TurnOf<R>| {
        t.piece.from() == coords.from
            && t.piece.to() == coords.to
            && t.piece.promotion() == coords.promotion
            && match t.duck {
                None => true,
                Some(duck) => coords.duck == Some((coords.to, duck)),
            }
    };
    let listed = pos.turns().iter().find(matches);
    match (pos.coords_to_turn(coords), listed) {
        (Ok(turn), Some(legal)) if turn == legal => check_rejection(pos, turn),
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
pub fn check_game<R>(game: &Game<R>) -> Result<Option<Outcome>, String>
where
    R: Rules + Display,
{
    let keys: Vec<String> = game.positions().iter().map(identity_key).collect();
    check_game_keys(game, &keys)
}

fn check_game_keys<R>(game: &Game<R>, keys: &[String]) -> Result<Option<Outcome>, String>
where
    R: Rules + Display,
{
    let pos = game.position();
    if game.positions().len() != game.turns().len() + 1 || keys.len() != game.positions().len() {
        return Err(format!("{pos}: game history lengths disagree"));
    }
    let current = &keys[keys.len() - 1];
    let seen = keys.iter().filter(|k| *k == current).count() as u32;
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
    let standard = R::standard_draw_rules();
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
        base.promotion()
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
        duck: duck_of(b[5]).map(|duck| (again, duck)),
    }
}

/// Plays a game that `data` chooses from `start`, checking at every
/// position reached:
///
/// * [`check_position`] (every turn legal and played by `play`, hashes,
///   FEN round trip, counts, outcome) and the variant's own `visit` check;
/// * [`check_game`] on a [`Game`] whose draw rules the first byte chooses
///   (see below); when the game is over, `Game::play` refuses every turn
///   and changes nothing; after a draw the walk goes on without draw rules;
/// * [`check_rejection`] on arbitrary turns: a generated piece move with an
///   arbitrary duck square and with the duck on its own square, the move's
///   destination and its origin, the piece move `decode` makes from the step's
///   bytes (given a generated move to start from), a piece move generated
///   in the previous position, and the turn just played, played again;
/// * [`check_arbitrary_coords`] on coordinates made from the step's bytes;
/// * `Game::play` and `Game::undo` give the positions `play_unchecked` does.
///
/// Input: byte 0 chooses the draw rules (bits 0-1: no repetition rule,
/// twofold, threefold, the variant's standard; bits 2-7: no move limit, a
/// limit of 1 to 62 turns, the variant's standard); then each
/// [`WALK_STEP`] bytes are one step: bytes 0-1 (big-endian) pick the turn
/// played, modulo the number of turns, and bytes 2-5 make the arbitrary
/// turns. A short last step is padded with zeros. Returns the number of
/// turns played; the walk ends early at a decisive result.
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
    let (&rules_byte, steps) = data.split_first().unwrap_or((&0, &[]));
    let mut game = Game::with_draw_rules(start, walk_draw_rules::<R>(rules_byte));
    let mut keys = alloc::vec![identity_key(&start)];
    let mut stale: Vec<R::Move> = Vec::new();
    let mut previous: Option<TurnOf<R>> = None;
    let mut played = 0;
    for chunk in steps.chunks(WALK_STEP) {
        let mut b = [0u8; WALK_STEP];
        b[..chunk.len()].copy_from_slice(chunk);
        let pos = *game.position();
        check_position(&pos)?;
        visit(&pos)?;
        let outcome = check_game_keys(&game, &keys)?;

        let set = pos.turns();
        let moves = set.piece_moves();
        let base = if moves.is_empty() {
            R::Move::default()
        } else {
            moves[usize::from(b[2]) % moves.len()]
        };
        let duck = duck_of::<R::Geometry>(b[5]);
        check_rejection(&pos, Turn::new(base, duck))?;
        // The duck squares at the edge of the rules: where it stands now
        // (never allowed), where the piece lands (never allowed) and where
        // it comes from (allowed unless the move captures the royal).
        for edge in [pos.duck(), Some(base.to()), Some(base.from())] {
            check_rejection(&pos, Turn::new(base, edge))?;
        }
        check_rejection(&pos, Turn::new(decode(base, [b[2], b[3], b[4]]), duck))?;
        if !stale.is_empty() {
            let old = stale[usize::from(b[3]) % stale.len()];
            check_rejection(&pos, Turn::new(old, duck))?;
        }
        if let Some(again) = previous {
            check_rejection(&pos, again)?;
        }
        check_arbitrary_coords(&pos, coords_of(b, base))?;

        if let Some(outcome) = outcome {
            let probe = set.iter().next().unwrap_or(Turn::new(base, duck));
            let length = game.turns().len();
            if game.play(probe) != Err(IllegalTurn::GameOver)
                || game.turns().len() != length
                || !identical(game.position(), &pos)
            {
                return Err(format!(
                    "{pos}: the game is over ({outcome:?}) but {probe} was not refused cleanly"
                ));
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
        let after = pos.after(turn);
        game.play(turn)
            .map_err(|e| format!("{pos}: the game rejected legal {turn}: {e}"))?;
        if !identical(game.position(), &after) {
            return Err(format!(
                "{pos}: Game::play({turn}) differs from play_unchecked"
            ));
        }
        if game.undo() != Some(turn) || !identical(game.position(), &pos) {
            return Err(format!(
                "{pos}: undoing {turn} did not restore the position"
            ));
        }
        game.play(turn)
            .map_err(|e| format!("{pos}: replaying {turn} after undo failed: {e}"))?;
        keys.push(identity_key(game.position()));
        stale = moves.to_vec();
        previous = Some(turn);
        played += 1;
    }
    let pos = *game.position();
    check_position(&pos)?;
    visit(&pos)?;
    check_game_keys(&game, &keys)?;
    Ok(played)
}

/// [`random_walk_with`] without a variant decoder or extra check: the
/// arbitrary piece moves are generated moves of this and the previous
/// position.
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
pub fn check_pgn<R>(text: &str, max_games: usize) -> Result<(), String>
where
    R: PgnVariant + Display + FromStr,
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
            if replayed.turns() != game.turns() || !identical(replayed.start(), game.start()) {
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
