// duck-variants/worker: a module Web Worker that answers best-move
// requests with the full entry's engine, so that a page's own thread
// never searches. A page starts it with
//
//   new Worker(new URL('duck-variants/worker', import.meta.url), { type: 'module' })
//
// (or the URL of node_modules/duck-variants/pkg/worker.js), posts
// `{ id, game, fen, moves, limits }` and gets `{ id, move, san, score, pv,
// depth, nodes }` back, or `{ id, error: { name, kind, message } }`. The
// worker answers one request at a time, so a message cannot stop a search
// it is running: `limits.cancel`, an Int32Array over a SharedArrayBuffer
// (a cross-origin isolated page), can. `Atomics.store(cancel, 0, 1)` from
// the page ends the search with its best turn so far; without one, a page
// stops a search by terminating the worker.
// build.sh minifies this file into pkg/worker.js, beside pkg/full/.
import init, { Board, bestMove, ArgumentError } from './full/index.js';

/**
 * The answer to one request: the best move on the board of `game` at
 * `fen` (none: the game's start) after `moves` (an array of turns in
 * coordinates or the game's own notation), searched within `limits` (as
 * bestMove takes them); or the error, as plain data.
 * @param {unknown} message
 */
export function answer(message) {
  const id = message !== null && typeof message === 'object' ? message.id : undefined;
  let board;
  try {
    if (message === null || typeof message !== 'object') {
      throw new ArgumentError('a request must be an object { id, game, fen, moves, limits }');
    }
    const { game, fen, moves, limits } = message;
    board = new Board(game ?? undefined, fen ?? undefined);
    if (moves !== undefined && moves !== null) {
      if (!Array.isArray(moves)) throw new ArgumentError('moves must be an array of turns');
      for (const turn of moves) board.play(turn);
    }
    return { id, ...bestMove(board, limits) };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    return { id, error: { name: e.name, kind: e.kind, message: e.message } };
  } finally {
    board?.free();
  }
}

// In a worker (a dedicated worker's global scope, which has postMessage
// and message events): load the module once, then answer each request in
// turn. Elsewhere (a page, Node), importing this file only defines answer.
const scope = globalThis;
if (
  typeof scope.WorkerGlobalScope !== 'undefined' &&
  typeof scope.postMessage === 'function' &&
  typeof scope.addEventListener === 'function'
) {
  const loading = init();
  scope.addEventListener('message', async (event) => {
    try {
      await loading;
    } catch (error) {
      const id = event.data?.id;
      scope.postMessage({ id, error: { name: error?.name ?? 'Error', kind: error?.kind, message: String(error?.message ?? error) } });
      return;
    }
    scope.postMessage(answer(event.data));
  });
}
