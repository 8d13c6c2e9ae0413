"""The Game of the Amazons against Fairy-Stockfish (through pyffish, from
the package registry): an independent engine's counts for our tests, and a
differential check of the move generator.

    python3 -m venv v && v/bin/pip install pyffish
    cargo build --release --example perft
    v/bin/python scripts/amazons_vs_fairy_stockfish.py check [SEED] [GAMES]
    v/bin/python scripts/amazons_vs_fairy_stockfish.py suite [SEED]
    v/bin/python scripts/amazons_vs_fairy_stockfish.py perft3 ID [ID ...]

`check` plays random games with pyffish and, at every position, compares
the set of legal turns (`d1d7,d7g7`) with the perft example's depth-1
divide; it stops at the first difference. `suite` prints perft-suite
entries (positions from random play, perft 1 from pyffish's legal moves,
perft 2 as the sum of pyffish's legal moves over every child) for
crates/duck-variants-amazons/tests/data/amazons.perft. `perft3` prints
pyffish's perft 3 (the sum of its legal moves over every grandchild) of
the suite's entries with those ids: minutes for a position with a few
hundred thousand grandchildren, hours from the start.
"""
import os
import random
import re
import subprocess
import sys

import pyffish as sf

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PERFT = os.path.join(ROOT, "target", "release", "examples", "perft")
START = sf.start_fen("amazons")


def ours(fen):
    out = subprocess.run(
        [PERFT, "--game", "amazons", "--fen", fen, "--depth", "1", "--divide"],
        capture_output=True, text=True, check=True,
    )
    return {line.split(":")[0] for line in out.stdout.splitlines() if line.endswith(": 1")}


def random_game(rng, plies):
    """The FENs along a random game of at most `plies` turns."""
    fen = START
    fens = [fen]
    for _ in range(plies):
        moves = sf.legal_moves("amazons", fen, [])
        if not moves:
            break
        fen = sf.get_fen("amazons", fen, [rng.choice(sorted(moves))])
        fens.append(fen)
    return fens


def check(seed, games):
    rng = random.Random(seed)
    positions = turns = 0
    for _ in range(games):
        for fen in random_game(rng, rng.randint(1, 90)):
            theirs = set(sf.legal_moves("amazons", fen, []))
            mine = ours(fen)
            if mine != theirs:
                print("MISMATCH", fen, len(mine), len(theirs), sorted(mine ^ theirs)[:10])
                return 1
            positions += 1
            turns += len(theirs)
    print(f"{positions} positions, {turns} turns, all equal to Fairy-Stockfish's")
    return 0


def suite(seed):
    rng = random.Random(seed)
    for n, plies in enumerate([4, 12, 25, 40, 60, 75, 90]):
        fen = random_game(rng, plies)[-1]
        moves = sf.legal_moves("amazons", fen, [])
        depth2 = sum(len(sf.legal_moves("amazons", fen, [m])) for m in moves)
        print(f"\n# random play, seed {seed}, game {n}, {plies} turns (Fairy-Stockfish)")
        print(f"id random-{seed}-{n}\nepd {fen}\nperft 1 {len(moves)}\nperft 2 {depth2}")
    return 0


def perft3(ids):
    path = os.path.join(ROOT, "crates", "duck-variants-amazons", "tests", "data", "amazons.perft")
    with open(path) as f:
        text = f.read()
    for block in text.split("\nid ")[1:]:
        name = block.split("\n")[0]
        if name not in ids:
            continue
        fen = re.search(r"epd (.*)", block).group(1)
        total = 0
        for m1 in sf.legal_moves("amazons", fen, []):
            child = sf.get_fen("amazons", fen, [m1])
            for m2 in sf.legal_moves("amazons", child, []):
                total += len(sf.legal_moves("amazons", child, [m2]))
        print(f"{name}: perft 3 {total}", flush=True)
    return 0


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else "check"
    if mode == "perft3":
        sys.exit(perft3(set(sys.argv[2:])))
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    if mode == "suite":
        sys.exit(suite(seed))
    sys.exit(check(seed, int(sys.argv[3]) if len(sys.argv) > 3 else 40))
