// The demo page in headless Chromium (puppeteer-core driving
// /usr/bin/chromium, or $CHROMIUM), served by demo/serve.js on a free port
// of 127.0.0.1. Each game is played to its end at a desktop size (1280x800,
// by mouse, the computer playing the second side) and at a phone's
// (390x844, by touch, the computer playing the first side on the flipped
// board; the Amazons with both sides tapped). The test's own side plays
// through the overlay's squares, a royal capture when there is one, else a
// seeded random turn. Checked, not only run:
//
// * after every turn, the page's FEN and move list against this package
//   run here in Node, the computer's turns read back from the page and
//   replayed here (so they were legal);
// * the marks: one per destination the package gives, a ring for a
//   capture and a dot for a quiet move; diamonds on the blocker's targets;
// * while the blocker is placed, the moved piece drawn on its destination
//   (the <use> there is the piece that stood on the origin, now empty),
//   and every piece's drawn centre under the overlay square it belongs to
//   (screen coordinates);
// * Duck Xiangqi: every piece's centre on a line intersection of the
//   drawing's grid;
// * the promotion choice: shown exactly when the package offers several
//   piece moves between two squares (a Duck Chess position with one is
//   played; the other games never show it);
// * a tap off the blocker's targets takes the piece move back (once per
//   game); undo (back to the player's move) and flip;
// * at 390 px, no horizontal scrolling (scrollWidth <= 390), at the start,
//   during blocker placement and at the end;
// * no console error and no page error;
// * the computer is the engine in its Web Worker when pkg/worker.js is
//   built (the page's note says which player answered); the page's thread
//   keeps running while it thinks; without the worker, the fallback plays;
// * duck-variants/worker asked directly in a real module worker: the
//   knight takes the king.
//
// Screenshots of each game and size, during a blocker placement and at
// the end, go to SCREENSHOT_DIR (default: a new temporary folder).
import { mkdtemp, mkdir, access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { Board, games } from '../pkg/node.js';
import { serve } from './serve.js';

const server = await serve(0);
const base = `http://127.0.0.1:${server.address().port}/demo/`;
const workerBuilt = await access(fileURLToPath(new URL('../pkg/worker.js', import.meta.url))).then(
  () => true,
  () => false,
);

let seed = 12345;
const pick = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
/** The test's turn: a royal capture (a turn without a blocker) when there
 * is one, else a seeded random one. */
function choose(board) {
  const turns = board.legalMoves().split(' ').filter(Boolean);
  const captures = turns.filter((t) => !t.includes(','));
  return captures.length ? captures[0] : turns[pick(turns.length)];
}
const squaresOf = (move) => move.match(/[a-z]\d+/g);

const dir = process.env.SCREENSHOT_DIR ?? (await mkdtemp(join(tmpdir(), 'duck-variants-demo-')));
await mkdir(dir, { recursive: true });

const sizes = [
  { name: 'desktop', width: 1280, height: 800, touch: false, computer: () => 'second' },
  { name: 'phone', width: 390, height: 844, touch: true, computer: (id) => (id === 'amazons' ? 'none' : 'first') },
];

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
let failed = false;
const summary = [];
const shots = [];
try {
  for (const size of sizes) {
    for (const game of games()) {
      summary.push(await playGame(size, game));
    }
  }
  summary.push(await promotionCheck());
  summary.push(await responsiveCheck());
  summary.push(await fallbackCheck());
  summary.push(await workerCheck());
  console.log(summary.join('\n'));
  console.log(`screenshots: ${shots.join(' ')}`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);

/** A new page at a size, its errors collected. */
async function open(size, query) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()} ${m.location()?.url ?? ''}`);
  });
  await page.setViewport({ width: size.width, height: size.height, isMobile: size.touch, hasTouch: size.touch });
  await page.goto(`${base}?${query}`);
  await page.waitForFunction('window.demoReady === true');
  return { page, errors };
}

/** The page's helpers, run in it: where pieces and squares are drawn. */
async function drawn(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('#board svg');
    const [, , vw] = svg.getAttribute('viewBox').split(' ').map(Number);
    const box = svg.getBoundingClientRect();
    const scale = box.width / vw;
    const pieces = [...svg.querySelectorAll(':scope > use')].map((u) => ({
      href: u.getAttribute('href'),
      x: Number(u.getAttribute('x')),
      y: Number(u.getAttribute('y')),
      sx: box.left + Number(u.getAttribute('x')) * scale,
      sy: box.top + Number(u.getAttribute('y')) * scale,
    }));
    const squares = {};
    for (const r of document.querySelectorAll('#overlay [data-square]')) {
      const b = r.getBoundingClientRect();
      squares[r.dataset.square] = { x: b.left + b.width / 2, y: b.top + b.height / 2, size: b.width };
    }
    const grid = svg.querySelector('path.grid')?.getAttribute('d') ?? null;
    const marks = [...document.querySelectorAll('#overlay [data-mark]')].map((m) => [m.dataset.mark, m.dataset.for]);
    return { pieces, squares, grid, marks, scrollWidth: document.documentElement.scrollWidth };
  });
}

/** The piece drawn on a square (by screen position), or null. */
function pieceOn(view, square) {
  const s = view.squares[square];
  return view.pieces.find((p) => Math.abs(p.sx - s.x) < s.size / 4 && Math.abs(p.sy - s.y) < s.size / 4) ?? null;
}

/** Every drawn piece lies on the centre of an overlay square. */
function checkCentres(view, where) {
  for (const p of view.pieces) {
    const on = Object.values(view.squares).some((s) => Math.abs(p.sx - s.x) <= 1 && Math.abs(p.sy - s.y) <= 1);
    if (!on) throw new Error(`${where}: ${p.href} drawn at (${p.sx}, ${p.sy}), not on a square's centre`);
  }
}

