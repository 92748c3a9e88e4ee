/**
 * JSX types for the two custom elements in React 19, which sets a custom element's known
 * properties as properties (objects and arrays included) and wires `on<event-name>` props
 * with `addEventListener`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ChoiceCancelEvent, ChoiceChangeEvent, ChoicePrompt, ChoiceSubmitEvent, QuestionSet } from '../../src/index.js';

interface ChoiceEvents {
  'onchoice-submit'?: (event: ChoiceSubmitEvent) => void;
  'onchoice-cancel'?: (event: ChoiceCancelEvent) => void;
  'onchoice-change'?: (event: ChoiceChangeEvent) => void;
}

type Props<E extends HTMLElement, K extends keyof E> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, K | keyof ChoiceEvents> &
  Partial<Pick<E, K>> &
  ChoiceEvents & { 'tab-stops'?: 'roving' | 'each' };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'choice-prompt': Props<
        ChoicePrompt,
        'request' | 'question' | 'options' | 'multiple' | 'minSelections' | 'maxSelections' | 'allowOther' | 'placeholder' | 'disabled' | 'answered' | 'value' | 'response' | 'pending' | 'strings'
      >;
      'question-set': Props<QuestionSet, 'request' | 'disabled' | 'answered' | 'response' | 'pending' | 'strings'>;
    }
  }
}
