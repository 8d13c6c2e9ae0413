// board.svg(options) (the full entry, duck-variants/full): every game's picture, well-formed XML.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Board, variants } from '../pkg/full/node.js';

// A small well-formedness check: tags balance, attributes quoted.
function wellFormed(svg) {
  assert.match(svg, /^(<\?xml[^>]*\?>\s*)?<svg[\s>]/);
  const stack = [];
  const re = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<\?[^>]*\?>|<!--[\s\S]*?-->|([<>])/g;
  for (const m of svg.matchAll(re)) {
    if (m[5]) assert.fail(`stray ${m[5]} at ${m.index}: ${svg.slice(m.index, m.index + 40)}`);
    if (!m[2]) continue;
    if (m[1]) assert.equal(stack.pop(), m[2]);
    else if (!m[4]) stack.push(m[2]);
  }
  assert.deepEqual(stack, []);
}

function hasSvg() {
  return typeof Board.prototype.svg === 'function';
}

for (const v of variants().split(" ")) {
  test(`svg of ${v}`, { skip: typeof Board.prototype.svg !== 'function' || !hasSvg() && 'built without the svg feature' }, () => {
  }); if (!hasSvg()) continue;
  test(`svg of ${v}: start, last move, arrows, pending`, () => {
    const b = new Board(v);
    const start = b.svg();
    wellFormed(start);
    assert.ok(start.length < 20000);
    const move = b.legalMoves().split(' ')[0];
    const piece = move.split(',')[0];
    const pending = b.svg({ pending: piece, flipped: true, letters: true });
    wellFormed(pending);
    b.push(move);
    const [from, to] = [piece.match(/^[a-z]\d+/)[0], piece.slice(piece.match(/^[a-z]\d+/)[0].length).match(/^[a-z]\d+/)[0]];
    const s = b.svg({ size: 300, lastMove: move, arrows: [[from, to], { from, to, color: 'red' }], fill: { [to]: '#ff000080' }, coordinates: false });
    wellFormed(s);
    assert.notEqual(s, b.svg());
    assert.throws(() => b.svg({ arrows: [['a1', 'z99']] }));
    assert.throws(() => b.svg({ lastMove: 'nonsense' }));
    assert.throws(() => b.svg({ pending: 'a1a1' }));
  });
}
