// The registry as a page sees it before anything imports `choice-prompts/dialects.js`:
// only the two block dialects are built in; the others report that they are not loaded
// until `loadDialect` fetches their module (or `registerDialect` adds one). Runs in the
// `unregistered-dialects` group (web-test-runner.config.mjs), whose page preloads nothing.
import '../helpers/unregistered-page.js';
import { expect } from '@open-wc/testing';
import { isDialectLoaded, loadDialect, parseRequest, registerDialect } from '../../src/protocol/registry.js';
import { encodeReply } from '../../src/protocol/encode.js';
import type { Dialect } from '../../src/protocol/dialect.js';
import type { ChoiceRequest } from '../../src/protocol/model.js';

const auq = { questions: [{ question: 'Which?', header: 'H', multiSelect: false, options: [{ label: 'A' }, { label: 'B' }] }] };
const rucArgs = { question: 'Which plan?', options: [{ title: 'Free', description: 'f' }, { title: 'Team', description: 't' }] };

describe('dialect registry without dialects.js', () => {
  it('has the two block dialects built in and nothing else', () => {
    expect(isDialectLoaded('choices-block')).to.equal(true);
    expect(isDialectLoaded('present_choices')).to.equal(true);
    for (const name of ['ask_user_question', 'provide_choice', 'request_user_choice', 'mcp_elicitation', 'ai_sdk_tool_part'] as const) {
      expect(isDialectLoaded(name), name).to.equal(false);
    }
  });

  it('parses a not-loaded dialect into an error naming the fix, without throwing', () => {
    expect(parseRequest('provide_choice', { title: 'T' })).to.deep.equal({
      ok: false,
      errors: [{ path: '$', message: 'The "provide_choice" dialect is not loaded; import "choice-prompts/dialects.js" or call loadDialect("provide_choice") first.' }],
    });
  });

  it('still reports an unknown dialect as unknown', () => {
    const result = parseRequest('nope' as never, {});
    expect(result.ok).to.equal(false);
    expect(!result.ok && result.errors[0]!.message).to.match(/^Unknown dialect "nope"; expected one of choices-block, present_choices,/);
  });

  it('refuses to encode a reply for a dialect that is not loaded (a programming error)', () => {
    const request = { id: 'r', dialect: 'provide_choice', questions: [] } as unknown as ChoiceRequest;
    expect(() => encodeReply(request, { requestId: 'r', status: 'cancelled', answers: {} })).to.throw(Error, /"provide_choice" dialect is not loaded/);
    expect(() => encodeReply({ ...request, dialect: 'nope' as never }, { requestId: 'r', status: 'cancelled', answers: {} })).to.throw(/Unknown dialect "nope"/);
  });

  it('loads one dialect on demand, once, however many ask at the same time', async () => {
    const loads = [loadDialect('ask_user_question'), loadDialect('ask_user_question')];
    expect(isDialectLoaded('ask_user_question')).to.equal(false);
    await Promise.all(loads);
    expect(isDialectLoaded('ask_user_question')).to.equal(true);
    const fetched = performance.getEntriesByType('resource').filter((e) => e.name.includes('/dialects/ask-user-question/index.'));
    expect(fetched).to.have.length(1);
    expect(isDialectLoaded('provide_choice')).to.equal(false);
    const parsed = parseRequest('ask_user_question', auq);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const reply = encodeReply(parsed.request, { requestId: parsed.request.id, status: 'answered', answers: { q0: { selected: ['o1'] } } });
    expect(reply).to.deep.equal({ answers: { 'Which?': 'B' } });
  });

  it('rejects loading an unknown dialect', async () => {
    let error: unknown;
    await loadDialect('nope' as never).catch((e: unknown) => (error = e));
    expect(String(error)).to.match(/Unknown dialect "nope"/);
  });

  it('registers a dialect object handed to it, and refuses one with an unknown name', async () => {
    const { requestUserChoice } = await import('../../src/protocol/dialects/request-user-choice/index.js');
    expect(parseRequest('request_user_choice', rucArgs).ok).to.equal(false);
    registerDialect(requestUserChoice);
    expect(parseRequest('request_user_choice', rucArgs).ok).to.equal(true);
    expect(() => registerDialect({ ...requestUserChoice, name: 'nope' } as unknown as Dialect)).to.throw(TypeError, /Unknown dialect "nope"/);
  });
});
