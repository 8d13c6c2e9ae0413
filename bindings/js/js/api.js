// The package's entry module: every export of the WebAssembly module,
// wrapped so that nothing a caller passes can reach the module in a shape
// it does not expect. The module's own glue (wasm-bindgen's) trusts its
// arguments: a number where a string is expected, or a call on a freed
// board, fails inside WebAssembly, and an exception that unwinds through
// WebAssembly frames leaves the module's stack pointer and borrow flags
// where those frames left them, which no later call repairs (after a few
// thousand such calls every call on every board fails). So here, in
// JavaScript and before the module is entered:
//
// * every argument's type and range is checked (ArgumentError), and text
//   must be well-formed Unicode (a lone surrogate is refused with the
//   error class of the argument, in Python's words);
// * a freed board refuses every call, and freeing twice does nothing;
// * a board that is counting perft refuses every call (a `shouldStop`
//   callback that plays on it, say);
// * the module calls back into JavaScript only through a function that
//   cannot throw (perft's stop check): what the caller's code throws is
//   kept and thrown after the count has returned;
// * a long string is copied in only once the module has the memory for
//   it;
// * the module starts (its repetition keys seeded from the Web Crypto
//   API) before any export can be used, and refuses to start without a
//   random source.
//
// build.sh puts this file beside the glue (duck_variants.js) and points
// the import of the error classes at the copy wasm-bindgen made of
// errors.js.

import * as raw from './duck_variants.js';
import {
  ArgumentError,
  DuckVariantsError,
  FenError,
  MoveError,
  PgnError,
  UnknownGameError,
} from './errors.js';

// ---- starting the module ----

let started = false;

/** Seeds the module's repetition keys; throws without a random source. */
function start() {
  if (started) return;
  const words = new Uint32Array(4);
  const crypto = globalThis.crypto;
  if (typeof crypto?.getRandomValues !== 'function') {
    throw new DuckVariantsError(
      'no random source: the package needs the Web Crypto API (crypto.getRandomValues) to keep its repetition keys secret',
    );
  }
  crypto.getRandomValues(words);
  if (words.every((word) => word === 0)) {
    throw new DuckVariantsError('the random source gave only zeros: the package cannot start with it');
  }
  raw.seedKeys(words[0], words[1], words[2], words[3]);
  started = true;
}

/**
 * Loads and starts the module (browsers and bundlers: once, before any
 * other call). A failed start can be retried.
 */
export async function init(input) {
  const exports = await raw.default(input);
  start();
  return exports;
}

/** `init` without waiting: the module's bytes or a compiled module. */
export function initSync(input) {
  const exports = raw.initSync(input);
  start();
  return exports;
}

export default init;

function ready() {
  if (!started) {
    throw new DuckVariantsError('the module is not started: call (and await) init() first');
  }
}

// ---- arguments ----

/** What a value is, for a message (never calls the value's own code). */
function kindOf(value) {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Texts longer than this are refused: the module copies a text whole. */
const MAX_TEXT = 2 ** 27;
/** From this length on, a text's copy is asked of the module first. */
const RESERVE_FROM = 2 ** 16;

const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * `value` as text for the module, or an error: ArgumentError for a value
 * that is not a string or is too long, `Class` (the error of the
 * argument's kind, as Python raises it) for a lone surrogate.
 */
function text(value, what, Class = ArgumentError) {
  if (typeof value !== 'string') {
    throw new ArgumentError(`${what} must be a string, not ${kindOf(value)}`);
  }
  if (value.length > MAX_TEXT) {
    throw new ArgumentError(`${what} is longer than ${MAX_TEXT} characters`);
  }
  if (value.isWellFormed ? !value.isWellFormed() : lone.test(value)) {
    // Counted in characters (code points), as Python counts them.
    const at = [...value.slice(0, value.search(lone))].length;
    throw new Class(`the text is not valid Unicode: it holds a lone surrogate at character ${at}`);
  }
  // The glue copies a string into a block of its length, then (if it is
  // not ASCII) into one of three times that: both at once at worst.
  if (
    value.length >= RESERVE_FROM &&
    !raw.reserveBytes((/^[\x00-\x7f]*$/.test(value) ? 1 : 4) * value.length + 65536)
  ) {
    throw new DuckVariantsError(`not enough memory for a text of ${value.length} characters`);
  }
  return value;
}

/** An optional text: `undefined` for `undefined` or `null`. */
function optionalText(value, what, Class) {
  return value === undefined || value === null ? undefined : text(value, what, Class);
}

/** A whole number from 0 to `max`. */
function whole(value, what, max) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new ArgumentError(`${what} must be a whole number from 0 to ${max}`);
  }
  return value;
}

