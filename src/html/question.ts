/**
 * One question as markup: what `question.template.ts` and the parts' templates draw for it,
 * written with the `html` tag, so the page shows it before (or without) the elements' script.
 */
import type { ChoiceAnswer, ChoiceOption, ChoiceQuestion } from '../protocol/model.js';
import { LIMITS } from '../protocol/limits.js';
import { maxTextLength, numberRule, spansLines, typedDecimal } from '../protocol/kinds.js';
import type { QuestionDraft } from '../components/answer/draft.js';
import type { Lock } from '../components/answer/rules.js';
import { ruleText, type Wording } from '../components/answer/wording.js';
import { choicesOf, hasChoices, questionText } from '../components/answer/choices.js';
import { contextDir, namesArguments, namesSubject } from '../components/question/question-view.js';
import { approvalLook, refusalOf } from '../components/approval/approval.js';
import { HIDDEN, captionOf, codePoint, diffKind, spoken } from '../components/approval/subject-text.js';
import { asksMessage } from '../components/approval/message-strings.js';
import { lengthOf, nearLimitRemark } from '../components/fields/counter-text.js';
import { fieldHintText, fieldProblemText } from '../components/fields/field-wording.js';
import { say } from '../components/strings/locale-format.js';
import { sayPart } from '../components/strings/part-strings.js';
import type { ChoiceStrings } from '../components/strings/strings.js';
import { html, nothing, type Markup } from './markup.js';
import { checkIcon, crossIcon } from './icons.js';

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
  /** The mark beside its text in a set: `optionalMark`, `requiredMark`, or none. */
  mark: 'optionalMark' | 'requiredMark' | undefined;
  /** A `<question-set>`'s question, whose parts are named for its questions (`question-hint`), with Skip when optional. */
  inSet: boolean;
  /** Each ID of the question, with the request's prefix. */
  id(name: string): string;
  /** The option holding the group's tab stop (where the element's roving focus starts). */
  tabStop: number;
}

/** What the question fields part words (a field's hints and problems), as the elements' wording reads it. */
const wordingOf = (strings: ChoiceStrings): Wording => ({ strings, parts: { fields: { fieldHintText, fieldProblemText } } as Wording['parts'] });

/** One question, in full, as `renderQuestion` draws it. */
export function questionMarkup(v: QuestionMarkupView): Markup {
  const q = v.question;
  // Hints are about answering: a locked question shows none (see `renderQuestion`).
  const rule = v.lock ? '' : ruleText(q, wordingOf(v.strings)) || (v.sendsOnClick && !q.subject ? v.strings.choosingSends : '');
  const atLimit = !v.lock && q.multiple && q.options.length > q.maxSelections && v.draft.atLimit;
  const message = atLimit ? say(v.strings, 'limitReached', { max: q.maxSelections }) : '';
  return html`<div part="question-item" class="question-item" data-q="${v.index}">${q.subject ? subjectMarkup(v) : nothing}${headMarkup(v)}${
    rule || message
      ? html`<div part="${v.inSet ? 'question-hint' : 'hint'}" class="hint">${rule ? html`<div id="${v.id('rule')}" class="${message ? 'visually-hidden' : ''}">${rule}</div>` : nothing}${
          message ? html`<div id="${v.id('hint')}">${message}</div>` : nothing
        }</div>`
      : nothing
  }${hasChoices(q) ? groupMarkup(v, !!rule, !!message) : fieldMarkup(v, !!rule)}${v.notes ? notesMarkup(v) : nothing}${skipMarkup(v)}</div>`;
}

function headMarkup(v: QuestionMarkupView): Markup {
  const q = v.question;
  const mark = v.mark ? html` <span class="mark">${sayPart(v.strings, v.mark)}</span>` : nothing;
  return html`${q.context ? html`<p part="context" class="context text" id="${v.id('context')}" dir="${contextDir(q.context)}">${q.context}</p>` : nothing}<div part="question" class="question text" id="${v.id('question')}">${questionText(q, v.strings)}${mark}</div>`;
}

