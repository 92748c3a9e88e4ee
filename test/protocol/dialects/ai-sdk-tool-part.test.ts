import { expect } from '@open-wc/testing';
import { aiSdkToolPart, dialectForToolName, type AiSdkToolOutput, type AiSdkToolPartMeta } from '../../../src/protocol/dialects/ai-sdk-tool-part/index.js';
import { validateRequest } from '../../../src/protocol/validate.js';
import { LIMITS } from '../../../src/protocol/limits.js';
import type { ChoiceAnswer, ChoiceRequest, ParseResult, ValidationError } from '../../../src/protocol/model.js';

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(validateRequest(result.request)).to.deep.equal([]);
  return result.request;
}

function errorsOf(payload: unknown): ValidationError[] {
  const result = aiSdkToolPart.parse(payload);
  if (result.ok) throw new Error('expected the payload to be refused');
  return result.errors;
}

const metaOf = (request: ChoiceRequest) => request.meta as unknown as AiSdkToolPartMeta;

function part(name: string, input: unknown, state = 'input-available') {
  return { type: `tool-${name}`, toolCallId: 'call_1', state, input };
}

function answer(request: ChoiceRequest, answers: Record<string, ChoiceAnswer>) {
  return aiSdkToolPart.encode(request, { requestId: request.id, status: 'answered', answers }) as AiSdkToolOutput;
}

const provideInput = {
  title: 'Source',
  prompt: 'How?',
  selection_mode: 'single',
  options: [
    { id: 'rss', label: 'RSS', recommended: true },
    { id: 'scrape', label: 'Scrape' },
  ],
};
const askInput = { questions: [{ question: 'Which runner?', header: 'Runner', options: [{ label: 'Mocha' }, { label: 'Vitest' }], multiSelect: false }] };
const requestChoiceInput = { question: 'Deploy now?', options: [{ title: 'Deploy', description: 'Ship it', isRecommended: true }, { title: 'Wait', description: 'Later' }] };
const presentInput = { question: 'Format?', options: [{ label: 'JSON', value: 'json' }, { label: 'YAML', value: 'yaml' }] };