/** An optional boolean: `undefined` for `undefined` or `null`. */
function optionalFlag(value, what) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') {
    throw new ArgumentError(`${what} must be a boolean, not ${kindOf(value)}`);
  }
  return value;
}

const U32 = 2 ** 32 - 1;

// Argument readers by the kind of argument, each giving the module's value.
const variantName = (v) => optionalText(v, 'the game name', UnknownGameError);
const fenText = (v) => text(v, 'the FEN', FenError);
const optionalFen = (v) => optionalText(v, 'the FEN', FenError);
const moveText = (v) => text(v, 'the move', MoveError);
const squareText = (v) => text(v, 'the square', MoveError);
const optionalSquare = (v) => optionalText(v, 'the square', MoveError);
const code = (v) => whole(v, 'the turn code', U32);
const claim = (v) => optionalFlag(v, 'claimDraw');
const tagName = (v) => text(v, 'the tag name', PgnError);

// ---- boards ----

const RAW = Symbol('raw');
const BUSY = Symbol('busy');
const FREE_WHEN_DONE = Symbol('freeWhenDone');
/** Lets the module's boards be wrapped, and nothing else. */
const WRAP = Symbol('wrap');

/** Nested long calls (perft, a search: one's shouldStop working on another board). */
let nesting = 0;
const MAX_NESTING = 8;

/**
 * A game in progress of any game of the list (see the declarations for
 * each method).
 */
export class Board {
  constructor(variant, fen) {
    if (variant === WRAP) {
      this[RAW] = fen;
    } else {
      ready();
      this[RAW] = new raw.Board(variantName(variant), optionalFen(fen));
    }
    this[BUSY] = false;
    this[FREE_WHEN_DONE] = false;
  }

  /** Frees the board's memory now; a second call does nothing. */
  free() {
    const board = this[RAW];
    if (!board) return;
    if (this[BUSY]) {
      // Freed once the count it is running returns.
      this[FREE_WHEN_DONE] = true;
      return;
    }
    this[RAW] = null;
    board.free();
  }

  /** ffish.js's name for `free()`. */
  delete() {
    this.free();
  }

  /** chessground's `dests`: each square a piece may leave, to the squares it may go to. */
  dests() {
    const map = new Map();
    for (const group of use(this).destsText().split(',')) {
      if (group === '') continue;
      const [from, ...to] = group.split(' ');
      const list = map.get(from);
      if (list === undefined) map.set(from, to);
      else for (const square of to) if (!list.includes(square)) list.push(square);
    }
    return map;
  }

  /** The legal piece moves from `from` to `to` in coordinates (several for a promotion). */
  pieceMoves(from, to) {
    const text = use(this).pieceMovesText(squareText(from), squareText(to));
    return text === '' ? [] : text.split(' ');
  }

  /** What stands on `square` (`"e4"`): its FEN letter, or `null` for an empty square. */
  pieceAt(square) {
    return use(this).pieceAtText(squareText(square)) || null;
  }

  /** What stands where: square name to FEN letter (`"e1" => "K"`, `*` for the duck). */
  pieces() {
    const map = new Map();
    const words = use(this).piecesText().split(' ');
    for (let i = 0; i + 1 < words.length; i += 2) map.set(words[i], words[i + 1]);
    return map;
  }

