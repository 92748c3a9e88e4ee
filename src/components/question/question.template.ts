import { html, nothing, type TemplateResult } from 'lit';
import type { ChoiceAnswer, ChoiceOption, ChoiceQuestion, ChoiceRequest } from '../../protocol/model.js';
import type { Lock } from '../answer/rules.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { ruleText } from '../answer/wording.js';
import { choicesOf, hasChoices, questionText } from '../answer/choices.js';
import { checkIcon, infoIcon } from '../internal/icons.js';
import { say } from '../strings/locale-format.js';
import { renderOther } from './other.template.js';
import { contextDir, idOf, namesArguments, namesSubject, type QuestionPartNames, type QuestionView } from './question-view.js';

export type { QuestionHandlers, QuestionPartNames, QuestionView } from './question-view.js';

/**
 * One question of a request, in full: its context and text, the hint, and the answer in the
 * form its kind takes (a group of option buttons, or the field that is the answer of a
 * question without options), with the free-text field and notes. Both elements render every
 * question through this template (before the element is revealed, through its light branch,
 * `renderLite` below, which shares the question's head). Every text from the request goes through Lit bindings
 * (never as markup) and is bidi-isolated in CSS (`unicode-bidi: isolate`), so a control
 * character in one label cannot reorder its neighbours, while its direction follows the
 * element's. Every ID is prefixed with the question's (`q0-…`), so references stay inside
 * one shadow root however many questions it shows.
 */
export function renderQuestion(v: QuestionView): TemplateResult {
  const q = v.question;
  const id = (name: string) => idOf(v.index, name);
  // Hints are about answering: a locked question shows none. The rule ("Choose up to 2", or
  // that choosing sends: not on an approval, whose options are verbs) stands; a message (the
  // limit reached, a problem on Submit) takes its place on screen.
  const rule = v.lock ? '' : ruleText(q, v) || (v.sendsOnClick && !q.subject ? v.strings.choosingSends : '');
  const atLimit = !v.lock && q.multiple && q.options.length > q.maxSelections && v.draft.atLimit;
  const message = v.lock ? '' : (v.problem ?? (atLimit ? say(v.strings, 'limitReached', { max: q.maxSelections }) : ''));
  return html`<div part="question-item" class="question-item" data-q=${v.index}>
    ${q.subject ? v.parts.approvals?.renderSubject(v) : nothing}
    ${renderHead(q, v.index, v.strings, v.mark)}
    ${rule || message
      ? html`<div part=${v.partNames.hint} class=${v.problem ? 'hint problem' : 'hint'}>
          ${v.problem ? infoIcon : nothing}${rule ? html`<div id=${id('rule')} class=${message ? 'visually-hidden' : ''}>${rule}</div>` : nothing}${message
            ? html`<div id=${id('hint')}>${message}</div>`
            : nothing}
        </div>`
      : nothing}
    ${v.parts.noteField?.renderNoteField(v)}${hasChoices(q) ? renderGroup(v, !!rule, !!message) : v.parts.fields?.renderTextField(v, { rule: !!rule, message: !!message })} ${v.notes ? v.parts.notes?.renderNotes(v) : nothing}${v.parts.progress?.renderSkip(v)}
  </div>`;
}

/**
 * A question's context and its text, as both branches show them: each a `.textContent`
 * binding (no marker comment, no text part), IDs prefixed with the question's.
 */
function renderHead(q: ChoiceQuestion, index: number, strings: ChoiceStrings, mark?: TemplateResult): TemplateResult {
  return html`${q.context
      ? html`<p part="context" class="context text" id=${idOf(index, 'context')} dir=${contextDir(q.context) ?? nothing} .textContent=${q.context}></p>`
      : nothing}
    <div part="question" class="question text" id=${idOf(index, 'question')}>${questionText(q, strings)}${mark}</div>`;
}

/**
 * The option group. Its name is the question and, for a multi-select, the rule ("Choose up
 * to 2"), for a single choice that sends, "Choosing an option sends your answer.": screen readers speak a group's name when focus enters it but not always its
 * description (Orca does not), and without the rule a multi-select sounds like a
 * single-select whose Enter sends. The rule stays in the accessibility tree (visually
 * hidden while a message replaces it on screen), so the name stays short, and it is a
 * `<div>`: Orca also reads the elements a group is labelled by, and says the name again
 * unless it finds the same words there; Chromium exposes a `<div>` in a shadow root as such
 * an element, but not a `<span>`. The longer message is the group's description. A context
 * that is a tool call's short arguments (`namesArguments`), or an approval's short subject
 * (`namesSubject`), is part of the name too: what is approved must be heard where Approve is.
 */
