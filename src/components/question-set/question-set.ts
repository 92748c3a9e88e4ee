/**
 * `<question-set>`: several questions answered in any order and sent together with one
 * Submit. How it behaves is told in docs/elements.md; what it shares with `<choice-prompt>`
 * is in `../request/request-element.ts`.
 */
import type { ChoiceAnswer } from '../../protocol/model.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { RequestElement, type RequestState } from '../request/request-element.js';
import { readSource, type RequestSource, type ScriptInput } from '../request/request-source.js';
import type { PagingStrings } from '../strings/paging-strings.js';
import type { SetLayout } from '../paging/pager.controller.js';

export type { SetLayout };

/** What a set shows, reflected as its `state` attribute (the same states as a prompt). */
export type SetState = RequestState;

/**
 * Shows a request's questions, each as its own labelled group, with a progress row, one
 * Submit and one Cancel, and fires one event for all of them. A request of one single-select
 * question is sent as soon as an option is chosen, as in `<choice-prompt>`. Input: the
 * `request` property, or a child `<script type="application/json" dialect="…">`.
 *
 * @summary Several questions from an agent, answered together.
 *
 * @slot - Takes only the optional `<script type="application/json">` holding the request.
 *
 * @fires choice-submit - `{response, reply, request}`: every question answered, or timed out with the defaults. Exactly once.
 * @fires choice-cancel - `{response, reply, request}`: cancelled, or timed out with `timeoutAction: 'cancel'`. Exactly once.
 * @fires choice-change - `{requestId, questionId, answer, valid, answers}`: one question's draft changed; `answers` holds them all (not fired when a click sends at once).
 * @fires choice-timer - `{requestId, paused, remainingMs}`: the request's time limit paused while the person works in it, or resumed a few seconds after they left.
 *
 * @csspart base - The card around everything.
 * @csspart title - The request's title.
 * @csspart header - The header chip of a set's only question (with several, the progress row names them).
 * @csspart progress - The row of question headers with their answered state (stacked).
 * @csspart tabs - A paged set's tab row: a tab per question, then the review.
 * @csspart tab - Each tab of a paged set.
 * @csspart tab-selected - Added to the tab of the step shown.
 * @csspart step - A paged set's "2 of 5".
 * @csspart step-chosen - On the step a single choice moved on to: what it chose ("Database: PostgreSQL").
 * @csspart review - A paged set's review step.
 * @csspart review-item - Each question on the review.
 * @csspart review-answer - Each answer on the review, as it will be sent ("Not answered" when none, "Skipped" when skipped).
 * @csspart change - The review's Change button of each question.
 * @csspart previous - A paged set's Previous button.
 * @csspart next - A paged set's Next button (Review on the last question).
 * @csspart question-item - The wrapper of each question.
 * @csspart subject - What an approval or interrupt asks to run: the box with its caption, scrolling past 24em (about 18 lines); the first focus of an open approval.
 * @csspart subject-text - The text in that box (monospace, wrapped, in full).
 * @csspart decision - Where an approval a policy decides shows its decision and the policy's reason, in place of the options.
 * @csspart message - The field of an approval's "No, and tell Claude what to do differently", shown once that option is chosen.
 * @csspart message-send - Its Submit button.
 * @csspart note-field - A question's note field before its options: an AI SDK approval's reason, Claude Code's notes on a question with previews.
 * @csspart context - Context shown before a question.
 * @csspart question - Each question's text; it labels its option group.
 * @csspart question-hint - How many to choose in a question, or why it cannot be sent.
 * @csspart group - Each option group (`role="group"`).
 * @csspart option - Each option button's card.
 * @csspart option-selected - Added to a chosen option.
 * @csspart select-all - Added to a multi-select's "All of the above" card (Gemini CLI's), after its options.
 * @csspart option-label - An option's label.
 * @csspart option-description - An option's description.
 * @csspart badge - The "Recommended" badge.
 * @csspart preview - The preview of the focused or hovered option.
 * @csspart other - Each free-text field's wrapper.
 * @csspart counter - "12 / 200" at the end of a text field whose question sets a length limit.
 * @csspart option-note - Each per-option note field's wrapper.
 * @csspart skip - The Skip button of an optional question holding no answer: leaves it unanswered and moves on.
 * @csspart clear - In its place once the question holds an answer: Clear answer, which empties it and stays.
 * @csspart confirm - The dialog asking before sending with questions unanswered (where the agent's client asks).
 * @csspart confirm-back - Its Go back button.
 * @csspart confirm-submit - Its Submit anyway button.
 * @csspart hint - Why Submit did not send (which questions are open).
 * @csspart unsent - Beside a question whose option hides questions holding changes: why they are not sent.
 * @csspart discard - Its Discard changes button.
 * @csspart note - The note on the whole request.
 * @csspart link - A link request's (MCP URL mode) host and full address; the link itself is the `submit` part.
 * @csspart actions - The row holding Cancel and Submit.
 * @csspart submit - The Submit button.
 * @csspart cancel - The Cancel button: after Submit, a quiet action.
 * @csspart undo - "Cancelled · Undo", in place of the actions while a cancel with drafts can be undone.
 * @csspart undo-button - Its Undo button.
 * @csspart countdown - The visible time left.
 * @csspart status - The state line; spoken only when the user's action or the clock brought it about. While pending, the "Loading questions…" line.
 * @csspart fallback - What is shown for a request that cannot be rendered.
 * @csspart fold - The one-line summary a settled set folds to: the `<summary>` of a native `<details>`, read as a collapsed or expanded disclosure.
 *
 * @attr {'open'|'selected'|'answered'|'outdated'|'cancelled'|'timeout'|'pending'|'invalid'} state - Reflected, read-only: what the set shows now.
 *
 * @attr {string} name - In a `<form>`: the name its answer takes in the form's data (docs/forms.md).
 * @attr {boolean} required - In a `<form>`: an unanswered question makes it `:invalid` (`valueMissing`), and the form's submit reports it.
 * @attr {boolean} expanded - Keeps open a set that arrived settled (restored history), which otherwise folds to one line; reflected, set while the user has it open.
 *
 * @cssstate open - Open: nothing chosen yet (the `state` attribute's value; exactly one of these matches at a time).
 * @cssstate selected - Something chosen, not yet sent.
 * @cssstate answered - Answered (sent, or restored answered).
 * @cssstate outdated - `disabled`: a later message exists.
 * @cssstate cancelled - Cancelled or declined.
 * @cssstate timeout - Time ran out.
 * @cssstate pending - Still streaming in, or a part it needs is loading (the skeleton shows).
 * @cssstate invalid - Its input cannot be shown (the fallback shows). Form validity is the `:invalid` pseudo-class.
 * @cssstate step-N - Paged layout: question N (from 1) shows; `review` while the review shows (set with `showStep`).
 *
 * @cssprop [--choice-prompt-accent=#0969da] - Accent: chosen options, focus ring, Submit.
 * @cssprop [--choice-prompt-on-accent=#ffffff] - Text on the accent.
 * @cssprop [--choice-prompt-accent-text=#0969da] - Accent used as text (the badge); lighter in dark mode.
 * @cssprop [--choice-prompt-surface=#ffffff] - Card background.
 * @cssprop [--choice-prompt-surface-raised=#f6f8fa] - Option background on hover, code blocks.
 * @cssprop [--choice-prompt-border=#d1d9e0] - Borders and dividers.
 * @cssprop [--choice-prompt-border-strong=#818b98] - Outlines of options and fields (keep 3:1 against the surface), unchecked boxes.
 * @cssprop [--choice-prompt-text=#1f2328] - Main text.
 * @cssprop [--choice-prompt-text-muted=#59636e] - Secondary text.
 * @cssprop [--choice-prompt-danger=#d1242f] - Problems that block Submit.
 * @cssprop [--choice-prompt-success=#1a7f37] - Answered marks in the progress row.
 * @cssprop [--choice-prompt-radius=12px] - Card corner radius.
 * @cssprop [--choice-prompt-gap=0.5rem] - Space between options.
 * @cssprop [--choice-prompt-padding=1rem] - Card padding.
 * @cssprop [--choice-prompt-font=inherit] - Font family.
 * @cssprop [--choice-prompt-font-size=0.9375rem] - Base font size.
 * @cssprop [--choice-prompt-focus-ring=2px solid var(--choice-prompt-accent)] - Focus outline.
 * @cssprop [--choice-prompt-focus-ring-selected=3px solid var(--choice-prompt-text)] - Focus outline on a chosen option (drawn 3px out), unlike its accent border.
 */
export class QuestionSet extends RequestElement {
  // Lit adds it to the properties every request element has.
  static override properties = { layout: {} };

  /**
   * `auto` (the default, also when unset): paged when the set holds more than two questions or
   * is narrower than 600 px, else stacked. `stacked`: every question under a row of their
   * headers. `paged`: one question at a time, the headers as tabs, Previous / Next and a review
   * before Submit. A set with questions shown by an option (`showWhen`) stays stacked.
   */
  declare layout?: SetLayout;

  /** Also takes the paged layout's texts (`docs/elements.md`). */
  declare strings?: Partial<ChoiceStrings & PagingStrings>;

  constructor() {
    super({ mode: 'set', partNames: { hint: 'question-hint', note: 'option-note' } });
  }

  /** Every question's draft (or sent) answer, keyed by question id. */
  get answers(): Record<string, ChoiceAnswer> {
    return this.flow.answers;
  }

  protected readSource(script: ScriptInput): RequestSource {
    return readSource({ pending: this.pending, request: this.request, script });
  }

  protected accepts(): boolean {
    return true;
  }
}
