// The demo page: a game of Duck Chess, Duck Xiangqi or the Amazons
// against the reference engine (or between two people at one screen),
// drawn by the package's own renderer (board.svg). A turn is two taps or
// clicks: the piece and its destination, then the duck's (the arrow's)
// square, with the piece already shown on its new square meanwhile
// (svg's `pending`). Every rules decision comes from the package: the
// squares a piece may go to (dests, pieceMoves), where the blocker may go
// (blockerTargets), whether a promotion is to be chosen (pieceMoves gives
// several moves), the result in words (outcome). The page only draws and
// forwards taps. The engine searches in a Web Worker (pkg/worker.js), so
// that the page never freezes; should the worker not start, a simple
// player that prefers captures answers instead.
import init, { Board, games, readGamePGN } from '../pkg/full/index.js';

await init();

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';
// The renderer's drawing units: a square (or a xiangqi point's cell) is
// 40 units; the coordinates' frame is what is left of the viewBox.
const CELL = 40;

const list = games();
const params = new URLSearchParams(location.search);

let board; // the game
let startFen; // where it began, for the engine's request (repetitions)
let flipped = false;
let selected = null; // the square of the piece chosen
let pending = null; // the piece move made, its blocker still to place
let promoting = null; // the piece moves among which to choose a promotion
let captures = new Set(); // this position's capturing piece moves
let frame = 15; // the coordinates' frame, read from the drawing

for (const g of list) $('game').append(new Option(g.name, g.id));
// The address may choose: ?game=duck-xiangqi&opponent=first|second|none&think=ms.
for (const id of ['game', 'opponent']) {
  const select = $(id);
  if ([...select.options].some((o) => o.value === params.get(id))) select.value = params.get(id);
}
if (/^[1-9]\d{0,4}$/.test(params.get('think') ?? '')) {
  const ms = params.get('think');
  if (![...$('think').options].some((o) => o.value === ms)) $('think').append(new Option(`${ms / 1000} s`, ms));
  $('think').value = ms;
}

const info = () => list.find((g) => g.id === board.variant());

/** The computer's choices named by the game's sides ("plays Black"). */
function nameSides() {
  const [first, second] = info().sides;
  $('opponent').options[0].text = `plays ${second}`;
  $('opponent').options[1].text = `plays ${first}`;
}
const turnCount = () => board.moveStack().split(' ').filter(Boolean).length;
const blockerName = () => (info().royal === null ? 'arrow' : 'duck');

// ---- the computer ----

/** Which side the computer plays: true the first, false the second, null none. */
function computerSide() {
  const o = $('opponent').value;
  return o === 'first' ? true : o === 'second' ? false : null;
}
const computerToMove = () => !board.isGameOver() && computerSide() === board.turn();

let worker = null;
let engine = 'starting'; // 'worker' once it answered, 'fallback' when it could not start
let request = 0; // the id of the request the page waits for (0: none)
let fallbackTimer = 0;

function startWorker() {
  try {
    worker = new Worker(new URL('../pkg/worker.js', import.meta.url), { type: 'module' });
  } catch {
    useFallback('this browser cannot start a module worker');
    return;
  }
  $('engine-note').textContent = 'Computer: the reference engine, in a Web Worker.';
  worker.addEventListener('message', (event) => answer(event.data));
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    useFallback('the engine worker did not start');
  });
}

function useFallback(why) {
  if (engine === 'fallback') return;
  engine = 'fallback';
  worker?.terminate();
  worker = null;
  $('engine-note').textContent = `Computer: a simple player that prefers captures (${why}).`;
  document.body.dataset.engine = 'fallback';
  // A request in flight is answered by the fallback instead.
  if (request) {
    request = 0;
    think();
  }
}

/** Asks for the computer's turn when it is its move. */
function think() {
  if (!computerToMove() || request || fallbackTimer) return;
  if (engine !== 'fallback' && worker) {
    request = Math.floor(Math.random() * 2 ** 31) + 1;
    const moves = board.moveStack().split(' ').filter(Boolean);
    worker.postMessage({ id: request, game: board.variant(), fen: startFen, moves, limits: { time: Number($('think').value) / 1000 } });
  } else {
    // The fallback answers after a short pause, on the page's thread (it
    // only reads the list of legal turns).
    fallbackTimer = setTimeout(() => {
      fallbackTimer = 0;
      if (computerToMove()) playComputer(fallbackTurn());
    }, 250);
  }
  render();
}

function answer(reply) {
  if (!reply || reply.id !== request) return; // an answer to an undone position
  request = 0;
  if (engine !== 'worker') {
    engine = 'worker';
    document.body.dataset.engine = 'worker';
  }
  if (reply.error || !reply.move) {
    fail(new Error(`the engine gave no move: ${reply.error?.message ?? 'none'}; a simple player answers`));
    playComputer(fallbackTurn());
    return;
  }
  playComputer(reply.move);
}

