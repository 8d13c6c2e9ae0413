"""Type stubs for duck_variants (the functions are implemented in Rust)."""

from typing import Dict, Iterator, List, Mapping, Optional, Sequence, Tuple, TypedDict, Union

NOTATION_DEFAULT: int
NOTATION_SAN: int
NOTATION_XIANGQI_WXF: int
VALUE_MATE: int
VALUE_DRAW: int
FEN_OK: int
__version__: str

_Notation = Union[None, str, int]

class DuckVariantsError(ValueError):
    """Base class of every error the rules raise."""

    kind: str | None
    """The kind of failure, named as in every layer (``"fen"``,
    ``"illegal-move"``, ``"move-syntax"``, ``"unknown-game"``, ``"pgn"``,
    ``"perft-refused"``, ``"perft-stopped"``, ``"nothing-to-undo"``,
    ``"out-of-memory"``); None for an argument the package refuses itself."""

class UnknownVariantError(DuckVariantsError):
    """The variant name names no game of the list (see variants())."""

class InvalidFenError(DuckVariantsError):
    """The FEN is malformed or not a valid position."""

class InvalidMoveError(DuckVariantsError):
    """The move text is not well-formed notation."""

class IllegalMoveError(DuckVariantsError):
    """The move is well formed but not legal (or the game is over)."""

class PgnError(DuckVariantsError):
    """A PGN text could not be read or replayed, or a result contradicts the board."""

class PerftError(DuckVariantsError):
    """A perft count refused (a depth past 64, a table the machine cannot hold) or stopped."""

class PerftStoppedError(PerftError):
    """A perft count stopped by its budget (max_nodes, max_seconds) before it finished."""

class NothingToUndoError(DuckVariantsError, IndexError):
    """An undo (pop) with no move played since the start (also an IndexError)."""

class PgnGameDict(TypedDict):
    variant: str
    tags: Dict[str, str]
    fen: str
    moves: List[str]
    san: List[str]
    result: Optional[str]
    final_fen: str

def variants() -> List[str]:
    """Every accepted variant name, game by game in the list's order, each game's own name first."""

def start_fen(variant: str) -> str:
    """The standard starting FEN (no blocker on the board yet)."""

def legal_moves(variant: str, fen: str, moves: Sequence[str], chess960: bool = False) -> List[str]:
    """The legal turns after `moves`, in coordinate form; empty once the game is over. `fen` may be "startpos"."""

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
    """The game's own notation (SAN `e4,d5`, WXF `C2=5,e5`) of a coordinate turn, the blocker after a comma as pyffish writes it; notation "coords" for the coordinate form."""

def get_san_moves(
    variant: str, fen: str, moves: Sequence[str], chess960: bool = False, notation: _Notation = None
) -> List[str]:
    """The notation of each turn of `moves` (as `get_san`), played in order from `fen`."""

def game_result(variant: str, fen: str, moves: Sequence[str], chess960: bool = False) -> int:
    """pyffish's score from the side to move: 32000 won, -32000 lost, 0 drawn; on a game that goes on, the score of having no legal turn."""

def is_immediate_game_end(variant: str, fen: str, moves: Sequence[str], chess960: bool = False) -> Tuple[bool, int]:
    """(True, score) after a royal capture or a draw by the game's own draw rules; (False, 0) otherwise."""

def is_optional_game_end(
    variant: str, fen: str, moves: Sequence[str], chess960: bool = False, count_started: int = 0
) -> Tuple[bool, int]:
    """(True, 0) where the game's opt-in standard draw rules (threefold repetition, fifty moves) would draw; (False, 0) otherwise."""

def validate_fen(variant: str, fen: str, chess960: bool = False) -> bool:
    """Whether `fen` is a valid position; True equals FEN_OK (pyffish's (fen, variant) order is accepted too)."""

def fen_error(variant: str, fen: str) -> Optional[str]:
    """Why `fen` is invalid, or None."""

def perft(variant: str, fen: str, depth: int, *, threads: int = 1, hash_mb: Optional[int] = None, max_nodes: Optional[int] = None, max_seconds: Optional[float] = None) -> int:
    """Whole-turn perft; releases the GIL and answers KeyboardInterrupt within a second. `threads` share the root turns; `hash_mb` (megabytes) counts with the library's hashed perft and a table of that size (one beyond the machine raises DuckVariantsError); `max_nodes`/`max_seconds` bound the count (PerftStoppedError past them)."""

