/**
 * `choice-prompts/react.js`: React 18+ components for the two elements, made with `@lit/react`,
 * with typed `onChoiceSubmit`, `onChoiceCancel`, `onChoiceChange`. Importing it registers both
 * tags; React and `@lit/react` are optional peers.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { ChoicePrompt as ChoicePromptElement } from './components/choice-prompt/choice-prompt.define.js';
import { QuestionSet as QuestionSetElement } from './components/question-set/question-set.define.js';
import type { ChoiceCancelEvent, ChoiceChangeEvent, ChoiceSubmitEvent } from './components/answer/events.js';

/** The domain events as React callback props: each element fires all three. */
const events = {
  onChoiceSubmit: 'choice-submit' as EventName<ChoiceSubmitEvent>,
  onChoiceCancel: 'choice-cancel' as EventName<ChoiceCancelEvent>,
  onChoiceChange: 'choice-change' as EventName<ChoiceChangeEvent>,
};

/** `<choice-prompt>` as a React component (the element class is `ChoicePrompt` in `choice-prompts`). */
export const ChoicePrompt = createComponent({ tagName: 'choice-prompt', elementClass: ChoicePromptElement, react: React, events, displayName: 'ChoicePrompt' });

/** `<question-set>` as a React component (the element class is `QuestionSet` in `choice-prompts`). */
export const QuestionSet = createComponent({ tagName: 'question-set', elementClass: QuestionSetElement, react: React, events, displayName: 'QuestionSet' });

/** The props `<ChoicePrompt>` takes: the element's properties, `onChoiceSubmit`/`onChoiceCancel`/`onChoiceChange`, and React's own. */
export type ChoicePromptProps = React.ComponentProps<typeof ChoicePrompt>;
/** The props `<QuestionSet>` takes. */
export type QuestionSetProps = React.ComponentProps<typeof QuestionSet>;
export type { ChoiceCancelEvent, ChoiceChangeEvent, ChoiceSubmitEvent };