function renderGroup(v: QuestionView, hasRule: boolean, hasMessage: boolean): TemplateResult {
  const q = v.question;
  const options = choicesOf(q, v.strings);
  const id = (name: string) => idOf(v.index, name);
  // Toggle buttons do not say that choosing one lets go of another: an open single choice that
  // waits for Submit says so in its name, as a multi-select's rule does (from an element off
  // screen, where the radios say it, but in the accessibility tree: labelled by a `hidden` one,
  // Orca found the name's words in none of its labels and read the question twice; an
  // approval's verbs and a choice that sends say it already).
  const one = !v.lock && !q.multiple && !q.subject && !v.sendsOnClick;
  return html`
    <div
      part="group"
      class="group"
      role="group"
      aria-labelledby=${[id('question'), namesArguments(q) && id('context'), namesSubject(q) && id('subject-code'), hasRule && id('rule'), one && id('one')].filter(Boolean).join(' ')}
      aria-describedby=${hasMessage ? id('hint') : nothing}
    >
      ${one ? html`<div class="visually-hidden" id=${id('one')}>${v.strings.chooseOne}</div>` : nothing}
      <div class="options" @pointerover=${options.some((o) => o.preview) ? v.on.optionPointerover : nothing}>
        ${options.map((option, i) => html`${renderOption(v, option, i)}${option.preview && v.previewIndex === i ? v.parts.previews?.renderPreview(v, option) : nothing}`)}${v.parts.selectAll?.renderSelectAll(v)}
      </div>
      ${q.allowOther && (!v.lock || v.shown.other) ? renderOther(v) : nothing}${v.parts.message?.renderMessage(v)}
    </div>
  `;
}

/**
 * One option: a card whose native button holds only the check/digit and the label (so the
 * button's name is exactly its visible text, WCAG 2.5.3), with the badge and description
 * beside it as its accessible description. A click anywhere on the card chooses: the element
 * listens once for all its options (no per-option handlers to bind on every render, and no
 * overlay stretched over the card, which would make a positioned box per option).
 */
function renderOption(v: QuestionView, option: ChoiceOption, i: number): TemplateResult {
  const q = v.question;
  const id = (name: string) => idOf(v.index, name);
  const pressed = v.shown.selected.includes(option.id);
  const blocked = !v.lock && !pressed && v.draft.atLimit;
  const previewed = !!option.preview && v.previewIndex === i;
  const describedBy = [option.recommended && id(`o${i}-badge`), option.description && id(`o${i}-desc`), blocked && id('hint'), previewed && id('preview')]
    .filter(Boolean)
    .join(' ');
  // A chosen single choice has one look everywhere, a radio's ring and dot, never a
  // checkbox's filled square and check. Not chosen: an option that sends when chosen shows
  // its digit key (never an empty radio, which says "choose, then Submit"), until it is settled
  // and no key works; an approval's options show a check or a cross, and take no digit: a stray
  // key must not approve.
  const approval = q.subject ? v.parts.approvals?.approvalOption(v, option) : undefined;
  const look = approval?.look;
  const kind = q.multiple ? 'check' : pressed ? 'radio' : (look ?? (v.sendsOnClick && !v.lock ? 'key' : 'radio'));
  // A key that chooses nothing is not announced: none on an option that cannot be chosen.
  const shortcut = v.lock || blocked ? undefined : approval ? approval.shortcut : i < 9 ? String(i + 1) : undefined;
  return html`
    <div
      part=${pressed ? 'option option-selected' : 'option'}
      class=${`row${look ? ` ${look}` : ''}${pressed ? ' pressed' : ''}${blocked ? ' blocked' : ''}${v.lock || blocked ? ' disabled' : ''}`}
    >
      <div class="line">
        <button
          type="button"
          class="option"
          id=${id(`o${i}`)}
          aria-pressed=${pressed ? 'true' : 'false'}
          aria-disabled=${v.lock || blocked ? 'true' : nothing}
          aria-describedby=${describedBy || nothing}
          aria-keyshortcuts=${shortcut ?? nothing}
          tabindex=${v.tabIndexFor(i)}
        >
          <span class=${`indicator ${kind}`} data-key=${kind === 'key' ? String(i + 1) : nothing} aria-hidden="true"
            >${kind === 'check' ? (pressed ? checkIcon : nothing) : pressed ? nothing : approval?.icon}</span
          ><span part="option-label" class="label text" id=${id(`o${i}-label`)}>${option.label}</span>
        </button>
        ${option.recommended ? html`<span part="badge" class="badge text" id=${id(`o${i}-badge`)}>${v.strings.recommended}</span>` : nothing}
        ${approval?.keyCap ?? nothing}
      </div>
      ${option.description
        ? html`<div part="option-description" class="description text" id=${id(`o${i}-desc`)}>${option.description}</div>`
        : nothing}
    </div>
  `;
}