def perft_units(variant: str, fen: Optional[str], depth: int, plies: int, *, max_nodes: Optional[int] = None, max_seconds: Optional[float] = None) -> List[str]:
    """The work units of perft(depth) split `plies` turns deep: one "<depth> <multiplicity> <FEN>" line per distinct position there (docs/WORK_UNITS.md)."""

def perft_unit(unit: str, *, threads: int = 1, hash_mb: Optional[int] = None, seed: Optional[int] = None, max_nodes: Optional[int] = None, max_seconds: Optional[float] = None) -> str:
    """A unit line counted: "<depth> <multiplicity> <FEN> <count>"; `seed` hashes the table under keys drawn from it (another route to the same count)."""

def perft_merge(units: str, results: str) -> int:
    """The total of a split's results; PerftError unless every unit has exactly one result (or two that agree) and none is foreign."""

class PgnGame:
    """A game read from PGN, in the style of python-chess's chess.pgn.Game; the old dict keys (PgnGameDict) still read: game["moves"], get(), keys(), in."""

    @property
    def variant(self) -> str: ...
    @property
    def headers(self) -> Dict[str, str]:
        """The tags in the text's order (the first of repeated ones)."""
    @property
    def tags(self) -> Dict[str, str]:
        """The same dict as headers (the old key)."""
    @property
    def fen(self) -> str:
        """The start's FEN."""
    @property
    def moves(self) -> List[str]:
        """The turns in coordinates."""
    @property
    def san(self) -> List[str]:
        """The turns in the game's own notation."""
    @property
    def result(self) -> Optional[str]:
        """The result as the record states it (its token, a resignation, its Result tag), or None."""
    @property
    def format(self) -> str:
        """The format it was read in: "pgn", "pgn4", "fairy", "dpgn", "duckops" or "mistboard"."""
    @property
    def clocks(self) -> List[Optional[float]]:
        """The clock after each turn in seconds (%clk), None where the record gives none."""
    @property
    def evals(self) -> List[Optional[str]]:
        """The evaluation after each turn as %eval writes it ("0.35", "#-3"), None where the record gives none."""
    def write(self, format: str) -> str:
        """The game written in a format, with its tags, result, clocks and evaluations."""
    @property
    def final_fen(self) -> str: ...
    def board(self) -> "Board":
        """A Board at the game's start (push mainline_moves() to replay it)."""
    def mainline_moves(self) -> List[Move]: ...
    def keys(self) -> List[str]:
        """The old dict keys."""
    def get(self, key: str, default: object = None) -> object: ...
    def __getitem__(self, key: str) -> object: ...
    def __contains__(self, key: object) -> bool: ...
    def __iter__(self) -> Iterator[str]: ...
    def __len__(self) -> int: ...

class PgnGames:
    """The games of a PGN text, each read and replayed when the iteration reaches it."""

    def __iter__(self) -> Iterator[PgnGame]: ...
    def __next__(self) -> PgnGame:
        """The next game; raises PgnError for a bad one (iterating on reads the games after it)."""

def read_pgn(text: str, variant: Optional[str] = None, *, format: Optional[str] = None) -> PgnGames:
    """The games of a text in any duck format (ours, chess.com's PGN4, Fairy-Stockfish/pychess, dPGN, duckops, mistboard), streamed (memory bounded by the largest game); each game's format told from its text, or `format`. With `variant` (and no `format`) the text is read as our PGN, its games without a Variant tag being of `variant`."""

def write_pgn(
    variant: str,
    moves: Sequence[str],
    fen: Optional[str] = None,
    tags: Optional[Mapping[str, str]] = None,
    result: Optional[str] = None,
    *,
    format: Optional[str] = None,
) -> str:
    """The record of the coordinate turns `moves` from `fen`, in `format` ("pgn", ours, by default; "pgn4", "fairy", "dpgn", "duckops", "mistboard")."""

