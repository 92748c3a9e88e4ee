/**
 * `choice-prompts/bundle.js`: one file, Lit inlined, that registers `<choice-prompt>` and
 * `<question-set>` for a plain `<script type="module">` on any page. It exports what
 * `choice-prompts` does except `bindSession`, which a page binding a `ChoiceSession` imports
 * from `choice-prompts/bind-session.js` beside it (most pages never do, and it need not
 * weigh on them).
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
import './components/define/choice-prompt.js';
import './components/define/question-set.js';
