//! Perft as a server can expose it (issue 21, rows 1, 4 and 13): every size
//! and depth a caller passes is checked, a count can be bounded by nodes or
//! time and cancelled from another thread, and a Duck Xiangqi position that
//! the move limit has drawn has no turns, whichever way it is counted.
//!
//! Expected counts come from the oracle file or from hand counts (worked
//! out beside them); the time bounds are generous, for a loaded machine.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use cpu_time::ThreadTime;
use duck_variants_core::perft::{
    Budget, Counter, MAX_DEPTH, PerftError, PerftJob, PerftOptions, PerftTable, StopReason,
    perft_hashed, perft_threaded, run, run_jobs, run_jobs_within, split_jobs, weighted_sum,
};
use duck_variants_core::{DrawReason, FromSetup, IllegalTurn, Outcome, Rules, Variant, perft};
use duck_variants_testkit::suite::parse_perft_suite;
use duck_variants_testkit::{assert_child_printed, run_with_memory_limit};

type Chess = duck_variants_chess::Position;
type Xiangqi = duck_variants_xiangqi::Position;

const CHESS: &str = include_str!("../crates/duck-variants-chess/tests/data/duck-chess.perft");
const XIANGQI: &str = include_str!("../crates/duck-variants-xiangqi/tests/data/duck-xiangqi.perft");

/// The oracle's count of case `id` at `depth`.
fn oracle(suite: &str, id: &str, depth: u32) -> (String, u128) {
    let case = parse_perft_suite(suite)
        .unwrap()
        .into_iter()
        .find(|case| case.id == id)
        .unwrap();
    let count = case.counts.iter().find(|c| c.0 == depth).unwrap().1;
    (case.fen, u128::from(count))
}

// ---- Row 1: a table size the machine cannot give is an error. ----------

#[test]
fn an_impossible_table_size_is_an_error_in_words() {
    // 2^60 bytes is past any address space a process has; usize::MAX past
    // what one allocation can even be asked for ("capacity overflow").
    for bytes in [1usize << 60, usize::MAX / 2, usize::MAX] {
        let error = PerftTable::new(bytes).unwrap_err();
        assert_eq!(error.bytes, bytes);
        let text = error.to_string();
        assert!(
            text.starts_with("a perft table of ")
                && text.ends_with(" MB is more memory than this machine can give"),
            "{text}"
        );
    }
    // The CLI's --hash 100000000 (MB) as the library words it.
    let error = PerftTable::new(100_000_000 * 1_000_000).unwrap_err();
    assert_eq!(
        error.to_string(),
        "a perft table of 100000000 MB is more memory than this machine can give"
    );
    // Through `run` too.
    let options = PerftOptions {
        hash_bytes: usize::MAX,
        ..PerftOptions::new(3)
    };
    assert!(matches!(
        run(&Chess::start(), options),
        Err(PerftError::Table(_))
    ));
    // A usual size still works, untouched until used.
    assert!(PerftTable::new(64 << 20).unwrap().slots() >= 1 << 20);
}

// ---- Row 4: depth, threads, budgets and cancelling. ---------------------

