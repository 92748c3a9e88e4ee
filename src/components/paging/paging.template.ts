/**
 * What a paged `<question-set>` draws: the questions as tabs with their marks and "2 of 5",
 * one panel visible (the others `hidden` and `inert`), the review listing every answer, and
 * Previous / Next.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AnswerController } from '../answer/answer.controller.js';
import { declines } from '../../protocol/responses.js';
import { questionText } from '../answer/choices.js';
import { questionName, summarize } from '../answer/wording.js';
import { checkIcon } from '../internal/icons.js';
import { formatNumber, say } from '../strings/locale-format.js';
import { formatString } from '../strings/strings.js';
import type { PagingStrings } from '../strings/paging-strings.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { progressStrings } from '../progress/progress-strings.js';
import type { RequestView } from '../request/request.template.js';
import { isRightToLeft } from '../question/roving-focus.js';
import { isDone } from '../progress/progress-rules.js';

/** What the paged templates need from the pager. */
export interface Paging {
  /** The step shown: a question's index, or the number of questions for the review. */
  step: number;
  /** The step Next goes to: the next question, or the review (from the last question, or a question Change led to). */
  next: number;
  /** What the single choice that moved on by itself chose ("Database: PostgreSQL"), on the step it led to. */
  chosen: string | undefined;
  strings: PagingStrings;
  flow: AnswerController;
  /** A tab chosen: its step shows, focus stays on it. */
  select(step: number): void;
  /** Previous: the step shows, focus moves into it. */
  go(step: number): void;
  /** Next: on to `next`, unless the answer shown is wrong (it stays, and says why). */
  moveOn(): void;
  /** The review's Change for question `index`. */
  change(index: number): void;
  /** The progress row as the tabs (`renderTabs`): the progress part draws them through this, so it carries no paging code. */
  tabs(v: RequestView): TemplateResult;
}

type TabMark = 'done' | 'invalid' | 'skipped' | 'open';

/** Whether optional question `index` was skipped: emptied on purpose (Skip), not merely left untouched. */
function skipped(v: RequestView, index: number): boolean {
  const draft = v.draft(index);
  return !!draft?.question.optional && draft.origin === 'restored' && !draft.touched;
}

/** A question's mark: answered, answered wrongly (or refused by Submit), skipped, or still open. */
function markOf(v: RequestView, p: Paging, index: number): TabMark {
  const draft = v.draft(index);
  const kind = draft?.touched && !v.lock ? draft.problem?.kind : undefined;
  // Too few chosen is a question still being answered; a wrong answer (too long, not a number) is marked at once.
  if (p.flow.problem(index) || (kind && kind !== 'empty' && kind !== 'too-few')) return 'invalid';
  if (isDone(draft) || (v.lock && p.flow.answerShown(index).selected.length > 0)) return 'done';
  return skipped(v, index) ? 'skipped' : 'open';
}

/** The tab row and where the set is: replaces the stacked progress row. */
export function renderTabs(v: RequestView, p: Paging): TemplateResult {
  const { request } = v;
  const strings = { ...progressStrings, ...v.strings };
  const count = request.questions.length;
  const tab = (step: number, label: string, mark: TemplateResult | string, state: string, cls: string) =>
    html`<button
      role="tab"
      type="button"
      part=${step === p.step ? 'tab tab-selected' : 'tab'}
      class=${`tab ${cls}`}
      id=${`page-tab-${step}`}
      aria-controls=${`page-${step}`}
      aria-selected=${step === p.step ? 'true' : 'false'}
      tabindex=${step === p.step ? 0 : -1}
      @click=${() => p.select(step)}
    >
      <span class="dot" aria-hidden="true">${mark}</span><span class="step-label text" aria-hidden="true">${label}</span
      ><span class="visually-hidden">${state ? say(strings, 'progressStep', { header: label, state }) : label}</span>
    </button>`;
  return html`<div class="paging-head">
    <div role="tablist" part="tabs" class="tabs" aria-label=${p.strings.questionTabs} @keydown=${(e: KeyboardEvent) => tabKey(e, p, count)}>
      ${request.questions.map((_, i) => {
        const mark = markOf(v, p, i);
        const state = { done: strings.questionAnswered, invalid: p.strings.questionInvalid, skipped: p.strings.questionSkipped, open: strings.questionUnanswered }[mark]!;
        return tab(i, questionName(request, i, strings), mark === 'done' ? checkIcon : mark === 'invalid' ? '!' : mark === 'skipped' ? '–' : formatNumber(strings, i + 1), state, mark);
      })}
      ${tab(count, p.strings.review, '', '', 'review-tab')}
    </div>
    ${p.step < count
      ? html`<span part="step" class="step-of" dir="auto">${formatString(p.strings.stepOf, { current: formatNumber(strings, p.step + 1), total: formatNumber(strings, count) })}</span>`
      : nothing}
    ${p.chosen && !v.lock ? html`<p part="step-chosen" class="step-chosen">${checkIcon}<span class="text">${p.chosen}</span></p>` : nothing}
  </div>`;
}

