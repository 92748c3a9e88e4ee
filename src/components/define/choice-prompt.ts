/**
 * Registers `<choice-prompt>`, unless something already holds the tag (another copy of the
 * kit, or a host's own element): registration is the one side effect, and it lives here, not
 * in the class module.
 */
import { ChoicePrompt } from '../choice-prompt/choice-prompt.js';

if (!customElements.get('choice-prompt')) customElements.define('choice-prompt', ChoicePrompt);

declare global {
  interface HTMLElementTagNameMap {
    'choice-prompt': ChoicePrompt;
  }
}

export { ChoicePrompt };
