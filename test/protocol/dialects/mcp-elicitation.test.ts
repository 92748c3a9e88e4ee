import { expect } from '@open-wc/testing';
import { mcpElicitation, type ElicitationMeta, type ElicitationReply } from '../../../src/protocol/dialects/mcp-elicitation/index.js';
import { validateRequest } from '../../../src/protocol/validate.js';
import { LIMITS } from '../../../src/protocol/limits.js';
import type { ChoiceAnswer, ChoiceRequest, ParseResult, ValidationError } from '../../../src/protocol/model.js';

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(validateRequest(result.request)).to.deep.equal([]);
  return result.request;
}

function errorsOf(payload: unknown): ValidationError[] {
  const result = mcpElicitation.parse(payload);
  if (result.ok) throw new Error('expected the payload to be refused');
  return result.errors;
}

function expectRefused(payload: unknown, path: string, fragment: string): void {
  const errors = errorsOf(payload);
  const hit = errors.find((e) => e.path === path);
  expect(hit, `no error at ${path} in ${JSON.stringify(errors)}`).to.not.equal(undefined);
  expect(hit!.message).to.contain(fragment);
}

/** An elicitation/create params object with these fields, all required unless listed. */
function form(properties: Record<string, unknown>, required: string[] = Object.keys(properties), message = 'Please tell us') {
  return { message, requestedSchema: { type: 'object', properties, required } };
}

/** The reply to a lone elicitation (an `ElicitResult`). */
function accept(request: ChoiceRequest, answers: Record<string, ChoiceAnswer>) {
  return mcpElicitation.encode(request, { requestId: request.id, status: 'answered', answers }) as ElicitationReply;
}

const colors = { type: 'string', title: 'Favourite colour', enum: ['red', 'green', 'blue'] };

