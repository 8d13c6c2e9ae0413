//! Issue 11's memory claims, asserted: how many bytes reading and replaying
//! hostile PGN allocates at its peak, above what was allocated before (the
//! input text, built first, is not counted). A counting global allocator
//! wraps the system one in this test binary only, and its tests run one at a
//! time so that each peak is its own.
//!
//! The bounds come from what a replay needs, not from measuring this code:
//! the reader's buffer and one token for text that is refused, and a
//! game's positions and turns for a legal game.

use std::sync::{Mutex, MutexGuard};

use duck_variants_chess::{FromSetup, Game, Position, Turn};
use peak_alloc::PeakAlloc;

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

/// Held for the whole of each test, so that no other test allocates while
/// one measures (building its input included).
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn alone() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// What the reader, a replayer and a game's start cost at most when nothing
/// is kept: the read buffer and small change.
const SMALL: usize = 1 << 20;

/// The most bytes allocated at once while `f` runs, above those allocated
/// when it starts (to be called with [`alone`] held).
fn peak_of(f: impl FnOnce()) -> usize {
    let before = ALLOCATOR.current_usage();
    ALLOCATOR.reset_peak_usage();
    f();
    ALLOCATOR.peak_usage().saturating_sub(before)
}

/// Replays every game of `text` as Duck Chess; how many replayed.
fn replay(text: &str) -> usize {
    Game::read_pgn(text).filter(Result::is_ok).count()
}

/// The hostile texts of the table, and others of the same kinds,
/// each a few megabytes: refused or replayed, none keeps more than the
/// reader's buffer.
#[test]
fn refused_text_costs_no_more_than_the_reader() {
    let _alone = alone();
    let texts = [
        ("unterminated comments", "[A \"\"]{\n".repeat(250_000)),
        (
            "unterminated variations, then tokens",
            format!(
                "{}}}\n{}\n",
                "[A \"\"] ( {\n".repeat(50_000),
                "a ".repeat(250_000)
            ),
        ),
        ("one game of one-letter tokens", "a ".repeat(1_000_000)),
        (
            "a million tag pairs, then a move",
            format!("{}\n1. e4@e5 *\n", "[A \"b\"]\n".repeat(1_000_000)),
        ),
        (
            "tag pairs on one line",
            format!("{}\n\n*\n", "[A \"b\"]".repeat(1_000_000)),
        ),
        ("many empty games", "*\n".repeat(1_000_000)),
    ];
    for (what, text) in &texts {
        let peak = peak_of(|| {
            replay(text);
        });
        assert!(peak <= SMALL, "{what}: {peak} bytes at the peak");
    }
}

/// The knights' shuffle, `turns` turns long, as PGN movetext with move
/// numbers.
fn shuffle_pgn(turns: usize) -> String {
    let moves = ["Nf3@d4", "Nf6@d5", "Ng1@d4", "Ng8@d5"];
    let mut text = String::from("[Event \"long\"]\n\n");
    for (i, san) in moves.iter().cycle().take(turns).enumerate() {
        if i % 2 == 0 {
            text.push_str(&format!("{}. ", i / 2 + 1));
        }
        text.push_str(san);
        text.push(' ');
    }
    text.push_str("*\n");
    text
}

/// Row 4: a legal 400,000-turn game costs its positions and turns (a
/// position and a turn a ply, the turns' vector at most twice their number
/// and, while it grows, its old buffer too), within the 64 MB.
#[test]
fn a_long_legal_game_costs_its_positions_and_turns() {
    let _alone = alone();
    let turns = 400_000;
    let text = shuffle_pgn(turns);
    let peak = peak_of(|| assert_eq!(replay(&text), 1));
    let needed = turns * (size_of::<Position>() + 3 * size_of::<Turn>());
    assert!(
        peak <= needed + SMALL,
        "{peak} bytes at the peak, against {needed} for the game"
    );
    assert!(peak + text.len() <= 64_000_000, "{peak} bytes at the peak");
}

/// Issue 32, row 8: asking for the draw a player could claim costs no
/// memory however long the game (it cloned the game and counted every
/// position again: 5 ms at 100,000 plies). The knights' shuffle has its
/// clock past the fifty-move limit and its positions repeated, so both
/// draws hold; a look over the whole game would need to allocate.
#[test]
fn the_claimable_draw_costs_no_memory() {
    let _alone = alone();
    let text = shuffle_pgn(20_000);
    let game = Game::read_pgn(&text).next().unwrap().unwrap();
    let mut claimed = None;
    let peak = peak_of(|| claimed = game.claimable_draw());
    assert!(claimed.is_some());
    assert_eq!(peak, 0, "{peak} bytes allocated");
}

/// The heap bytes a game holds per played turn after `plies` turns of the
/// cycle `texts` (turns in coordinates, `e2e4,e4d5`), above what the
/// fresh game held: the game's own growth, measured with the counting
/// allocator while nothing else allocates.
fn bytes_per_turn<R: duck_variants_core::Rules>(
    mut game: duck_variants_core::Game<R>,
    texts: &[String],
    plies: usize,
) -> f64 {
    let before = ALLOCATOR.current_usage();
    for text in texts.iter().cycle().take(plies) {
        let turn = game.position().parse_coords(text).unwrap();
        game.play(turn).unwrap();
    }
    assert_eq!(game.history().len(), plies);
    let after = ALLOCATOR.current_usage();
    drop(game);
    after.saturating_sub(before) as f64 / plies as f64
}

