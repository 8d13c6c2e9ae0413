"""Board.best_move: the reference engine from Python, checked against the
legal-turn generator (never against the engine itself)."""

import math

import pytest

import duck_variants as dv


def legal(board):
    return [str(m) for m in board.legal_moves]


def destination_of(turn):
    piece = turn.split(",")[0]
    i = max(i for i in range(1, len(piece)) if piece[i].isalpha() and piece[i - 1].isdigit())
    return piece[i:].rstrip("qrbnk") or piece[i:]


@pytest.mark.parametrize(
    "game, fen",
    [
        # The rook on e1 sees the king on e8: capturing it wins at once.
        ("duck-chess", "4k3/8/8/8/8/8/8/4R2K w - - 0 1"),
        # The generals face each other on an open file (flying general).
        ("duck-xiangqi", "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1"),
    ],
)
def test_takes_the_royal_when_it_can(game, fen):
    board = dv.Board(game, fen)
    enemy = board.king(not board.turn)
    capturing = [t for t in legal(board) if destination_of(t) == enemy]
    assert capturing, "the position was made with a royal capture"
    found = board.best_move(depth=2)
    assert found.move in capturing
    assert found.mate == 1 and found.score is None
    assert found.pv[0] == found.move


def test_saves_its_king_with_the_duck():
    # Black's rook on e8 would take the king on e1 unless a blocker stops it.
    board = dv.Board("duck-chess", "k3r3/8/8/8/8/8/8/4K3 w - - 0 1")
    found = board.best_move(depth=3)
    assert found.move in legal(board)
    board.push_uci(found.move)
    king = board.king(not board.turn)
    assert all(destination_of(t) != king for t in legal(board))


@pytest.mark.parametrize("game", ["duck-chess", "duck-xiangqi", "amazons"])
def test_a_legal_turn_and_its_line(game):
    board = dv.Board(game)
    found = board.best_move(nodes=3000)
    assert found.move in legal(board)
    assert found.nodes >= 1 and found.depth >= 1
    assert found.score is not None or found.mate is not None
    for turn in found.pv:
        assert turn in legal(board)
        board.push_uci(turn)
    assert "SearchResult(move=" in repr(found)


def test_time_limit_and_game_over():
    board = dv.Board("duck-chess")
    assert board.best_move(time=0.05).move in legal(board)
    board = dv.Board("duck-chess", "4k3/8/8/8/8/8/8/4R2K w - - 0 1")
    board.push_uci("e1e8")
    assert board.is_game_over()
    found = board.best_move(depth=1)
    assert found.move is None and found.pv == [] and found.nodes == 0


@pytest.mark.parametrize(
    "limits, words",
    [
        ({}, "a search needs a limit: a depth, a node count or a time"),
        ({"depth": 0}, "search depth 0 is outside 1 to 64"),
        ({"depth": 65}, "search depth 65 is outside 1 to 64"),
        ({"nodes": 0}, "a node limit of 0 searches nothing"),
        ({"time": 0.0}, "a search time of 0 seconds is not above 0"),
        ({"time": math.nan}, "a search time of NaN seconds"),
        ({"time": 1e9}, "is not above 0 and at most 86400"),
        ({"depth": -1}, "depth must be between 0 and"),
        ({"nodes": 10**30}, "nodes must be between 0 and"),
    ],
)
def test_limits_refused_in_words(limits, words):
    board = dv.Board("duck-chess")
    with pytest.raises(dv.DuckVariantsError, match=words):
        board.best_move(**limits)
