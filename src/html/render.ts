/**
 * A request as markup, in whatever state it is in, with no DOM and no Lit: what the elements
 * show, for a server to render (history, or an open question painted before the elements'
 * script) and for the elements' own settled view.
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../protocol/model.js';
import { own } from '../protocol/input.js';
import { validateRequest } from '../protocol/validate.js';
import { QuestionDraft } from '../components/answer/draft.js';
import { offersCancel, requestLock, sendsOnClick, shownAnswer, type Lock } from '../components/answer/rules.js';
import { settledText } from '../components/answer/wording.js';
import { arrivalOption, escapeRefusal, refusesItself } from '../components/approval/approval.js';
import { approvalStrings } from '../components/approval/approval-strings.js';
import { messageStrings } from '../components/approval/message-strings.js';
import { linkDrafts } from '../components/disclosure/disclosure.js';
import { fieldStrings } from '../components/fields/field-strings.js';
import { typedAnswer, typedDraft } from '../components/fields/typed-answers.js';
import { linkStrings } from '../components/link/link-words.js';
import { noteStrings } from '../components/notes/note-strings.js';
import { markOf } from '../components/progress/progress-rules.js';
import { progressStrings } from '../components/progress/progress-strings.js';
import { localizeStrings, say } from '../components/strings/locale-format.js';
import { resolveStrings, type ChoiceStrings } from '../components/strings/strings.js';
import type { Parts } from '../components/internal/part-types.js';
import { cardMarkup } from './card.js';
import { html, Markup } from './markup.js';
import { questionMarkup } from './question.js';
import { infoIcon } from './icons.js';

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
  /**
   * What every ID in the markup starts with, so that several requests share a page: by
   * default one made from the request's id. Give one of your own when a page may show the
   * same request twice.
   */
  idPrefix?: string;
}

/**
 * What every class of the markup starts with in a page (`cp-row`, `cp-option`…), so that a
 * page's own classes (`.button`, `.row`) never style it: `history.css` selects them so. In an
 * element's shadow root, where nothing of the page reaches, the classes are the elements' own.
 */
export const CLASS_PREFIX = 'cp-';

/**
 * `markup` with `prefix` before each of its classes. Only the templates write `class="`: any
 * `"` in a text or an attribute value is escaped, so nothing else in the markup looks like one.
 */
export const prefixClasses = (markup: string, prefix: string): string =>
  prefix ? markup.replace(/ class="([^"]*)"/g, (_, names: string) => ` class="${names.split(' ').filter(Boolean).map((n) => prefix + n).join(' ')}"`) : markup;

/** The shapes of the markup: `<choice-prompt>`'s (one question, or none) and `<question-set>`'s (any number). */
export type HTMLShape = 'prompt' | 'set';

/** What a draft of a field's question needs to read and hold its answer (the fields part's). */
const typedKinds = { typedDraft, typedAnswer };

/**
 * The strings table for `options`: the resolved table in its language, with the default
 * texts of every part under it (a host's entry wins), as the elements have them once the
 * parts a request needs are fetched.
 */
function tableFor(options: RenderHTMLOptions): ChoiceStrings {
  const strings = resolveStrings(approvalStrings, fieldStrings, progressStrings, linkStrings, noteStrings, messageStrings, options.strings);
  return localizeStrings(strings, options.lang);
}

/** A letter, digit, `-` or `_` for each character of `text`, and a short hash of it, so that two ids never share a prefix. */
function prefixOf(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return `cp-${id.slice(0, 40).replace(/[^\w-]/g, '_')}-${(hash >>> 0).toString(36)}-`;
}

/** What a request shows in `options`' state, and the markup of its card. */
export interface RequestMarkup {
  /** What the request shows: `open`, or why it no longer takes answers. */
  state: Lock | 'open';
  lock: Lock | null;
  strings: ChoiceStrings;
  /** What question `index` shows as chosen. */
  shown(index: number): ChoiceAnswer;
  card: Markup;
}

