/**
 * AI SDK tool parts answered earlier (chat history, `output-available`), shared by the restore
 * tests: parts, the round trip that is their oracle, and the questions they ask.
 */
import { expect } from '@open-wc/testing';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse, ParseResult } from '../../../src/protocol/model.js';
import { validateRequest } from '../../../src/protocol/validate.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { encodeReply } from '../../../src/protocol/encode.js';
import type { AiSdkToolOutput } from '../../../src/protocol/dialects/ai-sdk-tool-part/reply.js';

export function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(validateRequest(result.request)).to.deep.equal([]);
  return result.request;
}

export const part = (tool: string, input: unknown, state = 'input-available', output?: unknown) => ({
  type: `tool-${tool}`,
  toolCallId: 'call_9',
  state,
  input,
  ...(output !== undefined && { output }),
});

/** The response an `output-available` part restores, or `undefined` (the call shows as asked). */
export function restored(tool: string, input: unknown, output: unknown): ChoiceResponse | undefined {
  const result = parseRequest('ai_sdk_tool_part', part(tool, input, 'output-available', output));
  ok(result);
  return result.ok ? result.response : undefined;
}

/** The question asked, answered by the kit's encoder, the reply's `output` read back: the response encoded. */
export function roundTrip(tool: string, input: unknown, response: Omit<ChoiceResponse, 'requestId'>): unknown {
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
export const single = { title: 'Source', prompt: 'How?', selection_mode: 'single', options };
export const multi = { ...single, selection_mode: 'multi', min_selections: 0, max_selections: 3 };
export const hybrid = { ...single, selection_mode: 'hybrid', max_selections: 2, placeholder: 'Or a URL' };
export const textOnly = { title: 'Name', prompt: 'Call it?', selection_mode: 'text_input' };
export const noted = { ...multi, min_selections: 1, allow_option_notes: true, allow_global_annotation: true };
export const answered = (answer: ChoiceAnswer, annotation?: string) => ({
  status: 'answered' as const,
  answers: { q0: answer },
  ...(annotation !== undefined && { annotation }),
});

export const form = {
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
