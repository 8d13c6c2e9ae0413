// The shared search corpus (tests/corpus/search.json at the repository's
// root) through the full entry's bestMove: every case must answer as the
// engine crate's run of it does (crates/duck-variants-engine/tests/corpus.rs),
// refusals in the same words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Board, bestMove, ArgumentError } from '../pkg/full/node.js';

const corpus = JSON.parse(readFileSync(new URL('../../../tests/corpus/search.json', import.meta.url)));

/** A case's answer: the refusal of its limits, or what the search found. */
function run(c) {
  const board = new Board(c.game, c.fen ?? undefined);
  try {
    for (const turn of c.moves) board.pushMoves(turn);
    const found = bestMove(board, c.limits);
    return { error: null, move: found.move, mate: found.score?.mate ?? null, depth: found.depth, nodes: found.nodes };
  } catch (error) {
    // An argument out of range: ArgumentError, no kind of its own.
    assert.ok(error instanceof ArgumentError, `${c.name}: ${error}`);
    assert.equal(error.kind, undefined, c.name);
    return { error: 'argument', words: error.message };
  } finally {
    board.free();
  }
}

test('every case of the search corpus', () => {
  assert.ok(corpus.cases.length >= 20, 'the corpus lost cases');
  const failures = [];
  for (const c of corpus.cases) {
    for (const [what, answer] of Object.entries(run(c))) {
      // No `error` in a case's expectation: it expects none.
      const expected = c.expect[what] ?? null;
      if ((what === 'error' || what in c.expect) && answer !== expected) {
        failures.push(`${c.name}: ${what} ${JSON.stringify(answer)}, expected ${JSON.stringify(expected)}`);
      }
    }
  }
  assert.deepEqual(failures, []);
});
