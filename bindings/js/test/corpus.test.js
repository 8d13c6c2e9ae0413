// The cross-layer corpus (tests/corpus/host.json at the repository's
// root) through the npm package: every case must answer as the facade's
// run of it does (crates/duck-variants/tests/corpus.rs), errors by kind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as dv from 'duck-variants';

const corpus = JSON.parse(readFileSync(new URL('../../../tests/corpus/host.json', import.meta.url)));

/** A case's answer: the kind of its first refusal, or the game's fields. */
function run(c) {
  let board;
  let piece = null;
  let perft = null;
  try {
    board = c.pgn !== undefined ? dv.readGamePGN(c.pgn).board() : new dv.Board(c.game ?? undefined, c.fen ?? undefined);
    for (const turn of c.moves) board.pushMoves(turn);
    for (const turn of c.san ?? []) board.pushSanMoves(turn);
    for (const [piece, square] of c.parts ?? []) board.playParts(piece, square);
    for (let i = 0; i < (c.undo ?? 0); i++) board.pop();
    if (c.square !== undefined) piece = board.pieceAt(c.square);
    if (c.perft !== undefined) {
      const { depth, hash_mb: hashMb, max_nodes: maxNodes, max_seconds: maxSeconds } = c.perft;
      perft = Number(board.perft(depth, { hashMb, maxNodes, maxSeconds }));
    }
  } catch (error) {
    board?.free();
    // The refusal in the facade's words.
    const words = c.expect.words ?? '';
    assert.ok(error.message.includes(words), `${c.name}: the refusal says ${JSON.stringify(error.message)}, not ${JSON.stringify(words)}`);
    return { error: error.kind };
  }
  const outcome = board.outcome();
  const answer = {
    error: null,
    id: board.variant(),
    legal: board.countTurns(),
    result: board.result(),
    winner: outcome?.winner ?? null,
    reason: outcome?.reason ?? null,
    piece,
    perft,
    pgn_has: (c.expect.pgn_has ?? []).filter((text) => board.pgn().includes(text)),
  };
  board.free();
  return answer;
}

test('every case of the shared corpus', () => {
  assert.ok(corpus.cases.length >= 18, 'the corpus lost cases');
  const failures = [];
  for (const c of corpus.cases) {
    const got = run(c);
    for (const [what, answer] of Object.entries(got)) {
      const expected = c.expect[what] ?? null;
      if ((what === 'error' || what in c.expect) && !same(expected, answer)) {
        failures.push(`${c.name}: ${what} ${JSON.stringify(answer)}, expected ${JSON.stringify(expected)}`);
      }
    }
  }
  assert.deepEqual(failures, []);
});

/** Whether two answers are equal (lists by their items). */
function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
