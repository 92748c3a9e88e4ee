/** What a set's progress row and marks decide, as plain functions (the elements and `renderHTML` alike). */
import type { ChoiceAnswer, ChoiceRequest } from '../../protocol/model.js';
import type { QuestionDraft } from '../answer/draft.js';

/** Whether `answer` holds something chosen, typed or given. */
export function isTouched(answer: ChoiceAnswer): boolean {
  return answer.selected.length > 0 || !!answer.other?.trim() || !!answer.text?.trim() || answer.number !== undefined || answer.boolean !== undefined;
}

/**
 * Whether `draft` holds an answer that can be sent and someone gave (the row's mark): a field
 * merely prefilled with its default is not marked before the person does anything.
 */
export function isDone(draft: QuestionDraft | undefined): boolean {
  return !!draft && draft.origin !== 'defaults' && !draft.problem && isTouched(draft.answer);
}

/**
 * Which mark goes beside question `index`'s text in `request`, as forms guidance asks: the
 * fewer kind is marked, the optional questions or else the required ones (none when every
 * question is required, or when they are as many: then the optional ones).
 */
export function markOf(request: ChoiceRequest, index: number): 'optionalMark' | 'requiredMark' | undefined {
  // A question shown by an option (an argument to edit, a reply) is neither marked nor counted: it is asked only once chosen.
  const questions = request.questions.filter((q) => !q.showWhen);
  const optional = questions.filter((q) => q.optional).length;
  const question = request.questions[index];
  if (optional === 0 || questions.length < 2 || !question || question.showWhen) return undefined;
  const marksOptional = optional <= questions.length - optional;
  if (!!question.optional !== marksOptional) return undefined;
  return marksOptional ? 'optionalMark' : 'requiredMark';
}
