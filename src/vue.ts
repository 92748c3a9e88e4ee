/**
 * `choice-prompts/vue`, types only: importing it (`import type {} from 'choice-prompts/vue'` in
 * a `.ts` file of the app, such as `src/env.d.ts`, or `"types"` in tsconfig) adds
 * `<choice-prompt>` and `<question-set>` to Vue's `GlobalComponents`, so vue-tsc knows their
 * properties (`:request.prop`, `:strings`…), attributes and events (`@choice-submit`…), each
 * with its own type. Its JavaScript is an empty module. Vue's compiler must still be told the
 * tags are custom elements (`compilerOptions.isCustomElement`: docs/frameworks.md).
 */
import type { EmitFn, HTMLAttributes } from 'vue';
import type { ChoicePrompt } from './components/choice-prompt/choice-prompt.js';
import type { QuestionSet } from './components/question-set/question-set.js';
import type { ChoiceEvents, ChoicePromptInputs, QuestionSetInputs } from './template-types.js';

/** The events as Vue's `$emit` types them, so `@choice-submit="(e) => …"` has the event's type. */
type ChoiceEmit = EmitFn<{ [K in keyof ChoiceEvents]: (event: ChoiceEvents[K]) => void }>;

/**
 * A custom element as a component type for Vue's templates (the shape Vue's guide gives for
 * elements not built with Vue): `$props` and `$emit` exist for the template checker only.
 */
export type VueCustomElement<E extends HTMLElement, Inputs> = new () => E & {
  /** @deprecated For the template checker only: not on the element. */
  $props: Omit<HTMLAttributes, keyof Inputs> & Inputs;
  /** @deprecated For the template checker only: not on the element. */
  $emit: ChoiceEmit;
};

declare module 'vue' {
  interface GlobalComponents {
    /** One question an agent asks, as accessible option buttons (register the tag first: `choice-prompts/choice-prompt.js`). */
    'choice-prompt': VueCustomElement<ChoicePrompt, ChoicePromptInputs>;
    /** Several questions answered together with one Submit (register the tag first: `choice-prompts/question-set.js`). */
    'question-set': VueCustomElement<QuestionSet, QuestionSetInputs>;
  }
}
