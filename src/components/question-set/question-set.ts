/**
 * `<question-set>`: 1–4 questions answered in any order and sent together with one Submit.
 */
import { LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse, ValidationError } from '../../protocol/model.js';
import { answerProblem } from '../../protocol/validate.js';
import { own, setOwn } from '../../protocol/input.js';
import type { ChoiceSetContext, Lock, TabStops } from '../context.js';
import { choiceEvent, type ChoiceChangeEvent } from '../events.js';
import { formatString, resolveStrings, stringsConverter, type ChoiceStrings } from '../strings.js';
import { answeredResponse, cancelledResponse, timeoutResponse } from '../responses.js';
import { AnnouncerController } from '../controllers/announcer.js';
import { CountdownController } from '../controllers/countdown.js';
import { Settlement } from '../controllers/settlement.js';
import { StatusLineController } from '../controllers/status-line.js';
import { ElementSource } from '../controllers/element-source.js';
import { readSource } from '../controllers/request-source.js';
import type { ChoicePrompt, PromptState } from '../choice-prompt/choice-prompt.js';
import { promptLock } from '../choice-prompt/prompt-rules.js';
import { EmbeddedRequests } from './embedded.js';
import { headerOf, isTouched, openQuestions, restoredAnswers, setStatusText } from './set-answers.js';
import { renderSet, type SetView } from './question-set.template.js';
import { styles } from './question-set.styles.js';

/** What a set shows, reflected as its `state` attribute (the same states as a prompt). */
export type SetState = PromptState;

/**
 * Shows 1–4 questions, each as an embedded `<choice-prompt>`, with a progress row, one
 * Submit and one Cancel, and fires one aggregate event.
 *
 * Input: the `request` property, or a child `<script type="application/json" dialect="…">`
 * (default dialect `choices-block`). The set shares its `strings`, `tab-stops` and state with
 * its prompts; they neither submit on their own nor let their events
 * out: the host hears only the set's `choice-change`, `choice-submit` and `choice-cancel`.
 * Submit with questions still open says which, and moves focus to the first of them.
 * With several questions, a progress row shows each header with its state; the prompts then
 * leave their header chip out. Preselected defaults count as answers when submitted, but
 * the set stays `open` until the user changes something.
 * On timeout the set answers with the defaults (`choice-submit`, status `timeout`) or, with
 * `timeoutAction: 'cancel'`, fires `choice-cancel` (status `timeout`).
 * While pending, the set speaks "Loading question…" as a `<choice-prompt>` does: once, only
 * when the request arrives while the user is on the page; the questions' arrival is left to
 * the host's message log.
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
 * @csspart progress - The row of question headers with their answered state.
 * @csspart question-item - The wrapper of each question.
 * @csspart hint - Why Submit did not send (which questions are open).
 * @csspart note - The note on the whole request.
 * @csspart actions - The row holding Cancel and Submit.
 * @csspart submit - The Submit button.
 * @csspart cancel - The Cancel button.
 * @csspart countdown - The visible time left.
 * @csspart status - The state line; spoken (a polite live region) only when the user's action or the clock brought it about, not when the set was restored in that state. While pending, the "Loading question…" line.
 * @csspart fallback - What is shown for a request that cannot be rendered.
 * @csspart question - Each question's text (forwarded from its prompt; so are `header`, `context`, `group`, `option`, `option-selected`, `option-label`, `option-description`, `badge`, `preview`, `other`).
 *
 * @attr {'open'|'selected'|'answered'|'outdated'|'cancelled'|'timeout'|'pending'|'invalid'} state - Reflected, read-only: what the set shows now.
 *
 * @cssprop [--choice-prompt-accent=#0969da] - Accent: chosen options, focus ring, Submit.
 * @cssprop [--choice-prompt-surface=#ffffff] - Card background.
 * @cssprop [--choice-prompt-border=#d1d9e0] - Borders and dividers.
 * @cssprop [--choice-prompt-text=#1f2328] - Main text.
 * @cssprop [--choice-prompt-text-muted=#59636e] - Secondary text.
 * @cssprop [--choice-prompt-success=#1a7f37] - Answered marks in the progress row.
 * @cssprop [--choice-prompt-radius=12px] - Card corner radius.
 * @cssprop [--choice-prompt-padding=1rem] - Card padding.
 * @cssprop [--choice-prompt-font=inherit] - Font family.
 */
export class QuestionSet extends LitElement {
  static override styles = styles;

