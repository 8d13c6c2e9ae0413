"""game_result, draw rules, get_fen/get_san on both games, PGN writing, the GIL."""

import threading
import time

import duck_variants as dv


def board_result(variant, fen, moves):
    """The PGN result token after `moves` (game_result now gives pyffish's score)."""
    board = dv.Board(variant, fen)
    for m in moves:
        board.push(m)
    return board.result()

CHESS = dv.start_fen("duck")
XQ = dv.start_fen("duckxiangqi")

# Chariots a1/a10 shuffle while the duck alternates d5/d6 (both empty at the
# start): the position after turn 1 (chariots a2/a10, duck d5, Black to
# move) recurs after turns 5 and 9, its third occurrence. (The start itself,
# without a duck, never recurs.)
SHUFFLE = ["a1a2,a2d5", "a10a9,a9d6", "a2a1,a1d5", "a9a10,a10d6"] * 3


def test_xiangqi_threefold_repetition_is_a_draw():
    assert board_result("duckxiangqi", XQ, SHUFFLE[:8]) == "*"
    assert board_result("duckxiangqi", XQ, SHUFFLE[:9]) == "1/2-1/2"
    assert dv.legal_moves("duckxiangqi", XQ, SHUFFLE[:9]) == []
    b = dv.Board("duckxiangqi")
    for m in SHUFFLE[:9]:
        b.push(m)
    o = b.outcome()
    assert (o.winner, o.reason, o.result) == (None, "repetition", "1/2-1/2")
    try:
        b.push(SHUFFLE[9])
    except dv.IllegalMoveError as e:
        assert "game is over" in str(e)
    else:
        raise AssertionError("a move after the draw was accepted")
    # Undoing the last turn reopens the game.
    b.pop()
    assert b.outcome() is None


def test_duck_chess_has_no_draw_rules():
    shuffle = ["g1f3,f3d5", "g8f6,f6d4", "f3g1,g1d5", "f6g8,g8d4"] * 4
    assert board_result("duck", CHESS, shuffle) == "*"
    assert len(dv.legal_moves("duck", CHESS, shuffle)) > 0
    assert board_result("duck", "4k3/8/8/8/8/8/8/4K3 w - - 150 90", []) == "*"


def test_xiangqi_sixty_move_rule():
    at = XQ.replace(" 0 1", " 119 60")
    # A quiet turn makes 120 turns without a capture: draw.
    assert board_result("duckxiangqi", at, ["a1a2,a2d5"]) == "1/2-1/2"
    # A soldier move does not reset the count (RULES.md).
    assert board_result("duckxiangqi", at, ["a4a5,a5d5"]) == "1/2-1/2"
    # The cannon takes the horse on h10 over the cannon on h8: count reset.
    assert board_result("duckxiangqi", at, ["h3h10,h10e5"]) == "*"
    assert board_result("duckxiangqi", XQ.replace(" 0 1", " 120 61"), []) == "1/2-1/2"
    b = dv.Board("duckxiangqi", at)
    b.push("a1a2,a2d5")
    assert b.outcome().reason == "move_limit"


def test_results_of_finished_positions():
    # Duck Chess: Black's king is gone.
    assert board_result("duck", "4Q3/8/8/8/3*4/8/8/4K3 b - - 0 1", []) == "1-0"
    # Fowling rule: White to move has no turn and wins.
    assert board_result("duck", "7k/8/8/8/p1p5/P*P5/PPP5/KB6 w - - 0 1", []) == "1-0"
    # Duck Xiangqi: Red's general is boxed in by its advisors and the duck
    # on e2, and the duck blocks the file: no turn, Red loses.
    boxed = "4k4/9/9/9/9/9/9/9/4*4/3AKA3 w - - 0 1"
    assert dv.legal_moves("duckxiangqi", boxed, []) == []
    assert board_result("duckxiangqi", boxed, []) == "0-1"
    assert dv.Board("duckxiangqi", boxed).outcome().reason == "no_legal_turn"
    # Black's general was taken (oracle id kingless-stm).
    assert board_result("duckxiangqi", "3aR4/4a4/9/p8/9/9/9/1*7/9/3K5 b - - 0 1", []) == "1-0"
    # A king capture ends the game.
    assert board_result("duck", "1k6/P7/8/8/8/8/8/4K3 w - - 0 1", ["a7b8n"]) == "1-0"


