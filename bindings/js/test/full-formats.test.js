// duck-variants/full: the game-record formats (issue 34) on the oracle
// records (crates/duck-variants/tests/data, copies of
// shared/oracle/formats and the SchemingMind game): each read, its final
// position the independent engine's, then written in every format and read
// again (told the format and not): the same turns.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { Board, readGames, readGame, writeGame, readFen, PgnError, FenError, ArgumentError } from '../pkg/full/node.js';
import { root } from './data.js';

const FORMATS = ['pgn', 'pgn4', 'fairy', 'dpgn', 'duckops', 'mistboard'];
const dir = new URL('crates/duck-variants/tests/data/', root);
const records = readdirSync(dir)
  .filter((name) => name.endsWith('.final-fen'))
  .map((name) => {
    const stem = name.slice(0, -'.final-fen'.length);
    const file = readdirSync(dir).find((n) => n.startsWith(`${stem}.`) && n !== name);
    return [file, readFileSync(new URL(file, dir), 'utf8'), readFileSync(new URL(name, dir), 'utf8').trim()];
  });

test('the oracle records are there', () => assert.ok(records.length >= 2));

/** Writes `record` in `format` and reads it back: the same game, or PgnError. */
function roundTrip(record, format, what) {
  let text;
  try {
    text = writeGame(record, format);
  } catch (error) {
    // Only PGN4 refuses a game: Duck Chess from the start only.
    assert.ok(error instanceof PgnError, `${what}: ${error}`);
    assert.equal(error.kind, 'pgn');
    assert.equal(format, 'pgn4', `${what}: ${error.message}`);
    assert.notEqual(record.board.variant(), 'duck-chess', `${what}: a Duck Chess game from the start`);
    return;
  }
  // Told the format, and told it by the text (a game in coordinates may
  // read as another format's: the same turns).
  assert.equal(readGame(text, { format }).format, format);
  for (const back of [readGame(text), readGame(text, { format })]) {
    assert.equal(back.board.moveStack(), record.board.moveStack(), `${what}: turns`);
    assert.equal(back.board.fen(), record.board.fen(), `${what}: position`);
    assert.equal(back.board.result(), record.board.result(), `${what}: result`);
  }
}

for (const [file, textIn, finalFen] of records) {
  test(`${file}: read, its final position, and back through every format`, () => {
    const record = readGame(textIn);
    assert.equal(record.board.fen(), finalFen);
    for (const format of FORMATS) roundTrip(record, format, `${file} as ${format}`);
    // The board alone writes the same turns.
    assert.equal(readGame(writeGame(record.board, 'fairy')).board.moveStack(), record.board.moveStack());
  });
}

test('the chess.com record: its format, tags and result', () => {
  const [, textIn] = records.find(([f]) => f.endsWith('.pgn4'));
  const record = readGame(textIn);
  assert.equal(record.format, 'pgn4');
  // The king was captured: the board's result (the record states none).
  assert.equal(record.board.result(), '1-0');
  assert.deepEqual(record.board.history().slice(0, 2), ['d4@d6', 'e5@e7']);
  assert.deepEqual(record.tags.find(([name]) => name === 'TimeControl'), ['TimeControl', '300+4']);
  assert.equal(record.clocks.length, record.board.history().length);
});

test('games of Duck Xiangqi and the Amazons through every format', () => {
  for (const [game, turns] of [
    ['duck-xiangqi', ['h3e3,e3e5', 'h10g8,g8g6', 'b1c3,c3c5']],
    ['amazons', ['d1d7,d7g7', 'a7b7,b7b6']],
  ]) {
    const board = new Board(game);
    for (const turn of turns) board.push(turn);
    assert.equal(board.moveStack(), turns.join(' '));
    for (const format of FORMATS) roundTrip({ board }, format, `${game} as ${format}`);
  }
});

test('clocks, evaluations, tags and a stated result are written and read back', () => {
  const board = new Board('duck');
  board.pushMoves('e2e4,e4e5 g8f6,f6e3');
  const record = {
    board,
    tags: [['White', 'A'], ['Black', 'B']],
    result: '*',
    clocks: [298_500, null],
    evals: [{ cp: -120 }, { mate: 3 }],
  };
  const pgn = writeGame(record);
  assert.ok(pgn.includes('{[%clk 0:04:58.5] [%eval -1.20]}'), pgn);
  assert.ok(pgn.includes('[%eval #3]'), pgn);
  for (const format of FORMATS.filter((f) => f !== 'pgn4')) {
    const back = readGame(writeGame(record, format), { format });
    assert.deepEqual(back.clocks, [298_500, null], format);
    assert.deepEqual(back.evals, [{ cp: -120 }, { mate: 3 }], format);
    assert.deepEqual(back.tags.filter(([n]) => n === 'White' || n === 'Black'), [['White', 'A'], ['Black', 'B']], format);
  }
});

test('several games, each told by its tokens; a bad game is an error and reading goes on', () => {
  const text = '1. e4@c6 e6@e2 *\n\n1. d4 Θd6 e5 Θe7 *\n\n1. e2e4,e4d5 *\n\n1. Ke9@e5 *\n\n1. d4@Nf3 *\n';
  const formats = [];
  const games = readGames(text);
  for (let i = 0; i < 3; i++) formats.push(games.next().value.format);
  assert.deepEqual(formats, ['pgn', 'dpgn', 'fairy']);
  assert.throws(() => games.next(), (e) => e instanceof PgnError && e.kind === 'pgn' && /^game 4/.test(e.message));
  // A generator that threw is done: read the rest anew.
  assert.deepEqual([...readGames('1. d4@Nf3 *\n', { format: 'duckops' })].map((r) => r.board.history()), [['Nf3@d4']]);
});

test('errors: the facade words and kinds', () => {
  assert.throws(() => readGame('1. e4@e5 *', { format: 'xml' }), {
    name: 'PgnError',
    kind: 'pgn',
    message: 'unknown format "xml": expected pgn, pgn4, fairy, dpgn, duckops or mistboard',
  });
  assert.throws(() => writeGame(new Board('duck'), 'xml'), { name: 'PgnError', kind: 'pgn' });
  assert.throws(() => readGame(''), { name: 'PgnError', kind: 'pgn' });
  assert.throws(() => writeGame(new Board('duck-xiangqi'), 'pgn4'), {
    name: 'PgnError',
    message: 'PGN4 holds Duck Chess games from the start position only',
  });
  assert.throws(() => readFen('rnbakabnr/9/9/9/9/9/9/9/9/RNBAKABNR w - - 0 1 z99'), (e) => e instanceof FenError && e.kind === 'fen');
  assert.throws(() => readFen('x'), (e) => e instanceof FenError && e.kind === 'fen');
  for (const bad of [
    () => readGames(7),
    () => readGame('*', 'pgn'),
    () => writeGame({}),
    () => writeGame({ board: new Board(), clocks: [-1] }),
    () => writeGame({ board: new Board(), evals: [{ cp: 0.5 }] }),
    () => writeGame({ board: new Board(), tags: [['White']] }),
  ]) {
    assert.throws(bad, ArgumentError);
  }
});

test("mistboard's FEN: the duck's point as a 7th field", () => {
  // The example of docs/FORMATS.md's mistboard row, read and written back.
  const mistboard = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 1 1 e5';
  const board = readFen(mistboard);
  assert.equal(board.variant(), 'duck-xiangqi');
  assert.equal(board.pieceAt('e5'), '*');
  assert.equal(board.writeFen(), mistboard);
  assert.equal(readFen(new Board('duck').fen()).fen(), new Board('duck').fen());
});
