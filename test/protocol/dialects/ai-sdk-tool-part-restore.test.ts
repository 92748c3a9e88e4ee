/**
 * A `provide_choice` or MCP elicitation tool call answered earlier restores as answered from
 * the chat history (`output-available`), so a reloaded page does not ask it again. The oracle
 * is the round trip: an answer encoded by the kit, put back as the part's `output`, parses to
 * the response that was encoded. Outputs the question cannot hold restore nothing.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { assertProperty } from '../../helpers/property.js';
import { CallToolResultSchema, ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse, ParseResult } from '../../../src/protocol/model.js';
import { answerProblem, validateRequest } from '../../../src/protocol/validate.js';
import { aiSdkToolPart } from '../../../src/protocol/dialects/ai-sdk-tool-part.js';
import { encodeReply, parseRequest } from '../../../src/protocol/registry.js';
import { LIMITS } from '../../../src/protocol/limits.js';
import type { AiSdkToolOutput } from '../../../src/protocol/dialects/ai-sdk-tool-part-reply.js';

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(validateRequest(result.request)).to.deep.equal([]);
  return result.request;
}

const part = (tool: string, input: unknown, state = 'input-available', output?: unknown) => ({
  type: `tool-${tool}`,
  toolCallId: 'call_9',
  state,
  input,
  ...(output !== undefined && { output }),
});

/** The response an `output-available` part restores, or `undefined` (the call shows as asked). */
function restored(tool: string, input: unknown, output: unknown): ChoiceResponse | undefined {
  const result = parseRequest('ai_sdk_tool_part', part(tool, input, 'output-available', output));
  ok(result);
  return result.ok ? result.response : undefined;
}

/** The question asked, answered by the kit's encoder, the reply's `output` read back: the response encoded. */
function roundTrip(tool: string, input: unknown, response: Omit<ChoiceResponse, 'requestId'>): unknown {
  const request = ok(parseRequest('ai_sdk_tool_part', part(tool, input)));
  const sent: ChoiceResponse = { requestId: request.id, ...response };
  const { output } = encodeReply(request, sent) as AiSdkToolOutput;
  expect(restored(tool, input, output), JSON.stringify(output)).to.deep.equal(sent);
  return output;
}

const options = [
  { id: 'rss', label: 'RSS', recommended: true },
  { id: 'scrape', label: 'Scrape' },
  { id: 'api', label: 'API' },
];
const single = { title: 'Source', prompt: 'How?', selection_mode: 'single', options };
const multi = { ...single, selection_mode: 'multi', min_selections: 0, max_selections: 3 };
const hybrid = { ...single, selection_mode: 'hybrid', max_selections: 2, placeholder: 'Or a URL' };
const textOnly = { title: 'Name', prompt: 'Call it?', selection_mode: 'text_input' };
const noted = { ...multi, min_selections: 1, allow_option_notes: true, allow_global_annotation: true };
const answered = (answer: ChoiceAnswer, annotation?: string) => ({
  status: 'answered' as const,
  answers: { q0: answer },
  ...(annotation !== undefined && { annotation }),
});

