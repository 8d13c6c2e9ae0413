//! Criterion benchmarks of the engine queries (`Queries`), for both duck
//! games over the oracle positions and every piece move of each: a half
//! turn made (copy and piece move, its blocker targets) and completed,
//! the saving blockers of a move, the attackers of every occupied square,
//! and the tactical moves of a position. One group, `queries`.

use std::str::FromStr;
use std::time::Duration;

use criterion::{Criterion, Throughput, black_box, criterion_group, criterion_main};
use duck_variants_core::{Color, Queries, Rules};
use duck_variants_testkit::suite::parse_perft_suite;

const CHESS_SUITE: &str = include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft");
const XIANGQI_SUITE: &str =
    include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft");

fn positions<R: Rules + FromStr>(suite: &str) -> Vec<R> {
    parse_perft_suite(suite)
        .unwrap()
        .iter()
        .filter_map(|c| c.fen.parse().ok())
        .collect()
}

/// Every piece move of every position that places a blocker (a royal
/// capture has no half turn).
fn moves<R: Queries>(positions: &[R]) -> Vec<(R, R::Move)> {
    positions
        .iter()
        .flat_map(|p| {
            p.piece_moves()
                .iter()
                .filter(|&&m| !p.captures_royal(m))
                .map(|&m| (*p, m))
                .collect::<Vec<_>>()
        })
        .collect()
}

fn bench_queries<R: Queries + FromStr>(c: &mut Criterion, game: &str, suite: &str) {
    let positions: Vec<R> = positions(suite);
    let moves = moves(&positions);
    let mut group = c.benchmark_group("queries");
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));

    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function(format!("{game}/half_turn_make"), |b| {
        b.iter(|| {
            moves
                .iter()
                .filter_map(|(p, m)| p.half_turn(black_box(*m)))
                .fold(0u64, |h, half| h ^ half.zobrist())
        })
    });
    group.bench_function(format!("{game}/half_turn_complete"), |b| {
        let halves: Vec<_> = moves.iter().filter_map(|(p, m)| p.half_turn(*m)).collect();
        b.iter(|| {
            halves
                .iter()
                .filter_map(|h| h.blocker_targets().first().map(|s| h.complete_unchecked(s)))
                .fold(0u64, |h, p| h ^ p.zobrist())
        })
    });
    group.bench_function(format!("{game}/saving_blockers"), |b| {
        b.iter(|| {
            moves
                .iter()
                .map(|(p, m)| p.saving_blockers(black_box(*m)).len())
                .sum::<u32>()
        })
    });

    let squares: u64 = positions
        .iter()
        .map(|p| 2 * u64::from(p.board().pieces().len()))
        .sum();
    group.throughput(Throughput::Elements(squares));
    group.bench_function(format!("{game}/attackers"), |b| {
        b.iter(|| {
            let mut total = 0;
            for p in &positions {
                for sq in p.board().pieces() {
                    for side in [Color::White, Color::Black] {
                        total += p.attackers(black_box(sq), side).len();
                    }
                }
            }
            total
        })
    });

    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function(format!("{game}/tactical_moves"), |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).tactical_moves().len())
                .sum::<usize>()
        })
    });
    group.finish();
}

fn queries(c: &mut Criterion) {
    bench_queries::<duck_variants_chess::Position>(c, "chess", CHESS_SUITE);
    bench_queries::<duck_variants_xiangqi::Position>(c, "xiangqi", XIANGQI_SUITE);
}

criterion_group!(benches, queries);
criterion_main!(benches);
