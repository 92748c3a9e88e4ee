// provide_choice end to end through an in-memory MCP client: with form elicitation (an
// answer, a decline, a dismissal, an answer the question refuses), with URL-mode
// elicitation, without either (browser page, answered over the page's HTTP API), and with a
// client that declines forms automatically; plus validation before any interaction and the
// abort signal.
//
// The server tells a person declining a form from a client declining it unseen by the time
// the answer took (`autoDeclineMs`, 150 ms in these hubs), for that one call. A person here
// takes longer than that by construction (the handler waits first); a client declining
// unseen answers at once, and its test raises the limit, since a loaded machine may take
// 150 ms for the round trip.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { provideChoice } from 'choice-prompts/dialects.js';
import { answerAt, callWithUrl, connectClient, delay, singleArgs, multiArgs, storeChange, testHub, TEST_TIMEOUT_MS } from './fixtures.mjs';

const hubs = [];
function hub(options) {
  const h = testHub(options);
  hubs.push(h);
  return h;
}
after(() => Promise.all(hubs.map((h) => h.close())));

describe('tools/list', () => {
  test('publishes provide_choice with the protocol input schema and an output schema', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub());
    const { tools } = await client.listTools();
    assert.equal(tools.length, 1);
    const [tool] = tools;
    assert.equal(tool.name, 'provide_choice');
    assert.deepEqual(tool.inputSchema.required, ['title', 'prompt', 'selection_mode']);
    assert.ok(tool.inputSchema.properties.transport && tool.inputSchema.properties.session_id);
    assert.deepEqual(tool.outputSchema.required, ['action_status', 'selection']);
    assert.match(tool.description, /session_id/);
    // What the dialect's descriptor states, the schema the parser's rules give; the server adds its hand-off note to the words.
    const own = await provideChoice.tool();
    assert.deepEqual(tool.inputSchema, own.inputSchema);
    assert.ok(tool.description.startsWith(own.description));
  });
});

