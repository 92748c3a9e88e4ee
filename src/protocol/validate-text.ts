/**
 * The English of the problems a payload or request can have, by key: a Reader's, as a parser
 * reads a payload, and `validateRequest`'s; each comes with its JSON path. It registers itself
 * with `wording.ts` when imported (see there for who imports it, and why `bundle.js` fetches it
 * with a part instead).
 */
import { LIMITS } from './limits.js';
import { DIALECTS, OPTION_TERMS, QUESTION_TERMS, SUBJECT_KINDS } from './model.js';
import { describeType, quoted, showValue } from './input.js';
import { registerValidationText } from './wording.js';

const OPTION_RANGE = `must have between ${LIMITS.minOptions} and ${LIMITS.maxOptions} options`;

const VALIDATION_TEXT = {
  // What a Reader says of a payload and its fields (input.ts, text.ts).
  unlisted: (count: number) => `${count.toLocaleString('en-US')} more ${count === 1 ? 'problem' : 'problems'} not listed; fix these first.`,
  payloadTooLong: (what: string, length: number) => `${what} is ${length} characters long; the limit is ${LIMITS.maxPayloadChars}.`,
  notJson: (what: string, detail: string) => `${what} is not valid JSON (${detail}).`,
  notJsonObject: (what: string, value: unknown) => `${what} must be a JSON object, not ${describeType(value)}.`,
  required: (key: string) => `"${key}" is required.`,
  notString: (key: string, value: unknown) => `"${key}" must be a string, not ${describeType(value)}.`,
  tooLong: (key: string, length: number, max: number) => `"${key}" is ${length} characters long; the limit is ${max}.`,
  controlCharacter: (key: string, control: string) => `"${key}" contains the control character ${control}, which text may not hold.`,
  empty: (key: string) => `"${key}" must not be empty.`,
  notTrueOrFalse: (key: string, value: unknown) => `"${key}" must be true or false, not ${describeType(value)}.`,
  notInteger: (key: string, value: unknown) => `"${key}" must be a whole number, not ${describeType(value)}.`,
  notNumber: (key: string, value: unknown) => `"${key}" must be a number, not ${describeType(value)}.`,
  atLeast: (key: string, min: number) => `"${key}" must be at least ${min}.`,
  atMost: (key: string, max: number) => `"${key}" must be at most ${max}.`,
  notArray: (key: string, value: unknown) => `"${key}" must be an array, not ${describeType(value)}.`,
  /** `range` says how many it may have (`itemRange`'s words, or the caller's). */
  itemCount: (key: string, count: number, range: string) => `"${key}" ${range}; it has ${count}.`,
  itemRange: (min: number, max: number) => `must have between ${min} and ${max} items`,
  notObject: (key: string, value: unknown) => `"${key}" must be an object, not ${describeType(value)}.`,
  notOneOf: (key: string, allowed: readonly string[]) => `"${key}" must be one of ${quoted(allowed)}.`,
  unordered: (lowKey: string, low: number, highKey: string, high: number) => `"${lowKey}" (${low}) must not be greater than "${highKey}" (${high}).`,
  labelInvisible: (index: number) => `Option ${index + 1}'s label shows nothing once invisible characters are ignored; a label needs visible text.`,
  labelAlike: (index: number, earlier: number) =>
    `Option ${index + 1}'s label looks the same as option ${earlier + 1}'s once invisible characters and spacing are ignored; options must be told apart by what they show.`,
  // What validateRequest says of a request (validate.ts, kind-rules.ts).
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
