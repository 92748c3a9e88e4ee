/**
 * `choice-prompts/bundle.js`: one file, Lit inlined, that registers `<choice-prompt>` and
 * `<question-set>` for a plain `<script type="module">` on any page.
 */
export * from './index.js';
import './components/define/choice-prompt.js';
import './components/define/question-set.js';