describe('with form elicitation', () => {
  test('asks through the client form, with descriptions and the recommendation in the message', { timeout: TEST_TIMEOUT_MS }, async () => {
    const seen = [];
    const client = await connectClient(hub(), {
      elicit: async (request) => {
        seen.push(request.params);
        await delay(300); // a person reading the form
        return { action: 'accept', content: { q0: 'agentic' } };
      },
    });
    const result = await client.callTool({ name: 'provide_choice', arguments: singleArgs });
    assert.equal(seen.length, 1);
    const { message, requestedSchema } = seen[0];
    assert.match(message, /How would you like to add this source\?/);
    assert.match(message, /Use RSS feed \(recommended\): Fast and reliable/);
    assert.match(message, /Use agentic extraction: Works on any page/);
    assert.deepEqual(requestedSchema.properties.q0.oneOf.map((o) => o.const), ['rss', 'agentic']);
    assert.deepEqual(requestedSchema.required, ['q0']);
    assert.equal(result.isError, undefined);
    assert.equal(result.structuredContent.action_status, 'selected');
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['agentic']);
    assert.equal(result.content.length, 1);
    assert.match(result.content[0].text, /^selected: .*Use agentic extraction.*selected_ids=\["agentic"\]$/);
    assert.doesNotMatch(result.content[0].text, /\n/);
  });

  test('multi-select maps to an array field with min/max and defaults', { timeout: TEST_TIMEOUT_MS }, async () => {
    let schema;
    const client = await connectClient(hub(), {
      elicit: async (request) => {
        schema = request.params.requestedSchema;
        await delay(300);
        return { action: 'accept', content: { q0: ['tests', 'lint'] } };
      },
    });
    const result = await client.callTool({ name: 'provide_choice', arguments: multiArgs });
    assert.equal(schema.properties.q0.type, 'array');
    assert.equal(schema.properties.q0.minItems, 1);
    assert.equal(schema.properties.q0.maxItems, 2);
    assert.deepEqual(schema.properties.q0.default, ['lint']);
    // Option order, not click order.
    assert.deepEqual(result.structuredContent.selection.selected_ids, ['lint', 'tests']);
  });

  test('a person declining the form is "cancelled" with reason "declined"', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub(), {
      elicit: async () => {
        await delay(400);
        return { action: 'decline' };
      },
    });
    const result = await client.callTool({ name: 'provide_choice', arguments: singleArgs });
    assert.equal(result.structuredContent.action_status, 'cancelled');
    assert.equal(result.structuredContent.selection.reason, 'declined');
    assert.deepEqual(result.structuredContent.selection.selected_ids, []);
    assert.equal(result.content[0].text, 'cancelled: The user declined to answer.');
  });

  test('a person dismissing the form is "cancelled" with reason "dismissed"', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub(), {
      elicit: async () => {
        await delay(400);
        return { action: 'cancel' };
      },
    });
    const result = await client.callTool({ name: 'provide_choice', arguments: singleArgs });
    assert.equal(result.structuredContent.action_status, 'cancelled');
    assert.equal(result.structuredContent.selection.reason, 'dismissed');
    assert.equal(result.content[0].text, 'cancelled: The user dismissed the question without answering.');
  });

  test('auto: a form answer the question refuses returns at once, saying what was wrong and that the page asks again', { timeout: TEST_TIMEOUT_MS }, async () => {
    const h = hub();
    const client = await connectClient(h, {
      elicit: async () => {
        await delay(300);
        return { action: 'accept', content: { q0: 'not-an-option' } };
      },
    });
    const result = await client.callTool({ name: 'provide_choice', arguments: singleArgs });
    assert.equal(result.isError, undefined);
    const pending = result.structuredContent;
    assert.equal(pending.action_status, 'pending_browser_launch');
    assert.match(pending.selection.summary, /^The form answer was not acceptable: The answer to question "q0" selects "not-an-option", which is not one of its option ids\. The question is asked again on the browser page\. /);
    assert.doesNotMatch(pending.selection.summary, /\.\./);
    assert.equal((await answerAt(pending.selection.url, { q0: { selected: ['rss'] } })).status, 200);
    const collected = await client.callTool({ name: 'provide_choice', arguments: { session_id: pending.session_id } });
    assert.deepEqual(collected.structuredContent.selection.selected_ids, ['rss']);
  });

  test('transport "elicitation": a refused form answer is an error, one sentence per thought', { timeout: TEST_TIMEOUT_MS }, async () => {
    const h = hub();
    const client = await connectClient(h, {
      elicit: async () => {
        await delay(300);
        return { action: 'accept', content: { q0: 'not-an-option' } };
      },
    });
    const result = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, transport: 'elicitation' } });
    assert.equal(result.isError, true);
    assert.equal(
      result.content[0].text,
      'The question could not be asked through elicitation. The form answer was not acceptable: The answer to question "q0" selects "not-an-option", which is not one of its option ids. Nothing was answered. Call again with "transport": "browser".',
    );
    assert.deepEqual(await h.store.listed(), [], 'nothing is left waiting');
  });

  test('per-option notes do not fit a form, so auto goes to the browser', { timeout: TEST_TIMEOUT_MS }, async () => {
    let asked = 0;
    const client = await connectClient(hub(), {
      elicit: async () => {
        asked++;
        return { action: 'cancel' };
      },
    });
    const { url, result } = callWithUrl(client, { ...singleArgs, allow_option_notes: true, single_submit_mode: false });
    const res = await answerAt(await url, { q0: { selected: ['rss'], optionNotes: { rss: 'the feed is at /rss.xml' } } });
    assert.equal(res.status, 200);
    const done = await result;
    assert.equal(asked, 0);
    assert.deepEqual(done.structuredContent.selection.option_annotations, { rss: 'the feed is at /rss.xml' });
  });

  test('a client policy can turn elicitation off for one client', { timeout: TEST_TIMEOUT_MS }, async () => {
    let asked = 0;
    const h = hub({ policies: { 'picky-editor': { elicitation: false } } });
    const client = await connectClient(h, {
      name: 'Picky-Editor',
      elicit: async () => {
        asked++;
        return { action: 'accept', content: { q0: 'rss' } };
      },
    });
    const { url, result } = callWithUrl(client, singleArgs);
    await answerAt(await url, { q0: { selected: ['agentic'] } });
    assert.equal((await result).structuredContent.selection.selected_ids[0], 'agentic');
    assert.equal(asked, 0);
  });
});