/** The tabs' keys (automatic activation: the panels are already rendered): arrows along the row, mirrored right to left; Home and End. */
function tabKey(event: KeyboardEvent, p: Paging, count: number): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const last = count;
  const forward = isRightToLeft(event.currentTarget as Element) ? 'ArrowLeft' : 'ArrowRight';
  const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  let to: number;
  if (event.key === forward) to = p.step >= last ? 0 : p.step + 1;
  else if (event.key === backward) to = p.step <= 0 ? last : p.step - 1;
  else if (event.key === 'Home') to = 0;
  else if (event.key === 'End') to = last;
  else return;
  event.preventDefault();
  p.select(to);
}

/** Each question in its panel (only the current one visible and reachable), then the review. */
export function renderPanels(v: RequestView, p: Paging): TemplateResult[] {
  const count = v.request.questions.length;
  const panel = (step: number, content: TemplateResult) =>
    html`<div
      role="tabpanel"
      class="panel"
      id=${`page-${step}`}
      data-step=${step}
      aria-labelledby=${`page-tab-${step}`}
      ?hidden=${step !== p.step}
      ?inert=${step !== p.step}
    >
      ${content}
    </div>`;
  return [...v.questions.map((q, i) => panel(i, q)), panel(count, renderReview(v, p))];
}

/**
 * What question `index` will send, as the review shows it: a typed text or number as it will
 * be sent (a number as the number it reads as, a text area's text with its line breaks), every
 * other answer in the words the state line uses (the chosen labels, Yes or No, a secret never
 * shown back). The draft's own view, not the model's answer, so a field's text and a boolean
 * are not "Not answered".
 */
function reviewAnswer(p: Paging, index: number, strings: ChoiceStrings): string {
  const question = p.flow.request!.questions[index]!;
  const sent = p.flow.answerShown(index);
  const typed = sent.number ?? sent.text;
  return typed !== undefined && !question.secret ? String(typed) : summarize(question, p.flow.shown(index), strings);
}

/**
 * The review: each question's name and text and the answer as it will be sent (else "Not
 * answered": in the danger colour for a required question, quiet for an optional one;
 * "Skipped" for one skipped), Change while the set is open, named with the answer, and the note
 * on the whole request when it takes one. Its title is not a heading: the step is a tab panel
 * named by its tab, and a heading of a fixed level would break the outline of the page it is in.
 */
function renderReview(v: RequestView, p: Paging): TemplateResult {
  const { request, strings } = v;
  return html`<div part="review" class="review">
    <div class="review-title" id="page-review" tabindex="-1">${p.strings.reviewTitle}</div>
    <ul class="review-list">
      ${request.questions.map((q, i) => {
        const summary = reviewAnswer(p, i, strings);
        const name = questionName(request, i, strings);
        const problem = p.flow.problem(i);
        const answer = summary || (skipped(v, i) ? p.strings.reviewSkipped : p.strings.reviewEmpty);
        // Each line its own block, so the item reads "Database. Which database? PostgreSQL", never run together.
        const required = !q.optional && !summary;
        return html`<li part="review-item" class=${problem ? 'review-item problem' : 'review-item'}>
          <div class="review-text">
            <div class="review-name text">${name}</div>
            ${name !== questionText(q, strings) ? html`<div class="review-question text">${questionText(q, strings)}</div>` : nothing}
            <div part="review-answer" class=${summary ? 'review-answer text' : required ? 'review-answer empty' : 'review-answer empty optional'}>${answer}</div>
          </div>
          ${v.lock
            ? nothing
            : html`<button
                type="button"
                part="change"
                class="button secondary change"
                aria-label=${formatString(p.strings.changeLabel, { question: name, answer })}
                @click=${() => p.change(i)}
              >
                ${p.strings.change}
              </button>`}
        </li>`;
      })}
    </ul>
    ${v.globalNote !== undefined
      ? v.parts.notes?.renderGlobalNote({ strings, lock: v.lock, note: v.globalNote, onInput: v.on.globalNoteInput })
      : nothing}
  </div>`;
}

/**
 * The actions row of an open paged set: Previous, Next (Review on the last question; Submit on
 * the review), then Cancel as the quiet action after them, as in a stacked set, when the
 * request offers it.
 */
export function renderActions(v: RequestView, p: Paging): TemplateResult {
  const { request, strings } = v;
  const count = request.questions.length;
  return html`<div part="actions" class="actions">
    <button part="previous" class="button secondary" type="button" ?disabled=${p.step === 0} @click=${() => p.go(p.step - 1)}>${p.strings.previous}</button>
    ${p.step < count
      ? html`<button part="next" class="button primary" type="button" @click=${p.moveOn}>${p.next === count ? p.strings.review : p.strings.next}</button>`
      : v.showSubmit
        ? html`<button part="submit" class="button primary" type="button" @click=${v.on.submit}>${strings.submit}</button>`
        : nothing}
    ${v.showCancel
      ? html`<button part="cancel" class="button quiet" type="button" @click=${v.on.cancel}>${declines(request) ? strings.decline : strings.cancel}</button>`
      : nothing}
  </div>`;
}
