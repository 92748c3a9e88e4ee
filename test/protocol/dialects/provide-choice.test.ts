import { expect } from '@open-wc/testing';
import { provideChoice, type ProvideChoiceArgs, type ProvideChoiceMeta } from '../../../src/protocol/dialects/provide-choice/index.js';
import { validateRequest } from '../../../src/protocol/validate.js';
import { LIMITS } from '../../../src/protocol/limits.js';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse, ParseResult, ValidationError } from '../../../src/protocol/model.js';

const options = [
  { id: 'rss', label: 'Use RSS feed', description: 'Cheap and reliable', recommended: true },
  { id: 'agentic', label: 'Agentic extraction' },
  { id: 'manual', label: 'Enter by hand' },
];
const base: ProvideChoiceArgs = { title: 'New source', prompt: 'How should this source be added?', selection_mode: 'single', options };

function ok(result: ParseResult): ChoiceRequest {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(validateRequest(result.request)).to.deep.equal([]);
  return result.request;
}

function errorsOf(payload: unknown): ValidationError[] {
  const result = provideChoice.parse(payload);
  if (result.ok) throw new Error('expected the payload to be refused');
  return result.errors;
}

/** The single error a payload earns, asserting its path and a fragment of its message. */
function expectRefused(payload: unknown, path: string, fragment: string): void {
  const errors = errorsOf(payload);
  const hit = errors.find((e) => e.path === path);
  expect(hit, `no error at ${path} in ${JSON.stringify(errors)}`).to.not.equal(undefined);
  expect(hit!.message).to.contain(fragment);
}

function answered(request: ChoiceRequest, answer: ChoiceAnswer, annotation?: string): ChoiceResponse {
  return { requestId: request.id, status: 'answered', answers: { q0: answer }, ...(annotation !== undefined && { annotation }) };
}

