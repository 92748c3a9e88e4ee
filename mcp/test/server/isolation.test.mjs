// Isolation between MCP clients of one `mcp --http` server, with the real MCP SDK client and
// raw HTTP on 127.0.0.1: nothing a client obtains for its own questions (their ids, the page
// key, its event stream) lists or answers another client's; several clients share one page
// only when each gives the same page group secret.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  MCP_HEADERS,
  TEST_TIMEOUT_MS,
  URL_PATTERN,
  answerAt,
  callWithUrl,
  connectHttpClient,
  eventStream,
  httpTestBed,
  initializeBody,
  listedIds,
  raw,
  singleArgs,
} from './fixtures.mjs';

const { server, connect, keep } = httpTestBed();
const open = async (port, key) => keep(await eventStream(port, key));

const ID = /cp-[0-9a-f]{64}/g;
const handOff = async (client, title) => (await client.callTool({ name: 'provide_choice', arguments: { ...singleArgs, title, handoff: true } })).structuredContent;
const readSession = async (port, id) => {
  const res = await raw(port, { path: `/api/sessions/${id}` });
  return { status: res.status, body: res.body, json: res.status === 200 ? JSON.parse(res.body) : undefined };
};
/** Resolves once `stream` lists `id` (a question of its own scope, asked after the stream opened). */
const listed = (stream, id) => stream.until((s) => listedIds(s).has(id));

describe('an intruder on the same machine', () => {
  test('reads its own question, takes the page key, opens the event stream: it never sees, reads or answers another client\'s question', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const port = s.hub.pages.port;

    // The victim: a blocking call the user is to answer on the page, and a hand-off.
    const victim = await connect(s.endpoint, 'victim');
    const blocking = callWithUrl(victim, { ...singleArgs, title: 'Victim blocking question' });
    const victimUrl = await blocking.url;
    const victimBlockingId = URL_PATTERN.exec(victimUrl)[1];
    const victimHandOff = await handOff(victim, 'Victim hand-off question');

    // The intruder does what the page does for its own question.
    const intruder = await connect(s.endpoint, 'intruder');
    const own = await handOff(intruder, 'Intruder question');
    const read = await readSession(port, own.session_id);
    assert.equal(read.status, 200);
    assert.match(read.json.pageKey, /^pk-[0-9a-f]{64}$/);
    const stream = await open(port, read.json.pageKey);
    assert.equal(stream.status, 200);

    // Questions asked after the stream opened: the victim's one, then the intruder's own.
    // Events are written in order, so once the intruder's later one arrives, the victim's
    // would have arrived before it.
    const victimLater = await handOff(victim, 'Victim later question');
    const ownLater = await handOff(intruder, 'Intruder later question');
    await listed(stream, ownLater.session_id);

    const victimIds = [victimBlockingId, victimHandOff.session_id, victimLater.session_id];
    const learned = new Set([...`${JSON.stringify(own)}${read.body}${stream.text}${JSON.stringify(ownLater)}`.matchAll(ID)].map((m) => m[0]));
    assert.deepEqual([...learned].sort(), [own.session_id, ownLater.session_id].sort(), 'the intruder learned its own question ids only');
    assert.deepEqual([...listedIds(stream)].sort(), [own.session_id, ownLater.session_id].sort());
    assert.doesNotMatch(stream.text, /Victim/, 'no text of the victim\'s questions');
    assert.ok(!stream.text.includes(victim.httpTransport.sessionId), 'nor the victim\'s MCP session id');

    // Whatever the intruder could try with what it holds fails: each id it learned is its own,
    // and ids it makes up are unknown.
    for (const id of learned) assert.ok(!victimIds.includes(id));
    for (const guess of [`cp-${'0'.repeat(64)}`, `cp-${'f'.repeat(64)}`]) {
      const answer = await raw(port, { method: 'POST', path: `/api/sessions/${guess}/answer`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'answered', answers: { q0: { selected: ['agentic'] } } }) });
      assert.equal(answer.status, 404);
      assert.equal((await readSession(port, guess)).status, 404);
    }
    // Its page key opens no stream but its own scope's, and no other key opens one at all.
    assert.equal((await raw(port, { path: `/api/events?key=pk-${'0'.repeat(64)}` })).status, 403);

    // The victim's own page lists the victim's questions only; its user answers there.
    const victimRead = await readSession(port, victimBlockingId);
    assert.notEqual(victimRead.json.pageKey, read.json.pageKey, 'each client has a page key of its own');
    const victimStream = await open(port, victimRead.json.pageKey);
    await victimStream.until((v) => v.events.length > 0);
    assert.deepEqual([...listedIds(victimStream)].sort(), [...victimIds].sort());
    assert.doesNotMatch(victimStream.text, /Intruder/);
    assert.equal((await answerAt(victimUrl, { q0: { selected: ['rss'] } })).status, 200);
    assert.deepEqual((await blocking.result).structuredContent.selection.selected_ids, ['rss'], 'the victim\'s call returns its own user\'s choice');
    await victimStream.until((v) => !listedIds(v).has(victimBlockingId));
    assert.ok(!stream.text.includes(victimBlockingId), 'the answer was not announced to the intruder either');
  });

  test('a leaked question id opens that question and its own client\'s page, and nothing of any other client', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const port = s.hub.pages.port;
    const owner = await connect(s.endpoint, 'owner');
    const bystander = await connect(s.endpoint, 'bystander');
    const leaked = await handOff(owner, 'Leaked question');
    const other = await handOff(owner, 'Same client question');
    const unrelated = await handOff(bystander, 'Bystander question');
    const { json } = await readSession(port, leaked.session_id);
    const stream = await open(port, json.pageKey);
    await stream.until((v) => v.events.length > 0);
    assert.deepEqual([...listedIds(stream)].sort(), [leaked.session_id, other.session_id].sort(), 'the owner\'s questions: one client\'s scope');
    assert.ok(!stream.text.includes(unrelated.session_id));
    assert.doesNotMatch(stream.text, /Bystander/);
  });
});

