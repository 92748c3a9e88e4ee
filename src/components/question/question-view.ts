/** What the question template and its fields are handed: one question's view, and its IDs. */
import type { TemplateResult } from 'lit';
import type { ChoiceAnswer, ChoiceQuestion } from '../../protocol/model.js';
import type { QuestionDraft } from '../answer/draft.js';
import type { Lock } from '../answer/rules.js';
import type { ChoiceStrings } from '../strings/strings.js';
import type { Parts } from '../internal/part-types.js';

/** The CSS parts a question's own hint and notes carry: a set keeps `hint` and `note` for its own. */
export interface QuestionPartNames {
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
  /** Escape chooses this question's refusal (its dialect's client takes Escape as "No"). */
  escapes: boolean;
  /** "(optional)" or "(required)" beside the question's text, in a set marking the fewer kind. */
  mark?: TemplateResult | undefined;
  partNames: QuestionPartNames;
  /** The parts of the elements fetched for the request (the question's field, notes, preview, approval). */
  parts: Parts;
  tabIndexFor(option: number): 0 | -1;
  /** The option whose preview shows (it follows focus and the pointer). */
  previewIndex: number;
  on: QuestionHandlers;
}

/** The handlers of a question's controls, bound once by the element (Lit then never rebinds them). */
export interface QuestionHandlers {
  optionPointerover(event: PointerEvent): void;
  otherInput(event: Event): void;
  otherKeydown(event: KeyboardEvent): void;
  noteInput(event: Event): void;
  /** "All of the above" (a question's `selectAll`) pressed. */
  chooseAll(event: Event): void;
  /** Sends the answer (an approval's message field has its own Send). */
  submit(): void;
}

/** The prefix of every ID of question `index`. */
export const idOf = (index: number, name: string) => `q${index}-${name}`;

/**
 * How JSON data starts (an object's first key or `}`, an array's first value or `]`): a tool
 * call's arguments as the dialects write them (indented JSON, cut with "…" when long, so it
 * need not parse). Read from the start only, so it costs the same for any length, each render.
 */
const JSON_START = /^\s*(?:\{\s*["}]|\[\s*(?:["{[\]\d-]|true|false|null))/;

/**
 * The direction of a question's context: left to right when it is JSON data (a tool call's
 * arguments, as approvals and interrupts show them), which in a right-to-left prompt would
 * otherwise have its braces and quotes reordered where a line wraps; the prompt's own
 * direction for anything else, which is prose.
 */
export function contextDir(context: string): 'ltr' | undefined {
  return JSON_START.test(context) ? 'ltr' : undefined;
}

/** Longest tool-call arguments an option group's name holds. */
const NAMED_ARGUMENTS = 300;

/**
 * Whether question `q`'s context is a tool call's arguments short enough to be part of its
 * option group's name, so that entering the group says what is approved. Longer ones are
 * read above the question only: a name of pages of JSON would be read out on every entry,
 * and a hidden summary made Orca say the question twice (it reads a group's labelling
 * elements, then the name again unless it finds its words among them).
 */
export function namesArguments(q: { context?: string }): boolean {
  const context = q.context;
  return !!context && context.length <= NAMED_ARGUMENTS && contextDir(context) === 'ltr';
}

/**
 * Whether question `q`'s subject is short enough to be part of the names of its subject box
 * and option group, so that entering either says what would run (as `namesArguments`).
 */
export function namesSubject(q: { subject?: { text: string } }): boolean {
  return !!q.subject && q.subject.text.length <= NAMED_ARGUMENTS;
}

/**
 * Whether question `q`'s context describes its subject box (a command's description, shown
 * under it): focus on the box then says it after what would run. Not a context that is the
 * tool call's short arguments, which the option group's name says already.
 */
export function describesSubject(q: { subject?: unknown; context?: string }): boolean {
  return !!q.subject && !!q.context && !namesArguments(q);
}
