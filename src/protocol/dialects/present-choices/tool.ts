/**
 * What the `present_choices` tool tells the model. Not on the dialect's descriptor: every page
 * carries that one, and only `choice-prompts/tools.js` needs these words.
 */
import { SEED_LIMITS } from '../../limits.js';
import type { DialectTool } from '../../dialect.js';
import { CHOICES_FIELDS } from '../choices-block/index.js';
import { objectSchema } from '../shared/schema.js';

const inputSchema = objectSchema(CHOICES_FIELDS, {
  question: 'The question to display.',
  options: {
    description: `${SEED_LIMITS.minOptions}–${SEED_LIMITS.maxOptions} choices, each shown as a button.`,
    items: {
      label: 'Button text shown to the user.',
      value: 'Value sent back as the user message when selected.',
      description: 'Optional longer explanation shown under the label.',
      recommended: 'Marks the option you recommend.',
    },
  },
  context: 'Optional context to display before the choices.',
  multiple: 'Let the user pick several options (their values come back joined with ", ").',
  minSelections: 'With "multiple": fewest options to pick.',
  maxSelections: 'With "multiple": most options to pick.',
  allowOther: 'Also offer a text field so the user can type their own answer.',
  placeholder: 'Placeholder of that text field.',
});

/** The `present_choices` tool, as `presentChoicesTool` (`choice-prompts/tools.js`) publishes it. */
export const PRESENT_CHOICES_TOOL_SCHEMA: DialectTool = {
  name: 'present_choices',
  description:
    'Show the user a question with 2–4 clickable choices in the chat. Returns the exact ```choices block to output; ' +
    "print it, then stop and wait: the user's pick arrives as their next message, holding the chosen option's value.",
  inputSchema,
};
