"""The Board class. Expected numbers are hand counts (explained inline)."""

import copy

import pytest

import duck_variants as dv

CHESS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
XQ = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def test_start_positions():
    assert dv.start_fen("duck") == CHESS
    assert dv.start_fen("duckchess") == CHESS
    assert dv.start_fen("duckxiangqi") == XQ
    # The Amazons come from the facade's game list.
    assert dv.variants() == ["duck-chess", "duck-xiangqi", "amazons"]
    assert dv.Board().fen() == CHESS
    assert dv.Board("duckxiangqi").fen() == XQ
    assert dv.Board("duckchess").variant == "duck-chess"


def test_chess_board_walkthrough():
    b = dv.Board()
    assert b.turn is True and b.turn_name == "white" and b.duck is None
    # 16 pawn moves + 4 knight moves.
    assert len(b.piece_moves()) == 20
    assert "e2e4" in b.piece_moves()
    # After e2e4: 32 empty squares (e2 freed, e4 taken), any of them for the duck.
    targets = b.blocker_targets("e2e4")
    assert len(targets) == 32 and "e2" in targets and "e4" not in targets
    assert len(b.legal_moves) == b.legal_moves.count() == 20 * 32
    assert b.is_legal("e2e4,e4d5") and not b.is_legal("e2e5,e5d5")
    b.push("e2e4,e4d5")
    assert b.turn is False and b.duck == "d5"
    assert b.fen() == "rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    # The duck may not stay on d5: 31 targets after e7e6 (e7 freed, e6 taken, d5 excluded).
    assert len(b.blocker_targets("e7e6")) == 31
    assert b.push_san("e6@e2") == dv.Move.from_uci("e7e6,e6e2")
    assert [m.uci() for m in b.move_stack] == ["e2e4,e4d5", "e7e6,e6e2"]
    assert b.san("d2d4,d4d6") == "d4@d6"
    assert b.san("d2d4,d4d6", notation="coords") == "d2d4,d4d6"
    assert b.pop().uci() == "e7e6,e6e2"
    assert str(b.pop()) == "e2e4,e4d5"
    assert b.fen() == CHESS and b.start_fen() == CHESS
    assert not b.is_game_over() and b.outcome() is None and b.result() == "*"


def test_king_capture_ends_the_game():
    # a7xb8=Q takes the king: a turn without duck.
    b = dv.Board("duck", "1k6/P7/8/8/8/8/8/4K3 w - - 0 1")
    assert b.blocker_targets("a7b8q") == []
    assert {"a7b8q", "a7b8r", "a7b8b", "a7b8n"} <= {m.uci() for m in b.legal_moves}
    assert b.san("a7b8q") == "axb8=Q"
    b.push("a7b8q")
    assert b.is_game_over()
    o = b.outcome()
    assert (o.winner, o.reason, o.result) == ("white", "king_captured", "1-0")
    assert repr(o) == "Outcome(winner='white', reason='king_captured', result='1-0')"
    assert not b.legal_moves and b.legal_moves.count() == 0 and b.piece_moves() == []
    # A comma part after a royal capture is accepted (Fairy-Stockfish prints one).
    b2 = dv.Board("duck", "1k6/P7/8/8/8/8/8/4K3 w - - 0 1")
    b2.push("a7b8q,b8c3")
    assert b2.fen() == b.fen() and b2.peek() == dv.Move.from_uci("a7b8q")


def test_fowled_side_wins():
    # oracle id fowled-white: White has no legal move, and wins.
    b = dv.Board("duck", "7k/8/8/8/p1p5/P*P5/PPP5/KB6 w - - 0 1")
    assert not b.legal_moves and b.legal_moves.count() == 0 and b.piece_moves() == []
    o = b.outcome()
    # The reason is the game description's word for it (was "fowled").
    assert (o.winner, o.reason, o.result) == ("white", "fowling", "1-0")
    assert "no legal turn" in o.text


