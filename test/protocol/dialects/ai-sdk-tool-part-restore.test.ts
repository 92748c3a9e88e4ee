/**
 * A `provide_choice` or MCP elicitation tool call answered earlier restores as answered from
 * the chat history (`output-available`), so a reloaded page does not ask it again. The oracle
 * is the round trip: an answer encoded by the kit, put back as the part's `output`, parses to
 * the response that was encoded. Outputs the question cannot hold restore nothing.
 */
import { expect } from '@open-wc/testing';
import { CallToolResultSchema, ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ChoiceAnswer, ChoiceResponse } from '../../../src/protocol/model.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { encodeReply } from '../../../src/protocol/encode.js';
import { LIMITS } from '../../../src/protocol/limits.js';
import type { AiSdkToolOutput } from '../../../src/protocol/dialects/ai-sdk-tool-part/reply.js';
import { answered, form, hybrid, multi, noted, ok, part, restored, roundTrip, single, textOnly } from './tool-part-history.js';

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

  it('a lone field, a multi-select that allows none, an integer at its bounds, a text that spans lines', () => {
    const lone = { message: 'Which region?', requestedSchema: { type: 'object', properties: { r: { type: 'string', enum: ['eu', 'us'] } }, required: ['r'] } };
    elicitationRoundTrip(lone, { status: 'answered', answers: { q0: { selected: ['o1'] } } });
    const none = { message: 'Extras?', requestedSchema: { type: 'object', properties: { x: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 0 } }, required: ['x'] } };
    expect(elicitationRoundTrip(none, { status: 'answered', answers: { q0: { selected: [] } } })).to.deep.equal({ action: 'accept', content: { x: [] } });
    for (const n of [1, 500]) elicitationRoundTrip(form, { status: 'answered', answers: byQuestion({ ...every, seats: { selected: [], number: n } }) });
    // A text that spans lines is sent as typed, its indentation and last line break kept.
    const file = { message: 'Edit', requestedSchema: { type: 'object', properties: { body: { type: 'string', default: 'a\n' } }, required: ['body'] } };
    expect(elicitationRoundTrip(file, { status: 'answered', answers: { q0: { selected: [], text: '  one\n  two\n' } } })).to.deep.equal({ action: 'accept', content: { body: '  one\n  two\n' } });
  });

  it('decline restores as declined, cancel as cancelled', () => {
    expect(elicitationRoundTrip(form, { status: 'declined', answers: {} })).to.deep.equal({ action: 'decline' });
    expect(elicitationRoundTrip(form, { status: 'cancelled', answers: {} })).to.deep.equal({ action: 'cancel' });
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
