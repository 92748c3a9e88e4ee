/**
 * What `<choice-queue>` draws: the head (how many wait, a tab per waiting request, the note of
 * one that left, the button that reviews several approvals), the panel showing one request,
 * and the review of approvals with its confirmation.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { checkIcon, crossIcon } from '../internal/icons.js';
import { questionText } from '../answer/choices.js';
import { formatNumber } from '../strings/locale-format.js';
import { formatString, type ChoiceStrings } from '../strings/strings.js';
import { spoken, subjectBox } from '../approval/subject.template.js';
import { approvalStrings } from '../approval/approval-strings.js';
import type { QueueStrings } from './queue-strings.js';
import type { ApprovalReview, ReviewItem } from './approval-review.js';
import type { QueuedElement } from './queued-request.js';

/** One waiting request as its tab shows it. */
export interface QueueTab {
  element: QueuedElement;
  /** Who asks (its `source`); empty when the host named nobody. */
  source: string;
  /** What it asks, in a few words. */
  asked: string;
  /** Something is chosen or typed and not sent yet. */
  started: boolean;
}

export interface QueueView {
  strings: ChoiceStrings;
  queue: QueueStrings;
  lang: string | undefined;
  tabs: QueueTab[];
  /** The index of the tab shown, or -1. */
  current: number;
  /** The latest request that left without the person's answer, in words. */
  note: string;
  /** Approvals open now: two or more offer the review. */
  approvals: number;
  review: ApprovalReview | undefined;
  /** Focus had to stay in the queue once nothing was left in it: a line holds it. */
  holdsFocus: boolean;
  announcer: TemplateResult;
  on: {
    select(index: number): void;
    tabKeydown(event: KeyboardEvent): void;
    openReview(): void;
    closeReview(): void;
    decide(index: number, approve: boolean): void;
    confirm(approve: boolean): void;
    confirmed(): void;
    confirmClosed(): void;
    emptyBlur(): void;
  };
}

/** "researcher: Which database?", or the question alone when nobody is named. */
export function tabName(v: Pick<QueueView, 'queue'>, source: string, asked: string): string {
  return source ? formatString(v.queue.queueTab, { source, question: asked }) : asked;
}

/** How many wait, in the element's language. */
export function waitingText(v: Pick<QueueView, 'queue' | 'strings'>, count: number): string {
  return formatString(v.queue.queueWaiting, { count: formatNumber(v.strings, count) });
}

export function renderQueue(v: QueueView): TemplateResult {
  const { queue } = v;
  const head = v.tabs.length > 0 || v.note;
  return html`<div part="base" class="queue" lang=${v.lang ?? nothing}>
    ${head
      ? html`<div part="head" class="head">
          <span part="count" class="count" id="count">${waitingText(v, v.tabs.length)}</span>
          <div class="strip">
            <div role="tablist" part="tabs" class="tabs" aria-labelledby="count" ?hidden=${!!v.review || v.tabs.length === 0} @keydown=${v.on.tabKeydown}>
              ${repeat(v.tabs, (tab) => tab.element, (tab, i) => renderTab(v, tab, i))}
            </div>
            ${v.note ? html`<span part="note" class="note text">${crossIcon}<span>${v.note}</span></span>` : nothing}
          </div>
          ${v.approvals >= 2 && !v.review
            ? html`<button part="review-open" class="button secondary review-open" type="button" @click=${v.on.openReview}>
                ${formatString(queue.queueReview, { count: formatNumber(v.strings, v.approvals) })}
              </button>`
            : nothing}
        </div>`
      : nothing}
    ${v.review
      ? renderReview(v, v.review)
      : html`<div role="tabpanel" part="panel" class="panel" id="panel" aria-labelledby=${v.current >= 0 ? `tab-${v.current}` : nothing} ?hidden=${v.current < 0}>
          <slot></slot>
        </div>`}
    ${v.holdsFocus
      ? html`<p part="empty" class="empty" tabindex="-1" @blur=${v.on.emptyBlur}>${queue.queueEmpty}</p>`
      : nothing}
    ${v.announcer}
  </div>`;
}

function renderTab(v: QueueView, tab: QueueTab, i: number): TemplateResult {
  const selected = i === v.current;
  return html`<button
    role="tab"
    type="button"
    id=${`tab-${i}`}
    part=${selected ? 'tab tab-selected' : 'tab'}
    class=${tab.started ? 'tab started' : 'tab'}
    aria-selected=${selected ? 'true' : 'false'}
    aria-controls=${selected ? 'panel' : nothing}
    tabindex=${selected ? 0 : -1}
    @click=${() => v.on.select(i)}
  >
    <span class="visually-hidden">${tabName(v, tab.source, tab.asked)}</span>
    <span class="tab-label" aria-hidden="true">
      ${tab.source ? html`<span class="source text">${tab.source}</span>` : nothing}<span class="asked text">${tab.asked}</span>
    </span>
    ${tab.started ? html`<span class="started-dot" aria-hidden="true"></span>` : nothing}
  </button>`;
}

function itemName(v: QueueView, item: ReviewItem): string {
  const request = item.approval.request;
  const question = request.questions[0]!;
  return tabName(v, item.approval.element.getAttribute('source')?.trim() ?? '', questionText(question, v.strings));
}