describe('with a client that declines forms automatically', () => {
  test('each such call moves to the browser page; the next call offers a form again', { timeout: TEST_TIMEOUT_MS }, async () => {
    let asked = 0;
    // The handler declines at once; however slow the machine, that is well under 10 s.
    const client = await connectClient(hub({ timings: { autoDeclineMs: 10_000 } }), {
      elicit: async () => {
        asked++;
        return { action: 'decline' };
      },
    });
    const first = callWithUrl(client, singleArgs);
    await answerAt(await first.url, { q0: { selected: ['rss'] } });
    assert.equal((await first.result).structuredContent.action_status, 'selected');
    assert.equal(asked, 1);

    const second = callWithUrl(client, singleArgs);
    await answerAt(await second.url, { q0: { selected: ['agentic'] } });
    assert.deepEqual((await second.result).structuredContent.selection.selected_ids, ['agentic']);
    assert.equal(asked, 2, 'the guess held for one call only: the second call offered a form too');
  });

  test('says why the question moved, in the progress messages', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub({ timings: { autoDeclineMs: 10_000 } }), { elicit: async () => ({ action: 'decline' }) });
    const messages = [];
    const { url, result } = callWithUrl(client, singleArgs, { onprogress: (p) => messages.push(p.message) });
    await answerAt(await url, { q0: { selected: ['rss'] } });
    await result;
    assert.match(messages[0], /^Waiting for the user\. The client declined the form within 10000 ms, before anyone could have read it\. The question moved to the browser page\./);
  });
});

describe('with URL-mode elicitation', () => {
  test('the client opens the page with consent; the answer comes back and the elicitation is completed', { timeout: TEST_TIMEOUT_MS }, async () => {
    const offered = [];
    let completed;
    const heardComplete = new Promise((resolve) => (completed = resolve));
    const h = hub();
    const client = await connectClient(h, {
      openUrl: async (request) => {
        offered.push(request.params);
        return { action: 'accept' };
      },
      onComplete: completed,
    });
    const { url, result } = callWithUrl(client, singleArgs);
    const pageUrl = await url;
    assert.equal(offered.length, 1);
    assert.equal(offered[0].mode, 'url');
    assert.equal(offered[0].url, pageUrl);
    assert.match(offered[0].message, /^Add a source\nHow would you like to add this source\?\nOpen the page to answer\.$/);
    assert.equal((await answerAt(pageUrl, { q0: { selected: ['agentic'] } })).status, 200);
    const done = await result;
    assert.deepEqual(done.structuredContent.selection.selected_ids, ['agentic']);
    assert.deepEqual(await heardComplete, { elicitationId: offered[0].elicitationId });
  });

  test('declining to open the page is the answer: "cancelled" with reason "declined", nothing left waiting', { timeout: TEST_TIMEOUT_MS }, async () => {
    const h = hub();
    const client = await connectClient(h, { openUrl: async () => ({ action: 'decline' }) });
    const result = await client.callTool({ name: 'provide_choice', arguments: singleArgs });
    assert.equal(result.structuredContent.action_status, 'cancelled');
    assert.equal(result.structuredContent.selection.reason, 'declined');
    assert.deepEqual(await h.store.listed(), []);
  });

  test('a hand-off through URL mode returns pending at once and completes the elicitation when the page is answered', { timeout: TEST_TIMEOUT_MS }, async () => {
    let completed;
    const heardComplete = new Promise((resolve) => (completed = resolve));
    const client = await connectClient(hub(), { openUrl: async () => ({ action: 'accept' }), onComplete: completed });
    const { structuredContent: pending } = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, handoff: true } });
    assert.equal(pending.action_status, 'pending_browser_launch');
    assert.match(pending.selection.summary, /^The MCP client opened http:\/\/127\.0\.0\.1:\d+\/s\/cp-[0-9a-f]{64} for the user\./);
    await answerAt(pending.selection.url, { q0: { selected: ['rss'] } });
    assert.deepEqual(await heardComplete, { elicitationId: pending.session_id });
    const collected = await client.callTool({ name: 'provide_choice', arguments: { session_id: pending.session_id } });
    assert.deepEqual(collected.structuredContent.selection.selected_ids, ['rss']);
  });

  test('a client that fails to open the page gets the server\'s own hand-off', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub(), {
      openUrl: async () => {
        throw new Error('no browser here');
      },
    });
    const { url, result } = callWithUrl(client, singleArgs);
    await answerAt(await url, { q0: { selected: ['rss'] } });
    assert.deepEqual((await result).structuredContent.selection.selected_ids, ['rss']);
  });

  test('a client policy that turns elicitation off also keeps URL mode off', { timeout: TEST_TIMEOUT_MS }, async () => {
    let offered = 0;
    const client = await connectClient(hub({ policies: { 'no-forms': { elicitation: false } } }), {
      name: 'no-forms',
      openUrl: async () => {
        offered++;
        return { action: 'accept' };
      },
    });
    const { url, result } = callWithUrl(client, singleArgs);
    await answerAt(await url, { q0: { selected: ['rss'] } });
    await result;
    assert.equal(offered, 0);
  });
});