  perft(depth, options) {
    use(this);
    whole(depth, 'the depth', U32);
    if (options !== undefined && options !== null && typeof options !== 'object') {
      throw new ArgumentError('the options must be an object');
    }
    const o = options ?? {};
    const maxNodes = nodeBudget(o.maxNodes);
    const hashMb = optionalWhole(o.hashMb, 'hashMb', Number.MAX_SAFE_INTEGER) ?? 0;
    const seconds = o.maxSeconds ?? undefined;
    if (seconds !== undefined && typeof seconds !== 'number') {
      throw new ArgumentError('maxSeconds must be a number');
    }
    // A negative or NaN time is refused by the module, as in every layer.
    const deadline = seconds === undefined ? undefined : Date.now() + seconds * 1000;
    return longCall(this, 'counting perft', o, deadline, (board, check) =>
      board.perftRaw(depth, hashMb, maxNodes, seconds, check),
    );
  }
}

/**
 * `work(board, check)` on the module's board under `wrapper`, which is
 * `doing` it (`counting perft`...) until it returns: every other call on
 * it is refused, and its free() waits. `check` (undefined when there is
 * nothing to ask) answers 0 to go on, 1 when `o.cancel[0]` is set or
 * `o.shouldStop()` is true (both checked here), 2 past `deadline` (a
 * time from Date.now()). It never throws: what the caller's code throws
 * is kept, stops the work, and is thrown once the work has returned, so
 * that no JavaScript exception ever unwinds through the module.
 */
function longCall(wrapper, doing, o, deadline, work) {
  const cancel = o.cancel ?? undefined;
  if (cancel !== undefined) {
    if (!(cancel instanceof Int32Array)) throw new ArgumentError('cancel must be an Int32Array');
    if (cancel.length === 0) throw new ArgumentError('cancel must have at least one element');
  }
  const shouldStop = o.shouldStop ?? undefined;
  if (shouldStop !== undefined && typeof shouldStop !== 'function') {
    throw new ArgumentError('shouldStop must be a function');
  }
  if (nesting >= MAX_NESTING) {
    throw new ArgumentError(`perft counts and searches may be nested ${MAX_NESTING} deep at most`);
  }
  let thrown;
  let threw = false;
  const check = () => {
    try {
      if (deadline !== undefined && Date.now() >= deadline) return 2;
      // A plain read, as the module's glue would: an array that throws
      // when read throws the caller's own exception.
      if (cancel !== undefined && cancel[0] !== 0) return 1;
      if (shouldStop !== undefined && shouldStop()) return 1;
      return 0;
    } catch (error) {
      thrown = error;
      threw = true;
      return 1;
    }
  };
  const asks = deadline !== undefined || cancel !== undefined || shouldStop !== undefined;
  // Again: reading the options ran the caller's getters, which may have
  // freed the board.
  const board = use(wrapper);
  wrapper[BUSY] = doing;
  nesting++;
  let result;
  try {
    result = work(board, asks ? check : undefined);
  } catch (error) {
    if (!threw) throw error;
  } finally {
    nesting--;
    wrapper[BUSY] = false;
    if (wrapper[FREE_WHEN_DONE]) wrapper.free();
  }
  if (threw) throw thrown;
  return result;
}

/** The module's board under `board`, or an error. */
function use(board) {
  const inner = board?.[RAW];
  if (!inner) {
    if (inner === null) {
      throw new ArgumentError('the board was freed (free() or delete()): it can no longer be used');
    }
    throw new ArgumentError('not a Board of this package');
  }
  if (board[BUSY]) {
    throw new ArgumentError(`the board is ${board[BUSY]}: it takes no other call until that returns`);
  }
  return inner;
}

/** A board over a board of the module. */
function wrap(inner) {
  return new Board(WRAP, inner);
}

/** An optional whole number: `undefined` for `undefined` or `null`. */
function optionalWhole(value, what, max) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number') throw new ArgumentError(`${what} must be a number`);
  return whole(value, what, max);
}

