import { html, nothing, type TemplateResult } from 'lit';
import type { ChoiceRequest } from '../../protocol/model.js';
import { declines } from '../../protocol/responses.js';
import type { Lock } from '../answer/rules.js';
import type { QuestionDraft } from '../answer/draft.js';
import { infoIcon } from '../internal/icons.js';
import { formatList, say } from '../strings/locale-format.js';
import type { ChoiceStrings } from '../strings/strings.js';
import type { Parts } from '../internal/part-types.js';
import type { Paging } from '../paging/paging.template.js';
import type { CountdownClock } from '../countdown/countdown.controller.js';

export interface RequestView {
  request: ChoiceRequest;
  strings: ChoiceStrings;
  lock: Lock | null;
  /** The language of the element's texts, when a provider gives one and the element has none of its own. */
  lang: string | undefined;
  /** The parts of the elements fetched for the request (clock, progress row, link card, note). */
  parts: Parts;
  /** Each question, rendered. */
  questions: TemplateResult[];
  /** Question `index`'s draft (the progress row marks those that can be sent). */
  draft(index: number): QuestionDraft | undefined;
  /** Whether question `index` shows why Submit refused it (the progress row marks it). */
  problem?(index: number): unknown;
  /** Names of the questions still open, once Submit was pressed too early (a set lists them). */
  missing: string[] | undefined;
  /** The request's clock, when it has one. */
  clock: CountdownClock | undefined;
  showSubmit: boolean;
  showCancel: boolean;
  /** A cancel waiting out its undo window: its line shows instead of the actions, and the questions are inert. */
  undo: TemplateResult | undefined;
  statusLine: TemplateResult;
  /** The note on the whole request, when the request takes one. */
  globalNote: string | undefined;
  announcer: TemplateResult;
  on: { globalNoteInput(event: Event): void; submit(): void; cancel(): void };
  /** A paged set's step and pager: the progress row then draws its tabs. */
  paging?: Paging;
}

/**
 * The card both elements draw around a request: the title, a lone question's header chip and
 * the time left; with several questions a progress row of their headers (each read as "Auth,
 * not answered"), which then stand in for the chips; each question
 * (`question.template.ts`) after what is still open after an early Submit (at the top, where
 * focus goes to the first of them, as a form's error summary is); the note on the whole
 * request, Cancel and Submit, and the state line.
 *
 * A request without questions is a bare confirm: its buttons say Confirm and Decline (an MCP
 * form's refusal says Decline too: `declines`). One
 * with a `link` (MCP URL mode) is a consent card: the link's host and its full address, and
 * instead of Submit a real link that opens it in a new tab, which is the user's consent.
 */
export function renderRequest(v: RequestView): TemplateResult {
  const { request, strings } = v;
  const lone = request.questions.length === 1 ? request.questions[0] : undefined;
  const timer = v.clock?.remainingMs !== undefined && !v.lock;
  const bare = request.questions.length === 0;
  return html`
    <div part="base" class=${v.lock ? `base locked ${v.lock}` : 'base'} lang=${v.lang ?? nothing}>
      ${request.title || lone?.header || timer
        ? html`<div class="top">
            ${request.title ? html`<div part="title" class="title text">${request.title}</div>` : nothing}
            ${lone?.header ? html`<span part="header" class="chip text">${lone.header}</span>` : nothing}
            ${timer ? v.parts.countdown?.renderCountdown(v.clock!, strings, request) : nothing}
          </div>`
        : nothing}
      ${lone || request.questions.length === 0 ? nothing : v.parts.progress?.renderProgress(v)}
      ${v.missing && !v.lock
        ? html`<div part="hint" class="hint problem">
            ${infoIcon}<span>${say(strings, 'missingQuestions', { questions: formatList(strings, v.missing) })}</span>
          </div>`
        : nothing}
      ${request.link !== undefined ? v.parts.link?.renderLink(request.link, strings) : html`<div class="questions" ?inert=${!!v.undo}>${v.questions}</div>`}
      ${v.globalNote !== undefined
        ? v.parts.notes?.renderGlobalNote({ strings, lock: v.lock, note: v.globalNote, onInput: v.on.globalNoteInput })
        : nothing}
      ${v.undo ??
      (v.showSubmit || v.showCancel
        ? html`<div part="actions" class="actions">
            ${v.showSubmit ? renderSubmit(v, bare) : nothing}
            ${v.showCancel
              ? html`<button part="cancel" class="button quiet" type="button" @click=${v.on.cancel}>${declines(request) ? strings.decline : strings.cancel}</button>`
              : nothing}
          </div>`
        : nothing)}
      ${v.statusLine} ${v.announcer}
    </div>
  `;
}

/** Submit, or for a link the link itself: following it is the consent, and only a click (or Enter) on it opens anything. */
function renderSubmit(v: RequestView, bare: boolean): TemplateResult | undefined {
  const { request, strings } = v;
  if (request.link !== undefined) return v.parts.link?.renderLinkSubmit(request.link, strings, v.on.submit);
  return html`<button part="submit" class="button primary" type="button" @click=${v.on.submit}>${bare ? strings.confirm : strings.submit}</button>`;
}
