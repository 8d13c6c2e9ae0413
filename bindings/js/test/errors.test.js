// Every error path: the class (an Error subclass of the package) and the
// library's own message, written here from the Rust errors' #[error]
// texts; the board unchanged after a refused call; and garbage input into
// every method that reads text, which must be refused, never abort the
// module (a Rust panic in WebAssembly is a RuntimeError: unreachable).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as dv from 'duck-variants';
import { random } from './data.js';

const { Board } = dv;

function throwsLike(call, Class, message) {
  assert.throws(call, (error) => {
    assert.ok(error instanceof Class, `${error.name} is a ${Class.name}`);
    assert.ok(error instanceof dv.DuckVariantsError);
    assert.ok(error instanceof Error);
    assert.equal(error.name, Class.name);
    if (message instanceof RegExp) assert.match(error.message, message);
    else assert.equal(error.message, message);
    return true;
  });
}

const names = 'Duck Chess, Duck Xiangqi or Amazons';

test('each error carries the kind the facade gives it, as Python classes it', () => {
  // Kinds hand-picked from the inputs: a name of no game, a FEN of the
  // other board, a square off the board, a well-formed illegal move, a
  // depth past 64, a count its budget stopped.
  const kindOf = (call) => {
    try {
      call();
    } catch (error) {
      return error.kind;
    }
    return 'no error';
  };
  assert.equal(kindOf(() => new Board('checkers')), 'unknown-game');
  assert.equal(kindOf(() => new Board('duck', dv.startingFen('duck-xiangqi'))), 'fen');
  assert.equal(kindOf(() => new Board('duck').pushMoves('e2e4,e4z9')), 'move-syntax');
  assert.equal(kindOf(() => new Board('duck').pushMoves('e2e5,e5a3')), 'illegal-move');
  assert.equal(kindOf(() => new Board('duck').perft(65)), 'perft-refused');
  assert.equal(kindOf(() => new Board('duck').perft(4, { maxNodes: 10 })), 'perft-stopped');
  assert.equal(kindOf(() => dv.readGamePGN('1. e4@e5 Nf9@a3 *')), 'pgn');
  assert.equal(kindOf(() => new Board('duck').perft('3')), undefined);
});

