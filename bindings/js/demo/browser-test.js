// Plays a game of each game of the list in the demo page, by clicks, in
// headless Chromium (puppeteer-core driving /usr/bin/chromium), served by
// a static server of this script's own on 127.0.0.1 (port 0: the system
// gives a free port, so the server that answers is this one). After each
// turn the page's FEN, move list and last turn are checked against the
// package run here in Node. Duck Xiangqi is played against the page's
// random mover; the others with both sides clicked. Saves a screenshot
// of each game's end under SCREENSHOT_DIR (default: a new temporary
// folder) and prints their paths. Then asks the Web Worker script
// (pkg/worker.js, duck-variants/worker) for a best move from the page.
import { createServer } from 'node:http';
import { readFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { Board, games } from '../pkg/node.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };
const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
  if (path.includes('..') || !/^\/(demo|pkg)\//.test(path)) {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(join(root, path));
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/demo/index.html`;

// A seeded choice, preferring a royal capture (a turn without a blocker)
// so that games end sooner.
let seed = 12345;
const pick = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
function choose(board) {
  const turns = board.legalMoves().split(' ').filter(Boolean);
  const captures = turns.filter((t) => !t.includes(','));
  return captures.length ? captures[0] : turns[pick(turns.length)];
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewport({ width: 1200, height: 820 });
  await page.goto(url);
  await page.waitForFunction('window.demoReady === true');
  const click = (square) => page.click(`[data-square="${square}"]`);
  const text = (selector) => page.$eval(selector, (el) => el.value ?? el.textContent);
  const moveList = () => page.$$eval('#moves li', (items) => items.map((li) => li.textContent));

  async function check(board, where) {
    const fen = await page.$eval('#fen', (el) => el.value);
    if (fen !== board.fen()) throw new Error(`${where}: page FEN ${fen}, library ${board.fen()}`);
    // One line per full move, the first a lone second player's turn after
    // an ellipsis when the game began with that side to move.
    const moves = (await moveList()).join(' ').replace(/^\u2026 /, '');
    const expected = board.history().join(' ');
    if (moves !== expected) throw new Error(`${where}: page moves ${moves} , library ${expected}`);
    const lines = (await moveList()).map((line) => line.replace(/^\u2026 /, '').split(' ').length);
    const inner = lines.slice(1, -1);
    if (lines.some((n) => n > 2) || inner.some((n) => n !== 2)) {
      throw new Error(`${where}: move lines of ${lines} turns, not one full move each`);
    }
  }

  const waitPly = (n) => page.waitForFunction((k) => Number(document.body.dataset.ply) >= k, {}, n);

  /** Clicks one turn given in coordinates: from, to, then the blocker. */
  async function clickTurn(uci) {
    const [piece, blocker] = uci.split(',');
    const squares = piece.match(/[a-z]\d+/g);
    const promotion = piece.replace(/^[a-z]\d+[a-z]\d+/, '');
    if (promotion) await page.select('#promotion', promotion);
    await click(squares[0]);
    await click(squares[1]);
    if (blocker) await click(blocker.match(/[a-z]\d+/g)[1]);
  }

  const summary = [];
  const shots = [];
  const dir = process.env.SCREENSHOT_DIR ?? (await mkdtemp(join(tmpdir(), 'duck-variants-demo-')));
  for (const game of games()) {
    const opponent = game.id === games()[1].id ? 'random' : 'human';
    await page.select('#opponent', opponent);
    await page.select('#game', game.id);
    const board = new Board(game.id);
    await check(board, `${game.name} start`);
    for (let ply = 0; !board.isGameOver() && ply < 600; ply++) {
      const uci = choose(board);
      await clickTurn(uci);
      board.push(uci);
      if (opponent === 'random' && !board.isGameOver()) {
        // The page's random mover replies at once: read its turn.
        await waitPly(board.gamePly() + 1);
        const last = await text('#last-turn');
        if (!board.push(last)) throw new Error(`${game.name}: the page played ${last}, not legal`);
      }
      await waitPly(board.gamePly());
      await check(board, `${game.name} ply ${board.gamePly()}`);
    }
    const shown = await text('#result');
    if (!board.isGameOver() || shown !== board.outcomeText()) {
      throw new Error(`${game.name}: result on the page "${shown}", library "${board.outcomeText()}"`);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const shot = join(dir, `demo-${game.id}.png`);
    await page.screenshot({ path: shot });
    shots.push(shot);
    summary.push(`${game.name} (${opponent === 'random' ? 'against the random mover' : 'both sides clicked'}): ${board.gamePly()} turns, ${shown}`);
  }
  // FEN and PGN in: load the last game's PGN back, and a FEN.
  const pgn = await page.$eval('#pgn', (el) => el.value);
  await page.$eval('#pgn', (el, v) => { el.value = v; }, pgn);
  await page.click('#load-pgn');
  const again = await page.$eval('#pgn', (el) => el.value);
  if (again !== pgn) throw new Error('PGN round trip differs');
  // duck-variants/worker in a real module Web Worker: it loads the full
  // entry (pkg/full) by itself and answers a best-move request.
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
  summary.push(`worker (duck-variants/worker): the knight takes the king, ${reply.move}`);
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
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
