/**
 * What a framework's template may give `<choice-prompt>` and `<question-set>`, shared by the
 * types-only entries (`choice-prompts/jsx`, `choice-prompts/svelte`, `choice-prompts/vue`):
 * the properties a host sets, the attribute forms of the camel-cased ones, and the events.
 * The types are the classes' own (`ChoicePrompt['request']`), so they follow the elements.
 */
import type { ChoicePrompt } from './components/choice-prompt/choice-prompt.js';
import type { QuestionSet } from './components/question-set/question-set.js';
import type { ChoiceCancelEvent, ChoiceChangeEvent, ChoiceSubmitEvent } from './components/answer/events.js';

/** The properties both elements take from a host. */
export type RequestElementProperty = 'request' | 'response' | 'strings' | 'disabled' | 'answered' | 'tabStops' | 'loading' | 'pending' | 'name' | 'required' | 'expanded';

/** The properties only `<choice-prompt>` has, for hand-written use without a `request`. */
export type ChoicePromptProperty = 'question' | 'options' | 'multiple' | 'minSelections' | 'maxSelections' | 'allowOther' | 'placeholder' | 'value';

/** The properties only `<question-set>` has. */
export type QuestionSetProperty = 'layout';

/** The three domain events, by name. */
export interface ChoiceEvents {
  /** `{response, reply, request}`: answered, or timed out with the defaults. Exactly once. */
  'choice-submit': ChoiceSubmitEvent;
  /** `{response, reply, request}`: cancelled, or timed out with `timeoutAction: 'cancel'`. Exactly once. */
  'choice-cancel': ChoiceCancelEvent;
  /** `{requestId, questionId, answer, valid, answers}`: a draft changed before anything was sent. */
  'choice-change': ChoiceChangeEvent;
}

/** Both tags' properties and attribute forms: the shared properties, `tab-stops`. */
type RequestElementInputs<E extends ChoicePrompt | QuestionSet> = Partial<Pick<E, RequestElementProperty>> & {
  /** The attribute form of `tabStops`. */
  'tab-stops'?: E['tabStops'];
};

/** What `<choice-prompt>` takes in a template: its properties, and the attribute forms of the camel-cased ones. */
export type ChoicePromptInputs = RequestElementInputs<ChoicePrompt> &
  Partial<Pick<ChoicePrompt, ChoicePromptProperty>> & {
    /** The attribute form of `minSelections`. */
    'min-selections'?: ChoicePrompt['minSelections'];
    /** The attribute form of `maxSelections`. */
    'max-selections'?: ChoicePrompt['maxSelections'];
    /** The attribute form of `allowOther`. */
    'allow-other'?: ChoicePrompt['allowOther'];
  };

/** What `<question-set>` takes in a template. */
export type QuestionSetInputs = RequestElementInputs<QuestionSet> & Partial<Pick<QuestionSet, QuestionSetProperty>>;

/** The events as listener props named `on<event>` (React 19, Svelte 5); `currentTarget` is the element listened on. */
export type ChoiceEventProps<E extends Element> = {
  [K in keyof ChoiceEvents as `on${K}`]?: ((event: ChoiceEvents[K] & { currentTarget: E }) => void) | undefined;
};
