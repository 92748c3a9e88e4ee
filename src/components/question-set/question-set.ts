/**
 * `<question-set>`: several questions answered in any order and sent together with one
 * Submit. How it behaves is told in docs/elements.md; what it shares with `<choice-prompt>`
 * is in `../request/request-element.ts`.
 */
import type { ChoiceAnswer } from '../../protocol/model.js';
import { RequestElement, type RequestState } from '../request/request-element.js';
import { readSource, type RequestSource, type ScriptInput } from '../request/request-source.js';

/** What a set shows, reflected as its `state` attribute (the same states as a prompt). */
export type SetState = RequestState;

/**
 * Shows a request's questions, each as its own labelled group, with a progress row, one
 * Submit and one Cancel, and fires one event for all of them. Input: the `request` property,
 * or a child `<script type="application/json" dialect="…">`.
 *
 * @summary Several questions from an agent, answered together.
 *
 * @slot - Takes only the optional `<script type="application/json">` holding the request.
 *
 * @fires choice-submit - `{response, reply, request}`: every question answered, or timed out with the defaults. Exactly once.
 * @fires choice-cancel - `{response, reply, request}`: cancelled, or timed out with `timeoutAction: 'cancel'`. Exactly once.
 * @fires choice-change - `{requestId, questionId, answer, valid, answers}`: one question's draft changed; `answers` holds them all.
 *
 * @csspart base - The card around everything.
 * @csspart title - The request's title.
 * @csspart header - The header chip of a set's only question (with several, the progress row names them).
 * @csspart progress - The row of question headers with their answered state.
 * @csspart question-item - The wrapper of each question.
 * @csspart subject - What an approval or interrupt asks to run: the box with its caption, scrolling past 24em (about 18 lines); the first focus of an open approval.
 * @csspart subject-text - The text in that box (monospace, wrapped, in full).
 * @csspart context - Context shown before a question.
 * @csspart question - Each question's text; it labels its option group.
 * @csspart question-hint - How many to choose in a question, or why it cannot be sent.
 * @csspart group - Each option group (`role="group"`).
 * @csspart option - Each option button's card.
 * @csspart option-selected - Added to a chosen option.
 * @csspart option-label - An option's label.
 * @csspart option-description - An option's description.
 * @csspart badge - The "Recommended" badge.
 * @csspart preview - The preview of the focused or hovered option.
 * @csspart other - Each free-text field's wrapper.
 * @csspart option-note - Each per-option note field's wrapper.
 * @csspart skip - The Skip button of an optional question: leaves it unanswered and moves on.
 * @csspart confirm - The dialog asking before sending with questions unanswered (where the agent's client asks).
 * @csspart confirm-back - Its Go back button.
 * @csspart confirm-submit - Its Submit anyway button.
 * @csspart hint - Why Submit did not send (which questions are open).
 * @csspart note - The note on the whole request.
 * @csspart link - A link request's (MCP URL mode) host and full address; the link itself is the `submit` part.
 * @csspart actions - The row holding Cancel and Submit.
 * @csspart submit - The Submit button.
 * @csspart cancel - The Cancel button.
 * @csspart countdown - The visible time left.
 * @csspart status - The state line; spoken only when the user's action or the clock brought it about. While pending, the "Loading questions…" line.
 * @csspart fallback - What is shown for a request that cannot be rendered.
 *
 * @attr {'open'|'selected'|'answered'|'outdated'|'cancelled'|'timeout'|'pending'|'invalid'} state - Reflected, read-only: what the set shows now.
 *
 * @cssprop [--choice-prompt-accent=#0969da] - Accent: chosen options, focus ring, Submit.
 * @cssprop [--choice-prompt-on-accent=#ffffff] - Text on the accent.
 * @cssprop [--choice-prompt-accent-text=#0969da] - Accent used as text (the badge); lighter in dark mode.
 * @cssprop [--choice-prompt-surface=#ffffff] - Card background.
 * @cssprop [--choice-prompt-surface-raised=#f6f8fa] - Option background on hover, code blocks.
 * @cssprop [--choice-prompt-border=#d1d9e0] - Borders and dividers.
 * @cssprop [--choice-prompt-border-strong=#818b98] - Hovered borders, unchecked boxes.
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
  constructor() {
    super({ mode: 'set', idPrefix: 'set', parts: { hint: 'question-hint', note: 'option-note' } });
  }

  /** Every question's draft (or sent) answer, keyed by question id. */
  get answers(): Record<string, ChoiceAnswer> {
    return this.flow.answers;
  }

  protected readSource(script: ScriptInput, id: string): RequestSource {
    return readSource({ pending: this.pending, request: this.request, script, id });
  }

  protected accepts(): boolean {
    return true;
  }
}