  /** The normalized request to show (takes precedence over a script child). */
  @property({ attribute: false }) request?: ChoiceRequest;

  /** Outdated: a later message exists; every question only shows what was chosen. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Answered: set when the user submits, or by a host restoring history (with `response`). */
  @property({ type: Boolean, reflect: true }) answered = false;

  /** A settled response to show (restoring from a `ChoiceSession`); its status decides the state. */
  @property({ attribute: false }) response?: ChoiceResponse;

  /** The request is still streaming: show a skeleton and "Loading question…" (spoken once, when the request is news). */
  @property({ type: Boolean }) pending = false;

  /** `roving` (default): one tab stop per option group. `each`: every option is a tab stop. */
  @property({ attribute: 'tab-stops' }) tabStops: TabStops = 'roving';

  /** Replacement texts for localization, shared with the prompts (a partial `ChoiceStrings`; JSON in the attribute). */
  @property({ converter: stringsConverter }) strings?: Partial<ChoiceStrings>;

  @state() private _answers: Record<string, ChoiceAnswer> = {};
  @state() private _showMissing = false;
  @state() private _globalNote = '';

  readonly #input = new ElementSource(this, 'set', (script, id) => readSource({ pending: this.pending, request: this.request, script, id }));
  readonly #announcer = new AnnouncerController(this);
  readonly #statusLine = new StatusLineController(this);
  readonly #settlement = new Settlement();
  readonly #countdown = new CountdownController(this, {
    onExpire: () => this.#expire(),
    onThreshold: (seconds) => this.#announcer.announce(formatString(this.#strings.secondsLeft, { seconds })),
  });

  #strings: ChoiceStrings = resolveStrings();
  #embedded = new EmbeddedRequests();
  /** What the prompts are handed: a new object only when something in it changed. */
  #shared: ChoiceSetContext | undefined;
  /** Questions whose answer the user changed (the others hold their defaults, or a restored answer). */
  #changedByUser = new Set<string>();

  /** What the set shows now (also the `state` attribute); `undefined` before it has any input. */
  get state(): SetState | undefined {
    const source = this.#input.source;
    if (source.kind === 'empty') return undefined;
    if (source.kind !== 'ok') return source.kind;
    const touched = [...this.#changedByUser].some((id) => isTouched(own(this._answers, id) as ChoiceAnswer | undefined));
    return this.#lock ?? (touched ? 'selected' : 'open');
  }

  /** Every question's draft (or sent) answer, keyed by question id. */
  get answers(): Record<string, ChoiceAnswer> {
    return { ...this._answers };
  }

  /** Why the input could not be shown, when `state` is `invalid`. */
  get validationErrors(): readonly ValidationError[] {
    return this.#input.errors;
  }

  get #request(): ChoiceRequest | undefined {
    return this.#input.request;
  }

  get #lock(): Lock | null {
    return promptLock({ disabled: this.disabled, settled: this.#settlement.response, response: this.response, answered: this.answered });
  }

  /** Focuses the first question that still needs an answer, else the first question. */
  override focus(options?: FocusOptions): void {
    const request = this.#request;
    const open = request?.questions.find((q) => answerProblem(q, this._answers[q.id]));
    const target = this.#prompt(open?.id ?? request?.questions[0]?.id);
    if (target) target.focus(options);
    else super.focus(options);
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('strings')) this.#strings = resolveStrings(this.strings);
    const reread = this.#input.read(changed.has('request') || changed.has('pending'));
    const request = this.#request;
    // Only a source read anew can hold another request.
    if (reread && this.#input.renewed(request)) {
      this.#settlement.reset();
      this.#statusLine.reset();
      this.#countdown.stop();
      this.#embedded.clear();
      this.#changedByUser.clear();
      this._answers = request ? restoredAnswers(request, this.response) : {};
      this._showMissing = false;
      this._globalNote = this.response?.annotation ?? '';
    } else if (request && changed.has('response') && !this.#settlement.settled) {
      this._answers = restoredAnswers(request, this.response);
    }
    const lock = this.#lock;
    // A lock may be lifted (`disabled` cleared): the clock resumes with its first deadline.
    if (lock) this.#countdown.hold();
    else if (request?.timeoutMs) this.#countdown.run(request.timeoutMs);
    this.#share(lock);
  }

  protected override updated(): void {
    const state = this.state;
    if (state) this.setAttribute('state', state);
    else this.removeAttribute('state');
  }

  protected override render(): TemplateResult | typeof nothing {
    const request = this.#request;
    return request ? renderSet(this.#view(request)) : this.#input.render(this.#strings)!;
  }

  #view(request: ChoiceRequest): SetView {
    const lock = this.#lock;
    const settled = this.#settlement.response ?? this.response;
    const open = openQuestions(request, this._answers);
    return {
      request,
      strings: this.#strings,
      lock,
      shared: this.#shared!,
      done: (q) => !answerProblem(q, this._answers[q.id]) && isTouched(this._answers[q.id]),
      subRequest: (q) => this.#embedded.request(request, q),
      subResponse: (q) => this.#embedded.response(request, q, lock ? settled : undefined),
      missing: this._showMissing && open.length > 0 ? open.map((q) => headerOf(request, q, this.#strings)) : undefined,
      remainingMs: this.#countdown.remainingMs,
      statusLine: this.#statusLine.render(
        lock,
        setStatusText(request, this.#strings, lock, settled, this._answers, this.#changedByUser),
      ),
      globalNote: request.annotations?.global ? this._globalNote : undefined,
      announcer: this.#announcer.render(),
      on: {
        childChange: this.#onChildChange,
        childSettle: this.#onChildSettle,
        globalNoteInput: (text) => (this._globalNote = text),
        submit: () => this.#submit(),
        cancel: () => this.#cancel(),
      },
    };
  }

  #share(lock: Lock | null): void {
    const current = this.#shared;
    const tabStops: TabStops = this.tabStops === 'each' ? 'each' : 'roving';
    if (current && current.lock === lock && current.tabStops === tabStops && current.strings === this.#strings) return;
    this.#shared = { strings: this.#strings, tabStops, lock, requestSubmit: () => this.#submit() };
  }

  #prompt(questionId: string | undefined): ChoicePrompt | null {
    if (questionId === undefined) return null;
    return [...this.renderRoot.querySelectorAll<ChoicePrompt>('choice-prompt')].find((p) => p.dataset['questionId'] === questionId) ?? null;
  }

  /** A prompt's draft changed: keep it, and tell the host once, as the set. */
  readonly #onChildChange = (event: ChoiceChangeEvent): void => {
    event.stopPropagation();
    const request = this.#openRequest();
    if (!request) return;
    const { questionId, answer, valid } = event.detail;
    const answers = { ...this._answers };
    setOwn(answers, questionId, answer);
    this._answers = answers;
    this.#changedByUser.add(questionId);
    this.dispatchEvent(choiceEvent('choice-change', { requestId: request.id, questionId, answer, valid, answers: { ...answers } }));
  };

  /** Embedded prompts do not settle; should one ever fire, the host must not hear it. */
  readonly #onChildSettle = (event: Event): void => {
    event.stopPropagation();
  };

  #submit(): void {
    const request = this.#openRequest();
    if (!request) return;
    const open = openQuestions(request, this._answers);
    if (open.length > 0) {
      this._showMissing = true;
      const questions = open.map((q) => headerOf(request, q, this.#strings)).join(', ');
      this.#announcer.announce(formatString(this.#strings.missingQuestions, { questions }));
      open.forEach((q, i) => this.#prompt(q.id)?.reportValidity({ focus: i === 0 }));
      return;
    }
    const answers = new Map(request.questions.map((q) => [q.id, this._answers[q.id] ?? { selected: [] }] as const));
    this.#settle(request, answeredResponse(request, answers, this._globalNote));
  }

  #cancel(): void {
    const request = this.#openRequest();
    if (request) this.#settle(request, cancelledResponse(request, this._globalNote));
  }

  #expire(): void {
    const request = this.#openRequest();
    if (request) this.#settle(request, timeoutResponse(request));
  }

  /** The request, while it still takes answers. */
  #openRequest(): ChoiceRequest | undefined {
    return this.#lock || this.#settlement.settled ? undefined : this.#request;
  }

  #settle(request: ChoiceRequest, response: ChoiceResponse): void {
    const hadFocus = this.matches(':focus-within');
    if (!this.#settlement.settle(this, request, response)) return;
    this.#countdown.stop();
    this.#statusLine.announceNext();
    this._showMissing = false;
    if (response.status !== 'cancelled') this._answers = { ...this._answers, ...response.answers };
    this.answered = response.status === 'answered';
    if (hadFocus) {
      void this.updateComplete.then(() => {
        if (!this.matches(':focus-within')) this.#prompt(request.questions[0]?.id)?.focus();
      });
    }
  }
}
