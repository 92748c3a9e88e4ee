// Shared by the server tests: sample provide_choice arguments, MCP clients (in memory or over
// Streamable HTTP), and small HTTP helpers that can send any Host/Origin header.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitRequestSchema, ElicitationCompleteNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { after } from 'node:test';
import { ChoiceHub } from '../../dist/server/hub.js';
import { startHttpMcp } from '../../dist/server/http-mcp.js';
import { connectMcp } from '../../dist/server/mcp.js';

/**
 * The store a test server keeps its questions in: this process's (undefined, the default),
 * or, when a test file runs its suites on Postgres (see `onPostgres` in postgres.mjs), a
 * Postgres store in a fresh database of its own.
 */
export async function testStore() {
  const url = process.env.CHOICE_PROMPTS_TEST_PG_URL;
  if (!url) return undefined;
  const [{ freshDatabase }, { PostgresStore }] = await Promise.all([import('./postgres.mjs'), import('../../dist/server/store-postgres.js')]);
  return PostgresStore.open({ url: await freshDatabase(url), resultTtlMs: 10 * 60_000, maxFinished: 1024, sweepMs: 500 });
}

export const singleArgs = Object.freeze({
  title: 'Add a source',
  prompt: 'How would you like to add this source?',
  selection_mode: 'single',
  options: [
    { id: 'rss', label: 'Use RSS feed', description: 'Fast and reliable when the site has a feed', recommended: true },
    { id: 'agentic', label: 'Use agentic extraction', description: 'Works on any page, slower' },
  ],
});

export const multiArgs = Object.freeze({
  title: 'Pick checks',
  prompt: 'Which checks should run?',
  selection_mode: 'multi',
  options: [
    { id: 'lint', label: 'Lint', recommended: true },
    { id: 'types', label: 'Type check' },
    { id: 'tests', label: 'Unit tests', recommended: true },
  ],
  min_selections: 1,
  max_selections: 2,
  default_selection_ids: ['lint'],
});

export const URL_PATTERN = /http:\/\/127\.0\.0\.1:\d+\/s\/(cp-[0-9a-f]{64})/;

/**
 * Per-test timeout of the MCP server tests: a backstop that ends a test whose event never
 * comes (several tests fail only that way when the feature breaks: a poll that waits for an
 * answer that never wakes it). A test here takes well under a second on an idle machine and
 * took up to 5 s under heavy artificial load.
 */
export const TEST_TIMEOUT_MS = 30_000;

/**
 * A hub that never opens a browser. Polls give up after 300 ms (a test expecting "pending"
 * need not wait 45 s) and heartbeats come every 100 ms. A finished session's result stays
 * collectable for the server's default ten minutes: a test that collects it a moment later
 * must not depend on how fast a loaded machine gets there (tests of the TTL set their own).
 */
export function testHub(options = {}) {
  return new ChoiceHub({
    open: false,
    log: () => {},
    ...options,
    timings: { pollWaitMs: 300, progressIntervalMs: 100, autoDeclineMs: 150, ...options.timings },
  });
}

/**
 * An MCP client. `elicit` (when given) answers form-mode `elicitation/create` and makes the
 * client declare form elicitation; `openUrl` answers URL-mode ones and makes it declare URL
 * elicitation; `onComplete` hears `notifications/elicitation/complete` (its params).
 */
function testClient(name, { elicit, openUrl, onComplete } = {}) {
  const elicitation = { ...(elicit && { form: {} }), ...(openUrl && { url: {} }) };
  const client = new Client({ name, version: '1.0.0' }, { capabilities: elicit || openUrl ? { elicitation } : {} });
  if (elicit || openUrl) client.setRequestHandler(ElicitRequestSchema, (request, extra) => (request.params.mode === 'url' ? openUrl : elicit)(request, extra));
  if (onComplete) client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => onComplete(notification.params));
  return client;
}

/** A `testClient` on an in-memory transport, connected to `hub`. */
export async function connectClient(hub, { name = 'test-client', ...handlers } = {}) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await connectMcp(hub, serverSide);
  const client = testClient(name, handlers);
  await client.connect(clientSide);
  return client;
}

