"""Duck Chess against pyffish 0.0.90 (Fairy-Stockfish), call for call.

A game server's sequence (start_fen, legal_moves, get_fen, get_san,
game_result, is_immediate_game_end, is_optional_game_end) runs through both
packages over real and random games, and the answers must be equal (same
types, same text, same scores) wherever the rules agree. Where they differ
(RULES.md, "Compatibility with Fairy-Stockfish"), the comparison is narrowed
or skipped for the reason stated at that place:

* a king capture is one turn without a duck here; Fairy-Stockfish attaches
  a duck square to it (once per empty square) and places that duck. So the
  turns are compared with Fairy-Stockfish's king captures collapsed to their
  piece move, and after a king capture only the scores are compared (its
  FEN shows a duck, ours none; its SAN has a duck part, ours none).
* an en-passant square under the duck: no capture can use it, so our FEN
  writes `-` where Fairy-Stockfish writes the square (RULES.md, Duck Chess,
  en passant); the FEN comparison skips exactly that difference.
* is_immediate_game_end / is_optional_game_end: when there is no end,
  pyffish returns an uninitialised score (C++ reads an unset variable), so
  only the flag is compared then.

pyffish does not know Duck Xiangqi (and crashes on an unknown variant
name), so it is never called with one. Skipped cleanly when pyffish is not
installed (ci.sh installs it).
"""

import random

import pytest

import duck_variants as dv

from conftest import CHESS_DATA, LOCAL_DATA, pgn_games, turn_lists

START = dv.start_fen("duck")


def royal_captures(turns):
    """Our king captures: the turns without a comma part."""
    return {t for t in turns if "," not in t}


def collapsed(pyffish_turns, ours):
    """pyffish's turns with each king capture (one turn per duck square
    there) written as its piece move alone, as RULES.md counts it."""
    kings = royal_captures(ours)
    out = set()
    for t in pyffish_turns:
        piece = t.split(",")[0]
        out.add(piece if piece in kings else t)
    return out


def for_pyffish(sf, fen, moves):
    """The turns as pyffish takes them: a king capture (the last turn of a
    game) with a duck part, the first pyffish lists for that piece move
    (pyffish refuses it without one; we ignore it)."""
    if moves and "," not in moves[-1]:
        piece = moves[-1]
        theirs = sf.legal_moves("duck", fen, moves[:-1])
        return moves[:-1] + [next(t for t in theirs if t.split(",")[0] == piece)]
    return moves


def compare_position(sf, fen, moves, previous_was_king_capture=False):
    """Runs the server's calls at one point of a game; returns our turns."""
    ours = dv.legal_moves("duck", fen, moves)
    sf_moves = for_pyffish(sf, fen, moves)
    theirs = sf.legal_moves("duck", fen, sf_moves)
    assert type(ours) is type(theirs) is list
    assert set(ours) == collapsed(theirs, ours), dv.get_fen("duck", fen, moves)
    assert len(ours) == len(set(ours))
    # Scores: game_result is an int from the side to move's view (pyffish
    # also gives one on a game that goes on: the no-legal-turn score).
    result = dv.game_result("duck", fen, moves)
    assert type(result) is int
    assert result == sf.game_result("duck", fen, sf_moves)
    for name in ("is_immediate_game_end", "is_optional_game_end"):
        mine = getattr(dv, name)("duck", fen, moves)
        theirs_end = getattr(sf, name)("duck", fen, sf_moves)
        assert type(mine) is tuple and type(mine[0]) is bool and type(mine[1]) is int
        assert mine[0] == theirs_end[0], (name, moves)
        if mine[0]:
            assert mine[1] == theirs_end[1], (name, moves)
    if previous_was_king_capture:
        # Fairy-Stockfish's FEN shows the duck it placed with the capture.
        return ours
    mine_fen, their_fen = dv.get_fen("duck", fen, moves), sf.get_fen("duck", fen, sf_moves)
    if duck_blocks_en_passant(mine_fen, their_fen):
        return ours
    assert mine_fen == their_fen
    return ours


def duck_blocks_en_passant(mine, theirs):
    """Whether two FENs differ only in that Fairy-Stockfish writes an
    en-passant square the duck stands on: RULES.md writes one only when a
    capture can use it, and the duck on it forbids the capture."""
    a, b = mine.split(" "), theirs.split(" ")
    if a[:3] != b[:3] or a[4:] != b[4:] or a[3] != "-" or b[3] == "-":
        return False
    board = dv.Board("duck", mine)
    return board.duck == b[3]


