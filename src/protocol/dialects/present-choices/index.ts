/**
 * `present_choices`: its arguments have the block's shape and reply; the tool itself only tells
 * the agent to print a block (`tools/present-choices.ts`).
 */
import type { Dialect } from '../../dialect.js';
import { choicesBlock, readChoices } from '../choices-block/index.js';

/** The block's dialect under the tool's name: the same limits, capabilities and reply. */
export const presentChoices: Dialect<string | null> = {
  ...choicesBlock,
  name: 'present_choices',
  parse: (payload, options) => readChoices('present_choices', payload, options),
};

// The folder's one descriptor, as scripts/dialects-catalog.mjs reads it.
export default presentChoices;
