/**
 * Registers `<choice-prompt>`, unless something already holds the tag (another copy of the
 * kit, or a host's own element): registration is the one side effect, and it lives here, not
 * in the class module.
 */
import { ChoicePrompt } from './choice-prompt.js';

if (!customElements.get('choice-prompt')) customElements.define('choice-prompt', ChoicePrompt);
// Lit puts the reactive properties' accessors on the prototype when it finalizes the class,
// which `define` does; with the tag taken, reading `observedAttributes` does it, so the class
// still shows its properties to code that looks (@lit/react sets a prop as a property only
// when the prototype has it).
else void ChoicePrompt.observedAttributes;

declare global {
  interface HTMLElementTagNameMap {
    'choice-prompt': ChoicePrompt;
  }
}

export { ChoicePrompt };
