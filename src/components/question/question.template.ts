import { html, nothing, type TemplateResult } from 'lit';
import type { ChoiceOption } from '../../protocol/model.js';
import { ruleText } from '../answer/wording.js';
import { choicesOf, hasChoices, questionText } from '../answer/choices.js';
import { checkIcon, infoIcon } from '../internal/icons.js';
import { say } from '../strings/locale-format.js';
import { renderOther } from './other.template.js';
import { annotationsPart, approvalPart, fieldKinds, previewPart, progressPart } from '../internal/parts.js';
import { contextDir, idOf, namesArguments, namesSubject, type QuestionView } from './question-view.js';

export type { QuestionHandlers, QuestionParts, QuestionView } from './question-view.js';

/**
 * One question of a request, in full: its context and text, the hint, and the answer in the
 * form its kind takes (a group of option buttons, or the field that is the answer of a
 * question without options), with the free-text field and notes. Both elements render every
 * question through this template. Every text from the request goes through Lit bindings
 * (never as markup) and is bidi-isolated in CSS (`unicode-bidi: isolate`), so a control
 * character in one label cannot reorder its neighbours, while its direction follows the
 * element's. Every ID is prefixed with the question's (`q0-…`), so references stay inside
 * one shadow root however many questions it shows.
 */
export function renderQuestion(v: QuestionView): TemplateResult {
  const q = v.question;
  const id = (name: string) => idOf(v.index, name);
  // Hints are about answering: a locked question shows none. The rule ("Choose up to 2")
  // stands; a message (the limit reached, a problem on Submit) takes its place on screen.
  const rule = v.lock ? '' : ruleText(q, v);
  const atLimit = !v.lock && q.multiple && q.options.length > q.maxSelections && v.draft.atLimit;
  const message = v.lock ? '' : (v.problem ?? (atLimit ? say(v.strings, 'limitReached', { max: q.maxSelections }) : ''));
  return html`<div part="question-item" class="question-item" data-q=${v.index}>
    ${q.subject ? approvalPart.value.renderSubject(v) : nothing}
    ${q.context ? html`<p part="context" class="context text" id=${id('context')} dir=${contextDir(q.context) ?? nothing}>${q.context}</p>` : nothing}
    <div part="question" class="question text" id=${id('question')}>${questionText(q, v.strings)}</div>
    ${rule || message
      ? html`<div part=${v.parts.hint} class=${v.problem ? 'hint problem' : 'hint'}>
          ${v.problem ? infoIcon : nothing}${rule ? html`<div id=${id('rule')} class=${message ? 'visually-hidden' : ''}>${rule}</div>` : nothing}${message
            ? html`<div id=${id('hint')}>${message}</div>`
            : nothing}
        </div>`
      : nothing}
    ${hasChoices(q) ? renderGroup(v, !!rule, !!message) : fieldKinds.value.renderTextField(v, { rule: !!rule, message: !!message })} ${v.notes ? annotationsPart.value.renderNotes(v) : nothing}${progressPart.loaded ? progressPart.value.renderSkip(v) : nothing}
  </div>`;
}

/**
 * The option group. Its name is the question and, for a multi-select, the rule ("Choose up
 * to 2"): screen readers speak a group's name when focus enters it but not always its
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
  return html`
    <div
      part="group"
      class="group"
      role="group"
      aria-labelledby=${[id('question'), namesArguments(q) && id('context'), namesSubject(q) && id('subject-code'), hasRule && id('rule')].filter(Boolean).join(' ')}
      aria-describedby=${hasMessage ? id('hint') : nothing}
    >
      <div class="options" @keydown=${v.on.optionKeydown} @pointerover=${options.some((o) => o.preview) ? v.on.optionPointerover : nothing}>
        ${options.map((option, i) => html`${renderOption(v, option, i)}${option.preview && v.previewIndex === i ? previewPart.value.renderPreview(v, option) : nothing}`)}
      </div>
      ${q.allowOther && (!v.lock || v.shown.other) ? renderOther(v) : nothing}
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
  // An option that sends when chosen shows its digit key, never a radio, even beside an
  // "Other" field with its Submit: a radio says "choose, then Submit". An approval's options
  // show a check or a cross instead, and take no digit: a stray key must not approve.
  const approval = q.subject ? approvalPart.value.approvalOption(v, option) : undefined;
  const look = approval?.look;
  const kind = q.multiple ? 'check' : (look ?? (v.sendsOnClick && !v.lock ? 'key' : 'radio'));
  const shortcut = approval ? approval.shortcut : i < 9 ? String(i + 1) : undefined;
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
          <span class=${`indicator ${kind}`} data-key=${kind === 'key' && !pressed ? String(i + 1) : nothing} aria-hidden="true"
            >${approval?.icon ?? (pressed ? checkIcon : nothing)}</span
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