/** A `testClient` over Streamable HTTP to `endpoint`; `httpTransport` is its transport. */
export async function connectHttpClient(endpoint, { name = 'test-client', ...handlers } = {}) {
  const client = testClient(name, handlers);
  const transport = new StreamableHTTPClientTransport(new URL(endpoint));
  await client.connect(transport);
  return Object.assign(client, { httpTransport: transport });
}

/** Headers of a raw MCP POST, and the body of a raw `initialize` request. */
export const MCP_HEADERS = Object.freeze({ 'content-type': 'application/json', accept: 'application/json, text/event-stream' });
export function initializeBody(protocolVersion = '2025-11-25') {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  });
}

/** Calls provide_choice and resolves the URL from the first progress message that has one. */
export function callWithUrl(client, args, options = {}) {
  let resolveUrl;
  const url = new Promise((resolve) => (resolveUrl = resolve));
  const result = client.callTool({ name: 'provide_choice', arguments: args }, undefined, {
    ...options,
    onprogress: (p) => {
      const match = URL_PATTERN.exec(p.message ?? '');
      if (match) resolveUrl(match[0]);
      options.onprogress?.(p);
    },
  });
  return { url, result };
}

/** A raw HTTP/1.1 request (any Host/Origin header allowed, or none), resolving `{ status, headers, body }`. */
export function raw(port, { method = 'GET', path = '/', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const all = { host: `127.0.0.1:${port}`, ...headers };
    // `host: null` sends no Host header at all.
    if (all.host === null) delete all.host;
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: all, setHost: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Posts JSON the way the page does. */
export function postJson(url, body, headers = {}) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** Posts an answer for the session behind a page URL. */
export function answerAt(pageUrl, answers, extra = {}) {
  const { origin, pathname } = new URL(pageUrl);
  const id = pathname.split('/').pop();
  return postJson(`${origin}/api/sessions/${id}/answer`, { status: 'answered', answers, ...extra });
}

export function cancelAt(pageUrl) {
  const { origin, pathname } = new URL(pageUrl);
  return postJson(`${origin}/api/sessions/${pathname.split('/').pop()}/cancel`, {});
}

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves with `predicate()`'s first truthy value (it may return a promise: a store read),
 * checked now and on every `change` event of `store` (a question opened, settled, moved or
 * deleted), one check at a time: waits for the event itself, however long a loaded machine
 * takes to get there. The test's own timeout ends a wait that never ends.
 */
export function storeChange(store, predicate) {
  return new Promise((resolve) => {
    let running = false;
    let again = false;
    let done = false;
    const check = async () => {
      if (done) return;
      if (running) return void (again = true);
      running = true;
      do {
        again = false;
        const value = await predicate();
        if (value && !done) {
          done = true;
          store.removeEventListener('change', check);
          resolve(value);
        }
      } while (again && !done);
      running = false;
    };
    store.addEventListener('change', check);
    void check();
  });
}

/**
 * Polls a hand-off (`provide_choice({ session_id })`) with a progress token: `waiting`
 * resolves once the server reports that the poll waits for the user (so an answer sent
 * after it arrives while the poll waits), `result` with the tool result.
 */
export function pollWithProgress(client, sessionId) {
  let resolveWaiting;
  const waiting = new Promise((resolve) => (resolveWaiting = resolve));
  const result = client.callTool({ name: 'provide_choice', arguments: { session_id: sessionId } }, undefined, {
    onprogress: (p) => resolveWaiting(p.message),
  });
  return { waiting, result };
}

let axeSource;

/**
 * axe-core's violations on the answer page, injected by evaluation (the page's CSP allows no
 * inline script tag). label-content-name-mismatch is off: <choice-prompt>'s option buttons
 * take their name from the label alone while the description sits inside the button
 * (reported to the element's owners; it is not something this page controls).
 */
export async function accessibilityViolations(page) {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    globalThis.axe.run(document, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: false } } }),
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Opens the page event stream of `key` with raw HTTP and collects what arrives: `text` (every
 * byte as a string), `bytes`, and `events` ({ event, data } parsed). `until(predicate)`
 * resolves once `predicate(stream)` holds, checked on every chunk (the test's own timeout
 * ends a wait that never ends). `status` is the response status; `close()` ends it.
 */
