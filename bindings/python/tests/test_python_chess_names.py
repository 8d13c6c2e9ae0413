"""The python-chess names users reach for first: Board.set_fen, reset,
parse_san, piece_map, and the module's __version__.

Expected values are written by hand from the FEN texts and the rules."""

import pytest

import duck_variants as dv

CHESS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
XQ = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
KINGS = "4k3/8/8/8/3*4/8/8/4K3 b - - 0 1"


def test_version_is_the_crate_version():
    # bindings/python/Cargo.toml: version = "0.1.0".
    assert dv.__version__ == "0.1.0"


def test_set_fen_replaces_the_position_and_empties_the_stack():
    b = dv.Board()
    b.push("e2e4,e4d5")
    b.set_fen(KINGS)
    assert b.fen() == KINGS and b.start_fen() == KINGS
    assert b.move_stack == [] and b.turn is False and b.duck == "d4"
    assert b.variant == "duck-chess"


def test_set_fen_refused_changes_nothing():
    b = dv.Board()
    b.push("e2e4,e4d5")
    before = b.fen()
    for bad in ("", "8/8/8/8/8/8/8/8 w - - 0 1", XQ):
        with pytest.raises(dv.InvalidFenError):
            b.set_fen(bad)
        assert b.fen() == before and len(b.move_stack) == 1


def test_set_fen_keeps_the_draw_rules():
    b = dv.Board(draws=True)
    b.set_fen(KINGS)
    assert b.draws is True
    assert dv.Board().draws is False


def test_reset_goes_back_to_the_variants_start():
    b = dv.Board()
    b.push("e2e4,e4d5")
    b.reset()
    assert b.fen() == CHESS and b.move_stack == []
    x = dv.Board("duckxiangqi")
    x.push_san("C2=5@e5")
    x.reset()
    assert x.fen() == XQ and x.variant == "duck-xiangqi" and x.move_stack == []


def test_parse_san_reads_without_playing():
    b = dv.Board()
    assert b.parse_san("e4@d5") == dv.Move.from_uci("e2e4,e4d5")
    # pyffish's comma form is read too, as push_san reads it.
    assert b.parse_san("Nf3,e5") == dv.Move.from_uci("g1f3,f3e5")
    assert b.fen() == CHESS and b.move_stack == []
    x = dv.Board("duckxiangqi")
    assert x.parse_san("C2=5@e5") == dv.Move.from_uci("h3e3,e3e5")
    assert x.fen() == XQ


def test_parse_san_raises_as_push_san():
    b = dv.Board()
    with pytest.raises(dv.InvalidMoveError):
        b.parse_san("Zz9@")
    # No white pawn reaches e5 from the start.
    with pytest.raises(dv.IllegalMoveError):
        b.parse_san("e5@e4")
    assert b.fen() == CHESS


def test_parse_san_refuses_once_a_draw_rule_ended_the_game():
    # Halfmove clock 99 with the fifty-move rule on: White's quiet rook
    # move makes it 100, a draw; Black's king move is then refused.
    b = dv.Board(fen="4k3/8/8/8/8/8/8/R3K3 w - - 99 60", draws=True)
    b.push("a1a2,a2h8")
    assert b.is_game_over()
    with pytest.raises(dv.IllegalMoveError):
        b.push_san("Kd8@h1")
    with pytest.raises(dv.IllegalMoveError):
        b.parse_san("Kd8@h1")


def test_piece_map_matches_piece_at():
    b = dv.Board(fen=KINGS)
    assert b.piece_map() == {"e8": "k", "d4": "*", "e1": "K"}
    start = dv.Board().piece_map()
    assert len(start) == 32
    assert (start["e1"], start["d8"], start["a2"], start["h7"]) == ("K", "q", "P", "p")
    assert "e4" not in start
    x = dv.Board("duckxiangqi").piece_map()
    assert len(x) == 32 and x["e1"] == "K" and x["e10"] == "k" and x["b3"] == "C"
    board = dv.Board("duckxiangqi")
    for square, letter in board.piece_map().items():
        assert board.piece_at(square) == letter
