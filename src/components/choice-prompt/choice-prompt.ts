/**
 * `<choice-prompt>`: one question an agent asks, shown as accessible option buttons, and
 * the answer sent back once, encoded for the agent's dialect.
 */
import { LitElement, type nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse, ValidationError } from '../../protocol/model.js';
import type { ChoiceSetContext, Lock, TabStops } from '../context.js';
import { defaultStrings, formatString, resolveStrings, stringsConverter, type ChoiceStrings } from '../strings.js';
import { RovingFocusController } from '../controllers/roving-focus.js';
import { RevealController } from '../controllers/reveal.js';
import { ElementSource } from '../controllers/element-source.js';
import { jsonConverter } from '../controllers/request-source.js';
import { SOURCE_PROPS, promptSource, restoredAnswer, type ChoicePromptOptionInput } from './prompt-input.js';
import { AnswerFlowController } from './answer-flow.js';
import { promptLock, shownAnswer } from './prompt-rules.js';
import { promptHandlers, renderQuestion } from './prompt-view.js';
import { renderMessageFallback } from '../fallback.template.js';
import { OptionEvents } from './option-events.js';
import { styles } from './choice-prompt.styles.js';

/** What a prompt shows, reflected as its `state` attribute. */
export type PromptState = 'open' | 'selected' | 'answered' | 'outdated' | 'cancelled' | 'timeout' | 'pending' | 'invalid';

export type { ChoicePromptOptionInput };

