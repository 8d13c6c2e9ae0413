// The oracle's depth-1 turn lists (*.moves): legalMoves(), the packed
// form and countTurns agree with each list, turn for turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Board } from 'duck-variants';
import { dataFiles, parseMoves } from './data.js';

const files = dataFiles('.moves');
assert.ok(files.length >= 2, 'the turn lists are found');

for (const [name, text] of files) {
  test(`turn lists ${name}`, () => {
    const blocks = parseMoves(text);
    for (const { id, fen, count, turns } of blocks) {
      const board = new Board(undefined, fen);
      assert.equal(turns.length, count, `${id}: the file's own count`);
      const ours = board.legalMoves().split(' ').filter(Boolean).sort();
      assert.deepEqual(ours, [...turns].sort(), id);
      assert.equal(board.numberLegalMoves(), count, id);
      assert.equal(board.countTurns(), count, id);
      const packed = board.legalTurnsPacked();
      assert.equal(packed.length, count, id);
      const decoded = Array.from(packed, (code) => board.decodeTurn(code)).sort();
      assert.deepEqual(decoded, ours, `${id}: packed codes`);
      board.free();
    }
    console.log(`${name}: ${blocks.length} positions agree`);
  });
}
