/**
 * `request_user_choice`: the `requestUserChoice` tool's arguments, alone or in the agent
 * service's `user_choice_required` event (error paths then point into its `content`).
 */
import { LIMITS, SEED_LIMITS, OPTION_RANGE_MESSAGE } from '../../limits.js';
import type { ParseResult } from '../../model.js';
import { Reader, describeType, isRecord, own, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { encodeRequestUserChoice } from './reply.js';
import { visibleKey } from '../../text.js';
import { FLAG, readField, readOptions, requiredText, type OptionList } from '../shared/fields.js';

import { USER_CHOICE_REQUIRED } from './event.js';
import { detectRequestUserChoice } from './detect.js';

export { USER_CHOICE_REQUIRED } from './event.js';

/** The tool arguments' fields: what the parser reads and the tool's schema states. */
export const REQUEST_USER_CHOICE_FIELDS = {
  question: requiredText(LIMITS.maxLongText),
  options: {
    type: 'array',
    minItems: SEED_LIMITS.minOptions,
    maxItems: SEED_LIMITS.maxOptions,
    // `description` is asked for by the schema, tolerated when missing.
    items: { title: requiredText(LIMITS.maxShortText), description: { type: 'string', maxLength: LIMITS.maxLongText, required: 'asked' }, isRecommended: FLAG },
    rangeMessage: OPTION_RANGE_MESSAGE,
    required: true,
  },
} as const;

const OPTIONS: OptionList<typeof REQUEST_USER_CHOICE_FIELDS.options.items> = {
  rule: REQUEST_USER_CHOICE_FIELDS.options,
  notObject: (i) => `Option ${i + 1} must be an object with "title" and "description".`,
  labelField: 'title',
  // Compared as a person sees them: "Yes" and "Yes" with a zero-width space are one title.
  alikeLabels: true,
  unique: {
    field: 'title',
    key: (_, option) => option && visibleKey(option.label),
    message: (i, earlier) => `Option ${i + 1} has the same title as option ${earlier + 1}; titles must be unique, since the title is the answer.`,
  },
  option: ({ title, description, isRecommended }, index) =>
    title === undefined
      ? undefined
      : { id: `o${index}`, label: title, value: title, ...(description !== undefined && { description }), ...(isRecommended && { recommended: isRecommended }) },
};

/** The event's `content`: JSON text (as the agent service yields it) or already an object. */
function readContent(r: Reader, content: unknown): Json | undefined {
  let value = content;
  if (value === undefined || value === null) {
    return r.fail('$.content', '"content" is required: the requestUserChoice arguments as JSON text.');
  }
  if (typeof value === 'string') {
    if (value.length > LIMITS.maxPayloadChars) {
      return r.fail('$.content', `"content" is ${value.length} characters long; the limit is ${LIMITS.maxPayloadChars}.`);
    }
    try {
      value = JSON.parse(value);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return r.fail('$.content', `"content" is not valid JSON (${detail}).`);
    }
  }
  if (!isRecord(value)) {
    return r.fail('$.content', `"content" must hold a JSON object with "question" and "options", not ${describeType(value)}.`);
  }
  return value;
}

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The payload');
  if (!root) return { ok: false, errors: r.errors };
  let args: Json | undefined = root;
  let base = '$';
  const type = own(root, 'type');
  if (type !== undefined) {
    if (type !== USER_CHOICE_REQUIRED) {
      r.fail('$.type', `An event's "type" must be "${USER_CHOICE_REQUIRED}"; tool arguments {question, options} have no "type".`);
      return { ok: false, errors: r.errors };
    }
    base = '$.content';
    args = readContent(r, own(root, 'content'));
    if (!args) return { ok: false, errors: r.errors };
  }

  const text = readField(r, args, base, 'question', REQUEST_USER_CHOICE_FIELDS.question);
  const parsed = readOptions(r, args, base, OPTIONS) ?? [];
  return finishParse(r, () => ({
    id: options.id,
    dialect: 'request_user_choice',
    questions: [
      {
        id: 'q0',
        text: text!,
        options: parsed,
        multiple: false,
        allowOther: true,
        minSelections: 1,
        maxSelections: 1,
        defaults: [],
      },
    ],
  }));
}

export const requestUserChoice: Dialect<string | null> = {
  name: 'request_user_choice',
  capabilities: { cancel: true, timeout: false },
  detect: detectRequestUserChoice,
  limits: { ...SEED_LIMITS, minQuestions: 1, maxQuestions: 1 },
  tool: async () => (await import('./tool.js')).default,
  parse,
  encode: encodeRequestUserChoice,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default requestUserChoice;
