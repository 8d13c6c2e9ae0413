"""The Board's python-chess conventions and the draws keyword.

Expected values are hand counts or come from the FEN text itself."""

import pytest

import duck_variants as dv

CHESS = dv.start_fen("duck")
XQ = dv.start_fen("duckxiangqi")
SHUFFLE = ["g1f3,f3d5", "g8f6,f6d4", "f3g1,g1d5", "f6g8,g8d4"]


def test_move_class():
    m = dv.Move.from_uci("e7e8q,e8a1")
    assert m.uci() == str(m) == "e7e8q,e8a1"
    assert (m.from_square, m.to_square, m.promotion, m.duck) == ("e7", "e8", "q", "a1")
    assert repr(m) == "Move.from_uci('e7e8q,e8a1')"
    assert m == dv.Move.from_uci("e7e8q,e8a1") and hash(m) == hash(dv.Move.from_uci("e7e8q,e8a1"))
    assert dv.Move.from_uci("d1e8").duck is None
    assert dv.Move.from_uci("a10a9,a9e5").from_square == "a10"
    for bad in ("", "e2", "e2e4,", "e2e4,e4", "e2e4qq", "E2E4", "e0e4,e4d5"):
        with pytest.raises(dv.InvalidMoveError):
            dv.Move.from_uci(bad)


def test_push_uci_peek_and_stack():
    b = dv.Board()
    m = b.push_uci("e2e4,e4d5")
    assert isinstance(m, dv.Move) and b.peek() == m and b.move_stack == [m]
    b.push(dv.Move.from_uci("e7e5,e5e6"))
    assert b.peek().uci() == "e7e5,e5e6"
    assert b.pop() == dv.Move.from_uci("e7e5,e5e6")
    with pytest.raises(IndexError):
        dv.Board().peek()


def test_turn_ply_and_move_number():
    b = dv.Board()
    assert (b.turn, b.ply(), b.fullmove_number, b.halfmove_clock) == (True, 0, 1, 0)
    b.push("g1f3,f3d5")
    # A knight move: the halfmove clock counts it; Black to move, move 1.
    assert (b.turn, b.ply(), b.fullmove_number, b.halfmove_clock) == (False, 1, 1, 1)
    b.push("g8f6,f6d4")
    assert (b.turn, b.ply(), b.fullmove_number) == (True, 2, 2)
    # From the FEN's fields: move 40, Black to move -> 2 * 39 + 1.
    late = dv.Board("duck", "4k3/8/8/8/8/8/8/4K3 b - - 7 40")
    assert (late.turn, late.ply(), late.fullmove_number, late.halfmove_clock) == (False, 79, 40, 7)
    assert dv.Board("duckxiangqi").turn is True


def test_piece_at():
    b = dv.Board()
    # python-chess: chess.E1 == 4, chess.E8 == 60, chess.E4 == 28.
    assert b.piece_at("e1") == b.piece_at(4) == "K"
    assert b.piece_at("e8") == b.piece_at(60) == "k"
    assert b.piece_at("e4") is None and b.piece_at(28) is None
    b.push("e2e4,e4d5")
    assert b.piece_at("e4") == "P" and b.piece_at("d5") == "*" and b.piece_at("e2") is None
    x = dv.Board("duckxiangqi")
    # 9 files: e1 is index 4, e10 is 4 + 9 * 9 = 85; b3 holds a cannon.
    assert x.piece_at("e1") == x.piece_at(4) == "K"
    assert x.piece_at("e10") == x.piece_at(85) == "k"
    assert x.piece_at("b3") == "C"
    for bad in ("i1", "a9", "z", "", 64, -1):
        with pytest.raises(dv.DuckVariantsError):
            b.piece_at(bad)


def test_legal_moves_view():
    b = dv.Board()
    lm = b.legal_moves
    # 20 piece moves x 32 duck squares (hand count, see test_board).
    assert lm.count() == len(lm) == 640 and bool(lm)
    assert "e2e4,e4d5" in lm and dv.Move.from_uci("e2e4,e4d5") in lm
    assert "e2e5,e5d5" not in lm and 42 not in lm
    moves = list(lm)
    assert len(moves) == 640 and all(isinstance(m, dv.Move) for m in moves)
    assert repr(lm) == "<LegalMoves (640 turns)>"


