// The tool the MCP server publishes is documented field by field: docs/mcp.md names every
// argument of provide_choice's schema, read from the dialect's descriptor (`tool()`), and no other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { provideChoice } from 'choice-prompts/dialects.js';

test('docs/mcp.md names exactly the arguments of provide_choice\'s published schema', async () => {
  const { inputSchema } = await provideChoice.tool();
  const page = readFileSync(new URL('../../docs/mcp.md', import.meta.url), 'utf8');
  const paragraph = page.slice(page.indexOf('`provide_choice` takes'), page.indexOf('The arguments are checked'));
  const named = [...paragraph.matchAll(/`([a-z_]+)`/g)].map(([, name]) => name).filter((name) => name !== 'provide_choice');
  assert.deepEqual(named.sort(), Object.keys(inputSchema.properties).sort());
});
