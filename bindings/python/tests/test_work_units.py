"""Perft work units from Python (docs/WORK_UNITS.md): the lines the perft
example writes, counted apart and merged to the oracle's counts; faults of
the results refused as PerftError in the core's words."""

from concurrent.futures import ThreadPoolExecutor

import pytest

import duck_variants as dv

# The oracle's counts (crates/duck-variants-*/tests/data/*.perft).
DUCK_CHESS_PERFT_3 = 249_921_262
DUCK_XIANGQI_PERFT_2 = 6_166_242


def test_units_counted_in_a_pool_merge_to_the_oracle_count():
    units = dv.perft_units("duck-chess", None, 3, 2)
    assert all(len(line.split()) == 8 for line in units)
    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(dv.perft_unit, units))
    assert dv.perft_merge("\n".join(units), "\n".join(results)) == DUCK_CHESS_PERFT_3


def test_a_seeded_recount_agrees_and_merges():
    units = dv.perft_units("duck-xiangqi", None, 2, 1)
    first = [dv.perft_unit(u, hash_mb=1, seed=1) for u in units]
    second = [dv.perft_unit(u, hash_mb=1, seed=2) for u in units]
    assert dv.perft_merge("\n".join(units), "\n".join(first + second)) == DUCK_XIANGQI_PERFT_2


def test_faults_are_refused_in_words():
    units = "0 3 8/8/8/8/8/8/8/8 w - - 0 1\n0 5 8/8/8/8/8/8/8/8 b - - 0 1\n"
    results = "0 3 8/8/8/8/8/8/8/8 w - - 0 1 1\n0 5 8/8/8/8/8/8/8/8 b - - 0 1 1\n"
    assert dv.perft_merge(units, results) == 8
    with pytest.raises(dv.PerftError, match="1 of 2 units have no result"):
        dv.perft_merge(units, results.splitlines()[0])
    with pytest.raises(dv.PerftError, match="counted 2 here and 1 on line 1"):
        dv.perft_merge(units, results + "0 3 8/8/8/8/8/8/8/8 w - - 0 1 2\n")
    with pytest.raises(dv.PerftError, match="no unit of the split"):
        dv.perft_merge(units, results + "0 4 8/8/8/8/8/8/8/8 w - - 0 1 1\n")
    with pytest.raises(dv.PerftError, match="expected <depth> <multiplicity> <FEN>"):
        dv.perft_unit("three 1 8/8/8/8/8/8/8/8 w - - 0 1")
    with pytest.raises(dv.InvalidFenError):
        dv.perft_unit("1 1 not/a/fen w - - 0 1")
    with pytest.raises(dv.PerftError, match="depth 65"):
        dv.perft_unit("65 1 4k3/8/8/8/8/8/8/4K3 w - - 0 1")
    with pytest.raises(dv.PerftStoppedError):
        dv.perft_units("duck-chess", None, 5, 3, max_nodes=1000)
