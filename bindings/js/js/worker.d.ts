import type { BestMove, SearchLimits } from './full/index.js';

/** A request to the worker (`postMessage`). */
export interface BestMoveRequest {
  /** Echoed in the answer, to pair answers with requests. */
  id?: unknown;
  /** The game's name (`'duck'`, `'duck-xiangqi'`, `'amazons'`...); none: the FEN's game, or the first game. */
  game?: string;
  /** The position (none: the game's start). */
  fen?: string;
  /** Turns played from there, in coordinates or the game's own notation. */
  moves?: string[];
  /**
   * The search's limits, as `bestMove` takes them (`shouldStop` cannot be
   * posted): `cancel` over a SharedArrayBuffer lets the page end the
   * search early, with its best turn so far.
   */
  limits: SearchLimits;
}

/** The worker's answer to a request: the best move, or the error as data. */
export type BestMoveAnswer =
  | ({ id: unknown; error?: undefined } & BestMove)
  | { id: unknown; error: { name: string; kind: string | undefined; message: string } };

/** The answer to one request, computed on the calling thread (what the worker posts back). */
export function answer(message: unknown): BestMoveAnswer;
