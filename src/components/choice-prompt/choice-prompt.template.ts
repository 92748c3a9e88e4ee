/**
 * The markup of `<choice-prompt>`, rendered from a `PromptView` the element builds from its
 * state. Every text from the request goes through Lit bindings (never `unsafeHTML`) and is
 * bidi-isolated in CSS (`unicode-bidi: isolate`), so a control character in one label
 * cannot reorder its neighbours, while its direction and alignment follow the prompt's (a
 * Hebrew sentence that starts with "SQL" stays right to left in a right-to-left prompt).
 * Every ID reference stays in this shadow root. The text fields are in `fields.template.ts`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ChoiceAnswer, ChoiceOption, ChoiceQuestion, ChoiceRequest } from '../../protocol/model.js';
import type { Lock } from '../context.js';
import type { AnswerDraftController } from '../controllers/answer-draft.js';
import { renderCountdown } from '../controllers/countdown.js';
import { checkIcon, infoIcon } from '../icons.js';
import { formatString, type ChoiceStrings } from '../strings.js';
import { selectionHint } from './answer-text.js';
import { renderGlobalNote, renderNotes, renderOther, renderTextField } from './fields.template.js';

export interface PromptView {
  request: ChoiceRequest;
  question: ChoiceQuestion;
  strings: ChoiceStrings;
  draft: AnswerDraftController;
  /** What shows as chosen: the draft while open; once locked, what was sent or restored. */
  shown: ChoiceAnswer;
  lock: Lock | null;
  embedded: boolean;
  /** Why Submit did not send, once the user tried. */
  problem: string | undefined;
  tabIndexFor(index: number): 0 | -1;
  previewIndex: number;
  remainingMs: number | undefined;
  showSubmit: boolean;
  showCancel: boolean;
  /** The state line (a standalone prompt's; in a set, the set's own line speaks). */
  statusLine: TemplateResult | typeof nothing;
  /** The note on the whole prompt, when the request enables it and the prompt is standalone. */
  globalNote: string | undefined;
  announcer: TemplateResult;
  /** Some option has a preview, which follows the pointer. */
  previews: boolean;
  /** The options' clicks and focus are handled by the element's own listeners, on its shadow root. */
  on: {
    optionKeydown(event: KeyboardEvent): void;
    optionPointerover(event: PointerEvent): void;
    otherInput(text: string): void;
    otherKeydown(event: KeyboardEvent): void;
    noteInput(optionId: string, text: string): void;
    globalNoteInput(text: string): void;
    submit(): void;
    cancel(): void;
  };
}

export function renderPrompt(v: PromptView): TemplateResult {
  const q = v.question;
  // Hints are about answering: a locked prompt shows none. The rule ("Choose up to 2")
  // stands; a message (the limit reached, a problem on Submit) takes its place on screen.
  const rule = v.lock ? '' : selectionHint(q, v.strings);
  const atLimit = !v.lock && q.options.length > q.maxSelections && v.draft.atLimit;
  const message = v.lock ? '' : (v.problem ?? (atLimit ? formatString(v.strings.limitReached, { max: q.maxSelections }) : ''));
  const timer = v.remainingMs !== undefined && !v.lock;
  const top = v.request.title || q.header || timer;
  return html`
    <div part="base" class=${`base${v.embedded ? ' embedded' : ''}${v.lock ? ' locked' : ''}`}>
      ${top
        ? html`<div class="top">
            ${v.request.title ? html`<div part="title" class="title text">${v.request.title}</div>` : nothing}
            ${q.header ? html`<span part="header" class="chip text">${q.header}</span>` : nothing}
            ${timer ? renderCountdown(v.remainingMs!, v.strings) : nothing}
          </div>`
        : nothing}
      ${q.context ? html`<p part="context" class="context text">${q.context}</p>` : nothing}
      <div part="question" class="question text" id="question">${q.text}</div>
      ${rule || message
        ? html`<div part="hint" class=${v.problem ? 'hint problem' : 'hint'}>
            ${v.problem ? infoIcon : nothing}${rule ? html`<div id="rule" class=${message ? 'visually-hidden' : ''}>${rule}</div>` : nothing}${message
              ? html`<div id="hint">${message}</div>`
              : nothing}
          </div>`
        : nothing}
      ${q.options.length > 0 ? renderGroup(v, !!rule, !!message) : renderTextField(v, !!message)} ${renderNotes(v)}
      ${v.globalNote !== undefined && v.request.annotations?.global ? renderGlobalNote(v) : nothing}
      ${v.showSubmit || v.showCancel
        ? html`<div part="actions" class="actions">
            ${v.showCancel
              ? html`<button part="cancel" class="button secondary" type="button" @click=${v.on.cancel}>${v.strings.cancel}</button>`
              : nothing}
            ${v.showSubmit
              ? html`<button part="submit" class="button primary" type="button" @click=${v.on.submit}>${v.strings.submit}</button>`
              : nothing}
          </div>`
        : nothing}
      ${v.statusLine} ${v.announcer}
    </div>
  `;
}

