import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../protocol/model.js';
import { own, setOwn } from '../../protocol/input.js';
import { answeredResponse, cancelledResponse, timeoutResponse } from '../../protocol/responses.js';
import { choiceEvent } from './events.js';
import { say } from '../strings/locale-format.js';
import { defaultStrings, type ChoiceStrings } from '../strings/strings.js';
import { QuestionDraft } from './draft.js';
import { announceSettlement } from './settlement.js';
import { offersCancel, requestLock, sendsOnClick, shownAnswer, showsDraft, type Lock } from './rules.js';
import { problemText, settledText } from './wording.js';
import { AnnouncerController } from './announcer.controller.js';
import type { CountdownClock, CountdownController } from '../countdown/countdown.controller.js';
import type { Parts } from '../internal/part-types.js';
import { StatusLineController } from './status-line.controller.js';

/** The element hosting the flow: what it says about the lock, and how focus enters a question. */
export interface AnswerHost extends ReactiveControllerHost, HTMLElement {
  /** Outdated: a later message exists. */
  disabled: boolean;
  /** Set by the flow when the user answers (and cleared for a new request it had answered), or by a host restoring history. */
  answered: boolean;
  /** A settled response the host restored. */
  response?: ChoiceResponse | undefined;
  /** Moves focus into question `index`: its tab stop, or its field. */
  focusQuestion(index: number): void;
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** The `<form>` the element is a control of: then the form's submit sends, and the element never settles itself. */
  readonly form: HTMLFormElement | null;
}

/** What answers a question: a restored answer, or `undefined` for its defaults. */
export type RestoredAnswers = (question: ChoiceQuestion) => ChoiceAnswer | undefined;

/**
 * How a request gets answered and sent, once, whatever number of questions it holds: each
 * question's draft, the rules Submit checks, the single settlement (answer, cancel or
 * timeout), the clock, and what is said about each step. `<choice-prompt>` and
 * `<question-set>` both host one; they hand it the user's actions and render from its state.
 */
export class AnswerController implements ReactiveController {
  readonly announcer: AnnouncerController;
  readonly statusLine: StatusLineController;
  /** The texts the flow announces in; the host sets them before each update. */
  strings: ChoiceStrings = defaultStrings;
  /** The parts of the elements fetched for the request (`show`): its clock, its fields' rules, an approval's. */
  parts: Parts = {};
  /** The request's clock, made for the first request with a `timeoutMs` (its part is fetched before such a request shows). */
  #countdown: CountdownController | undefined;
  /** The response the request settled with: claimed once, forgotten only for a new request. */
  #settled: ChoiceResponse | undefined;
  #request: ChoiceRequest | undefined;
  #drafts: QuestionDraft[] = [];
  /** Questions showing why Submit did not send, until the user acts on them. */
  #problems = new Set<number>();
  #globalNote = '';

  constructor(private readonly host: AnswerHost) {
    host.addController(this);
    this.announcer = new AnnouncerController(host);
    this.statusLine = new StatusLineController(host);
  }

