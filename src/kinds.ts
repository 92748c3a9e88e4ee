/**
 * `choice-prompts/kinds.js`: the question kinds besides `choice` (`text`, `number`,
 * `integer`, `boolean`). Importing it registers their rules with `validateRequest` and
 * `answerProblem` from `choice-prompts/protocol.js`, which refuses such a question
 * (`KINDS_NOT_LOADED`) until then, so a page that shows only choices does not carry them.
 * `dialects.js`, `session.js` and `tools.js` import it themselves, as does every dialect
 * whose questions can be typed; the elements fetch it with their question fields.
 *
 * Also here: `typedQuestion` (build such a question), `answerText` / `answerNumber` (what
 * its answer sends), `matchesFormat`, and `questionHints` / `maxTextLength` (the rules a
 * question states before it is answered).
 */
export { typedQuestion, answerText, answerNumber, matchesFormat, maxTextLength } from './protocol/kinds.js';
export type { TypedQuestionSpec, TypedAnswerProblem } from './protocol/kinds.js';
export { questionHints } from './protocol/hints.js';
export type { QuestionHint } from './protocol/hints.js';
