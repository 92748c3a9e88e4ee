/**
 * One question as markup: what `question.template.ts` draws for it, written with the `html`
 * tag, so the page shows it before (or without) the elements' script. What a part of the
 * elements draws (a field, an approval's subject, notes…) comes from that part's markup
 * (`MarkupParts`), as the element's render takes it from the part.
 */
import type { ChoiceAnswer, ChoiceOption, ChoiceQuestion, ChoiceRequest, OptionTerm } from '../protocol/model.js';
import { LIMITS } from '../protocol/limits.js';
import type { QuestionDraft } from '../components/answer/draft.js';
import type { Lock } from '../components/answer/rules.js';
import { ruleText, type Wording } from '../components/answer/wording.js';
import { choicesOf, hasChoices, questionText } from '../components/answer/choices.js';
import { contextDir, namesArguments, namesSubject } from '../components/question/question-view.js';
import { say } from '../components/strings/locale-format.js';
import type { ChoiceStrings } from '../components/strings/strings.js';
import { html, nothing, type Markup } from './markup.js';
import { checkIcon } from './icons.js';
import type { CardView } from './card.js';
import type { fieldHintText, fieldProblemText } from '../components/fields/field-wording.js';

/** What one question's markup is drawn from. */
export interface QuestionMarkupView {
  /** The question's place in the request: its IDs' prefix and its `data-q`. */
  index: number;
  question: ChoiceQuestion;
  /** The resolved table, with the parts' default texts under it. */
  strings: ChoiceStrings;
  draft: QuestionDraft;
  /** What shows as chosen: the draft while open; once locked, what was sent or restored. */
  shown: ChoiceAnswer;
  lock: Lock | null;
  sendsOnClick: boolean;
  /** The request takes a note on each chosen option. */
  notes: boolean;
  /** Escape chooses this question's refusal (its dialect's client takes Escape as "No"). */
  escapes: boolean;
  /** A `<question-set>`'s question, whose parts are named for its questions (`question-hint`), with Skip when optional. */
  inSet: boolean;
  /** Each ID of the question, with the request's prefix. */
  id(name: string): string;
  /** The option holding the group's tab stop (where the element's roving focus starts). */
  tabStop: number;
  /** The markup of the parts the request needs. */
  parts: MarkupParts;
  /** The request it belongs to (a set's marks count its questions). */
  request: ChoiceRequest;
}

/** How an approval's option shows (`approval/option.template.ts`): its look, its icon, its key. */
export interface OptionLook {
  look: 'approve' | 'remember' | 'deny' | undefined;
  icon: Markup | undefined;
  shortcut: string | undefined;
  keyCap: Markup;
}

/**
 * The markup of the elements' parts, each beside its Lit template in its feature's folder and
 * held by the part as `markup`: `renderHTML` has every one; an element's settled view, those
 * its request fetched (a request needs a part for anything it draws of it).
 */
export interface MarkupParts {
  /** Each part also brings the default texts of what it draws (a host's table wins over them). */
  /** Questions answered in a field (`fields/field.markup.ts`), and the words of their rules. */
  fields?: {
    field(v: QuestionMarkupView, hasRule: boolean): Markup;
    fieldHintText: typeof fieldHintText;
    fieldProblemText: typeof fieldProblemText;
  };
  /** Approvals (`approval/approval.markup.ts`). */
  approvals?: {
    subject(v: QuestionMarkupView): Markup;
    option(v: QuestionMarkupView, term: OptionTerm | undefined, option: ChoiceOption): OptionLook;
    arrivalOption(question: ChoiceQuestion): number;
    escapeRefusal(request: ChoiceRequest): { question: number } | undefined;
    refusesItself(request: ChoiceRequest): boolean;
  };
  /** The field of "No, and tell Claude…" (`approval/message.markup.ts`). */
  message?: { message(v: QuestionMarkupView): Markup };
  /** A question's note field: an approval's reason, Claude Code's notes (`notes/note-field.markup.ts`). */
  noteField?: { noteField(v: QuestionMarkupView): Markup };
  /** Notes on options and on the whole request (`notes/notes.markup.ts`). */
  notes?: { notes(v: QuestionMarkupView): Markup; globalNote(v: CardView): Markup };
  /** An option's preview (`previews/preview.markup.ts`). */
  previews?: { preview(v: QuestionMarkupView, option: ChoiceOption): Markup };
  /** A set's progress row, marks, Skip, and questions shown by an option (`progress/progress.markup.ts`). */
  progress?: {
    progress(v: CardView): Markup;
    mark(request: ChoiceRequest, index: number, strings: ChoiceStrings): Markup;
    skip(v: QuestionMarkupView): Markup;
    hidden(draft: QuestionDraft | undefined): boolean;
  };
  /** A link request's card and its link (`link/link.markup.ts`). */
  link?: { card(v: CardView, link: string): Markup; submit(v: CardView, link: string): Markup };
  /** The time left (`countdown/countdown.markup.ts`). */
  countdown?: { countdown(remainingMs: number, strings: ChoiceStrings, request: ChoiceRequest): Markup };
}

/** What every part's markup holds besides its templates: the default texts of what it draws. */
export type PartMarkup<N extends keyof MarkupParts> = NonNullable<MarkupParts[N]> & { texts?: Partial<ChoiceStrings> };

