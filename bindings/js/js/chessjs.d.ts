// duck-variants/chessjs: chess.js's (v1) names and shapes over the
// package's Board. Written by hand; build.sh copies it to pkg/chessjs.d.ts.

import type { Outcome } from './duck_variants.js';

export { default, init } from './index.js';

/** 'w' for the first player (White; Red in Duck Xiangqi), 'b' for the second. */
export type Color = 'w' | 'b';

/**
 * A piece as chess.js gives it: its FEN letter in lower case (`p`, `n`,
 * `b`, `r`, `q`, `k` in Duck Chess; `r`, `n`, `b`, `a`, `k`, `c`, `p` in
 * Duck Xiangqi; `q` for an amazon) and its color. The duck (an arrow in
 * the Amazons) is `{ type: '*', color: null }`.
 */
export type Piece = { type: string; color: Color } | { type: '*'; color: null };

/** A square of `board()`: a piece and where it stands. */
export type BoardSquare = Piece & { square: string };

/** A legal turn, played or to be played, in chess.js's shape with the duck's square. */
export class Move {
  private constructor();
  /** The side that plays it. */
  color: Color;
  /** The piece's square before the turn (`"e2"`). */
  from: string;
  /** The piece's square after the turn (`"e4"`). */
  to: string;
  /**
   * The square the duck goes to (the arrow's in the Amazons). Absent for
   * a capture of the king or general, which ends the game with no duck.
   */
  duck?: string;
  /** The piece's type (lower-case FEN letter). */
  piece: string;
  /** The type of the piece taken, if any (`p` for en passant too). */
  captured?: string;
  /** The piece a pawn becomes (`q`, `r`, `b`, `n`), if any. */
  promotion?: string;
  /**
   * chess.js's flags: `n` (no capture), `c` (capture), `e` (en passant),
   * `p` (promotion, after `n` or `c`), `k`/`q` (castling on the king's or
   * queen's side). chess.js's `b` (a pawn's two-square step) is not given.
   */
  flags: string;
  /** The turn in the game's notation: SAN with `@duck` (`Nf3@e5`), WXF with `@duck`, coordinates in the Amazons. */
  san: string;
  /** The turn in coordinates as the package writes it: `g1f3,f3e5` (`b7b8q,b8a1` with a promotion). */
  lan: string;
  /** The FEN before the turn. */
  before: string;
  /** The FEN after the turn. */
  after: string;
  isCapture(): boolean;
  isPromotion(): boolean;
  isEnPassant(): boolean;
  isKingsideCastle(): boolean;
  isQueensideCastle(): boolean;
}

/** A turn as `move()` takes it: the piece move, the duck's square, and a promotion's piece when there is one. */
export interface MoveInput {
  from: string;
  to: string;
  /** Required except for a capture of the king or general. */
  duck?: string | null;
  promotion?: string | null;
}

/** A game of the package with chess.js's methods. `inCheck()` and the like are absent: there is no check in these games. */
export class Chess {
  /**
   * `fen`: the starting position (default: the game's start). `game`: the
   * game by any of its names (`"duck"`, `"duck-xiangqi"`, `"amazons"`);
   * with a FEN and no game, the game whose board the FEN has; with
   * neither, Duck Chess.
   * @throws {UnknownGameError} The name is no game's.
   * @throws {FenError} The FEN is no position of the game.
   */
  constructor(fen?: string | null, options?: { game?: string | null });
  /** The game's identifier (`duck-chess`, `duck-xiangqi`, `amazons`). */
  variant(): string;
  /** Frees the board's memory now (otherwise when garbage-collected). */
  free(): void;
  fen(): string;
  /** The game as PGN, with the package's tags (`Variant`, `FEN` when needed). */
  pgn(): string;
  /**
   * Starts again from `fen`, a position of this game: the turns played
   * are forgotten, and the headers too unless `preserveHeaders`.
   * @throws {FenError}
   */
  load(fen: string, options?: { preserveHeaders?: boolean }): void;
  /** The game's starting position, no turn played, no headers. */
  reset(): void;
  /**
   * Replays the first game of a PGN text, a game of this board's game;
   * the board is unchanged when it fails.
   * @throws {PgnError}
   */
  loadPgn(pgn: string): void;
  /** The tags of the last PGN loaded (none after a FEN or a reset). */
  getHeaders(): Record<string, string>;
  /** The side to move. */
  turn(): Color;
  /** The move number (1 at the start, one more after the second player's turn). */
  moveNumber(): number;
  /** What stands on `square`; undefined for an empty square or a name that is no square. */
  get(square: string): Piece | undefined;
  /** The board's rows from the top rank down, files from `a` on: each square null or its piece. */
  board(): (BoardSquare | null)[][];
  /** The board drawn in text (`.` for an empty square, `*` for the duck). */
  ascii(): string;
  /**
   * The legal turns (each piece move with each square for the duck): the
   * game's notation, or Move objects with `verbose`; `square` keeps the
   * turns of the piece on that square, `piece` those of a type.
   */
  moves(options?: { verbose?: false; square?: string; piece?: string }): string[];
  moves(options: { verbose: true; square?: string; piece?: string }): Move[];
  moves(options: { verbose?: boolean; square?: string; piece?: string }): string[] | Move[];
  /**
   * Plays a turn: text in the game's notation (`Nf3@e5`) or in
   * coordinates (`g1f3,f3e5`), or a MoveInput.
   * @throws {MoveError} "Invalid move: ...", as chess.js words it (its
   * `cause` is the package's own error when there is one).
   */
  move(move: string | MoveInput): Move;
  /** Takes back the last turn and returns it; null at the start. */
  undo(): Move | null;
  /** The turns played since the start (or the last load). */
  history(options?: { verbose?: false }): string[];
  history(options: { verbose: true }): Move[];
  history(options: { verbose?: boolean }): string[] | Move[];
  /** Whether the game is over, draws by repetition and the fifty-move rule included, as chess.js counts them. */
  isGameOver(): boolean;
  /** Whether the game is drawn, or a draw can be claimed. */
  isDraw(): boolean;
  /** The result in words, or null while the game goes on (the Board's `outcome()`). */
  outcome(): Outcome | null;
}

/** Duck Chess: `new DuckChess(fen?)`. */
export class DuckChess extends Chess {
  constructor(fen?: string | null);
}

/** Duck Xiangqi: `new DuckXiangqi(fen?)`; Red is `'w'`. */
export class DuckXiangqi extends Chess {
  constructor(fen?: string | null);
}
