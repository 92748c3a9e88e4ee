/**
 * The rules a normalized request and an answer must satisfy. Parsers run
 * `validateRequest` on what they build, so a parsed request always passes it; the
 * elements run `answerProblems` to decide when Submit may fire and to explain why not.
 */
import { LIMITS } from './limits.js';
import { DIALECTS, OPTION_TERMS, QUESTION_KINDS, QUESTION_TERMS, SUBJECT_KINDS } from './model.js';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ValidationError } from './model.js';
import type { TypedAnswerProblem } from './kinds.js';
import { kindRules, questionKind, validateKindFields } from './kind-rules.js';
import { Reader, childPath, isRecord, own, setOwn } from './input.js';
import { worded } from './wording.js';
import { checkVisibleLabels, hasBidiFormatting, type LabelAt } from './text.js';

/**
 * Checks a normalized `ChoiceRequest` (for example one a host built by hand) and returns
 * every problem found, each with a path and a sentence; `[]` means valid. Never throws.
 */
export function validateRequest(request: unknown): ValidationError[] {
  const r = new Reader();
  if (!isRecord(request)) return [{ path: '$', message: worded('requestNotObject') }];
  r.string(request, 'id', '$', { required: true });
  if (!(DIALECTS as readonly unknown[]).includes(own(request, 'dialect'))) r.fail('$.dialect', worded('dialect'));
  r.string(request, 'title', '$', { max: LIMITS.maxLongText });
  r.oneOf(request, 'submitMode', '$', ['auto', 'confirm']);
  r.boolean(request, 'confirmUnanswered', '$');
  r.integer(request, 'timeoutMs', '$', { min: 1, max: LIMITS.maxTimeoutMs });
  r.oneOf(request, 'timeoutAction', '$', ['default', 'cancel']);
  const annotations = r.record(request, 'annotations', '$');
  if (annotations) {
    r.boolean(annotations, 'perOption', '$.annotations');
    r.boolean(annotations, 'global', '$.annotations');
  }
  const questions = r.array(request, 'questions', '$', {
    required: true,
    min: LIMITS.minQuestions,
    max: LIMITS.maxQuestions,
    rangeMessage: worded('questionCount'),
  });
  const link = r.string(request, 'link', '$', { max: LIMITS.maxLongText });
  if (link !== undefined && !isWebLink(link)) r.fail('$.link', worded('linkNotWeb'));
  if (link !== undefined && questions && questions.length > 0) r.fail('$.link', worded('linkWithQuestions'));
  const questionIds = new Set<string>();
  questions?.forEach((q, i) => {
    const path = childPath('$.questions', i);
    if (!isRecord(q)) return r.fail(path, worded('questionNotObject'));
    const id = r.string(q, 'id', path, { required: true });
    if (id !== undefined) {
      if (questionIds.has(id)) r.fail(`${path}.id`, worded('questionIdTwice', id));
      questionIds.add(id);
    }
    validateQuestion(r, q, path);
  });
  return r.errors;
}

/** Whether `text` is an absolute http(s) URL a browser can open (never `javascript:` or `data:`). */
export function isWebLink(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !/\s/.test(text);
}

function validateQuestion(r: Reader, q: Record<string, unknown>, path: string): void {
  r.string(q, 'text', path, { required: true, max: LIMITS.maxLongText });
  const term = r.record(q, 'textTerm', path);
  if (term) {
    const key = own(term, 'key');
    if (!QUESTION_TERMS.includes(key as never)) r.fail(`${path}.textTerm.key`, worded('textTermKey', key));
    r.string(term, 'name', `${path}.textTerm`, { max: LIMITS.maxShortText });
  }
  const header = r.string(q, 'header', path);
  if (header !== undefined && hasBidiFormatting(header)) r.fail(`${path}.header`, worded('bidi', 'header'));
  r.string(q, 'context', path, { max: LIMITS.maxLongText });
  const subject = r.record(q, 'subject', path);
  if (subject) {
    if (own(subject, 'kind') === undefined) r.fail(`${path}.subject.kind`, worded('subjectKind'));
    else r.oneOf(subject, 'kind', `${path}.subject`, SUBJECT_KINDS);
    r.string(subject, 'text', `${path}.subject`, { required: true, allowEmpty: true, max: LIMITS.maxSubjectText });
  }
  r.string(q, 'placeholder', path, { max: LIMITS.maxLongText });
  r.boolean(q, 'optional', path);
  const kind = own(q, 'kind') === undefined ? 'choice' : r.oneOf(q, 'kind', path, QUESTION_KINDS);
  if (kind === undefined) return;
  validateKindFields(r, q, path, kind);
  if (kind === 'choice') validateChoice(r, q, path);
}

