"""Duck Chess against pyffish (Fairy-Stockfish), an independent engine.

Compared only where the semantics agree (RULES.md, "Compatibility with
Fairy-Stockfish"): positions in which the side to move cannot capture the
king (Fairy-Stockfish attaches a duck square to a king capture). pyffish
does not know Duck Xiangqi (and crashes on an unknown variant name), so it
is never called with one. Skipped cleanly when pyffish is not installed.
"""

import random

import pytest

import duck_variants as dv

from conftest import turn_lists

START = dv.start_fen("duck")


def royal_capture_possible(turns):
    # Our royal captures are the turns without a comma part.
    return any("," not in t for t in turns)


def test_random_games(pyffish):
    rng = random.Random(20261201)
    compared = 0
    # pyffish needs milliseconds per call: a dozen games keep this short.
    for _ in range(12):
        moves = []
        for _ in range(60):
            ours = dv.legal_moves("duck", START, moves)
            if not ours or royal_capture_possible(ours):
                break
            theirs = pyffish.legal_moves("duck", START, moves)
            assert sorted(ours) == sorted(theirs), dv.get_fen("duck", START, moves)
            assert dv.get_fen("duck", START, moves) == pyffish.get_fen("duck", START, moves)
            move = rng.choice(ours)
            fen = dv.get_fen("duck", START, moves)
            # Fairy-Stockfish writes the duck part with a comma: "e4,d5".
            assert dv.get_san("duck", fen, move) == pyffish.get_san("duck", fen, move).replace(",", "@")
            moves.append(move)
            compared += 1
        if moves:
            assert dv.get_san_moves("duck", START, moves) == [
                s.replace(",", "@") for s in pyffish.get_san_moves("duck", START, moves)
            ]
    assert compared >= 150


@pytest.mark.parametrize(
    "fen,turns",
    [pytest.param(fen, turns, id=name) for (name, fen, turns) in turn_lists("duck") if not royal_capture_possible(turns)],
)
def test_oracle_positions(pyffish, fen, turns):
    assert sorted(dv.legal_moves("duck", fen, [])) == sorted(pyffish.legal_moves("duck", fen, []))
