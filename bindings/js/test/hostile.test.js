// Hostile JavaScript values against every export (issue 32, "Hostile
// input, round three"): each refused in JavaScript with the package's own
// error before the module is entered, and the module alive afterwards.
// Before js/api.js, each of these calls failed inside WebAssembly and
// left the module's stack pointer or memory behind, until every call on
// every board failed with a RuntimeError.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as dv from 'duck-variants';
import { dataFiles, parsePerft, random } from './data.js';
import { hostileKit } from './hostile-kit.js';

const { Board } = dv;

/** The module's memory in bytes (it only grows). */
const memory = () => dv.initSync().memory.buffer.byteLength;

/** The oracle's Duck Chess perft(3) from the start (duck-chess.perft). */
const startPerft3 = (() => {
  const suite = dataFiles('.perft').find(([name]) => name === 'duck-chess.perft');
  const start = parsePerft(suite[1]).find((p) => p.fen.startsWith('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w'));
  return start.counts.find(([depth]) => depth === 3)[1];
})();

const XIANGQI = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

/** The module still answers right: perft and a FEN round trip. */
function alive(deep = false) {
  const board = new Board('duck');
  assert.equal(board.perft(2), 379440n, 'Duck Chess perft(2)');
  if (deep) assert.equal(board.perft(3), startPerft3, 'Duck Chess perft(3), the oracle');
  board.free();
  const xiangqi = new Board('duck-xiangqi');
  xiangqi.play('C2=5@e5');
  const fen = xiangqi.fen();
  assert.equal(new Board('duck-xiangqi', fen).fen(), fen, 'Duck Xiangqi FEN round trip');
  xiangqi.free();
  assert.equal(dv.startingFen('duck-xiangqi'), XIANGQI);
}

function refused(call, Class = dv.ArgumentError, message) {
  assert.throws(call, (error) => {
    assert.ok(error instanceof Class, `${error?.name}: ${error?.message} is a ${Class.name}`);
    if (message instanceof RegExp) assert.match(error.message, message);
    else if (message !== undefined) assert.equal(error.message, message);
    return true;
  });
}

test('row 1: perft at the deepest depth fits the stack of the module and stops at its budget', () => {
  for (const game of ['duck', 'duck-xiangqi', 'amazons']) {
    const board = new Board(game);
    for (let i = 0; i < 3; i++) {
      refused(() => board.perft(64, { maxNodes: 1000 }), dv.PerftError, 'perft stopped: the node limit was reached');
      refused(() => board.perft(64, { maxNodes: 1000, hashMb: 1 }), dv.PerftError, 'perft stopped: the node limit was reached');
    }
    refused(() => board.perft(65), dv.PerftError, 'perft depth 65 is more than the maximum of 64');
    board.free();
  }
  alive();
});

test('row 2: a freed board refuses every call in JavaScript; freeing twice does nothing', () => {
  const board = new Board('duck');
  board.free();
  const before = memory();
  for (let i = 0; i < 1_000_000; i++) {
    try {
      board.fen();
      assert.fail('a freed board answered');
    } catch (error) {
      if (!(error instanceof dv.ArgumentError)) throw error;
    }
    board.free();
    board.delete();
  }
  refused(() => board.perft(1), dv.ArgumentError, 'the board was freed (free() or delete()): it can no longer be used');
  refused(() => Board.prototype.fen.call({}), dv.ArgumentError, 'not a Board of this package');
  assert.equal(memory(), before, 'no memory taken');
  alive();
});

const wrongTexts = [5, 1.5, NaN, {}, [], Symbol('s'), 10n, true, () => 'e2e4', { length: 1e9 }, { length: 1 }];

