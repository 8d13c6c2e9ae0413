// Agreement with ffish.js (Fairy-Stockfish, npm `ffish`, a test-only
// reference) wherever the rules agree: Duck Chess and the Amazons (ffish
// has no Duck Xiangqi). In Duck Chess two differences are known and
// documented (crates/duck-variants-chess/tests/data/ORACLE.md): here a
// king capture is one turn with no duck placement (ffish asks for a duck
// square after it and plays on), so ffish's turns whose piece move is one
// of our king captures are compared by their piece move, and a game is
// followed no further than a king capture; and ffish writes the duck in
// SAN after a comma (`Nf6,e3` for `Nf6@e3`). Where ffish leaves a SAN
// undisambiguated that this package disambiguates (`Rg1,d1` for
// `Rdg1@d1`, both rooks reaching g1), the test counts it and checks that
// the two differ by that one letter only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Board, readGamePGN, startingFen } from 'duck-variants';
import { dataFiles, loadFfish, random } from './data.js';

const ff = await loadFfish();

/** Our sorted turns, and ffish's in our terms (see above). */
function turnLists(ours, theirs) {
  const a = ours.legalMoves().split(' ').filter(Boolean).sort();
  const royal = new Set(a.filter((t) => !t.includes(',')));
  const b = theirs
    .legalMoves()
    .split(' ')
    .filter(Boolean)
    .map((t) => (royal.has(t.split(',')[0]) ? t.split(',')[0] : t));
  return [a, [...new Set(b)].sort()];
}

/** ffish's SAN with the duck after `@`. */
const ffishSan = (san) => san.replace(/,([a-h][1-8])$/, '@$1');

const stats = { plies: 0, turns: 0, san: 0, sanDisambiguated: 0 };

function compareSan(ours, theirs, uci, where) {
  const a = ours.sanMove(uci);
  const b = ffishSan(theirs.sanMove(uci));
  stats.san++;
  if (a === b) return;
  // One disambiguating letter more here, right after the piece letter.
  assert.equal(a.slice(0, 1) + a.slice(2), b, `${where}: SAN of ${uci}`);
  stats.sanDisambiguated++;
}

function comparePosition(ours, theirs, where) {
  assert.equal(ours.fen(), theirs.fen(), `${where}: FEN`);
  const [a, b] = turnLists(ours, theirs);
  assert.deepEqual(a, b, `${where}: legal turns`);
  stats.plies++;
  stats.turns += a.length;
  return a;
}

test('the Duck Chess start agrees with ffish.js', () => {
  const ours = new Board('duck');
  const theirs = new ff.Board('duck');
  assert.equal(startingFen('duck'), ff.startingFen('duck'));
  const turns = comparePosition(ours, theirs, 'start');
  assert.equal(ours.numberLegalMoves(), theirs.numberLegalMoves());
  assert.equal(turns.length, 640);
  for (const uci of turns) compareSan(ours, theirs, uci, 'start');
  assert.equal(ours.result(), theirs.result());
  assert.equal(ours.isGameOver(), theirs.isGameOver());
  theirs.delete();
});

test('random Duck Chess games agree with ffish.js turn by turn', () => {
  for (let game = 0; game < 40; game++) {
    const pick = random(1000 + game);
    const ours = new Board('duck');
    const theirs = new ff.Board('duck');
    for (let ply = 0; ply < 100; ply++) {
      const where = `game ${game} ply ${ply}`;
      const turns = comparePosition(ours, theirs, where);
      if (turns.length === 0) break;
      const uci = turns[pick(turns.length)];
      compareSan(ours, theirs, uci, where);
      assert.equal(ours.push(uci), true);
      if (!uci.includes(',')) break; // a king capture ends the game here
      assert.equal(theirs.push(uci), true, `${where}: ffish plays ${uci}`);
      assert.equal(ours.moveStack(), theirs.moveStack(), `${where}: move stack`);
    }
    theirs.delete();
  }
});

test('random Amazons games agree with ffish.js to their end, result included', () => {
  // The Amazons have no rule difference: ffish's turns are compared as
  // they are, and the result when a side has no turn.
  for (let game = 0; game < 6; game++) {
    const pick = random(500 + game);
    const ours = new Board('amazons');
    const theirs = new ff.Board('amazons');
    for (let ply = 0; ; ply++) {
      const where = `Amazons game ${game} ply ${ply}`;
      assert.equal(ours.fen(), theirs.fen(), `${where}: FEN`);
      const a = ours.legalMoves().split(' ').filter(Boolean).sort();
      const b = theirs.legalMoves().split(' ').filter(Boolean).sort();
      assert.deepEqual(a, b, `${where}: legal turns`);
      stats.plies++;
      stats.turns += a.length;
      assert.equal(ours.isGameOver(), theirs.isGameOver(), `${where}: game over`);
      if (a.length === 0) {
        assert.equal(ours.result(), theirs.result(), `${where}: result`);
        break;
      }
      const uci = a[pick(a.length)];
      assert.equal(ours.push(uci), true);
      assert.equal(theirs.push(uci), true);
    }
    theirs.delete();
  }
});

test('the real game (SchemingMind 744871) agrees with ffish.js at every ply', () => {
  const [[, pgn]] = dataFiles('schemingmind-744871.pgn');
  const [[, finalFen]] = dataFiles('schemingmind-744871.final-fen');
  const game = readGamePGN(pgn);
  const ours = new Board('duck');
  const theirs = new ff.Board('duck');
  const turns = game.mainlineMoves().split(' ');
  const sans = game.mainlineMovesNative();
  turns.forEach((uci, ply) => {
    comparePosition(ours, theirs, `ply ${ply}`);
    compareSan(ours, theirs, uci, `ply ${ply}`);
    assert.equal(ours.sanMove(uci), sans[ply]);
    assert.equal(ours.push(uci), true);
    assert.equal(theirs.push(uci), true);
  });
  comparePosition(ours, theirs, 'end');
  assert.equal(ours.fen(), finalFen.trim());
  theirs.delete();
  console.log(
    `agreement with ffish.js: ${stats.plies} positions, ${stats.turns} turns, ` +
      `${stats.san} SAN (${stats.sanDisambiguated} disambiguated where ffish does not)`,
  );
});
