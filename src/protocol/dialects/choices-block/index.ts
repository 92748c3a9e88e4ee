/**
 * `choices-block`: the JSON inside a ```choices fenced block (`present_choices` arguments have
 * the same shape); the reply is the chosen values as the user's next message.
 */
import { LIMITS, SEED_LIMITS, OPTION_RANGE_MESSAGE } from '../../limits.js';
import type { ChoiceOption, ChoiceRequest, ChoiceResponse, DialectName, ParseResult } from '../../model.js';
import { cancelledOrDeclined } from '../../model.js';
import { Reader } from '../../input.js';
import { finishParse, type Dialect, type DialectLimits, type ParseOptions } from '../../dialect.js';
import { FLAG, readField, readOptions, requiredText, text, type OptionList } from '../shared/fields.js';

/** The fields of a block, and of `present_choices` arguments: what the parser reads and the tool's schema states. */
export const CHOICES_FIELDS = {
  question: requiredText(LIMITS.maxLongText),
  options: {
    type: 'array',
    minItems: SEED_LIMITS.minOptions,
    maxItems: SEED_LIMITS.maxOptions,
    items: { label: requiredText(LIMITS.maxShortText), value: requiredText(LIMITS.maxShortText), description: text(LIMITS.maxLongText), recommended: FLAG },
    rangeMessage: OPTION_RANGE_MESSAGE,
    required: true,
  },
  context: text(LIMITS.maxLongText),
  multiple: FLAG,
  minSelections: { type: 'integer', minimum: 0, maximum: SEED_LIMITS.maxOptions },
  maxSelections: { type: 'integer', minimum: 1, maximum: SEED_LIMITS.maxOptions },
  allowOther: FLAG,
  placeholder: text(LIMITS.maxLongText),
} as const;

/** One question of 2–4 options, as the markdown block has it. */
export const CHOICES_LIMITS: DialectLimits = { ...SEED_LIMITS, minQuestions: 1, maxQuestions: 1 };

const OPTIONS: OptionList<typeof CHOICES_FIELDS.options.items> = {
  rule: CHOICES_FIELDS.options,
  notObject: (i) => `Option ${i + 1} must be an object with "label" and "value".`,
  labelField: 'label',
  option: ({ label, value, description, recommended }, index) =>
    label === undefined || value === undefined
      ? undefined
      : { id: `o${index}`, label, value, ...(description !== undefined && { description }), ...(recommended && { recommended }) },
};

/** Reads the `{question, options, context?, …}` shape shared by `choices-block` and `present_choices`. */
export function readChoices(dialect: DialectName, payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, dialect === 'choices-block' ? 'The choices block' : 'The tool arguments');
  if (!root) return { ok: false, errors: r.errors };
  const field = <K extends keyof typeof CHOICES_FIELDS>(key: K) => readField(r, root, '$', key, CHOICES_FIELDS[key]);
  const question = field('question');
  const context = field('context');
  const placeholder = field('placeholder');
  const multiple = field('multiple') ?? false;
  const allowOther = field('allowOther') ?? false;
  const parsedOptions: ChoiceOption[] = readOptions(r, root, '$', OPTIONS) ?? [];
  const floor = allowOther ? 0 : 1;
  const min = field('minSelections') ?? floor;
  const max = field('maxSelections') ?? (multiple ? parsedOptions.length : 1);
  if (!multiple && (root.minSelections !== undefined || root.maxSelections !== undefined) && max > 1) {
    r.fail('$.maxSelections', '"maxSelections" above 1 needs "multiple": true.');
  }
  return finishParse(r, () => ({
    id: options.id,
    dialect,
    questions: [
      {
        id: 'q0',
        text: question!,
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
  limits: CHOICES_LIMITS,
  parse: (payload, options) => readChoices('choices-block', payload, options),
  encode: encodeValueMessage,
};

// The folder's one descriptor, as scripts/dialects-catalog.mjs reads it.
export default choicesBlock;
