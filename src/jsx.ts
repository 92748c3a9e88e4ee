/**
 * `choice-prompts/jsx`, types only: importing it (`import type {} from 'choice-prompts/jsx'`,
 * or `"types"` in tsconfig) adds `<choice-prompt>` and `<question-set>` to React 19's
 * `JSX.IntrinsicElements`. Its JavaScript is an empty module.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ChoicePrompt } from './components/choice-prompt/choice-prompt.js';
import type { QuestionSet } from './components/question-set/question-set.js';
import type { ChoiceEventProps, ChoicePromptInputs, QuestionSetInputs } from './template-types.js';

export type { ChoiceEventProps, ChoicePromptProperty, QuestionSetProperty, RequestElementProperty } from './template-types.js';

/*
 * React 19 sets a prop as a property when the element has one (`request`, `strings`,
 * `tabStops`…), else as an attribute (`tab-stops`, `min-selections`…), and an
 * `on<event>` prop is a listener for that event, named as it is fired: `onchoice-submit`.
 * The prop types are the classes' own (`ChoicePrompt['request']`), so they follow the
 * elements; which props exist is held to custom-elements.json by test/node/packed-install.
 *
 * Written by hand rather than generated from the manifest: `@wc-toolkit/jsx-types` 1.8.2
 * typed `ref` so that React's `useRef` objects are refused, typed `style` so that a
 * `React.CSSProperties` is refused, imported a name the package does not export, and gave
 * the read-only `state` attribute (and a prop named `undefined`) as settable.
 */

/** The props `<choice-prompt>` takes in React 19 JSX, besides React's own (`key`, `ref`, `className`, `style`…). */
export type ChoicePromptJsxProps = ChoicePromptInputs & ChoiceEventProps<ChoicePrompt>;

/** The props `<question-set>` takes in React 19 JSX, besides React's own. */
export type QuestionSetJsxProps = QuestionSetInputs & ChoiceEventProps<QuestionSet>;

/** React's props for an element `E` (children, `ref`, `className`, `style`…), less the names the kit's props give types of their own. */
type ReactProps<E extends HTMLElement, Own> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof Own> & Own;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** One question an agent asks, as accessible option buttons (register the tag first: `choice-prompts/bundle.js`). */
      'choice-prompt': ReactProps<ChoicePrompt, ChoicePromptJsxProps>;
      /** Several questions answered together with one Submit (register the tag first). */
      'question-set': ReactProps<QuestionSet, QuestionSetJsxProps>;
    }
  }
}
