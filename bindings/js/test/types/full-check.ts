// Compiled by `tsc --noEmit` (test/types.test.js): the full entry's
// declarations (duck-variants/full, duck-variants/worker).
import init, { Board, PgnError, bestMove, readFen, readGame, readGames, writeGame, type BestMove, type GameRecord, type SearchLimits } from 'duck-variants/full';
import { answer, type BestMoveRequest } from 'duck-variants/worker';

await init();
const board: Board = new Board('duck');
const limits: SearchLimits = { depth: 3, nodes: 10_000, time: 0.1 };
const found: BestMove = bestMove(board, limits);
const move: string | null = found.move ?? board.bestMove({ nodes: 100 }).move;
const mate: number | undefined = found.score.mate;
const line: string[] = found.pv;
const records: GameRecord[] = [...readGames('1. e4@e5 *', { format: 'pgn' })];
const first: GameRecord = readGame('1. e4,e5 *');
const clocks: (number | null)[] = first.clocks;
const tags: [string, string][] = first.tags;
const text: string = writeGame(first, 'fairy') + writeGame(board) + writeGame({ board, evals: [{ cp: 12 }, { mate: -2 }] }, 'dpgn');
const attackers: string[] = board.attackers(true, 'e4');
const saving: string[] = board.savingBlockers('e2e4');
const royal: string | undefined = board.royal(false);
const hash: bigint = board.zobrist();
const picture: string = board.svg({ size: 320, flipped: true, fill: { e4: '#f00' }, arrows: [['e2', 'e4']] });
const mistboard: string = readFen('8/8/8/8/8/8/8/4K2k w - - 0 1').writeFen();
const request: BestMoveRequest = { id: 1, game: 'duck', moves: ['e2e4,e4e5'], limits: { depth: 2 } };
const reply = answer(request);
if (reply.error) {
  const kind: string | undefined = reply.error.kind;
  void kind;
} else {
  const best: string | null = reply.move;
  void best;
}
try {
  writeGame(board, 'xml');
} catch (error) {
  if (error instanceof PgnError) void error.kind;
}
void [move, mate, line, records, clocks, tags, text, attackers, saving, royal, hash, picture, mistboard];