describe('provide_choice dialect: parsing', () => {
  it('maps the seed 002 fields onto one question with the ids kept as given', () => {
    const request = ok(provideChoice.parse(JSON.stringify(base)));
    expect(request.dialect).to.equal('provide_choice');
    expect(request.title).to.equal('New source');
    const [q] = request.questions;
    expect(q.text).to.equal(base.prompt);
    expect(q.options.map((o) => o.id)).to.deep.equal(['rss', 'agentic', 'manual']);
    expect(q.options[0]).to.include({ label: 'Use RSS feed', description: 'Cheap and reliable', recommended: true });
    expect([q.multiple, q.allowOther, q.minSelections, q.maxSelections]).to.deep.equal([false, false, 1, 1]);
    expect((request.meta as unknown as ProvideChoiceMeta).selection_mode).to.equal('single');
  });

  it('single_submit_mode: true (and by default) auto-submits; false waits for Submit', () => {
    expect(ok(provideChoice.parse(base)).submitMode).to.equal('auto');
    expect(ok(provideChoice.parse({ ...base, single_submit_mode: true })).submitMode).to.equal('auto');
    expect(ok(provideChoice.parse({ ...base, single_submit_mode: false })).submitMode).to.equal('confirm');
    expect(ok(provideChoice.parse({ ...base, selection_mode: 'multi' })).submitMode).to.equal('confirm');
  });

  it('multi defaults to 1..all options; min_selections 0 makes the question optional', () => {
    const q = ok(provideChoice.parse({ ...base, selection_mode: 'multi' })).questions[0];
    expect([q.multiple, q.minSelections, q.maxSelections, q.optional]).to.deep.equal([true, 1, 3, undefined]);
    const q0 = ok(provideChoice.parse({ ...base, selection_mode: 'multi', min_selections: 0, max_selections: 2 })).questions[0];
    expect([q0.minSelections, q0.maxSelections, q0.optional]).to.deep.equal([0, 2, true]);
  });

  it('text_input becomes a text-only question: no options, free text, placeholder kept', () => {
    const request = ok(provideChoice.parse({ title: 'Name', prompt: 'What should it be called?', selection_mode: 'text_input', placeholder: 'e.g. Tech news' }));
    const [q] = request.questions;
    expect(q.options).to.deep.equal([]);
    expect([q.allowOther, q.minSelections, q.maxSelections, q.placeholder]).to.deep.equal([true, 0, 0, 'e.g. Tech news']);
    expect(ok(provideChoice.parse({ ...base, selection_mode: 'text_input', options: [] })).questions[0].options).to.deep.equal([]);
  });

  it('hybrid offers the options plus free text, several options when max_selections > 1', () => {
    const single = ok(provideChoice.parse({ ...base, selection_mode: 'hybrid', placeholder: 'Or describe it' })).questions[0];
    expect([single.allowOther, single.multiple, single.minSelections, single.maxSelections, single.placeholder]).to.deep.equal([true, false, 0, 1, 'Or describe it']);
    const several = ok(provideChoice.parse({ ...base, selection_mode: 'hybrid', max_selections: 2, single_submit_mode: false })).questions[0];
    expect([several.multiple, several.maxSelections]).to.deep.equal([true, 2]);
  });

  it('placeholder_visible: false keeps the placeholder off the text field', () => {
    const q = ok(provideChoice.parse({ ...base, selection_mode: 'hybrid', placeholder: 'Hidden', placeholder_visible: false })).questions[0];
    expect(q.placeholder).to.equal(undefined);
  });

  it('keeps valid default_selection_ids as the question defaults', () => {
    const q = ok(provideChoice.parse({ ...base, selection_mode: 'multi', default_selection_ids: ['manual', 'rss'] })).questions[0];
    expect(q.defaults).to.deep.equal(['manual', 'rss']);
  });

  it('maps the annotation toggles to request.annotations and then waits for Submit', () => {
    const request = ok(provideChoice.parse({ ...base, allow_option_notes: true, allow_global_annotation: true }));
    expect(request.annotations).to.deep.equal({ perOption: true, global: true });
    expect(request.submitMode).to.equal('confirm');
    expect(ok(provideChoice.parse({ ...base, allow_global_annotation: true })).annotations).to.deep.equal({ perOption: false, global: true });
    expect(ok(provideChoice.parse(base)).annotations).to.equal(undefined);
  });

  it('accepts attempts to disable cancel and ignores them: cancel stays available', () => {
    const plain = ok(provideChoice.parse(base));
    for (const flags of [{ allow_cancel: false }, { disable_cancel: true }, { allow_cancel: true }]) {
      const request = ok(provideChoice.parse({ ...base, ...flags }));
      const { id: _a, ...withoutId } = request;
      const { id: _b, ...plainWithoutId } = plain;
      expect(withoutId).to.deep.equal(plainWithoutId);
    }
    expectRefused({ ...base, allow_cancel: 'no' }, '$.allow_cancel', 'true or false');
  });

  it('keeps transport, handoff and session_id in meta and converts the timeout', () => {
    const request = ok(
      provideChoice.parse({ ...base, transport: 'terminal', handoff: true, session_id: 'sess-1', timeout_seconds: 90, timeout_action: 'cancel' }),
    );
    expect(request.meta).to.deep.equal({ selection_mode: 'single', transport: 'terminal', handoff: true, session_id: 'sess-1' });
    expect([request.timeoutMs, request.timeoutAction]).to.deep.equal([90_000, 'cancel']);
    expect(ok(provideChoice.parse({ ...base, timeout_seconds: 1.5, timeout_action: 'default_selection' }))).to.include({ timeoutMs: 1500, timeoutAction: 'default' });
  });
});

