/**
 * `choice-prompts/bundle.js`: one file, Lit inlined, registering both tags for a plain `<script
 * type="module">`. It exports what `choice-prompts` does except `bindSession`, which
 * `choice-prompts/bind-session.js` beside it carries.
 */
export {
  ChoicePrompt,
  QuestionSet,
  defaultStrings,
  resolveStrings,
  formatString,
  provideChoiceConfig,
  choiceConfigContext,
} from './index.js';
export type * from './index.js';
import './components/choice-prompt/choice-prompt.define.js';
import './components/question-set/question-set.define.js';