function groupMarkup(v: QuestionMarkupView, hasRule: boolean, hasMessage: boolean): Markup {
  const q = v.question;
  const options = choicesOf(q, v.strings);
  const labelledBy = [v.id('question'), namesArguments(q) && v.id('context'), namesSubject(q) && v.id('subject-code'), hasRule && v.id('rule')].filter(Boolean).join(' ');
  return html`<div part="group" class="group" role="group" aria-labelledby="${labelledBy}" aria-describedby="${hasMessage ? v.id('hint') : undefined}"><div class="options">${options.map(
    (option, i) => html`${optionMarkup(v, option, i)}${option.preview && v.tabStop === i ? previewMarkup(v, option) : nothing}`,
  )}</div>${q.allowOther && (!v.lock || v.shown.other) ? otherMarkup(v) : nothing}${messageMarkup(v)}</div>`;
}

function optionMarkup(v: QuestionMarkupView, option: ChoiceOption, i: number): Markup {
  const q = v.question;
  const pressed = v.shown.selected.includes(option.id);
  const blocked = !v.lock && !pressed && v.draft.atLimit;
  const previewed = !!option.preview && v.tabStop === i;
  const describedBy = [option.recommended && v.id(`o${i}-badge`), option.description && v.id(`o${i}-desc`), blocked && v.id('hint'), previewed && v.id('preview')].filter(Boolean).join(' ');
  const look = approvalLook(q, option.term);
  const escapes = v.escapes && !v.lock && q.options[refusalOf(q)]?.id === option.id;
  const kind = q.multiple ? 'check' : (look ?? (v.sendsOnClick ? 'key' : 'radio'));
  const shortcut = v.lock || blocked ? undefined : q.subject ? (escapes ? 'Escape' : undefined) : i < 9 ? String(i + 1) : undefined;
  const icon = look === 'deny' ? crossIcon : look === 'approve' ? checkIcon : pressed ? checkIcon : nothing;
  return html`<div part="${pressed ? 'option option-selected' : 'option'}" class="${`row${look ? ` ${look}` : ''}${pressed ? ' pressed' : ''}${blocked ? ' blocked' : ''}${v.lock || blocked ? ' disabled' : ''}`}"><div class="line"><button type="button" class="option" id="${v.id(`o${i}`)}" aria-pressed="${pressed ? 'true' : 'false'}" aria-disabled="${v.lock || blocked ? 'true' : undefined}" aria-describedby="${describedBy || undefined}" aria-keyshortcuts="${shortcut}" tabindex="${i === v.tabStop ? 0 : -1}"><span class="${`indicator ${kind}`}" data-key="${kind === 'key' && !pressed ? String(i + 1) : undefined}" aria-hidden="true">${icon}</span><span part="option-label" class="label text" id="${v.id(`o${i}-label`)}">${option.label}</span></button>${
    option.recommended ? html`<span part="badge" class="badge text" id="${v.id(`o${i}-badge`)}">${v.strings.recommended}</span>` : nothing
  }${escapes ? html`<kbd class="kbd" aria-hidden="true">${v.strings.escapeKey}</kbd>` : nothing}</div>${
    option.description ? html`<div part="option-description" class="description text" id="${v.id(`o${i}-desc`)}">${option.description}</div>` : nothing
  }</div>`;
}

/** The typed answer: as typed while open, as sent or restored once locked. */
const typedText = (v: QuestionMarkupView) => (v.lock ? (v.shown.other ?? '') : v.draft.other);

/** A boolean attribute, present or not. */
const flag = (on: boolean) => (on ? '' : undefined);

function otherMarkup(v: QuestionMarkupView): Markup {
  const id = v.id('other');
  return html`<div part="other" class="field other"><label for="${id}">${v.strings.other}</label><input id="${id}" type="text" dir="auto" autocomplete="off" maxlength="${LIMITS.maxLongText}" placeholder="${v.question.placeholder ?? v.strings.otherPlaceholder}" readonly="${flag(!!v.lock)}" value="${typedText(v)}"></div>`;
}

const INPUT_MODES: Record<string, string> = { integer: 'numeric', number: 'decimal', email: 'email', uri: 'url' };

