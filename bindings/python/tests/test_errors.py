"""Every error path: a ValueError subclass with the library's message, never a crash."""

import pytest

import duck_variants as dv

CHESS = dv.start_fen("duck")
XQ = dv.start_fen("duckxiangqi")
KINGLESS = "4Q3/8/8/8/3*4/8/8/4K3 b - - 0 1"


def test_hierarchy():
    for cls in (
        dv.UnknownVariantError,
        dv.InvalidFenError,
        dv.InvalidMoveError,
        dv.IllegalMoveError,
        dv.PgnError,
    ):
        assert issubclass(cls, dv.DuckVariantsError)
        assert issubclass(cls, ValueError)


@pytest.mark.parametrize(
    "call",
    [
        lambda: dv.start_fen("chess"),
        lambda: dv.start_fen("xiangqi"),
        lambda: dv.legal_moves("Duck Shogi", CHESS, []),
        lambda: dv.get_fen("", CHESS, []),
        lambda: dv.get_san("atomic", CHESS, "e2e4,e4d5"),
        lambda: dv.get_san_moves("janggi", CHESS, []),
        lambda: dv.game_result("crazyhouse", CHESS, []),
        lambda: dv.perft("shogi", CHESS, 1),
        lambda: dv.validate_fen("nope", CHESS),
        lambda: dv.fen_error("nope", CHESS),
        lambda: dv.write_pgn("nope", []),
        lambda: dv.read_pgn("", variant="nope"),
        lambda: dv.Board("chess"),
    ],
)
def test_unknown_variant(call):
    # pyffish crashes the interpreter here; we raise, with the facade's
    # words (GameKind's FromStr).
    with pytest.raises(dv.UnknownVariantError, match="unknown game"):
        call()


