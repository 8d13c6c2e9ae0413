// duck-variants/chessjs: chess.js's names and shapes over the package's
// Board, for a client written for chess.js (v1). Every answer comes from
// the Board's own methods (legal turns, SAN/WXF, pieces, FEN, PGN,
// outcome); this file only carries values between the two shapes: it
// splits the fields the Board gives (a turn's piece move and duck half,
// the promotion letter after a piece move's squares) and knows no rule of
// any game.
//
// A turn is a piece move and the duck's square (the arrow's in the
// Amazons): verbose moves carry `duck` beside chess.js's fields, and
// `move()` takes `{ from, to, duck, promotion }` or the game's own
// notation (`Nf3@e5`, `C2=5@e5`) or coordinates (`g1f3,f3e5`).
//
// build.sh puts this file beside api.js (pkg/chessjs.js, minified) and
// writes pkg/chessjs-node.js, which loads the module under Node first.
// The main entry points do not import it.

import { Board, MoveError, PgnError, readGamePGN, startingFen } from './api.js';

export { default, init } from './api.js';

/** The first player's pieces are upper case in a FEN: White, Red. */
function colorOf(letter) {
  return letter === letter.toUpperCase() ? 'w' : 'b';
}

/** chess.js's `{ type, color }` for a FEN letter; the duck (`*`) has no color. */
function pieceOf(letter) {
  return letter === '*' ? { type: '*', color: null } : { type: letter.toLowerCase(), color: colorOf(letter) };
}

/** What a turn is about to change or has changed: FEN, pieces, side to move. */
function snapshot(board) {
  return { fen: board.fen(), pieces: board.pieces(), color: board.turn() ? 'w' : 'b' };
}

/**
 * The piece of the other side that a turn took: the square where one
 * stood before and no longer does (not always the turn's `to`: en
 * passant), and its letter; undefined for none.
 */
function takenBy(color, before, after) {
  for (const [square, letter] of before) {
    if (letter !== '*' && colorOf(letter) !== color && after.get(square) !== letter) {
      return { square, letter };
    }
  }
  return undefined;
}

/**
 * A turn in coordinates (`b7b8q,b8a1`) cut at the comma: the piece move
 * and, after the piece's `to` square, the duck's square (none after a
 * royal capture, a turn with no duck).
 */
function halves(turn, to) {
  const comma = turn.indexOf(',');
  return comma < 0 ? [turn, undefined] : [turn.slice(0, comma), turn.slice(comma + 1 + to.length)];
}

/** The Move of `board`'s last turn, played from `before`. */
function played(board, before, san) {
  const after = snapshot(board);
  const [from, to] = board.lastMove();
  const taken = takenBy(before.color, before.pieces, after.pieces);
  return moveOf({ from, to, turn: board.lastTurn(), san, before, taken, after: after.fen });
}

const FIELDS = Symbol('fields');

/**
 * A move in chess.js's shape, with the duck's square: `color`, `from`,
 * `to`, `duck`, `piece`, `captured`, `promotion`, `flags`, `san`, `lan`,
 * `before`, `after`.
 */
export class Move {
  constructor(key, fields) {
    if (key !== FIELDS) throw new TypeError('a Move comes from a Chess object');
    Object.assign(this, fields);
  }

  isCapture() {
    return this.flags.includes('c');
  }

  isPromotion() {
    return this.flags.includes('p');
  }

  isEnPassant() {
    return this.flags.includes('e');
  }

  isKingsideCastle() {
    return this.flags.includes('k');
  }

  isQueensideCastle() {
    return this.flags.includes('q');
  }
}

/**
 * The Move of a turn: `from`, `to` and `turn` (coordinates) as the Board
 * wrote them, `san` in the game's notation, the position before it, what
 * it took (`taken`, from takenBy) and the FEN after it.
 */
function moveOf({ from, to, turn, san, before, taken, after }) {
  const [pieceMove, duck] = halves(turn, to);
  const promotion = pieceMove.slice(from.length + to.length);
  // Castling is read from the Board's own SAN (O-O, O-O-O, then @duck).
  const castle = san.startsWith('O-O-O') ? 'q' : san.startsWith('O-O') ? 'k' : '';
  let flags = castle;
  if (!castle) {
    if (taken && taken.square !== to) flags = 'e';
    else flags = taken ? 'c' : 'n';
    if (promotion) flags += 'p';
  }
  const fields = { color: before.color, from, to };
  if (duck !== undefined) fields.duck = duck;
  fields.piece = before.pieces.get(from).toLowerCase();
  if (taken) fields.captured = taken.letter.toLowerCase();
  if (promotion) fields.promotion = promotion;
  Object.assign(fields, { flags, san, lan: turn, before: before.fen, after });
  return new Move(FIELDS, fields);
}

