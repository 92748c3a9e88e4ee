// The kit's size, held to the budgets in bench/budgets.mjs: dist/bundle.js with the chunks it
// imports at once, dist/protocol.js as a bundler sees it, and each lazily loaded chunk of
// dist/chunks/ with the shared chunks it imports. Needs the build (`npm test` builds first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { root } from './e2e/support.mjs';

process.chdir(root);
const { measureBudgets, overBudget } = await import('../../bench/size-guard.mjs');
const { figures, unused } = await measureBudgets();

for (const figure of figures) {
  test(`${figure.name} is within its budget (${figure.what})`, () => {
    assert.ok(figure.budget !== undefined && figure.kb <= figure.budget, overBudget(figure));
  });
}

test('every chunk budget names a chunk the build makes, and every chunk has one', () => {
  assert.ok(figures.filter((f) => f.name.startsWith('chunks/')).length >= 10, `the lazily loaded chunks are measured: ${figures.map((f) => f.name).join(', ')}`);
  assert.deepEqual(unused, [], 'budgets in bench/budgets.mjs for chunks that no longer exist');
});

test('a budget passed, or missing, is named with both numbers', () => {
  assert.equal(overBudget({ name: 'bundle.js', kb: 30.123, budget: 30 }), 'bundle.js is 30.12 KB gzip, over its budget of 30 KB (bench/budgets.mjs)');
  assert.match(overBudget({ name: 'chunks/new.js', kb: 1.5, budget: undefined }), /^chunks\/new\.js has no budget: .*1\.50 KB gzip/);
});

test('a module the build copies per chunk (COPIED in scripts/bundle-build.mjs) is in each chunk that imports it, in no shared chunk', () => {
  // The code-block rule of src/components/internal/code-block.styles.ts, as minified.
  const rule = '.code{border:1px solid var(--_border)';
  const holding = readdirSync('dist/chunks').filter((name) => name.endsWith('.js') && readFileSync(`dist/chunks/${name}`, 'utf8').includes(rule));
  assert.deepEqual(holding.sort(), ['fallbacks.js', 'previews.js']);
});
