/**
 * Registers `<question-set>`, unless something already holds the tag: registration is the one
 * side effect, and it lives here, not in the class module.
 */
import { QuestionSet } from '../question-set/question-set.js';

if (!customElements.get('question-set')) customElements.define('question-set', QuestionSet);

declare global {
  interface HTMLElementTagNameMap {
    'question-set': QuestionSet;
  }
}

export { QuestionSet };
