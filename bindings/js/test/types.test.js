// The TypeScript declarations describe the package: `tsc --noEmit`
// (npm `typescript`, test-only) compiles test/types/types-check.ts, which
// uses the calls, option objects, return types and error classes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

test('the TypeScript declarations type-check a user program', () => {
  const tsc = fileURLToPath(new URL('../node_modules/.bin/tsc', import.meta.url));
  const project = fileURLToPath(new URL('./types', import.meta.url));
  const run = spawnSync(tsc, ['-p', project], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stdout + run.stderr);
});
