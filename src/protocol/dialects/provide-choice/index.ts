/**
 * `provide_choice`: one question in one of four modes, checked before anything is shown: a
 * field the mode cannot honour, or one the contract does not know, is an error.
 */
import { LIMITS, SEED_LIMITS, OPTION_RANGE_MESSAGE } from '../../limits.js';
import type { ChoiceOption, ChoiceQuestion, ParseResult, SubmitMode } from '../../model.js';
import { Reader, childPath, describeType, own, shownKey, type Json } from '../../input.js';
import { finishParse, type Dialect, type ParseOptions } from '../../dialect.js';
import { encodeProvideChoice, type ProvideChoiceResult } from './reply.js';
import { FLAG, readOptions, requiredText, text, type OptionList } from '../shared/fields.js';
import {
  IGNORED_CANCEL_FLAGS,
  PROVIDE_CHOICE_FIELDS,
  PROVIDE_CHOICE_TIMEOUT_ACTIONS,
  PROVIDE_CHOICE_TRANSPORTS,
  SELECTION_MODES,
  type ProvideChoiceMeta,
  type SelectionMode,
} from './contract.js';
import { detectProvideChoice } from './detect.js';

export type {
  ProvideChoiceActionStatus,
  ProvideChoiceCancelReason,
  ProvideChoiceFinalStatus,
  ProvideChoicePending,
  ProvideChoicePendingStatus,
  ProvideChoiceResponse,
  ProvideChoiceResult,
  ProvideChoiceSelection,
} from './reply.js';

export {
  IGNORED_CANCEL_FLAGS,
  PROVIDE_CHOICE_FIELDS,
  PROVIDE_CHOICE_TIMEOUT_ACTIONS,
  PROVIDE_CHOICE_TRANSPORTS,
  SELECTION_MODES,
} from './contract.js';
export type {
  ProvideChoiceArgs,
  ProvideChoiceMeta,
  ProvideChoiceOption,
  ProvideChoiceTimeoutAction,
  ProvideChoiceTransport,
  SelectionMode,
} from './contract.js';

const quoteAll = (items: readonly string[]) => items.map((s) => `"${s}"`).join(', ');

/** Unknown fields named one by one, each at its own path; more than this are summarised in one error. */
const UNKNOWN_LISTED = 3;

/**
 * Refuses fields not in `known` (any key: `__proto__` and `constructor` are fields like
 * others here). A few are reported one by one; many in one error at the object's path that
 * counts them and names the first few, so the error text stays short however many there are.
 */
function rejectUnknown(r: Reader, obj: Json, path: string, known: readonly string[], what: string): void {
  const unknown = Object.keys(obj).filter((key) => !known.includes(key));
  if (unknown.length <= UNKNOWN_LISTED) {
    for (const key of unknown) r.fail(childPath(path, key), `Unknown field ${JSON.stringify(shownKey(key))} in ${what}; the fields are ${quoteAll(known)}.`);
    return;
  }
  const examples = unknown.slice(0, UNKNOWN_LISTED).map((key) => JSON.stringify(shownKey(key)));
  r.fail(path, `${unknown.length.toLocaleString('en-US')} unknown fields in ${what}, e.g. ${examples.join(', ')}; the fields are ${quoteAll(known)}.`);
}

/** An option's fields: what the parser reads and the tool's schema states (no other field is allowed). */
export const PROVIDE_CHOICE_OPTIONS = {
  type: 'array',
  maxItems: SEED_LIMITS.maxOptions,
  items: { id: requiredText(LIMITS.maxShortText), label: requiredText(LIMITS.maxShortText), description: text(LIMITS.maxLongText), recommended: FLAG },
  closed: true,
} as const;

/** The options of the modes that have them: 2–4, required. */
const OPTIONS: OptionList<typeof PROVIDE_CHOICE_OPTIONS.items> = {
  rule: { ...PROVIDE_CHOICE_OPTIONS, minItems: SEED_LIMITS.minOptions, rangeMessage: OPTION_RANGE_MESSAGE, required: true },
  notObject: (i, item) => `Option ${i + 1} must be an object with "id" and "label", not ${describeType(item)}.`,
  check: (r, item, path) => rejectUnknown(r, item, path, Object.keys(PROVIDE_CHOICE_OPTIONS.items), 'an option'),
  labelField: 'label',
  checkEveryLabel: true,
  unique: {
    field: 'id',
    key: ({ id }) => id,
    message: (i, earlier, id) => `Option id "${id}" is also the id of option ${earlier + 1}; ids must be unique.`,
  },
  option: ({ id, label, description, recommended }) =>
    id === undefined || label === undefined ? undefined : { id, label, value: id, ...(description !== undefined && { description }), ...(recommended && { recommended }) },
};

function readMode(r: Reader, root: Json): SelectionMode | undefined {
  // `null` too: `oneOf` reads null as absent, and a mode is required.
  if (own(root, 'selection_mode') === undefined || own(root, 'selection_mode') === null) {
    return r.fail('$.selection_mode', `"selection_mode" is required: one of ${quoteAll(SELECTION_MODES)}.`);
  }
  return r.oneOf(root, 'selection_mode', '$', SELECTION_MODES);
}

