// `choice-prompts-mcp mcp --http` as a real process, started through the CLI entry
// (dist/cli/main.js) and driven by the MCP SDK's Streamable HTTP client: the endpoint it
// prints, provide_choice through MCP elicitation (accept, decline, cancel, timeout, abort,
// URL mode),
// capabilities kept per HTTP session, the Host/Origin gate on /mcp, and a clean exit on
// SIGTERM/SIGINT with streams still open. No browser is ever opened: `--no-open`, CI=true
// and BROWSER=none each rule it out.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { connect as tcpConnect, createServer } from 'node:net';
import { get as httpGet } from 'node:http';
import { CLI } from './pty.mjs';
import { MCP_HEADERS, answerAt, connectHttpClient, delay, initializeBody, multiArgs, raw, singleArgs } from '../server/fixtures.mjs';

const ENDPOINT_LINE = /choice-prompts-mcp: MCP endpoint (http:\/\/127\.0\.0\.1:(\d+)\/mcp)\n/;
/**
 * Backstops only: every wait ends on the event itself (the endpoint line, the exit). A
 * healthy start takes well under a second, but a cold `node` start that loads the MCP SDK
 * took over 15 s on a loaded 2-core machine; a process that hangs still fails the test.
 */
const START_DEADLINE_MS = 60_000;
const EXIT_DEADLINE_MS = 30_000;
/** One test: a start, a few calls (each well under a second, or READING_MS), an exit. */
const TEST_TIMEOUT = START_DEADLINE_MS + EXIT_DEADLINE_MS + 30_000;
/** Slower than the server's 250 ms auto-decline threshold: a person read the form. */
const READING_MS = 400;

/** The child's environment: nothing that could open a browser or change client policies. */
function quietEnv() {
  const env = { ...process.env, CI: 'true', BROWSER: 'none' };
  for (const name of ['DISPLAY', 'WAYLAND_DISPLAY', 'CHOICE_PROMPTS_CLIENTS']) delete env[name];
  return env;
}

const children = new Set();
after(() => {
  // Only what this file started, and only if a failed test left it running.
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Spawns the CLI; `exited` resolves `{ code, signal }`, `output()` is stderr so far. */
function spawnCli(args) {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: quietEnv() });
  children.add(child);
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdout.on('data', (chunk) => (stdout += chunk));
  // 'close', not 'exit': only then has everything the process wrote been read.
  const exited = new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => stderr, stdout: () => stdout };
}

/** Resolves `promise`, or fails the test with `what` after `ms`. */
function within(promise, ms, what) {
  let timer;
  const deadline = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)));
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Starts `mcp --http --no-open …` and resolves once it has printed its endpoint. */
async function startHttp(extra = []) {
  const proc = spawnCli(['mcp', '--http', '--no-open', ...extra]);
  const ready = new Promise((resolve, reject) => {
    const check = () => {
      const match = ENDPOINT_LINE.exec(proc.output());
      if (match) resolve({ endpoint: match[1], port: Number(match[2]) });
    };
    proc.child.stderr.on('data', check);
    proc.exited.then(({ code, signal }) => reject(new Error(`exited (${code ?? signal}) before listening:\n${proc.output()}`)));
  });
  return { ...proc, ...(await within(ready, START_DEADLINE_MS, 'printing the endpoint')) };
}

/** Resolves `true` if something accepts TCP connections on host:port, `false` if refused. */
function accepts(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const socket = tcpConnect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error) => (error.code === 'ECONNREFUSED' ? resolve(false) : reject(error)));
  });
}

/** A port that was free a moment ago (the OS picks it, then it is released). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `connectHttpClient` (see fixtures.mjs), plus `received`: every message the server sent, so
 * tests can see what went over the wire (not only what the SDK makes of it).
 */
async function connect(endpoint, { name = 'http-process-test', ...handlers } = {}) {
  const client = await connectHttpClient(endpoint, { name, ...handlers });
  const transport = client.httpTransport;
  const received = [];
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    received.push(message);
    deliver?.(message, extra);
  };
  // Listing caches the tool's outputSchema, so the SDK checks every structuredContent against it.
  await client.listTools();
  return Object.assign(client, { received });
}

/**
 * An `elicit` handler for a user who walked away: a form settles only when the server
 * withdraws it. `ids` lists the forms' request ids in the order they were shown.
 */
function unansweredForms() {
  const ids = [];
  const elicit = (_request, extra) => {
    ids.push(extra.requestId);
    return new Promise((resolve) => extra.signal.addEventListener('abort', () => resolve({ action: 'cancel' })));
  };
  return { ids, elicit };
}

