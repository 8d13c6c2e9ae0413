// The full entry's additions against hostile JavaScript values (as
// hostile.test.js does for the main entry): every call refused with the
// package's own error, or answered, never a WebAssembly trap; and the
// module answers right afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as dv from '../pkg/full/node.js';
import { hostileKit } from './hostile-kit.js';

const { Board } = dv;
const CALLS = Number(process.env.HOSTILE_CALLS ?? 100_000) / 5;

test(`${CALLS} random hostile calls of the full entry's additions`, () => {
  const { pick, sentinel, boards, newBoard, anyBoard, common, expected } = hostileKit(dv, 34);
  const texts = [
    'e2e4', 'e2e4,e4e5', 'e4', 'a10', 'z9', '', '*', 'pgn', 'pgn4', 'fairy', 'mistboard', 'xml', '\ud800',
    '1. e4@e5 *', '1. g5-g7Θ-g9 *', '1. d4 Θd6 *', '[StartFen4 "2PC"]\n\n1. g5-g7Θ-g9 .. h10-h8Θg9-h10\n',
    'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 1 1 e5', '4k3/8/8/8/8/8/8/4K3 w - - 0 1 z9',
  ];
  const values = () => {
    switch (pick(8)) {
      case 0: return { get depth() { anyBoard().free(); return 1; } };
      case 1: return { board: anyBoard(), tags: [['White', pick(2) ? 'x' : 5]], clocks: [pick(2) ? -1 : 5, null], evals: [{ cp: 0.5 }, { mate: 2 ** 40 }, 'x'] };
      case 2: return { format: texts[pick(texts.length)] };
      case 3: return { depth: pick(70), time: pick(3) / 100 };
      case 4: case 5: return texts[pick(texts.length)];
      default: return common();
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
          // Small searches only: the limits made here are 20 ms at most.
          dv.bestMove(pick(4) ? anyBoard() : values(), values());
          break;
        }
        default: {
          anyBoard()[methods[pick(methods.length)]](...args());
        }
      }
    } catch (error) {
      if (!expected(error)) throw error;
    }
  }
  for (const board of boards) board.free();
  // Alive: the engine, the formats and the rules answer as before.
  assert.equal(dv.bestMove(new Board('duck', '8/8/8/8/8/2k5/8/1N1K4 w - - 0 1'), { depth: 2 }).move, 'b1c3');
  assert.equal(dv.readGame('1. d4@Nf3 *', { format: 'duckops' }).board.history()[0], 'Nf3@d4');
  assert.equal(new Board('duck').perft(2), 379440n);
});
