// duck-variants/full: bestMove (the reference engine, issue 35) and the
// worker's message handler (duck-variants/worker), in this thread and in
// a real worker thread.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { Board, bestMove, variants, ArgumentError } from '../pkg/full/node.js';
import { answer } from '../pkg/worker.js';

test('a royal capture in one, when there is one (hand-made positions)', () => {
  for (const [game, fen, capture] of [
    // The knight on b1 takes the king on c3.
    ['duck', '8/8/8/8/8/2k5/8/1N1K4 w - - 0 1', 'b1c3'],
    // Black's rook on h8 takes the king on h1 along the open file.
    ['duck', '7r/8/8/8/2k5/8/8/7K b - - 0 1', 'h8h1'],
    // The chariot on e1 takes the general on e10 up the file.
    ['duck-xiangqi', '4k4/9/9/9/9/9/9/9/9/3KR4 w - - 0 1', 'e1e10'],
  ]) {
    for (const limits of [{ depth: 1 }, { depth: 4 }, { nodes: 5000 }, { time: 0.05 }, { depth: 64, nodes: 1 }]) {
      const board = new Board(game, fen);
      const found = bestMove(board, limits);
      assert.equal(found.move, capture, `${fen} ${JSON.stringify(limits)}`);
      assert.equal(found.pv[0], capture);
      assert.deepEqual(found.score, { mate: 1, plies: 1 });
      // Played, it ends the game (the rules' word, not the engine's).
      assert.equal(board.push(found.move), true);
      assert.equal(board.isGameOver(), true);
      assert.equal(bestMove(board, limits).move, null, 'no move once the game is over');
    }
  }
});

test('a legal turn in each game, from the start and after a few turns', () => {
  for (const game of variants().split(' ')) {
    const board = new Board(game);
    for (let ply = 0; ply < 4; ply++) {
      const found = bestMove(board, { nodes: 3000 });
      assert.ok(board.legalMoves().split(' ').includes(found.move), `${game}: ${found.move}`);
      assert.equal(board.sanMove(found.move), found.san);
      assert.ok(found.nodes > 0 && found.nodes <= 3000, `${found.nodes} nodes`);
      assert.ok(found.depth >= 1);
      assert.ok(typeof found.score.cp === 'number' || typeof found.score.mate === 'number');
      // Each turn of the principal variation is legal where it comes.
      const line = board.clone();
      for (const turn of found.pv) assert.equal(line.push(turn), true, `${game}: pv ${found.pv}`);
      line.free();
      assert.equal(board.play(found.move), found.san);
    }
  }
});

test('the limits bound the search: depth, nodes, time', () => {
  const board = new Board('duck');
  assert.equal(bestMove(board, { depth: 2 }).depth, 2);
  // The Board method is the same search.
  assert.deepEqual(board.bestMove({ depth: 2 }), bestMove(board, { depth: 2 }));
  assert.ok(bestMove(board, { nodes: 1000 }).nodes <= 1000);
  const started = Date.now();
  const timed = bestMove(board, { time: 0.2 });
  const took = Date.now() - started;
  assert.ok(took < 5000, `0.2 s took ${took} ms`);
  assert.ok(timed.move !== null);
  // The first limit met ends it.
  assert.ok(bestMove(board, { depth: 64, nodes: 500 }).nodes <= 500);
});

test('bad limits are refused with ArgumentError before any search', () => {
  const board = new Board('duck');
  // The engine crate's refusals: its words, as Python's best_move says them.
  for (const [limits, words] of [
    [undefined, 'a search needs a limit: a depth, a node count or a time'],
    [{}, 'a search needs a limit: a depth, a node count or a time'],
    [{ depth: null, time: undefined }, 'a search needs a limit: a depth, a node count or a time'],
    [{ depth: 0 }, 'search depth 0 is outside 1 to 64'],
    [{ depth: 65 }, 'search depth 65 is outside 1 to 64'],
    [{ nodes: 0 }, 'a node limit of 0 searches nothing'],
    [{ time: 0 }, 'a search time of 0 seconds is not above 0 and at most 86400'],
    [{ time: -1 }, 'a search time of -1 seconds is not above 0 and at most 86400'],
    [{ time: NaN }, 'a search time of NaN seconds is not above 0 and at most 86400'],
    [{ time: Infinity }, 'a search time of inf seconds is not above 0 and at most 86400'],
    [{ time: 86400.5 }, 'a search time of 86400.5 seconds is not above 0 and at most 86400'],
  ]) {
    assert.throws(() => bestMove(board, limits), { name: 'ArgumentError', message: words, kind: undefined }, JSON.stringify(limits));
  }
  // JavaScript's own type checks.
  for (const limits of [{ depth: 1.5 }, { depth: '3' }, { nodes: -5 }, { nodes: 2 ** 53 }, { time: '1' }, { movetime: 100 }, 'depth 3', 7]) {
    assert.throws(() => bestMove(board, limits), ArgumentError, JSON.stringify(limits));
  }
  assert.throws(() => bestMove('duck', { depth: 1 }), ArgumentError);
  const freed = new Board('duck');
  freed.free();
  assert.throws(() => bestMove(freed, { depth: 1 }), ArgumentError);
});

