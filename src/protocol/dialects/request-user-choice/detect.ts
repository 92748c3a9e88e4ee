import type { DialectDetect } from '../../dialect.js';
import { isRecord, own } from '../../input.js';
import { has, singleQuestionOptions } from '../shared/detect.js';
import { USER_CHOICE_REQUIRED } from './event.js';

/** The agent service's event, or the tool's arguments: one question whose options have titles. */
export const detectRequestUserChoice: DialectDetect = {
  // Before `choices-block`, whose options may also carry titles.
  order: 20,
  marker: (value) => isRecord(value) && own(value, 'type') === USER_CHOICE_REQUIRED,
  shape: (value) => singleQuestionOptions(value)?.every((o) => has(o, 'title')) ?? false,
};
