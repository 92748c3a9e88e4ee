/**
 * What an element shows before the lazy upgrade reveals it (`reveal.controller.ts`): each
 * question naming a group of native option buttons, with their states and the state line's
 * text, complete for assistive technology and the tab order.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ChoiceAnswer, ChoiceOption, ChoiceQuestion, ChoiceRequest } from '../../protocol/model.js';
import type { Lock } from '../answer/rules.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { choicesOf, questionText } from '../answer/choices.js';
import { contextDir, namesArguments } from './question-view.js';

export interface LiteView {
  request: ChoiceRequest;
  strings: ChoiceStrings;
  lock: Lock | null;
  lang: string | undefined;
  /** What question `index` shows as chosen. */
  shown(index: number): ChoiceAnswer;
  /** The state line's text ('' while open). */
  status: string;
  tabIndexFor(index: number, option: number): 0 | -1;
}

/**
 * What an element shows before it is revealed (lazy upgrade, `reveal.controller.ts`):
 * the question naming a group of native option buttons, with their pressed and disabled
 * states, the recommendation and descriptions as text, the tab stop where the full prompt
 * keeps it, and the state line's text. A screen reader browsing the page, or a keyboard user
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
  return html`<div part="base" class=${v.lock ? `base lite locked ${v.lock}` : 'base lite'} lang=${v.lang ?? nothing}>
    ${request.title || lone?.header
      ? html`<div class="top">
          ${request.title ? html`<div part="title" class="title text" .textContent=${request.title}></div>` : nothing}
          ${lone?.header ? html`<span part="header" class="chip text" .textContent=${lone.header}></span>` : nothing}
        </div>`
      : nothing}
    <div class="questions">${request.questions.map((q, i) => renderLiteQuestion(v, q, i))}</div>
    ${v.status ? html`<div part="status" class="status" .textContent=${v.status}></div>` : nothing}
  </div>`;
}

function renderLiteQuestion(v: LiteView, q: ChoiceQuestion, index: number): TemplateResult {
  const shown = v.shown(index);
  return html`<div part="question-item" class="question-item" data-q=${index}>
    ${q.context ? html`<p part="context" class="context text" id=${`q${index}-context`} dir=${contextDir(q.context) ?? nothing} .textContent=${q.context}></p>` : nothing}
    <div part="question" class="question text" id=${`q${index}-question`} .textContent=${questionText(q, v.strings)}></div>
    <div part="group" class="group options" role="group" aria-labelledby=${namesArguments(q) ? `q${index}-question q${index}-context` : `q${index}-question`}>
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
      aria-disabled=${v.lock ? 'true' : nothing}
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
