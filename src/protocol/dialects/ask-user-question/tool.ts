/** What the `ask_user_question` tool tells the model: its name, when to call it, each field's words. */
import { SEED_LIMITS } from '../../limits.js';
import type { DialectTool } from '../../dialect.js';
import { objectSchema, type Descriptions } from '../shared/schema.js';
import { ASK_USER_QUESTION_FIELDS } from './index.js';

const TOOL_NAME = 'ask_user_question';

const TOOL_DESCRIPTION =
  'Ask the user 1–4 multiple-choice questions when you need their decision or preference to proceed, instead of guessing. ' +
  'Execution pauses until they answer. The result is {"answers": {"<question text>": "<chosen label(s), or their own words>"}}; ' +
  'if they cancel it says "cancelled": true, and you should proceed without the answers.';

const FIELD_WORDS: Descriptions<typeof ASK_USER_QUESTION_FIELDS> = {
  questions: {
    description: `${SEED_LIMITS.minQuestions}–${SEED_LIMITS.maxQuestions} questions, shown and answered together. Each question text must be unique: the answers are keyed by it.`,
    items: {
      question: 'The full question, clear and specific, ending with a question mark.',
      header: 'A very short label for the question (one or two words), such as "Auth method".',
      options: {
        description: `${SEED_LIMITS.minOptions}–${SEED_LIMITS.maxOptions} distinct choices with unique labels. The user can always type an answer of their own instead, so do not add an "Other" option.`,
        items: {
          label: 'The choice as the user sees it and as the answer names it (a few words).',
          description: 'What choosing this option means, or its trade-offs.',
          preview: 'Optional preview (a code snippet or mock-up) shown while the option has focus.',
        },
      },
      multiSelect: 'true to let the user choose several options; their labels come back joined with ", ".',
    },
  },
};

/** The `ask_user_question` tool, as `askUserQuestionTool` (`choice-prompts/tools.js`) publishes it. */
export const ASK_USER_QUESTION_TOOL_SCHEMA: DialectTool = {
  name: TOOL_NAME,
  description: TOOL_DESCRIPTION,
  inputSchema: objectSchema(ASK_USER_QUESTION_FIELDS, FIELD_WORDS),
};

// What the descriptor's `tool` loads (index.ts imports this module only when asked, so the parser never waits for it).
export default ASK_USER_QUESTION_TOOL_SCHEMA;
