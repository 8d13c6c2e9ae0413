// duck-variants beside ffish.js in one Node run, alternating (ours first
// in odd rounds, ffish first in even ones; medians of ROUNDS rounds):
// turn listing at the start and in a middlegame (ffish's joined string
// and our packed Uint32Array), push/pop, perft(3) through each API, load
// time (fresh processes); Duck Chess perft(3) and perft(4) in WebAssembly
// against the native perft example (paired runs); the package's size
// gzipped. Prints a Markdown table. Usage: node bench/bench.js
// (NATIVE_PERFT=path to the perft example; default ../../target/release/examples/perft).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { Board, readGamePGN } from '../pkg/node.js';
import { dataFiles, loadFfish } from '../test/data.js';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const ff = await loadFfish();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Calls per second of `fn`, timed for at least `ms` milliseconds. */
function rate(fn, ms = 250) {
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 16; i++) fn();
    calls += 16;
    now = performance.now();
  }
  return (calls * 1000) / (now - start);
}

// The middlegame: the real game after 12 turns (1. e4@c6 ... 6. Bb5@e7 c6@f6).
const [[, pgn]] = dataFiles('schemingmind-744871.pgn');
const middle = readGamePGN(pgn).mainlineMoves().split(' ').slice(0, 12);
const setups = {
  start: [],
  middlegame: middle,
};
function boards(setup) {
  const ours = new Board('duck');
  const theirs = new ff.Board('duck');
  for (const m of setups[setup]) {
    ours.push(m);
    theirs.push(m);
  }
  return [ours, theirs];
}

const rows = [];
function row(measure, ffish, ours, unit, note = '') {
  rows.push({ measure, ffish, ours, unit, note });
}

// Turn listing: turns per second.
for (const setup of Object.keys(setups)) {
  const [ours, theirs] = boards(setup);
  const n = ours.numberLegalMoves();
  if (n !== theirs.numberLegalMoves()) throw new Error(`${setup}: turn counts differ`);
  const r = { ffish: [], string: [], packed: [], count: [], ffcount: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const pair = [
      () => r.ffish.push(rate(() => theirs.legalMoves()) * n),
      () => {
        r.string.push(rate(() => ours.legalMoves()) * n);
        r.packed.push(rate(() => ours.legalTurnsPacked()) * n);
      },
    ];
    if (round % 2) pair.reverse();
    pair.forEach((f) => f());
    r.ffcount.push(rate(() => theirs.numberLegalMoves()));
    r.count.push(rate(() => ours.countTurns()));
  }
  const ff1 = median(r.ffish);
  row(`list ${n} turns, ${setup}: string`, ff1, median(r.string), 'turns/s');
  row(`list ${n} turns, ${setup}: packed`, ff1, median(r.packed), 'turns/s', 'ffish: its string');
  row(`count turns, ${setup}`, median(r.ffcount), median(r.count), 'calls/s', 'numberLegalMoves / countTurns');
}

// push/pop: every legal turn at the start pushed and popped.
{
  const [ours, theirs] = boards('start');
  const turns = ours.legalMoves().split(' ');
  const codes = ours.legalTurnsPacked();
  const r = { ffish: [], ours: [], packed: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const pair = [
      () => r.ffish.push(rate(() => { for (const t of turns) { theirs.push(t); theirs.pop(); } }) * turns.length),
      () => {
        r.ours.push(rate(() => { for (const t of turns) { ours.push(t); ours.pop(); } }) * turns.length);
        r.packed.push(rate(() => { for (const c of codes) { ours.pushPacked(c); ours.pop(); } }) * codes.length);
      },
    ];
    if (round % 2) pair.reverse();
    pair.forEach((f) => f());
  }
  row('push + pop, coordinates', median(r.ffish), median(r.ours), 'pairs/s');
  row('push + pop, packed', median(r.ffish), median(r.packed), 'pairs/s', 'ffish: coordinates');
}

// perft(3) through the API: list, push, recurse, pop; the last ply counted.
function apiPerft(board, depth) {
  if (depth === 1) return board.numberLegalMoves();
  let total = 0;
  for (const t of board.legalMoves().split(' ')) {
    board.push(t);
    total += apiPerft(board, depth - 1);
    board.pop();
  }
  return total;
}
{
  const [ours, theirs] = boards('start');
  const r = { ffish: [], ours: [], bulk: [] };
  for (let round = 0; round < Math.min(ROUNDS, 2); round++) {
    const pair = [
      () => {
        const t = performance.now();
        if (apiPerft(theirs, 3) !== 249921262) throw new Error('ffish perft(3)');
        r.ffish.push((performance.now() - t) / 1000);
      },
      () => {
        let t = performance.now();
        if (apiPerft(ours, 3) !== 249921262) throw new Error('our perft(3)');
        r.ours.push((performance.now() - t) / 1000);
        t = performance.now();
        if (ours.perft(3) !== 249921262n) throw new Error('our perft(3)');
        r.bulk.push((performance.now() - t) / 1000);
      },
    ];
    if (round % 2) pair.reverse();
    pair.forEach((f) => f());
  }
  row('perft(3) from the start through the API (JS recursion)', median(r.ffish), median(r.ours), 's');
  row('perft(3) from the start, Board.perft', median(r.ffish), median(r.bulk), 's', 'ffish has no perft: its API recursion');
}