/** Invalid move: as chess.js words it, a MoveError carrying the Board's error as its cause. */
function invalid(move, cause) {
  const error = new MoveError(`Invalid move: ${typeof move === 'string' ? move : JSON.stringify(move)}`);
  error.kind = cause?.kind ?? 'illegal-move';
  if (cause !== undefined) error.cause = cause;
  return error;
}

const BOARD = Symbol('board');
const HEADERS = Symbol('headers');

/**
 * A game of the package with chess.js's methods: `new Chess(fen, { game })`
 * (the game by any of its names; with a FEN and no game, the game whose
 * board the FEN has; with neither, Duck Chess at its start).
 */
export class Chess {
  constructor(fen, options) {
    const game = options?.game ?? undefined;
    this[BOARD] = new Board(game, fen ?? undefined);
    this[HEADERS] = {};
  }

  /** The game's identifier (`duck-chess`, `duck-xiangqi`, `amazons`). */
  variant() {
    return this[BOARD].variant();
  }

  /** Frees the board's memory now (it is freed when garbage-collected otherwise). */
  free() {
    this[BOARD].free();
  }

  fen() {
    return this[BOARD].fen();
  }

  pgn() {
    return this[BOARD].pgn();
  }

  /** Starts again from `fen`, a position of this game; throws FenError. */
  load(fen, options) {
    this[BOARD].setFen(fen);
    if (!options?.preserveHeaders) this[HEADERS] = {};
  }

  /** The game's starting position, no turn played, no headers. */
  reset() {
    this.load(startingFen(this.variant()));
  }

  /**
   * Replays a PGN game of this board's game (all or nothing); throws
   * PgnError. Its tags are then what getHeaders() gives.
   */
  loadPgn(pgn) {
    const game = readGamePGN(pgn);
    if (game.variant() !== this.variant()) {
      const error = new PgnError(`the PGN is a game of ${game.variant()}, not of ${this.variant()}`);
      error.kind = 'pgn';
      throw error;
    }
    const board = game.board();
    const headers = {};
    for (const name of game.headerKeys().split(' ')) if (name !== '') headers[name] = game.headers(name);
    this[BOARD].free();
    this[BOARD] = board;
    this[HEADERS] = headers;
  }

  /** The tags of the last PGN loaded (none after a FEN or a reset). */
  getHeaders() {
    return { ...this[HEADERS] };
  }

  /** 'w' when the first player (White, Red) is to move, else 'b'. */
  turn() {
    return this[BOARD].turn() ? 'w' : 'b';
  }

  moveNumber() {
    return this[BOARD].fullmoveNumber();
  }

  /** `{ type, color }` on `square` (the duck: type `*`, color null); undefined for an empty square or no square. */
  get(square) {
    if (typeof square !== 'string') return undefined;
    let letter;
    try {
      letter = this[BOARD].pieceAt(square);
    } catch (error) {
      if (error instanceof MoveError) return undefined;
      throw error;
    }
    return letter === null ? undefined : pieceOf(letter);
  }

  /** The board's rows from the top rank down, each cell null or `{ square, type, color }`. */
  board() {
    const board = this[BOARD];
    const pieces = board.pieces();
    const rows = [];
    for (let rank = board.ranks(); rank >= 1; rank--) {
      const row = [];
      for (let file = 0; file < board.files(); file++) {
        const square = String.fromCharCode(97 + file) + rank;
        const letter = pieces.get(square);
        row.push(letter === undefined ? null : { square, ...pieceOf(letter) });
      }
      rows.push(row);
    }
    return rows;
  }

  /** The board as text: ranks down the side, files along the bottom, `.` for empty, `*` for the duck. */
  ascii() {
    const rows = this.board();
    const width = String(rows.length).length;
    const rule = `${' '.repeat(width + 2)}+${'---'.repeat(rows[0].length)}+\n`;
    let out = rule;
    rows.forEach((row, i) => {
      const cells = row.map((cell) => (cell === null ? '.' : cell.color === 'w' ? cell.type.toUpperCase() : cell.type));
      out += ` ${String(rows.length - i).padStart(width)} | ${cells.join('  ')} |\n`;
    });
    const files = rows[0].map((_, file) => String.fromCharCode(97 + file));
    return `${out}${rule}${' '.repeat(width + 4)}${files.join('  ')}`;
  }