  /**
   * Before each render, keeps the clock and the problem hints in step with the lock. A lock
   * may be lifted (`disabled` cleared): the clock then resumes with its first deadline.
   */
  hostUpdate(): void {
    if (this.lock) {
      this.#countdown?.hold();
      this.#problems.clear();
      // A remark ("10 seconds left", a limit) belonged to answering: it must not stay readable.
      this.announcer.drop();
    } else if (this.#request?.timeoutMs && this.parts.countdown) {
      this.#countdown ??= new this.parts.countdown.CountdownController(this.host, {
        onExpire: () => this.#expire(),
        announce: (text) => this.announcer.announce(text),
        strings: () => this.strings,
        request: () => this.#request!,
      });
      this.#countdown.run(this.#request.timeoutMs);
    }
  }

  get request(): ChoiceRequest | undefined {
    return this.#request;
  }

  /** Why the request no longer takes answers, or `null` while it does. */
  get lock(): Lock | null {
    const { disabled, answered, response } = this.host;
    return requestLock({ disabled, answered, response, settled: this.#settled });
  }

  /** `open`, `selected` once someone chose something, or the lock. */
  get state(): Lock | 'open' | 'selected' | undefined {
    if (!this.#request) return undefined;
    return this.lock ?? (this.#drafts.some((d) => d.touched) ? 'selected' : 'open');
  }

  draft(index: number): QuestionDraft | undefined {
    return this.#drafts[index];
  }

  /** What question `index` shows as chosen: its draft while open, what was sent or restored once locked. */
  shown(index: number): ChoiceAnswer {
    const draft = this.#drafts[index];
    return draft ? shownAnswer(this.lock, draft) : { selected: [] };
  }

  /** What question `index` shows, in the model's form (`text`, `number`, `boolean`…): a draft while open, what was sent or restored once locked. */
  answerShown(index: number): ChoiceAnswer {
    const draft = this.#drafts[index];
    return draft && showsDraft(this.lock, draft) ? draft.answer : { selected: [] };
  }

  /** Every question's draft (or sent) answer, keyed by question id. */
  get answers(): Record<string, ChoiceAnswer> {
    const answers: Record<string, ChoiceAnswer> = {};
    for (const draft of this.#drafts) setOwn(answers, draft.question.id, draft.answer);
    return answers;
  }

  get globalNote(): string {
    return this.#globalNote;
  }

  /** Why question `index` cannot be sent, once Submit was tried and until the user acts on it. */
  problem(index: number): string | undefined {
    const draft = this.#drafts[index];
    const problem = this.#problems.has(index) && !this.lock ? draft?.problem : undefined;
    return problem ? problemText(problem, draft!.question, this) : undefined;
  }

  /** The indexes of the questions whose answer cannot be sent yet. */
  openQuestions(): number[] {
    return this.#drafts.flatMap((d, i) => (d.problem ? [i] : []));
  }

  /**
   * The questions still waiting for an answer (nothing, or too few, chosen or typed): a set
   * lists them as "still open". A question answered wrongly (too long, not a number…) is
   * not open: its own problem names what is wrong.
   */
  missingQuestions(): number[] {
    return this.#drafts.flatMap((d, i) => (d.problem?.kind === 'empty' || d.problem?.kind === 'too-few' ? [i] : []));
  }

  /** The request's clock, when it has one: the time left, and whether it waits for the person. */
  get clock(): CountdownClock | undefined {
    return this.#countdown;
  }

  /** Whether choosing an option sends at once (never in a form: its submit sends). */
  get sendsOnClick(): boolean {
    return !!this.#request && !this.host.form && sendsOnClick(this.#request);
  }

  /** Submit is shown while open, unless a click sends and there is nothing to type, or the element is a form's control. */
  get showsSubmit(): boolean {
    return !this.lock && !this.host.form && (!this.sendsOnClick || !!this.#request?.questions[0]?.allowOther);
  }

  /** Cancel is offered where the dialect waits on a reply; in a form, the form decides. */
  get showsCancel(): boolean {
    return !this.lock && !this.host.form && !!this.#request && offersCancel(this.#request, this.parts.approvals);
  }

  /** The state line's text ('' while open): what was sent or chosen, never untouched defaults. */
  statusText(): string {
    return settledText({ request: this.#request, lock: this.lock, shown: (i) => this.shown(i), response: this.#settled ?? this.host.response, strings: this.strings });
  }

  /**
   * Starts over for a new request (or none): nothing settled, each draft from `restored` or
   * the defaults, the note on the whole request from `note`, with the `parts` fetched for it.
   */
  show(request: ChoiceRequest | undefined, restored: RestoredAnswers, note = '', parts: Parts = {}): void {
    // `answered` set by our own settlement belongs to the old request; one set by the host stays.
    if (this.#settled?.status === 'answered') this.host.answered = false;
    this.#settled = undefined;
    this.statusLine.reset();
    this.#countdown?.stop();
    this.#problems.clear();
    this.#request = request;
    this.parts = parts;
    this.#drafts = request ? request.questions.map((q) => new QuestionDraft(q, restored(q), parts.fields)) : [];
    // Questions shown by an option (`showWhen`) ask their own drafts, from the part every such set fetches.
    parts.progress?.link(this.#drafts, parts);
    this.#globalNote = note;
    this.host.requestUpdate();
  }

  /** The host restored other answers for the same request; ignored once the flow has settled. */
  restore(restored: RestoredAnswers): void {
    if (this.#settled) return;
    for (const draft of this.#drafts) draft.reset(restored(draft.question));
    this.host.requestUpdate();
  }

  /**
   * Shows why the answer cannot be sent yet, says so, and (unless `focus` is false) moves
   * focus to the first open question; returns true when it can be sent. With `only`, the
   * same for that one question (a paged set's Next on a wrong answer).
   */
  reportValidity(focus: boolean, only?: number): boolean {
    const request = this.#request;
    const open = this.openQuestions().filter((i) => only === undefined || i === only);
    if (!request || open.length === 0) return true;
    for (const i of open) this.#problems.add(i);
    // Several questions: the open ones by name (in the progress part, which such a request loads before it shows). One: its problem.
    this.announcer.announce(request.questions.length > 1 && only === undefined ? this.parts.progress!.setProblems(this, request, open) : this.problem(open[0]!)!);
    if (focus) this.host.focusQuestion(open[0]!);
    this.host.requestUpdate();
    return false;
  }

  /** The user chose option `optionIndex` of question `index` (click, Enter, Space or its digit). */
  choose(index: number, optionIndex: number): void {
    const draft = this.#openDraft(index);
    const option = draft?.options[optionIndex];
    if (!draft || !option) return;
    const result = draft.activate(option.id);
    this.host.requestUpdate();
    if (result === 'at-limit') {
      this.announcer.announce(say(this.strings, 'limitReached', { max: draft.question.maxSelections }));
      return;
    }
    this.#problems.delete(index);
    // An approval's "tell Claude" waits for the message typed in the field it shows (which takes focus).
    if (!this.parts.message?.asks(this.host, index, option) && this.sendsOnClick) this.submit();
    else if (result !== 'unchanged') this.#changed(index);
  }

  /** The user typed their own answer to question `index`. */
  editOther(index: number, text: string): void {
    const draft = this.#openDraft(index);
    if (!draft || text === draft.other) return;
    draft.setOther(text);
    this.#problems.delete(index);
    this.#changed(index);
  }

  /** The user skipped question `index` (optional): its draft emptied, nothing chosen or typed, so its dialect sends it as unanswered. */
  skip(index: number): void {
    const draft = this.#openDraft(index);
    if (!draft) return;
    draft.reset({ selected: [] });
    this.#problems.delete(index);
    this.#changed(index);
  }

  /** The user wrote a note on an option of question `index`, or (`optionId` undefined) on its answer as a whole. */
  setNote(index: number, optionId: string | undefined, text: string): void {
    const draft = this.#openDraft(index);
    if (!draft) return;
    draft.setNote(optionId, text);
    this.#changed(index);
  }

  /** The user wrote the note on the whole request. */
  setGlobalNote(text: string): void {
    if (this.#open()) this.#globalNote = text;
  }

  /** Sends the answer; in a form, submits the form instead (as Enter in a native field does), which sends it with the rest. */
  submit(): void {
    const form = this.host.form;
    if (form) return form.requestSubmit();
    const request = this.#open();
    // A cancel waiting out its undo window came first: a Submit in the same moment is refused.
    // Where the agent's client asks before sending questions unanswered, the user confirms first.
    if (!request || this.parts.cancel?.pending(this) || !this.reportValidity(true) || (request.confirmUnanswered && this.parts.progress?.confirms(this, this.host))) return;
    const answers = new Map(this.#drafts.map((d) => [d.question.id, d.answer] as const));
    this.#settle(request, answeredResponse(request, answers, this.#globalNote));
  }

  cancel(): void {
    const request = this.#open();
    if (request) this.#settle(request, cancelledResponse(request, this.#globalNote));
  }

  #expire(): void {
    const request = this.#open();
    // What the person chose or typed goes too where the dialect's client sends it (`timeoutSendsChosen`).
    const chosen = new Map(this.#drafts.filter((d) => d.touched && !d.problem).map((d) => [d.question.id, d.answer] as const));
    if (request) this.#settle(request, timeoutResponse(request, chosen));
  }

  /** The request, while it still takes answers. */
  #open(): ChoiceRequest | undefined {
    return this.lock || this.#settled ? undefined : this.#request;
  }

  #openDraft(index: number): QuestionDraft | undefined {
    return this.#open() ? this.#drafts[index] : undefined;
  }

  #changed(index: number): void {
    const draft = this.#drafts[index]!;
    this.host.requestUpdate();
    this.host.dispatchEvent(
      choiceEvent('choice-change', {
        requestId: this.#request!.id,
        questionId: draft.question.id,
        answer: draft.answer,
        valid: !draft.problem,
        answers: this.answers,
      }),
    );
  }

  /**
   * Claims the settlement (synchronously, so a second click or key is refused) and fires the
   * event; then each draft becomes what was sent (nothing, for a cancel), and the state line
   * that follows is announced, because the user (or the clock) just brought it about. Focus
   * that was inside stays there: the options stay, but the focused button may be Submit or
   * Cancel, which go; focus then lands on the state line that takes their place, never back
   * up on the first question (which would scroll a long set away from where the person was).
   */
  #settle(request: ChoiceRequest, response: ChoiceResponse): void {
    const hadFocus = this.host.matches(':focus-within');
    if (this.#settled) return;
    this.#settled = response;
    announceSettlement(this.host, request, response);
    this.#countdown?.stop();
    this.#problems.clear();
    for (const draft of this.#drafts) draft.reset((own(response.answers, draft.question.id) as ChoiceAnswer | undefined) ?? { selected: [] });
    this.statusLine.announceNext();
    this.host.answered = response.status === 'answered';
    this.host.requestUpdate();
    if (hadFocus) void this.host.updateComplete.then(() => this.#focusLine());
  }

  /**
   * Focus on the state line, when the button that had it went. A tab stop while it holds focus:
   * from a `tabindex="-1"` element in a shadow root, Chromium's Tab starts over at the root's
   * first control (the set just answered) instead of moving on past it.
   */
  #focusLine(): void {
    const line = this.host.renderRoot.querySelector<HTMLElement>('.base>[part=status]');
    if (this.host.matches(':focus-within') || !line) return;
    line.tabIndex = 0;
    line.focus();
    line.addEventListener('blur', () => (line.tabIndex = -1), { once: true });
  }
}
