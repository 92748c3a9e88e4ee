/**
 * `renderHTML`: a request as markup, in whatever state it is in, with no DOM and no Lit, for
 * a server to render (history, or an open question painted before the elements' script). Its
 * state comes from a response, as the elements restore one (`request.ts` draws it).
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../protocol/model.js';
import { own } from '../protocol/input.js';
import { validateRequest } from '../protocol/validate.js';
import { QuestionDraft } from '../components/answer/draft.js';
import { requestLock, shownAnswer } from '../components/answer/rules.js';
import { settledText } from '../components/answer/wording.js';
import { linkDrafts } from '../components/disclosure/disclosure.js';
import { typedAnswer, typedDraft } from '../components/fields/typed-answers.js';
import { localizeStrings, say } from '../components/strings/locale-format.js';
import { resolveStrings, type ChoiceStrings } from '../components/strings/strings.js';
import type { Parts } from '../components/internal/part-types.js';
import { html, Markup } from './markup.js';
import { infoIcon } from './icons.js';
import { fallbackStrings } from '../components/fallbacks/fallback-strings.js';
import { CLASS_PREFIX, prefixClasses, withPartTexts, requestMarkup, wrapperMarkup, type HTMLShape, type MarkupState } from './request.js';
import type { MarkupParts } from './question.js';
import { approvalMarkup } from '../components/approval/approval.markup.js';
import { messageMarkup } from '../components/approval/message.markup.js';
import { countdownMarkup } from '../components/countdown/countdown.markup.js';
import { fieldMarkup } from '../components/fields/field.markup.js';
import { linkMarkup } from '../components/link/link.markup.js';
import { notesMarkup } from '../components/notes/notes.markup.js';
import { noteFieldMarkup } from '../components/notes/note-field.markup.js';
import { previewMarkup } from '../components/previews/preview.markup.js';
import { progressMarkup } from '../components/progress/progress.markup.js';

export type { HTMLShape };

/** How `renderHTML` shows a request. */
export interface RenderHTMLOptions {
  /**
   * The response it settled with (answered, declined, cancelled or timed out): the request
   * shows settled, its answers chosen. Left out, it shows open, its defaults chosen.
   */
  response?: ChoiceResponse;
  /**
   * A later message exists: the request shows "No longer active" (the elements' `disabled`),
   * with the answers of `response`, when given, still chosen.
   */
  outdated?: boolean;
  /** Replacement texts, as the elements take them (a partial `ChoiceStrings`). */
  strings?: Partial<ChoiceStrings>;
  /** The language of the texts: `lang` on the markup, and the language numbers and lists are written in. */
  lang?: string;
  /** The direction: `dir` on the markup (`ltr`, `rtl` or `auto`); left out, the page's. */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** A settled request folds to one line (a native `<details>`); `expanded` draws it open. */
  expanded?: boolean;
  /**
   * What every ID in the markup starts with, so that several requests share a page: by
   * default one made from the request's id. Give one of your own when a page may show the
   * same request twice.
   */
  idPrefix?: string;
}

/** Every part's markup: renderHTML draws any request, whatever it needs. */
const EVERY_PART: MarkupParts = {
  fields: fieldMarkup,
  approvals: approvalMarkup,
  message: messageMarkup,
  notes: notesMarkup,
  noteField: noteFieldMarkup,
  previews: previewMarkup,
  progress: progressMarkup,
  link: linkMarkup,
  countdown: countdownMarkup,
};

/** What a draft of a field's question needs to read and hold its answer (the fields part's). */
const typedKinds = { typedDraft, typedAnswer };

/** The strings table for `options`: the resolved table in its language, the parts' default texts under it (a host's entry wins). */
function tableFor(options: Pick<RenderHTMLOptions, 'strings' | 'lang'>): ChoiceStrings {
  return withPartTexts(localizeStrings(resolveStrings(options.strings), options.lang), EVERY_PART);
}

/** A letter, digit, `-` or `_` for each character of `text`, and a short hash of it, so that two ids never share a prefix. */
function prefixOf(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return `cp-${id.slice(0, 40).replace(/[^\w-]/g, '_')}-${(hash >>> 0).toString(36)}-`;
}

