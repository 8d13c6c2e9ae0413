// duck-variants/full: the facade's position queries as Board methods
// (issue 35), checked against brute force over the legal turns of random
// positions of each game (never against the queries themselves), and on
// hand-made positions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Board, MoveError, ArgumentError } from '../pkg/full/node.js';

/** A seeded generator (mulberry32), for positions the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Positions along random games of `game`. */
function randomBoards(game, count, seed) {
  const next = random(seed);
  let board = new Board(game);
  const out = [];
  while (out.length < count) {
    if (board.isGameOver()) board = new Board(game);
    out.push(board.clone());
    const turns = board.legalMoves().split(' ');
    board.push(turns[Math.floor(next() * turns.length)]);
  }
  return out;
}

const legal = (board) => (board.isGameOver() ? [] : board.legalMoves().split(' '));
const piecePart = (turn) => turn.split(',')[0];
/** A piece move's squares and promotion: `e7e8q`, `a10a9`. */
const parts = (pieceMove) => pieceMove.match(/^([a-z]\d+)([a-z]\d+)([a-z]?)$/).slice(1);
const destination = (pieceMove) => parts(pieceMove)[1];
/** The square of a side's king or general, from the board's pieces. */
function kingOf(board, first) {
  for (const [square, letter] of board.pieces()) if (letter === (first ? 'K' : 'k')) return square;
  return null;
}
const isMine = (letter, first) => (first ? letter === letter.toUpperCase() : letter === letter.toLowerCase());
const sorted = (list) => [...list].sort();

// Positions with a royal capture, a rook line to the king and a promotion,
// beside the random ones.
const handMade = {
  'duck-chess': ['8/8/8/8/8/2k5/8/1N1K4 w - - 0 1', '4k3/P7/8/4r3/8/8/8/4K3 w - - 0 1', '4k3/8/8/4r3/8/8/P7/4K3 b - - 0 1'],
  'duck-xiangqi': ['4k4/9/9/9/9/9/9/9/9/3KR4 w - - 0 1', '3k5/9/9/9/9/9/4r4/9/9/4K4 w - - 0 1'],
};

for (const game of ['duck-chess', 'duck-xiangqi']) {
  test(`${game}: the queries against brute force over legal turns`, () => {
    const boards = [...handMade[game].map((fen) => new Board(game, fen)), ...randomBoards(game, 24, 7)];
    let captures = 0;
    for (const board of boards) {
      const fen = board.fen();
      const turns = legal(board);
      const pieces = sorted(new Set(turns.map(piecePart)));
      const side = board.turn();
      const own = kingOf(board, side);
      const enemy = kingOf(board, !side);
      assert.equal(board.royal(side) ?? null, own, fen);
      assert.equal(board.royal(!side) ?? null, enemy, fen);
      // The pieces that can capture the enemy royal: the moves onto it.
      const capturing = pieces.filter((p) => destination(p) === enemy);
      if (capturing.length > 0) captures++;
      assert.deepEqual(sorted(board.royalAttackers()), sorted(new Set(capturing.map((p) => parts(p)[0]))), fen);
      for (const p of pieces) assert.equal(board.capturesRoyal(p), capturing.includes(p), `${fen} ${p}`);
      // Tactical moves: the piece moves after which the enemy has fewer
      // pieces (en passant too), or promoting.
      const enemies = (b) => [...b.pieces().values()].filter((l) => l !== '*' && !isMine(l, side)).length;
      const tactical = pieces.filter((p) => {
        const after = board.clone();
        after.push(turns.find((t) => piecePart(t) === p));
        const fewer = enemies(after) < enemies(board);
        after.free();
        return fewer || parts(p)[2] !== '';
      });
      assert.deepEqual(sorted(board.tacticalMoves()), sorted(tactical), fen);
      // Attackers of each enemy piece by the side to move: the squares of
      // the piece moves onto it.
      for (const [square, letter] of board.pieces()) {
        if (letter === '*' || isMine(letter, side)) continue;
        const from = new Set(pieces.filter((p) => destination(p) === square).map((p) => parts(p)[0]));
        assert.deepEqual(sorted(board.attackers(side, square)), sorted(from), `${fen} attackers of ${square}`);
        assert.equal(board.isAttackedBy(side, square), from.size > 0);
      }
      // Saving blockers: the duck squares after which the opponent has no
      // turn onto our royal (or the game is over).
      for (const p of pieces.slice(0, 4)) {
        if (capturing.includes(p)) continue;
        const saving = [];
        for (const square of board.blockerTargets(p)) {
          const after = board.clone();
          after.playParts(p, square);
          const king = kingOf(after, side);
          if (after.isGameOver() || legal(after).every((t) => destination(piecePart(t)) !== king)) saving.push(square);
          after.free();
        }
        assert.deepEqual(sorted(board.savingBlockers(p)), sorted(saving), `${fen} ${p}`);
        assert.equal(board.royalCapturableAfter(p), saving.length < board.blockerTargets(p).length, `${fen} ${p}`);
      }
      // The same position, the same hash; another, another.
      assert.equal(new Board(game, fen).zobrist(), board.zobrist());
      board.free();
    }
    assert.ok(captures > 0, 'some position has a royal capture');
  });
}

