import type { DialectDetect } from '../../dialect.js';
import { isRecord, own } from '../../input.js';
import { has } from '../shared/detect.js';
import { questionList } from '../shared/question-list.js';

/** Options as plain strings (or JSON text of them), or none. */
const plainOptions = (options: unknown) =>
  options === undefined || typeof options === 'string' || (Array.isArray(options) && options.length > 0 && options.every((o) => typeof o === 'string'));

/** Cline's XML tool call or `{question, options: string[]}`; Roo Code's questions, suggestions or `follow_up`. */
export const detectAskFollowupQuestion: DialectDetect = {
  // Before `ask_user_question`, whose shape (questions with a `question`) is looser.
  order: 90,
  text: (text) => text.trimStart().startsWith('<ask_followup_question>'),
  shape: (value) => {
    const list = questionList(value);
    if (list) return has(list.root, 'follow_up') || list.questions.some((q) => typeof q === 'string') || list.items.some((q) => has(q, 'text'));
    if (!isRecord(value) || Array.isArray(own(value, 'questions'))) return false;
    return has(value, 'follow_up') || has(value, 'suggest') || (typeof own(value, 'question') === 'string' && plainOptions(own(value, 'options')));
  },
};
