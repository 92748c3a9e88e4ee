/**
 * Building blocks the dialects share to build questions and read answers; nothing here knows
 * a dialect.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceAnswer, ChoiceOption, ChoiceQuestion, ChoiceRequest, ChoiceResponse, QuestionSubject, QuestionTerm } from '../../model.js';
import { isRecord, setOwn, type Reader } from '../../input.js';
import { answerNumber, answerText, typedQuestion, type TypedQuestionSpec } from '../../kinds.js';
import { questionKind } from '../../kind-rules.js';

/** Options from plain strings (Cline's options, Roo's suggestions): each string is label and value. */
export function optionsFromStrings(labels: readonly string[]): ChoiceOption[] {
  return labels.map((label, i) => ({ id: `o${i}`, label, value: label }));
}

/** A question answered by picking options (and, with `allowOther`, by typing instead). */
export function choiceQuestion(spec: {
  id: string;
  text: string;
  textTerm?: QuestionTerm;
  options: ChoiceOption[];
  header?: string;
  context?: string;
  subject?: QuestionSubject;
  multiple?: boolean;
  allowOther?: boolean;
  placeholder?: string;
  optional?: boolean;
}): ChoiceQuestion {
  const { id, text, textTerm, options, header, context, subject, placeholder, optional } = spec;
  const multiple = spec.multiple ?? false;
  const allowOther = spec.allowOther ?? false;
  return {
    id,
    text,
    ...(textTerm && { textTerm }),
    ...(header !== undefined && { header }),
    ...(context !== undefined && { context }),
    ...(subject && { subject }),
    ...(placeholder !== undefined && { placeholder }),
    options,
    multiple,
    allowOther,
    // Typed text stands in for the minimum (see answerProblem), so 1 holds with free text too.
    minSelections: options.length > 0 ? 1 : 0,
    maxSelections: multiple ? options.length : Math.min(1, options.length),
    defaults: [],
    ...(optional && { optional }),
  };
}

/** A question answered by typing (`kind: 'text'`). */
export function textQuestion(spec: Omit<TypedQuestionSpec, 'kind'>): ChoiceQuestion {
  return typedQuestion({ ...spec, kind: 'text' });
}

/** The answer to `questionId`, read as an own property (a question id may be any string). */
export function answerOf(response: ChoiceResponse, questionId: string): ChoiceAnswer | undefined {
  return Object.prototype.hasOwnProperty.call(response.answers, questionId) ? response.answers[questionId] : undefined;
}

/**
 * One question's answer as its parts: chosen option values in option order, then the typed
 * text; a `text` question's text (trimmed unless secret); a number as written. A boolean's
 * words are each dialect's own, so it gives none.
 */
export function answerParts(question: ChoiceQuestion, answer: ChoiceAnswer | undefined): string[] {
  if (!answer) return [];
  const kind = questionKind(question);
  if (kind === 'text') return [answerText(question, answer)].filter((t): t is string => t !== undefined);
  if (kind === 'number' || kind === 'integer') {
    const n = answerNumber(answer);
    return n === undefined || Number.isNaN(n) ? [] : [String(n)];
  }
  if (kind === 'boolean') return [];
  const chosen = new Set(answer.selected);
  const parts = question.options.filter((o) => chosen.has(o.id)).map((o) => o.value);
  const other = answer.other?.trim();
  if (other) parts.push(other);
  return parts;
}

/** The chosen option of a single-select question, if any. */
export function chosenOption(question: ChoiceQuestion, answer: ChoiceAnswer | undefined): ChoiceOption | undefined {
  const id = answer?.selected[0];
  return id === undefined ? undefined : question.options.find((o) => o.id === id);
}

/**
 * The answer a payload already carries, for a question whose reply names options by value:
 * the whole text when it is one option's value, else its `, `-separated parts that spell
 * option values, a value holding ", " included (up to the question's maximum), the rest as
 * typed text (a `text` question's answer is the text).
 */