/** What the light branch (`renderLite`) is handed. */
export interface LiteView {
  request: ChoiceRequest;
  strings: ChoiceStrings;
  lang: string | undefined;
  /** What question `index` shows as chosen. */
  shown(index: number): ChoiceAnswer;
  /** The part name of a question's hint (`QuestionPartNames`). */
  hintPart: QuestionPartNames['hint'];
  tabIndexFor(index: number, option: number): 0 | -1;
}

/**
 * What an open element shows before it is revealed (lazy upgrade, `reveal.controller.ts`):
 * the question naming a group of native option buttons, with their pressed states, the
 * recommendation and descriptions as text, the tab stop where the full prompt keeps it. (A
 * settled request shows its settled markup at once: the fold part's.) A screen reader browsing the page, or a keyboard user
 * tabbing through it, meets the real question and options, not a placeholder; what only
 * matters on screen or once someone acts (check marks, hover, live regions, description
 * references) waits for the full render. It costs a fraction of the full prompt to build.
 *
 * The prompt reveals itself as soon as focus enters, and focus moves to the same option in
 * the full render; a click (say, from assistive technology) chooses as in the full prompt
 * (the element's own listeners handle both renders). It takes the same room as the full
 * prompt, so revealing it moves nothing.
 *
 * Only requests whose controls are their options are rendered light (`showsOnlyOptions`):
 * one with a text field, notes, a preview, a clock, Submit or Cancel renders in full at once.
 *
 * Built for a page of a thousand prompts: every text is a `.textContent` binding (no marker
 * comment, no text part) and the optional pieces sit behind one binding each.
 */
export function renderLite(v: LiteView): TemplateResult {
  const { request } = v;
  const lone = request.questions.length === 1 ? request.questions[0] : undefined;
  return html`<div part="base" class="base lite" lang=${v.lang ?? nothing}>
    ${request.title || lone?.header
      ? html`<div class="top">
          ${request.title ? html`<div part="title" class="title text" .textContent=${request.title}></div>` : nothing}
          ${lone?.header ? html`<span part="header" class="chip text" .textContent=${lone.header}></span>` : nothing}
        </div>`
      : nothing}
    <div class="questions">${request.questions.map((q, i) => renderLiteQuestion(v, q, i))}</div>
  </div>`;
}

/** A light request is one whose choice sends (`showsOnlyOptions`): its hint says so, in the group's name as in full. */
function renderLiteQuestion(v: LiteView, q: ChoiceQuestion, index: number): TemplateResult {
  const shown = v.shown(index);
  const rule = idOf(index, 'rule');
  return html`<div part="question-item" class="question-item" data-q=${index}>
    ${renderHead(q, index, v.strings)}
    <div part=${v.hintPart} class="hint"><div id=${rule} .textContent=${v.strings.choosingSends}></div></div>
    <div
      part="group"
      class="group options"
      role="group"
      aria-labelledby=${[idOf(index, 'question'), namesArguments(q) && idOf(index, 'context'), rule].filter(Boolean).join(' ')}
    >
      ${choicesOf(q, v.strings).map((option, i) => renderLiteOption(v, option, { pressed: shown.selected.includes(option.id), tabIndex: v.tabIndexFor(index, i) }))}
    </div>
  </div>`;
}

/** One option as a card around its button, laid out as the full render lays it out. */
function renderLiteOption(v: LiteView, option: ChoiceOption, { pressed, tabIndex }: { pressed: boolean; tabIndex: number }): TemplateResult {
  return html`<div part=${pressed ? 'option option-selected' : 'option'} class=${pressed ? 'row pressed' : 'row'}>
    <button
      type="button"
      class="option"
      aria-pressed=${pressed ? 'true' : 'false'}
      tabindex=${tabIndex}
      .textContent=${option.label}
    ></button
    >${option.recommended || option.description ? renderAbout(v, option) : nothing}
  </div>`;
}

function renderAbout(v: LiteView, option: ChoiceOption): TemplateResult {
  return html`${option.recommended ? html`<span part="badge" class="badge text" .textContent=${v.strings.recommended}></span>` : nothing}${option.description
    ? html`<div part="option-description" class="description text" .textContent=${option.description}></div>`
    : nothing}`;
}
