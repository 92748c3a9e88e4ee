/**
 * `choice-prompts`: the element classes and their types, with no side effects: import
 * `choice-prompts/choice-prompt.js`, `question-set.js` or `bundle.js` to register the tags, or
 * call `customElements.define` yourself (other names, a scoped registry).
 */
export { ChoicePrompt } from './components/choice-prompt/choice-prompt.js';
export type { ChoicePromptOptionInput, PromptState } from './components/choice-prompt/choice-prompt.js';
export { QuestionSet } from './components/question-set/question-set.js';
export type { SetLayout, SetState } from './components/question-set/question-set.js';
export { defaultStrings, resolveStrings, formatString } from './components/strings/strings.js';
export type { ChoiceStrings } from './components/strings/strings.js';
export type { PagingStrings } from './components/strings/paging-strings.js';
export type { Lock } from './components/answer/rules.js';
export { provideChoiceConfig, choiceConfigContext } from './components/config/config.js';
export type { ChoiceConfig, LoadingMode, TabStops } from './components/config/config.js';
export type { RequestState } from './components/request/request-element.js';
export type {
  ChoiceCancelDetail,
  ChoiceCancelEvent,
  ChoiceChangeDetail,
  ChoiceChangeEvent,
  ChoiceSubmitDetail,
  ChoiceSubmitEvent,
  ChoiceTimerDetail,
  ChoiceTimerEvent,
} from './components/answer/events.js';
export type {
  ChoiceAnswer,
  ChoiceOption,
  ChoiceQuestion,
  ChoiceRequest,
  ChoiceResponse,
  DialectName,
  ResponseStatus,
  ValidationError,
} from './protocol/model.js';
export { bindSession } from './bind/session.js';
export type { BindSessionOptions, SettledPromptMode } from './bind/session.js';
