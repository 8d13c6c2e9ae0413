// The declarations of the full entry's functions (js/full.js); its Board
// methods (the position queries, writeFen, svg) are declared with the
// class, from the module's own documentation.
import type { Board } from './duck_variants.js';

/** A format's name as `duck_variants::formats::Format::named` reads it (any case; aliases such as `chess.com`, `pychess`, `fsf`). */
export type FormatName = 'pgn' | 'pgn4' | 'fairy' | 'dpgn' | 'duckops' | 'mistboard' | (string & {});

/** An evaluation from a `%eval` comment, from the first player's side. */
export type Eval = { cp: number; mate?: undefined } | { mate: number; cp?: undefined };

/** A game read from a record in one of the formats. */
export interface GameRecord {
  /** The game replayed: its start, turns and position. */
  board: Board;
  /** The format it was read in: `pgn`, `pgn4`, `fairy`, `dpgn`, `duckops` or `mistboard`. */
  format: string;
  /** The tags in PGN's terms, `[name, value]`, in the record's order. */
  tags: [string, string][];
  /** The result the record states (`1-0`, `0-1`, `1/2-1/2`, `*`), or null. */
  result: string | null;
  /** The clock after each turn in milliseconds (`%clk`), or null. */
  clocks: (number | null)[];
  /** The evaluation after each turn (`%eval`), or null. */
  evals: (Eval | null)[];
}

/** What a record to write may hold besides its board (as readGames gives it). */
export interface GameRecordInput {
  board: Board;
  tags?: [string, string][];
  result?: string | null;
  clocks?: (number | null)[];
  evals?: (Eval | null)[];
}

/** readGames' options: a format that every game is read in (none: each told by its tags and first moves). */
export interface ReadGamesOptions {
  format?: FormatName;
}

/**
 * The game records of a text, read and replayed one at a time.
 * @throws {PgnError} A record is malformed or does not replay (when the
 * iterator reaches it), or the format is no format's.
 */
export function readGames(text: string, options?: ReadGamesOptions): IterableIterator<GameRecord>;

/**
 * The first game record of a text.
 * @throws {PgnError} The text holds no game, or its first is refused.
 */
export function readGame(text: string, options?: ReadGamesOptions): GameRecord;

/**
 * A game (a Board or a record) in a format (`pgn` by default).
 * @throws {PgnError} The format is no format's, or cannot hold the game.
 */
export function writeGame(game: Board | GameRecordInput, format?: FormatName): string;

/**
 * A board at a FEN in this package's form or mistboard's (a 7th field
 * with the duck's point).
 * @throws {FenError} The FEN is no position of any game.
 */
export function readFen(fen: string): Board;

/**
 * The bounds of a search: at least one, each in its range (as Python's
 * `best_move(depth=, nodes=, time=)`; the search ends at the first met).
 */
export interface SearchLimits {
  /** Turns, from 1 to the engine's cap (64). */
  depth?: number;
  /** Nodes, from 1. */
  nodes?: number;
  /** Seconds, above 0 and at most 86,400 (a day). */
  time?: number;
  /**
   * Ends the search early, with its best turn so far, once `cancel[0]` is
   * not 0: over a SharedArrayBuffer, another thread (the page, for a
   * search in `duck-variants/worker`) stops it with `Atomics.store(cancel, 0, 1)`.
   */
  cancel?: Int32Array;
  /** Asked as the search runs: true ends it early, with its best turn so far. */
  shouldStop?: () => boolean;
}

/** A score for the side to move: centipawns, or a forced win (positive) or loss in `mate` moves (`plies` turns). */
export type Score = { cp: number; mate?: undefined; plies?: undefined } | { mate: number; plies: number; cp?: undefined };

/** What the engine found. */
export interface BestMove {
  /** The turn in coordinates, as `legalMoves()` lists it and `push`/`play` take it; null when the game is over. */
  move: string | null;
  /** The same turn in the game's own notation (SAN, WXF). */
  san: string | null;
  score: Score;
  /** The principal variation, in coordinates, starting with `move`. */
  pv: string[];
  /** The depth of the last finished iteration, in plies. */
  depth: number;
  /** Nodes searched. */
  nodes: number;
}

/**
 * The reference engine's best turn on `board` within `limits`.
 * @throws {ArgumentError} No limit, a limit out of its range or of the wrong type, or an unknown one.
 */
export function bestMove(board: Board, limits: SearchLimits): BestMove;

/** board.svg's options. */
export interface SvgOptions {
  /** The picture's size in pixels (0 or none: the renderer's default). */
  size?: number;
  /** The second player's side at the bottom. */
  flipped?: boolean;
  /** File and rank names at the edges (default true). */
  coordinates?: boolean;
  /** The last turn to mark, in coordinates (`e2e4,e4d5`). */
  lastMove?: string;
  /** Squares to fill: square name to colour. */
  fill?: Map<string, string> | Record<string, string>;
  /** Arrows: `[from, to, colour?]` or `{from, to, color?}`. */
  arrows?: ([string, string, string?] | { from: string; to: string; color?: string })[];
  /** WXF letters on Duck Xiangqi's pieces. */
  letters?: boolean;
  /** A piece move drawn made, its duck still to place (`e2e4`). */
  pending?: string;
}

declare module './duck_variants.js' {
  interface Board {
    /** The board as SVG text. */
    svg(options?: SvgOptions): string;
    /** `bestMove(this, limits)`: the reference engine's best turn here. */
    bestMove(limits: SearchLimits): BestMove;
  }
}