describe('without elicitation', () => {
  test('blocks on the browser page, reports the URL in progress, and returns the answer', { timeout: TEST_TIMEOUT_MS }, async () => {
    const progress = [];
    let heartbeat;
    const heard = new Promise((resolve) => (heartbeat = resolve));
    const client = await connectClient(hub());
    const { url, result } = callWithUrl(client, multiArgs, {
      onprogress: (p) => {
        progress.push(p);
        if (progress.length === 2) heartbeat();
      },
    });
    const pageUrl = await url;
    await heard; // the first heartbeat (progressIntervalMs), before the answer ends the wait
    const res = await answerAt(pageUrl, { q0: { selected: ['tests', 'types'] } });
    assert.equal(res.status, 200);
    const done = await result;
    assert.deepEqual(done.structuredContent.selection.selected_ids, ['types', 'tests']);
    assert.ok(progress.length >= 2, 'a first message and at least one heartbeat');
    assert.ok(progress.every((p, i) => i === 0 || p.progress > progress[i - 1].progress), 'progress increases');
    assert.ok(progress.every((p) => p.message.includes(pageUrl)), 'every message carries the URL');
  });

  test('an answer the question refuses is rejected and the question keeps waiting', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub());
    const { url, result } = callWithUrl(client, multiArgs);
    const pageUrl = await url;
    const tooMany = await answerAt(pageUrl, { q0: { selected: ['lint', 'types', 'tests'] } });
    assert.equal(tooMany.status, 400);
    const unknown = await answerAt(pageUrl, { q0: { selected: ['nope'] } });
    assert.equal(unknown.status, 400);
    assert.equal((await answerAt(pageUrl, { q0: { selected: ['types'] } })).status, 200);
    assert.deepEqual((await result).structuredContent.selection.selected_ids, ['types']);
  });

  test('aborting the MCP request cancels the question', { timeout: TEST_TIMEOUT_MS }, async () => {
    const h = hub();
    const client = await connectClient(h);
    const controller = new AbortController();
    const { url, result } = callWithUrl(client, singleArgs, { signal: controller.signal });
    const pageUrl = await url;
    const [entry] = await h.store.listed();
    controller.abort();
    await assert.rejects(result);
    const response = (await h.store.wait(entry.id, Infinity)).response;
    assert.equal(response.status, 'cancelled');
    assert.equal((await answerAt(pageUrl, { q0: { selected: ['rss'] } })).status, 409);
  });
});

