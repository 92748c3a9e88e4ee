/** What the `requestUserChoice` tool tells the model: its name, when to call it, each field's words. */
import { SEED_LIMITS } from '../../limits.js';
import type { DialectTool } from '../../dialect.js';
import { objectSchema, type Descriptions } from '../shared/schema.js';
import { REQUEST_USER_CHOICE_FIELDS } from './index.js';

const TOOL_NAME = 'requestUserChoice';

const TOOL_DESCRIPTION = 'Asks the user to make a choice from a set of options. Use this when you need user input to proceed.';

const FIELD_WORDS: Descriptions<typeof REQUEST_USER_CHOICE_FIELDS> = {
  question: 'The question to ask the user.',
  options: {
    description: `An array of ${SEED_LIMITS.minOptions}–${SEED_LIMITS.maxOptions} options for the user to choose from, with distinct titles.`,
    items: {
      title: 'The short title for the option; it is what the user answers with.',
      description: 'A detailed description of the option.',
      isRecommended: 'Whether this option is recommended.',
    },
  },
};

/** The `requestUserChoice` tool, as `requestUserChoiceTool` (`choice-prompts/tools.js`) publishes it. */
export const REQUEST_USER_CHOICE_TOOL_SCHEMA: DialectTool = {
  name: TOOL_NAME,
  description: TOOL_DESCRIPTION,
  inputSchema: objectSchema(REQUEST_USER_CHOICE_FIELDS, FIELD_WORDS),
};

// What the descriptor's `tool` loads (index.ts imports this module only when asked, so the parser never waits for it).
export default REQUEST_USER_CHOICE_TOOL_SCHEMA;