  /**
   * The legal turns (each piece move with each duck square): SAN (the
   * game's notation) or, with `verbose`, Move objects; `square` keeps
   * the turns of the piece on that square, `piece` those of a type.
   */
  moves(options) {
    const verbose = options?.verbose ?? false;
    const square = options?.square ?? undefined;
    const type = options?.piece ?? undefined;
    const board = this[BOARD];
    if (!verbose && square === undefined && type === undefined) {
      const all = board.legalMovesSan();
      return all === '' ? [] : all.split(' ');
    }
    const before = snapshot(board);
    // The piece moves wanted, by their coordinates (`e2e4`, `b7b8q`).
    const wanted = new Map();
    for (const [from, tos] of board.dests()) {
      if (square !== undefined && from !== square) continue;
      if (type !== undefined && before.pieces.get(from).toLowerCase() !== type) continue;
      for (const to of tos) {
        for (const pieceMove of board.pieceMoves(from, to)) wanted.set(pieceMove, { from, to, taken: null });
      }
    }
    if (wanted.size === 0) return [];
    const turns = board.legalMoves().split(' ');
    const names = board.legalMovesSan().split(' ');
    const list = [];
    turns.forEach((turn, i) => {
      const comma = turn.indexOf(',');
      const info = wanted.get(comma < 0 ? turn : turn.slice(0, comma));
      if (info === undefined) return;
      if (!verbose) {
        list.push(names[i]);
        return;
      }
      board.push(turn);
      // What a piece move takes is the same whatever the duck does.
      if (info.taken === null) info.taken = takenBy(before.color, before.pieces, board.pieces());
      const after = board.fen();
      board.pop();
      list.push(moveOf({ from: info.from, to: info.to, turn, san: names[i], before, taken: info.taken, after }));
    });
    return list;
  }

  /**
   * Plays a turn: text in the game's notation (`Nf3@e5`) or coordinates
   * (`g1f3,f3e5`), or `{ from, to, duck, promotion }` (no duck for a
   * royal capture). Returns its Move; throws a MoveError "Invalid move:
   * ..." (an Error, as chess.js throws) when it is not legal here.
   */
  move(move) {
    const board = this[BOARD];
    const before = snapshot(board);
    let san;
    try {
      if (typeof move === 'string') {
        san = board.play(move);
      } else {
        const { from, to, duck, promotion } = move ?? {};
        if (
          typeof from !== 'string' ||
          typeof to !== 'string' ||
          !(duck === undefined || duck === null || typeof duck === 'string') ||
          !(promotion === undefined || promotion === null || typeof promotion === 'string')
        ) {
          throw invalid(move);
        }
        const options = board.pieceMoves(from, to);
        // A promotion's several moves differ by the letter after the squares.
        const pieceMove =
          options.length === 1 && options[0].length === from.length + to.length
            ? options[0]
            : options.find((m) => m.slice(from.length + to.length) === promotion);
        if (pieceMove === undefined) throw invalid(move);
        san = board.playParts(pieceMove, duck ?? undefined);
      }
    } catch (error) {
      if (error instanceof MoveError) throw error.message.startsWith('Invalid move: ') ? error : invalid(move, error);
      throw error;
    }
    return played(board, before, san);
  }

  /** Takes back the last turn and returns its Move; null at the start. */
  undo() {
    const board = this[BOARD];
    if (board.gamePly() === 0) return null;
    const after = snapshot(board);
    const [from, to] = board.lastMove();
    const turn = board.lastTurn();
    const san = board.history().at(-1);
    board.pop();
    const before = snapshot(board);
    const taken = takenBy(before.color, before.pieces, after.pieces);
    return moveOf({ from, to, turn, san, before, taken, after: after.fen });
  }

  /** The turns played since the start (or the last load): SAN, or Move objects with `verbose`. */
  history(options) {
    const board = this[BOARD];
    const names = board.history();
    if (!options?.verbose) return names;
    const stack = board.moveStack();
    const turns = stack === '' ? [] : stack.split(' ');
    const replay = board.clone();
    try {
      for (let i = 0; i < turns.length; i++) replay.pop();
      return turns.map((turn, i) => {
        const before = snapshot(replay);
        replay.push(turn);
        return played(replay, before, names[i]);
      });
    } finally {
      replay.free();
    }
  }

  /** Whether the game is over, counting the draws chess.js declares (repetition, fifty moves). */
  isGameOver() {
    return this[BOARD].isGameOver(true);
  }

  /** Whether the game is drawn or a draw can be claimed. */
  isDraw() {
    return this[BOARD].result(true) === '1/2-1/2';
  }

  /** The result in words (the Board's outcome()), or null while the game goes on. */
  outcome() {
    return this[BOARD].outcome();
  }
}

/** Duck Chess: `new DuckChess(fen)`. */
export class DuckChess extends Chess {
  constructor(fen) {
    super(fen, { game: 'duck-chess' });
  }
}

/** Duck Xiangqi: `new DuckXiangqi(fen)`; Red is `'w'`. */
export class DuckXiangqi extends Chess {
  constructor(fen) {
    super(fen, { game: 'duck-xiangqi' });
  }
}
