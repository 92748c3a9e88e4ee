import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse } from './model.js';
import { own } from './input.js';
import { answerProblem } from './validate.js';
import { describeAnswerProblem } from './problem-text.js';
import { encodeDialectReply } from './registry.js';

/**
 * The reply, in the request's own dialect, that tells the agent what the user answered.
 * Throws (a programming error, not bad input) when the request's dialect is unknown or not
 * loaded. Throws a `TypeError` naming the question when an `answered` response holds an
 * answer its question's rules refuse (`answerProblem`), in every dialect: such an answer is
 * never sent, not even in part. A question shown only by an option (`showWhen`) may be left
 * empty while hidden (none of those options chosen): it was not asked. Shown, or its
 * `showWhen` naming no question of the request (then it always shows), its rules apply.
 */
export function encodeReply(request: ChoiceRequest, response: ChoiceResponse): unknown {
  const answer = (id: string) => own(response.answers ?? {}, id) as ChoiceAnswer | undefined;
  for (const question of response?.status === 'answered' ? request.questions : []) {
    const problem = answerProblem(question, answer(question.id));
    const when = question.showWhen;
    const hidden = when && request.questions.some((q) => q.id === when.question) && !answer(when.question)?.selected?.some((id) => when.options.includes(id));
    if (problem && !(hidden && problem.kind === 'empty')) throw new TypeError(`The answer to "${question.id}" is refused: ${describeAnswerProblem(problem)}`);
  }
  return encodeDialectReply(request, response);
}
