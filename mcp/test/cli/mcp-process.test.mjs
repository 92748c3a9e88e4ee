// The `choice-prompts-mcp mcp` process: it speaks MCP on stdout only, and it exits when its
// client closes stdin (how stdio MCP clients stop a server), cancelling what still waits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { CLI } from './pty.mjs';
import { singleArgs } from '../server/fixtures.mjs';

// Every wait ends on the event (a message, the exit); the timeout is only a backstop for a
// process that hangs, sized for a cold start on a loaded machine (it took 14 s on one).
test('exits cleanly when the client closes stdin, even with a page server running; --max-waiting-per-session bounds its questions', { timeout: 90_000 }, async () => {
  const child = spawn(process.execPath, [CLI, 'mcp', '--no-open', '--max-waiting-per-session', '1'], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } });
  const lines = createInterface({ input: child.stdout });
  const messages = [];
  const waiters = [];
  lines.on('line', (line) => {
    messages.push(JSON.parse(line)); // every stdout line is a JSON-RPC message
    waiters.splice(0).forEach((w) => w());
  });
  const next = (predicate) =>
    new Promise((resolve) => {
      const check = () => {
        const found = messages.find(predicate);
        if (found) resolve(found);
        else waiters.push(check);
      };
      check();
    });
  const send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);

  send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
  const init = await next((m) => m.id === 1);
  assert.equal(init.result.serverInfo.name, 'choice-prompts');
  send({ method: 'notifications/initialized' });
  send({ id: 2, method: 'tools/call', params: { name: 'provide_choice', arguments: { ...singleArgs, handoff: true } } });
  const pending = await next((m) => m.id === 2);
  const url = pending.result.structuredContent.selection.url;
  assert.equal((await fetch(url)).status, 200, 'the page server is up');
  send({ id: 3, method: 'tools/call', params: { name: 'provide_choice', arguments: { ...singleArgs, handoff: true } } });
  const refused = await next((m) => m.id === 3);
  assert.equal(refused.result.isError, true);
  assert.match(refused.result.content[0].text, /^This MCP session already has 1 questions waiting for the user/);

  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  child.stdin.end();
  assert.equal(await exited, 0);
  await assert.rejects(fetch(url), 'the page server is gone');
});