describe('mcp_elicitation dialect: field forms', () => {
  it('2025-06-18 enum with enumNames: labels from enumNames, the reply carries the enum value', () => {
    const request = ok(mcpElicitation.parse(form({ color: { ...colors, enumNames: ['Red', 'Green', 'Blue'] } })));
    const [q] = request.questions;
    expect(q.options.map((o) => [o.label, o.value])).to.deep.equal([['Red', 'red'], ['Green', 'green'], ['Blue', 'blue']]);
    expect([q.multiple, q.minSelections, q.maxSelections, q.optional]).to.deep.equal([false, 1, 1, undefined]);
    expect(accept(request, { q0: { selected: ['o2'] } })).to.deep.equal({ action: 'accept', content: { color: 'blue' } });
  });

  it('untitled enum: the values are the labels', () => {
    const q = ok(mcpElicitation.parse(form({ color: colors }))).questions[0];
    expect(q.options.map((o) => o.label)).to.deep.equal(['red', 'green', 'blue']);
  });

  it('2025-11-25 titled single-select oneOf [{const, title}]', () => {
    const field = { type: 'string', title: 'Plan', oneOf: [{ const: 'free', title: 'Free tier' }, { const: 'pro', title: 'Pro ($10)' }], default: 'pro' };
    const request = ok(mcpElicitation.parse(form({ plan: field })));
    const [q] = request.questions;
    expect(q.options.map((o) => [o.label, o.value])).to.deep.equal([['Free tier', 'free'], ['Pro ($10)', 'pro']]);
    expect(q.defaults).to.deep.equal(['o1']);
    expect(accept(request, { q0: { selected: ['o0'] } })).to.deep.equal({ action: 'accept', content: { plan: 'free' } });
  });

  it('multi-select arrays (items.enum and items.anyOf) with minItems/maxItems and defaults, values in option order', () => {
    const untitled = { type: 'array', title: 'Toppings', items: { type: 'string', enum: ['cheese', 'ham', 'olives', 'basil'] }, minItems: 1, maxItems: 2, default: ['olives'] };
    const titled = { type: 'array', title: 'Days', items: { anyOf: [{ const: 'mon', title: 'Monday' }, { const: 'tue', title: 'Tuesday' }, { const: 'wed', title: 'Wednesday' }] } };
    const request = ok(mcpElicitation.parse(form({ toppings: untitled, days: titled })));
    const [toppings, days] = request.questions;
    expect([toppings.multiple, toppings.minSelections, toppings.maxSelections, toppings.defaults]).to.deep.equal([true, 1, 2, ['o2']]);
    expect(days.options.map((o) => o.label)).to.deep.equal(['Monday', 'Tuesday', 'Wednesday']);
    expect([days.minSelections, days.maxSelections]).to.deep.equal([1, 3]);
    expect(accept(request, { q0: { selected: ['o2', 'o0'] }, q1: { selected: ['o2', 'o1'] } })).to.deep.equal({
      action: 'accept',
      content: { toppings: ['cheese', 'olives'], days: ['tue', 'wed'] },
    });
  });

  it('boolean fields: a boolean question (no words from the protocol), a real boolean back, default honoured', () => {
    const request = ok(mcpElicitation.parse(form({ agree: { type: 'boolean', title: 'Accept the terms?', default: false } })));
    const [q] = request.questions;
    expect([q.kind, q.options, q.default]).to.deep.equal(['boolean', [], false]);
    expect(accept(request, { q0: { selected: [], boolean: true } })).to.deep.equal({ action: 'accept', content: { agree: true } });
    expect(accept(request, { q0: { selected: [], boolean: false } })).to.deep.equal({ action: 'accept', content: { agree: false } });
    expect(accept(request, { q0: { selected: [] } }), 'a required boolean left unanswered is never sent').to.deep.equal({ action: 'accept', content: {} });
  });

  it('number and integer fields: typed text becomes a number within minimum/maximum', () => {
    const request = ok(
      mcpElicitation.parse(form({ age: { type: 'integer', title: 'Age', minimum: 0, maximum: 150 }, ratio: { type: 'number', title: 'Ratio' } })),
    );
    const [age, ratio] = request.questions;
    expect([age.kind, age.options, age.minimum, age.maximum, age.placeholder]).to.deep.equal(['integer', [], 0, 150, undefined]);
    expect(ratio.kind).to.equal('number');
    expect(accept(request, { q0: { selected: [], number: 42 }, q1: { selected: [], text: '0.5' } })).to.deep.equal({
      action: 'accept',
      content: { age: 42, ratio: 0.5 },
    });
    // Out of range, not whole, not a number: never sent.
    expect(accept(request, { q0: { selected: [], number: 151 }, q1: { selected: [], text: 'lots' } })).to.deep.equal({ action: 'accept', content: {} });
    expect(accept(request, { q0: { selected: [], number: 4.5 }, q1: { selected: [], number: 1 } })).to.deep.equal({ action: 'accept', content: { ratio: 1 } });
  });

  it('plain string fields: a text question; minLength/maxLength/format kept and enforced; the default is the question\'s', () => {
    const request = ok(
      mcpElicitation.parse(
        form({
          email: { type: 'string', title: 'Email', format: 'email', maxLength: 40 },
          nick: { type: 'string', title: 'Nickname', minLength: 2, default: 'anon' },
        }),
      ),
    );
    const [email, nick] = request.questions;
    expect([email.kind, email.options, email.format, email.maxLength, email.placeholder]).to.deep.equal(['text', [], 'email', 40, undefined]);
    expect([nick.optional, nick.default, nick.minLength]).to.deep.equal([undefined, 'anon', 2]);
    expect((request.meta as unknown as ElicitationMeta).fields).to.deep.equal([
      { name: 'email', kind: 'string', required: true, format: 'email', maxLength: 40 },
      { name: 'nick', kind: 'string', required: true, minLength: 2 },
    ]);
    expect(accept(request, { q0: { selected: [], text: ' a@b.co ' } })).to.deep.equal({
      action: 'accept',
      content: { email: 'a@b.co', nick: 'anon' },
    });
    // Too long, not an e-mail address, too short: never sent.
    expect(accept(request, { q0: { selected: [], text: `${'x'.repeat(36)}@b.co` }, q1: { selected: [], text: 'z' } })).to.deep.equal({ action: 'accept', content: {} });
    expect(accept(request, { q0: { selected: [], text: 'a@b' }, q1: { selected: [], text: 'zed' } })).to.deep.equal({ action: 'accept', content: { nick: 'zed' } });
  });

  it('non-required fields are optional questions and are left out when unanswered', () => {
    const request = ok(mcpElicitation.parse(form({ color: colors, note: { type: 'string', title: 'Note' }, tags: { type: 'array', items: { enum: ['a', 'b'] } } }, ['color'])));
    expect(request.questions.map((q) => q.optional)).to.deep.equal([undefined, true, true]);
    expect(request.questions[2].minSelections).to.equal(0);
    expect(accept(request, { q0: { selected: ['o0'] }, q1: { selected: [], text: '  ' }, q2: { selected: [] } })).to.deep.equal({
      action: 'accept',
      content: { color: 'red' },
    });
  });

  it('untouched defaults are sent when the response does not mention a question', () => {
    const request = ok(mcpElicitation.parse(form({ color: { ...colors, default: 'green' }, agree: { type: 'boolean', default: true } })));
    expect(accept(request, {})).to.deep.equal({ action: 'accept', content: { color: 'green', agree: true } });
  });
});

