/** `choice-prompts/question-set.js`: registers `<question-set>` (and `<choice-prompt>`, which it renders) and exports its class. */
export { QuestionSet } from './components/define/question-set.js';