class Outcome:
    """How a game ended."""

    @property
    def winner(self) -> Optional[str]:
        """The winner's name as the game names it, in lowercase, or None for a draw."""
    @property
    def reason(self) -> str:
        """'<royal>_captured', the game's word for an end by no legal turn (or 'no_legal_turn'), 'repetition' or 'move_limit'."""
    @property
    def result(self) -> str:
        """'1-0', '0-1' or '1/2-1/2'."""
    @property
    def text(self) -> str:
        """The outcome in the game's words, with the result."""

class Move:
    """A turn in coordinate form, as python-chess's chess.Move."""

    @staticmethod
    def from_uci(uci: str) -> "Move":
        """The move of a coordinate text (InvalidMoveError if malformed)."""
    def uci(self) -> str:
        """The coordinate text."""
    @property
    def from_square(self) -> str: ...
    @property
    def to_square(self) -> str: ...
    @property
    def promotion(self) -> Optional[str]: ...
    @property
    def duck(self) -> Optional[str]: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

_MoveLike = Union[Move, str]

class LegalMoves:
    """The legal turns of a position (a snapshot), as python-chess's board.legal_moves."""

    def count(self) -> int: ...
    def __len__(self) -> int: ...
    def __bool__(self) -> bool: ...
    def __iter__(self) -> Iterator[Move]: ...
    def __contains__(self, move: object) -> bool: ...

class SearchResult:
    """What Board.best_move found; turns in coordinates, playable with push_uci."""
    @property
    def move(self) -> Optional[str]: ...
    @property
    def score(self) -> Optional[int]: ...
    @property
    def mate(self) -> Optional[int]: ...
    @property
    def pv(self) -> List[str]: ...
    @property
    def depth(self) -> int: ...
    @property
    def nodes(self) -> int: ...