/// Issue 32, row 6: a played turn costs at most 32 bytes of a game's
/// memory (each kept a whole position: 136 B a turn in Duck Chess). The
/// knights' shuffle, 10,000 plies, without draw rules (Duck Chess's
/// default).
#[test]
fn a_played_turn_costs_at_most_32_bytes() {
    let _alone = alone();
    let shuffle = ["g1f3,f3d4", "g8f6,f6d5", "f3g1,g1d4", "f6g8,g8d5"].map(String::from);
    let chess = bytes_per_turn(Game::new(Position::start()), &shuffle, 10_000);
    eprintln!("Duck Chess: {chess:.1} bytes a turn");
    // Duck Xiangqi counts repetitions (its default draw rules), which
    // costs the counts and the table on top; reported, not bounded here.
    // Its positions end a game at 120 reversible plies, so the shuffle
    // stops before that; the duck walks 17 points, so that no position
    // occurs a third time (the cycle is 68 plies).
    let start = duck_variants_xiangqi::Position::start();
    let horses = [("h1", "g3"), ("h10", "g8"), ("g3", "h1"), ("g8", "h10")];
    let ducks: Vec<String> = (b'a'..=b'i')
        .map(|f| format!("{}5", f as char))
        .chain((b'a'..=b'h').map(|f| format!("{}6", f as char)))
        .collect();
    let shuffle: Vec<String> = (0..68)
        .map(|i| {
            let (from, to) = horses[i % 4];
            format!("{from}{to},{to}{}", ducks[i % 17])
        })
        .collect();
    let game = duck_variants_core::Game::new(start);
    let xiangqi = bytes_per_turn(game, &shuffle, 112);
    eprintln!("Duck Xiangqi, counting repetitions: {xiangqi:.1} bytes a turn");
    assert!(chess <= 32.0, "Duck Chess: {chess:.1} bytes a turn");
}

/// The heap bytes that `games` random games hold per played ply, above
/// what the fresh games held: each game plays random legal turns (a
/// deterministic xorshift from `seed`) until it is over or `max_plies`
/// long, and every game stays alive until all are measured, so that
/// what one keeps is not freed before the next is counted.
fn random_games_bytes_per_ply<R: duck_variants_core::Rules>(
    fresh: impl Fn() -> duck_variants_core::Game<R>,
    games: usize,
    max_plies: usize,
    mut seed: u64,
) -> (f64, usize) {
    let mut kept = Vec::with_capacity(games);
    kept.extend((0..games).map(|_| fresh()));
    let before = ALLOCATOR.current_usage();
    let mut plies = 0;
    for game in &mut kept {
        while game.outcome().is_none() && game.history().len() < max_plies {
            let turns = game.position().legal_turns();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let k = seed % turns.len();
            let turn = turns.iter().nth(k as usize).unwrap();
            game.play(turn).unwrap();
            plies += 1;
        }
    }
    let after = ALLOCATOR.current_usage();
    drop(kept);
    (after.saturating_sub(before) as f64 / plies as f64, plies)
}

/// Issue 32, row 6, with repetitions counted: random games under the
/// draw rules that count them (Duck Xiangqi's default, Duck Chess's
/// standard ones) cost at most 32 bytes a ply too (87.8 B in Duck
/// Xiangqi when the counts and the table covered every position).
#[test]
fn a_played_turn_costs_at_most_32_bytes_counting_repetitions() {
    let _alone = alone();
    let (xiangqi, plies) = random_games_bytes_per_ply(
        || duck_variants_core::Game::new(duck_variants_xiangqi::Position::start()),
        100,
        3_000,
        0x9e37_79b9_7f4a_7c15,
    );
    eprintln!("Duck Xiangqi, default draw rules: {xiangqi:.1} bytes a ply ({plies} plies)");
    let (chess, plies) = random_games_bytes_per_ply(
        || {
            let mut game = Game::new(Position::start());
            game.enable_standard_draws();
            game
        },
        100,
        3_000,
        0x2545_f491_4f6c_dd1d,
    );
    eprintln!("Duck Chess, standard draw rules: {chess:.1} bytes a ply ({plies} plies)");
    assert!(xiangqi <= 32.0, "Duck Xiangqi: {xiangqi:.1} bytes a ply");
    assert!(chess <= 32.0, "Duck Chess: {chess:.1} bytes a ply");
}

/// Issue 34: the formats' readers stream. Ten thousand copies of the
/// oracle's chess.com PGN4 game (and the same in every other format),
/// read and replayed one game at a time, never hold more than the reader's
/// buffer and one game, as a thousand copies do.
#[test]
fn every_formats_reader_holds_one_game_at_a_time() {
    use duck_variants::formats::{self, Format};

    let _alone = alone();
    let pgn4 = include_str!("../crates/duck-variants/tests/data/chesscom-pgn4-example.pgn4");
    let record = formats::read_game(pgn4).unwrap();
    for format in Format::ALL {
        let game = format!("{}\n", formats::write_game(&record, format).unwrap());
        let (small, large) = (game.repeat(1_000), game.repeat(10_000));
        let read = |text: &str| formats::read_games(text).filter(Result::is_ok).count();
        let small_peak = peak_of(|| assert_eq!(read(&small), 1_000));
        let large_peak = peak_of(|| assert_eq!(read(&large), 10_000));
        assert!(
            large_peak <= SMALL && large_peak <= small_peak + (64 << 10),
            "{format}: 10,000 games peaked at {large_peak} bytes, 1,000 at {small_peak}"
        );
    }
}