/** The rules of a `choice` question: its options, selection bounds and defaults. */
function validateChoice(r: Reader, q: Record<string, unknown>, path: string): void {
  r.oneOf(q, 'input', path, ['text', 'number', 'integer']);
  const bounds = r.record(q, 'textBounds', path);
  if (bounds) {
    const bp = `${path}.textBounds`;
    const minLength = r.integer(bounds, 'minLength', bp, { min: 0, max: LIMITS.maxLongText });
    const maxLength = r.integer(bounds, 'maxLength', bp, { min: 1, max: LIMITS.maxLongText });
    r.ordered(bp, { minLength, maxLength });
    r.ordered(bp, { minimum: r.number(bounds, 'minimum', bp), maximum: r.number(bounds, 'maximum', bp) });
  }
  const multiple = own(q, 'multiple');
  const allowOther = own(q, 'allowOther');
  if (typeof multiple !== 'boolean') r.fail(`${path}.multiple`, worded('notBoolean', 'multiple'));
  if (typeof allowOther !== 'boolean') r.fail(`${path}.allowOther`, worded('notBoolean', 'allowOther'));

  const rawOptions = own(q, 'options');
  if (!Array.isArray(rawOptions)) {
    r.fail(`${path}.options`, worded('optionsNotArray'));
    return;
  }
  const textOnly = rawOptions.length === 0;
  if (textOnly && allowOther !== true) {
    r.fail(`${path}.options`, worded('noOptions'));
  } else if (!textOnly && (rawOptions.length < LIMITS.minOptions || rawOptions.length > LIMITS.maxOptions)) {
    r.fail(`${path}.options`, worded('optionCount', rawOptions.length));
  }
  const optionIds = new Set<string>();
  const labels: LabelAt[] = [];
  rawOptions.forEach((o, j) => {
    const op = childPath(`${path}.options`, j);
    if (!isRecord(o)) return r.fail(op, worded('optionNotObject'));
    const id = r.string(o, 'id', op, { required: true });
    if (id !== undefined) {
      if (optionIds.has(id)) r.fail(`${op}.id`, worded('optionIdTwice', id));
      optionIds.add(id);
    }
    const label = r.string(o, 'label', op, { required: true });
    if (label !== undefined && hasBidiFormatting(label)) {
      r.fail(`${op}.label`, worded('bidi', 'label'));
    } else if (label !== undefined) labels.push({ label, path: `${op}.label`, index: j });
    r.string(o, 'value', op, { required: true, allowEmpty: true });
    r.string(o, 'description', op, { max: LIMITS.maxLongText });
    r.string(o, 'preview', op, { max: LIMITS.maxPreviewText });
    r.boolean(o, 'recommended', op);
    const term = own(o, 'term');
    if (term !== undefined && !OPTION_TERMS.includes(term as never)) {
      r.fail(`${op}.term`, worded('optionTerm', term));
    }
  });
  checkVisibleLabels(r, labels);

  const count = rawOptions.length;
  const min = r.integer(q, 'minSelections', path, { min: 0, required: true });
  const max = r.integer(q, 'maxSelections', path, { min: 0, required: true });
  r.ordered(path, { minSelections: min, maxSelections: max });
  if (min !== undefined && max !== undefined) {
    if (max > count) r.fail(`${path}.maxSelections`, worded('maxOverCount', max, count));
    if (!textOnly && max < 1) r.fail(`${path}.maxSelections`, worded('maxBelowOne'));
    if (multiple === false && max > 1) r.fail(`${path}.maxSelections`, worded('singleMax', max));
  }
  const defaults = own(q, 'defaults');
  if (!Array.isArray(defaults)) {
    r.fail(`${path}.defaults`, worded('defaultsNotArray'));
    return;
  }
  const seen = new Set<string>();
  defaults.forEach((d, k) => {
    const dp = childPath(`${path}.defaults`, k);
    if (typeof d !== 'string' || !optionIds.has(d)) r.fail(dp, worded('defaultNotOption', d));
    else if (seen.has(d)) r.fail(dp, worded('defaultTwice', d));
    else seen.add(d);
  });
  if (max !== undefined && defaults.length > max) {
    r.fail(`${path}.defaults`, worded('defaultsOverMax', defaults.length, max));
  }
}

