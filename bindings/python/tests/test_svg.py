"""svg(board, ...) and Board._repr_svg_: every game's picture parsed as XML."""

import xml.etree.ElementTree as ET

import pytest

import duck_variants as dv

GAMES = ["duck", "duckxiangqi", "amazons"]


def parse(text):
    assert isinstance(text, str)
    root = ET.fromstring(text)
    assert root.tag.endswith("svg")
    return root


@pytest.mark.parametrize("variant", dv.variants())
def test_start_of_every_game(variant):
    board = dv.Board(variant)
    text = dv.svg(board)
    parse(text)
    assert len(text.encode()) < 20_000
    parse(board._repr_svg_())


@pytest.mark.parametrize("variant", dv.variants())
def test_last_move_and_arrows(variant):
    board = dv.Board(variant)
    move = next(iter(board.legal_moves))
    board.push(move)
    turn = board.peek()
    parts = str(turn).split(",")[0]
    frm, to = parts[:2], parts[2:4]
    text = dv.svg(
        board,
        size=300,
        orientation=False,
        lastmove=turn,
        arrows=[(frm, to), (frm, to, "red")],
        fill={frm: "#ff000080"},
        coordinates=False,
    )
    root = parse(text)
    assert root.get("width") in ("300", "300px") or "300" in text
    assert text != dv.svg(board)
    # _repr_svg_ highlights the last turn: differs from the plain picture.
    parse(board._repr_svg_())
    assert board._repr_svg_() == dv.svg(board, lastmove=turn)
    # coordinate text works as well as a Move
    assert dv.svg(board, lastmove=str(turn)) == dv.svg(board, lastmove=turn)


def test_pending_and_letters():
    board = dv.Board("duckxiangqi")
    piece = str(next(iter(board.legal_moves))).split(",")[0]
    parse(dv.svg(board, pending=piece, letters=True))
    assert dv.svg(board, letters=True) != dv.svg(board)


def test_indices_as_squares():
    board = dv.Board("duck")
    assert dv.svg(board, arrows=[(12, 28)]) == dv.svg(board, arrows=[("e2", "e4")])


def test_bad_options_refused():
    board = dv.Board("duck")
    with pytest.raises(dv.DuckVariantsError):
        dv.svg(board, arrows=[("e2", "z9")])
    with pytest.raises(dv.DuckVariantsError):
        dv.svg(board, fill={"i9": "red"})
    with pytest.raises(dv.DuckVariantsError):
        dv.svg(board, lastmove="nonsense")
    with pytest.raises(dv.DuckVariantsError):
        dv.svg(board, arrows=[("e2",)])
    with pytest.raises(dv.DuckVariantsError):
        dv.svg(board, fill={64: "red"})
    with pytest.raises(dv.DuckVariantsError):
        dv.svg(board, pending="e2e5")
    with pytest.raises(dv.DuckVariantsError):
        dv.svg(board, size=0)
    with pytest.raises(TypeError):
        dv.svg("not a board")