describe('mcp_elicitation dialect: message, titles, actions', () => {
  it('titles the request with the message and asks each field by its title, description as context', () => {
    const request = ok(mcpElicitation.parse(form({ color: { ...colors, description: 'For the theme' }, agree: { type: 'boolean', description: 'Subscribe?' } })));
    expect(request.title).to.equal('Please tell us');
    expect(request.questions.map((q) => [q.text, q.context])).to.deep.equal([
      ['Favourite colour', 'For the theme'],
      ['Subscribe?', undefined],
    ]);
    expect(request.submitMode).to.equal('confirm');
  });

  it('a lone untitled field takes the message as its question, and the request has no title', () => {
    const request = ok(mcpElicitation.parse(form({ color: { type: 'string', enum: ['red', 'blue'], description: 'Any is fine' } }, ['color'], 'Pick a colour')));
    expect(request.title).to.equal(undefined);
    expect([request.questions[0].text, request.questions[0].context]).to.deep.equal(['Pick a colour', 'Any is fine']);
  });

  it('declined → decline (explicit refusal); cancelled and timeout → cancel (dismissed without a choice)', () => {
    const request = ok(mcpElicitation.parse(form({ color: colors })));
    expect(mcpElicitation.capabilities.declines, 'the refusal button declines').to.equal(true);
    expect(mcpElicitation.encode(request, { requestId: request.id, status: 'declined', answers: {} })).to.deep.equal({ action: 'decline' });
    expect(mcpElicitation.encode(request, { requestId: request.id, status: 'cancelled', answers: {} })).to.deep.equal({ action: 'cancel' });
    expect(mcpElicitation.encode(request, { requestId: request.id, status: 'timeout', answers: {} })).to.deep.equal({ action: 'cancel' });
  });

  it('accepts the whole JSON-RPC request, and mode "form"', () => {
    const params = { ...form({ color: colors }), mode: 'form' };
    ok(mcpElicitation.parse({ jsonrpc: '2.0', id: 3, method: 'elicitation/create', params }));
    expectRefused({ jsonrpc: '2.0', id: 3, method: 'sampling/createMessage', params }, '$.method', 'elicitation/create');
    expectRefused({ jsonrpc: '2.0', id: 3, method: 'elicitation/create', params: { ...params, message: 5 } }, '$.params.message', 'must be a string');
  });
});

