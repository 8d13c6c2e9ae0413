// The figures of issue 32's rows, one row a process (a row that kills the
// module must not spoil the next): node bench/rows.mjs [pkg dir] <row>,
// the pkg dir defaulting to this package's pkg/ (point it at a build of
// another commit to compare). Rows: 1 2 3 5 5b 6 8 10 12.
const args = process.argv.slice(2);
const row = args.pop();
const pkg = args[0] ?? new URL('../pkg', import.meta.url).href;
const dv = await import(pkg + '/node.js');
const raw = await import(pkg + '/duck_variants.js');
const mem = () => (raw.initSync().memory.buffer.byteLength / 2 ** 20).toFixed(1) + ' MiB';
const alive = () => { try { return new dv.Board('duck').perft(2) === 379440n ? 'alive' : 'WRONG'; } catch (e) { return 'DEAD: ' + e; } };
const outcome = (f) => { try { return 'returned ' + String(f()); } catch (e) { return `${e?.constructor?.name}: ${String(e?.message).slice(0, 90)}`; } };
const t = (f) => { const s = performance.now(); f(); return (performance.now() - s).toFixed(2) + ' ms'; };
switch (row) {
  case '1':
    console.log('perft(64,{maxNodes:1000}):', outcome(() => new dv.Board('duck').perft(64, { maxNodes: 1000 })), '| then', alive());
    break;
  case '2': {
    const b = new dv.Board('duck'); b.free();
    let n = 0, last;
    for (; n < 1_000_000; n++) { try { b.fen(); } catch (e) { last = e; if (e instanceof WebAssembly.RuntimeError) break; } }
    console.log('fen() on a freed board:', n, 'calls,', last?.constructor?.name, String(last?.message).slice(0, 60), '| then', alive());
    break;
  }
  case '3': {
    const b = new dv.Board('duck'); const m0 = mem();
    const r = [5, {}, Symbol('s'), 10n].map((v) => outcome(() => b.push(v)));
    console.log('push(5|{}|Symbol|10n):', r.join(' / '));
    for (let i = 0; i < 10; i++) outcome(() => b.push({ length: 1e7 }));
    console.log('10 x push({length:1e7}): memory', m0, '->', mem(), '| then', alive());
    break;
  }
  case '5': {
    const m0 = mem(); let n = 0;
    const ms = t(() => { for (const g of dv.readGamesPGN('* '.repeat(500_000))) n++; });
    console.log('readGamesPGN of 1 MB (500,000 empty games):', n, 'games', ms, 'memory', m0, '->', mem());
    break;
  }
  case '5b': {
    const m0 = mem(); let n = 0;
    const ms = t(() => { for (const g of dv.readGamesPGN('* '.repeat(4_000_000))) n++; });
    console.log('readGamesPGN of 8 MB (4,000,000 empty games):', n, 'games', ms, 'memory', m0, '->', mem());
    break;
  }
  case '6': {
    const boards = []; const m0 = raw.initSync().memory.buffer.byteLength;
    const shuffle = 'g1f3,f3e5 g8f6,f6e4 f3g1,g1e5 f6g8,g8e4';
    for (let i = 0; i < 100; i++) { const b = new dv.Board('duck'); for (let k = 0; k < 250; k++) b.pushMoves(shuffle); boards.push(b); }
    const grown = raw.initSync().memory.buffer.byteLength - m0;
    console.log('100 boards x 1,000 turns: memory grew', grown, 'bytes =', (grown / 100_000).toFixed(1), 'B a turn');
    break;
  }
  case '8': {
    const b = new dv.Board('duck');
    const shuffle = 'g1f3,f3e5 g8f6,f6e4 f3g1,g1e5 f6g8,g8e4';
    for (let k = 0; k < 25_000; k++) b.pushMoves(shuffle);
    // Microseconds a call, over 200 calls.
    const each = (f) => { const s = performance.now(); for (let i = 0; i < 200; i++) f(); return ((performance.now() - s) * 5).toFixed(2) + ' us'; };
    console.log('plies', b.gamePly(), '| pushMoves of one turn (then pop):', each(() => { b.pushMoves('g1f3,f3e5'); b.pop(); }), '| isGameOver(true):', each(() => b.isGameOver(true)), '| result(true):', each(() => b.result(true)));
    break;
  }
  case '10': {
    const b = new dv.Board('duck'); const m0 = mem();
    const cancel = new Proxy(new Int32Array(1), { get(t, k) { if (k === 'length') return 1; throw new Error('mine'); } });
    const r = outcome(() => b.perft(4, { hashBytes: 2 ** 28, cancel }));
    for (let i = 0; i < 2; i++) outcome(() => b.perft(4, { hashBytes: 2 ** 28, cancel }));
    console.log(r, '| 3 x perft(4, 256 MiB table, cancel that throws when read): memory', m0, '->', mem(), '| board:', outcome(() => b.perft(1)), '|', alive());
    break;
  }
  case '12':
    console.log('perft(null):', outcome(() => new dv.Board('duck').perft(null)), '| perft(true):', outcome(() => new dv.Board('duck').perft(true)), "| perft('3'):", outcome(() => new dv.Board('duck').perft('3')), '| push(lone surrogate):', outcome(() => new dv.Board('duck').push('e2e4\ud800')));
    break;
}
