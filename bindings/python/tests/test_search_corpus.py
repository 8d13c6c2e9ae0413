"""The shared search corpus (tests/corpus/search.json at the repository's
root) through Board.best_move: every case must answer as the engine
crate's run of it does (crates/duck-variants-engine/tests/corpus.rs),
refusals in the same words."""

import json
import pathlib

import duck_variants as dv

CORPUS = pathlib.Path(__file__).resolve().parents[3] / "tests" / "corpus" / "search.json"


def run(case):
    """A case's answer: the refusal of its limits, or what the search found."""
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
    cases = json.loads(CORPUS.read_text())["cases"]
    assert len(cases) >= 20, "the corpus lost cases"
    failures = []
    for case in cases:
        for what, answer in run(case).items():
            expected = case["expect"].get(what)
            if (what == "error" or what in case["expect"]) and expected != answer:
                failures.append(f"{case['name']}: {what} {answer!r}, expected {expected!r}")
    assert failures == []
