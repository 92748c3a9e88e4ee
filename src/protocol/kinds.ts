/**
 * Question kinds besides `choice` (`text`, `number`, `integer`, `boolean`): a builder, the
 * model rules each kind obeys and the checks its answers pass, which agree with JSON Schema as
 * Ajv reads it. Importing it registers them with the core (`kind-rules.ts`).
 */
import { LIMITS } from './limits.js';
import { TEXT_FORMATS } from './model.js';
import type { ChoiceAnswer, ChoiceQuestion, QuestionKind, TextFormat } from './model.js';
import { own, type Json, type Reader } from './input.js';
import { questionKind, registerKindRules } from './kind-rules.js';
import { questionHints, type QuestionHint } from './hints.js';

/** The fields a `typedQuestion` is built from: everything but the choice fields. */
export type TypedQuestionSpec = Omit<ChoiceQuestion, 'kind' | 'options' | 'multiple' | 'allowOther' | 'minSelections' | 'maxSelections' | 'defaults' | 'input' | 'textBounds'> & {
  kind: Exclude<QuestionKind, 'choice'>;
};

/**
 * Question kinds besides `choice` (`text`, `number`, `integer`, `boolean`; see
 * `QuestionKind` in `model.ts`): a builder that fills in the choice fields, the model rules
 * a question of each kind obeys (`validateRequest` calls them), and the checks an answer of
 * each kind passes before anything is encoded (`answerProblem` calls them).
 *
 * The checks agree with JSON Schema (and so with Ajv, which MCP clients and servers use):
 * lengths count code points, `pattern` is an ECMAScript regular expression with the `u`
 * flag that matches anywhere in the text unless it is anchored, and each `format` accepts
 * no more than Ajv's `ajv-formats` ("full" mode) does.
 *
 * Importing this module registers its rules with the core (`kind-rules.ts`), which does not
 * import it: a page showing only choices never loads it.
 *
 * A question of kind `text`, `number`, `integer` or `boolean`, with its choice fields
 * filled in empty: `typedQuestion({ id: 'q0', kind: 'boolean', text: 'Deploy now?' })`.
 */
export function typedQuestion(spec: TypedQuestionSpec): ChoiceQuestion {
  return { ...spec, options: [], multiple: false, allowOther: false, minSelections: 0, maxSelections: 0, defaults: [] };
}

/** The fields of a question of kind `kind` (not `choice`): its own, and the choice fields, which must be empty. */
function validateTypedFields(r: Reader, q: Json, path: string, kind: Exclude<QuestionKind, 'choice'>): void {
  if (kind === 'text') validateText(r, q, path);
  else if (kind === 'number' || kind === 'integer') validateNumber(r, q, path, kind);
  else r.boolean(q, 'default', path);
  // The choice fields are there (so code reading any question can), but empty.
  const options = own(q, 'options');
  const defaults = own(q, 'defaults');
  if (!Array.isArray(options) || options.length > 0) r.fail(`${path}.options`, `A "${kind}" question has no options: "options" must be [].`);
  if (!Array.isArray(defaults) || defaults.length > 0) r.fail(`${path}.defaults`, `A "${kind}" question has no option defaults: "defaults" must be [] (its "default" holds its value).`);
  for (const key of ['multiple', 'allowOther']) if (own(q, key) !== false) r.fail(`${path}.${key}`, `A "${kind}" question has no options: "${key}" must be false.`);
  for (const key of ['minSelections', 'maxSelections']) if (own(q, key) !== 0) r.fail(`${path}.${key}`, `A "${kind}" question has no options: "${key}" must be 0.`);
}

function validateText(r: Reader, q: Json, path: string): void {
  const minLength = r.integer(q, 'minLength', path, { min: 0, max: LIMITS.maxLongText });
  const maxLength = r.integer(q, 'maxLength', path, { min: 1, max: LIMITS.maxLongText });
  r.ordered(path, { minLength, maxLength });
  const format = r.oneOf(q, 'format', path, TEXT_FORMATS);
  const pattern = r.string(q, 'pattern', path, { max: LIMITS.maxShortText });
  if (pattern !== undefined && !compilePattern(pattern)) {
    r.fail(`${path}.pattern`, '"pattern" is not a valid regular expression (ECMAScript syntax, "u" flag).');
  }
  r.boolean(q, 'secret', path);
  const fallback = r.string(q, 'default', path, { max: LIMITS.maxLongText, allowEmpty: true });
  if (fallback === undefined || fallback === '') return;
  const problem = textProblem({ minLength, maxLength, format, pattern }, fallback);
  if (problem) r.fail(`${path}.default`, `The default breaks the question's own rules: ${describeTypedProblem(problem)}`);
}