/**
 * Shows one question as a group of option buttons and fires its answer once.
 *
 * Input, in order of precedence: the `request` property; a child
 * `<script type="application/json" dialect="…">` (default dialect `choices-block`; invalid
 * JSON renders as a code block, never as markup); the plain attributes `question`,
 * `options`, `multiple`, `min-selections`, `max-selections`, `allow-other`, `placeholder`.
 * A request with several questions belongs in `<question-set>`: this element shows a clear
 * fallback for it (state `invalid`) rather than silently dropping questions.
 *
 * Single-select questions send on activation unless `request.submitMode` is `confirm` or
 * per-option notes are enabled; multi-select and typed answers use Submit. Cancel is shown
 * for dialects that wait on a tool call (everything except `choices-block` and
 * `present_choices`). When `request.timeoutMs` runs out, `timeoutAction: 'default'` (the
 * default) fires `choice-submit` with status `timeout` and the defaults, and
 * `timeoutAction: 'cancel'` fires `choice-cancel` with status `timeout`. The deadline is
 * fixed when the prompt is first shown open; being `disabled` for a while does not extend it.
 *
 * Preselected defaults are sent if the user submits untouched, but they are not a choice:
 * the state stays `open` until the user changes something, and a prompt cancelled, or
 * locked without a restored answer, shows nothing chosen.
 *
 * While its block streams (`pending`), the prompt shows a skeleton and "Loading question…".
 * The line is spoken once, half a second in, when the block arrives while the user is on the
 * page. A page still loading, a restored history of unfinished blocks, a dialect fetched in
 * a moment, and a prompt inside a live region of the host (a chat's `role="log"` speaks the
 * line itself) stay quiet; so do prompts a host creates anew on every chunk (keep one
 * element per streaming block, then set `pending` to false or replace the element). The
 * question's arrival is not announced by the prompt: it is the agent's message, which a
 * message list that is a `role="log"` speaks as it appears (a host without one announces
 * messages its own way). The skeleton, line included, is replaced by the question or the raw
 * block: nothing says "Loading" once the prompt is ready.
 *
 * Rendering is lazy by default (`loading="lazy"`), for pages holding hundreds of prompts.
 * Prompts within a screen of the viewport render in full at once. The others keep their
 * place (`content-visibility: auto`) and render, in the tasks right after the first frame, a
 * light structure: the question naming a group of the option buttons, with their states and
 * the state line, complete for assistive technology and the tab order. Each renders its
 * full interface when it comes near the viewport, in idle time, when focus enters it, or
 * when a host changes its request, response, value or `answered`. `updateComplete` waits
 * for the first render; state, events and `answer` do not depend on which render shows.
 * `loading="eager"` renders in full at once.
 *
 * @summary An agent's question as accessible, clickable choices.
 *
 * @slot - Takes only the optional `<script type="application/json">` holding the request; nothing is rendered from light DOM.
 *
 * @fires choice-submit - `{response, reply, request}`: answered, or timed out with the defaults. Exactly once.
 * @fires choice-cancel - `{response, reply, request}`: cancelled, or timed out with `timeoutAction: 'cancel'`. Exactly once, and never after `choice-submit`.
 * @fires choice-change - `{requestId, questionId, answer, valid, answers}`: the draft changed before sending (not fired when a click sends at once).
 *
 * @csspart base - The card around everything.
 * @csspart title - The request's title.
 * @csspart header - The question's short header chip.
 * @csspart context - Context shown before the question.
 * @csspart question - The question text; it labels the option group.
 * @csspart hint - How many to choose, or why Submit did not send.
 * @csspart group - The option group (`role="group"`).
 * @csspart option - Each option button.
 * @csspart option-selected - Added to a chosen option.
 * @csspart option-label - An option's label.
 * @csspart option-description - An option's description.
 * @csspart badge - The "Recommended" badge.
 * @csspart preview - The preview of the focused or hovered option.
 * @csspart other - The free-text field's wrapper.
 * @csspart note - Each note field's wrapper.
 * @csspart actions - The row holding Cancel and Submit.
 * @csspart submit - The Submit button.
 * @csspart cancel - The Cancel button.
 * @csspart countdown - The visible time left.
 * @csspart status - The state line ("Answered: …", "No longer active"…); spoken (a polite live region) only when the user's action or the clock brought it about, not when the prompt was restored in that state. While pending, the "Loading question…" line.
 * @csspart fallback - What is shown for a request that cannot be rendered.
 *
 * @attr {'open'|'selected'|'answered'|'outdated'|'cancelled'|'timeout'|'pending'|'invalid'} state - Reflected, read-only: what the prompt shows now.
 *
 * @cssprop [--choice-prompt-accent=#0969da] - Accent: chosen options, focus ring, Submit.
 * @cssprop [--choice-prompt-on-accent=#ffffff] - Text on the accent.
 * @cssprop [--choice-prompt-accent-text=#0969da] - Accent used as text (the badge); lighter in dark mode.
 * @cssprop [--choice-prompt-surface=#ffffff] - Card background.
 * @cssprop [--choice-prompt-surface-raised=#f6f8fa] - Option background on hover, code blocks.
 * @cssprop [--choice-prompt-border=#d1d9e0] - Borders.
 * @cssprop [--choice-prompt-border-strong=#818b98] - Hovered borders, unchecked boxes.
 * @cssprop [--choice-prompt-text=#1f2328] - Main text.
 * @cssprop [--choice-prompt-text-muted=#59636e] - Descriptions, hints, status.
 * @cssprop [--choice-prompt-danger=#d1242f] - Problems that block Submit.
 * @cssprop [--choice-prompt-success=#1a7f37] - The answered mark.
 * @cssprop [--choice-prompt-radius=12px] - Card corner radius (options use about half).
 * @cssprop [--choice-prompt-gap=0.5rem] - Space between options.
 * @cssprop [--choice-prompt-padding=1rem] - Card padding.
 * @cssprop [--choice-prompt-font=inherit] - Font family.
 * @cssprop [--choice-prompt-font-size=0.9375rem] - Base font size.
 * @cssprop [--choice-prompt-focus-ring=2px solid var(--choice-prompt-accent)] - Focus outline.
 */
export class ChoicePrompt extends LitElement {
  static override styles = styles;

  /** The normalized request to show (takes precedence over a script child and attributes). */
  @property({ attribute: false }) request?: ChoiceRequest;

  /** The question, for hand-written use without a `request`. */
  @property() question?: string;

  /** The options for hand-written use: an array of `{label, value, description?, recommended?}`, or its JSON in the attribute. */
  @property({ converter: jsonConverter }) options?: ChoicePromptOptionInput[];

  /** Several options may be chosen (hand-written use). */
  @property({ type: Boolean, reflect: true }) multiple = false;

