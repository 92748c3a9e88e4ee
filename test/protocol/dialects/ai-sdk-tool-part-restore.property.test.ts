/**
 * Whatever an answered AI SDK tool part's `output` holds, parsing never throws, and what it
 * restores is an answer the kit would send again as such: each answer passes its question's
 * rules, and encoding the restored response gives an output that restores the same response.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { assertProperty } from '../../helpers/property.js';
import type { ParseResult } from '../../../src/protocol/model.js';
import { answerProblem } from '../../../src/protocol/validate.js';
import { aiSdkToolPart } from '../../../src/protocol/dialects/ai-sdk-tool-part/index.js';
import { encodeReply } from '../../../src/protocol/encode.js';
import type { AiSdkToolOutput } from '../../../src/protocol/dialects/ai-sdk-tool-part/reply.js';
import { form, hybrid, multi, noted, ok, part, restored, single, textOnly } from './tool-part-history.js';

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
        expect(restored(tool, input, again)).to.deep.equal(response);
      }),
      { numRuns: 400 },
    );
    expect(restores, 'the outputs drawn restore often enough to test it').to.be.greaterThan(20);
  });
});
