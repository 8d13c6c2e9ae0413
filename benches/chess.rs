//! Duck Chess benchmarks: perft, turn generation and counting over the
//! oracle positions, playing turns, FEN and notation.

use criterion::{BenchmarkId, Criterion, Throughput, black_box, criterion_group, criterion_main};
use duck_chess::{Position, Rules, perft};
use duck_core::suite::parse_perft_suite;

const SUITE: &str = include_str!("../crates/duck-chess/tests/data/duck-chess.perft");

fn positions() -> Vec<Position> {
    parse_perft_suite(SUITE)
        .unwrap()
        .iter()
        .map(|c| c.fen.parse().unwrap())
        .collect()
}

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess/perft");
    group.sample_size(10);
    let start = Position::start();
    for depth in [2, 3] {
        group.throughput(Throughput::Elements(perft(&start, depth)));
        group.bench_with_input(BenchmarkId::new("start", depth), &depth, |b, &d| {
            b.iter(|| perft(black_box(&start), d))
        });
    }
    group.finish();
}

fn bench_generation(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("chess/generation");
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
                .map(|p| black_box(p).turns().iter().count())
                .sum::<usize>()
        })
    });
    group.finish();
}

fn bench_play(c: &mut Criterion) {
    let positions = positions();
    let turns: Vec<_> = positions
        .iter()
        .filter_map(|p| p.turns().iter().nth(17).map(|t| (*p, t)))
        .collect();
    let mut group = c.benchmark_group("chess/play");
    group.throughput(Throughput::Elements(turns.len() as u64));
    group.bench_function("play_unchecked", |b| {
        b.iter(|| {
            for &(p, t) in &turns {
                let mut p = p;
                p.play_unchecked(black_box(t));
                black_box(p);
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
}

fn bench_notation(c: &mut Criterion) {
    let positions = positions();
    let fens: Vec<String> = positions.iter().map(|p| p.to_string()).collect();
    let turns: Vec<_> = positions
        .iter()
        .filter_map(|p| p.turns().iter().nth(5).map(|t| (*p, t)))
        .collect();
    let sans: Vec<(Position, String)> = turns
        .iter()
        .map(|&(p, t)| (p, p.san(t).to_string()))
        .collect();
    let coords: Vec<(Position, String)> = turns.iter().map(|&(p, t)| (p, t.to_string())).collect();
    let mut group = c.benchmark_group("chess/notation");
    group.throughput(Throughput::Elements(fens.len() as u64));
    group.bench_function("fen_parse", |b| {
        b.iter(|| {
            fens.iter()
                .map(|f| black_box(f).parse::<Position>().is_ok() as u32)
                .sum::<u32>()
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
                .map(|&(_, t)| black_box(t).to_string().len())
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(
    benches,
    bench_perft,
    bench_generation,
    bench_play,
    bench_notation
);
criterion_main!(benches);