// Load time: import and instantiate in a fresh process.
{
  const ourLoad = `const t = performance.now(); await import(${JSON.stringify(here('../pkg/node.js'))}); console.log(performance.now() - t);`;
  const ffLoad = `import { createRequire } from 'node:module'; const t = performance.now(); delete globalThis.fetch;
    const ff = createRequire(${JSON.stringify(here('../package.json'))})('ffish/ffish.js');
    await new Promise((r) => { if (ff.calledRun) r(); else ff.onRuntimeInitialized = r; }); console.log(performance.now() - t);`;
  const run = (code) => Number(execFileSync(process.execPath, ['--input-type=module', '-e', code]).toString());
  const r = { ffish: [], ours: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const pair = [() => r.ffish.push(run(ffLoad)), () => r.ours.push(run(ourLoad))];
    if (round % 2) pair.reverse();
    pair.forEach((f) => f());
  }
  row('load: import + instantiate, fresh process', median(r.ffish), median(r.ours), 'ms');
}

// WebAssembly against the native perft example, paired.
const native = process.env.NATIVE_PERFT ?? here('../../../target/release/examples/perft');
const nativeRows = [];
if (existsSync(native)) {
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  for (const [depth, count, runs] of [[3, 249921262n, 9], [4, 164318412891n, 2]]) {
    const board = new Board('duck');
    const wasm = [];
    const nat = [];
    for (let i = 0; i < runs; i++) {
      let t = performance.now();
      if (board.perft(depth) !== count) throw new Error('wasm perft');
      wasm.push((performance.now() - t) / 1000);
      // The example's own timing of the count (stderr: "time 0.011 s").
      const out = spawnSync(native, ['--fen', start, '--depth', String(depth)], { encoding: 'utf8' });
      if (out.stdout.trim().split('\n').at(-1) !== String(count)) throw new Error(`native perft: ${out.stdout}`);
      nat.push(Number(/time ([0-9.]+) s/.exec(out.stderr)[1]));
    }
    nativeRows.push({ depth, wasm: median(wasm), native: median(nat), runs });
  }
} else {
  console.log(`(the native perft example ${native} is not built: cargo build --release --example perft)`);
}

// Size: what a page downloads, gzipped at level 9.
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const pkg = here('../pkg/');
const snippet = readdirSync(pkg + 'snippets')[0];
// Every JavaScript module of wasm-bindgen's snippets (the error classes).
const snippetJs = readdirSync(`${pkg}snippets/${snippet}/js`).filter((f) => f.endsWith('.js'));
const ourJs = ['duck_variants.js', 'index.js', 'api.js', ...snippetJs.map((f) => `snippets/${snippet}/js/${f}`)].map((f) => pkg + f);
const ourWasm = gz(pkg + 'duck_variants_bg.wasm');
const ourJsGz = ourJs.reduce((s, f) => s + gz(f), 0);
const ffDir = here('../node_modules/ffish/');
const ffWasm = gz(ffDir + 'ffish.wasm');
const ffJs = gz(ffDir + 'ffish.js');

const fmt = (x, unit) =>
  unit === 's' ? `${x.toFixed(3)} s` : unit === 'ms' ? `${x.toFixed(0)} ms` : `${(x / 1e6).toFixed(2)} M`;
console.log(`\nduck-variants vs ffish.js ${JSON.parse(readFileSync(ffDir + 'package.json')).version}, Node ${process.version}, medians of ${ROUNDS} alternating rounds\n`);
console.log('| measure | ffish.js | duck-variants | ratio |');
console.log('|---|---|---|---|');
for (const { measure, ffish, ours, unit, note } of rows) {
  const ratio = unit === 's' || unit === 'ms' ? ffish / ours : ours / ffish;
  console.log(`| ${measure}${note ? ` (${note})` : ''} | ${fmt(ffish, unit)}${unit.endsWith('/s') ? ' ' + unit : ''} | ${fmt(ours, unit)}${unit.endsWith('/s') ? ' ' + unit : ''} | ${ratio.toFixed(1)}x |`);
}
console.log(`| size gzipped: wasm + JS | ${((ffWasm + ffJs) / 1024).toFixed(0)} KB (${(ffWasm / 1024).toFixed(0)} + ${(ffJs / 1024).toFixed(0)}) | ${((ourWasm + ourJsGz) / 1024).toFixed(0)} KB (${(ourWasm / 1024).toFixed(0)} + ${(ourJsGz / 1024).toFixed(0)}) | ${((ffWasm + ffJs) / (ourWasm + ourJsGz)).toFixed(1)}x smaller |`);
if (nativeRows.length) {
  console.log('\n| Duck Chess from the start | native perft example | WebAssembly Board.perft | wasm / native |');
  console.log('|---|---|---|---|');
  for (const { depth, wasm, native: nat, runs } of nativeRows) {
    console.log(`| perft(${depth}), medians of ${runs} paired runs | ${nat.toFixed(3)} s | ${wasm.toFixed(3)} s | ${(wasm / nat).toFixed(2)}x |`);
  }
}
console.log(`\nsize_gzipped_bytes=${ourWasm + ourJsGz}`);