/** Polls `predicate` until it holds (the deadline is only a backstop for a broken server). */
async function until(predicate, what, ms = 30_000) {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > ms) throw new Error(`Timed out waiting for ${what}`);
    await delay(20);
  }
}

const cancelledFor = (client, requestId) =>
  client.received.find((m) => m.method === 'notifications/cancelled' && m.params?.requestId === requestId);

describe('one `mcp --http` process, several MCP sessions', () => {
  let server;
  const clients = [];
  const open = async (options) => {
    const client = await connect(server.endpoint, options);
    clients.push(client);
    return client;
  };
  before(async () => {
    server = await startHttp();
  }, { timeout: START_DEADLINE_MS + 5_000 });
  after(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => {})));
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await within(server.exited, EXIT_DEADLINE_MS, 'stopping the shared server');
    }
  });

  test('prints its endpoint on stderr (127.0.0.1, a free port), writes nothing to stdout, lists provide_choice', { timeout: TEST_TIMEOUT }, async () => {
    assert.notEqual(server.port, 0);
    assert.equal(server.stdout(), '');
    const client = await open();
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name), ['provide_choice']);
    assert.deepEqual(tools[0].outputSchema.required, ['action_status', 'selection']);
    assert.ok(client.httpTransport.sessionId, 'the server gave this client an MCP session');
  });

  test('auto: a client with form elicitation is asked through its form; the answer comes back in the seed contract', { timeout: TEST_TIMEOUT }, async () => {
    const forms = [];
    const client = await open({
      elicit: async (request) => {
        forms.push(request.params);
        await delay(READING_MS);
        return { action: 'accept', content: { q0: 'agentic' } };
      },
    });
    const result = await client.callTool({ name: 'provide_choice', arguments: singleArgs });
    assert.equal(forms.length, 1);
    assert.equal(forms[0].mode, 'form');
    assert.match(forms[0].message, /Use RSS feed \(recommended\): Fast and reliable/);
    assert.deepEqual(forms[0].requestedSchema.properties.q0.oneOf.map((o) => o.const), ['rss', 'agentic']);
    assert.equal(result.isError, undefined);
    assert.deepEqual(result.structuredContent, {
      action_status: 'selected',
      selection: { selected_ids: ['agentic'], selected_labels: ['Use agentic extraction'], summary: result.structuredContent.selection.summary },
    });
    assert.match(result.structuredContent.selection.summary, /Use agentic extraction/);
    assert.match(result.content[0].text, /^selected: .*selected_ids=\["agentic"\]$/);
  });

  test('transport "elicitation": multi-select with a global note, and hybrid typed text, over HTTP', { timeout: TEST_TIMEOUT }, async () => {
    const answers = [
      { action: 'accept', content: { q0: ['tests', 'lint'], annotation: 'lint first, please' } },
      { action: 'accept', content: { q0_other: 'https://example.com/feed.xml' } },
    ];
    const schemas = [];
    const client = await open({
      elicit: async (request) => {
        schemas.push(request.params.requestedSchema);
        await delay(READING_MS);
        return answers[schemas.length - 1];
      },
    });
    const multi = await client.callTool({
      name: 'provide_choice',
      arguments: { ...multiArgs, transport: 'elicitation', allow_global_annotation: true, single_submit_mode: false },
    });
    assert.equal(schemas[0].properties.q0.type, 'array', 'the SDK client negotiated 2025-11-25, so multi-select fits a form');
    assert.equal(multi.structuredContent.action_status, 'selected');
    assert.deepEqual(multi.structuredContent.selection.selected_ids, ['lint', 'tests'], 'option order, not answer order');
    assert.deepEqual(multi.structuredContent.selection.selected_labels, ['Lint', 'Unit tests']);
    assert.equal(multi.structuredContent.selection.global_annotation, 'lint first, please');

    const hybrid = await client.callTool({
      name: 'provide_choice',
      arguments: { ...singleArgs, selection_mode: 'hybrid', placeholder: 'Or paste a feed URL', transport: 'elicitation' },
    });
    assert.equal(schemas[1].properties.q0_other.description, 'Or paste a feed URL');
    assert.equal(hybrid.structuredContent.action_status, 'custom_input');
    assert.deepEqual(hybrid.structuredContent.selection.selected_ids, []);
    assert.equal(hybrid.structuredContent.selection.custom_input, 'https://example.com/feed.xml');
  });

  test('declining or cancelling the form (auto or elicitation) returns cancelled, with nothing selected and the reason told apart', { timeout: TEST_TIMEOUT }, async () => {
    let action;
    let asked = 0;
    const client = await open({
      elicit: async () => {
        asked++;
        await delay(READING_MS);
        return { action };
      },
    });
    for (const transport of ['auto', 'elicitation']) {
      for (action of ['decline', 'cancel']) {
        const result = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, transport } });
        assert.equal(result.isError, undefined, `${transport}/${action}`);
        assert.equal(result.structuredContent.action_status, 'cancelled', `${transport}/${action}`);
        assert.equal(result.structuredContent.selection.reason, action === 'decline' ? 'declined' : 'dismissed', `${transport}/${action}`);
        assert.deepEqual(result.structuredContent.selection.selected_ids, []);
        assert.deepEqual(result.structuredContent.selection.selected_labels, []);
        assert.equal(result.structuredContent.selection.url, undefined, 'answered in the form, not handed to a page');
      }
    }
    assert.equal(asked, 4, 'every call was a form; a person declining is not a reason to try the page');
  });

  test('URL mode: the client opens the page, the answer comes back, and the elicitation is completed on the call\'s stream first', { timeout: TEST_TIMEOUT }, async () => {
    const offered = [];
    const client = await open({
      openUrl: async (request) => {
        offered.push(request.params);
        // The user consented and the client opened the page; they answer there.
        setImmediate(() => answerAt(request.params.url, { q0: { selected: ['rss'] } }));
        return { action: 'accept' };
      },
    });
    const result = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, transport: 'browser' } });
    assert.equal(offered.length, 1);
    assert.match(offered[0].url, /^http:\/\/127\.0\.0\.1:\d+\/s\/cp-[0-9a-f]{64}$/);
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['rss']);
    const complete = client.received.findIndex((m) => m.method === 'notifications/elicitation/complete' && m.params?.elicitationId === offered[0].elicitationId);
    const answer = client.received.findIndex((m) => m.result?.structuredContent?.selection?.selected_ids?.[0] === 'rss');
    assert.ok(complete !== -1, 'notifications/elicitation/complete arrived');
    assert.ok(complete < answer, 'before the result');
  });

  test('URL mode: declining to open the page returns cancelled with reason declined', { timeout: TEST_TIMEOUT }, async () => {
    const client = await open({ openUrl: async () => ({ action: 'decline' }) });
    const result = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, transport: 'browser' } });
    assert.equal(result.structuredContent.action_status, 'cancelled');
    assert.equal(result.structuredContent.selection.reason, 'declined');
  });

  test('timeout_seconds ends an unanswered form with the default, and the server withdraws the form', { timeout: TEST_TIMEOUT }, async () => {
    const forms = unansweredForms();
    const client = await open({ elicit: forms.elicit });
    const started = Date.now();
    const result = await client.callTool({
      name: 'provide_choice',
      arguments: { ...singleArgs, timeout_seconds: 1, default_selection_ids: ['agentic'] },
    });
    assert.ok(Date.now() - started >= 1_000 - 5, `timed out after ${Date.now() - started} ms, before timeout_seconds`);
    assert.equal(result.structuredContent.action_status, 'timeout');
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['agentic']);
    assert.equal(forms.ids.length, 1);
    // Checked on the wire: the SDK client ignores a cancel for request id 0
    // (modelcontextprotocol/typescript-sdk#2283), and a form is this session's first request.
    await until(() => cancelledFor(client, forms.ids[0]), 'notifications/cancelled for the form');
    // The question's own 1 s deadline withdrew the form, not the form request's backstop
    // (timeout + 5 s), which the SDK would report as a request timeout. The reason says
    // which, however long a loaded machine took.
    assert.doesNotMatch(cancelledFor(client, forms.ids[0]).params.reason, /timed out/i);
  });

  test('aborting the tool call withdraws the open form', { timeout: TEST_TIMEOUT }, async () => {
    const forms = unansweredForms();
    const client = await open({ elicit: forms.elicit });
    const abort = new AbortController();
    const call = client.callTool({ name: 'provide_choice', arguments: singleArgs }, undefined, { signal: abort.signal });
    await until(() => forms.ids.length > 0, 'the form');
    abort.abort('the agent moved on');
    await assert.rejects(call, /the agent moved on/);
    await until(() => cancelledFor(client, forms.ids[0]), 'notifications/cancelled for the form');
  });

  test('elicitation is decided per HTTP session: a client without it gets the page (same port), and transport "elicitation" is refused', { timeout: TEST_TIMEOUT }, async () => {
    let asked = 0;
    const withForms = await open({
      name: 'with-forms',
      elicit: async () => {
        asked++;
        await delay(READING_MS);
        return { action: 'accept', content: { q0: 'rss' } };
      },
    });
    const withoutForms = await open({ name: 'without-forms' });
    const [formResult, pageResult] = await Promise.all([
      withForms.callTool({ name: 'provide_choice', arguments: singleArgs }),
      withoutForms.callTool({ name: 'provide_choice', arguments: singleArgs }),
    ]);
    assert.deepEqual(formResult.structuredContent.selection.selected_ids, ['rss']);
    assert.equal(asked, 1, 'only the session that declared elicitation got a form');

    // No progress token and no tab (--no-open): the call hands off with the page address.
    const pending = pageResult.structuredContent;
    assert.equal(pending.action_status, 'pending_browser_launch');
    assert.ok(pending.selection.url.startsWith(`http://127.0.0.1:${server.port}/s/`), 'the page shares the /mcp port');
    assert.match(pending.selection.summary, /No browser was opened/);
    assert.equal((await answerAt(pending.selection.url, { q0: { selected: ['agentic'] } })).status, 200);
    const collected = await withoutForms.callTool({ name: 'provide_choice', arguments: { session_id: pending.session_id } });
    assert.deepEqual(collected.structuredContent.selection.selected_ids, ['agentic']);
    assert.equal(collected.structuredContent.session_id, pending.session_id);

    const refused = await withoutForms.callTool({ name: 'provide_choice', arguments: { ...singleArgs, transport: 'elicitation' } });
    assert.equal(refused.isError, true);
    assert.match(refused.content[0].text, /does not support form elicitation/);
  });

  test('the process refuses a foreign Host, a cross-site Origin or fetch, and non-JSON posts on /mcp', { timeout: TEST_TIMEOUT }, async () => {
    const { port } = server;
    const post = (extra, body = initializeBody()) => raw(port, { method: 'POST', path: '/mcp', headers: { ...MCP_HEADERS, ...extra }, body });

    for (const host of [`attacker.example:${port}`, `127.0.0.1.attacker.example:${port}`, '127.0.0.1', `127.0.0.1:${port + 1}`]) {
      const refused = await post({ host });
      assert.equal(refused.status, 403, host);
      assert.equal(refused.headers['mcp-session-id'], undefined, `no session for Host ${host}`);
    }
    // Node's HTTP parser already answers 400 to an HTTP/1.1 request without Host.
    assert.ok([400, 403].includes((await post({ host: null })).status), 'no Host at all');
    assert.equal((await post({ origin: 'https://attacker.example' })).status, 403);
    assert.equal((await post({ origin: 'null' })).status, 403);
    assert.equal((await post({ 'sec-fetch-site': 'cross-site' })).status, 403);
    assert.equal((await post({ 'content-type': 'text/plain' })).status, 415, 'a "simple" cross-site POST');
    const preflight = await raw(port, { method: 'OPTIONS', path: '/mcp', headers: { origin: 'https://attacker.example' } });
    assert.notEqual(preflight.status, 200);
    assert.equal(preflight.headers['access-control-allow-origin'], undefined);

    // A page that learned a live session id still cannot drive it cross-origin.
    let asked = 0;
    const client = await open({
      elicit: async () => {
        asked++;
        return { action: 'cancel' };
      },
    });
    const call = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'provide_choice', arguments: singleArgs } });
    const hijack = await post(
      { origin: 'https://attacker.example', 'mcp-session-id': client.httpTransport.sessionId, 'mcp-protocol-version': '2025-11-25' },
      call,
    );
    assert.equal(hijack.status, 403);
    assert.equal(asked, 0, 'no form was shown');

    // Our own names for the same address are accepted.
    for (const extra of [{ host: `localhost:${port}` }, { origin: `http://127.0.0.1:${port}` }, { origin: `http://localhost:${port}`, host: `localhost:${port}` }]) {
      const ok = await post(extra);
      assert.equal(ok.status, 200, JSON.stringify(extra));
      assert.ok(ok.headers['mcp-session-id']);
    }
  });

  test('it listens on 127.0.0.1 only, not on the rest of the loopback range', { timeout: TEST_TIMEOUT, skip: process.platform !== 'linux' && 'only Linux routes all of 127/8 to lo' }, async () => {
    assert.equal(await accepts(server.port, '127.0.0.1'), true);
    assert.equal(await accepts(server.port, '127.0.0.2'), false);
  });
});

