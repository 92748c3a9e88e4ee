/**
 * The card around a request's questions as markup (`request.template.ts` and its parts): the
 * title, a lone question's header chip and its time, a set's progress row, the questions or a
 * link's card, the note on the whole request, Submit and Cancel, and the state line.
 */
import type { ChoiceAnswer, ChoiceRequest } from '../protocol/model.js';
import { declines } from '../protocol/responses.js';
import type { QuestionDraft } from '../components/answer/draft.js';
import type { Lock } from '../components/answer/rules.js';
import type { ChoiceStrings } from '../components/strings/strings.js';
import { html, nothing, type Markup } from './markup.js';
import { checkIcon, clockIcon, crossIcon, infoIcon } from './icons.js';
import type { MarkupParts } from './question.js';

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
  /** The note on the whole request: as typed, or as it was sent. */
  note: string;
  /** The state line's text ('' while open). */
  status: string;
  showSubmit: boolean;
  showCancel: boolean;
  /** An ID of the card's own (the link's host, the note on the whole request), with the request's prefix. */
  id(name: string): string;
  /** The markup of the parts the request needs. */
  parts: MarkupParts;
}

/** The card, as `renderRequest` draws a request that takes answers or has settled. */
export function cardMarkup(v: CardView): Markup {
  const { request, strings, lock, parts } = v;
  const lone = request.questions.length === 1 ? request.questions[0] : undefined;
  const timer = !!request.timeoutMs && !lock;
  const bare = request.questions.length === 0;
  return html`<div part="base" class="${lock ? `base locked ${lock}` : 'base'}">${
    request.title || lone?.header || timer
      ? html`<div class="top">${request.title ? html`<div part="title" class="title text">${request.title}</div>` : nothing}${
          lone?.header ? html`<span part="header" class="chip text">${lone.header}</span>` : nothing
        }${timer ? parts.countdown?.countdown(request.timeoutMs!, strings, request) : nothing}</div>`
      : nothing
  }${lone || bare ? nothing : parts.progress?.progress(v)}${
    request.link !== undefined ? parts.link?.card(v, request.link) : html`<div class="questions">${v.questions.filter((_, i) => !parts.progress?.hidden(v.drafts[i]))}</div>`
  }${request.annotations?.global ? parts.notes?.globalNote(v) : nothing}${
    v.showSubmit || v.showCancel
      ? html`<div part="actions" class="actions">${
          v.showSubmit
            ? request.link !== undefined
              ? parts.link?.submit(v, request.link)
              : html`<button part="submit" class="button primary" type="button">${bare ? strings.confirm : strings.submit}</button>`
            : nothing
        }${
          v.showCancel ? html`<button part="cancel" class="button quiet" type="button">${declines(request) ? strings.decline : strings.cancel}</button>` : nothing
        }</div>`
      : nothing
  }${statusMarkup(lock, v.status)}</div>`;
}

const STATUS_ICONS: Record<Lock, Markup> = { answered: checkIcon, timeout: clockIcon, cancelled: crossIcon, outdated: infoIcon };

/** The state line (`StatusLineController.render`), never live: what it says is shown, not spoken. */
export function statusMarkup(lock: Lock | null, text: string): Markup {
  return html`<div part="status" class="${`status ${lock ?? 'open'}${text ? '' : ' empty'}`}" tabindex="${lock ? '-1' : undefined}">${
    text && lock ? html`<span class="status-icon">${STATUS_ICONS[lock]}</span>` : nothing
  }<span class="status-text">${text}</span></div>`;
}