test('game names and FENs', () => {
  throwsLike(() => new Board('checkers'), dv.UnknownGameError, `unknown game "checkers": expected ${names}`);
  throwsLike(() => dv.startingFen('go'), dv.UnknownGameError, `unknown game "go": expected ${names}`);
  throwsLike(
    () => new Board('duck', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1'),
    dv.FenError,
    'bad placement: only 7 ranks in the placement',
  );
  throwsLike(
    () => new Board('duck', dv.startingFen('duck-xiangqi')),
    dv.FenError,
    'this is Duck Chess, but the input is for Duck Xiangqi',
  );
  throwsLike(
    () => dv.detectGame('8/8 w - - 0 1'),
    dv.FenError,
    "the FEN's board has 8 files and 2 ranks; Duck Chess is played on 8x8, Duck Xiangqi on 9x10 and Amazons on 10x10",
  );
  const board = new Board('duck');
  throwsLike(() => board.setFen(dv.startingFen('amazons')), dv.FenError, 'this is Duck Chess, but the input is for Amazons');
  assert.equal(board.fen(), dv.startingFen('duck'));
  // ffish.js's codes: 1 valid, negative invalid.
  assert.equal(dv.validateFen(dv.startingFen('duck')), 1);
  assert.equal(dv.validateFen(dv.startingFen('duck'), 'duck-xiangqi'), -1);
  assert.equal(dv.validateFen('x', 'duck'), -1);
  assert.equal(dv.validateFen('x', 'nope'), -2);
  assert.equal(dv.fenError(dv.startingFen('amazons')), undefined);
  assert.equal(dv.fenError('x', 'nope'), `unknown game "nope": expected ${names}`);
  // Long input is quoted by an excerpt, not whole.
  try {
    new Board('duck', 'x'.repeat(100000));
  } catch (error) {
    assert.ok(error instanceof dv.FenError);
    assert.ok(error.message.length < 200, error.message);
  }
  throwsLike(() => new Board('y'.repeat(100000)), dv.UnknownGameError, /^unknown game "y+.*": expected/);
  try {
    new Board('y'.repeat(100000));
  } catch (error) {
    assert.ok(error.message.length < 300);
  }
});

test('turns', () => {
  const board = new Board('duck');
  const start = board.fen();
  assert.equal(board.push('e2e5,e5e6'), false);
  assert.equal(board.push('nonsense'), false);
  assert.equal(board.pushSan('Ke2@e3'), false);
  // A refused move text is told with the text and the position, in the
  // facade's words (AnyError::InPosition), as Python tells it.
  const at = (text) => `move "${text}" in ${start}: `;
  throwsLike(() => board.sanMove('e2e5,e5e6'), dv.MoveError, `${at('e2e5,e5e6')}the piece move is not legal here`);
  throwsLike(
    () => board.play('Ke2@e3'),
    dv.MoveError,
    `${at('Ke2@e3')}"Ke2@e3" is no legal turn here: as SAN, no legal move fits; as coordinates, bad square at byte 0: a square name starts with a file letter a-z`,
  );
  throwsLike(() => board.blockerTargets('e2e5'), dv.MoveError, `${at('e2e5')}"e2e5" is not a legal piece move here`);
  throwsLike(() => board.turnFromParts('e2e4', 'z9'), dv.MoveError, `${at('e2e4')}"z9" is not a square of the Duck Chess board`);
  throwsLike(() => board.turnFromParts('e2e4', 'e4'), dv.MoveError, `${at('e2e4')}the blocker cannot go to that square`);
  throwsLike(() => board.turnFromParts('e2e4'), dv.MoveError, `${at('e2e4')}the turn needs a blocker square`);
  throwsLike(() => board.pushPacked(0), dv.MoveError, 'the packed turn 0x00000000 is not a legal turn here');
  throwsLike(() => board.decodeTurn(0xffffffff), dv.MoveError, 'the packed turn 0xffffffff is not a legal turn here');
  throwsLike(
    () => board.pushMoves('e2e4,e4e5 e2e4,e4e5'),
    dv.MoveError,
    'turn 2 of the sequence, "e2e4,e4e5", was refused, and none of the sequence was played: the piece move is not legal here',
  );
  assert.equal(board.fen(), start, 'nothing was played');
  assert.equal(board.moveStack(), '');
  // A finished game refuses every turn.
  const over = new Board('duck', '4k3/8/8/8/8/8/8/4K2r b - - 0 1');
  assert.equal(over.push('h1e1'), true);
  assert.equal(over.result(), '0-1');
  assert.equal(over.push('e8e7'), false);
  throwsLike(() => over.play('e8e7,e7e6'), dv.MoveError, /the game is over|no legal/);
  assert.deepEqual([...over.dests()], []);
});

test('PGN', () => {
  throwsLike(() => dv.readGamePGN(''), dv.PgnError, 'the PGN text holds no game');
  throwsLike(
    () => dv.readGamePGN('[Variant "Duck"]\n\n1. e4@e5 Ke2@e3 *\n'),
    dv.PgnError,
    'game 1, turn 2 (1... Ke2@e3): no legal move fits',
  );
  throwsLike(
    () => dv.readGamePGN('[Variant "Checkers"]\n\n1. e4@e5 *\n'),
    dv.PgnError,
    `game 1: unknown game "Checkers": expected ${names}`,
  );
  throwsLike(() => dv.readGamePGN('[Variant "Duck" \n\n1. e4 *'), dv.PgnError, 'game 1, byte 0: malformed tag pair');
  // Games are read as the iterator reaches them: the first is given, the
  // second throws.
  const games = dv.readGamesPGN('[Variant "Duck"]\n\n1. e4@e5 *\n\n[Variant "Duck"]\n\n1. e5@e4 *\n');
  assert.equal(games.next().value.mainlineMoves(), 'e2e4,e4e5');
  throwsLike(() => games.next(), dv.PgnError, /^game 2/);
});

test('perft arguments and budgets', () => {
  const board = new Board('duck');
  const whole = 'the depth must be a whole number from 0 to 4294967295';
  for (const depth of [-1, 1.5, NaN, Infinity, 2 ** 32]) throwsLike(() => board.perft(depth), dv.ArgumentError, whole);
  throwsLike(() => board.perft(65), dv.PerftError, 'perft depth 65 is more than the maximum of 64');
  throwsLike(() => board.perft(3, { maxNodes: 10 }), dv.PerftError, 'perft stopped: the node limit was reached');
  // Duck Chess perft(2) is 379,440 (the oracle): a budget of exactly that passes.
  assert.equal(board.perft(2, { maxNodes: 379440 }), 379440n);
  throwsLike(() => board.perft(2, { maxNodes: 379439n }), dv.PerftError, 'perft stopped: the node limit was reached');
  throwsLike(() => board.perft(3, { maxNodes: -1n }), dv.ArgumentError, 'maxNodes must be from 0 to 2^128-1, not -1');
  throwsLike(() => board.perft(3, { maxNodes: 'many' }), dv.ArgumentError, 'maxNodes must be a number');
  throwsLike(() => board.perft(6, { maxSeconds: 0 }), dv.PerftError, 'perft stopped: the time limit was reached');
  // The facade's refusal, in Python's words too.
  throwsLike(() => board.perft(2, { maxSeconds: -1 }), dv.PerftError, 'a perft time limit must be a number of seconds, 0 or more');
  throwsLike(() => board.perft(2, { maxSeconds: NaN }), dv.PerftError, 'a perft time limit must be a number of seconds, 0 or more');
  throwsLike(() => board.perft(2, { maxSeconds: '1' }), dv.ArgumentError, 'maxSeconds must be a number');
  throwsLike(() => board.perft(3, { cancel: new Int32Array([1]) }), dv.PerftError, 'perft stopped: cancelled');
  throwsLike(() => board.perft(3, { cancel: new Int32Array(0) }), dv.ArgumentError, 'cancel must have at least one element');
  throwsLike(() => board.perft(3, { cancel: [1] }), dv.ArgumentError, 'cancel must be an Int32Array');
  let asked = 0;
  throwsLike(() => board.perft(4, { shouldStop: () => ++asked === 10 }), dv.PerftError, 'perft stopped: cancelled');
  assert.equal(asked, 10);
  assert.throws(() => board.perft(3, { shouldStop: () => { throw new RangeError('mine'); } }), RangeError);
  throwsLike(() => board.perft(3, { shouldStop: 1 }), dv.ArgumentError, 'shouldStop must be a function');
  throwsLike(() => board.perft(3, { hashMb: 0.5 }), dv.ArgumentError, 'hashMb must be a whole number from 0 to 9007199254740991');
  throwsLike(() => board.perft(3, 5), dv.ArgumentError, 'the options must be an object');
  // A table the module cannot have is an error, not an abort.
  throwsLike(() => board.perft(3, { hashMb: 2 ** 40 }), dv.PerftError, /more memory than this machine can give/);
  assert.equal(board.perft(1), 640n, 'the module still works');
});

test('garbage into every text method is refused, never an abort', () => {
  const pick = random(7);
  const alphabet = 'abcdefghijk0123456789,@*/-+=xKQRBNPkqrbnp CHEARcheap \u00e9\u{1F986}';
  const text = () => Array.from({ length: pick(24) }, () => alphabet[pick(alphabet.length)]).join('');
  for (const game of dv.variants().split(' ')) {
    const board = new Board(game);
    for (let i = 0; i < 1500; i++) {
      const t = text();
      for (const call of [
        () => new Board(game, t),
        () => new Board(t),
        () => board.push(t),
        () => board.pushSan(t),
        () => board.sanMove(t),
        () => board.play(t),
        () => board.blockerTargets(t),
        () => board.turnFromParts(t, text()),
        () => board.pieceMoves(t, text()),
        () => board.encodeTurn(t),
        () => board.decodeTurn(pick(2 ** 31)),
        () => dv.readGamePGN(`[Variant "${game}"]\n\n1. ${t} ${text()} *`),
        () => dv.validateFen(t, game),
      ]) {
        try {
          call();
        } catch (error) {
          assert.ok(error instanceof dv.DuckVariantsError, `${error}`);
        }
      }
      if (board.isGameOver()) board.reset();
    }
    assert.ok(board.numberLegalMoves() >= 0);
  }
});