describe('starting and stopping `mcp --http`', () => {
  test('--port N serves /mcp on exactly that port', { timeout: TEST_TIMEOUT }, async () => {
    // Another process may take the free port before the CLI binds it: then it exits 1 with
    // EADDRINUSE (tested below), and another free port is tried.
    let port;
    let server;
    for (let attempt = 1; !server; attempt++) {
      port = await freePort();
      try {
        server = await startHttp(['--port', String(port)]);
      } catch (error) {
        if (attempt === 3 || !/EADDRINUSE/.test(error.message)) throw error;
      }
    }
    assert.equal(server.endpoint, `http://127.0.0.1:${port}/mcp`);
    const client = await connect(server.endpoint);
    assert.equal((await client.listTools()).tools[0].name, 'provide_choice');
    await client.close();
    server.child.kill('SIGTERM');
    assert.deepEqual(await within(server.exited, EXIT_DEADLINE_MS, 'exiting'), { code: 0, signal: null });
  });

  test('a port already in use, not a port, or a bound below 1: exits 1 and says why', { timeout: TEST_TIMEOUT }, async () => {
    const holder = createServer();
    await new Promise((resolve) => holder.listen(0, '127.0.0.1', resolve));
    try {
      const busy = spawnCli(['mcp', '--http', '--no-open', '--port', String(holder.address().port)]);
      assert.deepEqual(await within(busy.exited, START_DEADLINE_MS, 'exiting on a busy port'), { code: 1, signal: null });
      assert.match(busy.output(), /^choice-prompts-mcp: .*EADDRINUSE/m);
      assert.doesNotMatch(busy.output(), /MCP endpoint/);
    } finally {
      holder.close();
    }
    const invalid = spawnCli(['mcp', '--http', '--port', 'eighty']);
    assert.deepEqual(await within(invalid.exited, START_DEADLINE_MS, 'exiting on a bad --port'), { code: 1, signal: null });
    assert.match(invalid.output(), /--port must be a port number, not "eighty"/);
    for (const flag of ['--max-sessions', '--max-waiting', '--max-waiting-per-session']) {
      const bad = spawnCli(['mcp', '--http', flag, '0']);
      assert.deepEqual(await within(bad.exited, START_DEADLINE_MS, `exiting on a bad ${flag}`), { code: 1, signal: null });
      assert.match(bad.output(), new RegExp(`${flag} must be a whole number of at least 1, not "0"`));
    }
  });

  for (const signal of ['SIGTERM', 'SIGINT']) {
    test(`${signal} with a form open, a hand-off waiting and event streams connected: exits 0 and frees the port`, { timeout: TEST_TIMEOUT }, async () => {
      const server = await startHttp();
      const forms = unansweredForms();
      const formClient = await connect(server.endpoint, { name: 'form', elicit: forms.elicit });
      const pageClient = await connect(server.endpoint, { name: 'page' });
      try {
        // Left waiting on purpose; the client's close below settles it.
        const waiting = formClient.callTool({ name: 'provide_choice', arguments: singleArgs });
        waiting.catch(() => {});
        await until(() => forms.ids.length > 0, 'the form');

        const pending = (await pageClient.callTool({ name: 'provide_choice', arguments: { ...singleArgs, handoff: true } })).structuredContent;
        const { pathname } = new URL(pending.selection.url);
        const session = JSON.parse((await raw(server.port, { path: `/api/sessions/${pathname.split('/').pop()}` })).body);
        // A waiting page's event stream: a response that never ends by itself.
        const stream = await new Promise((resolve, reject) => {
          const req = httpGet({ host: '127.0.0.1', port: server.port, path: `/api/events?key=${session.pageKey}` }, (res) => {
            assert.equal(res.statusCode, 200);
            res.once('data', () => resolve(res));
          });
          req.on('error', reject);
        });
        const streamClosed = new Promise((resolve) => stream.once('close', resolve));

        server.child.kill(signal);
        assert.deepEqual(await within(server.exited, EXIT_DEADLINE_MS, `exiting on ${signal}`), { code: 0, signal: null });
        await within(streamClosed, EXIT_DEADLINE_MS, 'the event stream closing');
        assert.equal(await accepts(server.port), false, 'nothing listens on the port any more');
        assert.doesNotMatch(server.output(), /Error|error/, 'a quiet shutdown');
      } finally {
        await Promise.all([formClient.close().catch(() => {}), pageClient.close().catch(() => {})]);
      }
    });
  }
});
