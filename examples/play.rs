//! Plays a whole game between two simple built-in players and prints it as
//! PGN.
//!
//! ```text
//! cargo run --release --example play -- --game chess --white random --black greedy --seed 7
//! cargo run --release --example play -- --game xiangqi --white greedy --black greedy --seed 3
//! ```
//!
//! Options: `--game chess|xiangqi` (default chess), `--white` and `--black`
//! `random|greedy` (default greedy), `--seed N` (default 1; the same seed
//! plays the same game).
//!
//! * `random` picks a legal turn uniformly.
//! * `greedy` captures the most valuable piece it can (the king or general
//!   first of all), else moves a random piece; then it puts the duck where
//!   it blocks the biggest threat: on the point that leaves the opponent
//!   the least valuable capture.
//!
//! The game runs to its outcome. Duck Xiangqi's own draw rules apply
//! (threefold repetition, 120 turns without a capture). Duck Chess has no
//! draw rules, so this program turns on the usual ones, threefold
//! repetition (duck included) and the fifty-move rule, which make every
//! game end; the PGN says so in a comment and in its `Termination` tag.

use duck_variants_core::FromSetup;
use std::process::ExitCode;

use duck_variants_core::pgn::game_to_pgn;
use duck_variants_core::{Color, Describe, Game, TurnOf};

/// A tiny seeded generator (splitmix64), so the same seed plays the same
/// game without any dependency.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// One of the items, uniformly (`items` not empty).
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// What the players need to know about a game.
trait Variant: Describe {
    /// How much a piece is worth to the greedy player (the royal piece
    /// more than everything else together).
    fn value(role: Self::Role) -> u32;
    /// The game record the players play on.
    fn new_game() -> Game<Self>;
    /// A comment on the draw rules, if the program chose them.
    const DRAW_NOTE: Option<&'static str>;
}

impl Variant for duck_variants_chess::Position {
    fn value(role: duck_variants_chess::Role) -> u32 {
        use duck_variants_chess::Role::*;
        match role {
            Pawn => 1,
            Knight | Bishop => 3,
            Rook => 5,
            Queen => 9,
            King => 1000,
        }
    }

    fn new_game() -> Game<Self> {
        let mut game = Game::new(duck_variants_chess::Position::start());
        game.enable_standard_draws();
        game
    }

    const DRAW_NOTE: Option<&'static str> = Some(
        "Duck Chess has no draw rules; this game was played with threefold repetition (duck included) and the fifty-move rule turned on so that it ends.",
    );
}

impl Variant for duck_variants_xiangqi::Position {
    fn value(role: duck_variants_xiangqi::Role) -> u32 {
        use duck_variants_xiangqi::Role::*;
        match role {
            Soldier => 1,
            Advisor | Elephant => 2,
            Horse | Cannon => 4,
            Chariot => 9,
            General => 1000,
        }
    }

    fn new_game() -> Game<Self> {
        Game::new(duck_variants_xiangqi::Position::start())
    }

    const DRAW_NOTE: Option<&'static str> = None;
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Player {
    Random,
    Greedy,
}

impl Player {
    fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Greedy => "greedy",
        }
    }
}

/// The value of the piece a move captures (0 for a quiet move).
fn victim<R: Variant>(pos: &R, m: R::Move) -> u32 {
    use duck_variants_core::PieceMove;
    if !pos.is_capture(m) {
        return 0;
    }
    // En passant captures a pawn on another square: worth a pawn.
    pos.board().role_at(m.to()).map_or(1, R::value)
}

/// The most valuable capture the side to move has.
fn biggest_threat<R: Variant>(pos: &R) -> u32 {
    pos.piece_moves()
        .iter()
        .map(|&m| victim(pos, m))
        .max()
        .unwrap_or(0)
}

fn greedy<R: Variant>(pos: &R, rng: &mut SplitMix64) -> TurnOf<R> {
    let moves: Vec<R::Move> = pos
        .piece_moves()
        .iter()
        .copied()
        .filter(|&m| pos.is_royal_capture(m) || !pos.blocker_targets(m).is_empty())
        .collect();
    let best = moves.iter().map(|&m| victim(pos, m)).max().unwrap_or(0);
    let candidates: Vec<R::Move> = moves
        .iter()
        .copied()
        .filter(|&m| victim(pos, m) == best)
        .collect();
    let piece = rng.pick(&candidates);
    if pos.is_royal_capture(piece) {
        return duck_variants_core::Turn::new(piece, None);
    }
    let mut least = u32::MAX;
    let mut ducks = Vec::new();
    for duck in pos.blocker_targets(piece) {
        let turn = duck_variants_core::Turn::new(piece, Some(duck));
        let threat = biggest_threat(&pos.after_unchecked(turn));
        if threat < least {
            least = threat;
            ducks.clear();
        }
        if threat == least {
            ducks.push(duck);
        }
    }
    duck_variants_core::Turn::new(piece, Some(rng.pick(&ducks)))
}

fn random<R: Variant>(pos: &R, rng: &mut SplitMix64) -> TurnOf<R> {
    let turns: Vec<TurnOf<R>> = pos.legal_turns().iter().collect();
    rng.pick(&turns)
}

fn play<R: Variant>(white: Player, black: Player, seed: u64) -> String {
    let mut rng = SplitMix64(seed);
    let mut game = R::new_game();
    let outcome = loop {
        if let Some(outcome) = game.outcome() {
            break outcome;
        }
        let pos = *game.position();
        let player = if pos.side_to_move() == Color::White {
            white
        } else {
            black
        };
        let turn = match player {
            Player::Random => random(&pos, &mut rng),
            Player::Greedy => greedy(&pos, &mut rng),
        };
        // Both players choose among legal turns.
        game.play(turn).expect("a legal turn");
    };
    let mut record = game_to_pgn(&game, None);
    record.set_tag(
        "Event",
        &format!(
            "{}: {} vs {}, seed {seed}",
            R::GAME.name,
            white.name(),
            black.name()
        ),
    );
    record.set_tag("Site", "examples/play.rs");
    record.set_tag("White", white.name());
    record.set_tag("Black", black.name());
    record.set_tag("Termination", &R::describe(outcome).to_string());
    if let Some(note) = R::DRAW_NOTE {
        record.comments.push(note.into());
    }
    record.to_string()
}

fn parse_player(value: Option<String>) -> Option<Player> {
    match value.as_deref() {
        Some("random") => Some(Player::Random),
        Some("greedy") => Some(Player::Greedy),
        _ => None,
    }
}

fn main() -> ExitCode {
    const USAGE: &str = "usage: play [--game chess|xiangqi] [--white random|greedy] [--black random|greedy] [--seed N]";
    let mut game = String::from("chess");
    let (mut white, mut black) = (Player::Greedy, Player::Greedy);
    let mut seed = 1u64;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let ok = match arg.as_str() {
            "--game" => args.next().map(|g| game = g).is_some(),
            "--white" => parse_player(args.next()).map(|p| white = p).is_some(),
            "--black" => parse_player(args.next()).map(|p| black = p).is_some(),
            "--seed" => args
                .next()
                .and_then(|s| s.parse().ok())
                .map(|s| seed = s)
                .is_some(),
            _ => false,
        };
        if !ok {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    }
    let text = match game.as_str() {
        "chess" => play::<duck_variants_chess::Position>(white, black, seed),
        "xiangqi" => play::<duck_variants_xiangqi::Position>(white, black, seed),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    print!("{text}");
    ExitCode::SUCCESS
}
