// README.md's quick-start snippets are the sources of the consumer suite's hosts
// (test/consumers/snippets.mjs): the suite builds each block as printed; this checks, without
// installing anything, that each block is there and that the host's copy is the same text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SNIPPETS, readmeSnippet } from '../consumers/snippets.mjs';
import { root } from './e2e/support.mjs';

for (const [name, file] of Object.entries(SNIPPETS)) {
  test(`README.md's ${name} snippet is test/consumers/hosts/${file}, as printed`, () => {
    const printed = readmeSnippet(name);
    assert.ok(printed, `README.md has a fenced block after <!-- snippet: ${name} -->`);
    assert.equal(printed, readFileSync(join(root, 'test/consumers/hosts', file), 'utf8'));
  });
}

test('a snippet is the whole fenced block after its marker, and no other', () => {
  const readme = '<!-- snippet: a -->\n\n```ts\nconst fence = "```";\n````\n```\n\n<!-- snippet: b -->\n````md\n```js\nx\n```\n````\n';
  assert.equal(readmeSnippet('a', readme), 'const fence = "```";\n````\n');
  assert.equal(readmeSnippet('b', readme), '```js\nx\n```\n');
  assert.equal(readmeSnippet('c', readme), undefined);
});
