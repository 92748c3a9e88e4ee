/**
 * `<choice-prompt>`: one question an agent asks, shown as accessible option buttons, and
 * the answer sent back once, encoded for the agent's dialect. How it behaves is told in
 * docs/elements.md; what it shares with `<question-set>` is in `../request/request-element.ts`.
 */
import type { PropertyDeclarations, PropertyValues } from 'lit';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest } from '../../protocol/model.js';
import { RequestElement, type RequestState } from '../request/request-element.js';
import { jsonConverter, type RequestSource, type ScriptInput } from '../request/request-source.js';
import { SOURCE_PROPS, promptSource, type ChoicePromptOptionInput } from './prompt-input.js';
import { answerFromValue } from '../answer/wording.js';
import { promptHostStyles } from '../question/question.styles.js';

/** What a prompt shows, reflected as its `state` attribute. */
export type PromptState = RequestState;

export type { ChoicePromptOptionInput };

/**
 * Shows one question as a group of option buttons and fires its answer once. Input, in order
 * of precedence: the `request` property, a child `<script type="application/json"
 * dialect="…">`, or the plain attributes below. A request of several questions belongs in
 * `<question-set>`; this element says so (state `invalid`).
 *
 * @summary An agent's question as accessible, clickable choices.
 *
 * @slot - Takes only the optional `<script type="application/json">` holding the request; nothing is rendered from light DOM.
 *
 * @fires choice-submit - `{response, reply, request}`: answered, or timed out with the defaults. Exactly once.
 * @fires choice-cancel - `{response, reply, request}`: cancelled, or timed out with `timeoutAction: 'cancel'`. Exactly once, and never after `choice-submit`.
 * @fires choice-change - `{requestId, questionId, answer, valid, answers}`: the draft changed before sending (not fired when a click sends at once).
 * @fires choice-timer - `{requestId, paused, remainingMs}`: the request's time limit paused while the person works in it, or resumed a few seconds after they left.
 *
 * @csspart base - The card around everything.
 * @csspart title - The request's title.
 * @csspart header - The question's short header chip.
 * @csspart question-item - The wrapper of the question.
 * @csspart subject - What an approval or interrupt asks to run: the box with its caption, scrolling past 24em (about 18 lines); the first focus of an open approval.
 * @csspart subject-text - The text in that box (monospace, wrapped, in full).
 * @csspart decision - Where an approval a policy decides shows its decision and the policy's reason, in place of the options.
 * @csspart message - The field of an approval's "No, and tell Claude what to do differently", shown once that option is chosen.
 * @csspart message-send - Its Submit button.
 * @csspart note-field - A question's note field before its options: an AI SDK approval's reason, Claude Code's notes on a question with previews.
 * @csspart context - Context shown before the question.
 * @csspart question - The question text; it labels the option group.
 * @csspart hint - How many to choose, or why Submit did not send.
 * @csspart group - The option group (`role="group"`).
 * @csspart option - Each option button's card.
 * @csspart option-selected - Added to a chosen option.
 * @csspart select-all - Added to a multi-select's "All of the above" card (Gemini CLI's), after its options.
 * @csspart option-label - An option's label.
 * @csspart option-description - An option's description.
 * @csspart badge - The "Recommended" badge.
 * @csspart preview - The preview of the focused or hovered option.
 * @csspart other - The free-text field's wrapper.
 * @csspart counter - "12 / 200" at the end of a text field whose question sets a length limit.
 * @csspart note - Each note field's wrapper.
 * @csspart link - A link request's (MCP URL mode) host and full address; the link itself is the `submit` part.
 * @csspart actions - The row holding Cancel and Submit.
 * @csspart submit - The Submit button.
 * @csspart cancel - The Cancel button: after Submit, a quiet action.
 * @csspart undo - "Cancelled · Undo", in place of the actions while a cancel with drafts can be undone.
 * @csspart undo-button - Its Undo button.
 * @csspart countdown - The visible time left.
 * @csspart status - The state line; spoken only when the user's action or the clock brought it about. While pending, the "Loading question…" line.
 * @csspart fallback - What is shown for a request that cannot be rendered.
 * @csspart fold - The one-line summary a settled prompt folds to: the `<summary>` of a native `<details>`, read as a collapsed or expanded disclosure.
 *
 * @attr {'open'|'selected'|'answered'|'outdated'|'cancelled'|'timeout'|'pending'|'invalid'} state - Reflected, read-only: what the prompt shows now.
 *
 * @attr {string} name - In a `<form>`: the name its answer takes in the form's data (docs/forms.md).
 * @attr {boolean} required - In a `<form>`: an unanswered question makes it `:invalid` (`valueMissing`), and the form's submit reports it.
 * @attr {boolean} expanded - Keeps open a prompt that arrived settled (restored history), which otherwise folds to one line; reflected, set while the user has it open.
 *
 * @cssstate open - Open: nothing chosen yet (the `state` attribute's value; exactly one of these matches at a time).
 * @cssstate selected - Something chosen, not yet sent.
 * @cssstate answered - Answered (sent, or restored answered).
 * @cssstate outdated - `disabled`: a later message exists.
 * @cssstate cancelled - Cancelled or declined.
 * @cssstate timeout - Time ran out.
 * @cssstate pending - Still streaming in, or a part it needs is loading (the skeleton shows).
 * @cssstate invalid - Its input cannot be shown (the fallback shows). Form validity is the `:invalid` pseudo-class.
 *
 * @cssprop [--choice-prompt-accent=#0969da] - Accent: chosen options, focus ring, Submit.
 * @cssprop [--choice-prompt-on-accent=#ffffff] - Text on the accent.
 * @cssprop [--choice-prompt-accent-text=#0969da] - Accent used as text (the badge); lighter in dark mode.
 * @cssprop [--choice-prompt-surface=#ffffff] - Card background.
 * @cssprop [--choice-prompt-surface-raised=#f6f8fa] - Option background on hover, code blocks.
 * @cssprop [--choice-prompt-border=#d1d9e0] - Borders.
 * @cssprop [--choice-prompt-border-strong=#818b98] - Outlines of options and fields (keep 3:1 against the surface), unchecked boxes.
 * @cssprop [--choice-prompt-text=#1f2328] - Main text.
 * @cssprop [--choice-prompt-text-muted=#59636e] - Descriptions, hints, status, hovered option outlines.
 * @cssprop [--choice-prompt-danger=#d1242f] - Problems that block Submit.
 * @cssprop [--choice-prompt-success=#1a7f37] - The answered mark.
 * @cssprop [--choice-prompt-radius=12px] - Card corner radius (options use about half).
 * @cssprop [--choice-prompt-gap=0.5rem] - Space between options.
 * @cssprop [--choice-prompt-padding=1rem] - Card padding.
 * @cssprop [--choice-prompt-font=inherit] - Font family.
 * @cssprop [--choice-prompt-font-size=0.9375rem] - Base font size.
 * @cssprop [--choice-prompt-focus-ring=2px solid var(--choice-prompt-accent)] - Focus outline.
 * @cssprop [--choice-prompt-focus-ring-selected=3px solid var(--choice-prompt-text)] - Focus outline on a chosen option (drawn 3px out), unlike its accent border.
 */
