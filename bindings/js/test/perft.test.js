// Every line of the oracle perft suites, through the package's API: each
// count the oracle lists, up to PERFT_MAX_NODES leaves (default 2e11, which
// is every line: the largest is Duck Chess perft(4) from the start,
// 1.6e11), bulk; the smaller ones again with a table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Board } from 'duck-variants';
import { dataFiles, parsePerft } from './data.js';

const maxNodes = BigInt(process.env.PERFT_MAX_NODES ?? 2e11);
const suites = dataFiles('.perft');
assert.ok(suites.length >= 3, 'the perft suites are found');

for (const [name, text] of suites) {
  test(`perft suite ${name}`, () => {
    let checked = 0;
    let skipped = 0;
    for (const { id, fen, counts } of parsePerft(text)) {
      const board = new Board(undefined, fen);
      for (const [depth, count] of counts) {
        if (count > maxNodes) {
          skipped++;
          continue;
        }
        assert.equal(board.perft(depth), count, `${id} perft(${depth})`);
        if (count < 5_000_000n && depth >= 3) {
          assert.equal(board.perft(depth, { hashMb: 1 }), count, `${id} hashed perft(${depth})`);
        }
        checked++;
      }
      board.free();
    }
    console.log(`${name}: ${checked} counts agree, ${skipped} above ${maxNodes} leaves not run`);
    assert.ok(checked > 0);
  });
}
