/**
 * Registers `<question-set>`, unless something already holds the tag: registration is the one
 * side effect, and it lives here, not in the class module.
 */
import { QuestionSet } from './question-set.js';

if (!customElements.get('question-set')) customElements.define('question-set', QuestionSet);
// Lit puts the reactive properties' accessors on the prototype when it finalizes the class,
// which `define` does; with the tag taken, reading `observedAttributes` does it, so the class
// still shows its properties to code that looks (@lit/react sets a prop as a property only
// when the prototype has it).
else void QuestionSet.observedAttributes;

declare global {
  interface HTMLElementTagNameMap {
    'question-set': QuestionSet;
  }
}

export { QuestionSet };
