// duck-variants/chessjs: chess.js's (v1) names and shapes over the
// package's Board. The expected values are worked out by hand from the
// rules (counts, squares, FENs), not taken from the code under test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Chess, DuckChess, DuckXiangqi, Move, init } from 'duck-variants/chessjs';
import * as main from 'duck-variants';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const XIANGQI_START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

test('the subpath loads the module under Node; the main entry does not carry it', async () => {
  await init();
  assert.equal(typeof main.Chess, 'undefined');
  assert.equal(typeof main.DuckChess, 'undefined');
  const pkg = new URL('../pkg/', import.meta.url);
  for (const file of ['index.js', 'api.js', 'node.js']) {
    assert.doesNotMatch(readFileSync(new URL(file, pkg), 'utf8'), /chessjs/, file);
  }
});

test('Duck Chess start: 20 piece moves, each with the duck on any of 32 empty squares', () => {
  const chess = new DuckChess();
  assert.equal(chess.fen(), START);
  assert.equal(chess.variant(), 'duck-chess');
  assert.equal(chess.turn(), 'w');
  assert.equal(chess.moveNumber(), 1);
  // 16 pawn moves and 4 knight moves; after any of them 32 squares are
  // empty (the destination filled, the origin emptied).
  const sans = chess.moves();
  assert.equal(sans.length, 20 * 32);
  assert.ok(sans.includes('Nf3@e5'));
  const verbose = chess.moves({ verbose: true });
  assert.equal(verbose.length, 640);
  assert.equal(new Set(verbose.map((m) => m.from + m.to)).size, 20);
  assert.ok(verbose.every((m) => m instanceof Move && m.color === 'w' && typeof m.duck === 'string'));
  assert.deepEqual(
    verbose.map((m) => m.san),
    sans,
  );
  // The duck never goes where a piece stands after the move.
  const nf3 = verbose.filter((m) => m.from === 'g1' && m.to === 'f3');
  assert.equal(nf3.length, 32);
  assert.ok(!nf3.some((m) => m.duck === 'f3' || m.duck === 'e2'));
  assert.ok(nf3.some((m) => m.duck === 'g1'));
});

test('moves({ square }) keeps the turns of one piece', () => {
  const chess = new DuckChess();
  const e2 = chess.moves({ square: 'e2', verbose: true });
  assert.equal(e2.length, 2 * 32);
  assert.deepEqual([...new Set(e2.map((m) => m.to))].sort(), ['e3', 'e4']);
  const names = chess.moves({ square: 'e2' });
  assert.ok(names.includes('e4@e5') && names.includes('e3@e2'));
  assert.ok(names.every((n) => n.startsWith('e3@') || n.startsWith('e4@')));
  assert.deepEqual(chess.moves({ square: 'e1' }), []); // the king is hemmed in
  assert.deepEqual(chess.moves({ square: 'e4' }), []); // empty
  assert.deepEqual(chess.moves({ square: 'z9' }), []); // no square
  const knights = chess.moves({ piece: 'n', verbose: true });
  assert.deepEqual([...new Set(knights.map((m) => m.to))].sort(), ['a3', 'c3', 'f3', 'h3']);
});

