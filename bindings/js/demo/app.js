// The demo page: a board drawn as a grid of squares, the game, its turn
// in two clicks (the piece move, then the duck or the arrow), a move list
// in the game's notation, the result in words, FEN and PGN in and out.
// Everything it knows about a game comes from the package (games()).
import init, { Board, games, readGamePGN } from '../pkg/index.js';

await init();

const $ = (id) => document.getElementById(id);
const list = games();
let board;
let selected = null; // a square whose piece is chosen
let pieceMove = null; // the chosen piece move, waiting for its blocker

// What a piece letter looks like: chess figures for 8x8 boards, letters
// in discs for the others (the letter is the FEN's).
const figures = { k: '\u265A', q: '\u265B', r: '\u265C', b: '\u265D', n: '\u265E', p: '\u265F' };

for (const g of list) $('game').append(new Option(g.name, g.id));

function info() {
  return list.find((g) => g.id === board.variant());
}

function squareName(file, rank) {
  return String.fromCharCode(97 + file) + (rank + 1);
}

function draw() {
  const g = info();
  const el = $('board');
  el.style.gridTemplateColumns = `repeat(${g.files}, 52px)`;
  el.replaceChildren();
  const pieces = board.pieces();
  const dests = board.dests();
  const targets = pieceMove
    ? new Set(board.blockerTargets(pieceMove))
    : new Set(selected ? dests.get(selected) ?? [] : []);
  const last = board.lastMove() ?? [];
  for (let rank = g.ranks - 1; rank >= 0; rank--) {
    for (let file = 0; file < g.files; file++) {
      const name = squareName(file, rank);
      const sq = document.createElement('div');
      sq.className = `sq ${(file + rank) % 2 ? 'light' : 'dark'}`;
      if (g.ranks === 10 && g.files === 9 && rank === 4) sq.classList.add('river');
      sq.dataset.square = name;
      if (name === selected || (pieceMove && pieceMove.startsWith(name))) sq.classList.add('selected');
      if (targets.has(name)) sq.classList.add(pieceMove ? 'blocker' : 'dest');
      if (last.includes(name)) sq.classList.add('last');
      const letter = pieces.get(name);
      if (letter) {
        const piece = document.createElement('span');
        piece.dataset.piece = letter;
        if (letter === '*') {
          // An arrow is a dark disc; the duck, a yellow one with a beak.
          piece.className = `piece blocker-piece ${g.royal === null ? 'arrow' : 'duck'}`;
        } else {
          const first = letter === letter.toUpperCase();
          piece.className = `piece ${first ? 'first' : 'second'}`;
          if (g.files === 8) piece.textContent = figures[letter.toLowerCase()] ?? letter;
          else if (g.royal === null) piece.textContent = '\u265B';
          else {
            piece.classList.add('xq');
            piece.textContent = letter.toUpperCase();
          }
        }
        sq.append(piece);
      }
      el.append(sq);
    }
  }
  $('fen').value = board.fen();
  $('pgn').value = board.pgn();
  drawMoves(board.history());
  $('last-turn').textContent = board.lastTurn() ?? '';
  const outcome = board.outcome();
  $('result').textContent = outcome ? outcome.text : '';
  $('status').textContent = outcome
    ? 'Game over'
    : pieceMove
      ? `${board.sideToMove()}: now place the ${g.royal === null ? 'arrow' : 'duck'}`
      : `${board.sideToMove()} to move`;
  document.body.dataset.state = outcome ? 'over' : pieceMove ? 'blocker' : 'piece';
  document.body.dataset.ply = String(board.gamePly());
}

/** The move list, one numbered line per full move as in PGN: the start's
 * move number and side are found back from the current position's. */
function drawMoves(history) {
  const ply = 2 * (board.fullmoveNumber() - 1) + (board.turn() ? 0 : 1) - history.length;
  const list = $('moves');
  list.start = Math.floor(ply / 2) + 1;
  const rows = [];
  let i = 0;
  if (ply % 2 === 1 && history.length > 0) {
    rows.push(`\u2026 ${history[0]}`);
    i = 1;
  }
  for (; i < history.length; i += 2) rows.push(history.slice(i, i + 2).join(' '));
  list.replaceChildren(...rows.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
}

function fail(error) {
  $('error').textContent = error.message;
}

function newBoard(b) {
  board = b;
  selected = null;
  pieceMove = null;
  $('error').textContent = '';
  const g = info();
  $('game').value = g.id;
  draw();
}

function randomReply() {
  if ($('opponent').value !== 'random' || board.isGameOver() || board.turn()) return;
  const turns = board.legalTurnsPacked();
  board.pushPacked(turns[Math.floor(Math.random() * turns.length)]);
  draw();
}

function play(piece, blocker) {
  try {
    board.playParts(piece, blocker);
  } catch (error) {
    fail(error);
  }
  selected = null;
  pieceMove = null;
  draw();
  randomReply();
}

$('board').addEventListener('click', (event) => {
  const sq = event.target.closest('.sq');
  if (!sq || board.isGameOver()) return;
  const name = sq.dataset.square;
  $('error').textContent = '';
  if (pieceMove) {
    if (board.blockerTargets(pieceMove).includes(name)) play(pieceMove, name);
    else {
      pieceMove = null;
      draw();
    }
    return;
  }
  const dests = board.dests();
  if (selected && (dests.get(selected) ?? []).includes(name)) {
    const moves = board.pieceMoves(selected, name);
    const wanted = moves.find((m) => m.endsWith($('promotion').value)) ?? moves[0];
    const chosen = moves.length > 1 ? wanted : moves[0];
    if (board.blockerTargets(chosen).length === 0) play(chosen);
    else {
      pieceMove = chosen;
      selected = null;
      draw();
    }
    return;
  }
  selected = dests.has(name) ? name : null;
  draw();
});

$('new').addEventListener('click', () => newBoard(new Board($('game').value)));
$('game').addEventListener('change', () => newBoard(new Board($('game').value)));
$('load-fen').addEventListener('click', () => {
  try {
    newBoard(new Board(undefined, $('fen').value));
  } catch (error) {
    fail(error);
  }
});
$('load-pgn').addEventListener('click', () => {
  try {
    newBoard(readGamePGN($('pgn').value).board());
  } catch (error) {
    fail(error);
  }
});
for (const [value, label] of [['q', 'queen'], ['r', 'rook'], ['b', 'bishop'], ['n', 'knight']]) {
  $('promotion').append(new Option(label, value));
}

newBoard(new Board(list[0].id));
window.demoReady = true;