/** One question, in full, as `renderQuestion` draws it. */
export function questionMarkup(v: QuestionMarkupView): Markup {
  const q = v.question;
  const { parts } = v;
  // Hints are about answering: a locked question shows none (see `renderQuestion`).
  const rule = v.lock ? '' : ruleText(q, { strings: v.strings, parts: parts as Wording['parts'] }) || (v.sendsOnClick && !q.subject ? v.strings.choosingSends : '');
  const atLimit = !v.lock && q.multiple && q.options.length > q.maxSelections && v.draft.atLimit;
  const message = atLimit ? say(v.strings, 'limitReached', { max: q.maxSelections }) : '';
  return html`<div part="question-item" class="question-item" data-q="${v.index}">${q.subject ? parts.approvals?.subject(v) : nothing}${headMarkup(v)}${
    rule || message
      ? html`<div part="${v.inSet ? 'question-hint' : 'hint'}" class="hint">${rule ? html`<div id="${v.id('rule')}" class="${message ? 'visually-hidden' : ''}">${rule}</div>` : nothing}${
          message ? html`<div id="${v.id('hint')}">${message}</div>` : nothing
        }</div>`
      : nothing
  }${parts.noteField?.noteField(v)}${hasChoices(q) ? groupMarkup(v, !!rule, !!message) : parts.fields?.field(v, !!rule)}${v.notes ? parts.notes?.notes(v) : nothing}${parts.progress?.skip(v)}</div>`;
}

function headMarkup(v: QuestionMarkupView): Markup {
  const q = v.question;
  return html`${q.context ? html`<p part="context" class="context text" id="${v.id('context')}" dir="${contextDir(q.context)}">${q.context}</p>` : nothing}<div part="question" class="question text" id="${v.id('question')}">${questionText(q, v.strings)}${v.parts.progress?.mark(v.request, v.index, v.strings)}</div>`;
}

function groupMarkup(v: QuestionMarkupView, hasRule: boolean, hasMessage: boolean): Markup {
  const q = v.question;
  const options = choicesOf(q, v.strings);
  // An open single choice that waits for Submit says in its name that one is chosen (see `renderGroup`).
  const one = !v.lock && !q.multiple && !q.subject && !v.sendsOnClick;
  const labelledBy = [v.id('question'), namesArguments(q) && v.id('context'), namesSubject(q) && v.id('subject-code'), hasRule && v.id('rule'), one && v.id('one')].filter(Boolean).join(' ');
  return html`<div part="group" class="group" role="group" aria-labelledby="${labelledBy}" aria-describedby="${hasMessage ? v.id('hint') : undefined}">${
    one ? html`<div class="visually-hidden" id="${v.id('one')}">${v.strings.chooseOne}</div>` : nothing
  }<div class="options">${options.map(
    (option, i) => html`${optionMarkup(v, option, i)}${option.preview && v.tabStop === i ? v.parts.previews?.preview(v, option) : nothing}`,
  )}</div>${q.allowOther && (!v.lock || v.shown.other) ? otherMarkup(v) : nothing}${v.parts.message?.message(v)}</div>`;
}

function optionMarkup(v: QuestionMarkupView, option: ChoiceOption, i: number): Markup {
  const q = v.question;
  const pressed = v.shown.selected.includes(option.id);
  const blocked = !v.lock && !pressed && v.draft.atLimit;
  const previewed = !!option.preview && v.tabStop === i;
  const describedBy = [option.recommended && v.id(`o${i}-badge`), option.description && v.id(`o${i}-desc`), blocked && v.id('hint'), previewed && v.id('preview')].filter(Boolean).join(' ');
  const approval = q.subject ? v.parts.approvals?.option(v, option.term, option) : undefined;
  const look = approval?.look;
  // A chosen single choice has one look everywhere, a radio's (see `renderOption`).
  const kind = q.multiple ? 'check' : pressed ? 'radio' : (look ?? (v.sendsOnClick && !v.lock ? 'key' : 'radio'));
  const shortcut = v.lock || blocked ? undefined : approval ? approval.shortcut : i < 9 ? String(i + 1) : undefined;
  const icon = kind === 'check' ? (pressed ? checkIcon : nothing) : pressed ? nothing : (approval?.icon ?? nothing);
  return html`<div part="${pressed ? 'option option-selected' : 'option'}" class="${`row${look ? ` ${look}` : ''}${pressed ? ' pressed' : ''}${blocked ? ' blocked' : ''}${v.lock || blocked ? ' disabled' : ''}`}"><div class="line"><button type="button" class="option" id="${v.id(`o${i}`)}" aria-pressed="${pressed ? 'true' : 'false'}" aria-disabled="${v.lock || blocked ? 'true' : undefined}" aria-describedby="${describedBy || undefined}" aria-keyshortcuts="${shortcut}" tabindex="${i === v.tabStop ? 0 : -1}"><span class="${`indicator ${kind}`}" data-key="${kind === 'key' ? String(i + 1) : undefined}" aria-hidden="true">${icon}</span><span part="option-label" class="label text" id="${v.id(`o${i}-label`)}">${option.label}</span></button>${
    option.recommended ? html`<span part="badge" class="badge text" id="${v.id(`o${i}-badge`)}">${v.strings.recommended}</span>` : nothing
  }${approval?.keyCap ?? nothing}</div>${
    option.description ? html`<div part="option-description" class="description text" id="${v.id(`o${i}-desc`)}">${option.description}</div>` : nothing
  }</div>`;
}

/** The typed answer: as typed while open, as sent or restored once locked. */
export const typedText = (v: QuestionMarkupView) => (v.lock ? (v.shown.other ?? '') : v.draft.other);

/** A boolean attribute, present or not. */
export const flag = (on: boolean) => (on ? '' : undefined);

function otherMarkup(v: QuestionMarkupView): Markup {
  const id = v.id('other');
  return html`<div part="other" class="field other"><label for="${id}">${v.strings.other}</label><input id="${id}" type="text" dir="auto" autocomplete="off" maxlength="${LIMITS.maxLongText}" placeholder="${v.question.placeholder ?? v.strings.otherPlaceholder}" readonly="${flag(!!v.lock)}" value="${typedText(v)}"></div>`;
}