export function answerFromText(question: ChoiceQuestion, text: string): ChoiceAnswer {
  if (questionKind(question) === 'text') return { selected: [], text };
  const byValue = new Map(question.options.map((o) => [o.value, o.id]));
  const whole = byValue.get(text);
  if (whole !== undefined) return { selected: [whole] };
  const selected: string[] = [];
  const rest: string[] = [];
  const parts = question.multiple ? text.split(', ') : [text];
  // A label may hold ", " itself ("Lint, format"), so the parts are read as the option values
  // that spell the most of them: with options "A", "B, C" and "A, B", the text "A, B, C" is
  // A and "B, C", not "A, B" and typed text "C". `covered[i]`: the most parts from `i` on
  // that option values spell (each option counted wherever it fits).
  const spelled = question.options.map((o) => ({ id: o.id, parts: o.value.split(', ') }));
  // `fits[i]`: the options whose value is spelled by the parts from `i` on.
  const fits = parts.map((_, i) => spelled.filter((option) => option.parts.every((p, k) => parts[i + k] === p)));
  const covered = new Array<number>(parts.length + 1).fill(0);
  for (let i = parts.length - 1; i >= 0; i--) {
    covered[i] = covered[i + 1]!;
    for (const option of fits[i]!) covered[i] = Math.max(covered[i]!, option.parts.length + covered[i + option.parts.length]!);
  }
  for (let i = 0; i < parts.length; ) {
    let best: { id: string; parts: string[] } | undefined;
    if (selected.length < question.maxSelections) {
      for (const option of fits[i]!) {
        if (selected.includes(option.id) || option.parts.length + covered[i + option.parts.length]! < covered[i]!) continue;
        if (option.parts.length > (best?.parts.length ?? 0)) best = option;
      }
    }
    if (best) selected.push(best.id);
    else rest.push(parts[i]!);
    i += best ? best.parts.length : 1;
  }
  const other = rest.join(', ').trim();
  const ordered = question.options.filter((o) => selected.includes(o.id)).map((o) => o.id);
  return other ? { selected: ordered, other } : { selected: ordered };
}

/** An answered response to `request` from answers keyed by question id. */
export function answeredResponse(request: ChoiceRequest, answers: Array<[string, ChoiceAnswer]>): ChoiceResponse {
  const record: Record<string, ChoiceAnswer> = {};
  for (const [id, answer] of answers) setOwn(record, id, answer);
  return { requestId: request.id, status: 'answered', answers: record };
}

/**
 * `value` as plain JSON data (a copy), to keep in `request.meta` for the reply; `undefined`
 * when it has no JSON form (a BigInt, a cycle) or its JSON is over the payload limit.
 */
export function jsonCopy(value: unknown): unknown {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return undefined;
  }
  if (text === undefined || text.length > LIMITS.maxPayloadChars) return undefined;
  return JSON.parse(text);
}

/**
 * `value`, an object, as a JSON object copy; `undefined` when it is too large or is not JSON
 * data (a boxed string or number passes `isRecord` but copies as a primitive, found by fuzzing).
 */
export function jsonObjectCopy(value: unknown): Record<string, unknown> | undefined {
  const copy = jsonCopy(value);
  return isRecord(copy) ? (copy as Record<string, unknown>) : undefined;
}

/**
 * A string that stands alone in a list (Cline's options, Roo's questions), checked as
 * `Reader.string` checks a field, its errors at `path`. `what` names it in the messages.
 */
export function stringAt(r: Reader, value: unknown, path: string, opts: { what: string; max?: number }): string | undefined {
  const before = r.errors.length;
  const text = r.string({ [opts.what]: value }, opts.what, '$', { required: true, ...(opts.max !== undefined && { max: opts.max }) });
  for (const error of r.errors.slice(before)) error.path = path;
  return text;
}

/** Claude Code, Gemini CLI and Codex mark the option they recommend by ending its label so. */
const RECOMMENDED_SUFFIX = /\s+\(recommended\)$/i;

/**
 * An option's label and value from the label an agent wrote: " (Recommended)" at its end is
 * shown as the recommended mark instead of as text, and the value (what the reply names)
 * stays the label exactly as given.
 */
export function labelled(label: string): Pick<ChoiceOption, 'label' | 'value' | 'recommended'> {
  const shown = label.replace(RECOMMENDED_SUFFIX, '');
  return shown !== label && shown.trim() !== '' ? { label: shown, value: label, recommended: true } : { label, value: label };
}

/**
 * A question the user may answer by picking a suggestion or by typing (Cline's and Roo's):
 * a choice with free text when there are two suggestions or more; otherwise a text
 * question, a lone suggestion shown as its hint (a choice has at least two options).
 */
export function suggestedQuestion(spec: { id: string; text: string; textTerm?: QuestionTerm; options: ChoiceOption[]; optional?: boolean }): ChoiceQuestion {
  const { options, ...rest } = spec;
  if (options.length >= 2) return choiceQuestion({ ...spec, allowOther: true });
  return textQuestion({ ...rest, ...(options[0] && { placeholder: options[0].label }) });
}
