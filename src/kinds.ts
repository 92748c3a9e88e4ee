/**
 * `choice-prompts/kinds.js`: the question kinds besides `choice` (`text`, `number`, `integer`,
 * `boolean`). Importing it registers their rules with the core, which refuses such a question
 * (`KINDS_NOT_LOADED`) until then, so a page showing only choices does not carry them.
 */
export { typedQuestion, answerText, answerNumber, matchesFormat, maxTextLength } from './protocol/kinds.js';
export type { TypedQuestionSpec, TypedAnswerProblem } from './protocol/kinds.js';
export { questionHints } from './protocol/hints.js';
export type { QuestionHint } from './protocol/hints.js';