test('row 3: a value that is no string where a string is expected is refused, and costs nothing', () => {
  const board = new Board('duck');
  const game = dv.readGamePGN('*');
  const before = memory();
  const calls = [
    (v) => new Board(v),
    (v) => new Board('duck', v),
    (v) => board.push(v),
    (v) => board.pushSan(v),
    (v) => board.pushMoves(v),
    (v) => board.play(v),
    (v) => board.playParts(v),
    (v) => board.playParts('e2e4', v),
    (v) => board.setFen(v),
    (v) => board.sanMove(v),
    (v) => board.blockerTargets(v),
    (v) => board.pieceMoves(v, 'e4'),
    (v) => board.encodeTurn(v),
    (v) => dv.startingFen(v),
    (v) => dv.validateFen(v),
    (v) => dv.fenError(v),
    (v) => dv.detectGame(v),
    (v) => dv.readGamePGN(v),
    (v) => dv.readGamesPGN(v),
    (v) => game.headers(v),
  ];
  for (let round = 0; round < 500; round++) {
    for (const call of calls) {
      for (const value of wrongTexts) refused(() => call(value), dv.ArgumentError, /must be a string, not /);
    }
  }
  assert.equal(memory(), before, 'no memory taken');
  assert.equal(board.fen(), dv.startingFen('duck'), 'the board unchanged');
  alive();
});

test('row 12: perft refuses what is no whole number; lone surrogates as Python refuses them', () => {
  const board = new Board('duck');
  for (const depth of [null, true, '3', undefined, 3n, {}, [3]]) {
    refused(() => board.perft(depth), dv.ArgumentError, 'the depth must be a whole number from 0 to 4294967295');
  }
  refused(() => board.isGameOver('yes'), dv.ArgumentError, 'claimDraw must be a boolean, not a string');
  refused(() => board.pushPacked('1'), dv.ArgumentError, 'the turn code must be a whole number from 0 to 4294967295');
  refused(() => board.decodeTurn(-1), dv.ArgumentError);
  // Python's words and classes (bindings/python/src/args.rs): the class of
  // the argument's kind, the character counted in code points.
  const words = (at) => `the text is not valid Unicode: it holds a lone surrogate at character ${at}`;
  refused(() => board.push('e2e4\ud800'), dv.MoveError, words(4));
  refused(() => board.pushSan('\u{1F986}\udfff'), dv.MoveError, words(1));
  refused(() => new Board('duck\ud800'), dv.UnknownGameError, words(4));
  refused(() => new Board('duck', '\udc00'), dv.FenError, words(0));
  refused(() => dv.readGamePGN('1. e4@d5 \ud800 *'), dv.PgnError, words(9));
  refused(() => board.playParts('e2e4', 'e\ud8005'), dv.MoveError, words(1));
  assert.equal(board.fen(), dv.startingFen('duck'));
  alive();
});

test('row 10: what a perft option or callback throws reaches the caller, and the board stays usable', () => {
  const board = new Board('duck');
  const mine = new Error('mine');
  // A getter that throws while the options are read.
  const getter = {
    get maxNodes() {
      throw mine;
    },
  };
  assert.throws(() => board.perft(3, getter), (e) => e === mine);
  // A getter that frees the board it is read for.
  const victim = new Board('duck');
  const freeing = {
    get maxNodes() {
      victim.free();
      return 10;
    },
  };
  refused(() => victim.perft(3, freeing), dv.ArgumentError, /freed/);
  // An Int32Array that throws when read: a proxy passes `instanceof`.
  const proxy = new Proxy(new Int32Array(1), {
    get(target, key) {
      if (key === 'length') return 1;
      throw mine;
    },
  });
  const before = memory();
  for (let i = 0; i < 8; i++) {
    // A table of 256 MiB each time: a leaked table would take 2 GiB.
    assert.throws(() => board.perft(4, { cancel: proxy, hashMb: 268 }), (e) => e === mine);
    assert.throws(() => board.perft(4, { shouldStop: () => { throw mine; }, hashMb: 268 }), (e) => e === mine);
  }
  assert.ok(memory() - before <= 2 ** 29, `${memory() - before} bytes more: the tables were freed`);
  // A callback that calls back into the board it counts on is refused;
  // one that frees it frees it after the count.
  let inner;
  assert.throws(
    () =>
      board.perft(3, {
        shouldStop: () => {
          inner = board.push('e2e4,e4e5');
          return false;
        },
      }),
    (e) => e instanceof dv.ArgumentError && /counting perft/.test(e.message),
  );
  assert.equal(inner, undefined);
  assert.equal(board.fen(), dv.startingFen('duck'));
  const doomed = new Board('duck');
  refused(() => doomed.perft(3, { shouldStop: () => (doomed.free(), true) }), dv.PerftError, 'perft stopped: cancelled');
  refused(() => doomed.fen(), dv.ArgumentError, /freed/);
  // Counts nested through callbacks are bounded.
  const nest = (depth) => new Board('duck').perft(3, { shouldStop: () => (nest(depth + 1), true) });
  assert.throws(() => nest(0), (e) => e instanceof dv.ArgumentError && /nested/.test(e.message));
  alive();
});

