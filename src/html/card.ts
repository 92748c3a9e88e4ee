/**
 * The card around a request's questions as markup (`request.template.ts` and its parts): the
 * title, a lone question's header chip and its time, a set's progress row, the questions or a
 * link's card, the note on the whole request, Submit and Cancel, and the state line.
 */
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse } from '../protocol/model.js';
import { declines } from '../protocol/responses.js';
import type { QuestionDraft } from '../components/answer/draft.js';
import type { Lock } from '../components/answer/rules.js';
import { questionName } from '../components/answer/wording.js';
import { isHidden } from '../components/disclosure/disclosure.js';
import { hostOf } from '../components/link/link-words.js';
import { timeLeftText } from '../components/countdown/clock.js';
import { isDone } from '../components/progress/progress-rules.js';
import { LIMITS } from '../protocol/limits.js';
import { formatNumber, say } from '../components/strings/locale-format.js';
import type { ChoiceStrings } from '../components/strings/strings.js';
import { html, nothing, url, type Markup } from './markup.js';
import { checkIcon, clockIcon, crossIcon, infoIcon } from './icons.js';

/** A request as the card draws it: the request, the state it is in, and each question's markup. */
export interface CardView {
  request: ChoiceRequest;
  /** The resolved table, with the parts' default texts under it. */
  strings: ChoiceStrings;
  lock: Lock | null;
  /** Each question's draft (a question shown by an option knows whether it is shown). */
  drafts: QuestionDraft[];
  /** What question `index` shows as chosen. */
  shown(index: number): ChoiceAnswer;
  /** Each question's markup, in order. */
  questions: Markup[];
  /** The response it settled with, when it did. */
  response: ChoiceResponse | undefined;
  /** The state line's text ('' while open). */
  status: string;
  showSubmit: boolean;
  showCancel: boolean;
  /** An ID of the card's own (the link's host, the note on the whole request), with the request's prefix. */
  id(name: string): string;
}

/** The card, as `renderRequest` draws a request that takes answers or has settled. */
export function cardMarkup(v: CardView): Markup {
  const { request, strings, lock } = v;
  const lone = request.questions.length === 1 ? request.questions[0] : undefined;
  const timer = !!request.timeoutMs && !lock;
  const bare = request.questions.length === 0;
  return html`<div part="base" class="${lock ? `base locked ${lock}` : 'base'}">${
    request.title || lone?.header || timer
      ? html`<div class="top">${request.title ? html`<div part="title" class="title text">${request.title}</div>` : nothing}${
          lone?.header ? html`<span part="header" class="chip text">${lone.header}</span>` : nothing
        }${timer ? countdownMarkup(request.timeoutMs!, strings) : nothing}</div>`
      : nothing
  }${lone || bare ? nothing : progressMarkup(v)}${
    request.link !== undefined ? linkMarkup(v, request.link) : html`<div class="questions">${v.questions.filter((_, i) => !isHidden(v.drafts[i]))}</div>`
  }${request.annotations?.global ? globalNoteMarkup(v) : nothing}${
    v.showSubmit || v.showCancel
      ? html`<div part="actions" class="actions">${v.showSubmit ? submitMarkup(v, bare) : nothing}${
          v.showCancel ? html`<button part="cancel" class="button quiet" type="button">${declines(request) ? strings.decline : strings.cancel}</button>` : nothing
        }</div>`
      : nothing
  }${statusMarkup(lock, v.status)}</div>`;
}

function submitMarkup(v: CardView, bare: boolean): Markup {
  const link = v.request.link;
  if (link === undefined) return html`<button part="submit" class="button primary" type="button">${bare ? v.strings.confirm : v.strings.submit}</button>`;
  return html`<a part="submit" class="button primary" href="${url(link)}" target="_blank" rel="noopener noreferrer" aria-describedby="${v.id('link-host')}">${say(v.strings, 'openLink', { host: hostOf(link) })}</a>`;
}

function linkMarkup(v: CardView, link: string): Markup {
  return html`<div part="link" class="link"><div class="link-host" id="${v.id('link-host')}">${say(v.strings, 'linkHost', { host: hostOf(link) })}</div><div class="link-url" dir="ltr">${link}</div></div>`;
}

/** The time left, as the clock shows it before it runs: the request's whole time. */
function countdownMarkup(remainingMs: number, strings: ChoiceStrings): Markup {
  return html`<span part="countdown" class="${remainingMs <= 10_000 ? 'countdown urgent' : 'countdown'}" role="timer" aria-live="off">${clockIcon}<span>${timeLeftText(remainingMs, strings)}</span></span>`;
}

/** The note on the whole request; once locked, only when one was written (`renderGlobalNote`). */
function globalNoteMarkup(v: CardView): Markup {
  const note = v.response?.annotation ?? '';
  if (v.lock && !note) return nothing;
  const id = v.id('global-note');
  return html`<div part="note" class="field note global"><label for="${id}">${v.strings.globalNote}</label><textarea id="${id}" rows="2" dir="auto" maxlength="${LIMITS.maxLongText}" readonly="${v.lock ? '' : undefined}">${`\n${note}`}</textarea></div>`;
}

/** A set's row of question headers with their answered state (`renderProgress`, stacked). */
function progressMarkup(v: CardView): Markup {
  const { request, strings } = v;
  const asked = request.questions.flatMap((_, i) => (isHidden(v.drafts[i]) ? [] : [i]));
  const done = request.questions.map((_, i) => isDone(v.drafts[i]));
  const doneCount = asked.filter((i) => done[i]).length;
  return html`<ol part="progress" class="progress" aria-label="${say(strings, 'progress', { answered: doneCount, total: asked.length })}">${asked.map((i, n) => {
    const name = questionName(request, i, strings);
    const state = done[i] ? strings.questionAnswered : strings.questionUnanswered;
    return html`<li class="${done[i] ? 'step done' : 'step'}"><span class="dot" aria-hidden="true">${done[i] ? checkIcon : formatNumber(strings, n + 1)}</span><span class="step-label text" aria-hidden="true">${name}</span><span class="visually-hidden">${say(
      strings,
      'progressStep',
      { header: name, state },
    )}</span></li>`;
  })}</ol>`;
}

const STATUS_ICONS: Record<Lock, Markup> = { answered: checkIcon, timeout: clockIcon, cancelled: crossIcon, outdated: infoIcon };

/** The state line (`StatusLineController.render`), never live: what it says is shown, not spoken. */
export function statusMarkup(lock: Lock | null, text: string): Markup {
  return html`<div part="status" class="${`status ${lock ?? 'open'}${text ? '' : ' empty'}`}" tabindex="${lock ? '-1' : undefined}">${
    text && lock ? html`<span class="status-icon">${STATUS_ICONS[lock]}</span>` : nothing
  }<span class="status-text">${text}</span></div>`;
}
