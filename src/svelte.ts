/**
 * `choice-prompts/svelte`, types only: importing it (`import type {} from 'choice-prompts/svelte'`
 * in a `.ts` file of the app, such as `src/app.d.ts`, or `"types"` in tsconfig) tells Svelte 5's
 * checker (svelte-check) `<choice-prompt>` and `<question-set>`: their properties, attributes
 * and events (`onchoice-submit`…), each with its own type. Its JavaScript is an empty module.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { ChoicePrompt } from './components/choice-prompt/choice-prompt.js';
import type { QuestionSet } from './components/question-set/question-set.js';
import type { ChoiceEventProps, ChoicePromptInputs, QuestionSetInputs } from './template-types.js';

/** Svelte's attributes for an element `E` (`class`, `style`, `id`…), less the names the kit's give types of their own. */
type SvelteProps<E extends HTMLElement, Own> = Omit<HTMLAttributes<E>, keyof Own> & Own;

/** What `<choice-prompt>` takes in Svelte markup, besides Svelte's own attributes. */
export type ChoicePromptSvelteProps = ChoicePromptInputs & ChoiceEventProps<ChoicePrompt>;

/** What `<question-set>` takes in Svelte markup, besides Svelte's own attributes. */
export type QuestionSetSvelteProps = QuestionSetInputs & ChoiceEventProps<QuestionSet>;

declare module 'svelte/elements' {
  export interface SvelteHTMLElements {
    /** One question an agent asks, as accessible option buttons (register the tag first: `choice-prompts/choice-prompt.js`). */
    'choice-prompt': SvelteProps<ChoicePrompt, ChoicePromptSvelteProps>;
    /** Several questions answered together with one Submit (register the tag first: `choice-prompts/question-set.js`). */
    'question-set': SvelteProps<QuestionSet, QuestionSetSvelteProps>;
  }
}
