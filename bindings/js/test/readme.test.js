// Runs every ```js example of README.md as a module of its own (the
// package imports itself by name, as a user's code would).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const examples = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
const packageUrl = new URL('../pkg/node.js', import.meta.url).href;
const fullUrl = new URL('../pkg/full/node.js', import.meta.url).href;
const workerUrl = new URL('../pkg/worker.js', import.meta.url).href;

test('the README has examples', () => assert.ok(examples.length >= 4));

examples.forEach((code, i) => {
  test(`README example ${i + 1}`, async () => {
    // The temporary file is outside the package: name it by its path.
    const dir = mkdtempSync(join(tmpdir(), 'duck-variants-readme-'));
    const file = join(dir, `example-${i + 1}.mjs`);
    writeFileSync(
      file,
      code
        .replaceAll("from 'duck-variants'", `from '${packageUrl}'`)
        .replaceAll("from 'duck-variants/full'", `from '${fullUrl}'`)
        .replaceAll("from 'duck-variants/worker'", `from '${workerUrl}'`),
    );
    try {
      await import(pathToFileURL(file).href);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
