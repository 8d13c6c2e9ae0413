"""Shared test data: the oracle suites and real games of the repository.

The expected values come from files written by an independent engine
(Fairy-Stockfish adjusted to this project's rules, see
crates/*/tests/data/ORACLE.md) or by people (real games); the parsers here
are plain Python, independent of the code under test.
"""

import os
import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
CHESS_DATA = REPO / "crates" / "duck-variants-chess" / "tests" / "data"
XIANGQI_DATA = REPO / "crates" / "duck-variants-xiangqi" / "tests" / "data"
LOCAL_DATA = HERE / "data"

SUITES = {
    "duck": (CHESS_DATA / "duck-chess.perft", CHESS_DATA / "duck-chess.moves"),
    "duckxiangqi": (XIANGQI_DATA / "duck-xiangqi.perft", XIANGQI_DATA / "duck-xiangqi.moves"),
}


def read_blocks(path):
    """The `id`-headed blocks of an oracle file, as lists of lines (comments dropped)."""
    blocks, current = [], None
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("id "):
            current = [line]
            blocks.append(current)
        elif current is not None:
            current.append(line)
    return blocks


def perft_cases(variant):
    """(id, fen, depth, count) for every perft line of the variant's suite."""
    cases = []
    for block in read_blocks(SUITES[variant][0]):
        name = block[0][3:]
        fen = next(line[4:] for line in block if line.startswith("epd "))
        for line in block:
            if line.startswith("perft "):
                _, depth, count = line.split()
                cases.append((name, fen, int(depth), int(count)))
    return cases


def turn_lists(variant):
    """(id, fen, sorted turns) for every block of the variant's .moves file."""
    out = []
    for block in read_blocks(SUITES[variant][1]):
        name = block[0][3:]
        fen = block[1][4:]
        count = int(block[2].split()[1])
        turns = block[3:]
        assert len(turns) == count, name
        out.append((name, fen, turns))
    return out


def variant_of_tag(tag):
    """The package's variant name for a PGN Variant tag value."""
    key = re.sub(r"[\s_-]", "", tag).lower()
    return {"duck": "duck", "duckchess": "duck", "duckxiangqi": "duckxiangqi"}[key]


def pgn_games(text):
    """(tags, SAN tokens) of each game of a PGN text, read with plain regular expressions."""
    games = []
    for chunk in re.split(r"\n\s*\n(?=\[)", text.strip()):
        tags = dict(re.findall(r'^\[(\w+)\s+"(.*)"\]\s*$', chunk, re.M))
        movetext = "\n".join(l for l in chunk.splitlines() if not l.startswith("["))
        movetext = re.sub(r"\{[^}]*\}", " ", movetext)
        movetext = re.sub(r";[^\n]*", " ", movetext)
        # Variations, innermost first (they may nest).
        while re.search(r"\([^()]*\)", movetext):
            movetext = re.sub(r"\([^()]*\)", " ", movetext)
        tokens = []
        for tok in movetext.split():
            if re.fullmatch(r"\d+\.+|\$\d+|1-0|0-1|1/2-1/2|\*", tok):
                continue
            tok = re.sub(r"^\d+\.+", "", tok)
            if tok:
                tokens.append(tok)
        games.append((tags, tokens))
    return games


def real_game_files():
    """Every real game with its expected final FEN: the repository's, this
    package's tests/data, and a directory named by DUCK_VARIANTS_REAL_GAMES
    (for a held-out set). Each `<name>.pgn` has a `<name>.final-fen` beside it
    (one line per game)."""
    dirs = [CHESS_DATA, XIANGQI_DATA, LOCAL_DATA]
    extra = os.environ.get("DUCK_VARIANTS_REAL_GAMES")
    if extra:
        dirs.append(Path(extra))
    found = []
    for d in dirs:
        for pgn in sorted(d.glob("*.pgn")) if d.is_dir() else []:
            fen = pgn.with_suffix(".final-fen")
            if fen.exists():
                found.append((pgn, fen))
    return found


@pytest.fixture(scope="session")
def pyffish():
    """The pyffish module, or a clean skip when it is not installed."""
    return pytest.importorskip("pyffish")


COORDS = re.compile(r"[a-i](10|[1-9])[a-i](10|[1-9])[qrbn]?(,[a-i](10|[1-9])[a-i](10|[1-9]))?")


def is_coords(token):
    """Whether a movetext token is a coordinate turn (the Duck Xiangqi PGN
    reader accepts them beside WXF)."""
    return COORDS.fullmatch(token) is not None