@pytest.mark.parametrize(
    "variant,fen,message",
    [
        ("duck", "", "empty FEN"),
        ("duck", "rnbqkbnr/pppppppp/8/8 w", "only 4 ranks"),
        ("duck", "8/8/8/8/8/8/8/8 w - - 0 1", "no king"),
        ("duck", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", None),
        ("duck", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1", None),
        ("duck", XQ, None),
        ("duckxiangqi", CHESS, None),
        ("duckxiangqi", "9/9/9/9/9/9/9/9/9/9 w - - 0 1", None),
        # An advisor outside its palace is an error (RULES.md).
        ("duckxiangqi", "4k4/9/9/9/9/9/9/9/9/A3K4 w - - 0 1", None),
    ],
)
def test_bad_fen(variant, fen, message):
    with pytest.raises(dv.InvalidFenError, match=message) as info:
        dv.legal_moves(variant, fen, [])
    # The message is the facade's own, the same words as in Rust and
    # JavaScript (no prefix of the package's).
    assert not str(info.value).startswith("invalid")
    with pytest.raises(dv.InvalidFenError):
        dv.Board(variant, fen)
    with pytest.raises(dv.InvalidFenError):
        dv.perft(variant, fen, 1)
    assert dv.validate_fen(variant, fen) is False
    assert dv.validate_fen(fen, variant) is False if "/" in fen else True
    assert dv.fen_error(variant, fen)


@pytest.mark.parametrize(
    "move,error,message",
    [
        ("zz", dv.InvalidMoveError, "bad square"),
        ("", dv.InvalidMoveError, None),
        ("e2e4,", dv.InvalidMoveError, None),
        ("e2e4,e5d5", dv.InvalidMoveError, "repeat the piece's destination"),
        ("e2e4,e4d5x", dv.InvalidMoveError, None),
        ("e2e4,e4d5\u00e9", dv.InvalidMoveError, None),
        ("e2e5,e5e6", dv.IllegalMoveError, "not legal"),
        ("e1e2,e2e3", dv.IllegalMoveError, "not legal"),
        ("e2e4", dv.IllegalMoveError, "needs a blocker"),
        ("e2e4,e4e4", dv.IllegalMoveError, "blocker cannot go"),
        ("e2e4,e4e7", dv.IllegalMoveError, "blocker cannot go"),
    ],
)
def test_bad_move(move, error, message):
    with pytest.raises(error, match=message) as info:
        dv.get_fen("duck", CHESS, [move])
    # The message names the move and the position.
    assert CHESS in str(info.value)
    with pytest.raises(error):
        dv.legal_moves("duck", CHESS, [move])
    with pytest.raises(error):
        dv.get_san("duck", CHESS, move)
    with pytest.raises(error):
        dv.get_san_moves("duck", CHESS, [move])
    with pytest.raises(error):
        dv.game_result("duck", CHESS, [move])
    board = dv.Board()
    with pytest.raises(error):
        board.push(move)
    assert board.fen() == CHESS and board.move_stack == []


def test_bad_move_after_good_ones_names_the_position_reached():
    with pytest.raises(dv.IllegalMoveError) as info:
        dv.get_fen("duck", CHESS, ["e2e4,e4d5", "e7e5,e5d5"])
    assert "rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" in str(info.value)


@pytest.mark.parametrize(
    "san,error",
    [
        ("e5@e4", dv.IllegalMoveError),
        ("Ke2@e4", dv.IllegalMoveError),
        ("e4", dv.IllegalMoveError),
        ("e4@e4", dv.IllegalMoveError),
        ("exd5@e4", dv.IllegalMoveError),  # an x on a move that captures nothing
        ("", dv.InvalidMoveError),
        ("Zz9@", dv.InvalidMoveError),
        ("e4@", dv.InvalidMoveError),
    ],
)
def test_bad_san(san, error):
    board = dv.Board()
    with pytest.raises(error):
        board.push_san(san)
    assert board.move_stack == []


@pytest.mark.parametrize("wxf,error", [("C2=5", dv.IllegalMoveError), ("C2=5@e1", dv.IllegalMoveError), ("X9", dv.InvalidMoveError), ("C1=5@e5", dv.IllegalMoveError)])
def test_bad_wxf(wxf, error):
    board = dv.Board("duckxiangqi")
    with pytest.raises(error):
        board.push_san(wxf)
    assert board.fen() == XQ


def test_moves_after_the_end():
    with pytest.raises(dv.IllegalMoveError, match="game is over"):
        dv.get_fen("duck", KINGLESS, ["e8e7,e7e6"])
    assert dv.legal_moves("duck", KINGLESS, []) == []
    board = dv.Board("duck", KINGLESS)
    assert board.piece_moves() == []
    with pytest.raises(dv.IllegalMoveError):
        board.blocker_targets("e8e7")


def test_bad_arguments():
    with pytest.raises(dv.DuckVariantsError, match="depth"):
        dv.perft("duck", CHESS, -1)
    with pytest.raises(dv.DuckVariantsError, match="threads"):
        dv.perft("duck", CHESS, 1, threads=0)
    with pytest.raises(dv.DuckVariantsError, match="hash_mb"):
        dv.perft("duck", CHESS, 1, hash_mb=-1)
    with pytest.raises(dv.DuckVariantsError, match="chess960"):
        dv.legal_moves("duck", CHESS, [], True)
    with pytest.raises(dv.DuckVariantsError, match="sfen"):
        dv.get_fen("duck", CHESS, [], False, True)
    with pytest.raises(dv.DuckVariantsError, match="notation"):
        dv.get_san("duck", CHESS, "e2e4,e4d5", notation="wxf")
    with pytest.raises(dv.DuckVariantsError, match="notation"):
        dv.get_san("duckxiangqi", XQ, "h3e3,e3e5", notation="san")
    with pytest.raises(dv.DuckVariantsError, match="notation"):
        dv.get_san("duck", CHESS, "e2e4,e4d5", notation=2)  # pyffish's NOTATION_LAN
    with pytest.raises(dv.DuckVariantsError, match="notation"):
        dv.Board().san("e2e4,e4d5", notation="lan")
    with pytest.raises(IndexError):
        dv.Board().pop()
    # A string is not a list of moves (it would be read letter by letter).
    with pytest.raises(TypeError):
        dv.get_fen("duck", CHESS, "e2e4,e4d5")


def test_pgn_errors():
    # The facade's formats reader's words: the game, its format, the turn.
    with pytest.raises(dv.PgnError, match=r"game 1 \(pgn\), turn 2 \(1\.\.\. e4@e2\)"):
        list(dv.read_pgn("1. e4@c6 e4@e2 *\n"))
    # The facade's words for a Variant tag that names no game of the list.
    with pytest.raises(dv.PgnError, match='game 1: unknown game "Shogi"'):
        list(dv.read_pgn('[Variant "Shogi"]\n\n1. e4 *\n'))
    with pytest.raises(dv.PgnError, match="unterminated comment"):
        list(dv.read_pgn("{ no end"))
    with pytest.raises(dv.PgnError, match="FEN"):
        list(dv.read_pgn('[SetUp "1"]\n[FEN "8/8 w - - 0 1"]\n\n*\n'))
    with pytest.raises(dv.PgnError, match="not one of"):
        dv.write_pgn("duck", ["e2e4,e4d5"], result="2-0")
    # The board's end (White took the king) contradicts 0-1.
    with pytest.raises(dv.PgnError, match="contradicts"):
        dv.write_pgn("duck", ["a7b8q"], fen="1k6/P7/8/8/8/8/8/4K3 w - - 0 1", result="0-1")
    with pytest.raises(dv.IllegalMoveError):
        dv.write_pgn("duck", ["e2e5,e5e6"])
