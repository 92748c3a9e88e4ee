import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ChoiceRequest } from '../../protocol/model.js';
import type { AnswerController } from '../answer/answer.controller.js';
import type { ConfigController } from '../config/config.controller.js';
import { hasChoices, questionText } from '../answer/choices.js';
import { questionName, summarize } from '../answer/wording.js';
import type { Lock } from '../answer/rules.js';
import { formatNumber } from '../strings/locale-format.js';
import { formatString } from '../strings/strings.js';
import { resolvePagingStrings, type PagingStrings } from '../strings/paging-strings.js';
import type { RequestView } from '../request/request.template.js';
import type { QuestionLayout } from '../request/question-layout.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { renderActions, renderPanels, renderTabs, type Paging } from './paging.template.js';
import { showStep } from '../internal/custom-states.js';
import { pagingStyles } from './paging.styles.js';

/** `auto` pages a set of more questions than this: three of three or four options are taller than a 1280 × 800 window. */
export const AUTO_MAX_STACKED = 2;
/** `auto` pages a set narrower than this (CSS px): there two stacked questions of three or four options are taller than a phone's screen. */
export const AUTO_MIN_WIDTH = 600;

/** How a `<question-set>` lays out its questions: all at once, one at a time, or by its size. */
export type SetLayout = 'stacked' | 'paged' | 'auto';

/**
 * The set as the pager sees it. Its answer flow, configuration, `pager` and `performUpdate` are
 * protected members of the element: only this part, loaded into it, reads them.
 */
interface PagedSet extends HTMLElement, ReactiveControllerHost {
  layout?: SetLayout | undefined;
  pager?: Pager;
  strings?: Partial<ChoiceStrings & PagingStrings> | undefined;
  readonly hasUpdated: boolean;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly flow: AnswerController;
  readonly config: ConfigController;
  readonly internals: ElementInternals;
  focusQuestion(index: number, options?: FocusOptions): void;
  performUpdate(): void;
}

/**
 * A `<question-set>`'s paged layout: which step shows (a question, or the review after the
 * last), what changes it (the tabs, Previous / Next, a single choice, the review's Change,
 * focus sent to a question), and, for `layout="auto"`, the element's width from a
 * ResizeObserver. It renders nothing itself: `view` turns the request's view into the paged one.
 *
 * @example
 * // In the element's render, once the pager part is here (which exports `page` as `view`):
 * renderRequest(page(this, view));
 */
export class Pager implements ReactiveController, QuestionLayout {
  /** The step shown: a question's index, or the number of questions for the review. */
  step = 0;
  /** The review's Change led to the question shown: moving on goes back to the review, until it shows again. */
  #returning = false;
  /** What the single choice that moved on by itself chose ("Database: PostgreSQL"), shown on the step it led to. */
  #chosen: string | undefined;
  #request: ChoiceRequest | undefined;
  #lock: Lock | null = null;
  #width = 0;
  #observer: ResizeObserver | undefined;
  readonly #set: PagedSet;

