/**
 * `<choice-queue>`: the requests an agent (or several) left waiting, answered one at a time,
 * each on its own. How it behaves is told in docs/elements.md ("Questions together").
 */
import { LitElement, type PropertyDeclarations, type TemplateResult } from 'lit';
import type { ResponseStatus } from '../../protocol/model.js';
import { ConfigController } from '../config/config.controller.js';
import { AnnouncerController } from '../answer/announcer.controller.js';
import { stringsConverter, formatString, type ChoiceStrings } from '../strings/strings.js';
import { formatNumber } from '../strings/locale-format.js';
import { isRightToLeft } from '../question/roving-focus.js';
import { tokens } from '../internal/tokens.styles.js';
import { base } from '../internal/shared.styles.js';
import { approvalStyles } from '../approval/approval.styles.js';
import { secondaryButton } from '../internal/secondary-button.styles.js';
import { queueStyles } from './queue.styles.js';
import { closeConfirm, openConfirm } from '../internal/confirm-dialog.js';
import { resolveQueueStrings, type QueueStrings } from './queue-strings.js';
import { approvalOf, askedOf, requestOf, sourceOf, waits, type Approval, type QueuedElement } from './queued-request.js';
import { ApprovalReview } from './approval-review.js';
import { goneState, renderQueue, tabName, waitingText, type QueueView } from './queue.template.js';

/** How long the note of a request that left stays in the tab row (it is said once, at once). */
const NOTE_MS = 10_000;

/** Whether `node` is a request the queue holds: a prompt or set (any element with an answer flow), or a custom element not defined yet. */
function isRequest(node: Element): node is QueuedElement {
  return 'flow' in node || (node.localName.includes('-') && !customElements.get(node.localName));
}

/**
 * Gathers the prompts and sets placed in it, the questions waiting for the person: one shown
 * (the oldest, unless the person chose another), a tab per waiting request named by its
 * `source` attribute and what it asks, and how many wait. A request arriving never takes
 * focus, keystrokes or the place of what is shown: it gets a tab at the end of the row and is
 * announced once, politely. Each request is answered on its own and fires its own
 * `choice-submit` or `choice-cancel` at once; it then leaves the queue's view (the element
 * stays where the host put it until the host removes it or moves it into its transcript), and
 * the next one shows. One that leaves without the person's answer (its host removed or
 * disabled it, its clock ran out) leaves a short note in the tab row. With two or more
 * approvals waiting, "Review 2 approvals" lists what each would run, with Approve and Deny on
 * each and Approve all / Deny all after a confirmation.
 *
 * Set `source` on each `<choice-prompt>` or `<question-set>` you place in it: the agent,
 * subagent or server that asks.
 *
 * @summary The questions waiting for the person, one shown, a tab for each.
 *
 * @slot - The `<choice-prompt>` and `<question-set>` elements waiting, oldest first; only the one shown is rendered.
 *
 * @csspart base - Everything the queue draws.
 * @csspart head - The line above the request: how many wait, the tabs, the note, the review button.
 * @csspart count - "3 waiting" (it names the tab row).
 * @csspart tabs - The tab row (`role="tablist"`).
 * @csspart tab - Each request's tab.
 * @csspart tab-selected - Added to the tab of the request shown.
 * @csspart note - The note of a request that left without an answer ("researcher: Which database? · Withdrawn").
 * @csspart review-open - "Review 2 approvals", shown while two or more approvals wait.
 * @csspart panel - Around the request shown (`role="tabpanel"`).
 * @csspart review - The list of approvals under review.
 * @csspart review-item - Each approval of the list.
 * @csspart subject - What an approval of the list would run.
 * @csspart subject-text - Its text.
 * @csspart approve - An approval's Approve in the list.
 * @csspart deny - Its Deny.
 * @csspart decision - What was decided for an approval of the list ("Approved").
 * @csspart actions - The list's Approve all, Deny all and Back.
 * @csspart approve-all - Approve all (opens its confirmation).
 * @csspart deny-all - Deny all (opens its confirmation).
 * @csspart review-back - Back to the tabs.
 * @csspart confirm - The confirmation of Approve all or Deny all (a modal dialog).
 * @csspart confirm-back - Its Go back (where focus starts).
 * @csspart confirm-act - Its button that acts ("Approve 3").
 * @csspart empty - "Nothing waiting", holding focus once the last request left while the person was in the queue.
 *
 * @cssstate empty - Nothing waits and nothing is shown.
 * @cssstate reviewing - The list of approvals shows.
 *
 * @cssprop [--choice-prompt-accent=#0969da] - The selected tab's outline and the mark of a request with something chosen.
 * @cssprop [--choice-prompt-surface=#ffffff] - Tabs' and the review's background.
 * @cssprop [--choice-prompt-border=#d1d9e0] - Tabs' and the review's borders.
 * @cssprop [--choice-prompt-text-muted=#59636e] - "3 waiting", a note, a tab's question.
 */