function validateNumber(r: Reader, q: Json, path: string, kind: 'number' | 'integer'): void {
  const minimum = r.number(q, 'minimum', path);
  const maximum = r.number(q, 'maximum', path);
  r.ordered(path, { minimum, maximum });
  const fallback = kind === 'integer' ? r.integer(q, 'default', path) : r.number(q, 'default', path);
  if (fallback !== undefined && (fallback < (minimum ?? -Infinity) || fallback > (maximum ?? Infinity))) {
    r.fail(`${path}.default`, `The default ${fallback} is outside "minimum"/"maximum".`);
  }
}

/** `pattern` as a RegExp, or `undefined` when it does not compile. Never throws. */
export function compilePattern(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/** Why a typed answer of a `text`, `number`, `integer` or `boolean` question is not valid. */
export type TypedAnswerProblem =
  | { kind: 'empty' }
  | { kind: 'too-short'; min: number }
  | { kind: 'too-long'; max: number }
  | { kind: 'format'; format: TextFormat }
  | { kind: 'pattern' }
  | { kind: 'not-a-number' }
  | { kind: 'not-an-integer' }
  | { kind: 'out-of-range'; min?: number; max?: number };

/**
 * Whether a text question's answer spans lines: its starting text does (an interrupt's
 * argument holding a file's content). The elements give it a text area, and its answer is
 * sent as typed: the indentation and the final line break are part of such a text.
 */
export function spansLines(question: Pick<ChoiceQuestion, 'default'>): boolean {
  return typeof question.default === 'string' && /[\n\r]/.test(question.default);
}

/**
 * The text a `text` question's answer sends: trimmed (a secret, or text that `spansLines`,
 * is sent as typed), or `undefined` when nothing (or only white space, but in a secret) is typed.
 */
export function answerText(question: Pick<ChoiceQuestion, 'secret' | 'default'>, answer: ChoiceAnswer | undefined): string | undefined {
  const typed = answer?.text ?? '';
  const asTyped = question.secret || (spansLines(question) && typed.trim() !== '');
  const text = asTyped ? typed : typed.trim();
  return text === '' ? undefined : text;
}

/** A decimal number as a person types it ("42", "-3.5", "1e3"); no hex, no "Infinity". */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The number typed `text` holds (spaces around it allowed), or `undefined` when it is not a decimal number. */
export function typedDecimal(text: string): number | undefined {
  const typed = text.trim();
  return typed.length <= 64 && DECIMAL.test(typed) ? Number(typed) : undefined;
}

/**
 * The number a `number` / `integer` question's answer holds: its `number`, else its typed
 * `text` read as a decimal; `undefined` when nothing is given, `NaN` when the text is not a
 * number.
 */
export function answerNumber(answer: ChoiceAnswer | undefined): number | undefined {
  if (typeof answer?.number === 'number') return answer.number;
  const typed = answer?.text?.trim() ?? '';
  if (typed === '') return undefined;
  return typedDecimal(typed) ?? NaN;
}

/**
 * Why an answer to a question of kind `text`, `number`, `integer` or `boolean` is not
 * valid, or `undefined` when it is (an unanswered optional question is valid).
 */
export function typedAnswerProblem(question: ChoiceQuestion, answer: ChoiceAnswer | undefined): TypedAnswerProblem | undefined {
  const kind = questionKind(question);
  const empty = question.optional ? undefined : ({ kind: 'empty' } as const);
  if (kind === 'boolean') return typeof answer?.boolean === 'boolean' ? undefined : empty;
  if (kind === 'number' || kind === 'integer') {
    const n = answerNumber(answer);
    if (n === undefined) return empty;
    if (!Number.isFinite(n)) return { kind: 'not-a-number' };
    if (kind === 'integer' && !Number.isInteger(n)) return { kind: 'not-an-integer' };
    // The question's own range first: its bounds are the ones to name.
    if (n < (question.minimum ?? -Infinity) || n > (question.maximum ?? Infinity)) {
      return { kind: 'out-of-range', ...(question.minimum !== undefined && { min: question.minimum }), ...(question.maximum !== undefined && { max: question.maximum }) };
    }
    // Past 2^53 a typed integer is sent as another one (9007199254740993 goes as …992, and a
    // server that reads JSON integers exactly, as Python does, gets that): refuse it instead,
    // naming the safe bound on the side the question leaves open.
    if (kind === 'integer' && !Number.isSafeInteger(n)) {
      return { kind: 'out-of-range', min: Math.max(question.minimum ?? -Infinity, Number.MIN_SAFE_INTEGER), max: Math.min(question.maximum ?? Infinity, Number.MAX_SAFE_INTEGER) };
    }
    return undefined;
  }
  const text = answerText(question, answer);
  return text === undefined ? empty : textProblem(question, text);
}

type TextRules = Pick<ChoiceQuestion, 'minLength' | 'maxLength' | 'format' | 'pattern'>;

function textProblem(rules: TextRules, text: string): TypedAnswerProblem | undefined {
  const max = Math.min(rules.maxLength ?? LIMITS.maxLongText, LIMITS.maxLongText);
  // Code points, as a person counts them (an emoji is one). Text over twice the limit in
  // UTF-16 units is too long whatever it holds, and is refused without walking it.
  const length = text.length > 2 * max ? Infinity : [...text].length;
  if (length > max) return { kind: 'too-long', max };
  if (rules.minLength !== undefined && length < rules.minLength) return { kind: 'too-short', min: rules.minLength };
  if (rules.format && !matchesFormat(rules.format, text)) return { kind: 'format', format: rules.format };
  if (rules.pattern !== undefined && !compilePattern(rules.pattern)?.test(text)) return { kind: 'pattern' };
  return undefined;
}

// ajv-formats' "full" e-mail: a dot-atom local part, then a domain of labels of 1–63 letters, digits or hyphens.
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
// An absolute URI (RFC 3986): a scheme, then only the characters a URI may hold, percent-escapes well formed.
const URI = /^[a-z][a-z0-9+.-]*:(?:[a-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9a-f]{2})*$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

/** Whether `text` has `format` (RFC 3339 `date` / `date-time` with a time zone, RFC 3986 `uri`). */
export function matchesFormat(format: TextFormat, text: string): boolean {
  switch (format) {
    case 'email':
      return text.length <= 320 && EMAIL.test(text);
    case 'uri':
      return URI.test(text);
    case 'date':
      return isDate(text);
    case 'date-time': {
      const m = DATE_TIME.exec(text);
      if (!m || !isDate(m[1]!)) return false;
      const [hour, minute, second, zoneHour, zoneMinute] = [m[2], m[3], m[4], m[5] ?? '00', m[6] ?? '00'].map(Number) as [number, number, number, number, number];
      return hour < 24 && minute < 60 && second <= 60 && zoneHour < 24 && zoneMinute < 60;
    }
  }
}

function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** A typed-answer problem in plain English, for logs, errors and terminal clients (the elements use their own strings). */
export function describeTypedProblem(problem: TypedAnswerProblem): string {
  switch (problem.kind) {
    case 'empty':
      return 'nothing is given.';
    case 'too-short':
      return `the text is shorter than ${problem.min} characters.`;
    case 'too-long':
      return `the text is longer than ${problem.max} characters.`;
    case 'format':
      return `the text is not a valid ${problem.format}.`;
    case 'pattern':
      return 'the text does not have the required form.';
    case 'not-a-number':
      return 'the answer must be a number.';
    case 'not-an-integer':
      return 'the answer must be a whole number.';
    case 'out-of-range':
      if (problem.min !== undefined && problem.max !== undefined) return `the number must be from ${problem.min} to ${problem.max}.`;
      return problem.min !== undefined ? `the number must be at least ${problem.min}.` : `the number must be at most ${problem.max}.`;
  }
}

/** The hints of a question answered in a field: a text, number or integer question, or a choice without options (its legacy `input` and `textBounds`). */
function typedHints(question: ChoiceQuestion): QuestionHint[] {
  switch (questionKind(question)) {
    case 'choice':
      return legacyHints(question);
    case 'text': {
      const hints: QuestionHint[] = [];
      if (question.format) hints.push({ hint: 'format', format: question.format });
      const length = lengthHint(question.minLength, question.maxLength);
      if (length) hints.push(length);
      return hints;
    }
    case 'number':
    case 'integer':
      return [numberHint(question.kind === 'integer', question.minimum, question.maximum)];
    default:
      return [];
  }
}

function lengthHint(min: number | undefined, max: number | undefined): QuestionHint | undefined {
  const from = min ? min : undefined;
  if (from === undefined && max === undefined) return undefined;
  return { hint: 'length', ...(from !== undefined && { min: from }), ...(max !== undefined && { max }) };
}

function numberHint(integer: boolean, min: number | undefined, max: number | undefined): QuestionHint {
  return { hint: 'number', integer, ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** A legacy text-only choice question (`input`, `textBounds`). */
function legacyHints(question: ChoiceQuestion): QuestionHint[] {
  const b = question.textBounds ?? {};
  if (question.input === 'number' || question.input === 'integer') return [numberHint(question.input === 'integer', b.minimum, b.maximum)];
  const length = lengthHint(b.minLength, b.maxLength);
  return length ? [length] : [];
}

/**
 * The range of a question answered with a number: a `number` / `integer` question, or a
 * legacy number field (a choice without options, `input: 'number'`); `undefined` for any other.
 */
export function numberRule(question: ChoiceQuestion): NumberHint | undefined {
  return questionHints(question).find((hint): hint is NumberHint => hint.hint === 'number');
}

type NumberHint = Extract<QuestionHint, { hint: 'number' }>;

/** The limits a text field takes as attributes (`maxlength`), as the request states them. */
export function maxTextLength(question: ChoiceQuestion): number {
  const max = question.maxLength ?? question.textBounds?.maxLength ?? LIMITS.maxLongText;
  return Math.min(max, LIMITS.maxLongText);
}

registerKindRules({ validateTypedFields, typedAnswerProblem, describeTypedProblem, typedHints });