describe('sharing one page is an explicit opt-in', () => {
  test('MCP sessions that give the same page_group secret share one page; a client without it sees none of theirs', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const port = s.hub.pages.port;
    const secret = 'a'.repeat(8) + crypto.randomUUID().replaceAll('-', '');
    const grouped = `${s.endpoint}?page_group=${secret}`;
    const agentA = await connect(grouped, 'agent-a');
    const agentB = await connect(grouped, 'agent-b');
    const outsider = await connect(s.endpoint, 'outsider');
    const a = await handOff(agentA, 'Agent A question');
    const { json } = await readSession(port, a.session_id);
    const stream = await open(port, json.pageKey);
    const b = await handOff(agentB, 'Agent B question');
    const out = await handOff(outsider, 'Outsider question');
    const aLater = await handOff(agentA, 'Agent A later question');
    await listed(stream, aLater.session_id);
    assert.deepEqual([...listedIds(stream)].sort(), [a.session_id, b.session_id, aLater.session_id].sort());
    assert.ok(!stream.text.includes(out.session_id));
    const outsiderKey = (await readSession(port, out.session_id)).json.pageKey;
    assert.notEqual(outsiderKey, json.pageKey);
  });

  test('a page_group secret too short to be a secret is refused, and opens no session', { timeout: TEST_TIMEOUT_MS }, async () => {
    const s = await server();
    const port = s.hub.pages.port;
    for (const group of ['me', 'x'.repeat(31), `${'y'.repeat(40)}!`]) {
      const res = await raw(port, { method: 'POST', path: `/mcp?page_group=${encodeURIComponent(group)}`, headers: MCP_HEADERS, body: initializeBody() });
      assert.equal(res.status, 400, group);
      assert.match(JSON.parse(res.body).error, /page_group must be a secret of 32 to 256 letters/);
      assert.equal(res.headers['mcp-session-id'], undefined);
    }
    assert.equal(s.sessionCount, 0);
  });
});
