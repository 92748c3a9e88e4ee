// A stdio MCP client that dies while a call waits: the real MCP SDK client, over the pipes
// of a `choice-prompts-mcp mcp` process, leaves a blocking call waiting for the user, then
// both pipes close at once as they do when the client process is killed (stdin ends, stdout
// breaks). The server cancels what waits and exits with status 0 within a second.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import { CLI } from './pty.mjs';
import { callWithUrl, singleArgs } from '../server/fixtures.mjs';

/** Backstop only: a cold start that loads the MCP SDK took over 15 s on a loaded machine. */
const TEST_TIMEOUT = 90_000;
const EXIT_WITHIN_MS = 1_000;

/** An MCP client transport over a child process's stdin and stdout (what the SDK's stdio client does, minus the spawning). */
function pipeTransport(child) {
  const buffer = new ReadBuffer();
  const transport = {
    async start() {
      child.stdout.on('data', (chunk) => {
        buffer.append(chunk);
        for (let message; (message = buffer.readMessage()); ) transport.onmessage?.(message);
      });
    },
    async send(message) {
      child.stdin.write(serializeMessage(message));
    },
    async close() {},
  };
  return transport;
}

test('the client dies mid-call: the server exits 0 within a second', { timeout: TEST_TIMEOUT }, async (t) => {
  const child = spawn(process.execPath, [CLI, 'mcp', '--no-open'], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, CI: 'true', BROWSER: 'none' } });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })));
  try {
    const client = new Client({ name: 'dies', version: '1' });
    await client.connect(pipeTransport(child));
    const waiting = callWithUrl(client, singleArgs);
    waiting.result.catch(() => {}); // never answered: the client is gone first
    const url = await waiting.url; // the call waits for the user now
    assert.equal((await fetch(url)).status, 200);

    const killedAt = performance.now();
    child.stdin.destroy();
    child.stdout.destroy();
    const { code, signal, at } = await exited;
    assert.deepEqual({ code, signal }, { code: 0, signal: null }, stderr);
    t.diagnostic(`exited ${Math.round(at - killedAt)} ms after its client died`);
    assert.ok(at - killedAt < EXIT_WITHIN_MS, `exited ${Math.round(at - killedAt)} ms after its client died`);
    await assert.rejects(fetch(url), 'the page server is gone');
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});