test('row 5: games are read one at a time, in bounded memory', () => {
  const before = memory();
  // 1 MB of empty games: 500,000 games.
  let n = 0;
  for (const game of dv.readGamesPGN('* '.repeat(500_000))) {
    if (n === 0) assert.equal(game.result(), '*');
    n++;
  }
  assert.equal(n, 500_000);
  // The module's memory holds the text and a batch, not the games.
  assert.ok(memory() - before <= 16 * 2 ** 20, `${memory() - before} bytes more`);
  // An iterator left unfinished is still an iterator.
  const games = dv.readGamesPGN('[Event "a"]\n\n1. e4@e5 *\n\n[Event "b"]\n\n*');
  assert.equal(games.next().value.headers('Event'), 'a');
  assert.equal(games.next().value.headers('Event'), 'b');
  assert.equal(games.next().done, true);
  alive();
});

test('row 6: a played turn costs at most 32 bytes of the module memory', () => {
  // 100 Duck Chess boards of 1,000 turns each (knights' shuffles), kept.
  const shuffle = 'g1f3,f3e5 g8f6,f6e4 f3g1,g1e5 f6g8,g8e4';
  const boards = [];
  const before = memory();
  for (let i = 0; i < 100; i++) {
    const board = new Board('duck');
    for (let k = 0; k < 250; k++) board.pushMoves(shuffle);
    boards.push(board);
  }
  const grown = memory() - before;
  assert.ok(grown <= 32 * 100_000, `${grown / 100_000} bytes a turn`);
  assert.equal(boards[99].gamePly(), 1000);
  for (const board of boards) board.free();
  // Random Duck Xiangqi games under their default draw rules (repetition
  // counted), kept until the end.
  const pick = random(11);
  const games = [];
  let plies = 0;
  const start = memory();
  for (let i = 0; i < 60; i++) {
    const board = new Board('duck-xiangqi');
    while (!board.isGameOver()) {
      const codes = board.legalTurnsPacked();
      board.pushPacked(codes[pick(codes.length)]);
    }
    plies += board.gamePly();
    games.push(board);
  }
  const used = memory() - start;
  assert.ok(plies > 10_000, `${plies} plies`);
  assert.ok(used <= 32 * plies, `${used / plies} bytes a ply`);
  for (const board of games) board.free();
  alive();
});

