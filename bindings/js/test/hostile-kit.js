// What the random hostile-call tests share (hostile.test.js for the main
// entry, full-hostile.test.js for the full one): a seeded picker, a pool
// of boards, the values any export must refuse or take, and the rule for
// what a hostile call may throw.
import { random } from './data.js';

/**
 * A kit over the package `dv` (either entry), seeded with `seed`.
 * @param {typeof import('duck-variants')} dv
 * @param {number} seed
 */
export function hostileKit(dv, seed) {
  const pick = random(seed);
  const sentinel = new Error('thrown by the test');
  const boards = [];
  const newBoard = () => {
    const board = new dv.Board(['duck', 'duck-xiangqi', 'amazons'][pick(3)]);
    boards.push(board);
    return board;
  };
  for (let i = 0; i < 4; i++) newBoard();
  const anyBoard = () => boards[pick(boards.length)];
  /** A value no argument reader may trust: the edges of each JavaScript type. */
  const common = () => {
    switch (pick(8)) {
      case 0: return pick(2) ? -1 : 2 ** 53;
      case 1: return [NaN, Infinity, -Infinity, -0, 0.5, 65, 1e10][pick(7)];
      case 2: return pick(1000);
      case 3: return [null, undefined, true, false][pick(4)];
      case 4: return [Symbol('s'), 10n, -1n, 2n ** 200n][pick(4)];
      case 5: return new Proxy({}, { get() { throw sentinel; }, ownKeys() { throw sentinel; }, getPrototypeOf() { throw sentinel; } });
      case 6: return anyBoard();
      default: return [1, 2, 3];
    }
  };
  /** What a hostile call may throw: the package's errors, the test's own, a TypeError; never a trap. */
  const expected = (error) =>
    !(error instanceof WebAssembly.RuntimeError) &&
    (error instanceof dv.DuckVariantsError || error === sentinel || error instanceof TypeError);
  return { pick, sentinel, boards, newBoard, anyBoard, common, expected };
}