/** `maxNodes`: a safe whole number or a bigint from 0 to 2^128-1. */
function nodeBudget(value) {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'bigint') {
    if (value < 0n || value >= 1n << 128n) {
      throw new ArgumentError(`maxNodes must be from 0 to 2^128-1, not ${value}`);
    }
    return value;
  }
  return BigInt(optionalWhole(value, 'maxNodes', Number.MAX_SAFE_INTEGER));
}

// Every other method: its argument readers, and whether it answers with a
// board of the module (wrapped) instead of a value.
const methods = {
  clone: [],
  countTurns: [],
  decodeTurn: [code],
  blockerTargets: [moveText],
  encodeTurn: [moveText],
  fen: [],
  files: [],
  fullmoveNumber: [],
  gameName: [],
  gamePly: [],
  halfmoveClock: [],
  history: [],
  isGameOver: [claim],
  lastMove: [],
  lastTurn: [],
  legalMoves: [],
  legalMovesSan: [],
  legalTurnsPacked: [],
  moveStack: [],
  notation: [],
  numberLegalMoves: [],
  outcome: [],
  outcomeText: [],
  pgn: [],
  play: [moveText],
  playParts: [moveText, optionalSquare],
  pop: [],
  push: [moveText],
  pushMoves: [moveText],
  pushPacked: [code],
  pushSan: [moveText],
  pushSanMoves: [moveText],
  ranks: [],
  reset: [],
  result: [claim],
  sanMove: [moveText],
  setFen: [fenText],
  sideToMove: [],
  toString: [],
  turn: [],
  turnFromParts: [moveText, optionalSquare],
  variant: [],
};

for (const [name, readers] of Object.entries(methods)) {
  const answersBoard = name === 'clone';
  Object.defineProperty(Board.prototype, name, {
    value: {
      [name](...args) {
        use(this);
        const values = readers.map((read, i) => read(args[i]));
        const answer = use(this)[name](...values);
        return answersBoard ? wrap(answer) : answer;
      },
    }[name],
    writable: true,
    configurable: true,
  });
}

/** board.svg({size, flipped, coordinates, lastMove, fill, arrows, letters, pending}): the board as SVG text. */
if (typeof raw.Board.prototype.svgRaw === 'function') Board.prototype.svg = function svg(o = {}) {
  const pairs = (x) => (x instanceof Map ? [...x] : Object.entries(x ?? {})).flatMap(([s, c]) => [String(s), String(c)]);
  const arrows = (o.arrows ?? []).flatMap((a) => (Array.isArray(a) ? [String(a[0]), String(a[1]), String(a[2] ?? '#15781b')] : [String(a.from), String(a.to), String(a.color ?? '#15781b')]));
  const text = (x) => (x == null ? undefined : String(x));
  return use(this).svgRaw(o.size ?? 0, !!o.flipped, o.coordinates ?? true, text(o.lastMove), pairs(o.fill), arrows, !!o.letters, text(o.pending));
};

if (typeof Symbol.dispose === 'symbol') {
  Object.defineProperty(Board.prototype, Symbol.dispose, {
    value() {
      this.free();
    },
    writable: true,
    configurable: true,
  });
}

// ---- the game list and FENs ----

export function variants() {
  ready();
  return raw.variants();
}

export function games() {
  ready();
  return raw.games();
}

export function startingFen(variant) {
  ready();
  return raw.startingFen(text(variant, 'the game name', UnknownGameError));
}

export function validateFen(fen, variant) {
  ready();
  return raw.validateFen(fenText(fen), variantName(variant));
}

export function fenError(fen, variant) {
  ready();
  return raw.fenError(fenText(fen), variantName(variant));
}

export function detectGame(fen) {
  ready();
  return raw.detectGame(fenText(fen));
}

// ---- PGN ----

const FIELDS = Symbol('fields');
const SOURCE = Symbol('source');