def test_equality_follows_python_chess():
    b = dv.Board()
    assert b == b.copy() and b == dv.Board()
    b.push("g1f3,f3d5")
    assert b != dv.Board()
    # Same position reached by another way: equal, whatever the stacks.
    assert b == dv.Board("duck", b.fen())
    assert b.copy(stack=False) == b and b.copy(stack=False).move_stack == []
    assert dv.Board() != dv.Board("duckxiangqi") and dv.Board() != "not a board"
    assert dv.Board() != dv.Board(draws=True)
    with pytest.raises(TypeError):
        hash(b)


def test_variant_from_the_fen():
    assert dv.Board(fen=XQ).variant == "duck-xiangqi"
    assert dv.Board(XQ).variant == "duck-xiangqi"
    assert dv.Board(CHESS).variant == "duck-chess"
    assert dv.Board("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1").variant == "duck-xiangqi"
    # A bad FEN of a known shape: that game's own error, in the facade's
    # words (the advisor of Duck Xiangqi stays in its palace).
    with pytest.raises(dv.InvalidFenError, match="^Red advisor on a1, outside its palace$"):
        dv.Board(fen="4k4/9/9/9/9/9/9/9/9/A3K4 w - - 0 1")
    with pytest.raises(dv.InvalidFenError, match="Duck Chess is played on 8x8"):
        dv.Board(fen="8/8/8 w - - 0 1")


def test_duck_chess_draws_keyword():
    # Threefold: the position after the first turn (knight on f3, duck on
    # d5, Black to move) occurs again after turns 5 and 9 (hand count).
    off = dv.Board()
    on = dv.Board(draws=True)
    assert not off.draws and on.draws
    for m in (SHUFFLE * 3)[:9]:
        assert on.outcome() is None
        off.push(m)
        on.push(m)
    assert off.outcome() is None
    o = on.outcome()
    assert (o.winner, o.reason, o.result) == (None, "repetition", "1/2-1/2")
    assert not on.legal_moves
    with pytest.raises(dv.IllegalMoveError):
        on.push("g1f3,f3d5")
    # Fifty-move rule: the 100th turn without capture or pawn move draws.
    fifty = dv.Board("duck", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", draws=True)
    fifty.push("a1a2,a2a3")
    assert fifty.outcome().reason == "move_limit"
    assert dv.Board("duck", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80").outcome() is None


def test_duck_xiangqi_draws_are_always_on():
    assert dv.Board("duckxiangqi").draws
    assert dv.Board("duckxiangqi", draws=True).draws
    with pytest.raises(dv.DuckVariantsError, match="always on"):
        dv.Board("duckxiangqi", draws=False)


def test_push_move_reads_either_notation_and_says_which():
    b = dv.Board()
    assert b.push_move("e4@e5") == (dv.Move.from_uci("e2e4,e4e5"), "san")
    assert b.push_move("g8f6,f6e3") == (dv.Move.from_uci("g8f6,f6e3"), "coords")
    x = dv.Board("duckxiangqi")
    assert x.push_move("C2=5@e5") == (dv.Move.from_uci("h3e3,e3e5"), "wxf")
    with pytest.raises(dv.InvalidMoveError):
        b.push_move("Zz9")
    with pytest.raises(dv.IllegalMoveError):
        b.push_move("Ra3@a4")  # the a2 pawn is in the way
    assert len(b.move_stack) == 2


def test_read_pgn_variant_for_games_without_a_variant_tag():
    (game,) = dv.read_pgn("1. C2=5@e5 *\n", variant="duckxiangqi")
    assert game["variant"] == "duck-xiangqi" and game["moves"] == ["h3e3,e3e5"]
    # Without it, the facade's choice: the FEN tag's board, else the first game.
    (game,) = dv.read_pgn("1. e4@e5 *\n")
    assert game["variant"] == "duck-chess"
