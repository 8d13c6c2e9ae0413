"""The cross-layer corpus (tests/corpus/host.json at the repository's root)
through the Python package: every case must answer as the facade's run of
it does (crates/duck-variants/tests/corpus.rs), errors by kind."""

import json
import pathlib

import duck_variants as dv

CORPUS = pathlib.Path(__file__).resolve().parents[3] / "tests" / "corpus" / "host.json"

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


def test_every_case_of_the_shared_corpus():
    cases = json.loads(CORPUS.read_text())["cases"]
    assert len(cases) >= 18, "the corpus lost cases"
    failures = []
    for case in cases:
        for what, answer in run(case).items():
            expected = case["expect"].get(what)
            if (what == "error" or what in case["expect"]) and expected != answer:
                failures.append(f"{case['name']}: {what} {answer!r}, expected {expected!r}")
    assert failures == []
