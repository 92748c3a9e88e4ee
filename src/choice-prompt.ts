/** `choice-prompts/choice-prompt.js`: registers `<choice-prompt>` and exports its class. */
export { ChoicePrompt } from './components/define/choice-prompt.js';
export type { ChoicePromptOptionInput, PromptState } from './components/choice-prompt/choice-prompt.js';