#[test]
fn run_counts_what_the_oracle_counts_in_every_mode() {
    for depth in 0..=3 {
        let (fen, expected) = if depth == 0 {
            (Chess::START_FEN.to_string(), 1)
        } else {
            oracle(CHESS, "start", depth)
        };
        let pos = Chess::from_fen(&fen).unwrap();
        for threads in [1, 2] {
            for hash_bytes in [0, 1 << 20] {
                for max_nodes in [None, Some(expected)] {
                    let options = PerftOptions {
                        threads,
                        hash_bytes,
                        max_nodes,
                        max_time: Some(Duration::from_secs(3600)),
                        ..PerftOptions::new(depth)
                    };
                    assert_eq!(
                        run(&pos, options),
                        Ok(expected),
                        "depth {depth}, {threads} threads, {hash_bytes} bytes, {max_nodes:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_count_is_never_returned_past_the_node_budget() {
    let (_, expected) = oracle(CHESS, "start", 3);
    for (threads, hash_bytes) in [(1, 0), (2, 0), (1, 1 << 20), (2, 1 << 20)] {
        let options = PerftOptions {
            threads,
            hash_bytes,
            max_nodes: Some(expected - 1),
            ..PerftOptions::new(3)
        };
        assert_eq!(
            run(&Chess::start(), options),
            Err(PerftError::Stopped(StopReason::NodeLimit)),
            "{threads} threads, {hash_bytes} bytes"
        );
    }
    // Depth 1: the one bulk count is the whole count.
    let options = PerftOptions {
        max_nodes: Some(639),
        ..PerftOptions::new(1)
    };
    assert_eq!(
        run(&Chess::start(), options),
        Err(PerftError::Stopped(StopReason::NodeLimit))
    );
}

#[test]
fn a_node_budget_stops_a_deep_count_quickly() {
    // Duck Chess perft(7) from the start is about 7 * 10^22 turns: hours
    // of work on any machine; the budget of 10^7 leaves takes milliseconds.
    for (threads, hash_bytes) in [(1, 0), (2, 0), (1, 1 << 20)] {
        let cpu = ThreadTime::now();
        let options = PerftOptions {
            threads,
            hash_bytes,
            max_nodes: Some(10_000_000),
            ..PerftOptions::new(7)
        };
        assert_eq!(
            run(&Chess::start(), options),
            Err(PerftError::Stopped(StopReason::NodeLimit))
        );
        let spent = cpu.elapsed();
        assert!(spent < Duration::from_secs(5), "{spent:?} of CPU");
    }
}

#[test]
fn a_time_budget_stops_a_deep_count() {
    for (threads, hash_bytes) in [(1, 0), (2, 1 << 20)] {
        let start = Instant::now();
        let options = PerftOptions {
            threads,
            hash_bytes,
            max_time: Some(Duration::from_millis(200)),
            ..PerftOptions::new(7)
        };
        assert_eq!(
            run(&Xiangqi::start(), options),
            Err(PerftError::Stopped(StopReason::TimeLimit))
        );
        let waited = start.elapsed();
        assert!(waited >= Duration::from_millis(200), "{waited:?}");
        assert!(waited < Duration::from_secs(20), "{waited:?}");
    }
    // A budget of no time stops before any work; one past the end of the
    // clock is no budget (and no panic).
    let options = PerftOptions {
        max_time: Some(Duration::ZERO),
        ..PerftOptions::new(1)
    };
    assert_eq!(
        run(&Chess::start(), options),
        Err(PerftError::Stopped(StopReason::TimeLimit))
    );
    let options = PerftOptions {
        max_time: Some(Duration::MAX),
        ..PerftOptions::new(1)
    };
    assert_eq!(run(&Chess::start(), options), Ok(640));
}

#[test]
fn a_cancel_flag_set_from_another_thread_stops_the_count() {
    for (threads, hash_bytes) in [(1, 0), (2, 0), (2, 1 << 20)] {
        let cancel = AtomicBool::new(false);
        let set_at = std::thread::scope(|scope| {
            let setter = scope.spawn(|| {
                std::thread::sleep(Duration::from_millis(100));
                cancel.store(true, Ordering::Relaxed);
                Instant::now()
            });
            let options = PerftOptions {
                threads,
                hash_bytes,
                cancel: Some(&cancel),
                ..PerftOptions::new(7)
            };
            assert_eq!(
                run(&Chess::start(), options),
                Err(PerftError::Stopped(StopReason::Cancelled))
            );
            let stopped = Instant::now();
            let set_at = setter.join().unwrap();
            stopped.duration_since(set_at)
        });
        // Checked every few milliseconds of work: a second is ample even
        // when other processes hold both cores.
        assert!(
            set_at < Duration::from_secs(5),
            "{threads} threads: stopped {set_at:?} after the flag"
        );
    }
    // A flag already set stops before any work.
    let cancel = AtomicBool::new(true);
    let options = PerftOptions {
        cancel: Some(&cancel),
        ..PerftOptions::new(0)
    };
    assert_eq!(
        run(&Chess::start(), options),
        Err(PerftError::Stopped(StopReason::Cancelled))
    );
}

#[test]
fn depth_and_threads_are_checked_in_words() {
    for depth in [MAX_DEPTH + 1, u32::MAX] {
        let error = run(&Chess::start(), PerftOptions::new(depth)).unwrap_err();
        assert_eq!(
            error,
            PerftError::DepthTooLarge {
                depth,
                max: MAX_DEPTH
            }
        );
        assert_eq!(
            error.to_string(),
            format!("perft depth {depth} is more than the maximum of 64")
        );
    }
    let options = PerftOptions {
        threads: 0,
        ..PerftOptions::new(2)
    };
    let error = run(&Chess::start(), options).unwrap_err();
    assert_eq!(error, PerftError::Threads(0));
    assert_eq!(error.to_string(), "perft needs at least 1 thread, not 0");
    // Absurd thread counts are capped, as before.
    let options = PerftOptions {
        threads: usize::MAX,
        ..PerftOptions::new(2)
    };
    assert_eq!(run(&Chess::start(), options), Ok(379_440));
    assert_eq!(
        PerftError::Stopped(StopReason::TimeLimit).to_string(),
        "perft stopped: the time limit was reached"
    );
}

#[test]
fn a_job_past_the_maximum_depth_is_an_error_before_any_count() {
    let jobs = [
        PerftJob {
            position: Chess::start(),
            depth: 1,
            weight: 1,
        },
        PerftJob {
            position: Chess::start(),
            depth: u32::MAX,
            weight: 1,
        },
    ];
    assert_eq!(
        run_jobs_within(&jobs, 2, Counter::Bulk, &Budget::UNLIMITED, &|_| {}),
        Err(PerftError::DepthTooLarge {
            depth: u32::MAX,
            max: MAX_DEPTH
        })
    );
    assert_eq!(
        run_jobs_within(
            &jobs[..1],
            2,
            Counter::Expanded,
            &Budget::UNLIMITED,
            &|_| {}
        ),
        Ok(vec![640])
    );
}

/// The deepest count accepted recurses 62 plies before its first bulk
/// count: within the stack of a test thread and of the threads `run`
/// starts (a budget of one leaf stops it there), with and without a table.
#[test]
fn the_maximum_depth_fits_on_any_thread_s_stack() {
    for hash_bytes in [0, 1 << 20] {
        for threads in [1, 2] {
            let options = || PerftOptions {
                threads,
                hash_bytes,
                max_nodes: Some(1),
                ..PerftOptions::new(MAX_DEPTH)
            };
            let stopped = Err(PerftError::Stopped(StopReason::NodeLimit));
            assert_eq!(run(&Chess::start(), options()), stopped);
            assert_eq!(run(&Xiangqi::start(), options()), stopped);
        }
    }
}

// ---- Issue 32, row 1: the deepest count fits in a small stack. ----------

/// A thread stack a quarter of WebAssembly's (1 MiB) and of a Python
/// thread's on some systems: a count at [`MAX_DEPTH`] on it used to need
/// 1,063 KiB (Duck Chess, release build), a 17 KB move list per ply.
const SMALL_STACK: usize = 256 * 1024;

/// `f` on a new thread with a [`SMALL_STACK`]; a stack overflow there
/// aborts the whole test binary, which is the failure this guards against.
fn on_small_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(SMALL_STACK)
            .spawn_scoped(scope, f)
            .unwrap()
            .join()
            .unwrap()
    })
}

/// Every way of counting at [`MAX_DEPTH`] with a budget of 1,000 leaves:
/// it must stop on that budget (each game's first subtree of two plies has
/// more), on whatever thread it runs.
fn every_count_at_the_maximum_depth<R: Rules + std::fmt::Display>(pos: &R) {
    let stopped = Err(PerftError::Stopped(StopReason::NodeLimit));
    let table = PerftTable::new(1 << 20).unwrap();
    let name = pos.to_string();
    assert_eq!(
        run(
            pos,
            PerftOptions {
                max_nodes: Some(1000),
                ..PerftOptions::new(MAX_DEPTH)
            }
        ),
        stopped,
        "{name}"
    );
    assert_eq!(
        run(
            pos,
            PerftOptions {
                max_nodes: Some(1000),
                hash_bytes: 1 << 20,
                ..PerftOptions::new(MAX_DEPTH)
            }
        ),
        stopped,
        "{name}: hashed"
    );
    let budget = Budget {
        max_nodes: Some(1000),
        ..Budget::UNLIMITED
    };
    let jobs = [PerftJob {
        position: *pos,
        depth: MAX_DEPTH,
        weight: 1,
    }];
    for counter in [Counter::Bulk, Counter::Expanded, Counter::Hashed(&table)] {
        assert_eq!(
            run_jobs_within(&jobs, 1, counter, &budget, &|_| {}),
            Err(PerftError::Stopped(StopReason::NodeLimit)),
            "{name}: {counter:?}"
        );
    }
    for (threads, hash_bytes) in [(1, 0), (2, 0), (2, 1 << 20)] {
        let options = PerftOptions {
            threads,
            hash_bytes,
            max_nodes: Some(1000),
            max_time: Some(Duration::from_secs(3600)),
            ..PerftOptions::new(MAX_DEPTH)
        };
        assert_eq!(
            run(pos, options),
            stopped,
            "{name}: {threads} threads, {hash_bytes} bytes"
        );
    }
}

#[test]
fn the_maximum_depth_fits_in_a_256_kib_stack() {
    on_small_stack(|| {
        every_count_at_the_maximum_depth(&Chess::start());
        // The largest board, and the most pieces of the bundled games.
        every_count_at_the_maximum_depth(&Xiangqi::start());
        // The Duck Chess position of the bundled suite with the most
        // turns (1,484).
        let (fen, _) = oracle(CHESS, "random-s109-p40", 1);
        every_count_at_the_maximum_depth(&Chess::from_fen(&fen).unwrap());
    });
}

/// The caller's check is asked at interior nodes on the way down, not
/// only once the first subtree of two plies is counted: a check that says
/// stop at its second call (the first is at the start) stops the count
/// before any leaf, so the node budget of 0, which the first leaves would
/// pass, is never reached.
#[test]
fn a_stop_is_seen_on_the_way_down_before_the_first_leaf() {
    let table = PerftTable::new(1 << 20).unwrap();
    for table in [None, Some(&table)] {
        for depth in [3, 10, MAX_DEPTH] {
            let mut calls = 0;
            let mut check = || {
                calls += 1;
                (calls >= 2).then_some(StopReason::Cancelled)
            };
            assert_eq!(
                run(
                    &Chess::start(),
                    PerftOptions {
                        hash_bytes: if table.is_some() { 1 << 20 } else { 0 },
                        max_nodes: Some(0),
                        check: Some(&mut check),
                        ..PerftOptions::new(depth)
                    }
                ),
                Err(PerftError::Stopped(StopReason::Cancelled)),
                "depth {depth}, table {}",
                table.is_some()
            );
            assert_eq!(calls, 2);
        }
    }
    // A cancel flag set before the count: stopped before any work, on
    // every path.
    let cancel = AtomicBool::new(true);
    for threads in [1, 2] {
        let options = PerftOptions {
            threads,
            cancel: Some(&cancel),
            ..PerftOptions::new(MAX_DEPTH)
        };
        assert_eq!(
            run(&Xiangqi::start(), options),
            Err(PerftError::Stopped(StopReason::Cancelled))
        );
    }
}

// ---- Issue 32, row 4: a table shared by positions never mixes them. ----

/// Two Duck Chess positions with the same 64-bit Zobrist key, solved for
/// by linear algebra over GF(2) from the public keys (which are XOR-linear:
/// a piece on a square adds its own key). The keys are read off positions
/// through the public API only: the key of "a knight of colour c on square
/// s" is the Zobrist key of the base position with that knight added,
/// XOR the base's.
///
/// The base has the kings and the duck; each candidate is a white or a
/// black knight on one of the other squares (2 x 61 candidates, more than
/// the 64 dimensions, so a dependency exists). Gaussian elimination finds
/// a set of candidates whose keys XOR to zero; on each square in the set,
/// one knight goes to the first position and the other (if both are in
/// the set) to the second, and a square with one knight gives it to the
/// position with fewer pieces. Both positions then differ from the base by
/// key sets that XOR to the same value: their Zobrist keys are equal.
fn colliding_chess_pair() -> (Chess, Chess) {
    use duck_variants_core::SetupOptions;
    const KINGS: [(usize, char); 2] = [(4, 'K'), (60, 'k')];
    const DUCK: usize = 27;
    let fen = |extra: &[(usize, char)]| {
        let mut board = [None; 64];
        for &(square, piece) in KINGS.iter().chain(extra) {
            board[square] = Some(piece);
        }
        board[DUCK] = Some('*');
        let mut ranks = Vec::new();
        for rank in (0..8).rev() {
            let (mut text, mut empty) = (String::new(), 0);
            for file in 0..8 {
                match board[rank * 8 + file] {
                    Some(piece) => {
                        if empty > 0 {
                            text += &empty.to_string();
                            empty = 0;
                        }
                        text.push(piece);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            ranks.push(text);
        }
        format!("{} w - - 0 1", ranks.join("/"))
    };
    let read = |extra: &[(usize, char)]| {
        Chess::from_fen_with(&fen(extra), SetupOptions::LENIENT)
            .unwrap_or_else(|e| panic!("{}: {e}", fen(extra)))
    };
    let base = read(&[]).zobrist();
    let free = (0..64).filter(|s| *s != DUCK && KINGS.iter().all(|k| k.0 != *s));
    let candidates: Vec<(usize, char)> = free.flat_map(|s| [(s, 'N'), (s, 'n')]).collect();
    // Each row: a candidate's key, and which candidates it combines (a
    // bit set over the candidates).
    let words = candidates.len().div_ceil(64);
    let mut rows: Vec<(u64, Vec<u64>)> = candidates
        .iter()
        .enumerate()
        .map(|(i, &candidate)| {
            let mut combination = vec![0u64; words];
            combination[i / 64] |= 1 << (i % 64);
            (read(&[candidate]).zobrist() ^ base, combination)
        })
        .collect();
    // Elimination: each pivot row clears its bit from every later row;
    // the first row that becomes zero is a dependency.
    let mut dependency = None;
    let mut pivots: Vec<(u32, usize)> = Vec::new();
    for i in 0..rows.len() {
        for &(bit, p) in &pivots {
            if rows[i].0 >> bit & 1 == 1 {
                let (key, combination) = rows[p].clone();
                rows[i].0 ^= key;
                for (w, c) in rows[i].1.iter_mut().zip(&combination) {
                    *w ^= c;
                }
            }
        }
        if rows[i].0 == 0 {
            dependency = Some(rows[i].1.clone());
            break;
        }
        pivots.push((63 - rows[i].0.leading_zeros(), i));
    }
    let dependency = dependency.expect("more candidates than dimensions");
    let chosen: Vec<(usize, char)> = (0..candidates.len())
        .filter(|&i| dependency[i / 64] >> (i % 64) & 1 == 1)
        .map(|i| candidates[i])
        .collect();
    let (mut first, mut second) = (Vec::new(), Vec::new());
    for &(square, piece) in &chosen {
        let taken = first.iter().any(|&(s, _): &(usize, char)| s == square);
        if taken || (second.len() < first.len() && !second.iter().any(|&(s, _)| s == square)) {
            second.push((square, piece));
        } else {
            first.push((square, piece));
        }
    }
    (read(&first), read(&second))
}

#[test]
fn a_table_filled_by_a_position_never_answers_for_another_with_its_zobrist_key() {
    let (a, b) = colliding_chess_pair();
    // The pair really collides, and really differs.
    assert_eq!(a.zobrist(), b.zobrist(), "{a} / {b}");
    assert_ne!(a, b);
    let (plain_a, plain_b) = (perft(&a, 2), perft(&b, 2));
    assert_ne!(
        plain_a, plain_b,
        "{a} / {b}: a collision that changes nothing"
    );
    // One table, filled by the first position, then asked for the second:
    // the second's count is its own (bulk counting never looks at a table).
    for depth in [2, 3] {
        let table = PerftTable::new(1 << 24).unwrap();
        assert_eq!(perft_hashed(&a, depth, &table), perft(&a, depth));
        assert_eq!(
            perft_hashed(&b, depth, &table),
            perft(&b, depth),
            "{b} at depth {depth} after {a}"
        );
        // And in the other order, on a fresh table.
        let table = PerftTable::new(1 << 24).unwrap();
        assert_eq!(perft_hashed(&b, depth, &table), perft(&b, depth));
        assert_eq!(perft_hashed(&a, depth, &table), perft(&a, depth));
    }
    // As the perft example's `--jobs FILE --hash` counts them: one table
    // shared by the jobs, the weighted sum that of the plain counts.
    let jobs = [a, b, a, b].map(|position| PerftJob {
        position,
        depth: 2,
        weight: 1,
    });
    let table = PerftTable::new(1 << 24).unwrap();
    for threads in [1, 2] {
        let counts = run_jobs_within(
            &jobs,
            threads,
            Counter::Hashed(&table),
            &Budget::UNLIMITED,
            &|_| {},
        )
        .unwrap();
        assert_eq!(counts, [plain_a, plain_b, plain_a, plain_b]);
        assert_eq!(weighted_sum(&jobs, &counts), Some(2 * (plain_a + plain_b)));
    }
}

// ---- Issue 32, row 7: a split is bounded like a count. -----------------

/// `--split 4` ignored `--max-seconds` (Duck Chess from the start: tens of
/// millions of positions); now the clock, the cancel flag and the node
/// budget (positions generated) stop it.
#[test]
fn a_split_stops_at_its_budget() {
    let start = Instant::now();
    let budget = Budget {
        max_time: Some(Duration::from_millis(100)),
        ..Budget::UNLIMITED
    };
    assert_eq!(
        split_jobs(&Chess::start(), 6, 4, &budget),
        Err(PerftError::Stopped(StopReason::TimeLimit))
    );
    assert!(
        start.elapsed() < Duration::from_secs(20),
        "{:?}",
        start.elapsed()
    );
    // 640 positions after one turn, 379,440 generated at the second ply.
    let budget = Budget {
        max_nodes: Some(640 + 379_440),
        ..Budget::UNLIMITED
    };
    assert_eq!(
        split_jobs(&Chess::start(), 3, 2, &budget).map(|jobs| !jobs.is_empty()),
        Ok(true)
    );
    let budget = Budget {
        max_nodes: Some(640 + 379_439),
        ..Budget::UNLIMITED
    };
    assert_eq!(
        split_jobs(&Chess::start(), 3, 2, &budget),
        Err(PerftError::Stopped(StopReason::NodeLimit))
    );
    let cancel = AtomicBool::new(true);
    let budget = Budget {
        cancel: Some(&cancel),
        ..Budget::UNLIMITED
    };
    assert_eq!(
        split_jobs(&Xiangqi::start(), 3, 1, &budget),
        Err(PerftError::Stopped(StopReason::Cancelled))
    );
}

/// `--split 5` aborted the process when an allocation failed. Under a
/// 1 GiB address-space limit (a child process of this test, `ulimit -v`)
/// the split of Duck Chess at 5 plies needs far more: it is an error in
/// words, not an abort.
#[test]
#[cfg(target_os = "linux")]
fn a_split_larger_than_memory_is_an_error() {
    const CHILD: &str = "DUCK_PERFT_SPLIT_CHILD";
    if std::env::var_os(CHILD).is_some() {
        let budget = Budget {
            max_time: Some(Duration::from_secs(300)),
            ..Budget::UNLIMITED
        };
        let result = split_jobs(&Chess::start(), 5, 5, &budget).map(|jobs| jobs.len());
        println!("split result: {result:?}");
        return;
    }
    let Some(output) =
        run_with_memory_limit("a_split_larger_than_memory_is_an_error", CHILD, 1_048_576)
    else {
        return;
    };
    assert_child_printed(&output, "split result: Err(OutOfMemory)");
    assert_eq!(
        PerftError::OutOfMemory.to_string(),
        "the perft split needs more memory than this machine can give"
    );
}

/// Before the maximum, a depth of 2^32 - 1 recursed until the stack
/// overflowed (the process aborted); now it is a panic that says why.
#[test]
#[should_panic(expected = "perft depth 4294967295 exceeds the maximum of 64")]
fn the_unbounded_count_refuses_a_depth_past_the_maximum() {
    let _ = perft(&Chess::start(), u32::MAX);
}

// ---- Row 13: a position drawn by the move limit has no turns. -----------

/// The Duck Xiangqi start with its halfmove clock at the limit: drawn by
/// the 120-turn rule, so no turns (the figure: perft(1) was 2,554,
/// while the game listed no legal move).
#[test]
fn a_xiangqi_position_at_the_move_limit_has_no_turns() {
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 120 61";
    let drawn = Xiangqi::from_fen(start).unwrap();
    let table = PerftTable::new(1 << 20).unwrap();
    for depth in 1..=3 {
        assert_eq!(perft(&drawn, depth), 0, "perft({depth})");
        assert_eq!(perft_hashed(&drawn, depth, &table), 0, "hashed({depth})");
        assert_eq!(
            perft_threaded(&drawn, depth, 2, true),
            0,
            "expanded({depth})"
        );
        let options = PerftOptions {
            threads: 2,
            hash_bytes: 1 << 20,
            ..PerftOptions::new(depth)
        };
        assert_eq!(run(&drawn, options), Ok(0), "run({depth})");
    }
    assert_eq!(perft(&drawn, 0), 1);
    assert_eq!(drawn.count_turns(), 0);
    assert!(drawn.legal_turns().is_empty());
    assert!(drawn.piece_moves().is_empty());
    assert!(!drawn.has_turns());
    assert_eq!(
        drawn.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::MoveLimit
        })
    );
    // A turn that would be legal one clock earlier is refused: the game is over.
    let before = Xiangqi::from_fen(&start.replace(" 120 ", " 119 ")).unwrap();
    let turn = before.parse_coords("h3e3,e3e5").unwrap();
    assert_eq!(drawn.check_turn(turn), Err(IllegalTurn::GameOver));
    assert_eq!(before.count_turns(), 2554);
    // Past the limit (a FEN may say so) it stays drawn.
    let past = Xiangqi::from_fen(&start.replace(" 120 ", " 500 ")).unwrap();
    assert_eq!(perft(&past, 1), 0);
}

/// One turn before the limit, every quiet turn draws and only a capture
/// (which resets the clock) leads on. Hand count, `4k4/9/9/9/4p4/9/9/9/9/3KR4
/// w - - 119 60`: Red has a general on d1, a chariot on e1; Black a general
/// on e10 and a soldier on e6.
///
/// * perft(1): the general goes to d2 (e1 is its own chariot); the chariot
///   goes to f1-i1 (4) and e2-e5 (4) or takes on e6. The 9 quiet moves
///   have 86 duck points each (90 points, 4 pieces), the capture 87 (3
///   pieces): 9 * 86 + 87 = 861.
/// * perft(2): the 9 quiet turns reach the limit (0 each). After the
///   capture (87 duck points) Black has its general alone: e10 to d10,
///   f10 or e9 (no flying capture, the generals are on different files),
///   each with 86 duck points (90 points, 3 pieces, the duck); the 3 duck
///   points d10, f10, e9 each take one of them away:
///   3 * (2 * 86) + 84 * (3 * 86) = 516 + 21,672 = 22,188.
#[test]
fn one_turn_before_the_limit_only_a_capture_leads_on() {
    let fen = "4k4/9/9/9/4p4/9/9/9/9/3KR4 w - - 119 60";
    let pos = Xiangqi::from_fen(fen).unwrap();
    assert_eq!(perft(&pos, 1), 861);
    assert_eq!(perft(&pos, 2), 22_188);
    // The same board far from the limit counts more: the quiet turns
    // have replies. A table filled from it must not answer for the
    // position near the limit (the key leaves the clocks out).
    let far = Xiangqi::from_fen(&fen.replace(" 119 ", " 0 ")).unwrap();
    assert!(perft(&far, 2) > 22_188);
    let table = PerftTable::new(1 << 20).unwrap();
    for depth in 2..=4 {
        let _ = perft_hashed(&far, depth, &table);
    }
    assert_eq!(perft_hashed(&pos, 2, &table), 22_188);
    // Deeper, every way of counting agrees with the bulk count.
    let two_before = Xiangqi::from_fen(&fen.replace(" 119 ", " 117 ")).unwrap();
    for pos in [pos, two_before] {
        let bulk = perft(&pos, 3);
        assert_eq!(perft_hashed(&pos, 3, &table), bulk, "{pos}: hashed");
        assert_eq!(perft_threaded(&pos, 3, 2, true), bulk, "{pos}: expanded");
        for plies in 0..=3 {
            let jobs = split_jobs(&pos, 3, plies, &Budget::UNLIMITED).unwrap();
            let counts = run_jobs(&jobs, 2, Counter::Hashed(&table), &|_| {});
            assert_eq!(
                weighted_sum(&jobs, &counts),
                Some(bulk),
                "{pos}: split at {plies}"
            );
        }
    }
}

/// Far from the limit nothing changed: the oracle's Duck Xiangqi counts.
#[test]
fn xiangqi_counts_far_from_the_limit_are_the_oracle_s() {
    let (fen, expected) = oracle(XIANGQI, "start", 2);
    let pos = Xiangqi::from_fen(&fen).unwrap();
    assert_eq!(perft(&pos, 2), expected);
    let options = PerftOptions {
        threads: 2,
        hash_bytes: 1 << 20,
        ..PerftOptions::new(2)
    };
    assert_eq!(run(&pos, options), Ok(expected));
}
