/**
 * `present_choices`: its arguments have the block's shape and reply; the tool itself only tells
 * the agent to print a block (`tools/present-choices.ts`).
 */
import type { Dialect } from '../../dialect.js';
import { CHOICES_LIMITS, encodeValueMessage, readChoices } from '../choices-block/index.js';

export const presentChoices: Dialect<string | null> = {
  name: 'present_choices',
  capabilities: { cancel: false, timeout: false },
  limits: CHOICES_LIMITS,
  parse: (payload, options) => readChoices('present_choices', payload, options),
  encode: encodeValueMessage,
};