/** Duck Xiangqi: every piece on an intersection of the drawn lines. */
function checkPoints(view, where) {
  // Horizontal lines are "M left y H right": their y values; vertical
  // ones "M x top V bottom": their x values.
  const rows = new Set([...view.grid.matchAll(/M(-?[\d.]+) (-?[\d.]+)H/g)].map((m) => Number(m[2])));
  const columns = new Set([...view.grid.matchAll(/M(-?[\d.]+) (-?[\d.]+)V/g)].map((m) => Number(m[1])));
  if (rows.size !== 10 || columns.size !== 9) throw new Error(`${where}: the grid has ${rows.size} rows and ${columns.size} files of lines`);
  for (const p of view.pieces) {
    if (!rows.has(p.y) || !columns.has(p.x)) throw new Error(`${where}: ${p.href} at (${p.x}, ${p.y}) is not on an intersection`);
  }
}

async function playGame(size, game) {
  const computer = size.computer(game.id);
  const { page, errors } = await open(size, `game=${game.id}&opponent=${computer}&think=150`);
  const where = (b) => `${size.name} ${game.name} ply ${b.gamePly()}`;
  const press = (selector) => (size.touch ? page.tap(selector) : page.click(selector));
  const tapSquare = (square) => press(`#overlay [data-square="${square}"]`);
  const state = () => page.evaluate(() => document.body.dataset.state);
  const ply = () => page.evaluate(() => Number(document.body.dataset.ply));
  const board = new Board(game.id);
  const computerSide = computer === 'first' ? true : computer === 'second' ? false : null;
  let blockerShot = false;
  let undone = false;
  let cancelled = false;
  let computerTurns = 0;

  async function check(b, at) {
    const fen = await page.$eval('#fen', (el) => el.value);
    if (fen !== b.fen()) throw new Error(`${at}: page FEN ${fen}, library ${b.fen()}`);
    const moves = (await page.$$eval('#moves li', (items) => items.map((li) => li.textContent))).join(' ').replace(/^\u2026 /, '');
    if (moves !== b.history().join(' ')) throw new Error(`${at}: page moves ${moves}, library ${b.history().join(' ')}`);
  }
  async function noScroll(at) {
    if (size.width > 400) return;
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > size.width) throw new Error(`${at}: the page scrolls sideways (scrollWidth ${width} > ${size.width})`);
  }
  /** Waits for the computer's turn and replays it here. */
  async function computerReplies() {
    while (!board.isGameOver() && board.turn() === computerSide) {
      await page.waitForFunction(
        (k) => Number(document.body.dataset.ply) > k && document.body.dataset.state !== 'thinking',
        { timeout: 60000 },
        board.gamePly(),
      );
      const last = await page.$eval('#last-turn', (el) => el.textContent);
      if (!board.push(last)) throw new Error(`${where(board)}: the computer played ${last}, not legal here`);
      computerTurns++;
      await check(board, `${where(board)} (computer)`);
    }
  }

  await check(board, `${where(board)} start`);
  await noScroll('start');
  const flipped = await page.evaluate(() => document.body.dataset.flipped === 'true');
  if (flipped !== (computerSide === true)) throw new Error(`${where(board)}: flipped ${flipped} at the start`);
  await computerReplies();

  for (let n = 0; !board.isGameOver() && n < 400; n++) {
    const uci = choose(board);
    const [piece, blocker] = uci.split(',');
    const [from, to] = squaresOf(piece);
    let view = await drawn(page);
    const before = pieceOn(view, from);
    if (!before) throw new Error(`${where(board)}: no piece drawn on ${from}`);
    if (game.id === 'duck-xiangqi') checkPoints(view, where(board));

    await tapSquare(from);
    // The marks: the package's destinations, rings on captures.
    view = await drawn(page);
    const dests = board.dests().get(from) ?? [];
    const pieces = board.pieces();
    const turns = board.legalMoves().split(' ');
    const sans = board.notation() === 'SAN' ? board.legalMovesSan().split(' ') : [];
    const capturing = new Set();
    turns.forEach((t, i) => {
      const p = t.split(',')[0];
      const on = pieces.get(squaresOf(p)[1]);
      if (t.startsWith(from) && ((on && on !== '*') || sans[i]?.includes('x'))) capturing.add(p);
    });
    const marks = view.marks.filter(([kind]) => kind === 'capture' || kind === 'quiet');
    if (marks.length !== dests.length) throw new Error(`${where(board)}: ${marks.length} marks for ${dests.length} destinations of ${from}`);
    for (const [kind, square] of marks) {
      const capture = board.pieceMoves(from, square).some((m) => capturing.has(m));
      if ((kind === 'capture') !== capture) throw new Error(`${where(board)}: ${from}-${square} marked ${kind}`);
    }

    await tapSquare(to);
    const offers = board.pieceMoves(from, to);
    if (offers.length > 1) {
      if ((await state()) !== 'promotion') throw new Error(`${where(board)}: no promotion choice for ${piece}`);
      await press(`#promotion [data-promotion="${piece.slice(-1)}"]`);
    } else if (await page.$eval('#promotion', (el) => !el.hidden)) {
      throw new Error(`${where(board)}: a promotion choice for ${piece}`);
    }
    if (blocker) {
      if ((await state()) !== 'blocker') throw new Error(`${where(board)}: not placing the blocker after ${piece}`);
      view = await drawn(page);
      // The piece on its new square, its old one empty, every piece on a
      // square's centre (a point in Duck Xiangqi).
      const after = pieceOn(view, to);
      if (!after || (offers.length === 1 && after.href !== before.href)) {
        throw new Error(`${where(board)}: during the blocker's placement ${to} shows ${after?.href}, not ${before.href}`);
      }
      if (pieceOn(view, from)) throw new Error(`${where(board)}: ${from} still drawn during the blocker's placement`);
      checkCentres(view, where(board));
      if (game.id === 'duck-xiangqi') checkPoints(view, `${where(board)} pending`);
      const expected = [...new Set(board.legalMoves().split(' ').filter((t) => t.startsWith(`${piece},`)).map((t) => squaresOf(t.split(',')[1])[1]))].sort();
      const shown = view.marks.filter(([kind]) => kind === 'blocker').map(([, s]) => s).sort();
      if (shown.join() !== expected.join()) throw new Error(`${where(board)}: blocker marks ${shown} , legal ${expected}`);
      await noScroll(`${where(board)} pending`);
      // The blocker's placement, shot at each until one from ply 6 on
      // (an engine may end the game sooner: then the last one is kept).
      if (!blockerShot) {
        const shot = join(dir, `${size.name}-${game.id}-blocker.png`);
        await page.screenshot({ path: shot });
        if (!shots.includes(shot)) shots.push(shot);
        blockerShot = board.gamePly() >= 6;
      }
      if (!cancelled) {
        // Once: a tap on the moved piece (no blocker target) takes the
        // piece move back, its piece still chosen; then it is made again.
        cancelled = true;
        await tapSquare(to);
        const back = await drawn(page);
        if ((await state()) !== 'piece' || pieceOn(back, to)?.href === before.href || pieceOn(back, from)?.href !== before.href) {
          throw new Error(`${where(board)}: a tap off the blocker's targets did not take ${piece} back`);
        }
        if (!back.marks.some(([kind, s]) => kind !== 'blocker' && s === to)) throw new Error(`${where(board)}: ${from} not chosen after taking ${piece} back`);
        await tapSquare(to);
        if (offers.length > 1) await press(`#promotion [data-promotion="${piece.slice(-1)}"]`);
        if ((await state()) !== 'blocker') throw new Error(`${where(board)}: ${piece} not made again`);
      }
      await tapSquare(squaresOf(blocker)[1]);
    }
    board.push(uci);
    await page.waitForFunction((k) => Number(document.body.dataset.ply) >= k, {}, board.gamePly());
    // The computer may have answered already: its turn is read back first.
    if (board.isGameOver() || board.turn() !== computerSide) await check(board, where(board));
    await computerReplies();

    // Once: undo back to the player's move (the computer's reply too),
    // and flip the board there and back.
    if (!undone && computerSide !== null && board.gamePly() >= 4 && !board.isGameOver()) {
      undone = true;
      await press('#undo');
      board.pop();
      while (board.history().length > 0 && board.turn() === computerSide) board.pop();
      await page.waitForFunction((k) => Number(document.body.dataset.ply) === k, {}, board.gamePly());
      await check(board, `${where(board)} undo`);
      await press('#flip');
      const view2 = await drawn(page);
      checkCentres(view2, `${where(board)} flipped`);
      if (game.id === 'duck-xiangqi') checkPoints(view2, `${where(board)} flipped`);
      await press('#flip');
      if ((await ply()) !== board.gamePly()) throw new Error('flip changed the game');
    }
  }
  if (!board.isGameOver()) throw new Error(`${size.name} ${game.name}: no result after 400 turns`);
  const shown = await page.$eval('#result', (el) => el.textContent);
  const outcome = board.outcome();
  if (shown !== outcome.text) throw new Error(`${size.name} ${game.name}: result "${shown}", library "${outcome.text}"`);
  if ((await state()) !== 'over') throw new Error(`${size.name} ${game.name}: state ${await state()} after the end`);
  await noScroll('end');
  const engine = await page.evaluate(() => document.body.dataset.engine ?? 'none');
  if (computerSide !== null && workerBuilt && engine !== 'worker') {
    throw new Error(`${size.name} ${game.name}: pkg/worker.js is built but the computer was ${engine}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const shot = join(dir, `${size.name}-${game.id}-end.png`);
  await page.screenshot({ path: shot, fullPage: size.touch });
  shots.push(shot);
  if (!shots.some((s) => s.endsWith(`${size.name}-${game.id}-blocker.png`))) throw new Error(`${size.name} ${game.name}: no blocker placement seen`);
  if (errors.length) throw new Error(`${size.name} ${game.name}: ${errors.join('; ')}`);
  await page.close();
  const against = computerSide === null ? 'both sides tapped' : `the computer (${engine}) playing the ${computer} side`;
  return `${size.name} ${game.name}, ${against}: ${board.gamePly()} turns (${computerTurns} by the computer), ${outcome.text}`;
}

/** A Duck Chess position with a promotion: the choice offered is the
 * package's, the one taken is played; then the PGN read back. */
async function promotionCheck() {
  const size = sizes[0];
  const fen = '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1';
  const { page, errors } = await open(size, 'game=duck-chess&opponent=none');
  await page.$eval('#fen', (el, v) => { el.value = v; }, fen);
  await page.click('details summary');
  await page.click('#load-fen');
  await page.waitForFunction(() => document.body.dataset.ply === '0' && document.body.dataset.state === 'piece');
  const board = new Board(undefined, fen);
  const offered = board.pieceMoves('b7', 'b8').map((m) => m.slice(-1)).sort();
  await page.click('#overlay [data-square="b7"]');
  await page.click('#overlay [data-square="b8"]');
  const shown = (await page.$$eval('#promotion [data-promotion]', (bs) => bs.map((b) => b.dataset.promotion))).sort();
  if (shown.join() !== offered.join()) throw new Error(`promotion: page offers ${shown}, package ${offered}`);
  await page.click('#promotion [data-promotion="n"]');
  const view = await drawn(page);
  if (!pieceOn(view, 'b8')?.href.includes('knight')) throw new Error('promotion: no knight on b8 while the duck is placed');
  await page.click('#overlay [data-square="d4"]');
  board.push('b7b8n,b8d4');
  const got = await page.$eval('#fen', (el) => el.value);
  if (got !== board.fen()) throw new Error(`promotion: page FEN ${got}, library ${board.fen()}`);
  // The PGN in and out again.
  const pgn = await page.$eval('#pgn', (el) => el.value);
  await page.click('#load-pgn');
  const again = await page.$eval('#pgn', (el) => el.value);
  if (again !== pgn) throw new Error('the PGN read back differs');
  if (errors.length) throw new Error(`promotion: ${errors.join('; ')}`);
  await page.close();
  return `promotion: the package's choice (${offered.join(' ')}) shown, the knight played; PGN read back`;
}

/** While the engine thinks (3 s), the page's thread keeps running: the
 * longest gap between timer ticks stays short, and a tap is answered. */
async function responsiveCheck() {
  const { page, errors } = await open(sizes[0], 'game=duck-chess&opponent=first&think=3000');
  await page.waitForFunction(() => document.body.dataset.state === 'thinking');
  const gap = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        let longest = 0;
        const timer = setInterval(() => {
          const now = performance.now();
          longest = Math.max(longest, now - last);
          last = now;
        }, 20);
        setTimeout(() => {
          clearInterval(timer);
          resolve(longest);
        }, 1500);
      }),
  );
  if ((await page.evaluate(() => document.body.dataset.state)) !== 'thinking') throw new Error('the engine answered a 3 s search within 1.5 s');
  if (gap > 250) throw new Error(`the page froze for ${Math.round(gap)} ms while the engine thought`);
  await page.click('#flip');
  if ((await page.evaluate(() => document.body.dataset.flipped)) !== 'false') throw new Error('flip not answered while the engine thought');
  await page.waitForFunction(() => document.body.dataset.state === 'piece', { timeout: 60000 });
  const engine = await page.evaluate(() => document.body.dataset.engine);
  if (workerBuilt && engine !== 'worker') throw new Error(`the computer was ${engine}, not the worker`);
  if (errors.length) throw new Error(`responsive: ${errors.join('; ')}`);
  await page.close();
  return `responsive: the longest stall of the page's thread while the engine thought was ${Math.round(gap)} ms; the computer: ${engine}`;
}

