//! Reading speed of the formats (issue 34): the same 10,000 Duck Chess
//! games (40 turns each, chosen by a fixed rule among the legal turns)
//! read and replayed from chess.com's PGN4 and from our SAN, through
//! `duck_variants::formats` (each game's format told from its text) and,
//! for our SAN, through the facade's PGN reader as well.
//!
//! `cargo bench -p duck-variants-benches --bench formats`

use criterion::{Criterion, Throughput, black_box, criterion_group, criterion_main};

use duck_variants::formats::{self, Format, GameRecord};
use duck_variants::{AnyGame, AnyPosition, GameKind};

const GAMES: usize = 10_000;
const TURNS: usize = 40;

/// The games, in one format.
fn games_text(format: Format) -> String {
    let mut text = String::new();
    for g in 0..GAMES {
        let mut game = AnyGame::new(AnyPosition::start(GameKind::Chess));
        for t in 0..TURNS {
            let turns = game.legal_turns();
            if turns.is_empty() {
                break;
            }
            game.play(turns[(g * 7919 + t * 104_729 + 17) % turns.len()])
                .unwrap();
        }
        text.push_str(&formats::write_game(&GameRecord::new(game), format).unwrap());
        text.push('\n');
    }
    text
}

fn read(c: &mut Criterion) {
    let pgn4 = games_text(Format::Pgn4);
    let san = games_text(Format::Pgn);
    let turns: usize = formats::read_games(&san)
        .map(|r| r.unwrap().game.len())
        .sum();
    paired(&pgn4, &san);
    let mut group = c.benchmark_group("formats/read 10,000 games");
    group.sample_size(10);
    group.throughput(Throughput::Elements(turns as u64));
    group.bench_function("pgn4", |b| {
        b.iter(|| {
            formats::read_games(black_box(&pgn4))
                .filter(|r| r.is_ok())
                .count()
        })
    });
    group.bench_function("our SAN", |b| {
        b.iter(|| {
            formats::read_games(black_box(&san))
                .filter(|r| r.is_ok())
                .count()
        })
    });
    group.bench_function("our SAN, AnyGame::read_pgn_games", |b| {
        b.iter(|| {
            AnyGame::read_pgn_games(black_box(&san))
                .filter(|r| r.is_ok())
                .count()
        })
    });
    group.finish();
}

/// The three readings alternated seven times, the best of each printed
/// (so that a load on the machine weighs on all three alike): the
/// figures of BENCHMARKS.md.
fn paired(pgn4: &str, san: &str) {
    let time = |f: &dyn Fn() -> usize| {
        let start = std::time::Instant::now();
        assert_eq!(f(), GAMES);
        start.elapsed()
    };
    let mut best = [std::time::Duration::MAX; 3];
    for _ in 0..7 {
        let runs = [
            time(&|| formats::read_games(pgn4).filter(|r| r.is_ok()).count()),
            time(&|| formats::read_games(san).filter(|r| r.is_ok()).count()),
            time(&|| AnyGame::read_pgn_games(san).filter(|r| r.is_ok()).count()),
        ];
        for (b, r) in best.iter_mut().zip(runs) {
            *b = (*b).min(r);
        }
    }
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
    eprintln!(
        "paired, best of 7: pgn4 {:.0} ms, our SAN {:.0} ms (formats), {:.0} ms (AnyGame::read_pgn_games); \
         pgn4 at {:.2}x and {:.2}x their speed",
        ms(best[0]),
        ms(best[1]),
        ms(best[2]),
        ms(best[1]) / ms(best[0]),
        ms(best[2]) / ms(best[0]),
    );
}

criterion_group!(benches, read);
criterion_main!(benches);
