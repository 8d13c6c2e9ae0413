"""Issue 21 rows 1 and 4 from Python: an impossible table size is the
package's error, a budget stops a count, and SIGINT interrupts perft."""

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

import duck_variants as dv

START = dv.start_fen("duck")


def test_an_impossible_table_is_an_error_not_an_abort():
    with pytest.raises(dv.DuckVariantsError, match="more memory than this machine"):
        dv.perft("duck", START, 3, hash_mb=9_000_000_000)


def test_a_refused_count_is_a_perft_error_and_a_stopped_one_too():
    # The facade's kinds perft-refused and perft-stopped, as JavaScript's
    # PerftError: a depth past 64 and a table beyond the machine are
    # PerftErrors, a count its budget stopped a PerftStoppedError (one).
    with pytest.raises(dv.PerftError, match="more than the maximum of 64"):
        dv.Board("duck").perft(65)
    with pytest.raises(dv.PerftError):
        dv.perft("duck", START, 3, hash_mb=9_000_000_000)
    assert issubclass(dv.PerftStoppedError, dv.PerftError)


def test_a_node_budget_stops_a_deep_count():
    started = time.monotonic()
    with pytest.raises(dv.PerftStoppedError, match="perft stopped"):
        dv.perft("duck", START, 6, max_nodes=1_000_000)
    assert time.monotonic() - started < 30


def test_a_time_budget_stops_a_deep_count_on_a_board():
    board = dv.Board("duck")
    with pytest.raises(dv.PerftStoppedError):
        board.perft(7, max_seconds=0.2)


def test_a_bad_budget_is_refused_in_words():
    # The facade's refusal, in JavaScript's words too (its maxSeconds).
    for seconds in (-1.0, float("nan"), float("-inf")):
        with pytest.raises(dv.PerftError, match="a perft time limit must be a number of seconds, 0 or more"):
            dv.perft("duck", START, 2, max_seconds=seconds)
    with pytest.raises(dv.DuckVariantsError, match="max_nodes"):
        dv.perft("duck", START, 2, max_nodes=-5)


def test_the_budget_does_not_change_a_count_that_fits():
    # Published figure: Duck Chess perft(2) from the start is 379,440.
    assert dv.perft("duck", START, 2, max_nodes=379_440) == 379_440


@pytest.mark.skipif(os.name != "posix", reason="SIGINT by os.kill")
def test_sigint_interrupts_perft_within_a_second():
    script = textwrap.dedent(
        """
        import signal, time, duck_variants as dv
        # A process started in the background by a shell without job
        # control inherits SIGINT ignored, and Python keeps it so: the
        # test asks for Python's own handler, as an interactive run has.
        signal.signal(signal.SIGINT, signal.default_int_handler)
        print("ready", flush=True)
        started = time.monotonic()
        try:
            dv.perft("duck", dv.start_fen("duck"), 7)
        except KeyboardInterrupt:
            print("interrupted", time.monotonic() - started, flush=True)
        """
    )
    child = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, text=True
    )
    assert child.stdout.readline().strip() == "ready"
    time.sleep(0.5)
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    out, _ = child.communicate(timeout=30)
    answered = time.monotonic() - sent
    assert out.startswith("interrupted"), out
    assert answered < 1.5, answered
