// `choice-prompts-mcp mcp` over stdio as a real process, driven by the SDK 2.x stdio client:
// pinned to MCP 2026-07-28 (its `server/discover` probe and per-request `_meta`), a form comes
// back as `input_required` and the client's retry settles it; a client of the same SDK that
// does not negotiate keeps the 2025-11-25 handshake and gets `elicitation/create` sent to it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { CLI } from './pty.mjs';
import { answerAt, singleArgs } from '../server/fixtures.mjs';

/** Backstop only: a cold start that loads the MCP SDK took over 15 s on a loaded machine. */
const TEST_TIMEOUT = 90_000;

/** A 2.x client of a fresh server process; `pin` negotiates 2026-07-28. */
async function connected({ pin, elicit, url = false }) {
  const env = { ...process.env, CI: 'true', BROWSER: 'none' };
  delete env.CHOICE_PROMPTS_CLIENTS;
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', '--no-open'], env, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => (stderr += chunk));
  const client = new Client(
    { name: 'stdio-2x', version: '2.0.0' },
    { capabilities: { elicitation: { form: {}, ...(url && { url: {} }) } }, ...(pin && { versionNegotiation: { mode: { pin: '2026-07-28' } } }) },
  );
  client.setRequestHandler('elicitation/create', (request) => elicit(request.params));
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

test('2026-07-28 over stdio: a form is input_required, and the retry with the answer settles the call', { timeout: TEST_TIMEOUT }, async () => {
  const forms = [];
  const { client, stderr } = await connected({
    pin: true,
    elicit: (params) => {
      forms.push(params);
      return { action: 'accept', content: { q0: 'rss' } };
    },
  });
  try {
    assert.equal(client.getProtocolEra(), 'modern');
    const result = await client.callTool({ name: 'provide_choice', arguments: singleArgs });
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['rss']);
    assert.equal(forms.length, 1);
    assert.equal(forms[0].mode, 'form');
    assert.doesNotMatch(stderr(), /Error|error/);
  } finally {
    await client.close();
  }
});

test('2026-07-28 over stdio: the page by URL mode, answered there, read by the retry', { timeout: TEST_TIMEOUT }, async () => {
  const { client } = await connected({
    pin: true,
    url: true,
    elicit: async (params) => {
      assert.equal(params.mode, 'url');
      assert.equal('elicitationId' in params, false);
      assert.equal((await answerAt(params.url, { q0: { selected: ['agentic'] } })).status, 200);
      return { action: 'accept' };
    },
  });
  try {
    const result = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, transport: 'browser' } });
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['agentic']);
  } finally {
    await client.close();
  }
});

test('2025-11-25 over stdio with the SDK 2.x client: the handshake, and elicitation/create sent to the client', { timeout: TEST_TIMEOUT }, async () => {
  const { client } = await connected({ pin: false, elicit: () => ({ action: 'accept', content: { q0: 'agentic' } }) });
  try {
    assert.equal(client.getProtocolEra(), 'legacy');
    const result = await client.callTool({ name: 'provide_choice', arguments: singleArgs });
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['agentic']);
  } finally {
    await client.close();
  }
});
