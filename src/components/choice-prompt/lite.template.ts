/**
 * What a `<choice-prompt>` shows before it is revealed (lazy upgrade, `controllers/reveal.ts`):
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
 * Only prompts whose controls are their options are rendered light (`showsOnlyOptions`):
 * one with a text field, notes, a preview, a clock, Submit or Cancel renders in full at once.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ChoiceAnswer, ChoiceOption, ChoiceQuestion } from '../../protocol/model.js';
import type { Lock } from '../context.js';
import type { ChoiceStrings } from '../strings.js';

export interface LiteView {
  question: ChoiceQuestion;
  title: string | undefined;
  strings: ChoiceStrings;
  lock: Lock | null;
  embedded: boolean;
  /** What shows as chosen. */
  shown: ChoiceAnswer;
  /** The multi-select rule ("Choose up to 2"), part of the group's name as in the full prompt. */
  rule: string;
  /** The state line's text ('' while open). */
  status: string;
  tabIndexFor(index: number): 0 | -1;
}

/**
 * Built for a page of a thousand prompts: every text is a `.textContent` binding (no marker
 * comment, no text part) and the optional pieces sit behind one binding each.
 */
export function renderLite(v: LiteView): TemplateResult {
  const q = v.question;
  const top = v.title || q.header || q.context;
  return html`<div part="base" class=${`base lite${v.embedded ? ' embedded' : ''}${v.lock ? ' locked' : ''}`}>
    ${top ? renderTop(v) : nothing}
    <div part="question" class="question text" id="question" .textContent=${q.text}></div>
    ${v.rule ? html`<div part="hint" class="hint" id="rule" .textContent=${v.rule}></div>` : nothing}
    <div part="group" class="group options" role="group" aria-labelledby=${v.rule ? 'question rule' : 'question'}>
      ${q.options.map((option, i) => renderLiteOption(v, option, i))}
    </div>
    ${v.status ? html`<div part="status" class="status" .textContent=${v.status}></div>` : nothing}
  </div>`;
}

function renderTop(v: LiteView): TemplateResult {
  const q = v.question;
  return html`${v.title || q.header
      ? html`<div class="top">
          ${v.title ? html`<div part="title" class="title text" .textContent=${v.title}></div>` : nothing}
          ${q.header ? html`<span part="header" class="chip text" .textContent=${q.header}></span>` : nothing}
        </div>`
      : nothing}${q.context ? html`<p part="context" class="context text" .textContent=${q.context}></p>` : nothing}`;
}

/** One option as a card around its button, laid out as the full prompt lays it out. */
function renderLiteOption(v: LiteView, option: ChoiceOption, i: number): TemplateResult {
  const pressed = v.shown.selected.includes(option.id);
  return html`<div part=${pressed ? 'option option-selected' : 'option'} class=${pressed ? 'row pressed' : 'row'}>
    <button
      type="button"
      class="option"
      aria-pressed=${pressed ? 'true' : 'false'}
      aria-disabled=${v.lock ? 'true' : nothing}
      tabindex=${v.tabIndexFor(i)}
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