  /** Fewest options to choose when `multiple` (hand-written use). */
  @property({ type: Number, attribute: 'min-selections' }) minSelections?: number;

  /** Most options to choose when `multiple` (hand-written use). */
  @property({ type: Number, attribute: 'max-selections' }) maxSelections?: number;

  /** Offer a free-text "Other" answer (hand-written use). */
  @property({ type: Boolean, attribute: 'allow-other' }) allowOther = false;

  /** Placeholder of the free-text field (hand-written use). */
  @property() placeholder?: string;

  /** Outdated: a later message exists, so the prompt only shows what was chosen ("No longer active"). */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Answered: set by the element when the user answers, or by a host restoring history (with `value`). */
  @property({ type: Boolean, reflect: true }) answered = false;

  /** The reply sent earlier (from history): options whose `value` matches are shown chosen (comma-joined when multiple); other text is shown as the typed answer. */
  @property() value?: string;

  /** A settled response to show (restoring from a `ChoiceSession`); its status decides the state. */
  @property({ attribute: false }) response?: ChoiceResponse;

  /** The block is still streaming: show a skeleton and "Loading question…" (spoken once, when the block is news), never the partial JSON. */
  @property({ type: Boolean }) pending = false;

  /** `roving` (default): one tab stop per option group, arrows move. `each`: every option is a tab stop. */
  @property({ attribute: 'tab-stops' }) tabStops: TabStops = 'roving';

  /** Replacement texts for localization (a partial `ChoiceStrings`; JSON in the attribute). */
  @property({ converter: stringsConverter }) strings?: Partial<ChoiceStrings>;

  /** `lazy` (default): a prompt far from the viewport renders its full interface when it comes near, in idle time or on focus. `eager`: in full at once. */
  @property() loading: 'lazy' | 'eager' = 'lazy';

  /** What the `<question-set>` rendering this prompt shares; it binds `._set` in its template. */
  @state() private _set?: ChoiceSetContext;

  @state() private _previewIndex: number | undefined;
  @state() private _globalNote = '';