describe('ai_sdk_tool_part: provide_choice answered earlier restores from its result', () => {
  it('single, multi, none chosen, typed text beside or instead of options, text only', () => {
    roundTrip('provide_choice', single, answered({ selected: ['scrape'] }));
    roundTrip('provide_choice', multi, answered({ selected: ['rss', 'api'] }));
    roundTrip('provide_choice', multi, answered({ selected: ['rss', 'scrape', 'api'] }));
    expect(roundTrip('provide_choice', multi, answered({ selected: [] })), 'the multi-select allows none').to.deep.include({ action_status: 'selected' });
    roundTrip('provide_choice', hybrid, answered({ selected: ['rss', 'scrape'], other: 'and https://x.example/feed' }));
    expect(roundTrip('provide_choice', hybrid, answered({ selected: [], other: 'https://x.example/feed' }))).to.deep.include({ action_status: 'custom_input' });
    roundTrip('provide_choice', textOnly, answered({ selected: [], other: 'Lantern\nsecond line' }));
  });

  it('notes on chosen options and the global note come back', () => {
    roundTrip('provide_choice', noted, answered({ selected: ['rss', 'api'], optionNotes: { api: 'v2 only' } }, 'ask me again next week'));
    roundTrip('provide_choice', noted, answered({ selected: ['scrape'], optionNotes: { scrape: 'politely' } }));
    roundTrip('provide_choice', noted, answered({ selected: ['scrape'] }, 'fine'));
  });

  it('a decline and a dismissal stay apart; a note given with them stays', () => {
    roundTrip('provide_choice', single, { status: 'declined', answers: {} });
    roundTrip('provide_choice', single, { status: 'cancelled', answers: {} });
    roundTrip('provide_choice', noted, { status: 'declined', answers: {}, annotation: 'not now' });
    // A result from before `reason` was sent reads as the dismissal it then meant.
    const old = { action_status: 'cancelled', selection: { selected_ids: [], selected_labels: [], summary: 'Cancelled.' } };
    expect(restored('provide_choice', single, old)).to.deep.equal({ requestId: 'call_9', status: 'cancelled', answers: {} });
  });

  it('a timeout keeps the defaults that stood, or nothing with timeout_action "cancel"', () => {
    const timed = { ...multi, timeout_seconds: 30, default_selection_ids: ['rss', 'api'] };
    roundTrip('provide_choice', timed, { status: 'timeout', answers: { q0: { selected: ['rss', 'api'] } } });
    roundTrip('provide_choice', { ...timed, default_selection_ids: [] }, { status: 'timeout', answers: { q0: { selected: [] } } });
    roundTrip('provide_choice', { ...timed, timeout_action: 'cancel' }, { status: 'timeout', answers: {} });
  });

  it('the MCP server\'s CallToolResult restores from its structuredContent, a poll\'s session_id included', () => {
    // What an AI SDK app gets as the output of the MCP client's dynamic tool (mcp/src/server/result.ts toolResult).
    const request = ok(parseRequest('ai_sdk_tool_part', part('provide_choice', noted)));
    const sent: ChoiceResponse = { requestId: 'call_9', ...answered({ selected: ['api'], optionNotes: { api: 'v2' } }, 'thanks') };
    const result = { ...(encodeReply(request, sent) as AiSdkToolOutput<Record<string, unknown>>).output, session_id: 'cp-1' };
    const callToolResult = { content: [{ type: 'text', text: 'selected: The user chose option "API".' }], structuredContent: result };
    expect(CallToolResultSchema.safeParse(callToolResult).success).to.equal(true);
    const dynamic = { type: 'dynamic-tool', toolName: 'provide_choice', toolCallId: 'call_9', state: 'output-available', input: noted, output: callToolResult };
    const parsed = parseRequest('ai_sdk_tool_part', dynamic);
    expect(parsed.ok && parsed.response).to.deep.equal(sent);
    expect(restored('provide_choice', noted, { ...callToolResult, isError: true }), 'an error result is no answer').to.equal(undefined);
  });

  it('a hand-off still pending is no answer: the call shows as asked', () => {
    for (const status of ['pending_browser_launch', 'pending_terminal_launch']) {
      const pending = { action_status: status, selection: { selected_ids: [], selected_labels: [], url: 'http://127.0.0.1:5/s/cp-1', summary: 'Open it.' }, session_id: 'cp-1' };
      expect(restored('provide_choice', single, pending), status).to.equal(undefined);
      expect(restored('provide_choice', single, { content: [], structuredContent: pending }), status).to.equal(undefined);
    }
  });

  it('a result the question cannot hold restores nothing', () => {
    const result = (status: string, selection: Record<string, unknown>) => ({ action_status: status, selection: { selected_ids: [], selected_labels: [], summary: '', ...selection } });
    const cases: Array<[unknown, unknown]> = [
      [single, result('selected', { selected_ids: ['feed'] })],
      [single, result('selected', { selected_ids: ['rss', 'scrape'] })],
      [multi, result('selected', { selected_ids: ['rss', 'rss'] })],
      [multi, result('selected', { selected_ids: [7] })],
      [single, result('selected', { selected_ids: 'rss' })],
      [single, result('selected', { selected_ids: [] })],
      [single, result('custom_input', { custom_input: 'typed, but no text field' })],
      [hybrid, result('custom_input', { selected_ids: ['rss'], custom_input: 'with an option it is "selected"' })],
      [hybrid, result('selected', { custom_input: 'alone it is "custom_input"' })],
      [hybrid, result('custom_input', { custom_input: '   ' })],
      [hybrid, result('custom_input', { custom_input: 'x'.repeat(LIMITS.maxLongText + 1) })],
      [hybrid, result('custom_input', { custom_input: 'rss\u001b[2J' })],
      [single, result('selected', { selected_ids: ['rss'], global_annotation: 'no note field' })],
      [multi, result('selected', { selected_ids: ['rss'], option_annotations: { rss: 'no note fields' } })],
      [noted, result('selected', { selected_ids: ['rss'], option_annotations: { api: 'on an option not chosen' } })],
      [noted, result('selected', { selected_ids: ['rss'], option_annotations: { rss: 5 } })],
      [single, result('cancelled', { selected_ids: ['rss'], reason: 'dismissed' })],
      [single, result('cancelled', { reason: 'bored' })],
      [{ ...multi, timeout_action: 'cancel', timeout_seconds: 5 }, result('timeout', { selected_ids: ['rss'] })],
      [single, result('done', { selected_ids: ['rss'] })],
      [single, { action_status: 'selected' }],
    ];
    for (const [input, output] of cases) expect(restored('provide_choice', input, output), JSON.stringify(output)).to.equal(undefined);
  });
});