test('attackers, lines and hashes by hand', () => {
  const board = new Board('duck-chess', '4k3/8/8/8/4*3/8/8/R3K2R w - - 0 1');
  assert.deepEqual(sorted(board.attackers(true, 'd1')), ['a1', 'e1']);
  assert.equal(board.isAttackedBy(true, 'h8'), true);
  assert.equal(board.isAttackedBy(false, 'a2'), false);
  assert.deepEqual(board.between('a1', 'h8'), ['b2', 'c3', 'd4', 'e5', 'f6', 'g7']);
  assert.deepEqual(board.between('a1', 'b3'), []);
  assert.deepEqual(board.interpositions('a1', 'a8'), ['a2', 'a3', 'a4', 'a5', 'a6', 'a7']);
  // The rook on h1 attacks up the h-file and along the rank to its own
  // king (an attack on an own piece counts).
  assert.deepEqual(sorted(board.attacks('h1')), ['e1', 'f1', 'g1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8']);
  assert.deepEqual(board.attacks('e4'), [], 'the duck attacks nothing');
  assert.equal(typeof board.zobrist(), 'bigint');
  assert.notEqual(board.zobrist(), new Board('duck-chess', '4k3/8/8/8/4*3/8/8/R3K2R b - - 0 1').zobrist());
  // Duck Xiangqi: the horse's leg; the Amazons have no royal piece.
  const xq = new Board('duck-xiangqi', '4k4/9/9/9/9/9/9/9/9/3K1N3 w - - 0 1');
  assert.deepEqual(sorted(xq.attacks('f1')), ['d2', 'e3', 'g3', 'h2']);
  assert.deepEqual(xq.interpositions('f1', 'e3'), ['f2']);
  assert.equal(new Board('amazons').royal(true), undefined);
  // Refusals: the facade's kinds.
  assert.throws(() => board.attackers(true, 'z9'), (e) => e instanceof MoveError && e.kind === 'move-syntax');
  assert.throws(() => board.savingBlockers('e1e3'), (e) => e instanceof MoveError);
  assert.throws(() => board.capturesRoyal(7), ArgumentError);
  assert.throws(() => board.attackers('white', 'd1'), ArgumentError);
  assert.throws(() => board.royal(), ArgumentError);
});

test('the default entry stays without the full entry’s additions; the subpaths resolve', async () => {
  const plain = await import('../pkg/node.js');
  const full = await import('../pkg/full/node.js');
  for (const name of ['readGames', 'readGame', 'writeGame', 'readFen', 'bestMove']) {
    assert.equal(plain[name], undefined, name);
    assert.equal(typeof full[name], 'function', name);
  }
  for (const name of ['svg', 'attackers', 'savingBlockers', 'zobrist', 'writeFen', 'bestMove']) {
    assert.equal(plain.Board.prototype[name], undefined, name);
    assert.equal(typeof full.Board.prototype[name], 'function', name);
  }
  // The package's subpaths (package.json's exports) name these files.
  assert.equal((await import('duck-variants/full')).bestMove, full.bestMove);
  assert.equal(typeof (await import('duck-variants/worker')).answer, 'function');
  // Everything else is the same surface.
  assert.deepEqual(
    Object.keys(plain).sort(),
    Object.keys(full).filter((k) => !['readGames', 'readGame', 'writeGame', 'readFen', 'bestMove'].includes(k)).sort(),
  );
});