function readModeOptions(r: Reader, root: Json, mode: SelectionMode | undefined): ChoiceOption[] {
  if (mode === 'text_input') {
    const raw = r.array(root, 'options', '$');
    if (raw && raw.length > 0) {
      r.fail('$.options', '"text_input" asks for typed text only, so "options" must be empty or left out; use "hybrid" for options plus free text.');
    }
    return [];
  }
  const options = readOptions(r, root, '$', OPTIONS);
  if (!options) return [];
  if (options.length === (own(root, 'options') as unknown[]).length && !options.some((o) => o.recommended)) {
    r.fail('$.options', 'At least one option must have "recommended": true, so the user sees which one you suggest.');
  }
  return options;
}

interface Counts {
  min: number;
  max: number;
  optional: boolean;
}

/** `min_selections` / `max_selections` for the mode, with the mode's defaults; `undefined` on error. */
function readCounts(r: Reader, root: Json, mode: SelectionMode | undefined, count: number): Counts | undefined {
  const before = r.errors.length;
  const min = r.integer(root, 'min_selections', '$', { min: 0, max: SEED_LIMITS.maxOptions });
  const max = r.integer(root, 'max_selections', '$', { min: 0, max: SEED_LIMITS.maxOptions });
  if (r.errors.length > before || mode === undefined) return undefined;
  switch (mode) {
    case 'text_input':
      if (min) r.fail('$.min_selections', '"text_input" has no options to select; leave "min_selections" out.');
      if (max) r.fail('$.max_selections', '"text_input" has no options to select; leave "max_selections" out.');
      return { min: 0, max: 0, optional: false };
    case 'single':
      if (min !== undefined && min !== 1) {
        r.fail('$.min_selections', `"single" chooses exactly one option, so "min_selections" can only be 1 (it is ${min}); use "multi" with "min_selections": 0 to allow choosing nothing.`);
      }
      if (max !== undefined && max !== 1) {
        r.fail('$.max_selections', `"single" chooses exactly one option, so "max_selections" can only be 1 (it is ${max}); use "multi" to allow several.`);
      }
      return { min: 1, max: 1, optional: false };
    case 'multi':
    case 'hybrid': {
      const lo = min ?? (mode === 'multi' ? 1 : 0);
      const hi = max ?? (mode === 'multi' ? count : 1);
      if (min !== undefined && max !== undefined && min > max) {
        r.fail('$.min_selections', `"min_selections" (${min}) is greater than "max_selections" (${max}); the limits are inverted.`);
      } else if (lo > hi) {
        r.fail('$.min_selections', `"min_selections" (${lo}) is greater than the default "max_selections" (${hi}); give "max_selections" too.`);
      }
      if (hi > count) r.fail('$.max_selections', `"max_selections" (${hi}) is more than the ${count} options.`);
      if (hi < 1) r.fail('$.max_selections', `"max_selections" must be at least 1 when there are options${mode === 'hybrid' ? '; use "text_input" for typed text only' : ''}.`);
      if (lo > count) r.fail('$.min_selections', `"min_selections" (${lo}) is more than the ${count} options.`);
      // In multi, 0 means the user may submit no option at all; in hybrid typed text can
      // always stand in for options, so the question is never optional.
      return { min: lo, max: hi, optional: mode === 'multi' && lo === 0 };
    }
  }
}

function readDefaults(r: Reader, root: Json, options: ChoiceOption[], mode: SelectionMode | undefined, max: number | undefined): string[] {
  const raw = r.array(root, 'default_selection_ids', '$', {
    max: SEED_LIMITS.maxOptions,
    rangeMessage: `must have at most ${SEED_LIMITS.maxOptions} ids`,
  });
  if (!raw) return [];
  if (mode === 'text_input' && raw.length > 0) {
    r.fail('$.default_selection_ids', '"text_input" has no options, so it has no default selection.');
    return [];
  }
  const ids = new Set(options.map((o) => o.id));
  const defaults: string[] = [];
  raw.forEach((id, i) => {
    const path = childPath('$.default_selection_ids', i);
    if (typeof id !== 'string') return r.fail(path, `A default selection must be an option id (a string), not ${describeType(id)}.`);
    if (!ids.has(id)) return r.fail(path, `Default selection "${id}" is not the id of an option; the ids are ${quoteAll([...ids])}.`);
    if (defaults.includes(id)) return r.fail(path, `Default selection "${id}" is listed twice.`);
    defaults.push(id);
  });
  if (max !== undefined && raw.length > max) {
    r.fail('$.default_selection_ids', `${raw.length} default selections are more than "max_selections" (${max}) allows.`);
  }
  return defaults;
}