describe('provide_choice dialect: validation before prompting', () => {
  it('requires title, prompt, selection_mode and (except for text_input) options', () => {
    const errors = errorsOf({});
    expect(errors.map((e) => e.path)).to.include.members(['$.title', '$.prompt', '$.selection_mode', '$.options']);
    expectRefused({ ...base, selection_mode: 'dropdown' }, '$.selection_mode', '"single", "multi", "text_input", "hybrid"');
  });

  it('refuses inverted min/max', () => {
    expectRefused({ ...base, selection_mode: 'multi', min_selections: 3, max_selections: 2 }, '$.min_selections', 'inverted');
    expectRefused({ ...base, selection_mode: 'hybrid', min_selections: 2 }, '$.min_selections', 'greater than the default');
  });

  it('refuses max_selections beyond the options, and counts that do not fit single', () => {
    expectRefused({ ...base, selection_mode: 'multi', max_selections: 4 }, '$.max_selections', 'more than the 3 options');
    expectRefused({ ...base, max_selections: 2 }, '$.max_selections', 'use "multi"');
    expectRefused({ ...base, min_selections: 0 }, '$.min_selections', 'can only be 1');
  });

  it('refuses defaults outside the options, repeated, or more than max allows', () => {
    expectRefused({ ...base, default_selection_ids: ['nope'] }, '$.default_selection_ids[0]', 'not the id of an option');
    expectRefused({ ...base, selection_mode: 'multi', default_selection_ids: ['rss', 'rss'] }, '$.default_selection_ids[1]', 'twice');
    expectRefused({ ...base, default_selection_ids: ['rss', 'manual'] }, '$.default_selection_ids', 'more than "max_selections" (1)');
    expectRefused({ ...base, default_selection_ids: [1] }, '$.default_selection_ids[0]', 'not a number');
  });

  it('refuses options without a recommended one, duplicate ids, and a count outside 2–4', () => {
    expectRefused({ ...base, options: options.map(({ recommended: _r, ...o }) => o) }, '$.options', 'recommended');
    expectRefused({ ...base, options: [...options.slice(0, 2), { id: 'rss', label: 'Again' }] }, '$.options[2].id', 'unique');
    expectRefused({ ...base, options: options.slice(0, 1) }, '$.options', 'between 2 and 4');
    const five = Array.from({ length: 5 }, (_, i) => ({ id: `o${i}`, label: `L${i}`, recommended: true }));
    expectRefused({ ...base, options: five }, '$.options', 'between 2 and 4');
  });

  it('refuses flags that do not fit the mode', () => {
    expectRefused({ ...base, selection_mode: 'text_input' }, '$.options', 'must be empty');
    expectRefused({ ...base, placeholder: 'Type…' }, '$.placeholder', 'no text field');
    expectRefused({ ...base, selection_mode: 'multi', placeholder_visible: true }, '$.placeholder_visible', 'no text field');
    expectRefused({ ...base, selection_mode: 'multi', single_submit_mode: true }, '$.single_submit_mode', 'needs Submit');
    expectRefused({ ...base, selection_mode: 'hybrid', max_selections: 2, single_submit_mode: true }, '$.single_submit_mode', 'needs Submit');
    expectRefused({ ...base, single_submit_mode: true, allow_option_notes: true }, '$.single_submit_mode', 'annotation');
    const text = { title: 'T', prompt: 'P?', selection_mode: 'text_input' };
    expectRefused({ ...text, single_submit_mode: true }, '$.single_submit_mode', 'needs Submit');
    expectRefused({ ...text, allow_option_notes: true }, '$.allow_option_notes', 'no options');
    expectRefused({ ...text, max_selections: 1 }, '$.max_selections', 'no options');
    expectRefused({ ...text, default_selection_ids: ['x'] }, '$.default_selection_ids', 'no default');
    expectRefused({ ...base, transport: 'elicitation', handoff: true }, '$.handoff', 'cannot be handed off');
  });

  it('accepts flags that ask for nothing in a mode that cannot use them', () => {
    ok(provideChoice.parse({ ...base, selection_mode: 'multi', single_submit_mode: false, placeholder_visible: false }));
    ok(provideChoice.parse({ title: 'T', prompt: 'P?', selection_mode: 'text_input', min_selections: 0, allow_option_notes: false }));
  });

  it('refuses wrong types with paths', () => {
    const errors = errorsOf({ title: 7, prompt: ['x'], selection_mode: 'single', options: 'a,b', min_selections: 1.5, handoff: 'yes', timeout_seconds: '60' });
    expect(errors.map((e) => e.path)).to.include.members(['$.title', '$.prompt', '$.options', '$.min_selections', '$.handoff', '$.timeout_seconds']);
    expectRefused({ ...base, options: [options[0], 'agentic'] }, '$.options[1]', 'must be an object');
    expectRefused({ ...base, options: [{ ...options[0], label: 3 }, options[1]] }, '$.options[0].label', 'must be a string');
    expectRefused({ ...base, transport: 'carrier-pigeon' }, '$.transport', '"auto", "app", "elicitation", "browser", "terminal"');
    expectRefused({ ...base, timeout_action: 'explode' }, '$.timeout_action', '"default_selection", "cancel"');
    expectRefused({ ...base, timeout_seconds: 0 }, '$.timeout_seconds', 'at least 1');
    expectRefused({ ...base, timeout_seconds: LIMITS.maxTimeoutMs / 1000 + 1 }, '$.timeout_seconds', 'at most');
  });

  it('refuses unknown fields, at the top and in options, so a typo never goes unnoticed', () => {
    expectRefused({ ...base, max_selection: 2 }, '$.max_selection', 'Unknown field');
    expectRefused({ ...base, options: [{ ...options[0], value: 'rss' }, options[1]] }, '$.options[0].value', 'Unknown field');
  });

  it('reads hostile input safely: malformed JSON, non-objects, __proto__ keys, oversize', () => {
    expect(errorsOf('{"title": "T", ')[0]).to.include({ path: '$' });
    for (const payload of [null, 42, [], '"text"', 'null']) expect(provideChoice.parse(payload).ok).to.equal(false);
    expectRefused(`{"__proto__": {"polluted": true}, ${JSON.stringify(base).slice(1)}`, '$.__proto__', 'Unknown field');
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    const protoId = ok(provideChoice.parse({ ...base, options: [{ id: '__proto__', label: 'Proto', recommended: true }, options[1]] }));
    expect(protoId.questions[0].options[0].id).to.equal('__proto__');
    expectRefused('x'.repeat(LIMITS.maxPayloadChars + 1), '$', 'the limit is');
    expectRefused({ ...base, prompt: 'p'.repeat(LIMITS.maxLongText + 1) }, '$.prompt', 'the limit is');
    expectRefused({ ...base, options: [{ ...options[0], id: 'i'.repeat(LIMITS.maxShortText + 1) }, options[1]] }, '$.options[0].id', 'the limit is');
  });
});