class Board:
    """A game with its move stack, in the style of python-chess."""

    def __init__(self, variant: Optional[str] = None, fen: Optional[str] = None, *, draws: Optional[bool] = None) -> None:
        """Board(), Board(variant, fen), or Board(fen) (the game found from the FEN's board). draws=True: the game's standard draw rules where they are opt-in."""
    @property
    def variant(self) -> str:
        """The game's own name in variants()."""
    @property
    def game_name(self) -> str:
        """The game's name for people."""
    @property
    def draws(self) -> bool:
        """Whether a draw rule is in force."""
    @property
    def legal_moves(self) -> LegalMoves:
        """The legal turns."""
    @property
    def move_stack(self) -> List[Move]: ...
    @property
    def turn(self) -> bool:
        """True when the first player is to move."""
    @property
    def turn_name(self) -> str:
        """The side to move's name as the game names it, in lowercase."""
    @property
    def fullmove_number(self) -> int: ...
    @property
    def halfmove_clock(self) -> int: ...
    @property
    def duck(self) -> Optional[str]:
        """The square of the blocker that moves every turn, or None (before the first turn; in games whose blockers stay)."""
    def ply(self) -> int: ...
    def piece_at(self, square: Union[str, int]) -> Optional[str]:
        """The FEN letter on a square ('*' a blocker), or None."""
    def is_legal(self, move: _MoveLike) -> bool: ...
    def push(self, move: _MoveLike) -> None:
        """Plays a turn; raises and changes nothing on error."""
    def push_uci(self, uci: str) -> Move: ...
    def push_san(self, san: str) -> Move:
        """Plays a turn in the game's own notation (`e4@d5`, `C2=5@e5`) and returns it."""
    def push_move(self, text: str) -> Tuple[Move, str]:
        """Plays any move text the game reads and says which notation it was: (Move, 'coords') or (Move, the own notation's name, 'san')."""
    def san(self, move: _MoveLike, notation: Optional[str] = None) -> str:
        """The game's own notation of a turn (`e4@d5`)."""
    def parse_san(self, san: str) -> Move:
        """The turn written in the game's own notation as a Move, not played; raises as push_san does."""
    def set_fen(self, fen: str) -> None:
        """Sets the position from a FEN of the board's variant, with an empty move stack; nothing changes on error."""
    def reset(self) -> None:
        """Back to the variant's standard start, with an empty move stack."""
    def piece_map(self) -> Dict[str, str]:
        """Every occupied square's name with its FEN letter, as piece_at gives it ('*' a blocker)."""
    def pop(self) -> Move:
        """Takes back the last turn (IndexError when there is none)."""
    def peek(self) -> Move:
        """The last turn (IndexError when there is none)."""
    def _repr_svg_(self) -> str:
        """The board as SVG with its last turn highlighted (what Jupyter shows)."""
    def fen(self) -> str: ...
    def start_fen(self) -> str: ...
    def outcome(self) -> Optional[Outcome]: ...
    def is_game_over(self) -> bool: ...
    def result(self) -> str: ...
    def piece_moves(self) -> List[str]:
        """The legal piece moves (first half of a turn): 'e2e4', 'e7e8q'."""
    def blocker_targets(self, move: str) -> List[str]:
        """Blocker squares after the piece move `move` (empty for a royal capture)."""
    def turn_from_parts(self, move: str, square: Optional[str] = None) -> str:
        """The turn of the piece move `move` and the blocker square `square` (None after a royal capture) in coordinates, checked and not played."""
    def play_parts(self, move: str, square: Optional[str] = None) -> Move:
        """Plays the turn of the piece move `move` and the blocker square `square`; nothing is played when it is refused."""
    def perft(self, depth: int, *, threads: int = 1, hash_mb: Optional[int] = None, max_nodes: Optional[int] = None, max_seconds: Optional[float] = None) -> int:
        """Whole-turn perft from here (a copy of the position); releases the GIL; bounded as `duck_variants.perft`."""
    def attackers(self, color: bool, square: str) -> List[str]:
        """The squares of `color`'s pieces (True: the first player) that attack `square`, the duck blocking."""
    def is_attacked_by(self, color: bool, square: str) -> bool: ...
    def attacks(self, square: str) -> List[str]:
        """The squares the piece on `square` attacks."""
    def king(self, color: bool) -> Optional[str]:
        """The square of `color`'s royal piece (king, general), or None."""
    def royal_attackers(self) -> List[str]:
        """The side to move's pieces that can capture the enemy royal now."""
    def saving_blockers(self, move: str) -> List[str]:
        """The blocker squares that, after the piece move `move`, stop every capture of the mover's royal."""
    def royal_capturable_after(self, move: str) -> bool: ...
    def captures_royal(self, move: str) -> bool: ...
    def tactical_moves(self) -> List[str]:
        """Captures and promotions as piece moves (no blocker squares): a quiescence search's moves."""
    def between(self, a: str, b: str) -> List[str]: ...
    def interpositions(self, from_square: str, to_square: str) -> List[str]:
        """Where a blocker stops the piece on `from_square` capturing on `to_square` (line, cannon screen, horse leg, elephant eye)."""
    def zobrist_hash(self) -> int: ...
    def best_move(
        self, *, depth: Optional[int] = None, nodes: Optional[int] = None, time: Optional[float] = None
    ) -> "SearchResult":
        """The reference engine's turn within depth (turns), nodes and time (seconds): at least one."""
    @staticmethod
    def from_pgn(pgn: str) -> "Board":
        """The board of the first game of a PGN text; its pgn() writes the text's tags, comments, NAGs and stated result back while its turns stand."""
    def pgn(self) -> str:
        """The game as PGN (with what a PGN it was read from said of it)."""
    def copy(self, *, stack: bool = True) -> "Board": ...
    def __copy__(self) -> "Board": ...
    def __deepcopy__(self, memo: object) -> "Board": ...
    def __eq__(self, other: object) -> bool: ...

def svg(
    board: Board,
    *,
    size: Optional[int] = None,
    orientation: Optional[bool] = None,
    flipped: bool = False,
    coordinates: bool = True,
    lastmove: Union[Move, str, None] = None,
    fill: Optional[Mapping[Union[str, int], str]] = None,
    arrows: Optional[Sequence[Union[Tuple[Union[str, int], Union[str, int]], Tuple[Union[str, int], Union[str, int], str]]]] = None,
    letters: bool = False,
    pending: Union[str, None] = None,
) -> str:
    """The board as an SVG picture, with python-chess's chess.svg.board options as the model: orientation=False or flipped=True puts the second side at the bottom; lastmove a Move or coordinate text; fill square -> colour; arrows (from, to[, colour]) tuples; letters FEN letters for xiangqi; pending a piece move ("e2e4") drawn made while its blocker is placed. Squares are names or python-chess indices."""
