// The answer page's elements (bundle.js) load ./chunks/core.js, and fetch a dialect's or a
// part's chunk from ./chunks/ the first time a prompt needs it: the page server serves exactly the files in
// dist/chunks/, and nothing outside that folder under any spelling of the path.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { raw, testHub } from './fixtures.mjs';

// The kit's built chunks, beside its bundle.js wherever choice-prompts is installed.
const chunks = new URL('./chunks/', import.meta.resolve('choice-prompts/bundle.js'));

let hub;
let port;
before(async () => {
  hub = testHub();
  await hub.pages.listen();
  port = hub.pages.port;
}, { timeout: 10_000 });
after(() => hub.close());

test('bundle.js and its chunks ask for each chunk at the address the server answers', async () => {
  // Every file the kit's bundle.js reaches: core.js (imported at once), and from there each
  // chunk named by an import or import() (a dialect's, a part's, the shared ones they import).
  const asked = new Set();
  const queue = [...readFileSync(new URL('../bundle.js', chunks), 'utf8').matchAll(/from\s*"\.\/chunks\/([A-Za-z0-9.-]+\.js)"/g)].map((m) => m[1]);
  while (queue.length > 0) {
    const name = queue.shift();
    if (asked.has(name)) continue;
    asked.add(name);
    const text = readFileSync(new URL(name, chunks), 'utf8');
    for (const m of text.matchAll(/(?:from\s*|import\s*\(?\s*)"\.\/([A-Za-z0-9.-]+\.js)"/g)) queue.push(m[1]);
  }
  assert.deepEqual([...asked].sort(), readdirSync(chunks).filter((name) => name.endsWith('.js')).sort());
  for (const name of asked) {
    const res = await raw(port, { path: `/assets/chunks/${name}` });
    assert.equal(res.status, 200, name);
    assert.match(res.headers['content-type'], /^text\/javascript/);
    assert.equal(res.body, readFileSync(new URL(name, chunks), 'utf8'));
  }
});

test('nothing outside dist/chunks/ is served through the chunk route', async () => {
  for (const path of [
    '/assets/chunks/missing.js',
    '/assets/chunks/../../package.json',
    '/assets/chunks/..%2f..%2fpackage.json',
    '/assets/chunks/%2e%2e/%2e%2e/package.json',
    '/assets/chunks/..%5c..%5cpackage.json',
    '/assets/chunks/...js',
    '/assets/chunks/..markup.js',
    '/assets/chunks/approval..markup.js',
    '/assets/chunks/provide-choice.js.map',
    '/assets/chunks/Provide-Choice.js',
    '/assets/chunks/sub/provide-choice.js',
    '/assets/chunks/',
  ]) {
    const res = await raw(port, { path });
    assert.equal(res.status, 404, path);
    assert.doesNotMatch(res.body, /"name":\s*"choice-prompts"/, path);
  }
});
