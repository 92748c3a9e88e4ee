import type { DialectDetect } from '../../dialect.js';
import { own } from '../../input.js';
import { questionList } from '../shared/question-list.js';

/** Questions with a `type` of Gemini's. */
export const detectGeminiAskUser: DialectDetect = {
  // Before `ask_followup_question` and `ask_user_question`: a Gemini `type` marks its questions.
  order: 80,
  shape: (value) => questionList(value)?.items.some((q) => ['choice', 'text', 'yesno'].includes(own(q, 'type') as string)) ?? false,
};
