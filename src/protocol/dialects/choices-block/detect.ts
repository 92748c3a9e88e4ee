import type { DialectDetect } from '../../dialect.js';
import { has, singleQuestionOptions } from '../shared/detect.js';

/** One question whose options have a label and a value (`present_choices` arguments have the same shape and reply). */
export const detectChoicesBlock: DialectDetect = {
  // Last: one question with labelled options, the loosest shape (`present_choices` has it too).
  order: 110,
  shape: (value) => singleQuestionOptions(value)?.every((o) => has(o, 'label') && has(o, 'value')) ?? false,
};
