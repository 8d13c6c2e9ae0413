"""The Game of the Amazons, which the package gets from the facade's game
list (no file of the package names it).

Expected values are independent of the code under test: the published
perft of the start (2176 turns, 4,307,152 at depth 2: the figures of the
Amazons literature and Fairy-Stockfish, bundled in
crates/duck-variants-amazons/tests/data/amazons.perft), a plain-Python
move generator below (an amazon moves as a queen, then shoots an arrow as
a queen from where it landed; nothing jumps, nothing is captured), hand
counts, and pyffish 0.0.90 (Fairy-Stockfish's "amazons"), whose FEN and
coordinate turns are the same as ours.
"""

import random

import pytest

import duck_variants as dv

from conftest import REPO

START = "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1"
SIZE = 10
RAYS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]


def board_of(fen):
    """{(file, rank): char} of a 10x10 FEN placement, and the side to move."""
    placement, side = fen.split()[:2]
    cells = {}
    for row, text in enumerate(placement.split("/")):
        rank = SIZE - 1 - row
        file, run = 0, ""
        for c in text + "/":
            if c.isdigit():
                run += c
                continue
            file += int(run or 0)
            run = ""
            if c != "/":
                cells[(file, rank)] = c
                file += 1
    return cells, side


def name(square):
    return "abcdefghij"[square[0]] + str(square[1] + 1)


def reach(cells, square):
    """The empty squares a queen on `square` reaches."""
    out = []
    for df, dr in RAYS:
        f, r = square[0] + df, square[1] + dr
        while 0 <= f < SIZE and 0 <= r < SIZE and (f, r) not in cells:
            out.append((f, r))
            f, r = f + df, r + dr
    return out


def turns(fen):
    """Every turn from `fen` in coordinate form, by the plain rules."""
    cells, side = board_of(fen)
    mine = "Q" if side == "w" else "q"
    out = []
    for square, c in cells.items():
        if c != mine:
            continue
        for to in reach(cells, square):
            after = dict(cells)
            del after[square]
            after[to] = c
            for arrow in reach(after, to):
                out.append(f"{name(square)}{name(to)},{name(to)}{name(arrow)}")
    return out


def test_the_list_brings_the_amazons():
    assert "amazons" in dv.variants()
    assert dv.start_fen("amazons") == START
    board = dv.Board(START)  # told by the 10x10 board
    assert board.variant == "amazons" and board.game_name == "Amazons"
    assert board.turn is True and board.turn_name == "white"


def test_start_published_counts():
    assert len(dv.legal_moves("amazons", START, [])) == 2176
    assert dv.perft("amazons", START, 1) == 2176
    assert dv.perft("amazons", START, 2) == 4_307_152
    assert dv.Board("amazons").legal_moves.count() == 2176


def test_turns_match_a_plain_generator():
    assert sorted(turns(START)) == sorted(dv.legal_moves("amazons", START, []))
    assert len(turns(START)) == 2176
    rng = random.Random(20)
    board = dv.Board("amazons")
    for _ in range(30):
        ours = [m.uci() for m in board.legal_moves]
        assert sorted(ours) == sorted(turns(board.fen()))
        board.push(rng.choice(ours))


def test_hand_counted_single_move():
    # White's amazon on a1 is hemmed in by arrows on b1, b2 and a3: its one
    # move is a1a2, and from a2 the arrow goes back to a1 or up the b3-i10
    # diagonal: 1 + 8 = 9 turns.
    fen = "10/10/10/10/10/10/10/*9/1*8/Q*7q w - - 0 1"
    board = dv.Board(fen)
    assert board.piece_moves() == ["a1a2"]
    assert len(board.blocker_targets("a1a2")) == 9
    assert dv.perft("amazons", fen, 1) == 9


def test_boxed_in_side_loses():
    fen = "9q/10/10/10/10/10/10/10/**8/Q*8 w - - 0 1"
    board = dv.Board(fen)
    assert board.is_game_over() and board.legal_moves.count() == 0
    o = board.outcome()
    assert (o.winner, o.reason, o.result) == ("black", "no_legal_turn", "0-1")
    # pyffish's convention: the side to move has lost.
    assert dv.game_result("amazons", fen, []) == -dv.VALUE_MATE
    assert dv.is_immediate_game_end("amazons", fen, []) == (False, 0)


def test_arrows_stay_and_board_reads_them():
    board = dv.Board("amazons")
    assert board.push_move("d1d7,d7g7")[0] == dv.Move.from_uci("d1d7,d7g7")
    # Fairy-Stockfish's FEN after d1d7,d7g7.
    assert board.fen() == "3q2q3/10/10/q2Q2*2q/10/10/Q8Q/10/10/6Q3 b - - 1 1"
    assert board.piece_at("g7") == "*" and board.piece_at("d7") == "Q"
    assert board.duck is None  # arrows stay; no blocker moves every turn
    assert board == dv.Board(board.fen()) and board.ply() == 1
    board.pop()
    assert board.fen() == START


def test_pgn_round_trip():
    moves = ["d1d7,d7g7", "a7a5,a5a6"]
    text = dv.write_pgn("amazons", moves)
    assert '[Variant "Amazons"]' in text
    (game,) = dv.read_pgn(text)
    assert game["variant"] == "amazons" and game["moves"] == moves
    assert game["final_fen"] == dv.get_fen("amazons", START, moves)


def test_bundled_suite():
    # Every perft line of the crate's suite (published, hand-counted and
    # Fairy-Stockfish counts), up to depth 2.
    path = REPO / "crates" / "duck-variants-amazons" / "tests" / "data" / "amazons.perft"
    fen = None
    checked = 0
    for line in path.read_text().splitlines():
        if line.startswith("epd "):
            fen = line[4:]
        elif line.startswith("perft "):
            _, depth, count = line.split()
            if int(depth) <= 2:
                assert dv.perft("amazons", fen, int(depth)) == int(count), (fen, depth)
                checked += 1
    assert checked >= 5


def test_against_pyffish(pyffish):
    rng = random.Random(7)
    moves = []
    for _ in range(12):
        theirs = pyffish.legal_moves("amazons", START, moves)
        ours = dv.legal_moves("amazons", START, moves)
        assert sorted(ours) == sorted(theirs)
        assert dv.get_fen("amazons", START, moves) == pyffish.get_fen("amazons", START, moves)
        assert dv.game_result("amazons", START, moves) == pyffish.game_result("amazons", START, moves)
        moves.append(rng.choice(ours))
    # pyffish writes Amazons turns in SAN (`Qdd7,g7`); the game's own
    # notation here is coordinates, so get_san is not compared.