describe('validation before interaction', () => {
  test('invalid arguments are refused with paths, and nothing is asked', { timeout: TEST_TIMEOUT_MS }, async () => {
    let asked = 0;
    const h = hub();
    const client = await connectClient(h, {
      elicit: async () => {
        asked++;
        return { action: 'cancel' };
      },
    });
    const bad = {
      ...multiArgs,
      min_selections: 3,
      max_selections: 2,
      default_selection_ids: ['nope'],
    };
    const result = await client.callTool({ name: 'provide_choice', arguments: bad });
    assert.equal(result.isError, true);
    assert.match(result.content[0].text, /\$\.min_selections/);
    assert.match(result.content[0].text, /\$\.default_selection_ids\[0\]/);
    assert.equal(asked, 0);
    assert.equal((await h.store.listed()).length, 0);
    assert.equal(h.pages.port, 0, 'the page server was not even started');
  });

  test('explicit elicitation on a client without it is an error, not a silent fallback', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub());
    const result = await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, transport: 'elicitation' } });
    assert.equal(result.isError, true);
    assert.match(result.content[0].text, /does not support form elicitation/);
  });

  test('an unknown tool name is a protocol error', { timeout: TEST_TIMEOUT_MS }, async () => {
    const client = await connectClient(hub());
    await assert.rejects(client.callTool({ name: 'nope', arguments: {} }), /There is no tool "nope"\. This server has only "provide_choice"\./);
  });
});

describe('protocol revisions', () => {
  test('a 2025-06-18 client gets enum/enumNames forms, and multi-select goes to the browser', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { InMemoryTransport } = await import('@modelcontextprotocol/sdk/inMemory.js');
    const { connectMcp } = await import('../../dist/server/mcp.js');
    const h = hub();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await connectMcp(h, serverSide);
    const waiting = new Map();
    const requests = [];
    let formShown;
    const form = new Promise((resolve) => (formShown = resolve));
    clientSide.onmessage = (message) => {
      if ('method' in message) requests.push(message);
      else waiting.get(message.id)?.(message);
      if (message.method === 'elicitation/create') formShown(message);
    };
    await clientSide.start();
    const send = (id, method, params) =>
      new Promise((resolve) => {
        waiting.set(id, resolve);
        void clientSide.send({ jsonrpc: '2.0', id, method, params });
      });
    await send(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: { elicitation: {} }, clientInfo: { name: 'old', version: '1' } });
    await clientSide.send({ jsonrpc: '2.0', method: 'notifications/initialized' });

    const single = send(2, 'tools/call', { name: 'provide_choice', arguments: singleArgs });
    const elicit = await form;
    assert.deepEqual(elicit.params.requestedSchema.properties.q0.enum, ['rss', 'agentic']);
    assert.deepEqual(elicit.params.requestedSchema.properties.q0.enumNames, ['Use RSS feed (recommended)', 'Use agentic extraction']);
    assert.equal(elicit.params.requestedSchema.properties.q0.oneOf, undefined);
    await clientSide.send({ jsonrpc: '2.0', id: elicit.id, result: { action: 'accept', content: { q0: 'rss' } } });
    assert.deepEqual((await single).result.structuredContent.selection.selected_ids, ['rss']);

    const multi = send(3, 'tools/call', { name: 'provide_choice', arguments: multiArgs, _meta: { progressToken: 'p3' } });
    const [entry] = await storeChange(h.store, async () => ((await h.store.listed()).length > 0 ? h.store.listed() : undefined));
    assert.equal(entry.channel, 'browser');
    assert.equal(requests.filter((r) => r.method === 'elicitation/create').length, 1, 'no second form');
    await h.cancel((await h.store.listed())[0].id);
    assert.equal((await multi).result.structuredContent.action_status, 'cancelled');
  });
});
