/**
 * The English of `validateRequest`'s problems, by key; each comes with its JSON path. It
 * registers itself with `wording.ts` when imported (see there for who imports it, and why
 * `bundle.js` fetches it with a part instead).
 */
import { LIMITS } from './limits.js';
import { DIALECTS, OPTION_TERMS, QUESTION_TERMS, SUBJECT_KINDS } from './model.js';
import { quoted, showValue } from './input.js';
import { registerValidationText } from './wording.js';

const OPTION_RANGE = `must have between ${LIMITS.minOptions} and ${LIMITS.maxOptions} options`;

const VALIDATION_TEXT = {
  requestNotObject: () => 'A request must be an object.',
  questionNotObject: () => 'A question must be an object.',
  optionNotObject: () => 'An option must be an object.',
  dialect: () => `"dialect" must be one of ${quoted(DIALECTS)}.`,
  questionCount: () => `must have at most ${LIMITS.maxQuestions} questions`,
  linkNotWeb: () => '"link" must be an absolute http: or https: address.',
  linkWithQuestions: () => 'A request with a "link" asks only to open it: it has no questions.',
  questionIdTwice: (id: string) => `Question id "${id}" is used twice; ids must be unique.`,
  // Parsers remove these characters from labels and headers; a request built by hand must too (see text.ts).
  bidi: (field: string) =>
    `A ${field} may not hold bidi embedding, override or isolate characters (U+202A–U+202E, U+2066–U+2069): they would show its text in another order than it is sent.`,
  textTermKey: (key: unknown) => `"key" must be one of ${quoted(QUESTION_TERMS)}; got ${showValue(key)}.`,
  subjectKind: () => `"kind" is required: one of ${quoted(SUBJECT_KINDS)}.`,
  kindField: (key: string, kinds: readonly string[], kind: string) => `"${key}" belongs to ${quoted(kinds, ' and ')} questions; this one is "${kind}".`,
  notBoolean: (key: string) => `"${key}" must be true or false.`,
  optionsNotArray: () => '"options" must be an array.',
  noOptions: () => `A choice question without options takes typed text and needs "allowOther": true (or a "kind" such as "text"); otherwise it ${OPTION_RANGE}.`,
  optionCount: (count: number) => `A choice question ${OPTION_RANGE}; this one has ${count}.`,
  optionIdTwice: (id: string) => `Option id "${id}" is used twice; ids must be unique within a question.`,
  optionTerm: (term: unknown) => `"term" must be one of ${quoted(OPTION_TERMS)}; got ${showValue(term)}.`,
  maxOverCount: (max: number, count: number) => `"maxSelections" (${max}) must not exceed the number of options (${count}).`,
  maxBelowOne: () => '"maxSelections" must be at least 1 when there are options.',
  singleMax: (max: number) => `A single-select question allows one option; "maxSelections" is ${max}.`,
  defaultsNotArray: () => '"defaults" must be an array of option ids.',
  defaultNotOption: (value: unknown) => `Default ${showValue(value)} is not the id of an option of this question.`,
  defaultTwice: (id: string) => `Default "${id}" is listed twice.`,
  defaultsOverMax: (count: number, max: number) => `${count} defaults are more than "maxSelections" (${max}) allows.`,
};

/** The table's shape: a key for each problem, and what its sentence takes. */
export type ValidationText = typeof VALIDATION_TEXT;

registerValidationText(VALIDATION_TEXT);
