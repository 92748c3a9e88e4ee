// How a request becomes an MCP form (and back), and when it does not fit one; plus when the
// server may open a browser and how it avoids piling up tabs.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { parseRequest } from 'choice-prompts/protocol.js';
import 'choice-prompts/dialects.js';
import { toElicitationForm } from '../../dist/server/elicitation.js';
import { displayAvailable } from '../../dist/server/browser.js';
import { ChoiceHub } from '../../dist/server/hub.js';
import { singleArgs, multiArgs } from './fixtures.mjs';

const requestOf = (args) => {
  const parsed = parseRequest('provide_choice', args);
  assert.equal(parsed.ok, true, JSON.stringify(parsed.errors));
  return parsed.request;
};

describe('toElicitationForm', { timeout: 10_000 }, () => {
  test('single choice: titled enum on 2025-11-25, enum + enumNames before it', () => {
    const request = requestOf({ ...singleArgs, default_selection_ids: ['agentic'] });
    const modern = toElicitationForm(request, '2025-11-25');
    assert.deepEqual(modern.params.requestedSchema.properties.q0.oneOf, [
      { const: 'rss', title: 'Use RSS feed (recommended)' },
      { const: 'agentic', title: 'Use agentic extraction' },
    ]);
    assert.equal(modern.params.requestedSchema.properties.q0.default, 'agentic');
    const legacy = toElicitationForm(request, '2025-06-18');
    assert.deepEqual(legacy.params.requestedSchema.properties.q0.enum, ['rss', 'agentic']);
    assert.deepEqual(legacy.params.requestedSchema.properties.q0.enumNames, ['Use RSS feed (recommended)', 'Use agentic extraction']);
  });

  test('multi-select needs 2025-11-25; before it the request does not fit a form', () => {
    const request = requestOf(multiArgs);
    assert.equal(toElicitationForm(request, '2025-11-25').ok, true);
    const legacy = toElicitationForm(request, '2025-06-18');
    assert.equal(legacy.ok, false);
    assert.match(legacy.reason, /2025-11-25/);
  });

  test('hybrid adds an optional text field; typed text alone answers', () => {
    const request = requestOf({ ...singleArgs, selection_mode: 'hybrid', placeholder: 'Or paste a URL' });
    const form = toElicitationForm(request, '2025-11-25');
    const { properties, required } = form.params.requestedSchema;
    assert.equal(properties.q0_other.type, 'string');
    assert.equal(properties.q0_other.description, 'Or paste a URL');
    assert.equal(required, undefined, 'neither field is required on its own');
    assert.deepEqual(form.decode({ action: 'accept', content: { q0_other: 'https://x.example/feed' } }), {
      status: 'answered',
      answers: { q0: { selected: [], other: 'https://x.example/feed' } },
    });
  });

  test('text_input becomes one required string field', () => {
    const request = requestOf({ title: 'Name', prompt: 'What should the project be called?', selection_mode: 'text_input' });
    const form = toElicitationForm(request, '2025-11-25');
    assert.equal(form.params.requestedSchema.properties.q0.type, 'string');
    assert.deepEqual(form.params.requestedSchema.required, ['q0']);
    assert.deepEqual(form.decode({ action: 'accept', content: { q0: 'Lantern' } }).answers, { q0: { selected: [], other: 'Lantern' } });
  });

  test('a global annotation is an optional note field; per-option notes do not fit', () => {
    const global = toElicitationForm(requestOf({ ...singleArgs, allow_global_annotation: true, single_submit_mode: false }), '2025-11-25');
    assert.equal(global.params.requestedSchema.properties.annotation.type, 'string');
    assert.deepEqual(global.decode({ action: 'accept', content: { q0: 'rss', annotation: 'thanks' } }), {
      status: 'answered',
      answers: { q0: { selected: ['rss'] } },
      annotation: 'thanks',
    });
    const perOption = toElicitationForm(requestOf({ ...singleArgs, allow_option_notes: true, single_submit_mode: false }), '2025-11-25');
    assert.equal(perOption.ok, false);
  });

  test('decline and cancel stay apart (declined, cancelled); content is read from own properties only', () => {
    const form = toElicitationForm(requestOf(singleArgs), '2025-11-25');
    assert.deepEqual(form.decode({ action: 'decline' }), { status: 'declined', answers: {} });
    assert.deepEqual(form.decode({ action: 'cancel' }), { status: 'cancelled', answers: {} });
    const sneaky = Object.create({ q0: 'rss' });
    assert.deepEqual(form.decode({ action: 'accept', content: sneaky }).answers, { q0: { selected: [] } });
  });
});

describe('displayAvailable', { timeout: 10_000 }, () => {
  test('never in CI or over SSH; on Linux only with a display', () => {
    assert.equal(displayAvailable({ CI: 'true', DISPLAY: ':0' }, 'linux').ok, false);
    assert.equal(displayAvailable({ SSH_CONNECTION: '1 2 3 4' }, 'darwin').ok, false);
    assert.equal(displayAvailable({ SSH_TTY: '/dev/pts/1', DISPLAY: 'localhost:10' }, 'linux').ok, false);
    assert.equal(displayAvailable({}, 'linux').ok, false);
    assert.equal(displayAvailable({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux').ok, true);
    assert.equal(displayAvailable({}, 'darwin').ok, true);
    assert.equal(displayAvailable({}, 'win32').ok, true);
    assert.equal(displayAvailable({ BROWSER: 'none' }, 'darwin').ok, false);
  });
});

describe('ChoiceHub.present', { timeout: 10_000 }, () => {
  test('opens one tab per page scope, not one per question, and never with --no-open', async () => {
    const opened = [];
    const hub = new ChoiceHub({ env: { DISPLAY: ':0' }, openBrowser: async (url) => (opened.push(url), true), log: () => {} });
    const [mine, theirs] = [await hub.store.openScope(), await hub.store.openScope()];
    assert.deepEqual(await hub.present('http://127.0.0.1:1/s/a', mine), { kind: 'opened' });
    assert.deepEqual(await hub.present('http://127.0.0.1:1/s/b', mine), { kind: 'opening' }, 'the first tab may still be connecting');
    assert.deepEqual(await hub.present('http://127.0.0.1:1/s/c', theirs), { kind: 'opened' }, 'another client\'s tab never shows this one');
    assert.deepEqual(opened, ['http://127.0.0.1:1/s/a', 'http://127.0.0.1:1/s/c']);
    const off = new ChoiceHub({ open: false, env: { DISPLAY: ':0' }, openBrowser: async () => assert.fail('must not open') });
    assert.equal((await off.present('http://127.0.0.1:1/s/c', await off.store.openScope())).kind, 'not-opened');
    await hub.close();
    await off.close();
  });
});
