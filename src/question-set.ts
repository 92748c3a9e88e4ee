/** `choice-prompts/question-set.js`: registers `<question-set>` (and `<choice-prompt>`, which it renders) and exports its class. */
export { QuestionSet } from './components/question-set/question-set.define.js';
// The three events' types, and with them their places in the DOM's event maps (document, window, elements).
export type { ChoiceSubmitEvent, ChoiceCancelEvent, ChoiceChangeEvent } from './components/answer/events.js';
