"""duck_variants beside pyffish on the calls a server makes.

    python bench/bench_pyffish.py        # needs duck_variants; pyffish optional

Prints a Markdown table of the median time per call. Duck Chess only on
the pyffish side (pyffish has no Duck Xiangqi); positions in which no king
capture is possible, where both engines agree on the turns (checked here).
pyffish has no perft, so perft(2) is also timed the way a Python program
would compute it with either library: legal_moves of every child.
"""

import random
import statistics
import time

import duck_variants as dv

try:
    import pyffish
except ImportError:  # the table then has our column only
    pyffish = None

START = dv.start_fen("duck")
# The real game in the repository (schemingmind 744871) after 10 turns each:
# a middlegame with most pieces on the board.
REAL = [
    "e2e4,e4c6", "e7e6,e6e2", "d2d4,d4d6", "g8f6,f6e2", "b1c3,c3e7", "d7d5,d5e5",
    "c1g5,g5e7", "f6e4,e4f6", "c3e4,e4e7", "d5e4,e4f6", "f1b5,b5e7", "c7c6,c6f6",
    "b5a4,a4e7", "d8d4,d4d2", "a4b3,b3c3", "d4d1,d1c1", "e1d1,d1e7", "h7h6,h6f4",
    "g5h4,h4g3", "f8c5,c5e2",
]
MIDDLEGAME = dv.get_fen("duck", START, REAL)


def game_of(turns, seed):
    """A random game of `turns` turns that never allows a king capture."""
    rng = random.Random(seed)
    while True:
        moves = []
        while len(moves) < turns:
            legal = [m for m in dv.legal_moves("duck", START, moves)]
            if not legal or any("," not in m for m in legal):
                break
            moves.append(rng.choice(legal))
        if len(moves) == turns:
            return moves
        seed += 1
        rng = random.Random(seed)


def timed(call, repeat):
    """Median seconds per call over `repeat` calls (after one warm-up)."""
    call()
    samples = []
    for _ in range(repeat):
        t = time.perf_counter()
        call()
        samples.append(time.perf_counter() - t)
    return statistics.median(samples)


def perft2_python(lib, fen):
    return sum(len(lib.legal_moves("duck", fen, [m])) for m in lib.legal_moves("duck", fen, []))


def fmt(seconds):
    if seconds is None:
        return "n/a"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.1f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds:.2f} s"


def main():
    game = game_of(100, 1)
    n_mid = len(dv.legal_moves("duck", MIDDLEGAME, []))
    rows = []

    def row(name, ours, theirs):
        ratio = f"{theirs / ours:.0f}x" if theirs and ours else ""
        rows.append((name, fmt(ours), fmt(theirs), ratio))

    if pyffish:
        assert sorted(pyffish.legal_moves("duck", MIDDLEGAME, [])) == sorted(dv.legal_moves("duck", MIDDLEGAME, []))
        assert pyffish.get_fen("duck", START, game) == dv.get_fen("duck", START, game)

    row(
        f"legal_moves, middlegame ({n_mid} turns)",
        timed(lambda: dv.legal_moves("duck", MIDDLEGAME, []), 200),
        timed(lambda: pyffish.legal_moves("duck", MIDDLEGAME, []), 50) if pyffish else None,
    )
    row(
        "legal_moves, start + 20 turns as a move list",
        timed(lambda: dv.legal_moves("duck", START, REAL), 200),
        timed(lambda: pyffish.legal_moves("duck", START, REAL), 50) if pyffish else None,
    )
    row(
        "get_fen over a 100-turn game",
        timed(lambda: dv.get_fen("duck", START, game), 100),
        timed(lambda: pyffish.get_fen("duck", START, game), 20) if pyffish else None,
    )
    row(
        "get_san_moves over a 100-turn game",
        timed(lambda: dv.get_san_moves("duck", START, game), 100),
        timed(lambda: pyffish.get_san_moves("duck", START, game), 20) if pyffish else None,
    )
    expected = 379440  # oracle: duck-chess.perft, start, depth 2
    assert perft2_python(dv, START) == expected
    row(
        "perft(2) from start via legal_moves in Python",
        timed(lambda: perft2_python(dv, START), 3),
        timed(lambda: perft2_python(pyffish, START), 1) if pyffish else None,
    )
    row("perft(3) from start, native (249,921,262)", timed(lambda: dv.perft("duck", START, 3), 5), None)
    row(
        "perft(3) from the middlegame, native",
        timed(lambda: dv.perft("duck", MIDDLEGAME, 3), 3),
        None,
    )
    xq = dv.start_fen("duckxiangqi")
    row("Duck Xiangqi legal_moves, start (2554 turns)", timed(lambda: dv.legal_moves("duckxiangqi", xq, []), 100), None)
    row("Duck Xiangqi perft(3), native, 2 threads", timed(lambda: dv.perft("duckxiangqi", xq, 3, threads=2), 1), None)

    version = ".".join(map(str, pyffish.version())) if pyffish else "not installed"
    print(f"duck_variants vs pyffish {version} (median per call)\n")
    print("| call | duck_variants | pyffish | pyffish / ours |")
    print("|---|---|---|---|")
    for r in rows:
        print("| " + " | ".join(r) + " |")


if __name__ == "__main__":
    main()
