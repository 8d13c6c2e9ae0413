"""Every duck game format through read_pgn and write_pgn: the oracle's
chess.com PGN4 record and SchemingMind game (crates/duck-variants/tests/data,
copies of ../shared/oracle) read without naming the format, written in every
format and read back to the independent engine's final FEN; Duck Xiangqi in
mistboard's form; clocks and evaluations."""

from pathlib import Path

import pytest

import duck_variants as dv

DATA = Path(__file__).resolve().parents[3] / "crates" / "duck-variants" / "tests" / "data"
FORMATS = ["pgn", "pgn4", "fairy", "dpgn", "duckops", "mistboard"]


@pytest.mark.parametrize(
    "name, told",
    [("chesscom-pgn4-example.pgn4", "pgn4"), ("schemingmind-744871.pgn", "pgn")],
)
def test_oracle_records_read_untold_and_round_trip(name, told):
    if not DATA.exists():
        pytest.skip("the repository's test data is not beside the package")
    text = (DATA / name).read_text()
    final = (DATA / name).with_suffix(".final-fen").read_text().strip()
    [game] = list(dv.read_pgn(text))
    assert game.format == told
    assert game.final_fen == final
    for fmt in FORMATS:
        written = game.write(fmt)
        [back] = list(dv.read_pgn(written))
        assert back.format == fmt, written
        assert back.final_fen == final, (fmt, written)
        [forced] = list(dv.read_pgn(written, format=fmt))
        assert forced.final_fen == final


def test_write_pgn_in_every_format_reads_back():
    moves = ["e2e4,e4e5", "d7d5,d5d4"]
    board = dv.Board()
    for m in moves:
        board.push_uci(m)
    for fmt in FORMATS:
        text = dv.write_pgn("duck-chess", moves, tags={"White": "Ann"}, format=fmt)
        [game] = list(dv.read_pgn(text))
        assert game.final_fen == board.fen(), (fmt, text)
        assert game.moves == moves


def test_duck_xiangqi_in_mistboard_form():
    moves = ["h3e3,e3e5", "h8e8,e8e6"]
    text = dv.write_pgn("duck-xiangqi", moves, format="mistboard")
    [game] = list(dv.read_pgn(text))
    assert game.format == "mistboard" and game.variant == "duck-xiangqi"
    assert game.moves == moves


def test_clocks_and_evals_are_read_and_kept():
    text = "1. e4@c6 { [%clk 0:03:00] [%eval 0.35] } e5@e3 { [%clk 0:02:58.5] } *\n"
    [game] = list(dv.read_pgn(text))
    assert game.clocks == [180.0, 178.5]
    assert game.evals == ["0.35", None]
    [back] = list(dv.read_pgn(game.write("fairy")))
    assert back.clocks == game.clocks and back.evals == game.evals


def test_an_unknown_format_and_a_bad_record_are_refused_in_words():
    with pytest.raises(dv.PgnError, match="format"):
        list(dv.read_pgn("1. e4@c6 *", format="shogi"))
    with pytest.raises(dv.PgnError, match="format"):
        dv.write_pgn("duck-chess", [], format="shogi")
    with pytest.raises(dv.PgnError, match=r"game 1 \(pgn4\), turn 1"):
        list(dv.read_pgn('[Variant "FFA"]\n\n1. h5-h9Θ-g9 *\n'))
