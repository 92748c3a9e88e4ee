/**
 * `choices-block` (seeds 000 and 003): the JSON inside a ```choices fenced block,
 * `{question, options[{label, value, description?, recommended?}], context?}` with the kit's
 * optional extensions `multiple`, `minSelections`, `maxSelections`, `allowOther`,
 * `placeholder`. The reply is a user message: the chosen option's `value` (several joined
 * with ", "; typed text as itself).
 *
 * `present_choices` tool arguments have the same shape, so that dialect reuses `readChoices`.
 */
import { LIMITS, SEED_LIMITS, OPTION_RANGE_MESSAGE } from '../../limits.js';
import type { ChoiceOption, ChoiceRequest, ChoiceResponse, DialectName, ParseResult } from '../../model.js';
import { cancelledOrDeclined } from '../../model.js';
import { Reader, childPath, isRecord, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { randomId } from '../../ids.js';
import { checkVisibleLabels, type LabelAt } from '../../text.js';

/** Reads the `{question, options, context?, …}` shape shared by `choices-block` and `present_choices`. */
export function readChoices(dialect: DialectName, payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, dialect === 'choices-block' ? 'The choices block' : 'The tool arguments');
  if (!root) return { ok: false, errors: r.errors };
  const text = r.string(root, 'question', '$', { required: true, max: LIMITS.maxLongText });
  const context = r.string(root, 'context', '$', { max: LIMITS.maxLongText });
  const placeholder = r.string(root, 'placeholder', '$', { max: LIMITS.maxLongText });
  const multiple = r.boolean(root, 'multiple', '$') ?? false;
  const allowOther = r.boolean(root, 'allowOther', '$') ?? false;
  const rawOptions = r.array(root, 'options', '$', {
    required: true,
    min: SEED_LIMITS.minOptions,
    max: SEED_LIMITS.maxOptions,
    rangeMessage: OPTION_RANGE_MESSAGE,
  });
  const parsedOptions: ChoiceOption[] = [];
  const labels: LabelAt[] = [];
  rawOptions?.forEach((raw, i) => {
    const path = childPath('$.options', i);
    if (!isRecord(raw)) return r.fail(path, `Option ${i + 1} must be an object with "label" and "value".`);
    const option = readOption(r, raw, path, i);
    if (option) parsedOptions.push(option);
    if (option) labels.push({ label: option.label, path: `${path}.label`, index: i });
  });
  checkVisibleLabels(r, labels);
  const count = rawOptions?.length ?? 0;
  const floor = allowOther ? 0 : 1;
  const min = r.integer(root, 'minSelections', '$', { min: 0, max: SEED_LIMITS.maxOptions }) ?? floor;
  const max = r.integer(root, 'maxSelections', '$', { min: 1, max: SEED_LIMITS.maxOptions }) ?? (multiple ? count : 1);
  if (!multiple && (root.minSelections !== undefined || root.maxSelections !== undefined) && max > 1) {
    r.fail('$.maxSelections', '"maxSelections" above 1 needs "multiple": true.');
  }
  return finishParse(r, () => ({
    id: options.id ?? randomId('choices'),
    dialect,
    questions: [
      {
        id: 'q0',
        text: text!,
        ...(context !== undefined && { context }),
        ...(placeholder !== undefined && { placeholder }),
        options: parsedOptions,
        multiple,
        allowOther,
        minSelections: min,
        maxSelections: max,
        defaults: [],
      },
    ],
  }));
}

function readOption(r: Reader, raw: Json, path: string, index: number): ChoiceOption | undefined {
  const label = r.string(raw, 'label', path, { required: true });
  const value = r.string(raw, 'value', path, { required: true });
  const description = r.string(raw, 'description', path, { max: LIMITS.maxLongText });
  const recommended = r.boolean(raw, 'recommended', path);
  if (label === undefined || value === undefined) return undefined;
  return {
    id: `o${index}`,
    label,
    value,
    ...(description !== undefined && { description }),
    ...(recommended && { recommended }),
  };
}

/**
 * The user message a single-question request's answer becomes: chosen option values in
 * option order, then typed text, joined with ", ". `null` when cancelled or when nothing was
 * chosen (a timeout that cancels): nothing to send, the user simply goes on typing.
 */
export function answerAsMessage(request: ChoiceRequest, response: ChoiceResponse, pick: (o: ChoiceOption) => string): string | null {
  if (cancelledOrDeclined(response.status)) return null;
  const parts: string[] = [];
  for (const question of request.questions) {
    const answer = response.answers[question.id];
    if (!answer) continue;
    const chosen = new Set(answer.selected);
    for (const option of question.options) if (chosen.has(option.id)) parts.push(pick(option));
    const other = answer.other?.trim();
    if (other) parts.push(other);
  }
  // Nothing chosen (a timeout that cancels, say): nothing to send.
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The `choices-block` and `present_choices` reply: the chosen values as the user's next message. */
export function encodeValueMessage(request: ChoiceRequest, response: ChoiceResponse): string | null {
  return answerAsMessage(request, response, (o) => o.value);
}

export const choicesBlock: Dialect<string | null> = {
  name: 'choices-block',
  capabilities: { cancel: false, timeout: false },
  parse: (payload, options) => readChoices('choices-block', payload, options),
  encode: encodeValueMessage,
};
