"""Type stubs for duck_variants (the functions are implemented in Rust)."""

from typing import Dict, List, Mapping, Optional, Sequence, TypedDict, Union

NOTATION_DEFAULT: int
NOTATION_SAN: int
NOTATION_XIANGQI_WXF: int

_Notation = Union[None, str, int]

class DuckVariantsError(ValueError):
    """Base class of every error the rules raise."""

class UnknownVariantError(DuckVariantsError):
    """The variant name is not 'duck', 'duckchess' or 'duckxiangqi'."""

class InvalidFenError(DuckVariantsError):
    """The FEN is malformed or not a valid position."""

class InvalidMoveError(DuckVariantsError):
    """The move text is not well-formed notation."""

class IllegalMoveError(DuckVariantsError):
    """The move is well formed but not legal (or the game is over)."""

class PgnError(DuckVariantsError):
    """A PGN text could not be read or replayed, or a result contradicts the board."""

class PgnGameDict(TypedDict):
    variant: str
    tags: Dict[str, str]
    fen: str
    moves: List[str]
    san: List[str]
    result: Optional[str]
    final_fen: str

def variants() -> List[str]:
    """The supported variant names."""

def start_fen(variant: str) -> str:
    """The standard starting FEN (no duck on the board yet)."""

def legal_moves(variant: str, fen: str, moves: Sequence[str], chess960: bool = False) -> List[str]:
    """The legal turns after `moves`, in coordinate form; empty once the game is over."""

def get_fen(
    variant: str,
    fen: str,
    moves: Sequence[str],
    chess960: bool = False,
    sfen: bool = False,
    show_promoted: bool = False,
    count_started: int = 0,
) -> str:
    """The FEN after playing `moves` (coordinate form) from `fen`."""

def get_san(variant: str, fen: str, move: str, chess960: bool = False, notation: _Notation = None) -> str:
    """SAN (`e4@d5`) or WXF (`C2=5@e5`) of a coordinate turn; notation "coords" for the coordinate form."""

def get_san_moves(
    variant: str, fen: str, moves: Sequence[str], chess960: bool = False, notation: _Notation = None
) -> List[str]:
    """SAN/WXF of each turn of `moves`, played in order from `fen`."""

def game_result(variant: str, fen: str, moves: Sequence[str], chess960: bool = False) -> str:
    """'1-0', '0-1', '1/2-1/2' or '*' (Duck Xiangqi's draw rules apply over `moves`)."""

def validate_fen(variant: str, fen: str, chess960: bool = False) -> bool:
    """Whether `fen` is a valid position (pyffish's (fen, variant) order is accepted too)."""

def fen_error(variant: str, fen: str) -> Optional[str]:
    """Why `fen` is invalid, or None."""

def perft(variant: str, fen: str, depth: int, *, threads: int = 1, hash_mb: Optional[int] = None) -> int:
    """Whole-turn perft; releases the GIL. `threads` share the root turns; `hash_mb` (megabytes) counts with the library's hashed perft and a table of that size."""

def read_pgn(text: str, variant: str = "duck") -> List[PgnGameDict]:
    """Every game of a PGN text, replayed; `variant` for games without a Variant tag."""

def write_pgn(
    variant: str,
    moves: Sequence[str],
    fen: Optional[str] = None,
    tags: Optional[Mapping[str, str]] = None,
    result: Optional[str] = None,
) -> str:
    """The PGN text of the coordinate turns `moves` from `fen`."""

class Outcome:
    """How a game ended."""

    @property
    def winner(self) -> Optional[str]:
        """'white'/'red'/'black', or None for a draw."""
    @property
    def reason(self) -> str:
        """'king_captured', 'general_captured', 'fowled', 'no_legal_turn', 'repetition' or 'move_limit'."""
    @property
    def result(self) -> str:
        """'1-0', '0-1' or '1/2-1/2'."""

class Board:
    """A game with its move stack, in the style of python-chess."""

    def __init__(self, variant: str = "duck", fen: Optional[str] = None) -> None: ...
    @property
    def variant(self) -> str: ...
    @property
    def legal_moves(self) -> List[str]:
        """The legal turns in coordinate form."""
    @property
    def move_stack(self) -> List[str]: ...
    @property
    def turn(self) -> str:
        """'white'/'red' or 'black'."""
    @property
    def duck(self) -> Optional[str]:
        """The duck's square, or None before the first turn."""
    def is_legal(self, move: str) -> bool: ...
    def push(self, move: str) -> None:
        """Plays a coordinate turn; raises and changes nothing on error."""
    def push_san(self, san: str) -> str:
        """Plays a SAN/WXF turn and returns its coordinate form."""
    def san(self, move: str, notation: Optional[str] = None) -> str: ...
    def pop(self) -> str:
        """Takes back the last turn (IndexError when there is none)."""
    def fen(self) -> str: ...
    def start_fen(self) -> str: ...
    def outcome(self) -> Optional[Outcome]: ...
    def is_game_over(self) -> bool: ...
    def result(self) -> str: ...
    def piece_moves(self) -> List[str]:
        """The legal piece moves (first half of a turn): 'e2e4', 'e7e8q'."""
    def duck_targets(self, move: str) -> List[str]:
        """Duck squares after the piece move `move` (empty for a royal capture)."""
    def perft(self, depth: int, *, threads: int = 1, hash_mb: Optional[int] = None) -> int:
        """Whole-turn perft from here; releases the GIL. `threads` and `hash_mb` as for `perft`."""
    def copy(self) -> "Board": ...
    def __copy__(self) -> "Board": ...
    def __deepcopy__(self, memo: object) -> "Board": ...