test('move() takes SAN with the duck, coordinates, or { from, to, duck } and answers a verbose move', () => {
  const chess = new DuckChess();
  const e4 = chess.move('e4@e5');
  assert.deepEqual(
    { ...e4 },
    {
      color: 'w',
      from: 'e2',
      to: 'e4',
      duck: 'e5',
      piece: 'p',
      flags: 'n',
      san: 'e4@e5',
      lan: 'e2e4,e4e5',
      before: START,
      after: 'rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    },
  );
  assert.equal(e4.isCapture(), false);
  assert.equal(chess.turn(), 'b');
  const nf6 = chess.move({ from: 'g8', to: 'f6', duck: 'e3' });
  assert.equal(nf6.san, 'Nf6@e3');
  assert.equal(nf6.color, 'b');
  assert.equal(nf6.piece, 'n');
  assert.equal(nf6.after, 'rnbqkb1r/pppppppp/5n2/8/4P3/4*3/PPPP1PPP/RNBQKBNR w KQkq - 1 2');
  const nc3 = chess.move('b1c3,c3d5'); // coordinates
  assert.equal(nc3.san, 'Nc3@d5');
  assert.equal(chess.get('d5').type, '*');
  assert.deepEqual(chess.history(), ['e4@e5', 'Nf6@e3', 'Nc3@d5']);
  assert.equal(chess.moveNumber(), 2);
});

test('an illegal move throws "Invalid move" and changes nothing', () => {
  const chess = new DuckChess();
  const cases = [
    ['e5', 'Invalid move: e5'],
    ['e4', 'Invalid move: e4'], // no duck
    ['e4@e4', 'Invalid move: e4@e4'], // the duck on the pawn
    [{ from: 'e2', to: 'e4' }, 'Invalid move: {"from":"e2","to":"e4"}'],
    [{ from: 'e2', to: 'e5', duck: 'a3' }, 'Invalid move: {"from":"e2","to":"e5","duck":"a3"}'],
    [{ from: 'e2', to: 'e4', duck: 'e2e4' }, 'Invalid move: {"from":"e2","to":"e4","duck":"e2e4"}'],
    [{ from: 'x', to: 'e4', duck: 'e5' }, 'Invalid move: {"from":"x","to":"e4","duck":"e5"}'],
    [{ from: 2, to: 'e4' }, 'Invalid move: {"from":2,"to":"e4"}'],
  ];
  for (const [move, message] of cases) {
    assert.throws(
      () => chess.move(move),
      (error) => error instanceof Error && error instanceof main.MoveError && error.message === message,
      message,
    );
  }
  assert.equal(chess.fen(), START);
  assert.deepEqual(chess.history(), []);
});

test('undo() answers the move taken back, and null at the start', () => {
  const chess = new DuckChess();
  assert.equal(chess.undo(), null);
  chess.move('e4@e5');
  chess.move('Nf6@e3');
  const nf6 = chess.undo();
  assert.equal(nf6.san, 'Nf6@e3');
  assert.equal(nf6.from, 'g8');
  assert.equal(nf6.duck, 'e3');
  assert.equal(nf6.color, 'b');
  assert.equal(nf6.before, 'rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(chess.undo().san, 'e4@e5');
  assert.equal(chess.fen(), START);
  assert.equal(chess.undo(), null);
  assert.equal(chess.undo(), null);
});

test('captures, en passant, promotion and castling carry chess.js flags', () => {
  const chess = new DuckChess();
  chess.loadPgn('[Variant "Duck"]\n\n1. e4@h6 a5@h3 2. e5@a3 d5@h6 *\n');
  const ep = chess.move('exd6@d5');
  assert.equal(ep.captured, 'p');
  assert.equal(ep.flags, 'e');
  assert.equal(ep.isEnPassant(), true);
  assert.equal(chess.get('d5').type, '*'); // the duck where the pawn was taken
  assert.equal(chess.get('d6').type, 'p');

  const promotions = new DuckChess('r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1');
  // b7-b8 and b7xa8, four pieces each.
  const b7 = promotions.moves({ square: 'b7', verbose: true });
  assert.deepEqual([...new Set(b7.map((m) => m.to + m.promotion))].sort(), [
    'a8b', 'a8n', 'a8q', 'a8r', 'b8b', 'b8n', 'b8q', 'b8r',
  ]);
  assert.ok(b7.filter((m) => m.to === 'a8').every((m) => m.flags === 'cp' && m.captured === 'r'));
  assert.ok(b7.filter((m) => m.to === 'b8').every((m) => m.flags === 'np' && !('captured' in m)));
  assert.throws(() => promotions.move({ from: 'b7', to: 'b8', duck: 'b1' }), /Invalid move/);
  const knight = promotions.move({ from: 'b7', to: 'b8', duck: 'b1', promotion: 'n' });
  assert.equal(knight.san, 'b8=N@b1');
  assert.equal(knight.lan, 'b7b8n,b8b1');
  assert.deepEqual(promotions.get('b8'), { type: 'n', color: 'w' });
  promotions.undo();

  const castles = promotions.moves({ square: 'e1', verbose: true }).filter((m) => m.san.startsWith('O-O'));
  assert.deepEqual([...new Set(castles.map((m) => `${m.to} ${m.flags}`))].sort(), ['c1 q', 'g1 k']);
  const short = promotions.move({ from: 'e1', to: 'g1', duck: 'e4' });
  assert.equal(short.san, 'O-O@e4');
  assert.equal(short.isKingsideCastle(), true);
  assert.deepEqual(promotions.get('f1'), { type: 'r', color: 'w' });
});

test('capturing the king is a turn with no duck and ends the game', () => {
  const chess = new DuckChess('k7/8/8/8/8/8/8/Q3K3 w - - 0 1');
  assert.deepEqual(chess.moves().filter((m) => !m.includes('@')), ['Qxa8']);
  const move = chess.move({ from: 'a1', to: 'a8' });
  assert.equal('duck' in move, false);
  assert.equal(move.captured, 'k');
  assert.equal(move.lan, 'a1a8');
  assert.equal(chess.isGameOver(), true);
  assert.equal(chess.isDraw(), false);
  assert.equal(chess.outcome().result, '1-0');
  assert.deepEqual(chess.moves(), []);
  assert.throws(() => chess.move('Kd1@d2'), /Invalid move/);
});

test('threefold repetition is a draw, as chess.js counts it', () => {
  const chess = new DuckChess();
  // The knights go out and back twice: the position after 1. Nf3@d4
  // (plies 1 and 5) comes a third time at ply 9.
  for (const san of 'Nf3@d4 Nf6@d5 Ng1@d4 Ng8@d5 Nf3@d4 Nf6@d5 Ng1@d4 Ng8@d5'.split(' ')) {
    chess.move(san);
    assert.equal(chess.isDraw(), false);
    assert.equal(chess.isGameOver(), false);
  }
  chess.move('Nf3@d4');
  assert.equal(chess.isDraw(), true);
  assert.equal(chess.isGameOver(), true);
  assert.equal(chess.undo().san, 'Nf3@d4');
  assert.equal(chess.isDraw(), false);
});

test('get(), board() and ascii() read the position', () => {
  const chess = new DuckChess();
  assert.deepEqual(chess.get('e1'), { type: 'k', color: 'w' });
  assert.deepEqual(chess.get('d8'), { type: 'q', color: 'b' });
  assert.equal(chess.get('e4'), undefined);
  assert.equal(chess.get('z9'), undefined);
  assert.equal(chess.get(7), undefined);
  const board = chess.board();
  assert.equal(board.length, 8);
  assert.ok(board.every((row) => row.length === 8));
  assert.deepEqual(board[0][0], { square: 'a8', type: 'r', color: 'b' });
  assert.deepEqual(board[7][4], { square: 'e1', type: 'k', color: 'w' });
  assert.ok(board[4].every((cell) => cell === null));
  chess.move('e4@e5');
  assert.deepEqual(chess.get('e5'), { type: '*', color: null });
  assert.deepEqual(chess.board()[3][4], { square: 'e5', type: '*', color: null });
  assert.equal(
    chess.ascii(),
    [
      '   +------------------------+',
      ' 8 | r  n  b  q  k  b  n  r |',
      ' 7 | p  p  p  p  p  p  p  p |',
      ' 6 | .  .  .  .  .  .  .  . |',
      ' 5 | .  .  .  .  *  .  .  . |',
      ' 4 | .  .  .  .  P  .  .  . |',
      ' 3 | .  .  .  .  .  .  .  . |',
      ' 2 | P  P  P  P  .  P  P  P |',
      ' 1 | R  N  B  Q  K  B  N  R |',
      '   +------------------------+',
      '     a  b  c  d  e  f  g  h',
    ].join('\n'),
  );
});

test('load(), reset() and history({ verbose })', () => {
  const chess = new DuckChess();
  chess.move('e4@e5');
  const fen = 'rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
  chess.load(fen);
  assert.equal(chess.fen(), fen);
  assert.deepEqual(chess.history(), []);
  assert.equal(chess.undo(), null); // the load is the start
  chess.move('d5@d4');
  chess.move('exd5@e6');
  const history = chess.history({ verbose: true });
  assert.deepEqual(
    history.map((m) => [m.color, m.lan, m.captured]),
    [
      ['b', 'd7d5,d5d4', undefined],
      ['w', 'e4d5,d5e6', 'p'],
    ],
  );
  assert.equal(history[0].before, fen);
  assert.equal(history[1].before, history[0].after);
  assert.equal(history[1].after, chess.fen());
  assert.throws(() => chess.load('not a fen'), main.FenError);
  assert.throws(() => chess.load(XIANGQI_START), main.FenError);
  assert.equal(chess.history().length, 2); // unchanged by a FEN refused
  chess.reset();
  assert.equal(chess.fen(), START);
  assert.deepEqual(chess.history({ verbose: true }), []);
});

test('loadPgn() replays a game, keeps its tags, and changes nothing when it fails', () => {
  const chess = new DuckChess();
  chess.loadPgn(
    '[Event "Test"]\n[White "Ann"]\n[Black "Bob"]\n[Variant "Duck"]\n\n1. e4@e5 Nf6@e3 2. Nc3@d5 *\n',
  );
  assert.deepEqual(chess.history(), ['e4@e5', 'Nf6@e3', 'Nc3@d5']);
  assert.equal(chess.fen(), 'rnbqkb1r/pppppppp/5n2/3*4/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 2');
  assert.equal(chess.turn(), 'b');
  assert.deepEqual(chess.getHeaders(), { Event: 'Test', White: 'Ann', Black: 'Bob', Variant: 'Duck' });
  assert.deepEqual(
    chess.history({ verbose: true }).map((m) => m.duck),
    ['e5', 'e3', 'd5'],
  );
  assert.ok(chess.pgn().endsWith('1. e4@e5 Nf6@e3 2. Nc3@d5 *\n'));
  // A bad PGN, and a game of another kind: the board is as it was.
  assert.throws(() => chess.loadPgn('1. e5@e4 *'), main.PgnError);
  assert.throws(() => chess.loadPgn('[Variant "Duck Xiangqi"]\n\n1. C2=5@e5 *\n'), main.PgnError);
  assert.equal(chess.history().length, 3);
  assert.equal(chess.getHeaders().White, 'Ann');
  chess.load(START);
  assert.deepEqual(chess.getHeaders(), {});
});

test('Duck Xiangqi: Red is "w", WXF with the duck, the flying general', () => {
  const chess = new DuckXiangqi();
  assert.equal(chess.fen(), XIANGQI_START);
  assert.equal(chess.turn(), 'w');
  // 44 piece moves; the duck on any of the 58 empty squares after one,
  // 59 after the cannons' two captures of a horse (b3xb10, h3xh10).
  assert.equal(chess.moves().length, 42 * 58 + 2 * 59);
  assert.deepEqual([...new Set(chess.moves({ square: 'b1', verbose: true }).map((m) => m.to))].sort(), ['a3', 'c3']);
  const takes = chess.moves({ square: 'b3', verbose: true }).filter((m) => m.captured);
  assert.ok(takes.length === 59 && takes.every((m) => m.to === 'b10' && m.captured === 'n' && m.piece === 'c'));
  const board = chess.board();
  assert.equal(board.length, 10);
  assert.ok(board.every((row) => row.length === 9));
  assert.deepEqual(board[0][4], { square: 'e10', type: 'k', color: 'b' });
  assert.deepEqual(board[9][3], { square: 'd1', type: 'a', color: 'w' });
  assert.deepEqual(chess.get('h3'), { type: 'c', color: 'w' });
  const cannon = chess.move({ from: 'h3', to: 'e3', duck: 'e5' });
  assert.equal(cannon.san, 'C2=5@e5');
  assert.equal(cannon.lan, 'h3e3,e3e5');
  assert.equal(cannon.color, 'w');
  assert.equal(chess.turn(), 'b');
  assert.deepEqual(chess.get('e5'), { type: '*', color: null });
  assert.ok(chess.ascii().startsWith('    +---------------------------+\n 10 | r  n  b  a  k  a  b  n  r |\n'));
  assert.ok(chess.ascii().endsWith('\n      a  b  c  d  e  f  g  h  i'));
  assert.equal(chess.undo().san, 'C2=5@e5');

  const end = new DuckXiangqi('4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1');
  const flying = end.move('K5+9');
  assert.equal(flying.captured, 'k');
  assert.equal(flying.to, 'e10');
  assert.equal('duck' in flying, false);
  assert.equal(end.isGameOver(), true);
  assert.equal(end.outcome().text, 'Red wins: the black general was captured (1-0)');

  const pgn = new DuckXiangqi();
  pgn.loadPgn('[Variant "Duck Xiangqi"]\n\n1. C2=5@e5 *\n');
  assert.equal(pgn.history({ verbose: true })[0].duck, 'e5');
});

test('the generic Chess class: a game by name, or by its FEN', () => {
  assert.equal(new Chess().variant(), 'duck-chess');
  assert.equal(new Chess(XIANGQI_START).variant(), 'duck-xiangqi');
  assert.equal(new Chess(null, { game: 'duck-xiangqi' }).fen(), XIANGQI_START);
  assert.throws(() => new Chess(undefined, { game: 'go' }), main.UnknownGameError);
  assert.throws(() => new DuckChess(XIANGQI_START), main.FenError);
  // The Amazons: the arrow is the move's duck.
  const amazons = new Chess(undefined, { game: 'amazons' });
  assert.equal(amazons.moves().length, 2176);
  const move = amazons.move({ from: 'd1', to: 'a1', duck: 'b1' });
  assert.equal(move.san, 'd1a1,a1b1');
  assert.deepEqual(amazons.get('b1'), { type: '*', color: null });
  amazons.free();
});

test('the declarations type-check a program for the subpath', () => {
  const here = fileURLToPath(new URL('.', import.meta.url));
  // Inside the package, so that 'duck-variants/chessjs' resolves to itself.
  const dir = mkdtempSync(join(here, 'chessjs-types-'));
  try {
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'esnext',
          lib: ['esnext', 'dom'],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        files: ['check.ts'],
      }),
    );
    writeFileSync(
      join(dir, 'check.ts'),
      `import init, { Chess, DuckChess, DuckXiangqi, type Move, type Piece } from 'duck-variants/chessjs';
await init();
const chess: Chess = new DuckChess();
const names: string[] = chess.moves();
const moves: Move[] = chess.moves({ verbose: true, square: 'e2' });
const move: Move = chess.move({ from: 'e2', to: 'e4', duck: 'e5' });
const duck: string | undefined = move.duck;
const back: Move | null = chess.undo();
const piece: Piece | undefined = chess.get('e1');
const color: 'w' | 'b' = chess.turn();
const history: Move[] = chess.history({ verbose: true });
const rows = chess.board();
const square: string | undefined = rows[0][0]?.square;
chess.loadPgn('1. e4@e5 *');
const headers: Record<string, string> = chess.getHeaders();
const over: boolean = chess.isGameOver() || chess.isDraw();
const xiangqi = new DuckXiangqi();
const generic = new Chess(undefined, { game: 'amazons' });
console.log(names, moves, duck, back, piece, color, history, square, headers, over, xiangqi.ascii(), generic.fen());
// @ts-expect-error: a move needs its squares
chess.move({ to: 'e4' });
`,
    );
    const tsc = fileURLToPath(new URL('../node_modules/.bin/tsc', import.meta.url));
    const run = spawnSync(tsc, ['-p', dir], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stdout + run.stderr);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("the README's chess.js example runs", async () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  // Its ```javascript blocks: the ```js ones are run by readme.test.js,
  // which names only the main entry.
  const examples = [...readme.matchAll(/```javascript\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.ok(examples.length >= 1);
  const entry = new URL('../pkg/chessjs-node.js', import.meta.url).href;
  const here = fileURLToPath(new URL('.', import.meta.url));
  const dir = mkdtempSync(join(here, 'chessjs-readme-'));
  try {
    for (const [i, code] of examples.entries()) {
      const file = join(dir, `example-${i + 1}.mjs`);
      writeFileSync(file, code.replaceAll("from 'duck-variants/chessjs'", `from '${entry}'`));
      await import(pathToFileURL(file).href);
    }
  } finally {
    rmSync(dir, { recursive: true });
  }
});