/** The field that is the answer of a question without options (`text-field.template.ts`). */
function fieldMarkup(v: QuestionMarkupView, hasRule: boolean): Markup {
  const q = v.question;
  const kind = q.kind && q.kind !== 'choice' ? q.kind : (q.input ?? 'text');
  const describedBy = hasRule ? v.id('rule') : undefined;
  const typed = typedText(v);
  const common = { id: v.id('other'), labelledBy: v.id('question'), required: q.optional ? undefined : 'true', readonly: flag(!!v.lock) };
  if (kind === 'text' && !q.secret && spansLines(q)) {
    const rows = Math.min(Math.max(typed.split('\n').length, 3), 12);
    return html`<div part="other" class="field other text-only"><textarea id="${common.id}" dir="auto" autocomplete="off" spellcheck="false" rows="${rows}" maxlength="${maxTextLength(q)}" placeholder="${q.placeholder}" aria-labelledby="${common.labelledBy}" aria-describedby="${describedBy}" aria-required="${common.required}" readonly="${common.readonly}">${`\n${typed}`}</textarea>${counterMarkup(v, typed)}</div>`;
  }
  const range = numberRule(q);
  const typedNumber = range && typedDecimal(typed);
  const now = typedNumber !== undefined && typedNumber >= (range?.min ?? -Infinity) && typedNumber <= (range?.max ?? Infinity) ? typedNumber : undefined;
  const valueText = range && now === undefined ? typed.trim() || v.strings.numberEmpty : undefined;
  return html`<div part="other" class="field other text-only"><input id="${common.id}" type="${q.secret ? 'password' : 'text'}" dir="auto" autocomplete="${q.format === 'email' ? 'email' : q.secret ? 'new-password' : 'off'}" inputmode="${INPUT_MODES[q.format ?? kind]}" maxlength="${maxTextLength(q)}" placeholder="${q.placeholder ?? v.strings.textPlaceholder}" role="${range ? 'spinbutton' : undefined}" aria-valuemin="${range?.min}" aria-valuemax="${range?.max}" aria-valuenow="${now}" aria-valuetext="${valueText}" aria-labelledby="${common.labelledBy}" aria-describedby="${describedBy}" aria-required="${common.required}" readonly="${common.readonly}" value="${q.secret ? '•'.repeat(lengthOf(typed)) : typed}">${counterMarkup(v, typed)}</div>`;
}

/** "12 / 200" under a field whose question sets a length limit, while it takes answers (`counter.template.ts`). */
function counterMarkup(v: QuestionMarkupView, text: string): Markup {
  const max = v.question.maxLength;
  if (max === undefined || v.lock) return nothing;
  const length = lengthOf(text);
  return html`<div part="counter" class="${length > max ? 'counter over' : 'counter'}" aria-hidden="true">${sayPart(v.strings, 'lengthCount', { count: length, max })}</div><div class="visually-hidden" aria-live="polite">${nearLimitRemark(v.strings, length, max)}</div>`;
}

/** The notes on the chosen options (`notes.template.ts`); once locked, only those written. */
function notesMarkup(v: QuestionMarkupView): Markup {
  const chosen = v.question.options.map((o, i) => [o, i] as const).filter(([o]) => v.shown.selected.includes(o.id));
  if (chosen.length === 0 || (v.lock && chosen.every(([o]) => !v.draft.note(o.id)))) return nothing;
  return html`<div class="notes">${chosen.map(([o, i]) => {
    const id = v.id(`note-${i}`);
    return html`<div part="${v.inSet ? 'option-note' : 'note'}" class="field note"><label for="${id}">${say(v.strings, 'optionNote', { option: o.label })}</label><input id="${id}" data-option="${i}" type="text" dir="auto" autocomplete="off" maxlength="${LIMITS.maxLongText}" placeholder="${sayPart(v.strings, 'notePlaceholder')}" readonly="${flag(!!v.lock)}" value="${v.draft.note(o.id)}"></div>`;
  })}</div>`;
}

