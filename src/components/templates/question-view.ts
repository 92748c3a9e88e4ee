/** What the question template and its fields are handed: one question's view, and its IDs. */
import type { ChoiceAnswer, ChoiceQuestion } from '../../protocol/model.js';
import type { QuestionDraft } from '../answer/draft.js';
import type { Lock } from '../answer/rules.js';
import type { ChoiceStrings } from '../strings.js';

/** The parts a question's own hint and notes carry: a set keeps `hint` and `note` for its own. */
export interface QuestionParts {
  hint: 'hint' | 'question-hint';
  note: 'note' | 'option-note';
}

export interface QuestionView {
  /** The question's place in the request: its IDs' prefix and its `data-q`. */
  index: number;
  question: ChoiceQuestion;
  strings: ChoiceStrings;
  draft: QuestionDraft;
  /** What shows as chosen: the draft while open; once locked, what was sent or restored. */
  shown: ChoiceAnswer;
  lock: Lock | null;
  /** Why Submit did not send, once the user tried. */
  problem: string | undefined;
  /** A click sends at once (options show their digit instead of a radio). */
  sendsOnClick: boolean;
  /** The request takes a note on each chosen option. */
  notes: boolean;
  parts: QuestionParts;
  tabIndexFor(option: number): 0 | -1;
  /** The option whose preview shows (it follows focus and the pointer). */
  previewIndex: number;
  on: QuestionHandlers;
}

/** The handlers of a question's controls, bound once by the element (Lit then never rebinds them). */
export interface QuestionHandlers {
  optionKeydown(event: KeyboardEvent): void;
  optionPointerover(event: PointerEvent): void;
  otherInput(event: Event): void;
  otherKeydown(event: KeyboardEvent): void;
  noteInput(event: Event): void;
}

/** The prefix of every ID of question `index`. */
export const idOf = (index: number, name: string) => `q${index}-${name}`;

/**
 * The direction of a question's context: left to right when it is JSON data (a tool call's
 * arguments, as approvals and interrupts show them), which in a right-to-left prompt would
 * otherwise have its braces and quotes reordered where a line wraps; the prompt's own
 * direction for anything else, which is prose.
 */
export function contextDir(context: string): 'ltr' | undefined {
  if (!/^\s*[[{]/.test(context)) return undefined;
  try {
    const data: unknown = JSON.parse(context);
    return typeof data === 'object' && data !== null ? 'ltr' : undefined;
  } catch {
    return undefined;
  }
}

/** Whether question `q`'s context is a tool call's arguments (JSON data), which its option group's name includes. */
export const argumentsOf = (q: { context?: string }): boolean => !!q.context && contextDir(q.context) === 'ltr';