const form = {
  message: 'Set up the project',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2, maxLength: 40 },
      email: { type: 'string', title: 'E-mail', format: 'email' },
      ratio: { type: 'number', title: 'Ratio', minimum: 0, maximum: 1 },
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 500 },
      public: { type: 'boolean', title: 'Public?' },
      licence: { type: 'string', title: 'Licence', oneOf: [{ const: 'mit', title: 'MIT' }, { const: 'apache', title: 'Apache 2.0' }] },
      region: { type: 'string', title: 'Region', enum: ['eu', 'us', 'ap'], enumNames: ['Europe', 'Americas', 'Asia'] },
      checks: { type: 'array', title: 'Checks', items: { type: 'string', enum: ['lint', 'types', 'tests'] }, maxItems: 2 },
      extras: { type: 'array', title: 'Extras', items: { anyOf: [{ const: 'ci', title: 'CI' }, { const: 'docs', title: 'Docs' }] } },
    },
    required: ['name', 'seats', 'public', 'licence', 'checks'],
  },
};

/** An elicitation round trip whose reply the MCP SDK accepts as an `ElicitResult`. */
function elicitationRoundTrip(input: unknown, response: Omit<ChoiceResponse, 'requestId'>): unknown {
  const output = roundTrip('collect_details', input, response);
  const parsed = ElicitResultSchema.safeParse(output);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).to.equal(true);
  return output;
}

