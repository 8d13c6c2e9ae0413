//! Criterion benchmarks for both games, written once over the `Rules`
//! trait: perft (bulk and expanded), turn generation and counting over the
//! oracle positions, playing turns, a [`Game`] with and without a
//! repetition rule, FEN and notation.

use duck_variants_core::FromSetup;
use std::fmt::Display;
use std::str::FromStr;

use criterion::{BenchmarkId, Criterion, Throughput, black_box, criterion_group, criterion_main};
use duck_variants_core::perft::{perft, perft_expanded};
use duck_variants_core::{DrawRules, Game, Rules, TurnOf};
use duck_variants_testkit::suite::parse_perft_suite;

const CHESS_SUITE: &str = include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft");
const XIANGQI_SUITE: &str =
    include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft");

/// A perft count as criterion's throughput (every count benched fits).
fn elements(count: u128) -> u64 {
    u64::try_from(count).expect("a benched perft count fits in u64")
}

fn positions<R: Rules + FromStr>(suite: &str) -> Vec<R> {
    parse_perft_suite(suite)
        .unwrap()
        .iter()
        .filter_map(|c| c.fen.parse().ok())
        .collect()
}

/// One turn from the middle of each position's turn set.
fn sample_turns<R: Rules>(positions: &[R]) -> Vec<(R, TurnOf<R>)> {
    positions
        .iter()
        .filter_map(|p| {
            let set = p.legal_turns();
            let n = set.len() as usize;
            set.iter().nth(n / 2).map(|t| (*p, t))
        })
        .collect()
}

/// Random games from `start` (a fixed seed, so every run plays the same),
/// each to its end under threefold repetition or for at most 200 turns,
/// until they hold `total` turns: every turn plays under either rule set.
fn random_games<R: Rules>(start: R, total: usize) -> Vec<Vec<TurnOf<R>>> {
    let mut state = 0x6761_6d65_u64;
    let mut next = move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let (mut games, mut played) = (Vec::new(), 0);
    while played < total {
        let mut game = Game::with_draw_rules(start, THREEFOLD);
        while game.outcome().is_none() && game.history().len() < 200 {
            let set = game.position().legal_turns();
            let pick = (next() % set.len()) as usize;
            game.play(set.iter().nth(pick).unwrap()).unwrap();
        }
        played += game.history().len();
        games.push(game.history().to_vec());
    }
    games
}

const THREEFOLD: DrawRules = DrawRules {
    repetitions: Some(3),
    move_limit: None,
};

/// `Game::play` (the turn checked, the position stored, repetitions
/// counted when a rule asks) over random games, without draw rules and
/// under threefold repetition: what counting costs a turn.
fn bench_game_play<R: Rules>(c: &mut Criterion, game: &str, start: R) {
    let games = random_games(start, 4000);
    let mut group = c.benchmark_group(format!("{game}/game"));
    group.throughput(Throughput::Elements(
        games.iter().map(|g| g.len() as u64).sum(),
    ));
    for (name, rules) in [
        ("play_no_rules", DrawRules::NONE),
        ("play_threefold", THREEFOLD),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                for turns in &games {
                    let mut game = Game::with_draw_rules(start, rules);
                    for &t in turns {
                        game.play(black_box(t)).unwrap();
                    }
                    black_box(&game);
                }
            })
        });
    }
    group.finish();
}

fn bench_game<R>(c: &mut Criterion, game: &str, suite: &str, start: R, depths: &[u32])
where
    R: Rules + FromStr + Display,
{
    let positions: Vec<R> = positions(suite);
    let turns = sample_turns(&positions);

    let mut group = c.benchmark_group(format!("{game}/perft"));
    group.sample_size(10);
    for &depth in depths {
        group.throughput(Throughput::Elements(elements(perft(&start, depth))));
        group.bench_with_input(BenchmarkId::new("bulk", depth), &depth, |b, &d| {
            b.iter(|| perft(black_box(&start), d))
        });
    }
    group.throughput(Throughput::Elements(elements(perft(&start, 2))));
    group.bench_function(BenchmarkId::new("expanded", 2), |b| {
        b.iter(|| perft_expanded(black_box(&start), 2))
    });
    group.finish();

    let mut group = c.benchmark_group(format!("{game}/generation"));
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("piece_moves", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).piece_moves().len())
                .sum::<usize>()
        })
    });
    group.bench_function("count_turns", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).count_turns())
                .sum::<u64>()
        })
    });
    group.bench_function("expand_turns", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).legal_turns().iter().count())
                .sum::<usize>()
        })
    });
    group.finish();

    let mut group = c.benchmark_group(format!("{game}/play"));
    group.throughput(Throughput::Elements(turns.len() as u64));
    group.bench_function("play_unchecked", |b| {
        b.iter(|| {
            for &(p, t) in &turns {
                let mut p = p;
                p.play_unchecked(black_box(t));
                black_box(&p);
            }
        })
    });
    group.bench_function("play_checked", |b| {
        b.iter(|| {
            for &(p, t) in &turns {
                let mut p = p;
                let _ = black_box(p.play(black_box(t)));
            }
        })
    });
    group.finish();

    let fens: Vec<String> = positions.iter().map(|p| p.to_string()).collect();
    let coords: Vec<(R, String)> = turns.iter().map(|&(p, t)| (p, t.to_string())).collect();
    let mut group = c.benchmark_group(format!("{game}/notation"));
    group.throughput(Throughput::Elements(fens.len() as u64));
    group.bench_function("fen_parse", |b| {
        b.iter(|| {
            fens.iter()
                .filter(|f| black_box(f).parse::<R>().is_ok())
                .count()
        })
    });
    group.bench_function("fen_write", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).to_string().len())
                .sum::<usize>()
        })
    });
    group.bench_function("coords_parse", |b| {
        b.iter(|| {
            coords
                .iter()
                .filter(|(p, s)| p.parse_coords(black_box(s)).is_ok())
                .count()
        })
    });
    group.bench_function("coords_write", |b| {
        b.iter(|| {
            turns
                .iter()
                .map(|(_, t)| black_box(t).to_string().len())
                .sum::<usize>()
        })
    });
    group.finish();
}

fn chess(c: &mut Criterion) {
    let start = duck_variants_chess::Position::start();
    bench_game(c, "chess", CHESS_SUITE, start, &[2, 3]);
    bench_game_play(c, "chess", start);
    let positions: Vec<duck_variants_chess::Position> = positions(CHESS_SUITE);
    let turns = sample_turns(&positions);
    let sans: Vec<_> = turns
        .iter()
        .map(|&(p, t)| (p, p.san(t).to_string()))
        .collect();
    let mut group = c.benchmark_group("chess/notation");
    group.throughput(Throughput::Elements(turns.len() as u64));
    group.bench_function("san_parse", |b| {
        b.iter(|| {
            sans.iter()
                .filter(|(p, s)| p.parse_san(black_box(s)).is_ok())
                .count()
        })
    });
    group.bench_function("san_write", |b| {
        b.iter(|| {
            turns
                .iter()
                .map(|&(p, t)| p.san(black_box(t)).to_string().len())
                .sum::<usize>()
        })
    });
    group.finish();
}

fn xiangqi(c: &mut Criterion) {
    let start = duck_variants_xiangqi::Position::start();
    bench_game(c, "xiangqi", XIANGQI_SUITE, start, &[2]);
    bench_game_play(c, "xiangqi", start);
}

criterion_group!(benches, chess, xiangqi);
criterion_main!(benches);