  constructor(set: PagedSet) {
    this.#set = set;
    set.addController(this);
    // The paged layout's styles join the set's (the loader adopts only those of the parts it fetched, and a layout set late is fetched by the progress part).
    const root = set.renderRoot as ShadowRoot;
    const sheet = pagingStyles.styleSheet!;
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    set.addEventListener('choice-change', (event) => this.#changed(event.detail.questionId));
    // Before the element's own handlers: Enter in a field goes to the next step rather than submitting from the middle.
    set.renderRoot.addEventListener('keydown', (event) => this.#enter(event as KeyboardEvent), { capture: true });
  }

  hostConnected(): void {
    this.#observe();
  }

  /** A set no longer paged (its layout changed, or `auto` grown wide) matches no step's custom state. */
  hostUpdate(): void {
    if (!this.paged) showStep(this.#set.internals.states, undefined);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
  }

  /** Whether the set shows one question at a time now (`auto`, the default, by its size). */
  get paged(): boolean {
    const set = this.#set;
    const questions = set.flow.request?.questions ?? [];
    const count = questions.length;
    // A set holding questions shown by an option stays stacked (see the progress part's view).
    if (count < 2 || set.layout === 'stacked' || questions.some((q) => q.showWhen)) return false;
    if (set.layout === 'paged') return true;
    this.#observe();
    return count > AUTO_MAX_STACKED || (this.#width > 0 && this.#width < AUTO_MIN_WIDTH);
  }

  /** The paging texts in the element's language. */
  get strings(): PagingStrings {
    return resolvePagingStrings(this.#set.config.provided?.strings, this.#set.strings);
  }

  /** `v` as the paged layout shows it: the tabs, one panel visible, the review, Previous / Next. Unchanged while stacked. */
  view(v: RequestView): RequestView {
    if (!this.paged) return v;
    this.#follow(v.request, v.lock);
    const count = v.request.questions.length;
    // The step shown, as a custom state: `:state(step-2)`, `:state(review)` (none while stacked: `hostUpdate`).
    showStep(this.#set.internals.states, this.step < count ? this.step + 1 : 'review');
    const paging: Paging = {
      step: this.step,
      next: this.#next(),
      chosen: this.#chosen,
      strings: this.strings,
      flow: this.#set.flow,
      select: (step) => this.#select(step),
      go: (step) => this.go(step),
      moveOn: () => this.#moveOn(),
      change: (index) => this.change(index),
      tabs: (view) => renderTabs(view, paging),
    };
    // The set's own actions row gives way to the pager's while it is open: Previous, Next (Submit on the review), Cancel (in a form, Previous and Next alone).
    const actions = v.lock ? [] : [renderActions(v, paging)];
    // The note on the whole request moves into the review, where the answers are looked over before Submit.
    return { ...v, paging, questions: [...renderPanels(v, paging), ...actions], showSubmit: false, showCancel: false, globalNote: undefined };
  }

  /** Shows question `index`'s step at once (focus is about to move there: the element's `focusQuestion` calls it); nothing while stacked. */
  show(index: number): void {
    if (this.paged && this.step !== index && this.#set.hasUpdated) this.#render(index);
  }

  /**
   * Moves to `step` the way Previous / Next do: focus on its first tab stop, and the change said;
   * after `chosen` (what a single choice that moved on by itself chose), which the step shows too.
   */
  go(step: number, chosen?: string): void {
    const set = this.#set;
    const request = set.flow.request;
    if (!request) return;
    const count = request.questions.length;
    const to = Math.max(0, Math.min(step, count));
    const strings = this.strings;
    const said = (text: string) => set.flow.announcer.announce(chosen ? `${chosen}. ${text}` : text);
    this.#chosen = chosen;
    if (to === count) {
      this.#returning = false;
      this.#render(count);
      set.renderRoot.querySelector<HTMLElement>('#page-review')?.focus();
      return said(strings.reviewTitle);
    }
    set.focusQuestion(to);
    said(
      formatString(strings.stepAnnouncement, {
        header: questionName(request, to, set.flow.strings),
        question: questionText(request.questions[to]!, set.flow.strings),
        step: this.stepOf(to),
      }),
    );
  }

  /**
   * The review's Change: back to question `index`, focus on its chosen option (else its first
   * tab stop); from there a single choice, Next or Enter in a field returns to the review.
   */
  change(index: number): void {
    this.#returning = true;
    this.go(index);
    this.#set.renderRoot.querySelector<HTMLElement>(`[data-q="${index}"] button.option[aria-pressed="true"]`)?.focus();
  }

  /** "2 of 5" for question `index`, in the element's language. */
  stepOf(index: number): string {
    const strings = this.#set.flow.strings;
    const count = this.#set.flow.request?.questions.length ?? 0;
    return formatString(this.strings.stepOf, { current: formatNumber(strings, index + 1), total: formatNumber(strings, count) });
  }

  /** The step moving on leads to: the next question, or the review when Change led here (or from the last question). */
  #next(): number {
    const count = this.#set.flow.request?.questions.length ?? 0;
    return this.#returning ? count : Math.min(this.step + 1, count);
  }

  /**
   * Next, or Enter in a field: on to the next step, unless the answer here is wrong (too long,
   * not a number, not in its format, too many chosen), which stays and says why, as Submit
   * would. An unanswered question may wait: a set is answered in any order, and the review
   * and Submit list what is still open.
   */
  #moveOn(): void {
    const flow = this.#set.flow;
    const kind = flow.draft(this.step)?.problem?.kind;
    if (kind && kind !== 'empty' && kind !== 'too-few' && !flow.reportValidity(true, this.step)) return;
    this.go(this.#next());
  }

  /** A tab chosen (click, arrows, Home / End): its step shows and focus stays on the tab, as the tabs pattern has it. */
  #select(step: number): void {
    if (step === this.#set.flow.request?.questions.length) this.#returning = false;
    this.#chosen = undefined;
    this.#render(step);
    this.#set.renderRoot.querySelector<HTMLElement>(`#page-tab-${step}`)?.focus();
  }

  /** Shows `step` now, so focus can move into it. */
  #render(step: number): void {
    this.step = step;
    this.#set.requestUpdate();
    this.#set.performUpdate();
  }

  /** A new request starts on its first question, or on the review when it comes settled; settling moves to the review. */
  #follow(request: ChoiceRequest, lock: Lock | null): void {
    const review = request.questions.length;
    if (request !== this.#request) (this.step = lock ? review : 0), (this.#returning = false);
    else if (lock && !this.#lock) this.step = review;
    this.step = Math.min(this.step, review);
    this.#request = request;
    this.#lock = lock;
  }

  /** A single choice moves on by itself: not from the last question, and never while text is being typed. */
  #changed(questionId: string): void {
    const flow = this.#set.flow;
    const request = flow.request;
    if (!request || flow.lock || !this.paged) return;
    const index = request.questions.findIndex((q) => q.id === questionId);
    const question = request.questions[index];
    // As the controls show it: a yes/no question's chosen button (its model answer is a boolean).
    const answer = flow.draft(index)?.view;
    // From the last question only back to the review (Change led there): otherwise it waits for Review.
    if (!question || !answer || index !== this.step || (index >= request.questions.length - 1 && !this.#returning)) return;
    if (question.multiple || !hasChoices(question) || request.annotations?.perOption) return;
    if (answer.selected.length !== 1 || answer.other?.trim() || this.#typing()) return;
    // The choice is confirmed where the person lands, seen and said: the step moves on at once, so the option pressed is never seen pressed.
    this.go(this.#next(), formatString(this.strings.stepChosen, { header: questionName(request, index, flow.strings), answer: summarize(question, answer, flow.strings) }));
  }

  /** Whether focus is in a text field of the set. */
  #typing(): boolean {
    const active = (this.#set.renderRoot as ShadowRoot).activeElement;
    return !!active && (active.localName === 'input' || active.localName === 'textarea');
  }

  /** Enter in a one-line field (Ctrl+Enter in a text area) of a question goes to the next step. */
  #enter(event: KeyboardEvent): void {
    const target = event.target as Element;
    if (event.key !== 'Enter' || event.isComposing || !this.paged || this.#set.flow.lock) return;
    if (target.localName === 'textarea' ? !(event.ctrlKey || event.metaKey) : target.localName !== 'input' || event.shiftKey) return;
    if (!target.closest('[role="tabpanel"][data-step]')) return;
    event.preventDefault();
    event.stopPropagation();
    this.#moveOn();
  }

  /** Watches the element's width while its layout is `auto` (the default). */
  #observe(): void {
    const set = this.#set;
    // Any layout but these two is `auto`, the default.
    if (this.#observer || set.layout === 'stacked' || set.layout === 'paged' || !set.isConnected) return;
    this.#width = set.getBoundingClientRect().width;
    this.#observer = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]!.contentRect.width;
      const narrow = (w: number) => w > 0 && w < AUTO_MIN_WIDTH;
      const changed = narrow(width) !== narrow(this.#width);
      this.#width = width;
      // Next frame: a render inside the observer's callback would resize what it observes, a loop it reports as an error.
      if (changed) requestAnimationFrame(() => set.requestUpdate());
    });
    this.#observer.observe(set);
  }
}

/** `view` as `set` (a `<question-set>` with a layout) shows it; its pager is made the first time. */
export function page(set: HTMLElement, view: RequestView): RequestView {
  const paged = set as PagedSet;
  return (paged.pager ??= new Pager(paged)).view(view);
}