describe('ai_sdk_tool_part: an MCP elicitation answered earlier restores from its ElicitResult', () => {
  const every = {
    name: { selected: [], text: 'Lantern' },
    email: { selected: [], text: 'ada@example.org' },
    ratio: { selected: [], number: 0.25 },
    seats: { selected: [], number: 12 },
    public: { selected: [], boolean: false },
    licence: { selected: ['o1'] },
    region: { selected: ['o2'] },
    checks: { selected: ['o0', 'o2'] },
    extras: { selected: ['o0', 'o1'] },
  };
  const ids = Object.keys(form.requestedSchema.properties);
  // The request's questions are q0…q8 in field order.
  const byQuestion = (answers: Record<string, ChoiceAnswer>) => Object.fromEntries(ids.map((name, i) => [`q${i}`, answers[name]!]));

  it('accept: every field type comes back as its answer', () => {
    const output = elicitationRoundTrip(form, { status: 'answered', answers: byQuestion(every) });
    expect(output).to.deep.equal({
      action: 'accept',
      content: { name: 'Lantern', email: 'ada@example.org', ratio: 0.25, seats: 12, public: false, licence: 'apache', region: 'ap', checks: ['lint', 'tests'], extras: ['ci', 'docs'] },
    });
  });

  it('optional fields left empty are left out, and restore unanswered', () => {
    const empty = { email: { selected: [] }, ratio: { selected: [] }, region: { selected: [] }, extras: { selected: [] } };
    const output = elicitationRoundTrip(form, { status: 'answered', answers: byQuestion({ ...every, ...empty, public: { selected: [], boolean: true } }) });
    expect(Object.keys((output as { content: object }).content)).to.deep.equal(['name', 'seats', 'public', 'licence', 'checks']);
  });

  it('a lone field, a multi-select that allows none, and an integer at its bounds', () => {
    const lone = { message: 'Which region?', requestedSchema: { type: 'object', properties: { r: { type: 'string', enum: ['eu', 'us'] } }, required: ['r'] } };
    elicitationRoundTrip(lone, { status: 'answered', answers: { q0: { selected: ['o1'] } } });
    const none = { message: 'Extras?', requestedSchema: { type: 'object', properties: { x: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 0 } }, required: ['x'] } };
    expect(elicitationRoundTrip(none, { status: 'answered', answers: { q0: { selected: [] } } })).to.deep.equal({ action: 'accept', content: { x: [] } });
    for (const n of [1, 500]) elicitationRoundTrip(form, { status: 'answered', answers: byQuestion({ ...every, seats: { selected: [], number: n } }) });
  });

  it('decline restores as declined, cancel as cancelled', () => {
    elicitationRoundTrip(form, { status: 'declined', answers: {} });
    expect(restored('collect_details', form, { action: 'cancel' })).to.deep.equal({ requestId: 'call_9', status: 'cancelled', answers: {} });
    // The form's Cancel is sent as a decline (mcp-elicitation-reply.ts), so it comes back as one.
    const request = ok(parseRequest('ai_sdk_tool_part', part('collect_details', form)));
    const { output } = encodeReply(request, { requestId: 'call_9', status: 'cancelled', answers: {} }) as AiSdkToolOutput;
    expect(restored('collect_details', form, output)?.status).to.equal('declined');
  });

  it('content the form cannot hold restores nothing', () => {
    const request = ok(parseRequest('ai_sdk_tool_part', part('collect_details', form)));
    const sent: ChoiceResponse = { requestId: 'call_9', status: 'answered', answers: byQuestion(every) };
    const good = (encodeReply(request, sent) as AiSdkToolOutput<{ content: Record<string, unknown> }>).output.content;
    const without = (key: string) => Object.fromEntries(Object.entries(good).filter(([k]) => k !== key));
    const changes: Array<Record<string, unknown>> = [
      { seats: '12' },
      { seats: 12.5 },
      { seats: 501 },
      { ratio: 2 },
      { public: 'false' },
      { licence: 'gpl' },
      { licence: ['mit'] },
      { region: 'Europe' },
      { checks: ['lint', 'types', 'tests'] },
      { checks: ['lint', 'lint'] },
      { checks: ['lint', 5] },
      { checks: 'lint' },
      { name: 'A' },
      { name: 'x'.repeat(LIMITS.maxLongText + 1) },
      { name: 'Lan\u0007tern' },
      { email: 'not an address' },
      { unknown: 'a value no field asked for' },
    ];
    for (const change of changes) expect(restored('collect_details', form, { action: 'accept', content: { ...good, ...change } }), JSON.stringify(change)).to.equal(undefined);
    expect(restored('collect_details', form, { action: 'accept', content: without('name') }), 'a required field left out').to.equal(undefined);
    for (const output of [{ action: 'accept', content: 'yes' }, { action: 'accept', content: [] }, { action: 'maybe' }, { content: good }, 'accept', null, 7, []]) {
      expect(restored('collect_details', form, output), JSON.stringify(output)).to.equal(undefined);
    }
  });
});

describe('ai_sdk_tool_part: a hostile output restores nothing and never throws', () => {
  it('prototype keys, getters on the prototype, huge values', () => {
    const protoContent = JSON.parse('{"action":"accept","content":{"__proto__":{"name":"x"},"name":"Lantern"}}');
    expect(restored('collect_details', form, protoContent)).to.equal(undefined);
    const protoResult = JSON.parse('{"action_status":"selected","selection":{"selected_ids":["rss"],"option_annotations":{"__proto__":"x"}}}');
    expect(restored('provide_choice', noted, protoResult)).to.equal(undefined);
    // Values only on the prototype are not the output's own: nothing is read from them.
    expect(restored('provide_choice', single, Object.create({ action_status: 'selected', selection: { selected_ids: ['rss'] } }))).to.equal(undefined);
    expect(restored('collect_details', form, Object.create({ action: 'decline' }))).to.equal(undefined);
    const many = Array.from({ length: 100_000 }, () => 'rss');
    expect(restored('provide_choice', multi, { action_status: 'selected', selection: { selected_ids: many } })).to.equal(undefined);
    expect(restored('collect_details', form, { action: 'accept', content: { checks: many } })).to.equal(undefined);
    const huge = 'x'.repeat(LIMITS.maxPayloadChars * 2);
    expect(restored('provide_choice', hybrid, { action_status: 'custom_input', selection: { selected_ids: [], custom_input: huge } })).to.equal(undefined);
  });
});

