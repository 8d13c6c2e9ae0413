"""The engine queries on Board, checked against brute force over the legal
turns of random games of each game (never against the queries themselves)."""

import random

import pytest

import duck_variants as dv


def random_boards(game, count, seed):
    """Positions along random games of `game`."""
    rng = random.Random(seed)
    board = dv.Board(game)
    out = []
    while len(out) < count:
        if board.is_game_over():
            board = dv.Board(game)
        out.append(board.copy(stack=False))
        board.push_uci(rng.choice([str(m) for m in board.legal_moves]))
    return out


def legal(board):
    return [str(m) for m in board.legal_moves]


def piece_part(turn):
    return turn.split(",")[0]


def destination(piece_move):
    # The destination: the squares' names have a letter then digits.
    body = piece_move.rstrip("qrbnk") if piece_move[-1].isalpha() else piece_move
    i = max(i for i in range(1, len(body)) if body[i].isalpha())
    return body[i:]


@pytest.mark.parametrize("game", ["duck-chess", "duck-xiangqi"])
def test_queries_against_brute_force(game):
    for board in random_boards(game, 16, seed=7):
        turns = legal(board)
        pieces = sorted({piece_part(t) for t in turns})
        own, enemy = board.king(board.turn), board.king(not board.turn)
        # Some legal turn captures the enemy royal, exactly when some piece
        # of the side to move attacks it.
        capturing = {p for p in pieces if destination(p) == enemy}
        assert bool(board.royal_attackers()) == bool(capturing)
        assert all(board.captures_royal(p) == (p in capturing) for p in pieces)
        # Tactical moves: the piece moves that land on an enemy piece (or
        # promote).
        def is_tactical(p):
            target = board.piece_at(destination(p))
            mine = str.isupper if board.turn else str.islower
            return (target is not None and target != "*" and not mine(target)) or p[-1] in "qrbn"
        assert sorted(board.tactical_moves()) == sorted(p for p in pieces if is_tactical(p))
        # Saving blockers: the blocker squares after which the opponent
        # has no turn onto our royal.
        for p in pieces[:3]:
            if p in capturing:
                continue
            saving = []
            for square in board.blocker_targets(p):
                after = board.copy(stack=False)
                after.play_parts(p, square)
                king = after.king(board.turn)
                if after.is_game_over() or all(destination(piece_part(t)) != king for t in legal(after)):
                    saving.append(square)
            assert sorted(board.saving_blockers(p)) == sorted(saving), (board.fen(), p)


def test_attackers_and_lines_by_hand():
    board = dv.Board("duck-chess", "4k3/8/8/8/4*3/8/8/R3K2R w - - 0 1")
    # The rooks attack along the first rank; the duck on e4 blocks nothing here.
    assert sorted(board.attackers(True, "d1")) == ["a1", "e1"]
    assert board.is_attacked_by(True, "h8") and not board.is_attacked_by(False, "a2")
    assert board.between("a1", "h8") == ["b2", "c3", "d4", "e5", "f6", "g7"]
    assert board.between("a1", "b3") == []
    assert board.interpositions("a1", "a8") == ["a2", "a3", "a4", "a5", "a6", "a7"]
    assert isinstance(board.zobrist_hash(), int)
    with pytest.raises(dv.InvalidMoveError):
        board.attackers(True, "z9")
    with pytest.raises(dv.IllegalMoveError):
        board.saving_blockers("e1e3")
