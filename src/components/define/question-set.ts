/**
 * Registers `<question-set>` and the `<choice-prompt>` it renders for each question (the set
 * cannot work without it), in each case only when the tag is free.
 */
import './choice-prompt.js';
import { QuestionSet } from '../question-set/question-set.js';

if (!customElements.get('question-set')) customElements.define('question-set', QuestionSet);

declare global {
  interface HTMLElementTagNameMap {
    'question-set': QuestionSet;
  }
}

export { QuestionSet };
