/**
 * Registers `<choice-queue>`, unless something already holds the tag: registration is the one
 * side effect, and it lives here, not in the class module.
 */
import { ChoiceQueue } from './choice-queue.js';

if (!customElements.get('choice-queue')) customElements.define('choice-queue', ChoiceQueue);
// With the tag taken, reading `observedAttributes` still finalizes the class (see choice-prompt.define.ts).
else void ChoiceQueue.observedAttributes;

declare global {
  interface HTMLElementTagNameMap {
    'choice-queue': ChoiceQueue;
  }
}

export { ChoiceQueue };