def test_get_fen_and_san_on_both_games():
    # Hand-written: the cannon h3 goes to e3, the duck to e5 (ranks are
    # listed from 10 down, so rank 5 is the sixth field); one quiet turn.
    assert dv.get_fen("duckxiangqi", XQ, ["h3e3,e3e5"]) == (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4*4/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
    )
    assert dv.get_san_moves("duckxiangqi", XQ, ["h3e3,e3e5", "h10g8,g8d6", "h1g3,g3e6"]) == [
        "C2=5,e5",
        "H8+7,d6",
        "H2+3,e6",
    ]
    assert dv.get_san("duckxiangqi", XQ, "h3e3,e3e5", notation="coords") == "h3e3,e3e5"
    assert dv.get_san("duckxiangqi", XQ, "h3e3,e3e5", False, dv.NOTATION_XIANGQI_WXF) == "C2=5,e5"
    # Ranks run 1-10: a10 is one point.
    assert dv.get_san("duckxiangqi", dv.get_fen("duckxiangqi", XQ, ["h3e3,e3e5"]), "a10a9,a9e6") == "R1+1,e6"
    assert dv.get_san("duck", CHESS, "g1f3,f3f6") == "Nf3,f6"
    assert dv.get_san("duck", CHESS, "g1f3,f3f6", False, dv.NOTATION_SAN) == "Nf3,f6"
    assert dv.get_san_moves("duck", CHESS, ["e2e4,e4d5", "e7e5,e5e6"], notation="coords") == [
        "e2e4,e4d5",
        "e7e5,e5e6",
    ]
    # Castling is king to destination; ep and promotion as RULES.md writes them.
    castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    assert dv.get_san("duck", castle, "e1g1,g1f5") == "O-O,f5"
    assert dv.get_san("duck", castle, "e1c1,c1f3") == "O-O-O,f3"
    assert dv.get_fen("duck", castle, ["e1g1,g1f5"]) == "r3k2r/8/8/5*2/8/8/8/R4RK1 b kq - 1 1"
    assert dv.get_san("duck", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q,b8a1") == "b8=Q,a1"


def test_validate_fen_both_orders():
    assert dv.validate_fen("duck", CHESS) is True
    assert dv.validate_fen(CHESS, "duck") is True  # pyffish's order
    assert dv.validate_fen("duckxiangqi", XQ) is True
    assert dv.validate_fen("duckxiangqi", CHESS) is False
    assert dv.fen_error("duck", CHESS) is None


def test_write_and_read_pgn():
    moves = ["e2e4,e4c6", "e7e6,e6e2", "d2d4,d4d6"]
    text = dv.write_pgn("duck", moves, tags={"White": "Ann", "Black": "Bob", "Event": "Test"})
    assert '[White "Ann"]' in text and '[Variant "Duck"]' in text and '[Result "*"]' in text
    assert text.rstrip().endswith("1. e4@c6 e6@e2 2. d4@d6 *")
    (game,) = dv.read_pgn(text)
    assert game["moves"] == moves and game["fen"] == CHESS and game["result"] == "*"
    assert game["tags"]["White"] == "Ann"
    assert game["final_fen"] == dv.get_fen("duck", CHESS, moves)
    # A finished game gets its result; a set-up start gets SetUp/FEN tags.
    start = "1k6/P7/8/8/8/8/8/4K3 w - - 0 1"
    won = dv.write_pgn("duck", ["a7b8q"], fen=start)
    assert '[Result "1-0"]' in won and f'[FEN "{start}"]' in won and "1. axb8=Q 1-0" in won
    # Resignation: a result on an unfinished board is kept.
    assert '[Result "0-1"]' in dv.write_pgn("duck", moves, result="0-1")
    xq = dv.write_pgn("duckxiangqi", ["h3e3,e3e5", "h10g8,g8d6"])
    assert '[Variant "Duck Xiangqi"]' in xq and "1. C2=5@e5 H8+7@d6 *" in xq
    (g,) = dv.read_pgn(xq)
    assert g["variant"] == "duck-xiangqi" and g["moves"] == ["h3e3,e3e5", "h10g8,g8d6"]
    # Without a Variant tag the keyword decides.
    (g,) = dv.read_pgn("1. C2=5@e5 *\n", variant="duckxiangqi")
    assert g["moves"] == ["h3e3,e3e5"]
    assert list(dv.read_pgn("")) == []


def test_perft_releases_the_gil():
    ticks = []
    done = threading.Event()

    def count():
        # Oracle: duck-xiangqi.perft, start, depth 3.
        assert dv.perft("duckxiangqi", XQ, 3) == 14165043053
        done.set()

    worker = threading.Thread(target=count)
    worker.start()
    while not done.is_set():
        ticks.append(time.perf_counter())
        time.sleep(0.01)
    worker.join()
    # The main thread kept running while perft counted (about 2 s).
    assert len(ticks) > 20