def compare_san(sf, fen, moves, move):
    here = dv.get_fen("duck", fen, moves)
    if "," not in move:
        # A king capture: pyffish writes a duck part ("Qxe8,a1"), we none.
        return
    assert dv.get_san("duck", here, move) == sf.get_san("duck", here, move)


def play_through(sf, fen, moves):
    """The server's calls at every point of a game, then the SAN list."""
    for n in range(len(moves) + 1):
        ended_by_king = n > 0 and "," not in moves[n - 1]
        compare_position(sf, fen, moves[:n], ended_by_king)
        if n < len(moves):
            compare_san(sf, fen, moves[:n], moves[n])
    if all("," in m for m in moves):
        assert dv.get_san_moves("duck", fen, moves) == sf.get_san_moves("duck", fen, moves)


def test_start_fen(pyffish):
    assert dv.start_fen("duck") == pyffish.start_fen("duck")
    assert dv.get_fen("duck", "startpos", []) == pyffish.get_fen("duck", "startpos", [])


def test_random_games(pyffish):
    rng = random.Random(20261201)
    compared = 0
    # pyffish needs milliseconds per call: a dozen games keep this short.
    for _ in range(12):
        moves = []
        for _ in range(50):
            ours = dv.legal_moves("duck", START, moves)
            if not ours:
                break
            # Take a king capture when there is one half of the time, so
            # that ended games are compared too.
            kings = sorted(royal_captures(ours))
            move = rng.choice(kings) if kings and rng.random() < 0.5 else rng.choice(ours)
            moves.append(move)
            if "," not in move:
                break
        play_through(pyffish, START, moves)
        compared += len(moves)
    assert compared >= 150


def real_duck_chess_games():
    """(start FEN, coordinate turns) of each Duck Chess game on file,
    converted from its SAN by our own reader (the comparison then checks
    every call along it against pyffish)."""
    out = []
    for d in (CHESS_DATA, LOCAL_DATA):
        for pgn in sorted(d.glob("*.pgn")) if d.is_dir() else []:
            text = pgn.read_text()
            for (tags, _), game in zip(pgn_games(text), dv.read_pgn(text)):
                if game["variant"] == "duck":
                    out.append(pytest.param(game["fen"], game["moves"], id=f"{pgn.stem}-{len(out)}"))
    return out


@pytest.mark.parametrize("fen,moves", real_duck_chess_games())
def test_real_games(pyffish, fen, moves):
    play_through(pyffish, fen, moves)


def test_optional_end_by_repetition_and_fifty_moves(pyffish):
    # Knights out and back with the duck on the same two squares: each
    # position recurs every four turns, so the ninth turn makes the first
    # threefold repetition (the position after turn 1, again after 5, 9).
    shuffle = ["g1f3,f3d5", "g8f6,f6d4", "f3g1,g1d5", "f6g8,g8d4"] * 3
    for n in range(len(shuffle) + 1):
        compare_position(pyffish, START, shuffle[:n])
    assert dv.is_optional_game_end("duck", START, shuffle[:8]) == (False, 0)
    assert dv.is_optional_game_end("duck", START, shuffle[:9]) == (True, 0)
    fifty = "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"
    compare_position(pyffish, fifty, [])
    compare_position(pyffish, fifty, ["a1a2,a2a3"])
    assert dv.is_optional_game_end("duck", fifty, ["a1a2,a2a3"]) == (True, 0)


def test_scores_of_ended_games(pyffish):
    # oracle id fowled-white: White has no legal turn, and wins (stalemate
    # value of the variant, from the side to move).
    fowled = "7k/8/8/8/p1p5/P*P5/PPP5/KB6 w - - 0 1"
    compare_position(pyffish, fowled, [])
    assert dv.game_result("duck", fowled, []) == dv.VALUE_MATE
    # a7xb8=Q takes the king: Black, to move, has lost.
    king = "1k6/P7/8/8/8/8/8/4K3 w - - 0 1"
    compare_position(pyffish, king, ["a7b8q"], previous_was_king_capture=True)
    assert dv.game_result("duck", king, ["a7b8q"]) == -dv.VALUE_MATE
    assert dv.is_immediate_game_end("duck", king, ["a7b8q"]) == (True, -32000)


@pytest.mark.parametrize(
    "fen,turns",
    [pytest.param(fen, turns, id=name) for (name, fen, turns) in turn_lists("duck")],
)
def test_oracle_positions(pyffish, fen, turns):
    compare_position(pyffish, fen, [])