/**
 * The reason an answer cannot be submitted yet, as facts (a key and numbers, no words: the
 * elements say it in their own strings); `undefined` when it can. `too-long`, `too-short`,
 * `format`, `pattern` and `not-an-integer` are about `text` / `number` / `integer` answers;
 * `other-too-long` / `other-too-short` about the text typed into a choice.
 */
export type AnswerProblem =
  | TypedAnswerProblem
  | { kind: 'too-few'; min: number }
  | { kind: 'too-many'; max: number }
  | { kind: 'other-too-long'; max: number }
  | { kind: 'other-too-short'; min: number };

/**
 * Why an answer to `question` is not yet valid, or `undefined` when it is. For a choice,
 * free text stands in for the minimum (it is the user's own answer), but never lifts the
 * maximum, and so do notes where they may be the whole answer (`noteField: "notes"`). Other
 * kinds are checked against their own rules (`kinds.ts`).
 */
export function answerProblem(question: ChoiceQuestion, answer: ChoiceAnswer | undefined): AnswerProblem | undefined {
  if (questionKind(question) !== 'choice') return kindRules().typedAnswerProblem(question, answer);
  const selected = answer?.selected.length ?? 0;
  const other = answer?.other?.trim() || (question.noteField === 'notes' && answer?.note?.trim()) || '';
  const bounds = question.textBounds ?? {};
  const maxLength = Math.min(bounds.maxLength ?? LIMITS.maxLongText, LIMITS.maxLongText);
  // Code points, as a person counts them (an emoji is one). Text over twice the limit in UTF-16
  // units is too long whatever it holds, and is refused without walking it.
  const length = other.length > 2 * maxLength ? Infinity : [...other].length;
  if (length > maxLength) return { kind: 'other-too-long', max: maxLength };
  if (other && bounds.minLength !== undefined && length < bounds.minLength) return { kind: 'other-too-short', min: bounds.minLength };
  if (other && (question.input === 'number' || question.input === 'integer')) {
    const n = Number(other);
    if (!Number.isFinite(n) || (question.input === 'integer' && !Number.isInteger(n))) return { kind: 'not-a-number' };
    if (n < (bounds.minimum ?? -Infinity) || n > (bounds.maximum ?? Infinity)) {
      return { kind: 'out-of-range', min: bounds.minimum, max: bounds.maximum };
    }
  }
  if (selected > question.maxSelections && question.options.length > 0) return { kind: 'too-many', max: question.maxSelections };
  if (selected === 0 && !other) return question.optional ? undefined : { kind: 'empty' };
  if (!other && selected < question.minSelections) return { kind: 'too-few', min: question.minSelections };
  return undefined;
}

/** `ids` filtered to this question's options, deduplicated and in option order. */
export function orderSelected(question: ChoiceQuestion, ids: Iterable<string>): string[] {
  const wanted = new Set(ids);
  return question.options.filter((o) => wanted.has(o.id)).map((o) => o.id);
}

/** The answer a question's defaults make: its default options, or its `default` value. */
export function defaultAnswer(question: ChoiceQuestion): ChoiceAnswer {
  const value = question.default;
  switch (questionKind(question)) {
    case 'choice':
      return { selected: orderSelected(question, question.defaults) };
    case 'text':
      return typeof value === 'string' ? { selected: [], text: value } : { selected: [] };
    case 'boolean':
      return typeof value === 'boolean' ? { selected: [], boolean: value } : { selected: [] };
    default:
      return typeof value === 'number' ? { selected: [], number: value } : { selected: [] };
  }
}

/** The answers a request's defaults make (used untouched, and on timeout). */
export function defaultAnswers(request: ChoiceRequest): Record<string, ChoiceAnswer> {
  const answers: Record<string, ChoiceAnswer> = {};
  for (const q of request.questions) setOwn(answers, q.id, defaultAnswer(q));
  return answers;
}