def test_xiangqi_board():
    b = dv.Board("duckxiangqi")
    assert b.turn is True and b.turn_name == "red"
    # Standard xiangqi start: 44 piece moves (chariots 4, horses 4, elephants 4,
    # advisors 2, general 1, cannons 2 x 12, soldiers 5).
    assert len(b.piece_moves()) == 44
    # The cannon takes the horse over the enemy cannon: 59 empty points after it.
    assert len(b.blocker_targets("h3h10")) == 59
    assert b.push_san("C2=5@e5").uci() == "h3e3,e3e5"
    assert b.turn is False and b.turn_name == "black" and b.duck == "e5"
    assert b.push_san("H8+7@d6").uci() == "h10g8,g8d6"
    # push takes the coordinate form.
    b.push("h1g3,g3e6")
    assert [str(m) for m in b.move_stack] == ["h3e3,e3e5", "h10g8,g8d6", "h1g3,g3e6"]
    # Black's chariot on a10 is on Black's file 1 (files count from each
    # player's right); Red's on a1 on Red's file 9.
    assert b.san("a10a9,a9a10") == "R1+1@a10"
    assert dv.Board("duckxiangqi").san("a1a2,a2a1") == "R9+1@a1"


def test_flying_general():
    # Generals face each other on an open file: the side to move takes.
    b = dv.Board("duckxiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    assert "e1e10" in b.legal_moves and dv.Move.from_uci("e1e10") in b.legal_moves
    assert b.blocker_targets("e1e10") == []
    b.push("e1e10")
    o = b.outcome()
    assert (o.winner, o.reason, o.result) == ("red", "general_captured", "1-0")


def test_copy_is_independent():
    b = dv.Board()
    b.push("e2e4,e4d5")
    for c in (b.copy(), copy.copy(b), copy.deepcopy(b)):
        assert c.fen() == b.fen() and c.move_stack == b.move_stack and c == b
        c.push("e7e5,e5e6")
        assert c != b and b.move_stack == [dv.Move.from_uci("e2e4,e4d5")]
        assert c.pop().uci() == "e7e5,e5e6"
        c.pop()
        assert b.duck == "d5"


def test_repr_is_one_line_and_str_the_board():
    b = dv.Board()
    b.push("e2e4,e4d5")
    # python-chess's form; the default game (Duck Chess) is not named.
    assert repr(b) == "Board('rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')"
    assert repr(dv.Board("duckxiangqi")) == (
        "Board('duck-xiangqi', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1')"
    )
    lines = str(b).splitlines()
    assert lines == [
        "r n b q k b n r",
        "p p p p p p p p",
        ". . . . . . . .",
        ". . . * . . . .",
        ". . . . P . . .",
        ". . . . . . . .",
        "P P P P . P P P",
        "R N B Q K B N R",
    ]
    xq = str(dv.Board("duckxiangqi")).splitlines()
    assert len(xq) == 10 and xq[0] == "r n b a k a b n r" and xq[2] == ". c . . . . . c ."


def test_board_perft():
    # Oracle: duck-chess.perft, start, depth 2.
    assert dv.Board().perft(2) == 379440
    assert dv.Board().perft(2, threads=2, hash_mb=1) == 379440


def test_two_step_play_on_the_ten_rank_board():
    # The README's two steps where the squares have two-digit ranks: the
    # black horse b10-c8 names a square of rank 10.
    board = dv.Board("duck-xiangqi")
    assert "e6" in board.blocker_targets("b1c3")
    assert board.turn_from_parts("b1c3", "e6") == "b1c3,c3e6"
    assert board.play_parts("b1c3", "e6").uci() == "b1c3,c3e6"
    assert board.play_parts("b10c8", "e5").uci() == "b10c8,c8e5"
    assert board.ply() == 2
    with pytest.raises(dv.IllegalMoveError):
        board.play_parts("b1b3", "e6")
    with pytest.raises(dv.InvalidMoveError):
        board.play_parts("c3e2", "z9")
    assert board.ply() == 2


def test_a_board_read_from_pgn_writes_back_what_it_read():
    # Hand-written from the input: the tags, the comment before the first
    # move, a NAG, the move comments and the resignation's 1-0 come back;
    # a turn taken back takes its comment and the stated result with it.
    text = '[Event "Club"]\n[White "Ann"]\n\n{A start} 1. e4@c6 $1 {first} e6@e2 {second} 1-0\n'
    board = dv.Board.from_pgn(text)
    written = board.pgn()
    assert '[Event "Club"]\n' in written and '[White "Ann"]\n' in written
    assert written.endswith("{A start} 1. e4@c6 $1 {first} 1... e6@e2 {second} 1-0\n")
    board.pop()
    assert board.pgn().endswith("{A start} 1. e4@c6 $1 {first} *\n")
    with pytest.raises(dv.PgnError):
        dv.Board.from_pgn("")
