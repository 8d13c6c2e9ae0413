"""read_pgn's games as objects (python-chess's chess.pgn.Game names) that
still read as the dicts they were.

Expected values are written by hand from the PGN texts."""

import pytest

import duck_variants as dv

CHESS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
TEXT = '[Event "Club"]\n[White "Ann"]\n[Event "Again"]\n\n1. e4@d5 Nf6@e3 1-0\n'
# After e2e4 (duck d5) and g8f6 (duck from d5 to e3), White to move.
AFTER = "rnbqkb1r/pppppppp/5n2/8/4P3/4*3/PPPP1PPP/RNBQKBNR w KQkq - 1 2"


def test_attributes():
    (game,) = dv.read_pgn(TEXT)
    assert isinstance(game, dv.PgnGame)
    assert game.variant == "duck-chess"
    # The first of repeated tags wins.
    assert game.headers == {"Event": "Club", "White": "Ann"}
    assert game.fen == CHESS
    assert game.moves == ["e2e4,e4d5", "g8f6,f6e3"]
    assert game.san == ["e4@d5", "Nf6@e3"]
    assert game.result == "1-0"
    assert game.final_fen == AFTER


def test_board_and_mainline_moves_replay_the_game():
    (game,) = dv.read_pgn(TEXT)
    board = game.board()
    assert board.fen() == CHESS and board.move_stack == []
    moves = game.mainline_moves()
    assert moves == [dv.Move.from_uci("e2e4,e4d5"), dv.Move.from_uci("g8f6,f6e3")]
    for move in moves:
        board.push(move)
    assert board.fen() == AFTER


def test_old_dict_keys_still_read():
    (game,) = dv.read_pgn(TEXT)
    assert game["moves"] == ["e2e4,e4d5", "g8f6,f6e3"]
    assert game["tags"] == {"Event": "Club", "White": "Ann"}
    assert game["san"] == ["e4@d5", "Nf6@e3"]
    assert (game["fen"], game["final_fen"], game["result"], game["variant"]) == (CHESS, AFTER, "1-0", "duck-chess")
    assert game.get("result") == "1-0" and game.get("nope") is None and game.get("nope", 3) == 3
    assert "moves" in game and "nope" not in game and 7 not in game
    assert sorted(game.keys()) == ["fen", "final_fen", "moves", "result", "san", "tags", "variant"]
    assert sorted(game) == sorted(game.keys()) and len(game) == 7
    assert dict(game)["moves"] == ["e2e4,e4d5", "g8f6,f6e3"]
    with pytest.raises(KeyError):
        game["nope"]
    with pytest.raises(KeyError):
        game[0]


def test_a_game_without_result_token():
    (game,) = dv.read_pgn("1. C2=5@e5\n", variant="duckxiangqi")
    assert game.variant == "duck-xiangqi" and game.result is None and game.headers == {}
    assert game.moves == ["h3e3,e3e5"]
    assert game.board().variant == "duck-xiangqi"
