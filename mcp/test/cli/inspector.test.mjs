// The MCP Inspector's CLI (`@modelcontextprotocol/inspector --cli`), as a user trying the
// server would run it: it starts `choice-prompts-mcp mcp` over stdio, lists the tools, and
// calls provide_choice twice, once with arguments the server refuses and once as a hand-off
// (which returns at once with the page's address), printing each result as JSON.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CLI } from './pty.mjs';

const run = promisify(execFile);
const repository = fileURLToPath(new URL('../../../', import.meta.url));
/** Backstop only: the Inspector and the server each load an MCP SDK; cold starts are slow on a loaded machine. */
const TEST_TIMEOUT = 120_000;

/** Runs `inspector --cli node dist/cli/main.js mcp --no-open …` and returns its stdout as JSON (it exits 1 for an isError result). */
async function inspect(args) {
  const env = { ...process.env, CI: 'true', BROWSER: 'none' };
  delete env.CHOICE_PROMPTS_CLIENTS;
  const command = ['--no-install', 'inspector', '--cli', process.execPath, CLI, 'mcp', '--no-open', ...args];
  try {
    const { stdout } = await run('npx', command, { cwd: repository, env, timeout: TEST_TIMEOUT });
    return JSON.parse(stdout);
  } catch (error) {
    if (typeof error.stdout === 'string' && error.stdout.trim().startsWith('{')) return JSON.parse(error.stdout.trim().split('\n{"error"')[0]);
    throw error;
  }
}

test('tools/list shows provide_choice with its input and output schemas', { timeout: TEST_TIMEOUT }, async () => {
  const { tools } = await inspect(['--method', 'tools/list']);
  assert.deepEqual(tools.map((tool) => tool.name), ['provide_choice']);
  assert.deepEqual(tools[0].inputSchema.required, ['title', 'prompt', 'selection_mode']);
  assert.deepEqual(tools[0].outputSchema.properties.selection.properties.reason.enum, ['declined', 'dismissed']);
});

test('tools/call: refused arguments are an isError result naming the problem', { timeout: TEST_TIMEOUT }, async () => {
  const result = await inspect(['--method', 'tools/call', '--tool-name', 'provide_choice', '--tool-arg', 'title=Pick', 'prompt=Which one?', 'selection_mode=single']);
  assert.equal(result.isError, true);
  assert.equal(result.content[0].text, 'The provide_choice arguments are invalid. Nothing was shown to the user. Correct them and call again:\n- $.options: "options" is required.');
});

test('tools/call: a hand-off returns pending with the page address and a session id', { timeout: TEST_TIMEOUT }, async () => {
  const options = JSON.stringify([{ id: 'a', label: 'Alpha', recommended: true }, { id: 'b', label: 'Beta' }]);
  const result = await inspect([
    '--method', 'tools/call', '--tool-name', 'provide_choice',
    '--tool-arg', 'title=Pick', 'prompt=Which one?', 'selection_mode=single', `options=${options}`, 'handoff=true',
  ]);
  assert.equal(result.isError, undefined);
  const pending = result.structuredContent;
  assert.equal(pending.action_status, 'pending_browser_launch');
  assert.match(pending.selection.url, /^http:\/\/127\.0\.0\.1:\d+\/s\/cp-[0-9a-f]{64}$/);
  assert.equal(pending.session_id, pending.selection.url.split('/').pop());
  assert.match(result.content[0].text, /^pending_browser_launch: No browser was opened: opening a browser is turned off \(--no-open\)\. /);
});