/** The field of "No, and tell Claude…" while that option is chosen; once sent, the message as sent (`message.template.ts`). */
function messageMarkup(v: QuestionMarkupView): Markup {
  const i = v.question.options.findIndex(asksMessage);
  const option = v.question.options[i];
  if (!option || !v.shown.selected.includes(option.id)) return nothing;
  const text = v.lock ? (v.shown.optionNotes?.[option.id] ?? '') : v.draft.note(option.id);
  if (v.lock && !text) return nothing;
  const id = v.id('message');
  return html`<div part="message" class="field message"><label for="${id}">${v.strings.denyMessageLabel}</label><div class="message-row"><input id="${id}" data-option="${i}" type="text" dir="auto" autocomplete="off" maxlength="${LIMITS.maxLongText}" aria-describedby="${v.lock ? undefined : v.id('message-hint')}" readonly="${flag(!!v.lock)}" value="${text}">${
    v.lock ? nothing : html`<button type="button" part="message-send" class="button primary">${v.strings.submit}</button>`
  }</div>${v.lock ? nothing : html`<div class="message-hint" id="${v.id('message-hint')}">${v.strings.denyMessageHint}</div>`}</div>`;
}

/** The option's preview, under it (`preview.template.ts`). */
function previewMarkup(v: QuestionMarkupView, option: ChoiceOption): Markup {
  return html`<div part="preview" class="preview" role="group" aria-label="${say(v.strings, 'preview', { option: option.label })}"><pre class="code" dir="auto" tabindex="0" id="${v.id('preview')}">${option.preview}</pre></div>`;
}

/** Skip under an open optional question of a set (`unanswered/skip.ts`). */
function skipMarkup(v: QuestionMarkupView): Markup {
  const q = v.question;
  if (v.lock || !q.optional || !v.inSet || q.default !== undefined || q.defaults.length > 0) return nothing;
  return html`<button part="skip" class="button secondary skip" type="button" aria-describedby="${v.id('question')}">${sayPart(v.strings, 'skip')}</button>`;
}

/** `text` with each hidden character shown as a marked `U+XXXX`. */
function visible(text: string): Markup[] {
  const parts: Markup[] = [];
  let last = 0;
  for (const match of text.matchAll(HIDDEN)) {
    parts.push(html`${text.slice(last, match.index)}<span class="hidden-char">${codePoint(match[0])}</span>`);
    last = match.index + match[0].length;
  }
  parts.push(html`${text.slice(last)}`);
  return parts;
}

/** An approval's subject box, and a policy's decision after it (`subject.template.ts`, `decision.template.ts`). */
function subjectMarkup(v: QuestionMarkupView): Markup {
  const subject = v.question.subject!;
  const caption = captionOf(subject, v.strings);
  const name = [questionText(v.question, v.strings), caption, namesSubject(v.question) && spoken(subject.text)].filter(Boolean).join(' ');
  const lines = subject.kind === 'diff' ? subject.text.split(/\r?\n/).map((line) => html`<span class="${`diff-line ${diffKind(line)}`}">${visible(line)}</span>`) : visible(subject.text);
  return html`<div part="subject" class="subject" id="${v.id('subject')}" role="group" tabindex="0" aria-label="${name}"><div class="subject-caption">${caption}</div><div part="subject-text" class="subject-text" id="${v.id('subject-code')}" dir="ltr" translate="no">${lines}</div></div>${
    subject.automatic ? decisionMarkup(v) : nothing
  }`;
}

function decisionMarkup(v: QuestionMarkupView): Markup {
  const { approved, reason } = v.question.subject!.automatic!;
  const text = say(v.strings, 'automaticDecision', { decision: approved === undefined ? '…' : approved ? v.strings.approve : v.strings.deny });
  const said = typeof reason === 'string' ? `${text}. ${reason}` : text;
  const look = approved === undefined ? '' : approved ? ' approve' : ' deny';
  return html`<div part="decision" class="${`decision${look}`}" id="${v.id('decision')}"><span class="indicator" aria-hidden="true">${
    approved === undefined ? nothing : approved ? checkIcon : crossIcon
  }</span><span class="decision-text" dir="auto"><span class="status-text">${said}</span></span></div>`;
}
