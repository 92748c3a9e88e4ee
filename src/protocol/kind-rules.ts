/**
 * What the core knows of question kinds besides `choice`: a question's kind, which fields
 * belong to which kinds, and a place for their rules, which `kinds.ts` registers when it is
 * imported (so a page showing only choices does not carry them).
 */
import type { Reader, Json } from './input.js';
import { own } from './input.js';
import { worded } from './wording.js';
import type { ChoiceAnswer, ChoiceQuestion, QuestionKind } from './model.js';
import type { TypedAnswerProblem } from './kinds.js';
import type { QuestionHint } from './hints.js';

/** The rules `kinds.ts` registers. */
export interface KindRules {
  /** Checks the fields of a question of kind `kind` (not `choice`). */
  validateTypedFields(r: Reader, q: Json, path: string, kind: Exclude<QuestionKind, 'choice'>): void;
  typedAnswerProblem(question: ChoiceQuestion, answer: ChoiceAnswer | undefined): TypedAnswerProblem | undefined;
  describeTypedProblem(problem: TypedAnswerProblem): string;
  /** The hints of a question answered in a field (another kind, or a choice without options). */
  typedHints(question: ChoiceQuestion): QuestionHint[];
}

let rules: KindRules | undefined;

/**
 * What the core knows of question kinds besides `choice` (`text`, `number`, `integer`,
 * `boolean`): a question's kind, which fields belong to which kinds, and a place for their
 * rules. The rules themselves (`kinds.ts`: each kind's fields, and the checks its answers
 * pass) register here when that module is imported, so a page that shows only choices does
 * not carry them: `choice-prompts/kinds.js`, `dialects.js`, `tools.js` and `session.js`
 * import it (`protocol.js` does not); the elements fetch it (with their question fields
 * part) the first time a request holds such a question, or cannot be read without its rules.
 *
 * Until then, `validateRequest` refuses such a question with `KINDS_NOT_LOADED` and the code
 * `kinds-not-loaded` (the elements read that as "fetch the kinds, then read again"), the way `parseRequest` refuses
 * a dialect that is not loaded.
 *
 * Called by `kinds.ts` when it is imported.
 */
export function registerKindRules(registered: KindRules): void {
  rules = registered;
}

/** Whether the rules of the kinds besides `choice` are here. */
export function kindRulesLoaded(): boolean {
  return rules !== undefined;
}

/** The message of the error `validateRequest` gives a question of another kind while `kinds.ts` is not loaded. */
export const KINDS_NOT_LOADED = 'Question kinds besides "choice" are not loaded; import "choice-prompts/kinds.js" first.';

/** The registered rules; throws (a programming error) when a typed question is checked before they are loaded. */
export function kindRules(): KindRules {
  if (!rules) throw new Error(KINDS_NOT_LOADED);
  return rules;
}

/** A question's kind, `choice` when it names none. */
export function questionKind(question: Pick<ChoiceQuestion, 'kind'>): QuestionKind {
  return question.kind ?? 'choice';
}

/** The fields only one group of kinds may set, and which kinds those are. */
const KIND_FIELDS: Record<string, readonly QuestionKind[]> = {
  minLength: ['text'],
  maxLength: ['text'],
  format: ['text'],
  pattern: ['text'],
  secret: ['text'],
  minimum: ['number', 'integer'],
  maximum: ['number', 'integer'],
  default: ['text', 'number', 'integer', 'boolean'],
};

/**
 * Records an error for each field of another kind that `q` sets, and checks the fields of
 * its own kind (`kind` is already known to be one of `QUESTION_KINDS`).
 */
export function validateKindFields(r: Reader, q: Json, path: string, kind: QuestionKind): void {
  for (const [key, kinds] of Object.entries(KIND_FIELDS)) {
    if (own(q, key) !== undefined && !kinds.includes(kind)) {
      r.fail(`${path}.${key}`, worded('kindField', key, kinds, kind));
    }
  }
  if (kind === 'choice') return;
  if (rules) rules.validateTypedFields(r, q, path, kind);
  else r.fail(`${path}.kind`, KINDS_NOT_LOADED, 'kinds-not-loaded');
}
