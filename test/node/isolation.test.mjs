// Server code stays out of what browsers load: bundle.js holds none of it, and no module
// reachable from the kit's browser entry points imports the MCP package (mcp/), the MCP SDK,
// inquirer or a Node built-in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const FORBIDDEN = /(^node:|@modelcontextprotocol|@inquirer|\/server\/|\/cli\/)/;

/** Every import specifier of an ES module, minified or not (static and dynamic with a literal). */
function specifiers(source) {
  const found = [];
  for (const match of source.matchAll(/\b(?:import|export)\b[^'"();]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g)) {
    found.push(match[1] ?? match[2]);
  }
  return found;
}

function importGraph(entry) {
  const seen = new Set();
  const external = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
      else external.add(spec);
    }
  };
  visit(entry);
  return { files: [...seen].map((f) => f.slice(dist.length)), external: [...external] };
}

for (const entry of ['index.js', 'choice-prompt.js', 'question-set.js', 'protocol.js', 'kinds.js']) {
  test(`${entry} imports no server code or server dependency`, { timeout: 10_000 }, () => {
    const path = resolve(dist, entry);
    assert.ok(existsSync(path), `${entry} is built`);
    const { files, external } = importGraph(path);
    assert.ok(files.length > 3, 'the walk followed the imports');
    assert.deepEqual(files.filter((f) => FORBIDDEN.test(`/${f}`)), []);
    assert.deepEqual(external.filter((s) => FORBIDDEN.test(s)), []);
  });
}

test('bundle.js and its chunks contain none of the server, the MCP SDK or inquirer', { timeout: 10_000 }, () => {
  assert.ok(readFileSync(resolve(dist, 'chunks/core.js'), 'utf8').length > 10_000, 'the real esbuild bundle (bundle.js re-exports chunks/core.js), not a tsc stub');
  const files = ['bundle.js', ...readdirSync(resolve(dist, 'chunks')).filter((name) => name.endsWith('.js')).map((name) => `chunks/${name}`)];
  for (const file of files) {
    const text = readFileSync(resolve(dist, file), 'utf8');
    // Strings only the server and CLI modules contain (the protocol legitimately names MCP
    // methods and the pending statuses, so those are no evidence).
    for (const marker of ['modelcontextprotocol', 'inquirer', 'node:', 'createServer', 'Cross-origin requests are not allowed', 'npx choice-prompts answer']) {
      assert.ok(!text.includes(marker), `${file} mentions ${marker}`);
    }
  }
});