export class ChoiceQueue extends LitElement {
  static override styles = [tokens, base, secondaryButton, approvalStyles, queueStyles];
  /** @internal Only the request shown is assigned to the slot: the others stay connected (drafts, clocks and all) but are not rendered. */
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, slotAssignment: 'manual' };
  static override properties: PropertyDeclarations = { strings: { converter: stringsConverter } };

  /** Replacement texts for localization: the queue's own (`QueueStrings`) and the elements' it uses (JSON in the attribute). Win over a provided config. */
  declare strings?: Partial<ChoiceStrings & QueueStrings>;

  protected readonly internals = this.attachInternals();
  readonly #config = new ConfigController(this);
  readonly #announcer = new AnnouncerController(this);
  /** The requests waiting, oldest first (the children's order). */
  #waiting: QueuedElement[] = [];
  #current: QueuedElement | undefined;
  /** The first look at the children is what the page holds, not arrivals: nothing is said. */
  #started = false;
  /** How the person settled each request they answered here (`choice-submit` / `choice-cancel` seen). */
  readonly #settledHere = new WeakMap<Element, ResponseStatus>();
  #note = '';
  #noteTimer: ReturnType<typeof setTimeout> | undefined;
  #review: ApprovalReview | undefined;
  /** The approvals a review decided (the review may have closed before they leave). */
  #decided = new WeakSet<Element>();
  #holdsFocus = false;
  /** Where focus was last seen inside the queue: a request's element, the queue's own controls, or nowhere. */
  #focus: QueuedElement | 'queue' | undefined;
  /** Focus was on one of the queue's own controls as the update began. */
  #focusInRender = false;
  /** What to focus once the next update has rendered. */
  #focusNext: (() => HTMLElement | null | undefined) | undefined;
  readonly #observer = new MutationObserver(() => this.#sync());

  constructor() {
    super();
    const settled = (event: Event) => {
      const target = event.target as Element;
      const status = (event as CustomEvent<{ response?: { status?: ResponseStatus } }>).detail?.response?.status;
      if (target.parentElement === this && status) this.#settledHere.set(target, status);
    };
    this.addEventListener('choice-submit', settled);
    this.addEventListener('choice-cancel', settled);
    this.addEventListener('focusin', (event) => {
      const child = (event.composedPath() as Element[]).find((node) => node.parentElement === this);
      this.#focus = child && isRequest(child) ? child : 'queue';
    });
    this.addEventListener('focusout', (event) => {
      const to = event.relatedTarget as Node | null;
      if (to && !this.contains(to) && !this.renderRoot.contains(to)) this.#focus = undefined;
      // Focus gone nowhere: the person clicked the bare page, or what held focus was removed. A removal is seen first (the observer's microtask).
      else if (!to) setTimeout(() => this.matches(':focus-within') || (this.#focus = undefined));
    });
  }

  /** The requests waiting, oldest first. */
  get waiting(): readonly HTMLElement[] {
    return this.#waiting;
  }

  /** The request shown, if any waits. */
  get current(): HTMLElement | undefined {
    return this.#current;
  }

  /** Shows `element`, a request waiting here, as choosing its tab does (focus stays where it is). */
  show(element: HTMLElement): void {
    if (!this.#waiting.includes(element as QueuedElement)) return;
    this.#current = element as QueuedElement;
    this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#observer.observe(this, { childList: true, subtree: true, attributes: true, attributeFilter: ['state', 'source'] });
    this.#sync();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#observer.disconnect();
    this.#observer.takeRecords();
    clearTimeout(this.#noteTimer);
  }

  /** The queue's texts in its language. */
  get #queueStrings(): QueueStrings {
    return resolveQueueStrings(this.#config.provided?.strings as Partial<QueueStrings> | undefined, this.strings);
  }

  /** What changed among the children: arrivals are said, departures are noted, and the one shown stays unless it left. */
  #sync(): void {
    const before = this.#waiting;
    const now = [...this.children].filter((child): child is QueuedElement => isRequest(child) && waits(child as QueuedElement));
    const arrived = now.filter((element) => !before.includes(element));
    const left = before.filter((element) => !now.includes(element));
    this.#waiting = now;
    this.#review?.sync(now);
    if (!this.#current || !now.includes(this.#current)) this.#current = now[0];
    if (left.length > 0 && this.#focus && this.#focus !== 'queue' && left.includes(this.#focus)) this.#focusAfterDeparture();
    if (this.#started && (arrived.length > 0 || left.length > 0)) {
      const strings = this.#config.strings;
      const queue = this.#queueStrings;
      const words = [...left.map((element) => this.#leave(element, strings, queue)), ...arrived.map((element) => arrival(element, queue))].filter(Boolean);
      if (words.length > 0) this.#announcer.announce(`${words.join(' ')} ${waitingText({ queue, strings }, now.length)}`);
    }
    this.#started = true;
    this.requestUpdate();
  }

  /** What is said of `element` leaving: how the person settled it, else its note (shown in the tab row too). */
  #leave(element: QueuedElement, strings: ChoiceStrings, queue: QueueStrings): string {
    const status = this.#settledHere.get(element);
    this.#settledHere.delete(element);
    // The review shows what became of the approvals it lists, and says what it decided for several.
    if (this.#review?.holds(element) || this.#decided.has(element)) return '';
    if (status && status !== 'timeout') return `${status === 'answered' ? strings.answeredNothing : status === 'declined' ? strings.declined : strings.cancelled}.`;
    const name = tabName({ queue }, sourceOf(element), askedOf(requestOf(element), strings));
    this.#note = formatString(queue.queueGone, { name, state: goneState({ queue, strings }, element) });
    clearTimeout(this.#noteTimer);
    this.#noteTimer = setTimeout(() => ((this.#note = ''), this.requestUpdate()), NOTE_MS);
    return `${this.#note}.`;
  }

  /** Focus was in a request that left: it goes to the tab of the one shown next (never into it: a second key press must not answer it), else to "Nothing waiting". */
  #focusAfterDeparture(): void {
    this.#focus = 'queue';
    this.#holdsFocus = this.#waiting.length === 0;
    this.#focusNext = () => (this.#holdsFocus ? this.#part('.empty') : this.#selectedTab());
  }

  #selectedTab(): HTMLElement | null {
    return this.#part('[role="tab"][aria-selected="true"]');
  }

  #part(selector: string): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(selector);
  }

  /** The approvals open now, oldest first. */
  #approvals(): Approval[] {
    return this.#waiting.flatMap((element) => approvalOf(element) ?? []);
  }

  protected override render(): TemplateResult {
    const strings = this.#config.strings;
    const queue = this.#queueStrings;
    const view: QueueView = {
      strings,
      queue,
      lang: this.#config.lang,
      tabs: this.#waiting.map((element) => ({ element, source: sourceOf(element), asked: askedOf(requestOf(element), strings), started: element.state === 'selected' })),
      current: this.#current ? this.#waiting.indexOf(this.#current) : -1,
      note: this.#note,
      approvals: this.#review ? 0 : this.#approvals().length,
      review: this.#review,
      holdsFocus: this.#holdsFocus && this.#waiting.length === 0,
      announcer: this.#announcer.render(),
      on: this.#on,
    };
    return renderQueue(view);
  }

  protected override willUpdate(): void {
    this.#focusInRender = (this.renderRoot as ShadowRoot).activeElement !== null;
  }

  protected override updated(): void {
    const slot = this.renderRoot.querySelector('slot');
    const shown = !this.#review && this.#current ? [this.#current] : [];
    if (slot && (slot.assignedNodes().length !== shown.length || slot.assignedNodes()[0] !== shown[0])) slot.assign(...shown);
    const states = this.internals.states;
    const empty = this.#waiting.length === 0 && !this.#note && !this.#holdsFocus && !this.#review;
    toggleState(states, 'empty', empty);
    toggleState(states, 'reviewing', !!this.#review);
    const dialog = this.#part('dialog');
    if (dialog instanceof HTMLDialogElement) openConfirm(dialog, this.#on.confirmClosed);
    const next = this.#focusNext;
    this.#focusNext = undefined;
    if (next) next()?.focus();
    // What held focus among the queue's own controls went with this render (a tab whose request left): the tab shown takes it.
    else if (this.#focusInRender && document.activeElement === document.body) {
      if (this.#waiting.length > 0) this.#selectedTab()?.focus();
      else {
        this.#holdsFocus = true;
        this.#focusNext = () => this.#part('.empty');
        this.requestUpdate();
      }
    }
  }

  /** The person's actions on the queue's own controls. */
  readonly #on: QueueView['on'] = {
    select: (index) => {
      const element = this.#waiting[index];
      if (!element) return;
      this.#current = element;
      this.#focusNext = () => this.#selectedTab();
      this.requestUpdate();
    },
    tabKeydown: (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const count = this.#waiting.length;
      const at = this.#current ? this.#waiting.indexOf(this.#current) : 0;
      const forward = isRightToLeft(event.currentTarget as Element) ? 'ArrowLeft' : 'ArrowRight';
      const to =
        event.key === forward ? (at + 1) % count
        : event.key === 'ArrowLeft' || event.key === 'ArrowRight' ? (at - 1 + count) % count
        : event.key === 'Home' ? 0
        : event.key === 'End' ? count - 1
        : -1;
      if (to < 0 || count === 0) return;
      event.preventDefault();
      this.#on.select(to);
    },
    openReview: () => {
      this.#review = new ApprovalReview(this.#approvals());
      this.#focusNext = () => this.#part('#review-title');
      this.requestUpdate();
    },
    closeReview: () => this.#closeReview(),
    decide: (index, approve) => {
      const review = this.#review;
      if (!review) return;
      review.decideOne(index, approve);
      // Focus stays on this approval, now its decision: never on the next one's buttons, which a second key press would press.
      this.#focusNext = () => this.#part(`#item-${index}-decision`);
      this.requestUpdate();
    },
    confirm: (approve) => {
      this.#review?.confirm(approve);
      this.requestUpdate();
    },
    confirmed: () => {
      const review = this.#review;
      const approve = review?.confirming?.approve;
      if (!review || approve === undefined) return;
      this.#closeDialog();
      const sent = review.actOnConfirmed();
      // They are settled now (their state says so), before the page tells the observer: the tabs drop them at once.
      this.#sync();
      const queue = this.#queueStrings;
      const strings = this.#config.strings;
      this.#closeReview();
      // The approvals sent are settled already (their state), though the queue hears it from the page a moment later.
      const left = this.#waiting.filter((element) => waits(element)).length;
      this.#announcer.announce(`${approve ? queue.queueApproved : queue.queueDenied}: ${formatNumber(strings, sent)}. ${waitingText({ queue, strings }, left)}`);
    },
    confirmClosed: () => {
      const approve = this.#review?.confirming?.approve;
      this.#closeDialog();
      this.#review?.cancelConfirm();
      this.#focusNext = () => this.#part(approve ? '[part="approve-all"]' : '[part="deny-all"]');
      this.requestUpdate();
    },
    emptyBlur: () => {
      this.#holdsFocus = false;
      this.requestUpdate();
    },
  };

  /**
   * Closes the confirmation before the render takes it away: a dialog removed open sends
   * focus to the page once it is gone, after the render placed it.
   */
  #closeDialog(): void {
    const dialog = this.#part('dialog');
    if (dialog instanceof HTMLDialogElement) closeConfirm(dialog);
  }

  /** Back to the tabs: focus on the tab shown, else on "Nothing waiting". */
  #closeReview(): void {
    for (const item of this.#review?.items ?? []) if (this.#review!.decided.has(item.approval.element)) this.#decided.add(item.approval.element);
    this.#review = undefined;
    this.#holdsFocus = this.#waiting.length === 0;
    this.#focusNext = () => (this.#holdsFocus ? this.#part('.empty') : this.#selectedTab());
    this.requestUpdate();
  }
}

/** What is said when `element` arrives. */
function arrival(element: QueuedElement, queue: QueueStrings): string {
  const source = sourceOf(element);
  return source ? formatString(queue.queueArrived, { source }) : queue.queueArrivedUnnamed;
}

function toggleState(states: CustomStateSet, state: string, on: boolean): void {
  if (on) states.add(state);
  else states.delete(state);
}
