/**
 * `choice-prompts/choice-queue.js`: registers `<choice-queue>` and exports its class. The queue
 * shows the prompts and sets placed in it: register those as well (`choice-prompt.js` and
 * `question-set.js`, or `bundle.js`).
 */
export { ChoiceQueue } from './components/queue/choice-queue.define.js';
export type { QueueStrings } from './components/queue/queue-strings.js';