/** The state `options` give `request`: open with its defaults, or settled, or outdated, as the elements restore one. */
export function stateFor(request: ChoiceRequest, options: RenderHTMLOptions): MarkupState {
  const response = options.response;
  const lock = requestLock({ disabled: !!options.outdated, answered: false, response, settled: undefined });
  const restored = (q: ChoiceQuestion) => (response?.answers ? ((own(response.answers, q.id) as ChoiceAnswer | undefined) ?? { selected: [] }) : undefined);
  const drafts = request.questions.map((q) => new QuestionDraft(q, restored(q), typedKinds));
  if (request.questions.length > 1 || request.confirmUnanswered) linkDrafts(drafts, { fields: typedKinds } as unknown as Parts);
  const strings = tableFor(options);
  const shown = (i: number) => (drafts[i] ? shownAnswer(lock, drafts[i]) : { selected: [] });
  return { lock, strings, drafts, shown, status: settledText({ request, lock, shown, response, strings }), note: response?.annotation ?? '', parts: EVERY_PART };
}

/** The markup of a request that cannot be shown: the elements' fallback, with its reasons one click away. */
function fallbackMarkup(strings: ChoiceStrings, message: string, errors: readonly { path: string; message: string }[]): Markup {
  return html`<div part="fallback" class="fallback message"><p>${infoIcon}<span>${message}</span></p>${
    errors.length > 0 ? html`<details><summary>${strings.invalidDetails}</summary><ul>${errors.map((e) => html`<li><code>${e.path}</code> ${e.message}</li>`)}</ul></details>` : ''
  }</div>`;
}

/** The whole markup of one request in `shape`: its wrapper (`.choice-prompts`, which `history.css` styles) around the card. */
function render(request: ChoiceRequest, options: RenderHTMLOptions, shape: HTMLShape): string {
  const errors = validateRequest(request);
  const tooMany = errors.length === 0 && shape === 'prompt' && request.questions.length > 1;
  if (errors.length > 0 || tooMany) {
    const strings = { ...fallbackStrings, ...tableFor(options) } as ChoiceStrings;
    const message = tooMany ? say(strings, 'needsQuestionSet', { count: request.questions.length }) : strings.invalid;
    const fallback = new Markup(prefixClasses(fallbackMarkup(strings, message, errors).html, CLASS_PREFIX));
    return wrapperMarkup({ shape, state: 'invalid', lang: options.lang, dir: options.dir }, fallback).html;
  }
  const state = stateFor(request, options);
  const markup = requestMarkup(request, state, shape, options.idPrefix ?? prefixOf(request.id), options.expanded);
  return wrapperMarkup({ shape, state: state.lock ?? 'open', lang: options.lang, dir: options.dir }, new Markup(prefixClasses(markup.html, CLASS_PREFIX))).html;
}

/**
 * `<choice-prompt>`'s markup of `request` (one question, or none): what the element shows in
 * the same state, as HTML text. A request of several questions gives the element's fallback
 * saying it belongs in `<question-set>`.
 */
export function renderPromptHTML(request: ChoiceRequest, options: RenderHTMLOptions = {}): string {
  return render(request, options, 'prompt');
}

/** `<question-set>`'s markup of `request` (any number of questions, stacked): what the element shows in the same state. */
export function renderSetHTML(request: ChoiceRequest, options: RenderHTMLOptions = {}): string {
  return render(request, options, 'set');
}

/**
 * The HTML of `request` as the elements show it, in any state: open (its defaults chosen),
 * or settled as `options.response` says (answered, declined, cancelled, timed out), or
 * outdated (`options.outdated`); `<choice-prompt>`'s shape for a request of one question or
 * none, `<question-set>`'s for several. DOM-free and Lit-free: it runs in Node, a worker, an
 * edge runtime or a React Server Component. Every text is escaped; `choice-prompts/history.css`
 * styles it in the page.
 *
 * @example
 * import { renderHTML } from 'choice-prompts/html.js';
 * const markup = renderHTML(request, { response, lang: 'en' });
 */
export function renderHTML(request: ChoiceRequest, options: RenderHTMLOptions = {}): string {
  return render(request, options, Array.isArray(request?.questions) && request.questions.length > 1 ? 'set' : 'prompt');
}