describe('provide_choice dialect: the reply', () => {
  it('returns "selected" with ids and labels in option order, whatever the click order', () => {
    const request = ok(provideChoice.parse({ ...base, selection_mode: 'multi' }));
    const reply = provideChoice.encode(request, answered(request, { selected: ['manual', 'rss'] }));
    expect(reply.action_status).to.equal('selected');
    expect(reply.selection.selected_ids).to.deep.equal(['rss', 'manual']);
    expect(reply.selection.selected_labels).to.deep.equal(['Use RSS feed', 'Enter by hand']);
    expect(reply.selection.summary).to.equal('The user chose options "Use RSS feed", "Enter by hand".');
    expect(reply.selection).to.not.have.any.keys('custom_input', 'option_annotations', 'global_annotation');
  });

  it('never returns more than max_selections, and drops unknown ids', () => {
    const request = ok(provideChoice.parse({ ...base, selection_mode: 'multi', max_selections: 2 }));
    const reply = provideChoice.encode(request, answered(request, { selected: ['manual', 'ghost', 'agentic', 'rss'] }));
    expect(reply.selection.selected_ids).to.deep.equal(['rss', 'agentic']);
  });

  it('returns "custom_input" for typed text with no option, and "selected" plus custom_input for hybrid combos', () => {
    const text = ok(provideChoice.parse({ title: 'Name', prompt: 'Name it', selection_mode: 'text_input' }));
    const typed = provideChoice.encode(text, answered(text, { selected: [], other: '  Tech\nnews  ' }));
    expect(typed.action_status).to.equal('custom_input');
    expect(typed.selection).to.deep.include({ selected_ids: [], selected_labels: [], custom_input: 'Tech\nnews' });
    expect(typed.selection.summary).to.equal('The user typed a custom answer: "Tech news".');

    const hybrid = ok(provideChoice.parse({ ...base, selection_mode: 'hybrid' }));
    expect(provideChoice.encode(hybrid, answered(hybrid, { selected: [], other: 'Scrape it' })).action_status).to.equal('custom_input');
    const both = provideChoice.encode(hybrid, answered(hybrid, { selected: ['agentic'], other: 'but cheaply' }));
    expect(both.action_status).to.equal('selected');
    expect(both.selection).to.deep.include({ selected_ids: ['agentic'], custom_input: 'but cheaply' });
  });

  it('includes option notes for chosen options and the global annotation when enabled', () => {
    const request = ok(provideChoice.parse({ ...base, selection_mode: 'multi', allow_option_notes: true, allow_global_annotation: true }));
    const reply = provideChoice.encode(
      request,
      answered(request, { selected: ['rss', 'manual'], optionNotes: { manual: ' only for old sites ', agentic: 'not chosen', rss: '  ' } }, 'Decide by Friday'),
    );
    expect(reply.selection.option_annotations).to.deep.equal({ manual: 'only for old sites' });
    expect(reply.selection.global_annotation).to.equal('Decide by Friday');
    expect(reply.selection.summary).to.contain('with 1 option note and an annotation');
  });

  it('leaves annotations out when the request did not enable them', () => {
    const request = ok(provideChoice.parse(base));
    const reply = provideChoice.encode(request, answered(request, { selected: ['rss'], optionNotes: { rss: 'note' } }, 'global'));
    expect(reply.selection).to.not.have.any.keys('option_annotations', 'global_annotation');
  });

  it('keys option notes safely, even for an option id "__proto__"', () => {
    const request = ok(
      provideChoice.parse({ ...base, allow_option_notes: true, options: [{ id: '__proto__', label: 'Proto', recommended: true }, options[1]] }),
    );
    const notes: Record<string, string> = {};
    Object.defineProperty(notes, '__proto__', { value: 'mine', enumerable: true });
    const reply = provideChoice.encode(request, answered(request, { selected: ['__proto__'], optionNotes: notes }));
    const annotations = reply.selection.option_annotations!;
    expect(Object.getPrototypeOf(annotations)).to.equal(Object.prototype);
    expect(Object.keys(annotations)).to.deep.equal(['__proto__']);
    expect(JSON.parse(JSON.stringify(reply)).selection.option_annotations).to.deep.equal(JSON.parse('{"__proto__":"mine"}'));
  });

  it('preserves untouched defaults: an answer without this question returns the defaults', () => {
    const request = ok(provideChoice.parse({ ...base, selection_mode: 'multi', default_selection_ids: ['manual', 'rss'] }));
    const reply = provideChoice.encode(request, { requestId: request.id, status: 'answered', answers: {} });
    expect(reply.action_status).to.equal('selected');
    expect(reply.selection.selected_ids).to.deep.equal(['rss', 'manual']);
  });

  it('on timeout returns the defaults, or nothing with timeout_action "cancel"', () => {
    const keep = ok(provideChoice.parse({ ...base, default_selection_ids: ['agentic'], timeout_seconds: 30 }));
    const kept = provideChoice.encode(keep, { requestId: keep.id, status: 'timeout', answers: {} });
    expect(kept.action_status).to.equal('timeout');
    expect(kept.selection).to.deep.include({ selected_ids: ['agentic'], selected_labels: ['Agentic extraction'] });
    expect(kept.selection.summary).to.equal('No answer in time; kept the default option "Agentic extraction".');

    const drop = ok(provideChoice.parse({ ...base, default_selection_ids: ['agentic'], timeout_seconds: 30, timeout_action: 'cancel' }));
    const dropped = provideChoice.encode(drop, { requestId: drop.id, status: 'timeout', answers: { q0: { selected: ['agentic'] } } });
    expect(dropped.action_status).to.equal('timeout');
    expect(dropped.selection.selected_ids).to.deep.equal([]);
    expect(dropped.selection.summary).to.equal('No answer in time; nothing was chosen.');
  });

  it('returns "cancelled" with an empty selection and reason "dismissed" when the user closes the question', () => {
    const request = ok(provideChoice.parse({ ...base, default_selection_ids: ['rss'] }));
    const reply = provideChoice.encode(request, { requestId: request.id, status: 'cancelled', answers: {} });
    expect(reply).to.deep.equal({
      action_status: 'cancelled',
      selection: { selected_ids: [], selected_labels: [], reason: 'dismissed', summary: 'The user dismissed the question without answering.' },
    });
  });

  it('returns "cancelled" with reason "declined" when the user says no, never a selection', () => {
    const request = ok(provideChoice.parse({ ...base, default_selection_ids: ['rss'] }));
    const reply = provideChoice.encode(request, { requestId: request.id, status: 'declined', answers: {} });
    expect(reply).to.deep.equal({
      action_status: 'cancelled',
      selection: { selected_ids: [], selected_labels: [], reason: 'declined', summary: 'The user declined to answer.' },
    });
  });

  it('keeps the summary to one line, cutting long typed text', () => {
    const request = ok(provideChoice.parse({ title: 'T', prompt: 'P?', selection_mode: 'text_input' }));
    const reply = provideChoice.encode(request, answered(request, { selected: [], other: `line one\nline two ${'x'.repeat(200)}` }));
    expect(reply.selection.summary).to.not.contain('\n');
    expect(reply.selection.summary.length).to.be.below(140);
    expect(reply.selection.custom_input).to.have.length.above(200);
  });
});