function renderReview(queueView: QueueView, review: ApprovalReview): TemplateResult {
  // Approve and Deny are the approvals part's words: under the resolved table, so a host's entry wins.
  const v = { ...queueView, strings: { ...approvalStrings, ...queueView.strings } };
  const { queue, strings } = v;
  const open = review.open.length;
  return html`<section part="review" class="review" aria-labelledby="review-title">
    <h2 class="review-title" id="review-title" tabindex="-1">${formatString(queue.queueReview, { count: formatNumber(strings, review.items.length) })}</h2>
    <ul class="review-list">
      ${review.items.map((item, i) => renderItem(v, item, i))}
    </ul>
    <div part="actions" class="actions">
      ${open >= 2
        ? html`<button part="deny-all" class="button secondary" type="button" @click=${() => v.on.confirm(false)}>${queue.queueDenyAll}</button>
            <button part="approve-all" class="button secondary" type="button" @click=${() => v.on.confirm(true)}>${queue.queueApproveAll}</button>`
        : nothing}
      <button part="review-back" class="button quiet" type="button" @click=${v.on.closeReview}>${queue.queueReviewBack}</button>
    </div>
    ${review.confirming ? renderConfirm(v, review) : nothing}
  </section>`;
}

function renderItem(v: QueueView, item: ReviewItem, i: number): TemplateResult {
  const { queue, strings } = v;
  const question = item.approval.request.questions[0]!;
  const name = itemName(v, item);
  const decision =
    item.decision === 'approved'
      ? html`${checkIcon}<span>${queue.queueApproved}</span>`
      : item.decision === 'denied'
        ? html`${crossIcon}<span>${queue.queueDenied}</span>`
        : item.decision === 'gone'
          ? html`<span>${goneState(v, item.approval.element)}</span>`
          : undefined;
  return html`<li part="review-item" class="item">
    <p class="item-name text" id=${`item-${i}-name`}>${name}</p>
    ${subjectBox({ index: i, question, strings })}
    <div class="item-actions">
      ${decision
        ? html`<p part="decision" class=${`decision ${item.decision}`} id=${`item-${i}-decision`} tabindex="-1">
            <span class="visually-hidden">${name}: </span>${decision}
          </p>`
        : html`<button part="deny" class="button secondary deny" type="button" aria-describedby=${`item-${i}-name q${i}-subject-code`} @click=${() => v.on.decide(i, false)}>
              ${crossIcon}<span>${strings.deny}</span>
            </button>
            <button part="approve" class="button secondary approve" type="button" aria-describedby=${`item-${i}-name q${i}-subject-code`} @click=${() => v.on.decide(i, true)}>
              ${checkIcon}<span>${strings.approve}</span>
            </button>`}
    </div>
  </li>`;
}

/** The word for a request that left on its own: its state line's, or "Withdrawn" when its host took it out. */
export function goneState(v: Pick<QueueView, 'queue' | 'strings'>, element: QueuedElement): string {
  switch (element.isConnected ? element.state : undefined) {
    case 'answered':
      return v.strings.answeredNothing;
    case 'outdated':
      return v.strings.outdated;
    case 'cancelled':
      return v.strings.cancelled;
    case 'timeout':
      return v.strings.timedOut;
    default:
      return v.queue.queueWithdrawn;
  }
}

/**
 * The confirmation of Approve all or Deny all: a modal dialog (opened by `openConfirm`)
 * naming how many and listing them; focus starts on Go back, so a second Enter never acts on
 * all of them.
 */
function renderConfirm(v: QueueView, review: ApprovalReview): TemplateResult {
  const { queue, strings } = v;
  const { approve, items } = review.confirming!;
  const count = formatNumber(strings, items.length);
  return html`<dialog
    part="confirm"
    class="confirm"
    aria-labelledby="confirm-title"
    aria-describedby="confirm-list"
  >
    <p class="confirm-title" id="confirm-title">${formatString(approve ? queue.queueApproveAllConfirm : queue.queueDenyAllConfirm, { count })}</p>
    <ul class="confirm-list" id="confirm-list">
      ${items.map((item) => html`<li class="text">${itemName(v, item)} <code dir="ltr" translate="no">${firstLine(item)}</code></li>`)}
    </ul>
    <div class="actions">
      <button part="confirm-back" class="button secondary" type="button" autofocus @click=${v.on.confirmClosed}>${queue.queueGoBack}</button>
      <button part="confirm-act" class=${approve ? 'button primary' : 'button primary danger'} type="button" @click=${v.on.confirmed}>
        ${formatString(approve ? queue.queueApproveCount : queue.queueDenyCount, { count })}
      </button>
    </div>
  </dialog>`;
}

/** What the action touches, in one short line: a command's first line, the file a diff changes, an input's first line. */
function firstLine(item: ReviewItem): string {
  const { kind, text } = item.approval.request.questions[0]!.subject!;
  const lines = text.split('\n');
  const file = kind === 'diff' ? lines.find((l) => l.startsWith('+++ '))?.slice(4) : undefined;
  const shown = spoken(file ?? lines.find((l) => l.trim()) ?? '');
  return shown.length > 60 ? `${shown.slice(0, 59)}…` : shown;
}
