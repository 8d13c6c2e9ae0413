"""Real games replayed through get_fen / get_san_moves / read_pgn.

Expected values: the final FENs an independent engine reached (the
`.final-fen` files) and the SAN people wrote in the PGN. Set
DUCK_VARIANTS_REAL_GAMES to a directory of `<name>.pgn` + `<name>.final-fen`
files to replay a held-out set too.
"""

import re

import pytest

import duck_variants as dv

from conftest import is_coords, pgn_games, real_game_files, variant_of_tag

FILES = real_game_files()


def test_the_repository_game_is_found():
    assert any(p.name == "schemingmind-744871.pgn" for p, _ in FILES)


def strip_suffix(token):
    # Check/mate signs and annotations are not part of the turn.
    return re.sub(r"[+#!?]+$", "", token)


def replay_cases():
    for pgn, fen_file in FILES:
        finals = [l.strip() for l in fen_file.read_text().splitlines() if l.strip()]
        games = pgn_games(pgn.read_text())
        assert len(games) == len(finals), pgn
        for i, ((tags, tokens), final) in enumerate(zip(games, finals)):
            yield pytest.param(tags, tokens, final, id=f"{pgn.stem}-{i + 1}")


@pytest.mark.parametrize("tags,tokens,final", list(replay_cases()))
def test_replay(tags, tokens, final):
    variant = variant_of_tag(tags.get("Variant", "Duck Chess"))
    start = tags.get("FEN") or dv.start_fen(variant)
    # SAN/WXF -> coordinates, one turn at a time.
    board = dv.Board(variant, start)
    coords = []
    for tok in tokens:
        if variant == "duckxiangqi" and is_coords(tok):
            board.push(tok)
            coords.append(board.peek().uci())
        else:
            coords.append(board.push_san(tok).uci())
    assert board.fen() == final
    assert [m.uci() for m in board.move_stack] == coords
    # The pyffish-style calls on the coordinate turns.
    assert dv.get_fen(variant, start, coords) == final
    # pyffish writes the duck part after a comma.
    written = [s.replace(",", "@") for s in dv.get_san_moves(variant, start, coords)]
    assert len(written) == len(tokens)
    for tok, ours in zip(tokens, written):
        # A coordinate token (Duck Xiangqi PGN allows them) has no SAN/WXF
        # to compare; the final FEN above checks it.
        if not is_coords(tok):
            assert ours == strip_suffix(tok)
    assert all("," in m or len(m) <= 5 for m in coords)
    # The prefixes agree too (a server calls get_fen after every turn).
    for n in (0, len(coords) // 2):
        prefix = dv.Board(variant, start)
        for m in coords[:n]:
            prefix.push(m)
        assert dv.get_fen(variant, start, coords[:n]) == prefix.fen()


@pytest.mark.parametrize("pgn,fen_file", FILES, ids=[p.stem for p, _ in FILES])
def test_read_pgn(pgn, fen_file):
    finals = [l.strip() for l in fen_file.read_text().splitlines() if l.strip()]
    games = list(dv.read_pgn(pgn.read_text()))
    expected = pgn_games(pgn.read_text())
    assert [g["final_fen"] for g in games] == finals
    for game, (tags, tokens) in zip(games, expected):
        assert game["tags"] == tags
        assert game["result"] == tags.get("Result")
        assert len(game["san"]) == len(tokens)
        for ours, tok in zip(game["san"], tokens):
            if not is_coords(tok):
                assert ours == strip_suffix(tok)
        assert dv.get_fen(game["variant"], game["fen"], game["moves"]) == game["final_fen"]


def test_schemingmind_by_hand():
    # Spot checks against the PGN text itself: the first turn 1. e4@c6 is
    # e2e4 with the duck on c6; Black's O-O@e2 at the end is e8g8,g8e2.
    pgn = next(p for p, _ in FILES if p.name == "schemingmind-744871.pgn")
    game = next(dv.read_pgn(pgn.read_text()))
    assert game["moves"][0] == "e2e4,e4c6"
    assert game["moves"][-1] == "e8g8,g8e2"
    assert len(game["moves"]) == 26
    assert game["result"] == "0-1"
    assert game["tags"]["Variant"] == "Duck Chess"