export class ChoicePrompt extends RequestElement {
  static override styles = [...RequestElement.styles, promptHostStyles];

  // As in RequestElement: `static properties`, not decorators, to keep their code out of the bundle.
  static override properties: PropertyDeclarations = {
    question: {},
    options: { converter: jsonConverter },
    multiple: { type: Boolean, reflect: true },
    minSelections: { type: Number, attribute: 'min-selections' },
    maxSelections: { type: Number, attribute: 'max-selections' },
    allowOther: { type: Boolean, attribute: 'allow-other' },
    placeholder: {},
    value: {},
  };

  /** The question, for hand-written use without a `request`. */
  declare question?: string;

  /** The options for hand-written use: an array of `{label, value, description?, recommended?}`, or its JSON in the attribute. */
  declare options?: ChoicePromptOptionInput[];

  /** Several options may be chosen (hand-written use). */
  multiple = false;

  /** Fewest options to choose when `multiple` (hand-written use). */
  declare minSelections?: number;

  /** Most options to choose when `multiple` (hand-written use). */
  declare maxSelections?: number;

  /** Offer a free-text "Other" answer (hand-written use). */
  allowOther = false;

  /** Placeholder of the free-text field (hand-written use). */
  declare placeholder?: string;

  /** The reply sent earlier (from history): options whose `value` matches are shown chosen (comma-joined when multiple); other text is shown as the typed answer. */
  declare value?: string;

  constructor() {
    super({ mode: 'prompt', partNames: { hint: 'hint', note: 'note' } });
  }

  /** The answer as drafted (defaults included) while open; once locked, what was sent or restored. */
  get answer(): ChoiceAnswer {
    return this.flow.answerShown(0);
  }

  protected readSource(script: ScriptInput): RequestSource {
    return promptSource(this, script);
  }

  protected accepts(request: ChoiceRequest): boolean {
    return request.questions.length <= 1;
  }

  protected override sourceChanged(changed: PropertyValues): boolean {
    return SOURCE_PROPS.some((p) => changed.has(p));
  }

  /** A restored `response` wins; else the `value` once sent is matched back to options and typed text. */
  protected override restoredAnswer(question: ChoiceQuestion): ChoiceAnswer | undefined {
    if (this.response?.answers || !this.value) return super.restoredAnswer(question);
    return answerFromValue(question, this.value);
  }
}
