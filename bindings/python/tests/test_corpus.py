"""The cross-layer corpora (tests/corpus/ at the repository's root)
through the Python package: every case of host.json must answer as the
facade's run of it does (crates/duck-variants/tests/corpus.rs), errors by
kind, and every case of search.json as the engine crate's does."""

import json
import pathlib

import duck_variants as dv

CORPUS = pathlib.Path(__file__).resolve().parents[3] / "tests" / "corpus" / "host.json"
SEARCH_CORPUS = CORPUS.with_name("search.json")

# The facade's error kinds as this package's classes (its one table is in
# src/error.rs; this is the test's reading of it).
KINDS = {
    dv.UnknownVariantError: "unknown-game",
    dv.InvalidFenError: "fen",
    dv.InvalidMoveError: "move-syntax",
    dv.IllegalMoveError: "illegal-move",
    dv.PgnError: "pgn",
    dv.PerftStoppedError: "perft-stopped",
    dv.PerftError: "perft-refused",
    dv.NothingToUndoError: "nothing-to-undo",
}


def run(case):
    """A case's answer: the kind of its first refusal, or the game's fields."""
    try:
        if "pgn" in case:
            board = dv.Board.from_pgn(case["pgn"])
        else:
            board = dv.Board(case["game"], case["fen"])
        for turn in case["moves"]:
            board.push_uci(turn)
        for turn in case.get("san", []):
            board.push_san(turn)
        for piece, square in case.get("parts", []):
            board.play_parts(piece, square)
        for _ in range(case.get("undo", 0)):
            board.pop()
        piece = board.piece_at(case["square"]) if "square" in case else None
        perft = None
        if "perft" in case:
            options = dict(case["perft"])
            perft = board.perft(options.pop("depth"), **options)
    except dv.DuckVariantsError as error:
        kind = KINDS.get(type(error), type(error).__name__)
        # The error's own word for its kind is its class's.
        assert error.kind == kind, (case["name"], error.kind, kind)
        # The refusal in the facade's words.
        words = case["expect"].get("words", "")
        assert words in str(error), (case["name"], str(error), words)
        return {"error": kind}
    outcome = board.outcome()
    return {
        "error": None,
        "id": board.variant,
        "legal": len(board.legal_moves),
        "result": board.result(),
        "winner": outcome.winner if outcome else None,
        "reason": outcome.reason if outcome else None,
        "piece": piece,
        "perft": perft,
        "pgn_has": [text for text in case["expect"].get("pgn_has", []) if text in board.pgn()],
    }


def failures(path, run, at_least):
    """Each case of the corpus at `path` whose answer by `run` differs from
    what it expects, in words (`error` is always compared)."""
    cases = json.loads(path.read_text())["cases"]
    assert len(cases) >= at_least, "the corpus lost cases"
    found = []
    for case in cases:
        for what, answer in run(case).items():
            expected = case["expect"].get(what)
            if (what == "error" or what in case["expect"]) and expected != answer:
                found.append(f"{case['name']}: {what} {answer!r}, expected {expected!r}")
    return found


def test_every_case_of_the_shared_corpus():
    assert failures(CORPUS, run, 18) == []


def run_search(case):
    """A search case's answer: the refusal of its limits, or what the search found."""
    board = dv.Board(case["game"], case["fen"])
    for turn in case["moves"]:
        board.push_uci(turn)
    try:
        found = board.best_move(**case["limits"])
    except dv.DuckVariantsError as error:
        # An argument out of range: the base class, no kind of its own.
        assert type(error) is dv.DuckVariantsError, (case["name"], type(error))
        assert error.kind is None, (case["name"], error.kind)
        return {"error": "argument", "words": str(error)}
    return {"error": None, "move": found.move, "mate": found.mate, "depth": found.depth, "nodes": found.nodes}


def test_every_case_of_the_search_corpus():
    """tests/corpus/search.json through Board.best_move, as the engine crate
    runs it (crates/duck-variants-engine/tests/corpus.rs)."""
    assert failures(SEARCH_CORPUS, run_search, 20) == []