/**
 * The card of a valid `request` in the state `options` gives, as `shape` draws it, with
 * every ID prefixed by `prefix` (`''` in an element's own shadow root).
 */
export function requestMarkup(request: ChoiceRequest, options: RenderHTMLOptions, shape: HTMLShape, prefix: string): RequestMarkup {
  const strings = tableFor(options);
  const response = options.response;
  const lock = requestLock({ disabled: !!options.outdated, answered: false, response, settled: undefined });
  const restored = (q: ChoiceQuestion) => (response?.answers ? ((own(response.answers, q.id) as ChoiceAnswer | undefined) ?? { selected: [] }) : undefined);
  const drafts = request.questions.map((q) => new QuestionDraft(q, restored(q), typedKinds));
  const several = request.questions.length > 1;
  if (several || request.confirmUnanswered) linkDrafts(drafts, { fields: typedKinds } as unknown as Parts);
  const shown = (i: number) => (drafts[i] ? shownAnswer(lock, drafts[i]) : { selected: [] });
  const onClick = sendsOnClick(request);
  const escapes = escapeRefusal(request)?.question;
  const questions = request.questions.map((question, index) => {
    const draft = drafts[index]!;
    const chosen = draft.firstChosen;
    return questionMarkup({
      index,
      question,
      strings,
      draft,
      shown: shown(index),
      lock,
      sendsOnClick: onClick,
      notes: !!request.annotations?.perOption,
      escapes: escapes === index,
      mark: several || request.confirmUnanswered ? markOf(request, index) : undefined,
      inSet: shape === 'set',
      id: (name) => `${prefix}q${index}-${name}`,
      tabStop: Math.max(0, chosen >= 0 ? chosen : arrivalOption(question)),
    });
  });
  const status = settledText({ request, lock, shown, response, strings });
  const card = cardMarkup({
    request,
    strings,
    lock,
    drafts,
    shown,
    questions,
    response,
    status,
    showSubmit: !lock && (!onClick || !!request.questions[0]?.allowOther),
    showCancel: !lock && offersCancel(request, { refusesItself }),
    id: (name) => `${prefix}${name}`,
  });
  return { state: lock ?? 'open', lock, strings, shown, card };
}

/** The markup of a request that cannot be shown: the elements' fallback, with its reasons one click away. */
function fallbackMarkup(strings: ChoiceStrings, message: string, errors: readonly { path: string; message: string }[]): Markup {
  return html`<div part="fallback" class="fallback message"><p>${infoIcon}<span>${message}</span></p>${
    errors.length > 0 ? html`<details><summary>${strings.invalidDetails ?? 'Details'}</summary><ul>${errors.map((e) => html`<li><code>${e.path}</code> ${e.message}</li>`)}</ul></details>` : ''
  }</div>`;
}

/** The whole markup of one request in `shape`: its wrapper (`.choice-prompts`, which `history.css` styles) around the card. */
function render(request: ChoiceRequest, options: RenderHTMLOptions, shape: HTMLShape): string {
  const errors = validateRequest(request);
  const tooMany = errors.length === 0 && shape === 'prompt' && request.questions.length > 1;
  if (errors.length > 0 || tooMany) {
    const strings = tableFor(options);
    const message = tooMany ? say(strings, 'needsQuestionSet', { count: request.questions.length }) : strings.invalid;
    const fallback = new Markup(prefixClasses(fallbackMarkup(strings, message, errors).html, CLASS_PREFIX));
    return html`<div class="choice-prompts" data-shape="${shape}" data-state="invalid" lang="${options.lang}" dir="${options.dir}">${fallback}</div>`.html;
  }
  const prefix = options.idPrefix ?? prefixOf(request.id);
  const { state, card } = requestMarkup(request, options, shape, prefix);
  const classed = new Markup(prefixClasses(card.html, CLASS_PREFIX));
  return html`<div class="choice-prompts" data-shape="${shape}" data-state="${state}" lang="${options.lang}" dir="${options.dir}">${classed}</div>`.html;
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