test('cancel and shouldStop end a search early with its best turn so far', () => {
  const board = new Board('duck-xiangqi');
  const legal = board.legalMoves().split(' ');
  let asked = 0;
  const began = Date.now();
  const stopped = bestMove(board, { time: 3600, shouldStop: () => ++asked >= 20 });
  assert.ok(Date.now() - began < 20_000, 'stopped long before its hour');
  assert.equal(asked, 20, 'not asked again once it said stop');
  assert.ok(legal.includes(stopped.move), stopped.move);
  // Set before the search: it stops at its first look.
  const early = bestMove(board, { depth: 64, cancel: new Int32Array([1]) });
  assert.ok(legal.includes(early.move) && early.nodes <= 1024, `${early.nodes} nodes`);
  // A cancel left at 0 changes nothing.
  assert.deepEqual(bestMove(board, { depth: 2, cancel: new Int32Array(1) }), bestMove(board, { depth: 2 }));
  for (const bad of [{ depth: 1, cancel: [1] }, { depth: 1, cancel: new Int32Array(0) }, { depth: 1, shouldStop: true }]) {
    assert.throws(() => bestMove(board, bad), ArgumentError);
  }
});

test("shouldStop's own exceptions and calls: thrown after the search, the board busy while it runs", () => {
  const board = new Board('duck');
  const sentinel = new Error('from shouldStop');
  assert.throws(() => bestMove(board, { time: 3600, shouldStop: () => { throw sentinel; } }), (e) => e === sentinel);
  assert.throws(
    () => bestMove(board, { time: 3600, shouldStop: () => board.push('e2e4,e4e5') }),
    (e) => e instanceof ArgumentError && /the board is searching/.test(e.message),
  );
  assert.equal(board.gamePly(), 0, 'nothing played during the search');
  // Freed from inside: freed once the search returns.
  const found = bestMove(board, { time: 3600, shouldStop: () => { board.free(); return true; } });
  assert.ok(found.move !== null);
  assert.throws(() => board.fen(), ArgumentError);
});

test("the worker's handler: requests, answers, errors as data", () => {
  const start = answer({ id: 7, game: 'duck-xiangqi', limits: { depth: 2 } });
  assert.equal(start.id, 7);
  assert.ok(new Board('duck-xiangqi').legalMoves().split(' ').includes(start.move));
  const won = answer({ id: 'a', game: 'duck', fen: '8/8/8/8/8/2k5/8/1N1K4 w - - 0 1', limits: { depth: 3 } });
  assert.deepEqual([won.id, won.move, won.score], ['a', 'b1c3', { mate: 1, plies: 1 }]);
  // Turns played first, in either notation.
  const after = answer({ id: 1, game: 'duck', moves: ['e2e4,e4e5', 'Nf6@e3'], limits: { nodes: 2000 } });
  const board = new Board('duck');
  board.pushMoves('e2e4,e4e5 g8f6,f6e3');
  assert.ok(board.legalMoves().split(' ').includes(after.move));
  for (const [request, name, kind] of [
    [{ id: 2, game: 'duck', fen: 'x' }, 'FenError', 'fen'],
    [{ id: 3, game: 'chess960' }, 'UnknownGameError', 'unknown-game'],
    [{ id: 4, game: 'duck', moves: ['e2e5,a3a4'] }, 'MoveError', 'illegal-move'],
    [{ id: 5, game: 'duck', limits: { depth: 99 } }, 'ArgumentError', undefined],
    [{ id: 6, moves: 'e2e4,e4e5' }, 'ArgumentError', undefined],
    [null, 'ArgumentError', undefined],
  ]) {
    const reply = answer(request);
    assert.equal(reply.id, request?.id);
    assert.equal(reply.error?.name, name, JSON.stringify(reply));
    assert.equal(reply.error.kind, kind);
    assert.equal(typeof reply.error.message, 'string');
  }
});

test('the worker script in a worker thread (a shim for the Web Worker globals)', async () => {
  const worker = new Worker(new URL('./worker-shim.js', import.meta.url));
  try {
    const replies = new Map();
    const all = new Promise((resolve, reject) => {
      worker.on('error', reject);
      worker.on('message', (m) => {
        replies.set(m.id, m);
        if (replies.size === 2) resolve();
      });
    });
    worker.postMessage({ id: 1, game: 'duck', fen: '8/8/8/8/8/2k5/8/1N1K4 w - - 0 1', limits: { depth: 2 } });
    worker.postMessage({ id: 2, game: 'duck', limits: { depth: 0 } });
    await all;
    assert.equal(replies.get(1).move, 'b1c3');
    assert.equal(replies.get(2).error.name, 'ArgumentError');
  } finally {
    await worker.terminate();
  }
});

test('a page stops a search running in the worker through a SharedArrayBuffer', async () => {
  const worker = new Worker(new URL('./worker-shim.js', import.meta.url));
  try {
    const cancel = new Int32Array(new SharedArrayBuffer(4));
    const reply = new Promise((resolve, reject) => {
      worker.on('error', reject);
      worker.on('message', resolve);
    });
    worker.postMessage({ id: 1, game: 'duck-xiangqi', limits: { time: 3600, cancel } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stoppedAt = Date.now();
    Atomics.store(cancel, 0, 1);
    const answer = await reply;
    assert.ok(Date.now() - stoppedAt < 10_000, 'answered soon after the stop');
    assert.equal(answer.id, 1);
    assert.ok(new Board('duck-xiangqi').legalMoves().split(' ').includes(answer.move), JSON.stringify(answer));
  } finally {
    await worker.terminate();
  }
});