describe('ai_sdk_tool_part: whatever the output, a restore is an answer the kit would send again as such', () => {
  // Mostly near what the encoders write, so both sides of every check are drawn; some noise.
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('note', 'Lantern', 'ada@example.org') },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constantFrom('  ', 'a\u0000b', '__proto__') },
  );
  const ids = fc.oneof(
    { weight: 4, arbitrary: fc.subarray(['rss', 'scrape', 'api']) },
    { weight: 1, arbitrary: fc.array(fc.oneof(fc.constantFrom('x', '__proto__', 'rss'), fc.integer()), { maxLength: 4 }) },
  );
  /** `arb`'s value one time in four, else nothing (the key left out). */
  const sometimes = (arb: fc.Arbitrary<unknown>) => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
  const defined = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
  const selection = fc
    .record({
      selected_ids: ids,
      custom_input: sometimes(text),
      option_annotations: sometimes(fc.dictionary(fc.constantFrom('rss', 'scrape', 'api', '__proto__'), fc.oneof(text, fc.integer()), { maxKeys: 3 })),
      global_annotation: sometimes(text),
      reason: sometimes(fc.constantFrom('declined', 'dismissed', 'bored')),
    })
    .map(defined);
  const status = fc.constantFrom('selected', 'selected', 'custom_input', 'cancelled', 'timeout', 'pending_browser_launch', 'x');
  const result = fc.record({ action_status: status, selection }, { requiredKeys: ['selection'] });
  const provideOutput = fc.oneof(
    { weight: 4, arbitrary: result },
    { weight: 1, arbitrary: fc.record({ content: fc.constant([]), structuredContent: result, isError: fc.boolean() }, { requiredKeys: ['structuredContent'] }) },
    { weight: 1, arbitrary: fc.anything() },
  );
  const noise = fc.oneof(text, fc.integer({ min: -5, max: 600 }), fc.double(), fc.boolean(), fc.array(fc.constantFrom('lint', 'ci', 'x'), { maxLength: 4 }));
  const field = (good: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: noise });
  const content = fc
    .record({
      name: field(fc.constantFrom('Lantern', 'A', ' Ada ')),
      email: sometimes(field(fc.constantFrom('ada@example.org', 'not an address'))),
      ratio: sometimes(field(fc.constantFrom(0, 0.5, 1, 1.5))),
      seats: field(fc.integer({ min: 0, max: 501 })),
      public: field(fc.boolean()),
      licence: field(fc.constantFrom('mit', 'apache', 'gpl')),
      region: sometimes(field(fc.constantFrom('eu', 'us', 'ap', 'Europe'))),
      checks: field(fc.subarray(['lint', 'types', 'tests'])),
      extras: sometimes(field(fc.subarray(['ci', 'docs']))),
      other: sometimes(noise),
    })
    .map(defined);
  const elicitOutput = fc.oneof(
    { weight: 4, arbitrary: fc.record({ action: fc.constantFrom('accept', 'accept', 'accept', 'decline', 'cancel', 'x'), content }, { requiredKeys: ['action'] }) },
    { weight: 1, arbitrary: fc.anything() },
  );
  const inputs = fc.oneof(
    fc.tuple(fc.constant('provide_choice'), fc.constantFrom<unknown>(single, multi, hybrid, textOnly, noted, { ...multi, timeout_seconds: 5, timeout_action: 'cancel' }), provideOutput),
    fc.tuple(fc.constant('collect_details'), fc.constant<unknown>(form), elicitOutput),
  );

  it('never throws; an answer passes its question\'s rules, and encoding it restores the same response', () => {
    let restores = 0;
    assertProperty(
      fc.property(inputs, ([tool, input, output]) => {
        let parsed: ParseResult | undefined;
        expect(() => (parsed = aiSdkToolPart.parse(part(tool, input, 'output-available', output)))).not.to.throw();
        const request = ok(parsed!);
        const response = parsed!.ok ? parsed!.response : undefined;
        if (!response) return;
        restores++;
        for (const [id, answer] of Object.entries(response.answers)) {
          const question = request.questions.find((q) => q.id === id)!;
          if (response.status === 'answered') expect(answerProblem(question, answer), id).to.equal(undefined);
        }
        const again = (encodeReply(request, response) as AiSdkToolOutput).output;
        // The elicitation encoder sends a Cancel as a decline (mcp-elicitation-reply.ts).
        const expected = tool === 'collect_details' && response.status === 'cancelled' ? { ...response, status: 'declined' } : response;
        expect(restored(tool, input, again)).to.deep.equal(expected);
      }),
      { numRuns: 400 },
    );
    expect(restores, 'the outputs drawn restore often enough to test it').to.be.greaterThan(20);
  });
});