/** The fallback's choice: a capture when there is one, else any turn. */
function fallbackTurn() {
  const turns = board.legalMoves().split(' ').filter(Boolean);
  const capturing = turns.filter((t) => captures.has(t.split(',')[0]));
  const from = capturing.length ? capturing : turns;
  return from[Math.floor(Math.random() * from.length)];
}

function playComputer(turn) {
  try {
    board.push(turn);
  } catch (error) {
    fail(error);
  }
  changed();
}

/** Forgets the request in flight (its answer will be ignored). */
function stopThinking() {
  request = 0;
  clearTimeout(fallbackTimer);
  fallbackTimer = 0;
}

// ---- drawing ----

/** The squares' names and where they are on the drawing. */
function squareName(file, rank) {
  return String.fromCharCode(97 + file) + (rank + 1);
}
function squareAt(column, row) {
  const g = info();
  const file = flipped ? g.files - 1 - column : column;
  const rank = flipped ? row : g.ranks - 1 - row;
  return squareName(file, rank);
}
function centreOf(square) {
  const g = info();
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1)) - 1;
  const column = flipped ? g.files - 1 - file : file;
  const row = flipped ? rank : g.ranks - 1 - rank;
  return [frame + column * CELL + CELL / 2, frame + row * CELL + CELL / 2];
}
const destination = (move) => move.match(/^[a-z]\d+([a-z]\d+)/)[1];

/** The capturing piece moves of the position: onto an occupied square, or
 * written with a capture in the game's notation (en passant). */
function findCaptures() {
  const turns = board.legalMoves().split(' ').filter(Boolean);
  const san = board.notation() === 'SAN' ? board.legalMovesSan().split(' ') : [];
  const pieces = board.pieces();
  const found = new Set();
  turns.forEach((turn, i) => {
    const piece = turn.split(',')[0];
    const on = pieces.get(destination(piece));
    if ((on && on !== '*') || san[i]?.includes('x')) found.add(piece);
  });
  return found;
}

function el(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, v);
  return node;
}

function render() {
  const g = info();
  const over = board.isGameOver();
  const fill = selected ? { [selected]: '#2f7de1aa' } : {};
  $('board').innerHTML = board.svg({ flipped, fill, pending: pending ?? undefined });
  const drawing = $('board').querySelector('svg');
  const [, , width, height] = drawing.getAttribute('viewBox').split(' ').map(Number);
  frame = (width - g.files * CELL) / 2;
  $('board-wrap').style.setProperty('--aspect', String(width / height));

  // The overlay: one transparent square per square (what a tap hits),
  // then the marks: a dot for a quiet move, a ring for a capture, a
  // diamond where the blocker may go.
  const overlay = $('overlay');
  overlay.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const marks = [];
  for (let row = 0; row < g.ranks; row++) {
    for (let column = 0; column < g.files; column++) {
      const square = squareAt(column, row);
      const [x, y] = centreOf(square);
      marks.push(el('rect', { x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL, class: 'hit', 'data-square': square }));
    }
  }
  if (!over && !promoting) {
    if (pending) {
      for (const square of board.blockerTargets(pending)) {
        const [x, y] = centreOf(square);
        marks.push(el('path', { d: `M${x} ${y - 6}L${x + 6} ${y}L${x} ${y + 6}L${x - 6} ${y}Z`, class: 'mark blocker', 'data-mark': 'blocker', 'data-for': square }));
      }
    } else if (selected) {
      for (const to of board.dests().get(selected) ?? []) {
        const [x, y] = centreOf(to);
        const capture = board.pieceMoves(selected, to).some((m) => captures.has(m));
        marks.push(capture
          ? el('circle', { cx: x, cy: y, r: 17, class: 'mark capture', 'data-mark': 'capture', 'data-for': to })
          : el('circle', { cx: x, cy: y, r: 6, class: 'mark quiet', 'data-mark': 'quiet', 'data-for': to }));
      }
    }
  }
  overlay.replaceChildren(...marks);

  drawPromotion();
  $('fen').value = board.fen();
  $('pgn').value = board.pgn();
  drawMoves(board.history());
  $('last-turn').textContent = board.lastTurn() ?? '';
  const outcome = board.outcome();
  $('result').textContent = outcome ? outcome.text : '';
  const side = board.sideToMove();
  const name = blockerName();
  $('status').textContent = outcome
    ? 'Game over'
    : request || fallbackTimer
      ? `${side} (computer) is thinking\u2026`
      : promoting
        ? `${side}: choose the promotion`
        : pending
          ? `${side}: now place the ${name}`
          : `${side} to move${computerSide() === null ? '' : ' (you)'}`;
  $('undo').disabled = turnCount() === 0 && !pending && !selected;
  const state = outcome ? 'over' : request || fallbackTimer ? 'thinking' : promoting ? 'promotion' : pending ? 'blocker' : 'piece';
  document.body.dataset.state = state;
  document.body.dataset.ply = String(board.gamePly());
  document.body.dataset.game = g.id;
  document.body.dataset.flipped = String(flipped);
}

