/**
 * `<question-set>`: 1–4 questions answered in any order and sent together with one Submit.
 */
import { LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse, ValidationError } from '../../protocol/model.js';
import { answerProblem, defaultAnswers } from '../../protocol/validate.js';
import { own, setOwn } from '../../protocol/input.js';
import type { ChoiceSetContext, Lock, TabStops } from '../context.js';
import { choiceEvent, type ChoiceChangeEvent } from '../events.js';
import { nextRequestId } from '../element-ids.js';
import { formatString, resolveStrings, stringsConverter, type ChoiceStrings } from '../strings.js';
import { answeredResponse, cancelledResponse, timeoutResponse } from '../responses.js';
import { AnnouncerController } from '../controllers/announcer.js';
import { CountdownController } from '../controllers/countdown.js';
import { Settlement } from '../controllers/settlement.js';
import { StatusLineController } from '../controllers/status-line.js';
import { ScriptSourceController, readSource, type RequestSource } from '../controllers/request-source.js';
import type { ChoicePrompt, PromptState } from '../choice-prompt/choice-prompt.js';
import { renderMessageFallback, renderRawFallback, renderSkeleton } from '../fallback.template.js';
import { LoadingLineController } from '../controllers/loading-line.js';
import { lockOf, statusLine, summarize } from '../choice-prompt/answer-text.js';
import { EmbeddedRequests } from './embedded.js';
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

  readonly #script = new ScriptSourceController(this);
  readonly #announcer = new AnnouncerController(this);
  readonly #statusLine = new StatusLineController(this);
  readonly #settlement = new Settlement();
  readonly #countdown = new CountdownController(this, {
    onExpire: () => this.#expire(),
    onThreshold: (seconds) => this.#announcer.announce(formatString(this.#strings.secondsLeft, { seconds })),
  });

  #source: RequestSource = { kind: 'empty' };
  #scriptVersion = -1;
  #identity: string | undefined;
  #strings: ChoiceStrings = resolveStrings();
  /** The loading line's speech, made the first time the element is pending. */
  #loading: LoadingLineController | undefined;
  #ownId: string | undefined;
  #embedded = new EmbeddedRequests();
  /** What the prompts are handed: a new object only when something in it changed. */
  #shared: ChoiceSetContext | undefined;
  /** Questions whose answer the user changed (the others hold their defaults, or a restored answer). */
  #changedByUser = new Set<string>();

  /** What the set shows now (also the `state` attribute); `undefined` before it has any input. */
  get state(): SetState | undefined {
    const source = this.#source;
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
    return this.#source.kind === 'invalid' ? this.#source.errors : [];
  }

  get #request(): ChoiceRequest | undefined {
    return this.#source.kind === 'ok' ? this.#source.request : undefined;
  }

  get #lock(): Lock | null {
    if (this.disabled) return 'outdated';
    const settled = this.#settlement.response ?? this.response;
    if (settled) return lockOf(settled);
    return this.answered ? 'answered' : null;
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
    if (changed.has('request') || changed.has('pending') || this.#script.version !== this.#scriptVersion) {
      this.#scriptVersion = this.#script.version;
      this.#source = this.#readSource();
    }
    const request = this.#request;
    const identity = request ? `${request.id}\n${JSON.stringify(request.questions)}` : undefined;
    if (identity !== this.#identity) {
      this.#identity = identity;
      this.#settlement.reset();
      this.#statusLine.reset();
      this.#countdown.stop();
      this.#embedded.clear();
      this.#changedByUser.clear();
      this._answers = request ? this.#restoredAnswers(request) : {};
      this._showMissing = false;
      this._globalNote = this.response?.annotation ?? '';
    } else if (request && changed.has('response') && !this.#settlement.settled) {
      this._answers = this.#restoredAnswers(request);
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
    return renderSet(this.#view(source.request));
  }

  #view(request: ChoiceRequest): SetView {
    const lock = this.#lock;
    const open = request.questions.filter((q) => answerProblem(q, this._answers[q.id]));
    return {
      request,
      strings: this.#strings,
      lock,
      shared: this.#shared!,
      done: (q) => !answerProblem(q, this._answers[q.id]) && isTouched(this._answers[q.id]),
      subRequest: (q) => this.#embedded.request(request, q),
      subResponse: (q) => this.#embedded.response(request, q, lock ? (this.#settlement.response ?? this.response) : undefined),
      missing: this._showMissing && open.length > 0 ? open.map((q) => this.#headerOf(request, q)) : undefined,
      remainingMs: this.#countdown.remainingMs,
      statusLine: this.#statusLine.render(lock, this.#statusText(request, lock)),
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

  #readSource(): RequestSource {
    const script = this.#script.text === undefined ? undefined : { text: this.#script.text, dialect: this.#script.dialect };
    return readSource({ pending: this.pending, request: this.request, script, id: (this.#ownId ??= nextRequestId('set')) });
  }

  #restoredAnswers(request: ChoiceRequest): Record<string, ChoiceAnswer> {
    const answers = defaultAnswers(request);
    const restored = this.response?.answers;
    if (restored) {
      for (const q of request.questions) {
        const answer = own(restored, q.id) as ChoiceAnswer | undefined;
        if (answer) setOwn(answers, q.id, answer);
      }
    }
    return answers;
  }

  #share(lock: Lock | null): void {
    const current = this.#shared;
    const tabStops: TabStops = this.tabStops === 'each' ? 'each' : 'roving';
    if (current && current.lock === lock && current.tabStops === tabStops && current.strings === this.#strings) return;
    this.#shared = { strings: this.#strings, tabStops, lock, requestSubmit: () => this.#submit() };
  }

  #headerOf(request: ChoiceRequest, q: ChoiceQuestion): string {
    return q.header ?? formatString(this.#strings.questionNumber, { n: request.questions.indexOf(q) + 1 });
  }

  /** The state line: what was sent or restored; after a cancel nothing, and never untouched defaults. */
  #statusText(request: ChoiceRequest, lock: Lock | null): string {
    if (!lock || lock === 'cancelled') return statusLine(this.#strings, lock, '');
    const settled = this.#settlement.response ?? this.response;
    let answers = settled?.answers;
    if (!answers) {
      answers = {};
      for (const id of this.#changedByUser) setOwn(answers, id, own(this._answers, id) as ChoiceAnswer);
    }
    const summary = request.questions
      .map((q) => summarize(q, own(answers, q.id) as ChoiceAnswer | undefined))
      .filter(Boolean)
      .join('; ');
    return statusLine(this.#strings, lock, summary);
  }

  #prompt(questionId: string | undefined): ChoicePrompt | null {
    if (questionId === undefined) return null;
    return [...this.renderRoot.querySelectorAll<ChoicePrompt>('choice-prompt')].find((p) => p.dataset['questionId'] === questionId) ?? null;
  }

  /** A prompt's draft changed: keep it, and tell the host once, as the set. */
  readonly #onChildChange = (event: ChoiceChangeEvent): void => {
    event.stopPropagation();
    const request = this.#request;
    if (!request || this.#lock || this.#settlement.settled) return;
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
    const request = this.#request;
    if (!request || this.#lock || this.#settlement.settled) return;
    const open = request.questions.filter((q) => answerProblem(q, this._answers[q.id]));
    if (open.length > 0) {
      this._showMissing = true;
      const questions = open.map((q) => this.#headerOf(request, q)).join(', ');
      this.#announcer.announce(formatString(this.#strings.missingQuestions, { questions }));
      open.forEach((q, i) => this.#prompt(q.id)?.reportValidity({ focus: i === 0 }));
      return;
    }
    const answers = new Map(request.questions.map((q) => [q.id, this._answers[q.id] ?? { selected: [] }] as const));
    this.#settle(request, answeredResponse(request, answers, this._globalNote));
  }

  #cancel(): void {
    const request = this.#request;
    if (request && !this.#lock && !this.#settlement.settled) this.#settle(request, cancelledResponse(request, this._globalNote));
  }

  #expire(): void {
    const request = this.#request;
    if (request && !this.#lock && !this.#settlement.settled) this.#settle(request, timeoutResponse(request));
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

function isTouched(answer: ChoiceAnswer | undefined): boolean {
  return !!answer && (answer.selected.length > 0 || !!answer.other?.trim());
}
