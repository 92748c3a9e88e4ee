/**
 * `<choice-prompt>`: one question an agent asks, shown as accessible option buttons, and
 * the answer sent back once, encoded for the agent's dialect.
 */
import { LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse, ValidationError } from '../../protocol/model.js';
import type { ChoiceSetContext, Lock, TabStops } from '../context.js';
import { defaultStrings, formatString, resolveStrings, stringsConverter, type ChoiceStrings } from '../strings.js';
import { nextRequestId } from '../element-ids.js';
import { RovingFocusController } from '../controllers/roving-focus.js';
import { RevealController } from '../controllers/reveal.js';
import { ScriptSourceController, jsonConverter, type RequestSource } from '../controllers/request-source.js';
import { selectionHint, statusLine, summarize } from './answer-text.js';
import { SOURCE_PROPS, promptSource, restoredAnswer, type ChoicePromptOptionInput } from './prompt-input.js';
import { AnswerFlowController } from './answer-flow.js';
import { offersCancel, promptLock, sendsOnClick, shownAnswer, showsOnlyOptions } from './prompt-rules.js';
import { renderMessageFallback, renderRawFallback, renderSkeleton } from '../fallback.template.js';
import { LoadingLineController } from '../controllers/loading-line.js';
import { renderPrompt, type PromptView } from './choice-prompt.template.js';
import { OptionEvents } from './option-events.js';
import { renderLite, type LiteView } from './lite.template.js';
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

  readonly #script = new ScriptSourceController(this);
  readonly #flow = new AnswerFlowController(this, {
    request: () => this.#request,
    lock: () => this.#lock,
    embedded: () => this.#embedded,
    strings: () => this.#strings,
    globalNote: () => this._globalNote,
    settled: (response, hadFocus) => this.#settled(response, hadFocus),
  });
  readonly #roving = new RovingFocusController(this, {
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('.option')],
    mode: () => this.#tabStops,
  });
  readonly #reveal = new RevealController(this, { eager: () => this.loading === 'eager', updateNow: () => this.#updateNow() });
  readonly #events = new OptionEvents({
    roving: this.#roving,
    revealed: () => this.#reveal.revealed,
    revealForFocus: () => {
      this.#refocus = true;
      this.#reveal.reveal();
    },
    optionCount: () => this.#request?.questions[0]?.options.length ?? 0,
    previews: () => this.#hasPreviews,
    preview: (index) => (this._previewIndex = index),
    choose: (index) => this.#choose(index),
  });

  #source: RequestSource = { kind: 'empty' };
  #scriptVersion = -1;
  #identity: string | undefined;
  #strings: ChoiceStrings = defaultStrings;
  /** The loading line's speech, made the first time the element is pending. */
  #loading: LoadingLineController | undefined;
  #ownId: string | undefined;
  #answeredBySettle = false;
  /** Focus was in the light render when the prompt was revealed: move it to the full one. */
  #refocus = false;

  /** What the prompt shows now (also the `state` attribute); `undefined` before it has any input. */
  get state(): PromptState | undefined {
    const source = this.#source;
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
    return this.#source.kind === 'invalid' ? this.#source.errors : [];
  }

  get #request(): ChoiceRequest | undefined {
    return this.#source.kind === 'ok' && this.#source.request.questions.length === 1 ? this.#source.request : undefined;
  }

  get #embedded(): boolean {
    return this._set !== undefined;
  }

  get #tabStops(): TabStops {
    const mode = this._set?.tabStops ?? this.tabStops;
    return mode === 'each' ? 'each' : 'roving';
  }

  get #lock(): Lock | null {
    return promptLock({ disabled: this.disabled, set: this._set, settled: this.#flow.settled, response: this.response, answered: this.answered });
  }

  /**
   * Shows why the answer cannot be sent yet and (unless `focus: false`) moves focus to the
   * question; returns true when it can be sent.
   */
  reportValidity({ focus = true }: { focus?: boolean } = {}): boolean {
    this.#reveal.reveal();
    this.#updateNow();
    return this.#flow.reportValidity(focus);
  }

  /** Focuses the option holding the tab stop, or the text field of a question without options. */
  override focus(options?: FocusOptions): void {
    this.#reveal.reveal();
    this.#updateNow();
    const target =
      this.renderRoot.querySelectorAll<HTMLElement>('.option')[this.#roving.activeIndex] ??
      this.renderRoot.querySelector<HTMLElement>('#other-input');
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
    const reread = SOURCE_PROPS.some((p) => changed.has(p)) || this.#script.version !== this.#scriptVersion;
    if (reread) {
      this.#scriptVersion = this.#script.version;
      this.#source = promptSource(this, this.#script, (this.#ownId ??= nextRequestId('choice')));
    }
    // A host changing a prompt already shown acts on one that matters now.
    if (this.loading === 'eager' || (this.hasUpdated && ['request', 'response', 'value', 'answered'].some((p) => changed.has(p)))) {
      this.#reveal.reveal();
    }
    const q = this.#request?.questions[0];
    // Only a source read anew can hold another request (a click or a key press does not).
    const identity = !reread ? this.#identity : this.#request ? `${this.#request.id}\n${JSON.stringify(this.#request.questions)}` : undefined;
    if (identity !== this.#identity) {
      this.#identity = identity;
      // `answered` set by our own settlement belongs to the old request; one set by the host stays.
      if (this.#answeredBySettle) this.answered = false;
      this.#answeredBySettle = false;
      this.#flow.reset(q && restoredAnswer(q, this.response, this.value));
      this.#roving.reset(q?.options.findIndex((o) => this.#flow.draft.isSelected(o.id)) ?? 0);
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
    if (this.#refocus && this.#reveal.revealed) {
      this.#refocus = false;
      if (!this.matches(':focus-within')) this.renderRoot.querySelectorAll<HTMLElement>('.option')[this.#roving.activeIndex]?.focus({ preventScroll: true });
    }
  }

  protected override render(): TemplateResult | typeof nothing {
    const source = this.#source;
    switch (source.kind) {
      case 'empty':
        return nothing;
      case 'pending':
        return renderSkeleton((this.#loading ??= new LoadingLineController(this)).render(this.#strings.loading));
      case 'invalid':
        return source.raw !== undefined
          ? renderRawFallback(source.raw)
          : renderMessageFallback(this.#strings.invalid, this.#strings, source.errors);
    }
    const request = this.#request;
    if (!request) {
      const count = source.request.questions.length;
      return renderMessageFallback(formatString(this.#strings.needsQuestionSet, { count }), this.#strings);
    }
    const lite = this.#reveal.revealed ? undefined : this.#liteView(request);
    if (lite) return renderLite(lite);
    this.#reveal.reveal();
    return renderPrompt(this.#view(request));
  }

  /** The light structure's view, or `undefined` when the prompt shows more than its options (it renders in full). */
  #liteView(request: ChoiceRequest): LiteView | undefined {
    const q = request.questions[0]!;
    const lock = this.#lock;
    const embedded = this.#embedded;
    const shown = shownAnswer(lock, this.#flow.draft);
    if (!showsOnlyOptions(request, lock, embedded, shown) || this.#flow.problem) return undefined;
    return {
      question: q,
      title: request.title,
      strings: this.#strings,
      lock,
      embedded,
      shown,
      rule: lock ? '' : selectionHint(q, this.#strings),
      status: embedded || !lock ? '' : statusLine(this.#strings, lock, summarize(q, shown)),
      tabIndexFor: (i) => this.#roving.tabIndexFor(i),
    };
  }

  #view(request: ChoiceRequest): PromptView {
    const q = request.questions[0]!;
    const lock = this.#lock;
    const embedded = this.#embedded;
    const flow = this.#flow;
    const shown = shownAnswer(lock, flow.draft);
    return {
      request,
      question: q,
      strings: this.#strings,
      draft: flow.draft,
      shown,
      lock,
      embedded,
      problem: flow.problem,
      tabIndexFor: (i) => this.#roving.tabIndexFor(i),
      previewIndex: this._previewIndex ?? this.#roving.activeIndex,
      previews: this.#hasPreviews,
      remainingMs: flow.remainingMs,
      showSubmit: !embedded && !lock && (!sendsOnClick(request, embedded) || q.allowOther),
      showCancel: !embedded && !lock && offersCancel(request),
      statusLine: embedded ? nothing : flow.statusLine.render(lock, statusLine(this.#strings, lock, summarize(q, shown))),
      globalNote: embedded ? undefined : this._globalNote,
      announcer: flow.announcer.render(),
      on: this.#handlers,
    };
  }

  /** Bound once: a render hands Lit the same functions, so it never rebinds listeners. */
  readonly #handlers: PromptView['on'] = {
    optionKeydown: this.#events.keydown,
    optionPointerover: this.#events.pointerover,
    otherInput: (text) => this.#flow.editOther(text),
    otherKeydown: (event) => this.#onOtherKeydown(event),
    noteInput: (id, text) => this.#flow.draft.setNote(id, text),
    globalNoteInput: (text) => (this._globalNote = text),
    submit: () => this.#flow.submit(),
    cancel: () => this.#flow.cancel(),
  };

  /** Runs a pending update now (a reveal that must show before the caller goes on). */
  #updateNow(): void {
    if (this.isConnected) this.performUpdate();
  }

  get #hasPreviews(): boolean {
    return !!this.#request?.questions[0]?.options.some((o) => o.preview);
  }

  #onOtherKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.isComposing || event.shiftKey) return;
    event.preventDefault();
    if (this._set) this._set.requestSubmit();
    else this.#flow.submit();
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
    this.#answeredBySettle = this.answered;
    // The buttons stay; the focused one may be Submit, which goes away: keep focus on the answer.
    if (hadFocus) void this.updateComplete.then(() => this.matches(':focus-within') || this.#focusAnswer());
  }

  #focusAnswer(): void {
    const chosen = this.#request?.questions[0]?.options.findIndex((o) => this.#flow.draft.isSelected(o.id)) ?? -1;
    if (chosen >= 0) this.#roving.setActive(chosen);
    this.focus();
  }
}