export function eventStream(port, key) {
  return new Promise((resolve, reject) => {
    const stream = { status: 0, text: '', bytes: 0, events: [], waiters: new Set() };
    let buffer = '';
    const req = httpRequest({ host: '127.0.0.1', port, path: `/api/events?key=${encodeURIComponent(key)}`, headers: { host: `127.0.0.1:${port}` } }, (res) => {
      stream.status = res.statusCode;
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        stream.text += chunk;
        stream.bytes += Buffer.byteLength(chunk);
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data !== undefined) stream.events.push({ event, data: JSON.parse(data) });
        }
        for (const check of stream.waiters) check();
      });
      res.on('error', () => {});
      resolve(stream);
    });
    stream.until = (predicate) =>
      new Promise((done) => {
        const check = () => {
          if (!predicate(stream)) return;
          stream.waiters.delete(check);
          done(stream);
        };
        stream.waiters.add(check);
        check();
      });
    stream.close = () => req.destroy();
    req.on('error', reject);
    req.end();
  });
}

/** The ids a stream has listed (in `sessions` or `added` events) and not removed since. */
export function listedIds(stream) {
  const ids = new Set();
  for (const { event, data } of stream.events) {
    if (event === 'sessions') {
      ids.clear();
      for (const s of data.sessions) ids.add(s.id);
    } else if (event === 'added' || event === 'updated') ids.add(data.id);
    else if (event === 'removed') ids.delete(data.id);
  }
  return ids;
}

/** Runs `jobs` (functions returning promises) at most `limit` at a time; resolves their settled outcomes in order. */
export async function inBatches(jobs, limit) {
  const outcomes = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      outcomes[i] = await jobs[i]().then((value) => ({ ok: true, value }), (error) => ({ ok: false, error }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return outcomes;
}

/**
 * What one test file starts over HTTP, all closed after its tests: `server(options)` starts an
 * `mcp --http` server that never opens a browser, `keep(closable)` closes a client or a
 * stream too, and `connect(endpoint, name)` is a kept `connectHttpClient`.
 */
export function httpTestBed() {
  const servers = [];
  const kept = [];
  after(async () => {
    await Promise.all(kept.map((c) => c.close()));
    await Promise.all(servers.map((s) => s.close()));
  });
  const keep = (closable) => (kept.push(closable), closable);
  return {
    keep,
    async server(options = {}) {
      const store = options.store ?? (await testStore());
      const s = await startHttpMcp({ open: false, log: () => {}, ...options, ...(store && { store }) });
      servers.push(s);
      return s;
    },
    connect: async (endpoint, name) => keep(await connectHttpClient(endpoint, { name })),
  };
}

const REVISION = '2026-07-28';
let rpcId = 1;
/** A raw MCP 2026-07-28 request (`{ status, headers, json }`): the `_meta` envelope and the standard headers, as a client sends them. */
export async function modernRpc(endpoint, method, params = {}, { name = 'raw-modern', capabilities = { elicitation: { form: {} } } } = {}) {
  const meta = {
    'io.modelcontextprotocol/protocolVersion': REVISION,
    'io.modelcontextprotocol/clientInfo': { name, version: '1' },
    'io.modelcontextprotocol/clientCapabilities': capabilities,
  };
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': REVISION,
      'mcp-method': method,
      ...(params.name !== undefined && { 'mcp-name': params.name }),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: rpcId++, method, params: { ...params, _meta: meta } }),
  });
  const text = await res.text();
  const json = text.startsWith('{') ? JSON.parse(text) : JSON.parse(/^data: (.+)$/m.exec(text)[1]);
  return { status: res.status, headers: res.headers, json };
}
