/**
 * How one question gets answered and sent, once: the draft the user edits, the check on
 * Submit, the single settlement (answer, cancel or timeout), the clock, and what is said
 * about each step. `<choice-prompt>` decides what to show from its inputs and renders; it
 * hands the user's actions to this controller and renders from its state.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse } from '../../protocol/model.js';
import { own, setOwn } from '../../protocol/input.js';
import type { Lock } from '../context.js';
import { choiceEvent } from '../events.js';
import { formatString, type ChoiceStrings } from '../strings.js';
import { answeredResponse, cancelledResponse, timeoutResponse } from '../responses.js';
import { AnnouncerController } from '../controllers/announcer.js';
import { AnswerDraftController } from '../controllers/answer-draft.js';
import { CountdownController } from '../controllers/countdown.js';
import { Settlement } from '../controllers/settlement.js';
import { StatusLineController } from '../controllers/status-line.js';
import { problemText } from './answer-text.js';
import { sendsOnClick } from './prompt-rules.js';

export interface AnswerFlowOptions {
  /** The one-question request being answered, if the prompt shows one. */
  request(): ChoiceRequest | undefined;
  /** The prompt's lock, which includes this flow's own settlement. */
  lock(): Lock | null;
  /** Inside a `<question-set>`: the set sends, announces problems and runs the clock. */
  embedded(): boolean;
  strings(): ChoiceStrings;
  /** The note on the whole prompt, as typed. */
  globalNote(): string;
  /** Settled with `response`; `hadFocus` tells whether focus was inside the prompt just before. */
  settled(response: ChoiceResponse, hadFocus: boolean): void;
}

export class AnswerFlowController implements ReactiveController {
  readonly draft: AnswerDraftController;
  readonly announcer: AnnouncerController;
  readonly statusLine: StatusLineController;
  readonly #settlement = new Settlement();
  readonly #countdown: CountdownController;
  #showProblem = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: AnswerFlowOptions,
  ) {
    host.addController(this);
    this.draft = new AnswerDraftController(host);
    this.announcer = new AnnouncerController(host);
    this.statusLine = new StatusLineController(host);
    this.#countdown = new CountdownController(host, {
      onExpire: () => this.#expire(),
      onThreshold: (seconds) => this.announcer.announce(formatString(options.strings().secondsLeft, { seconds })),
    });
  }

  hostConnected(): void {}

  /** The response this prompt settled with, if it has. */
  get settled(): ChoiceResponse | undefined {
    return this.#settlement.response;
  }

  /** Why Submit did not send, once the user tried and until they act again. */
  get problem(): string | undefined {
    const q = this.draft.question;
    const problem = this.#showProblem ? this.draft.problem : undefined;
    return q && problem ? problemText(problem, q, this.options.strings()) : undefined;
  }

  /** Time left on the clock, when the request has one and the prompt runs it. */
  get remainingMs(): number | undefined {
    return this.options.embedded() ? undefined : this.#countdown.remainingMs;
  }

  /** Starts over for a new request: nothing settled, the draft from `restored` or the defaults. */
  reset(restored: ChoiceAnswer | undefined): void {
    this.#settlement.reset();
    this.statusLine.reset();
    this.#countdown.stop();
    this.#showProblem = false;
    this.draft.reset(this.options.request()?.questions[0], restored);
  }

  /** The host restored another answer for the same request; ignored once this prompt has settled. */
  restore(restored: ChoiceAnswer | undefined): void {
    if (!this.#settlement.settled) this.draft.reset(this.options.request()?.questions[0], restored);
  }

  /**
   * Keeps the clock and the problem hint in step with the lock, on every update. A lock may
   * be lifted (`disabled` cleared): the clock then resumes with its first deadline.
   */
  sync(): void {
    const request = this.options.request();
    if (this.options.lock()) {
      this.#countdown.hold();
      this.#showProblem = false;
    } else if (request?.timeoutMs && !this.options.embedded()) {
      this.#countdown.run(request.timeoutMs);
    }
  }

  /**
   * Shows why the answer cannot be sent yet and (unless `focus` is false) moves focus to the
   * question; returns true when it can be sent.
   */
  reportValidity(focus: boolean): boolean {
    const q = this.draft.question;
    const problem = this.draft.problem;
    if (!q || !problem) return true;
    this.#showProblem = true;
    this.host.requestUpdate();
    // In a set, the set announces what is missing; focus landing here reads the hint.
    if (!this.options.embedded()) this.announcer.announce(problemText(problem, q, this.options.strings()));
    if (focus) this.host.focus();
    return false;
  }

  /** The user chose option `index` (click, Enter, Space or its digit); false when refused. */
  choose(index: number): boolean {
    const request = this.#openRequest();
    const q = request?.questions[0];
    const option = q?.options[index];
    if (!request || !q || !option) return false;
    const result = this.draft.activate(option.id);
    if (result === 'at-limit') {
      this.announcer.announce(formatString(this.options.strings().limitReached, { max: q.maxSelections }));
      return true;
    }
    this.#showProblem = false;
    if (sendsOnClick(request, this.options.embedded())) this.submit();
    else if (result !== 'unchanged') this.#changed(request);
    return true;
  }

  /** The user typed their own answer. */
  editOther(text: string): void {
    const request = this.#openRequest();
    if (!request) return;
    this.draft.setOther(text);
    this.#showProblem = false;
    this.#changed(request);
  }

  submit(): void {
    const request = this.#openRequest();
    const q = request?.questions[0];
    if (!request || !q || !this.reportValidity(true)) return;
    this.#settle(request, answeredResponse(request, new Map([[q.id, this.draft.answer]]), this.options.globalNote()));
  }

  cancel(): void {
    const request = this.#openRequest();
    if (request) this.#settle(request, cancelledResponse(request, this.options.globalNote()));
  }

  #expire(): void {
    const request = this.#openRequest();
    if (request) this.#settle(request, timeoutResponse(request));
  }

  /** The request, while it still takes answers. */
  #openRequest(): ChoiceRequest | undefined {
    return this.options.lock() || this.#settlement.settled ? undefined : this.options.request();
  }

  #changed(request: ChoiceRequest): void {
    const q = request.questions[0]!;
    const answer = this.draft.answer;
    const answers: Record<string, ChoiceAnswer> = {};
    setOwn(answers, q.id, answer);
    this.host.dispatchEvent(choiceEvent('choice-change', { requestId: request.id, questionId: q.id, answer, valid: !this.draft.problem, answers }));
  }

  /**
   * Claims the settlement (synchronously, so a second click or key is refused) and fires the
   * event; then the draft becomes what was sent (nothing, for a cancel) and the state line
   * that follows is announced, because the user (or the clock) just brought it about.
   */
  #settle(request: ChoiceRequest, response: ChoiceResponse): void {
    const q = request.questions[0]!;
    const hadFocus = this.host.matches(':focus-within');
    if (!this.#settlement.settle(this.host, request, response)) return;
    this.#countdown.stop();
    this.draft.reset(q, (own(response.answers, q.id) as ChoiceAnswer | undefined) ?? { selected: [] });
    this.statusLine.announceNext();
    this.options.settled(response, hadFocus);
  }
}
