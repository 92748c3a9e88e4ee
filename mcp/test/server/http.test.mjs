// The local page server's defences: loopback Host only (DNS rebinding), same-origin
// state changes only, no CORS, size limits, a strict CSP on the page, and the event stream
// that only a session holder can open.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { connectClient, raw, singleArgs, testHub } from './fixtures.mjs';
import { MAX_BODY_BYTES } from '../../dist/server/config.js';

let hub;
let port;
let session;
before(async () => {
  hub = testHub();
  const client = await connectClient(hub);
  const result = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, handoff: true } });
  session = result.structuredContent.session_id;
  port = hub.pages.port;
}, { timeout: 10_000 });
after(() => hub.close());

const answerBody = JSON.stringify({ status: 'answered', answers: { q0: { selected: ['rss'] } } });
const answerPath = () => `/api/sessions/${session}/answer`;

describe('Host header (DNS rebinding)', { timeout: 10_000 }, () => {
  test('binds 127.0.0.1 on a free port', () => {
    assert.ok(port > 0);
    assert.equal(hub.pages.origin, `http://127.0.0.1:${port}`);
  });

  for (const host of ['evil.example', `evil.example:${port}`, '127.0.0.1', `127.0.0.1:${port + 1}`, `0.0.0.0:${port}`, null]) {
    test(`refuses Host ${JSON.stringify(host)}`, async () => {
      // Without any Host, Node's HTTP parser already answers 400 before our check runs.
      const refused = host === null ? [400, 403] : [403];
      const res = await raw(port, { path: `/s/${session}`, headers: { host } });
      assert.ok(refused.includes(res.status), String(res.status));
      const api = await raw(port, { path: `/api/sessions/${session}`, headers: { host } });
      assert.ok(refused.includes(api.status), String(api.status));
      assert.doesNotMatch(api.body, /pageKey|rss/);
    });
  }

  test('accepts 127.0.0.1:PORT and localhost:PORT', async () => {
    assert.equal((await raw(port, { path: `/s/${session}` })).status, 200);
    assert.equal((await raw(port, { path: `/s/${session}`, headers: { host: `localhost:${port}` } })).status, 200);
  });
});

describe('Origin and CORS', { timeout: 10_000 }, () => {
  test('a cross-site POST is refused and the session keeps waiting', async () => {
    for (const origin of ['https://evil.example', `http://localhost:${port + 1}`, 'null']) {
      const res = await raw(port, {
        method: 'POST',
        path: answerPath(),
        headers: { origin, 'content-type': 'application/json' },
        body: answerBody,
      });
      assert.equal(res.status, 403, origin);
    }
    assert.equal((await hub.store.get(session)).response, undefined);
  });

  test('a form-encoded POST (what a cross-site form can send without preflight) is refused', async () => {
    const res = await raw(port, {
      method: 'POST',
      path: answerPath(),
      headers: { 'content-type': 'text/plain' },
      body: answerBody,
    });
    assert.equal(res.status, 415);
    const site = await raw(port, {
      method: 'POST',
      path: answerPath(),
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: answerBody,
    });
    assert.equal(site.status, 403);
  });

  test('preflights are not answered and no response carries CORS headers', async () => {
    const pre = await raw(port, {
      method: 'OPTIONS',
      path: answerPath(),
      headers: { origin: `http://127.0.0.1:${port}`, 'access-control-request-method': 'POST' },
    });
    assert.equal(pre.status, 405);
    for (const res of [pre, await raw(port, { path: `/api/sessions/${session}` })]) {
      assert.ok(!Object.keys(res.headers).some((h) => h.startsWith('access-control-')));
    }
  });

  test('reading a session from another origin is refused', async () => {
    const res = await raw(port, { path: `/api/sessions/${session}`, headers: { origin: 'https://evil.example' } });
    assert.equal(res.status, 403);
  });
});

describe('request size', { timeout: 10_000 }, () => {
  test('a body over the limit is refused with 413 by its declared length', async () => {
    const res = await raw(port, {
      method: 'POST',
      path: answerPath(),
      headers: { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) },
      body: '{}',
    });
    assert.equal(res.status, 413);
  });

  test('a chunked body over the limit is refused with 413 while streaming', async () => {
    const res = await raw(port, {
      method: 'POST',
      path: answerPath(),
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: `{"pad":"${'x'.repeat(MAX_BODY_BYTES)}"}`,
    });
    assert.equal(res.status, 413);
    assert.equal((await hub.store.get(session)).response, undefined);
  });

  test('malformed JSON is a 400', async () => {
    const res = await raw(port, { method: 'POST', path: answerPath(), headers: { 'content-type': 'application/json' }, body: '{' });
    assert.equal(res.status, 400);
  });
});

describe('the page', { timeout: 10_000 }, () => {
  test('is served with a strict CSP, no inline script, and privacy headers', async () => {
    const res = await raw(port, { path: `/s/${session}` });
    const csp = res.headers['content-security-policy'];
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.doesNotMatch(res.body, /<script(?![^>]*\bsrc=)[^>]*>/, 'every script has a src');
    assert.doesNotMatch(res.body, /\sstyle=|<style/);
    assert.match(res.body, /<html lang="en">/);
  });

  test('serves its script and stylesheet, and 404s anything else', async () => {
    const js = await raw(port, { path: '/assets/page.js' });
    assert.equal(js.status, 200);
    assert.match(js.headers['content-type'], /text\/javascript/);
    assert.equal((await raw(port, { path: '/assets/page.css' })).status, 200);
    assert.equal((await raw(port, { path: '/assets/../package.json' })).status, 404);
    assert.equal((await raw(port, { path: '/mcp', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status, 404);
  });
});

describe('the event stream', { timeout: 10_000 }, () => {
  test('needs the page key, which only a session read hands out', async () => {
    assert.equal((await raw(port, { path: '/api/events' })).status, 403);
    assert.equal((await raw(port, { path: '/api/events?key=pk-guess' })).status, 403);
    const { pageKey } = await (await fetch(`http://127.0.0.1:${port}/api/sessions/${session}`)).json();
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/events?key=${pageKey}`, { signal: controller.signal });
    assert.equal(res.status, 200);
    const reader = res.body.getReader();
    const { value } = await reader.read();
    const text = new TextDecoder().decode(value);
    assert.match(text, /event: sessions/);
    assert.ok(text.includes(session));
    assert.equal(hub.pages.attachedPages((await hub.store.get(session)).scope), 1);
    controller.abort();
  });
});
