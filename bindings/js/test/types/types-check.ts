// Compiled by `tsc --noEmit` (test/types.test.js): the declarations the
// package ships describe its calls, option objects and error classes.
import init, { Board, FenError, DuckVariantsError, games, readGamePGN, variants, type GameInfo, type Outcome, type PerftOptions } from 'duck-variants';

await init();
const board: Board = new Board('duck');
const moves: string = board.legalMoves();
const pushed: boolean = board.push(moves.split(' ')[0]);
const packed: Uint32Array = board.legalTurnsPacked();
const options: PerftOptions = { maxNodes: 10n ** 9n, hashMb: 1, maxSeconds: 1, cancel: new Int32Array(1), shouldStop: () => false };
const count: bigint = board.perft(2, options);
const plain: bigint = board.perft(1);
const dests: Map<string, string[]> = board.dests();
const outcome: Outcome | null = board.outcome();
const list: GameInfo[] = games();
const sides: [string, string] = list[0].sides;
const last: [string, string] | undefined = board.lastMove();
const names: string = variants();
const mainline: string = readGamePGN('1. e4@e5 *').mainlineMoves();
try {
  new Board('duck', 'x');
} catch (error) {
  if (error instanceof FenError) {
    const base: DuckVariantsError = error;
    const message: string = base.message;
    void message;
  }
}
void [pushed, packed, count, plain, dests, outcome, sides, last, names, mainline];