describe('mcp_elicitation dialect: refusals', () => {
  it('forms of no fields or more than 4 are shown; more than the global cap is refused, naming it', () => {
    const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, { type: 'boolean' }]));
    expect(ok(mcpElicitation.parse(form(fields(5)))).questions).to.have.length(5);
    expect(ok(mcpElicitation.parse(form(fields(LIMITS.maxQuestions)))).questions).to.have.length(LIMITS.maxQuestions);
    expectRefused(form(fields(LIMITS.maxQuestions + 1)), '$.requestedSchema.properties', `at most ${LIMITS.maxQuestions}`);
    // No fields: a bare confirm, accepted with empty content.
    const bare = ok(mcpElicitation.parse(form({})));
    expect(bare.questions).to.deep.equal([]);
    expect(accept(bare, {})).to.deep.equal({ action: 'accept', content: {} });
  });

  it('enums of more than 4 values are shown; fewer than 2 or more than the cap are refused', () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
    expect(ok(mcpElicitation.parse(form({ c: { type: 'array', items: { enum: values(5) } } }))).questions[0].options).to.have.length(5);
    const range = `between ${LIMITS.minOptions} and ${LIMITS.maxOptions}`;
    expectRefused(form({ c: { type: 'string', enum: ['only'] } }), '$.requestedSchema.properties.c.enum', range);
    expectRefused(form({ c: { type: 'array', items: { enum: values(LIMITS.maxOptions + 1) } } }), '$.requestedSchema.properties.c.items.enum', range);
    expectRefused(form({ c: { type: 'string', oneOf: [{ const: 'a', title: 'A' }] } }), '$.requestedSchema.properties.c.oneOf', range);
  });

  it('bad defaults, duplicates, mismatched enumNames, inverted bounds', () => {
    const p = '$.requestedSchema.properties.c';
    expectRefused(form({ c: { ...colors, default: 'purple' } }), `${p}.default`, 'not one of');
    expectRefused(form({ c: { type: 'array', items: { enum: ['a', 'b'] }, default: ['a', 'z'] } }), `${p}.default[1]`, 'not one of');
    expectRefused(form({ c: { type: 'array', items: { enum: ['a', 'b', 'c'] }, maxItems: 1, default: ['a', 'b'] } }), `${p}.default`, 'more than "maxItems"');
    expectRefused(form({ c: { type: 'string', enum: ['a', 'a'] } }), `${p}.enum[1]`, 'listed twice');
    expectRefused(form({ c: { type: 'string', enum: ['a', 'b'], enumNames: ['A'] } }), `${p}.enumNames`, 'one name per value');
    expectRefused(form({ c: { type: 'array', items: { enum: ['a', 'b'] }, minItems: 2, maxItems: 1 } }), `${p}.minItems`, 'greater than');
    expectRefused(form({ c: { type: 'integer', minimum: 5, maximum: 1 } }), `${p}.minimum`, 'greater than');
    expectRefused(form({ c: { type: 'integer', maximum: 10, default: 11 } }), `${p}.default`, 'at most 10');
    expectRefused(form({ c: { type: 'string', format: 'email', default: 'nobody' } }), `${p}.default`, 'not a valid email');
    expectRefused(form({ c: { type: 'integer', default: 1.5 } }), `${p}.default`, 'whole number');
    expectRefused(form({ c: { type: 'string', minLength: 3, maxLength: 2 } }), `${p}.minLength`, 'greater than');
    expectRefused(form({ c: { type: 'string', format: 'phone' } }), `${p}.format`, '"email", "uri", "date", "date-time"');
  });

  it('nested objects, unknown types, required names that are not properties, url mode, wrong shapes', () => {
    expectRefused(form({ c: { type: 'object', properties: {} } }), '$.requestedSchema.properties.c.type', 'never nested objects');
    expectRefused(form({ c: 'string' }), '$.requestedSchema.properties.c', 'must be a schema object');
    expectRefused(form({ c: colors }, ['c', 'd']), '$.requestedSchema.required[1]', 'not one of the properties');
    expectRefused({ ...form({ c: colors }), mode: 'url' }, '$.url', 'required');
    expectRefused({ ...form({ c: colors }), mode: 'sheet' }, '$.mode', '"url"');
    expectRefused({ message: 'm', requestedSchema: { type: 'array', properties: { c: colors } } }, '$.requestedSchema.type', '"object"');
    expectRefused({ message: 'm' }, '$.requestedSchema', 'required');
    expectRefused({ requestedSchema: form({ c: colors }).requestedSchema }, '$.message', 'required');
  });

  it('reads hostile input safely: malformed JSON, oversize, __proto__ field names', () => {
    expect(errorsOf('{"message": "m", "requestedSchema": ')[0].path).to.equal('$');
    expect(errorsOf('x'.repeat(LIMITS.maxPayloadChars + 1))[0].path).to.equal('$');
    for (const payload of [null, 1, [], 'true']) expect(mcpElicitation.parse(payload).ok).to.equal(false);

    const text = '{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"boolean","title":"Proto?"},"constructor":{"type":"string","title":"C"}},"required":["__proto__"]}}';
    const request = ok(mcpElicitation.parse(text));
    const reply = accept(request, { q0: { selected: [], boolean: true }, q1: { selected: [], text: 'x' } });
    if (reply.action !== 'accept') throw new Error('expected accept');
    expect(Object.getPrototypeOf(reply.content!)).to.equal(Object.prototype);
    expect(Object.keys(reply.content!)).to.deep.equal(['__proto__', 'constructor']);
    expect(JSON.stringify(reply.content!)).to.equal('{"__proto__":true,"constructor":"x"}');
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});