function parse(payload: unknown, options: ParseOptions = {}): ParseResult {
  const r = new Reader();
  const root = r.root(payload, 'The provide_choice arguments');
  if (!root) return { ok: false, errors: r.errors };
  rejectUnknown(r, root, '$', PROVIDE_CHOICE_FIELDS, 'the provide_choice arguments');

  const title = r.string(root, 'title', '$', { required: true });
  const prompt = r.string(root, 'prompt', '$', { required: true, max: LIMITS.maxLongText });
  const mode = readMode(r, root);
  const choiceOptions = readModeOptions(r, root, mode);
  const counts = readCounts(r, root, mode, choiceOptions.length);
  const defaults = readDefaults(r, root, choiceOptions, mode, counts?.max);
  const hasTextField = mode === 'text_input' || mode === 'hybrid';

  const placeholder = r.string(root, 'placeholder', '$', { max: LIMITS.maxLongText });
  const placeholderVisible = r.boolean(root, 'placeholder_visible', '$');
  if (mode !== undefined && !hasTextField) {
    if (placeholder !== undefined) r.fail('$.placeholder', `"${mode}" has no text field to hold a placeholder; use "hybrid" or "text_input", or leave "placeholder" out.`);
    if (placeholderVisible) r.fail('$.placeholder_visible', `"${mode}" has no text field, so there is no placeholder to show.`);
  }

  const optionNotes = r.boolean(root, 'allow_option_notes', '$') ?? false;
  const globalNote = r.boolean(root, 'allow_global_annotation', '$') ?? false;
  if (mode === 'text_input' && optionNotes) r.fail('$.allow_option_notes', '"text_input" has no options to attach notes to.');

  // A single-select question can send on activation; with notes to write, it must wait.
  const single = mode === 'single' || (mode === 'hybrid' && counts?.max === 1);
  const singleSubmit = r.boolean(root, 'single_submit_mode', '$');
  if (singleSubmit && mode !== undefined && counts) {
    if (!single) {
      r.fail('$.single_submit_mode', `"single_submit_mode": true sends the answer on one activation, which only works when one option is chosen; "${mode}"${mode === 'hybrid' ? ` with "max_selections" ${counts.max}` : ''} needs Submit. Set it to false or leave it out.`);
    } else if (optionNotes || globalNote) {
      r.fail('$.single_submit_mode', '"single_submit_mode": true would send the answer before the user can write an annotation; set it to false or turn the annotations off.');
    }
  }
  const submitMode: SubmitMode = single && singleSubmit !== false && !optionNotes && !globalNote ? 'auto' : 'confirm';

  for (const flag of IGNORED_CANCEL_FLAGS) r.boolean(root, flag, '$');

  const transport = r.oneOf(root, 'transport', '$', PROVIDE_CHOICE_TRANSPORTS);
  const handoff = r.boolean(root, 'handoff', '$');
  if (handoff && transport === 'elicitation') {
    r.fail('$.handoff', '"handoff" launches a browser or terminal client; an "elicitation" is answered inside the MCP client and cannot be handed off.');
  }
  const sessionId = r.string(root, 'session_id', '$');
  const timeoutSeconds = r.number(root, 'timeout_seconds', '$', { min: 1, max: LIMITS.maxTimeoutMs / 1000 });
  const timeoutAction = r.oneOf(root, 'timeout_action', '$', PROVIDE_CHOICE_TIMEOUT_ACTIONS);

  return finishParse(r, () => {
    const question: ChoiceQuestion = {
      id: 'q0',
      text: prompt!,
      options: choiceOptions,
      multiple: counts!.max > 1,
      allowOther: hasTextField,
      ...(hasTextField && placeholder !== undefined && placeholderVisible !== false && { placeholder }),
      minSelections: counts!.min,
      maxSelections: counts!.max,
      defaults,
      ...(counts!.optional && { optional: true }),
    };
    const meta: ProvideChoiceMeta = {
      selection_mode: mode!,
      ...(transport !== undefined && { transport }),
      ...(handoff !== undefined && { handoff }),
      ...(sessionId !== undefined && { session_id: sessionId }),
    };
    return {
      id: options.id,
      dialect: 'provide_choice',
      title: title!,
      questions: [question],
      submitMode,
      ...(timeoutSeconds !== undefined && { timeoutMs: Math.round(timeoutSeconds * 1000) }),
      ...(timeoutAction !== undefined && { timeoutAction: timeoutAction === 'cancel' ? 'cancel' : 'default' }),
      ...((optionNotes || globalNote) && { annotations: { perOption: optionNotes, global: globalNote } }),
      meta: { ...meta },
    };
  });
}

/**
 * The `provide_choice` dialect. `parse` takes the tool arguments (object or JSON text);
 * `encode` returns a `ProvideChoiceResult` (see `reply.ts` for the mapping).
 */
export const provideChoice: Dialect<ProvideChoiceResult> = {
  name: 'provide_choice',
  capabilities: { cancel: true, timeout: true },
  detect: detectProvideChoice,
  limits: { ...SEED_LIMITS, minQuestions: 1, maxQuestions: 1, minOptions: 0, note: '2–4 options, none in `text_input` mode' },
  tool: async () => (await import('./tool.js')).default,
  parse,
  encode: encodeProvideChoice,
};

// The folder's one descriptor, as loadDialect and scripts/dialects-catalog.mjs read it.
export default provideChoice;
