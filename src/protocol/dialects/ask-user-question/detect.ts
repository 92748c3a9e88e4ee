import type { DialectDetect } from '../../dialect.js';
import { has } from '../shared/detect.js';
import { questionList } from '../shared/question-list.js';

/** A list of questions, each with its `question` text. */
export const detectAskUserQuestion: DialectDetect = {
  // After every list of questions with marks of its own: any list whose items have `question` fits it.
  order: 100,
  shape: (value) => {
    const items = questionList(value)?.items;
    return items !== undefined && items.length > 0 && items.every((q) => has(q, 'question'));
  },
};
