/**
 * `present_choices` (seeds 000 and 003): the tool arguments have the choices-block shape
 * `{question, options[{label, value, description?, recommended?}] (2–4), context?}` plus the
 * kit's optional extensions. The tool itself only tells the agent to print a ```choices
 * block (see tool.ts); when a host renders the call's arguments directly,
 * the reply is the same as for the block: the chosen option's `value` as a user message
 * (several joined with ", ", typed text as itself), `null` when cancelled.
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