/**
 * The option group. Its name is the question and, for a multi-select, the rule ("Choose up
 * to 2"): screen readers speak a group's name when focus enters it but not always its
 * description (Orca does not), and without the rule a multi-select sounds like a
 * single-select whose Enter sends. The rule stays in the accessibility tree (visually
 * hidden while a message replaces it on screen), so the name stays short, and it is a
 * `<div>`: Orca also reads the elements a group is labelled by, and says the name again
 * unless it finds the same words there; Chromium exposes a `<div>` in a shadow root as such
 * an element, but not a `<span>`. The longer message is the group's description.
 */
function renderGroup(v: PromptView, hasRule: boolean, hasMessage: boolean): TemplateResult {
  const q = v.question;
  const preview = q.options[v.previewIndex]?.preview;
  return html`
    <div
      part="group"
      class="group"
      role="group"
      aria-labelledby=${hasRule ? 'question rule' : 'question'}
      aria-describedby=${hasMessage ? 'hint' : nothing}
    >
      <div class="options" @keydown=${v.on.optionKeydown} @pointerover=${v.previews ? v.on.optionPointerover : nothing}>
        ${q.options.map((option, i) => renderOption(v, option, i))}
      </div>
      ${preview
        ? html`<div part="preview" class="preview" id="preview" role="group"
            aria-label=${formatString(v.strings.preview, { option: q.options[v.previewIndex]!.label })}>
            <pre dir="auto">${preview}</pre>
          </div>`
        : nothing}
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
function renderOption(v: PromptView, option: ChoiceOption, i: number): TemplateResult {
  const q = v.question;
  const pressed = v.shown.selected.includes(option.id);
  const blocked = !v.lock && !pressed && v.draft.atLimit;
  const describedBy = [option.recommended && `o${i}-badge`, option.description && `o${i}-desc`, blocked && 'hint']
    .filter(Boolean)
    .join(' ');
  const kind = q.multiple ? 'check' : v.showSubmit || v.embedded || v.lock ? 'radio' : 'key';
  return html`
    <div
      part=${pressed ? 'option option-selected' : 'option'}
      class=${`row${pressed ? ' pressed' : ''}${blocked ? ' blocked' : ''}${v.lock || blocked ? ' disabled' : ''}`}
    >
      <div class="line">
        <button
          type="button"
          class="option"
          id=${`o${i}`}
          aria-pressed=${pressed ? 'true' : 'false'}
          aria-disabled=${v.lock || blocked ? 'true' : nothing}
          aria-describedby=${describedBy || nothing}
          aria-details=${option.preview && v.previewIndex === i ? 'preview' : nothing}
          aria-keyshortcuts=${i < 9 ? String(i + 1) : nothing}
          tabindex=${v.tabIndexFor(i)}
        >
          <span class=${`indicator ${kind}`} data-key=${kind === 'key' && !pressed ? String(i + 1) : nothing} aria-hidden="true"
            >${pressed ? checkIcon : nothing}</span
          ><span part="option-label" class="label text" id=${`o${i}-label`}>${option.label}</span>
        </button>
        ${option.recommended ? html`<span part="badge" class="badge text" id=${`o${i}-badge`}>${v.strings.recommended}</span>` : nothing}
      </div>
      ${option.description
        ? html`<div part="option-description" class="description text" id=${`o${i}-desc`}>${option.description}</div>`
        : nothing}
    </div>
  `;
}

/** The index of option card `row` among its group's cards (in the light and the full render alike), or -1. */
export function optionIndex(row: EventTarget | null): number {
  if (!(row instanceof Element) || !row.classList.contains('row')) return -1;
  let index = 0;
  for (let n = row.previousElementSibling; n; n = n.previousElementSibling) if (n.classList.contains('row')) index++;
  return index;
}
