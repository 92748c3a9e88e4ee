/** `choice-prompts/choice-prompt.js`: registers `<choice-prompt>` and exports its class. */
export { ChoicePrompt } from './components/choice-prompt/choice-prompt.define.js';
export type { ChoicePromptOptionInput, PromptState } from './components/choice-prompt/choice-prompt.js';
// The three events' types, and with them their places in the DOM's event maps (document, window, elements).
export type { ChoiceSubmitEvent, ChoiceCancelEvent, ChoiceChangeEvent } from './components/answer/events.js';