describe('ai_sdk_tool_part dialect', () => {
  it('parses a provide_choice part: id from toolCallId, meta for the encoder, reply for addToolOutput', () => {
    const request = ok(aiSdkToolPart.parse(part('provide_choice', provideInput)));
    expect(request.id).to.equal('call_1');
    expect(request.dialect).to.equal('ai_sdk_tool_part');
    expect(metaOf(request)).to.deep.equal({
      toolName: 'provide_choice',
      toolCallId: 'call_1',
      innerDialect: 'provide_choice',
      state: 'input-available',
      innerMeta: { selection_mode: 'single' },
    });
    expect(answer(request, { q0: { selected: ['scrape'] } })).to.deep.equal({
      tool: 'provide_choice',
      toolCallId: 'call_1',
      output: {
        action_status: 'selected',
        selection: { selected_ids: ['scrape'], selected_labels: ['Scrape'], summary: 'The user chose option "Scrape".' },
      },
    });
  });

  it('maps every spelling of ask_user_question to its dialect and its reply shape', () => {
    for (const name of ['ask_user_question', 'askUserQuestion', 'AskUserQuestion']) {
      const request = ok(aiSdkToolPart.parse(part(name, askInput)));
      expect(metaOf(request).innerDialect, name).to.equal('ask_user_question');
      const reply = answer(request, { q0: { selected: ['o1'] } });
      expect(reply).to.deep.equal({ tool: name, toolCallId: 'call_1', output: { answers: { 'Which runner?': 'Vitest' } } });
    }
  });

  it('maps requestUserChoice / request_user_choice and present_choices, replying with their messages', () => {
    for (const name of ['requestUserChoice', 'request_user_choice']) {
      const request = ok(aiSdkToolPart.parse(part(name, requestChoiceInput)));
      expect(metaOf(request).innerDialect).to.equal('request_user_choice');
      expect(answer(request, { q0: { selected: ['o0'] } }).output).to.equal('Deploy');
    }
    const present = ok(aiSdkToolPart.parse(part('present_choices', presentInput)));
    expect(metaOf(present).innerDialect).to.equal('present_choices');
    expect(answer(present, { q0: { selected: ['o1'] } }).output).to.equal('yaml');
  });

  it('recognises MCP-prefixed names and dynamic tool parts', () => {
    expect(dialectForToolName('mcp__choices__provide_choice')).to.equal('provide_choice');
    const dynamic = ok(aiSdkToolPart.parse({ type: 'dynamic-tool', toolName: 'AskUserQuestion', toolCallId: 'c2', state: 'input-available', input: askInput }));
    expect(metaOf(dynamic)).to.include({ toolName: 'AskUserQuestion', innerDialect: 'ask_user_question' });
    expect((aiSdkToolPart.encode(dynamic, { requestId: 'c2', status: 'cancelled', answers: {} }) as AiSdkToolOutput).tool).to.equal('AskUserQuestion');
  });

  it('falls back to the input shape for tool names it does not know', () => {
    const cases: Array<[unknown, string]> = [
      [askInput, 'ask_user_question'],
      [provideInput, 'provide_choice'],
      [requestChoiceInput, 'request_user_choice'],
      [presentInput, 'present_choices'],
      [{ message: 'Pick', requestedSchema: { type: 'object', properties: { c: { type: 'string', enum: ['a', 'b'] } } } }, 'mcp_elicitation'],
    ];
    for (const [input, dialect] of cases) {
      const request = ok(aiSdkToolPart.parse(part('pickSomething', input)));
      expect(metaOf(request).innerDialect).to.equal(dialect);
    }
    const elicit = ok(aiSdkToolPart.parse(part('form', cases[4][0])));
    expect(answer(elicit, { q0: { selected: ['o1'] } }).output).to.deep.equal({ action: 'accept', content: { c: 'b' } });
  });

  it('refuses an unknown tool whose input matches no shape, naming the tool', () => {
    const [error] = errorsOf(part('getWeather', { city: 'Oslo' }));
    expect(error.path).to.equal('$.type');
    expect(error.message).to.contain('"getWeather" is not a known question tool');
  });

  it('refuses a part still streaming its input, at $.state', () => {
    const errors = errorsOf(part('provide_choice', { title: 'So' }, 'input-streaming'));
    expect(errors).to.have.length(1);
    expect(errors[0].path).to.equal('$.state');
    expect(errors[0].message).to.contain('still streaming');
    expect(errorsOf(part('provide_choice', provideInput, 'thinking'))[0]).to.include({ path: '$.state' });
  });

  it('parses answered parts from history, keeping their state in meta', () => {
    const done = ok(aiSdkToolPart.parse({ ...part('provide_choice', provideInput, 'output-available'), output: { action_status: 'selected' } }));
    expect(metaOf(done).state).to.equal('output-available');
    const failed = ok(aiSdkToolPart.parse({ ...part('provide_choice', provideInput, 'output-error'), errorText: 'boom' }));
    expect(metaOf(failed).state).to.equal('output-error');
  });

  it('reports the inner dialect errors under $.input', () => {
    const errors = errorsOf(part('provide_choice', { ...provideInput, min_selections: 2 }));
    expect(errors.map((e) => e.path)).to.deep.equal(['$.input.min_selections']);
    const nested = errorsOf(part('AskUserQuestion', { questions: [{ question: 'Q?', header: 'H', options: [{ label: 1 }, { label: 'B' }], multiSelect: false }] }));
    expect(nested[0].path).to.equal('$.input.questions[0].options[0].label');
  });

  it('refuses malformed parts with paths: JSON, type, ids, input, size', () => {
    expect(errorsOf('{"type": "tool-x", ')[0].path).to.equal('$');
    expect(errorsOf('x'.repeat(LIMITS.maxPayloadChars + 1))[0].path).to.equal('$');
    for (const payload of [null, 7, [], '"tool-x"']) expect(aiSdkToolPart.parse(payload).ok).to.equal(false);
    expect(errorsOf({ ...part('provide_choice', provideInput), type: 'text' })[0]).to.include({ path: '$.type' });
    expect(errorsOf({ ...part('provide_choice', provideInput), type: 'tool-' })[0]).to.include({ path: '$.type' });
    expect(errorsOf({ ...part('provide_choice', provideInput), toolCallId: 5 })[0]).to.include({ path: '$.toolCallId' });
    expect(errorsOf(part('provide_choice', undefined))[0]).to.include({ path: '$.input' });
    expect(errorsOf(part('provide_choice', 'not json'))[0]).to.include({ path: '$.input' });
  });

  it('treats prototype-named tools as unknown instead of reaching Object.prototype', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(dialectForToolName(name), name).to.equal(undefined);
      expect(errorsOf(part(name, { city: 'Oslo' }))[0].path).to.equal('$.type');
    }
    const parsed = JSON.parse(`{"type":"tool-provide_choice","toolCallId":"c","state":"input-available","__proto__":{"input":1},"input":${JSON.stringify(provideInput)}}`);
    ok(aiSdkToolPart.parse(parsed));
    expect(({} as Record<string, unknown>).input).to.equal(undefined);
  });

  it('refuses to encode a request that did not come from its parser', () => {
    const request = ok(aiSdkToolPart.parse(part('provide_choice', provideInput)));
    expect(() => aiSdkToolPart.encode({ ...request, meta: undefined }, { requestId: request.id, status: 'cancelled', answers: {} })).to.throw(TypeError, 'tool part meta');
  });
});