  readonly #input = new ElementSource(this, 'choice', (script, id) => promptSource(this, script, id));
  readonly #flow = new AnswerFlowController(this, {
    request: () => this.#request,
    lock: () => this.#lock,
    embedded: () => this._set !== undefined,
    strings: () => this.#strings,
    globalNote: () => this._globalNote,
    settled: (response, hadFocus) => this.#settled(response, hadFocus),
  });
  readonly #roving = new RovingFocusController(this, {
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('.option')],
    mode: () => this._set?.tabStops ?? this.tabStops,
  });
  readonly #reveal = new RevealController(this, {
    eager: () => this.loading === 'eager',
    updateNow: () => this.isConnected && this.performUpdate(),
  });
  readonly #events = new OptionEvents({
    roving: this.#roving,
    reveal: this.#reveal,
    question: () => this.#request?.questions[0],
    preview: (index) => (this._previewIndex = index),
    choose: (index) => this.#choose(index),
  });
  /** The full render's handlers, bound once. */
  readonly #handlers = promptHandlers(
    this.#flow,
    this.#events,
    (text) => (this._globalNote = text),
    () => (this._set ? this._set.requestSubmit() : this.#flow.submit()),
  );

  #strings: ChoiceStrings = defaultStrings;

  /** What the prompt shows now (also the `state` attribute); `undefined` before it has any input. */
  get state(): PromptState | undefined {
    const source = this.#input.source;
    if (source.kind === 'empty') return undefined;
    if (source.kind === 'pending' || source.kind === 'invalid') return source.kind;
    if (!this.#request) return 'invalid';
    return this.#lock ?? (this.#flow.draft.touched ? 'selected' : 'open');
  }

  /** The answer as drafted (defaults included) while open; once locked, what was sent or restored. */
  get answer(): ChoiceAnswer {
    return shownAnswer(this.#lock, this.#flow.draft);
  }

  /** Why the input could not be shown, when `state` is `invalid`. */
  get validationErrors(): readonly ValidationError[] {
    return this.#input.errors;
  }

  /** The request shown: a request with several questions is for `<question-set>`. */
  get #request(): ChoiceRequest | undefined {
    const source = this.#input.source;
    return source.kind === 'ok' && source.request.questions.length === 1 ? source.request : undefined;
  }

  get #lock(): Lock | null {
    return promptLock({ disabled: this.disabled, set: this._set, settled: this.#flow.settled, response: this.response, answered: this.answered });
  }

  /**
   * Shows why the answer cannot be sent yet and (unless `focus: false`) moves focus to the
   * question; returns true when it can be sent.
   */
  reportValidity({ focus = true }: { focus?: boolean } = {}): boolean {
    this.#reveal.revealNow();
    return this.#flow.reportValidity(focus);
  }

  /** Focuses the option holding the tab stop, or the text field of a question without options. */
  override focus(options?: FocusOptions): void {
    this.#reveal.revealNow();
    const target = this.#roving.activeItem ?? this.renderRoot.querySelector<HTMLElement>('#other-input');
    if (target) target.focus(options);
    else super.focus(options);
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    this.#events.listen(root);
    return root;
  }

  /** The first update waits until the prompt starts: at once on screen, else after the first frame. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const gate = this.#reveal.gate;
    return gate ? gate.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('strings') || changed.has('_set')) {
      this.#strings = this.strings || this._set?.strings ? resolveStrings(this._set?.strings, this.strings) : defaultStrings;
    }
    const reread = this.#input.read(SOURCE_PROPS.some((p) => changed.has(p)));
    // A host changing a prompt already shown acts on one that matters now.
    if (this.loading === 'eager' || (this.hasUpdated && ['request', 'response', 'value', 'answered'].some((p) => changed.has(p)))) {
      this.#reveal.reveal();
    }
    const q = this.#request?.questions[0];
    // Only a source read anew can hold another request (a click or a key press does not).
    if (reread && this.#input.renewed(this.#request)) {
      // `answered` set by our own settlement belongs to the old request; one set by the host stays.
      if (this.#flow.settled?.status === 'answered') this.answered = false;
      this.#flow.reset(q && restoredAnswer(q, this.response, this.value));
      this.#roving.reset(this.#flow.draft.firstChosen);
      this._globalNote = '';
      this._previewIndex = undefined;
    } else if (q && (changed.has('value') || changed.has('response'))) {
      this.#flow.restore(restoredAnswer(q, this.response, this.value));
    }
    this.#roving.clamp(q?.options.length ?? 0);
    this.#flow.sync();
  }

  protected override updated(): void {
    const state = this.state;
    if (!state) this.removeAttribute('state');
    else if (this.getAttribute('state') !== state) this.setAttribute('state', state);
    if (this.#reveal.refocus()) this.#roving.activeItem?.focus({ preventScroll: true });
  }

  protected override render(): TemplateResult | typeof nothing {
    const request = this.#request;
    const strings = this.#strings;
    if (!request) {
      const several = this.#input.request;
      if (!several) return this.#input.render(strings)!;
      return renderMessageFallback(formatString(strings.needsQuestionSet, { count: several.questions.length }), strings);
    }
    const embedded = this._set !== undefined;
    return renderQuestion(request, strings, this.#lock, embedded, this.#flow, this.#roving, this.#reveal, this._previewIndex, this._globalNote, this.#handlers);
  }

  /** The user chose option `index` (click, Enter, Space or its digit): the tab stop follows. */
  #choose(index: number): void {
    if (this.#lock) return;
    this.#reveal.reveal();
    this.#roving.setActive(index);
    this.#flow.choose(index);
  }

  #settled(response: ChoiceResponse, hadFocus: boolean): void {
    this.answered = response.status === 'answered';
    // The buttons stay; the focused one may be Submit, which goes away: keep focus on the answer.
    if (hadFocus) void this.updateComplete.then(() => this.matches(':focus-within') || this.#focusAnswer());
  }

  #focusAnswer(): void {
    const chosen = this.#flow.draft.firstChosen;
    if (chosen >= 0) this.#roving.setActive(chosen);
    this.focus();
  }
}
