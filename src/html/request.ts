/**
 * A request's markup from its state, as both `renderHTML` and the elements' settled view draw
 * it: the card, folded under its line once settled, in the wrapper `history.css` styles from.
 * Nothing here reads a payload or a response: that is `render.ts`'s, or the element's own.
 */
import type { ChoiceAnswer, ChoiceRequest } from '../protocol/model.js';
import type { QuestionDraft } from '../components/answer/draft.js';
import { offersCancel, sendsOnClick, type Lock } from '../components/answer/rules.js';
import { foldStrings } from '../components/fold/fold-strings.js';
import type { ChoiceStrings } from '../components/strings/strings.js';
import { cardMarkup } from './card.js';
import { foldLineMarkup, foldedMarkup } from './fold.js';
import { html, type Markup } from './markup.js';
import { questionMarkup, type MarkupParts } from './question.js';

/** The shapes of the markup: `<choice-prompt>`'s (one question, or none) and `<question-set>`'s (any number). */
export type HTMLShape = 'prompt' | 'set';

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

/**
 * `strings` (a resolved table, in its language) with the default texts of `parts` and of the
 * fold line under it: a host's entry wins, as in the elements.
 */
export function withPartTexts(strings: ChoiceStrings, parts: MarkupParts): ChoiceStrings {
  const texts = Object.values(parts).map((part) => (part as { texts?: Partial<ChoiceStrings> } | undefined)?.texts);
  return Object.assign({}, foldStrings, ...texts, strings) as ChoiceStrings;
}

/**
 * A request's state as its markup is drawn from: the lock, each question's draft and what it
 * shows as chosen, the response it settled with, the table. `renderHTML` makes it from its
 * options (`stateFor`); an element hands its own answer flow's.
 */
export interface MarkupState {
  lock: Lock | null;
  /** The resolved table, in its language, with the parts' default texts under it (`tableFor`). */
  strings: ChoiceStrings;
  /** Each question's draft (a question shown by an option linked to the one that shows it). */
  drafts: QuestionDraft[];
  /** What question `index` shows as chosen (`shownAnswer`). */
  shown(index: number): ChoiceAnswer;
  /** The state line's text ('' while open: `settledText`). */
  status: string;
  /** The note on the whole request: as typed, or as it was sent. */
  note: string;
  /** The markup of the parts the request needs (`renderHTML`: every part's). */
  parts: MarkupParts;
}

/**
 * The markup of a valid `request` in `state`, as `shape` draws it, every ID prefixed with
 * `prefix` (`''` in an element's own shadow root): the card, and once settled the card folded
 * under its line (`open` keeps it open).
 */
export function requestMarkup(request: ChoiceRequest, state: MarkupState, shape: HTMLShape, prefix: string, open = false): Markup {
  const { lock, strings, drafts, shown, status, parts } = state;
  const onClick = sendsOnClick(request);
  const escapes = parts.approvals?.escapeRefusal(request)?.question;
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
      inSet: shape === 'set',
      id: (name) => `${prefix}q${index}-${name}`,
      tabStop: Math.max(0, chosen >= 0 ? chosen : (parts.approvals?.arrivalOption(question) ?? -1)),
      parts,
      request,
    });
  });
  const card = cardMarkup({
    request,
    strings,
    lock,
    drafts,
    shown,
    questions,
    note: state.note,
    status,
    showSubmit: !lock && (!onClick || !!request.questions[0]?.allowOther),
    showCancel: !lock && offersCancel(request, parts.approvals),
    id: (name) => `${prefix}${name}`,
    parts,
  });
  return lock ? foldedMarkup(foldLineMarkup({ request, shown, lock, status, strings }), card, open) : card;
}

/** The element every request's markup is wrapped in: the root `history.css` styles from, saying its shape and state. */
export function wrapperMarkup(v: { shape: HTMLShape; state: string; lang?: string | undefined; dir?: string | undefined }, content: Markup): Markup {
  return html`<div class="choice-prompts" data-shape="${v.shape}" data-state="${v.state}" lang="${v.lang}" dir="${v.dir}">${content}</div>`;
}
