"""Rules of the games of the Rust facade ``duck-variants`` (its game list:
``variants()`` names them), from the Rust crates ``duck-variants-*``.

Two ways in:

* pyffish-compatible functions (``start_fen``, ``legal_moves``, ``get_fen``,
  ``get_san``, ``get_san_moves``, ``game_result``, ``is_immediate_game_end``,
  ``is_optional_game_end``, ``validate_fen``), returning what pyffish
  returns, so a server switches with ``import duck_variants as sf``.
  Variant names: any of ``variants()`` (pyffish's spelling: the PGN
  ``Variant`` name, lowercase without spaces). Turns are in
  Fairy-Stockfish's coordinate form, ``e2e4,e4d5``; a royal capture is
  written without the comma part (one is accepted on input).
* ``Board``, in the style of python-chess's ``chess.Board`` (with ``Move``),
  and ``read_pgn``/``write_pgn``, in the project's notation (the game's own,
  the blocker after ``@``: ``e4@d5``).

Every error is a ``ValueError`` subclass (``DuckVariantsError`` and below)
carrying the library's message.
"""

from ._native import (
    Board,
    LegalMoves,
    Move,
    PgnGame,
    PgnGames,
    SearchResult,
    DuckVariantsError,
    IllegalMoveError,
    InvalidFenError,
    InvalidMoveError,
    NothingToUndoError,
    Outcome,
    PerftError,
    PerftStoppedError,
    PgnError,
    UnknownVariantError,
    __version__,
    fen_error,
    game_result,
    get_fen,
    is_immediate_game_end,
    is_optional_game_end,
    get_san,
    get_san_moves,
    legal_moves,
    perft,
    perft_merge,
    perft_unit,
    perft_units,
    read_pgn,
    start_fen,
    svg,
    validate_fen,
    variants,
    write_pgn,
)

# pyffish's notation constants that mean something here, so that calls such
# as ``get_san(v, fen, move, False, sf.NOTATION_SAN)`` keep working.
NOTATION_DEFAULT = 0
NOTATION_SAN = 1
NOTATION_XIANGQI_WXF = 7
# pyffish's score of a won game (``game_result``), of a draw, and the value
# ``validate_fen`` compares equal to for a valid FEN (it returns True).
VALUE_MATE = 32000
VALUE_DRAW = 0
FEN_OK = 1

__all__ = [
    "Board",
    "FEN_OK",
    "LegalMoves",
    "Move",
    "PgnGame",
    "PgnGames",
    "SearchResult",
    "VALUE_DRAW",
    "VALUE_MATE",
    "DuckVariantsError",
    "IllegalMoveError",
    "InvalidFenError",
    "InvalidMoveError",
    "NOTATION_DEFAULT",
    "NOTATION_SAN",
    "NOTATION_XIANGQI_WXF",
    "NothingToUndoError",
    "Outcome",
    "PerftError",
    "PerftStoppedError",
    "PgnError",
    "UnknownVariantError",
    "fen_error",
    "game_result",
    "get_fen",
    "is_immediate_game_end",
    "is_optional_game_end",
    "get_san",
    "get_san_moves",
    "legal_moves",
    "perft",
    "perft_merge",
    "perft_unit",
    "perft_units",
    "read_pgn",
    "start_fen",
    "svg",
    "validate_fen",
    "variants",
    "write_pgn",
]
