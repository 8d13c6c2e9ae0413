"""perft and legal_moves against the independent engine's suites."""

import pytest

import duck_variants as dv

from conftest import perft_cases, turn_lists

# Lines up to this many turns run by default (well under a minute on two
# cores: the last ply is counted in bulk);
# the few larger ones (up to 1.6e11) are left to the Rust suites.
LIMIT = 20_000_000_000

CASES = [
    pytest.param(v, fen, depth, count, id=f"{v}-{name}-d{depth}")
    for v in ("duck", "duckxiangqi")
    for (name, fen, depth, count) in perft_cases(v)
    if count <= LIMIT
]


def test_suites_are_there():
    # The suites must not silently shrink to nothing.
    assert len(perft_cases("duck")) >= 50
    assert len(perft_cases("duckxiangqi")) >= 50
    assert len(CASES) >= 100


@pytest.mark.parametrize("variant,fen,depth,count", CASES)
def test_perft(variant, fen, depth, count):
    threads = 2 if count > 100_000_000 else 1
    assert dv.perft(variant, fen, depth, threads=threads) == count


@pytest.mark.parametrize(
    "variant,fen,turns",
    [pytest.param(v, fen, turns, id=f"{v}-{name}") for v in ("duck", "duckxiangqi") for (name, fen, turns) in turn_lists(v)],
)
def test_legal_moves_match_the_turn_lists(variant, fen, turns):
    got = dv.legal_moves(variant, fen, [])
    assert sorted(got) == turns
    assert len(got) == len(set(got))
    assert dv.perft(variant, fen, 1) == len(turns)


def test_perft_depth_zero_and_hash_keyword():
    fen = dv.start_fen("duck")
    assert dv.perft("duck", fen, 0) == 1
    # The hashed count agrees with the bulk count, on one thread and two.
    assert dv.perft("duck", fen, 2, hash_mb=16) == 379440
    assert dv.perft("duck", fen, 3, hash_mb=16, threads=2) == 249921262


def test_perft_threads_agree():
    fen = dv.start_fen("duckxiangqi")
    assert dv.perft("duckxiangqi", fen, 2, threads=1) == 6166242
    assert dv.perft("duckxiangqi", fen, 2, threads=3) == 6166242