test('row 9: the module refuses to start without a random source, and a failed start can be retried', () => {
  const entry = fileURLToPath(new URL('../pkg/index.js', import.meta.url));
  const wasm = fileURLToPath(new URL('../pkg/duck_variants_bg.wasm', import.meta.url));
  const script = `
    import { readFileSync } from 'node:fs';
    const dv = await import(${JSON.stringify(entry)});
    const bytes = readFileSync(${JSON.stringify(wasm)});
    const real = globalThis.crypto;
    const outcomes = [];
    const attempt = () => {
      try { dv.initSync({ module: bytes }); outcomes.push('started'); }
      catch (e) { outcomes.push(e.name + ': ' + e.message); }
    };
    try { new dv.Board(); } catch (e) { outcomes.push(e.name + ': ' + e.message); }
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    attempt();
    Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues: (a) => a }, configurable: true });
    attempt();
    Object.defineProperty(globalThis, 'crypto', { value: real, configurable: true });
    attempt();
    outcomes.push(new dv.Board('duck').perft(2).toString());
    console.log(JSON.stringify(outcomes));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), [
    'DuckVariantsError: the module is not started: call (and await) init() first',
    'DuckVariantsError: no random source: the package needs the Web Crypto API (crypto.getRandomValues) to keep its repetition keys secret',
    'DuckVariantsError: the random source gave only zeros: the package cannot start with it',
    'started',
    '379440',
  ]);
});

// ---- random hostile calls ----

const CALLS = Number(process.env.HOSTILE_CALLS ?? 100_000);

test(`${CALLS} random hostile calls leave the module answering right`, () => {
  const { pick, sentinel, boards, newBoard, anyBoard, common, expected } = hostileKit(dv, 32);
  const longText = 'e2e4 '.repeat(2_000_000); // 10 MB
  const texts = [
    'e2e4', 'e2e4,e4e5', 'Nf3@e5', 'C2=5@e5', 'g1f3', '', ' ', '*', 'duck', 'duck-xiangqi', 'amazons',
    XIANGQI, dv.startingFen('duck'), '\ud800', 'e2e4\udfff', '\u{1F986}', '1. e4@e5 *', '[Event "x"]\n\n*',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra', 'z9', 'e9', '\0', '%',
  ];
  const values = () => {
    switch (pick(16)) {
      case 0: return { length: 1e9 };
      case 1: case 2: case 3: return pick(50) === 0 ? longText : texts[pick(texts.length)];
      case 4: return { get maxNodes() { throw sentinel; }, get hashMb() { throw sentinel; } };
      case 5: return { maxNodes: pick(1000), shouldStop: () => { hostile(); return pick(2) === 0; } };
      case 6: return { cancel: new Int32Array([pick(2)]), maxSeconds: pick(3) / 1000 };
      case 7: return () => { throw sentinel; };
      case 8: return { get maxNodes() { anyBoard().free(); return 5; } };
      default: return common();
    }
  };
  const args = () => Array.from({ length: pick(4) }, values);
  const boardMethods = Object.getOwnPropertyNames(Board.prototype).filter((n) => n !== 'constructor');
  const functions = ['variants', 'games', 'startingFen', 'validateFen', 'fenError', 'detectGame', 'readGamePGN'];
  let depth = 0;
  function hostile() {
    if (depth > 3) return;
    depth++;
    try {
      switch (pick(10)) {
        case 0: {
          if (boards.length < 64) newBoard();
          break;
        }
        case 1: {
          anyBoard().free();
          break;
        }
        case 2: {
          dv[functions[pick(functions.length)]](...args());
          break;
        }
        case 3: {
          let n = 0;
          for (const game of dv.readGamesPGN(values())) if (n++ > 3 || game.variant() === '') break;
          break;
        }
        case 4: {
          const [depthArg, options] = [pick(4), values()];
          anyBoard().perft(pick(3) ? depthArg : values(), { maxNodes: 5000, ...(typeof options === 'object' ? options : {}) });
          break;
        }
        default: {
          const board = anyBoard();
          const method = boardMethods[pick(boardMethods.length)];
          if (method === 'perft') break;
          board[method](...args());
        }
      }
    } catch (error) {
      if (!expected(error)) throw error;
    } finally {
      depth--;
    }
    if (boards.length > 48) boards.splice(0, 16).forEach((b) => b.free());
  }
  for (let i = 0; i < CALLS; i++) hostile();
  for (const board of boards) board.free();
  alive(true);
});
