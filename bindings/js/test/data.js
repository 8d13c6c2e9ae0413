// The repository's own copies of the oracle data (crates/*/tests/data):
// perft suites, depth-1 turn lists, and a real game with its final FEN.
import { readFileSync, readdirSync } from 'node:fs';

export const root = new URL('../../../', import.meta.url);

/** Every `*.<ext>` file under crates/<crate>/tests/data, as [name, text]. */
export function dataFiles(ext) {
  const found = [];
  for (const crate of readdirSync(new URL('crates/', root))) {
    const dir = new URL(`crates/${crate}/tests/data/`, root);
    let names;
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names.filter((n) => n.endsWith(ext))) {
      found.push([name, readFileSync(new URL(name, dir), 'utf8')]);
    }
  }
  return found.sort();
}

/** A perft suite's positions: { id, fen, counts: [[depth, BigInt count]] }. */
export function parsePerft(text) {
  const positions = [];
  for (const line of text.split('\n')) {
    const [word, ...rest] = line.trim().split(/\s+/);
    if (word === 'id') positions.push({ id: rest.join(' '), fen: null, counts: [] });
    else if (word === 'epd') positions.at(-1).fen = rest.join(' ');
    else if (word === 'perft') positions.at(-1).counts.push([Number(rest[0]), BigInt(rest[1])]);
  }
  return positions;
}

/** A turn-list file's blocks: { id, fen, count, turns: [coords] }. */
export function parseMoves(text) {
  const blocks = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [word, ...rest] = line.trim().split(/\s+/);
    if (word === 'id') blocks.push({ id: rest.join(' '), fen: null, count: null, turns: [] });
    else if (word === 'epd') blocks.at(-1).fen = rest.join(' ');
    else if (word === 'turns') blocks.at(-1).count = Number(rest[0]);
    else blocks.at(-1).turns.push(line.trim());
  }
  return blocks;
}

/** A small seeded random generator (xorshift32) for reproducible games. */
export function random(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/** ffish.js, loaded as its README asks on Node 18 and later. */
export async function loadFfish() {
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  const saved = globalThis.fetch;
  delete globalThis.fetch;
  const ff = require('ffish/ffish.js');
  await new Promise((resolve) => {
    if (ff.calledRun) resolve();
    else ff.onRuntimeInitialized = resolve;
  });
  globalThis.fetch = saved;
  return ff;
}