/** A game read from PGN, kept as JavaScript values. */
export class Game {
  constructor(key, fields, source) {
    if (key !== FIELDS) throw new ArgumentError('a Game comes from readGamePGN or readGamesPGN');
    this[FIELDS] = fields;
    // The text it was read from, shared by the games of one read.
    this[SOURCE] = source;
  }

  free() {}

  delete() {}

  /** The game's board, its PGN record kept: `pgn()` writes back its tags, comments, NAGs and result. */
  board() {
    ready();
    const [, , , , from, to] = fieldsOf(this);
    return new Board(WRAP, raw.Board.fromPgn(bytesOf(this[SOURCE], +from, +to)));
  }

  headerKeys() {
    return tags(this)
      .map(([name]) => name)
      .join(' ');
  }

  headers(item) {
    const name = tagName(item);
    return tags(this).find(([key]) => key === name)?.[1] ?? '';
  }

  mainlineMoves() {
    return fieldsOf(this)[3];
  }

  mainlineMovesNative() {
    const board = this.board();
    try {
      return board.history();
    } finally {
      board.free();
    }
  }

  result() {
    return fieldsOf(this)[2];
  }

  variant() {
    return fieldsOf(this)[0];
  }
}

/** Fields cut from `text`: each is its length, a colon and its text. */
function cut(text) {
  const fields = [];
  for (let at = 0; at < text.length; ) {
    // The length's digits read in place (a slice and Number() for each
    // field took a tenth of the time of reading empty games).
    let length = 0;
    for (let c = text.charCodeAt(at++); c !== 58 && at <= text.length; c = text.charCodeAt(at++)) {
      length = length * 10 + c - 48;
    }
    fields.push(text.slice(at, (at += length)));
  }
  return fields;
}

/**
 * A game's fields: the game, the start's FEN (empty for the standard
 * start), the result, the turns, the byte offsets where its text starts
 * and ends, the number of tags, then the tags' names and values. Cut
 * from the module's string when first asked for, so that a loop that only
 * counts games cuts none.
 */
function fieldsOf(game) {
  const fields = game?.[FIELDS];
  if (typeof fields === 'string') return (game[FIELDS] = cut(fields));
  if (!Array.isArray(fields)) throw new ArgumentError('not a Game of this package');
  return fields;
}

/** A game's tags as `[name, value]` pairs. */
function tags(game) {
  const all = fieldsOf(game);
  const pairs = [];
  for (let i = 7; i + 1 < all.length; i += 2) pairs.push([all[i], all[i + 1]]);
  return pairs;
}

/**
 * The text from byte `from` to byte `to` of `source.text` as UTF-8 (the
 * module's offsets): the same indices in an ASCII text, else cut from its
 * bytes, encoded once a read.
 */
function bytesOf(source, from, to) {
  source.ascii ??= !/[^\0-\x7f]/.test(source.text);
  if (source.ascii) return source.text.slice(from, to);
  source.bytes ??= new TextEncoder().encode(source.text);
  return new TextDecoder().decode(source.bytes.subarray(from, to));
}

export function readGamePGN(pgn) {
  ready();
  const source = { text: text(pgn, 'the PGN text', PgnError) };
  const reader = new raw.PgnGames(source.text);
  try {
    return new Game(FIELDS, reader.first(), source);
  } finally {
    reader.free();
  }
}

export function readGamesPGN(pgn) {
  ready();
  const source = { text: text(pgn, 'the PGN text', PgnError) };
  return gamesOf(new raw.PgnGames(source.text), source);
}

/** The games of a reader, a batch at a time; the reader is freed at the end. */
function* gamesOf(reader, source) {
  try {
    for (let batch = reader.nextBatch(); batch !== undefined; batch = reader.nextBatch()) {
      for (const game of cut(batch)) yield new Game(FIELDS, game, source);
    }
  } finally {
    reader.free();
  }
}

export {
  ArgumentError,
  DuckVariantsError,
  FenError,
  MoveError,
  PerftError,
  UndoError,
  PgnError,
  UnknownGameError,
} from './errors.js';
