"""Duck Chess and Duck Xiangqi rules, from the Rust crates ``duck-variants-*``.

Two ways in:

* pyffish-compatible functions (``start_fen``, ``legal_moves``, ``get_fen``,
  ``get_san``, ``get_san_moves``, ``game_result``, ``validate_fen``,
  ``perft``), so a server switches with ``import duck_variants as sf``.
  Variant names: ``"duck"`` (also ``"duckchess"``) and ``"duckxiangqi"``.
  Turns are in Fairy-Stockfish's coordinate form, ``e2e4,e4d5``; a royal
  capture is written without the comma part (one is accepted on input).
* ``Board``, in the style of python-chess's ``chess.Board``.

Every error is a ``ValueError`` subclass (``DuckVariantsError`` and below)
carrying the library's message.
"""

from ._native import (
    Board,
    DuckVariantsError,
    IllegalMoveError,
    InvalidFenError,
    InvalidMoveError,
    Outcome,
    PgnError,
    UnknownVariantError,
    fen_error,
    game_result,
    get_fen,
    get_san,
    get_san_moves,
    legal_moves,
    perft,
    read_pgn,
    start_fen,
    validate_fen,
    variants,
    write_pgn,
)

# pyffish's notation constants that mean something here, so that calls such
# as ``get_san(v, fen, move, False, sf.NOTATION_SAN)`` keep working.
NOTATION_DEFAULT = 0
NOTATION_SAN = 1
NOTATION_XIANGQI_WXF = 7

__all__ = [
    "Board",
    "DuckVariantsError",
    "IllegalMoveError",
    "InvalidFenError",
    "InvalidMoveError",
    "NOTATION_DEFAULT",
    "NOTATION_SAN",
    "NOTATION_XIANGQI_WXF",
    "Outcome",
    "PgnError",
    "UnknownVariantError",
    "fen_error",
    "game_result",
    "get_fen",
    "get_san",
    "get_san_moves",
    "legal_moves",
    "perft",
    "read_pgn",
    "start_fen",
    "validate_fen",
    "variants",
    "write_pgn",
]