/** Without the worker script (answered 404 here), the fallback player
 * answers: the page says so and plays on. */
async function fallbackCheck() {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    // The 404 of the worker script is this check's own doing.
    if (m.type() === 'error' && !/worker\.js|404/.test(`${m.text()} ${m.location()?.url ?? ''}`)) errors.push(m.text());
  });
  await page.setRequestInterception(true);
  page.on('request', (r) => (r.url().endsWith('/pkg/worker.js') ? r.respond({ status: 404, body: '' }) : r.continue()));
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${base}?game=duck-xiangqi&opponent=first`);
  await page.waitForFunction('window.demoReady === true');
  await page.waitForFunction(() => document.body.dataset.engine === 'fallback' && Number(document.body.dataset.ply) >= 1 && document.body.dataset.state === 'piece');
  const board = new Board('duck-xiangqi');
  const last = await page.$eval('#last-turn', (el) => el.textContent);
  if (!board.push(last)) throw new Error(`fallback: ${last} is not legal`);
  const note = await page.$eval('#engine-note', (el) => el.textContent);
  if (errors.length) throw new Error(`fallback: ${errors.join('; ')}`);
  await page.close();
  return `fallback: without pkg/worker.js the page played ${last} (${note})`;
}

/** duck-variants/worker in a real module Web Worker: it loads the full
 * entry (pkg/full) by itself and answers a best-move request. */
async function workerCheck() {
  const { page, errors } = await open(sizes[0], 'opponent=none');
  const reply = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const worker = new Worker(new URL('/pkg/worker.js', location.href), { type: 'module' });
        const timer = setTimeout(() => reject(new Error('the worker did not answer in 60 s')), 60_000);
        worker.onerror = (e) => reject(new Error(`worker error: ${e.message}`));
        worker.onmessage = ({ data }) => {
          clearTimeout(timer);
          worker.terminate();
          resolve(data);
        };
        worker.postMessage({ id: 9, game: 'duck', fen: '8/8/8/8/8/2k5/8/1N1K4 w - - 0 1', limits: { depth: 2 } });
      }),
  );
  if (reply.id !== 9 || reply.move !== 'b1c3') throw new Error(`worker: ${JSON.stringify(reply)}`);
  if (errors.length) throw new Error(`worker: ${errors.join('; ')}`);
  await page.close();
  return `worker (duck-variants/worker): the knight takes the king, ${reply.move}`;
}
