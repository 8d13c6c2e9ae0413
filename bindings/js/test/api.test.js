// The UI and engine surfaces on hand-checked positions, the game list,
// and freeing by the garbage collector.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import * as dv from 'duck-variants';

const { Board } = dv;

test('the game list comes from the facade', () => {
  const list = dv.games();
  assert.deepEqual(
    list.map((g) => [g.id, g.files, g.ranks, g.sides, g.notation]),
    [
      ['duck-chess', 8, 8, ['White', 'Black'], 'SAN'],
      ['duck-xiangqi', 9, 10, ['Red', 'Black'], 'WXF'],
      ['amazons', 10, 10, ['White', 'Black'], 'coordinates'],
    ],
  );
  for (const g of list) {
    const board = new Board(g.id);
    assert.equal(board.fen(), g.startFen);
    assert.equal(board.gameName(), g.name);
    assert.equal(new Board(undefined, g.startFen).variant(), g.id, 'told by the board');
  }
  assert.equal(new Board().variant(), 'duck-chess', 'the first game by default');
  assert.equal(new Board('Duck').variant(), 'duck-chess');
});

test('dests, duck squares and a promotion (hand-counted)', () => {
  // White: Ka1, pawn a7; Black: Kh8. The pawn has four promotions on a8.
  const board = new Board('duck', '7k/P7/8/8/8/8/8/K7 w - - 0 1');
  const dests = board.dests();
  assert.deepEqual([...dests.keys()].sort(), ['a1', 'a7']);
  assert.deepEqual([...dests.get('a1')].sort(), ['a2', 'b1', 'b2']);
  assert.deepEqual(dests.get('a7'), ['a8']);
  assert.deepEqual(board.pieceMoves('a7', 'a8').sort(), ['a7a8b', 'a7a8n', 'a7a8q', 'a7a8r']);
  // The duck may go to any empty square after a7a8q: 64 - 3 pieces = 61,
  // a7 now empty included.
  assert.equal(board.blockerTargets('a7a8q').length, 61);
  // 3 king moves x 61 + 4 promotions x 61 turns.
  assert.equal(board.numberLegalMoves(), 7 * 61);
  assert.equal(board.playParts('a7a8q', 'b8'), 'a8=Q@b8');
  assert.deepEqual(board.lastMove(), ['a7', 'a8']);
  assert.equal(board.lastTurn(), 'a7a8q,a8b8');
  const code = board.encodeTurn('h8g8,g8g1');
  assert.equal(board.decodeTurn(code), 'h8g8,g8g1');
  // h8 is 63, g8 62, g1 6 on the 8-file board.
  assert.equal(code, 63 | (62 << 7) | (6 << 14));
});

test("ffish.js's SAN with a comma, and ffish's delete()", () => {
  const board = new Board('duck');
  assert.equal(board.pushSan('Nf3,e5'), true);
  assert.equal(board.moveStack(), 'g1f3,f3e5');
  assert.equal(board.pushSan('Nf6,e4,'), false);
  board.delete();
  assert.throws(() => board.fen(), /null pointer|moved|freed/i, 'a deleted board is gone');
});

test('results in words, and claimable draws', () => {
  const board = new Board('duck', '4k3/8/8/8/8/8/8/4K2r b - - 0 1');
  assert.equal(board.outcome(), null);
  board.push('h1e1');
  assert.deepEqual(board.outcome(), {
    result: '0-1',
    winner: 'black',
    reason: 'king_captured',
    text: 'Black wins: the white king was captured (0-1)',
    immediate: true,
  });
  assert.equal(board.isGameOver(), true);
  // Duck Chess has no draw rule of its own; a threefold repetition is one
  // to claim: knights out and back three times, the same duck square
  // after each return (the start itself has no duck: it does not count).
  const draw = new Board('duck');
  const cycle = 'g1f3,f3e5 g8f6,f6e4 f3g1,g1e5 f6g8,g8e4';
  draw.pushMoves(`${cycle} ${cycle}`);
  assert.equal(draw.isGameOver(true), false, 'twice is not yet');
  draw.pushMoves(cycle);
  assert.equal(draw.isGameOver(), false);
  assert.equal(draw.isGameOver(true), true);
  assert.equal(draw.result(true), '1/2-1/2');
  assert.equal(draw.result(), '*');
  // Every board has its own secret repetition key (a copy, a reset board
  // and a new FEN too): the counts are the same under each.
  const copy = draw.clone();
  assert.equal(copy.isGameOver(true), true, 'a copy counts the history again');
  draw.reset();
  draw.pushMoves(`${cycle} ${cycle}`);
  assert.equal(draw.isGameOver(true), false);
  draw.pushMoves(cycle);
  assert.equal(draw.isGameOver(true), true, 'after reset()');
  draw.setFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  draw.pushMoves(`${cycle} ${cycle} ${cycle}`);
  assert.equal(draw.isGameOver(true), true, 'after setFen()');
  copy.delete();
});

test('boards nobody frees are freed by the garbage collector', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const played = () => {
    const board = new Board('duck');
    for (let i = 0; i < 60 && !board.isGameOver(); i++) board.pushPacked(board.legalTurnsPacked()[i % board.countTurns()]);
    return board.gamePly();
  };
  // initSync hands back the module's exports once it is loaded.
  const memory = dv.initSync().memory;
  const used = () => memory.buffer.byteLength;
  for (let i = 0; i < 200; i++) played();
  gc();
  const before = used();
  // 10,000 games of 60 turns keep over 100 MB of history if nothing is
  // freed (the test fails so when FinalizationRegistry is taken away).
  for (let round = 0; round < 50; round++) {
    for (let i = 0; i < 200; i++) played();
    gc();
    // Finalizers run between tasks.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const grown = used() - before;
  assert.ok(grown < 32 << 20, `the module's memory grew by ${grown} bytes`);
});

test('a result written only in the movetext is the game\'s result', () => {
  // Hand-written from the input: a resignation's 1-0 on an unfinished
  // board, and a second game's 0-1.
  const text = '[Event "Club"]\n\n1. e4@c6 e6@e2 1-0\n\n[Event "Two"]\n\n1. d4@d5 0-1\n';
  assert.equal(dv.readGamePGN(text).result(), '1-0');
  assert.deepEqual([...dv.readGamesPGN(text)].map((g) => g.result()), ['1-0', '0-1']);
});

test('a game read and written back keeps its tags, comments, NAGs and result', () => {
  // Hand-written: a non-ASCII comment and tag (byte offsets differ from
  // string indices), a second game after it, and a resignation's result.
  const first = '[Event "Café"]\n[White "Zoë"]\n\n1. e4@d6 {ça va} $1 e5@e3 2. Nf3@e6 1-0';
  const second = '[Variant "Duck Xiangqi"]\n[Event "Two"]\n\n1. C2=5@e5 {炮} 0-1';
  const text = `\ufeff${first}\n\n${second}\n`;
  const written = dv.readGamePGN(text).board().pgn();
  for (const part of ['[Event "Café"]', '[White "Zoë"]', '[Result "1-0"]', '1. e4@d6 $1 {ça va} 1... e5@e3', '2. Nf3@e6 1-0']) {
    assert.ok(written.includes(part), `${part} in ${written}`);
  }
  const games = [...dv.readGamesPGN(text)];
  assert.equal(games[0].board().pgn(), written);
  const xiangqi = games[1].board().pgn();
  for (const part of ['[Event "Two"]', '{炮}', '0-1']) assert.ok(xiangqi.includes(part), `${part} in ${xiangqi}`);
  // Read back, the same text again.
  assert.equal(dv.readGamePGN(written).board().pgn(), written);
});
