// The full entry's additions against hostile JavaScript values (as
// hostile.test.js does for the main entry): every call refused with the
// package's own error, or answered, never a WebAssembly trap; and the
// module answers right afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as dv from '../pkg/full/node.js';
import { random } from './data.js';

const { Board } = dv;
const CALLS = Number(process.env.HOSTILE_CALLS ?? 100_000) / 5;

test(`${CALLS} random hostile calls of the full entry's additions`, () => {
  const pick = random(34);
  const sentinel = new Error('thrown by the test');
  const boards = [];
  const newBoard = () => {
    const board = new Board(['duck', 'duck-xiangqi', 'amazons'][pick(3)]);
    boards.push(board);
    return board;
  };
  for (let i = 0; i < 4; i++) newBoard();
  const anyBoard = () => boards[pick(boards.length)];
  const texts = [
    'e2e4', 'e2e4,e4e5', 'e4', 'a10', 'z9', '', '*', 'pgn', 'pgn4', 'fairy', 'mistboard', 'xml', '\ud800',
    '1. e4@e5 *', '1. g5-g7Θ-g9 *', '1. d4 Θd6 *', '[StartFen4 "2PC"]\n\n1. g5-g7Θ-g9 .. h10-h8Θg9-h10\n',
    'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 1 1 e5', '4k3/8/8/8/8/8/8/4K3 w - - 0 1 z9',
  ];
  const values = () => {
    switch (pick(14)) {
      case 0: return pick(2) ? -1 : 2 ** 53;
      case 1: return [NaN, Infinity, -0, 0.5, 65, 1e10][pick(6)];
      case 2: return pick(100);
      case 3: return [null, undefined, true, false][pick(4)];
      case 4: return [Symbol('s'), 10n][pick(2)];
      case 5: return new Proxy({}, { get() { throw sentinel; }, ownKeys() { throw sentinel; } });
      case 6: return { get depth() { anyBoard().free(); return 1; } };
      case 7: return { board: anyBoard(), tags: [['White', pick(2) ? 'x' : 5]], clocks: [pick(2) ? -1 : 5, null], evals: [{ cp: 0.5 }, { mate: 2 ** 40 }, 'x'] };
      case 8: return { format: texts[pick(texts.length)] };
      case 9: return anyBoard();
      case 10: return [1, 2, 3];
      case 11: return { depth: pick(70), movetime: pick(3) };
      default: return texts[pick(texts.length)];
    }
  };
  const args = () => Array.from({ length: pick(4) }, values);
  const methods = ['attackers', 'isAttackedBy', 'attacks', 'royal', 'royalAttackers', 'savingBlockers', 'royalCapturableAfter', 'capturesRoyal', 'tacticalMoves', 'between', 'interpositions', 'zobrist', 'writeFen', 'svg'];
  for (let i = 0; i < CALLS; i++) {
    try {
      switch (pick(8)) {
        case 0: {
          if (boards.length < 32) newBoard();
          else anyBoard().free();
          break;
        }
        case 1: {
          let n = 0;
          for (const record of dv.readGames(values(), values())) if (n++ > 2 || record.board.variant() === '') break;
          break;
        }
        case 2: {
          dv.writeGame(values(), values());
          break;
        }
        case 3: {
          dv.readFen(values());
          break;
        }
        case 4: {
          // Small searches only: a missing limit would search 200,000 nodes.
          const limits = values();
          dv.bestMove(pick(4) ? anyBoard() : values(), limits === null || limits === undefined ? { nodes: 50 } : limits);
          break;
        }
        default: {
          anyBoard()[methods[pick(methods.length)]](...args());
        }
      }
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError || !(error instanceof dv.DuckVariantsError || error === sentinel || error instanceof TypeError)) {
        throw error;
      }
    }
  }
  for (const board of boards) board.free();
  // Alive: the engine, the formats and the rules answer as before.
  assert.equal(dv.bestMove(new Board('duck', '8/8/8/8/8/2k5/8/1N1K4 w - - 0 1'), { depth: 2 }).move, 'b1c3');
  assert.equal(dv.readGame('1. d4@Nf3 *', { format: 'duckops' }).board.history()[0], 'Nf3@d4');
  assert.equal(new Board('duck').perft(2), 379440n);
});