/** The promotion choice: one button per piece the package offers. */
const pieceNames = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight', k: 'king' };
function drawPromotion() {
  const box = $('promotion');
  box.hidden = !promoting;
  if (!promoting) {
    box.replaceChildren();
    return;
  }
  const title = Object.assign(document.createElement('p'), { textContent: 'Promote to' });
  const buttons = promoting.map((move) => {
    const letter = move.slice(-1);
    const button = Object.assign(document.createElement('button'), { textContent: pieceNames[letter] ?? letter });
    button.dataset.promotion = letter;
    button.addEventListener('click', () => {
      promoting = null;
      choosePieceMove(move);
    });
    return button;
  });
  const cancel = Object.assign(document.createElement('button'), { textContent: 'cancel', className: 'cancel' });
  cancel.addEventListener('click', () => {
    promoting = null;
    render();
  });
  box.replaceChildren(title, ...buttons, cancel);
}

/** The move list, one numbered line per full move as in PGN: the start's
 * move number and side are found back from the current position's. */
function drawMoves(history) {
  const ply = 2 * (board.fullmoveNumber() - 1) + (board.turn() ? 0 : 1) - history.length;
  const moves = $('moves');
  moves.start = Math.floor(ply / 2) + 1;
  const rows = [];
  let i = 0;
  if (ply % 2 === 1 && history.length > 0) {
    rows.push(`\u2026 ${history[0]}`);
    i = 1;
  }
  for (; i < history.length; i += 2) rows.push(history.slice(i, i + 2).join(' '));
  moves.replaceChildren(...rows.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
  moves.scrollTop = moves.scrollHeight;
}

function fail(error) {
  $('error').textContent = error.message;
}

// ---- playing ----

/** After any change of the game: the new position's marks, the computer. */
function changed() {
  selected = null;
  pending = null;
  promoting = null;
  captures = findCaptures();
  render();
  think();
}

function newBoard(b) {
  stopThinking();
  board?.free();
  board = b;
  // The engine is sent the start and the turns (for repetitions).
  const start = board.clone();
  for (let n = turnCount(); n > 0; n--) start.pop();
  startFen = start.fen();
  start.free();
  flipped = computerSide() === true;
  $('error').textContent = '';
  $('game').value = info().id;
  nameSides();
  changed();
}

/** A piece move chosen (its promotion too): the blocker comes next, unless
 * the package says the turn has none (a royal capture ends the game). */
function choosePieceMove(move) {
  selected = null;
  if (board.blockerTargets(move).length === 0) {
    play(move);
    return;
  }
  pending = move;
  render();
}

function play(piece, blocker) {
  try {
    board.playParts(piece, blocker);
  } catch (error) {
    fail(error);
  }
  changed();
}

function tap(square) {
  if (board.isGameOver() || computerToMove() || promoting) return;
  $('error').textContent = '';
  if (pending) {
    if (board.blockerTargets(pending).includes(square)) play(pending, square);
    else {
      // Anywhere else takes the piece move back: its piece stays chosen,
      // or the other piece tapped is.
      const from = pending.match(/^[a-z]\d+/)[0];
      selected = square !== from && board.dests().has(square) ? square : from;
      pending = null;
      render();
    }
    return;
  }
  const dests = board.dests();
  if (selected && (dests.get(selected) ?? []).includes(square)) {
    const moves = board.pieceMoves(selected, square);
    if (moves.length > 1) {
      promoting = moves;
      render();
    } else choosePieceMove(moves[0]);
    return;
  }
  selected = dests.has(square) && square !== selected ? square : null;
  render();
}

$('overlay').addEventListener('click', (event) => {
  const square = event.target.closest('[data-square]')?.dataset.square;
  if (square) tap(square);
});

$('undo').addEventListener('click', () => {
  if (pending || selected || promoting) {
    selected = pending = promoting = null;
    render();
    return;
  }
  stopThinking();
  if (turnCount() > 0) board.pop();
  // Against the computer, back to the player's own move.
  while (turnCount() > 0 && computerSide() === board.turn()) board.pop();
  changed();
});
$('flip').addEventListener('click', () => {
  flipped = !flipped;
  render();
});
$('new').addEventListener('click', () => newBoard(new Board($('game').value)));
$('game').addEventListener('change', () => newBoard(new Board($('game').value)));
$('opponent').addEventListener('change', () => {
  stopThinking();
  // The player's side at the bottom.
  flipped = computerSide() === true;
  changed();
});
$('load-fen').addEventListener('click', () => {
  try {
    newBoard(new Board(undefined, $('fen').value));
  } catch (error) {
    fail(error);
  }
});
$('load-pgn').addEventListener('click', () => {
  try {
    const game = readGamePGN($('pgn').value);
    const b = game.board();
    newBoard(b);
  } catch (error) {
    fail(error);
  }
});

startWorker();
newBoard(new Board($('game').value));
window.demoReady = true;
