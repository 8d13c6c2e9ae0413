"""Issue 21 rows 5, 12, 15 (Python) and issue 20's streaming read_pgn:
hostile arguments raise the package's own errors, with short messages, and
memory stays bounded."""

import subprocess
import sys
import textwrap
import threading
import time

import pytest

import duck_variants as dv

CHESS = dv.start_fen("duck")


def test_push_and_pop_while_perft_runs_on_the_same_board():
    # Row 5: perft counted with the board borrowed and the GIL released, so
    # a push from another thread raised "RuntimeError: Already borrowed".
    board = dv.Board()
    after = dv.get_fen("duck", CHESS, ["e2e4,e4d5"])
    # Oracle: duck-chess.perft, start, depth 3; the other position the
    # board holds between push and pop is counted alone, on its own board.
    possible = {249921262, dv.perft("duck", after, 3)}
    counts = []
    started = threading.Event()

    def count():
        started.set()
        for _ in range(10):
            counts.append(board.perft(3))

    worker = threading.Thread(target=count)
    worker.start()
    started.wait()
    pushed = 0
    while worker.is_alive():
        board.push("e2e4,e4d5")
        board.pop()
        pushed += 1
    worker.join()
    assert pushed > 0
    assert len(counts) == 10 and set(counts) <= possible
    assert board.move_stack == []


LONG = "e2e4," + "x" * 1_000_000


@pytest.mark.parametrize(
    "call",
    [
        lambda: dv.get_fen("duck", CHESS, [LONG]),
        lambda: dv.legal_moves("duck", CHESS, [LONG]),
        lambda: dv.get_san("duck", CHESS, LONG),
        lambda: dv.Board().push(LONG),
        lambda: dv.Board().push_san(LONG),
        lambda: dv.Board().blocker_targets(LONG),
        lambda: dv.Board().san("e2e4,e4d5", notation=LONG),
        lambda: dv.Move.from_uci(LONG),
        lambda: dv.legal_moves("duck", LONG, []),
        lambda: dv.Board(fen=LONG),
        lambda: dv.Board("duck", LONG),
        lambda: dv.start_fen(LONG),
        lambda: dv.write_pgn("duck", [], result=LONG),
        lambda: list(dv.read_pgn('[Variant "' + "y" * 1_000_000 + '"]\n\n*\n')),
        lambda: list(dv.read_pgn("1. " + "e" * 1_000_000 + " *\n")),
    ],
)
def test_long_input_is_quoted_by_an_excerpt(call):
    # Row 12: the whole input came back in Rust debug form (2 MB for 1 MB).
    with pytest.raises(dv.DuckVariantsError) as info:
        call()
    message = str(info.value)
    assert len(message) < 600, message[:200]
    # Quoted by an excerpt; a FEN error is the facade's own message, the
    # same as in Rust and JavaScript, which quotes no FEN at all.
    assert "bytes)" in message or isinstance(info.value, dv.InvalidFenError), message


BIG = [2**63, 2**64, -(2**63) - 1, 10**5000]
BIG_IDS = ["2^63", "2^64", "-2^63-1", "10^5000"]


@pytest.mark.parametrize("n", BIG, ids=BIG_IDS)
def test_huge_ints_raise_the_package_error(n):
    # Row 15: an int of 2^63 or more raised OverflowError.
    for call in (
        lambda: dv.perft("duck", CHESS, n),
        lambda: dv.perft("duck", CHESS, 1, threads=n),
        lambda: dv.perft("duck", CHESS, 1, hash_mb=n),
        lambda: dv.Board().perft(n),
        lambda: dv.get_fen("duck", CHESS, [], False, False, False, n),
        lambda: dv.get_san("duck", CHESS, "e2e4,e4d5", False, n),
        lambda: dv.Board().piece_at(n),
    ):
        with pytest.raises(dv.DuckVariantsError) as info:
            call()
        assert len(str(info.value)) < 300


def test_depth_out_of_range_says_so():
    # Row 15: perft(depth=2**32) said "depth must be 0 or more".
    with pytest.raises(dv.DuckVariantsError, match="depth must be between 0 and 4294967295, not 4294967296"):
        dv.perft("duck", CHESS, 2**32)
    with pytest.raises(dv.DuckVariantsError, match="depth must be between 0 and"):
        dv.Board().perft(-1)


SURROGATE = "e2e4,e4d5\ud800"


@pytest.mark.parametrize(
    "call,error",
    [
        (lambda: dv.get_fen("duck", CHESS, [SURROGATE]), dv.InvalidMoveError),
        (lambda: dv.Board().push(SURROGATE), dv.InvalidMoveError),
        (lambda: dv.Board().push_san("e4@d5\udfff"), dv.InvalidMoveError),
        (lambda: dv.Move.from_uci(SURROGATE), dv.InvalidMoveError),
        (lambda: dv.legal_moves("duck", CHESS + "\ud800", []), dv.InvalidFenError),
        (lambda: dv.Board(fen=CHESS + "\ud800"), dv.InvalidFenError),
        (lambda: dv.start_fen("duck\ud800"), dv.UnknownVariantError),
        (lambda: list(dv.read_pgn("1. e4@d5 \ud800 *")), dv.PgnError),
        (lambda: dv.write_pgn("duck", [], tags={"Event": "\ud800"}), dv.PgnError),
    ],
)
def test_lone_surrogates_raise_the_package_error(call, error):
    # Row 15: a lone surrogate raised UnicodeEncodeError.
    with pytest.raises(error, match="lone surrogate"):
        call()


def test_read_pgn_streams_in_bounded_memory():
    # Issue 20: read_pgn("* " * 500000), a 1 MB input of 500,000 games, took
    # 785 MB; the peak resident size of a fresh interpreter must stay
    # under 64 MB.
    code = textwrap.dedent(
        """
        import resource
        import duck_variants as dv
        n = 0
        for game in dv.read_pgn("* " * 500000):
            n += 1
        assert n == 500000, n
        print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
        """
    )
    # Through a small launcher: Linux carries a process's peak RSS into a
    # child it forks and over the child's exec, so a child of this test
    # run would report the run's own peak (147 MB once the suite has run).
    # The launcher's child inherits only the launcher's few megabytes.
    launcher = (
        "import subprocess, sys\n"
        f"sys.exit(subprocess.run([sys.executable, '-c', {code!r}]).returncode)\n"
    )
    out = subprocess.run([sys.executable, "-c", launcher], capture_output=True, text=True, check=True)
    peak_kb = int(out.stdout.strip())
    assert peak_kb < 64 * 1024, f"peak {peak_kb} KB"


def test_read_pgn_goes_on_after_a_bad_game():
    games = dv.read_pgn("1. e4@d5 *\n\n1. zz *\n\n1. d4@d5 *\n")
    assert next(games)["moves"] == ["e2e4,e4d5"]
    with pytest.raises(dv.PgnError, match="game 2"):
        next(games)
    assert next(games)["moves"] == ["d2d4,d4d5"]
    with pytest.raises(StopIteration):
        next(games)

