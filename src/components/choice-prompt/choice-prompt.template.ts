/**
 * The markup of `<choice-prompt>`, rendered from a `PromptView` the element builds from its
 * state. Every text from the request goes through Lit bindings (never `unsafeHTML`), every
 * label is isolated with `dir="auto"`, and every ID reference stays in this shadow root.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { live } from 'lit/directives/live.js';
import type { ChoiceOption, ChoiceQuestion, ChoiceRequest, ValidationError } from '../../protocol/model.js';
import { LIMITS } from '../../protocol/limits.js';
import type { Lock } from '../context.js';
import type { AnswerDraftController } from '../controllers/answer-draft.js';
import { formatRemaining } from '../controllers/countdown.js';
import { checkIcon, clockIcon, crossIcon, infoIcon } from '../icons.js';
import { formatString, type ChoiceStrings } from '../strings.js';
import { selectionHint } from './answer-text.js';

export interface PromptView {
  request: ChoiceRequest;
  question: ChoiceQuestion;
  strings: ChoiceStrings;
  draft: AnswerDraftController;
  lock: Lock | null;
  embedded: boolean;
  /** Why Submit did not send, once the user tried. */
  problem: string | undefined;
  tabIndexFor(index: number): 0 | -1;
  previewIndex: number;
  remainingMs: number | undefined;
  showSubmit: boolean;
  showCancel: boolean;
  /** The state line; '' while open (and always in a set, whose own line speaks). */
  status: string;
  /** The note on the whole prompt, when the request enables it and the prompt is standalone. */
  globalNote: string | undefined;
  announcer: TemplateResult;
  on: {
    optionKeydown(event: KeyboardEvent): void;
    optionFocusin(event: FocusEvent): void;
    optionClick(index: number): void;
    optionHover(index: number): void;
    otherInput(text: string): void;
    otherKeydown(event: KeyboardEvent): void;
    noteInput(optionId: string, text: string): void;
    globalNoteInput(text: string): void;
    submit(): void;
    cancel(): void;
  };
}

const inputText = (event: Event) => (event.target as HTMLInputElement | HTMLTextAreaElement).value;

export function renderPrompt(v: PromptView): TemplateResult {
  const q = v.question;
  const atLimit = !v.lock && q.options.length > q.maxSelections && v.draft.atLimit;
  const rule = atLimit ? formatString(v.strings.limitReached, { max: q.maxSelections }) : selectionHint(q, v.strings);
  const hint = v.problem ?? (v.lock ? '' : rule);
  const timer = v.remainingMs !== undefined && !v.lock;
  const top = v.request.title || q.header || timer;
  return html`
    <div part="base" class=${classMap({ base: true, embedded: v.embedded, locked: !!v.lock })}>
      ${top
        ? html`<div class="top">
            ${v.request.title ? html`<div part="title" class="title" dir="auto">${v.request.title}</div>` : nothing}
            ${q.header ? html`<span part="header" class="chip" dir="auto">${q.header}</span>` : nothing}
            ${timer ? renderCountdown(v.remainingMs!, v.strings) : nothing}
          </div>`
        : nothing}
      ${q.context ? html`<p part="context" class="context" dir="auto">${q.context}</p>` : nothing}
      <div part="question" class="question" id="question" dir="auto">${q.text}</div>
      ${hint
        ? html`<div part="hint" id="hint" class=${classMap({ hint: true, problem: !!v.problem })}>
            ${v.problem ? infoIcon : nothing}<span>${hint}</span>
          </div>`
        : nothing}
      ${q.options.length > 0 ? renderGroup(v, !!hint) : renderTextField(v, !!hint)} ${renderNotes(v)}
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
      ${v.embedded
        ? nothing
        : html`<div part="status" class=${classMap({ status: true, [v.lock ?? 'open']: true })} role="status">${v.status
            ? html`${statusIcon(v.lock)}<span dir="auto">${v.status}</span>`
            : nothing}</div>`}
      ${v.announcer}
    </div>
  `;
}

function renderGroup(v: PromptView, hasHint: boolean): TemplateResult {
  const q = v.question;
  const preview = q.options[v.previewIndex]?.preview;
  return html`
    <div part="group" class="group" role="group" aria-labelledby="question" aria-describedby=${hasHint ? 'hint' : nothing}>
      <div class="options" @keydown=${v.on.optionKeydown} @focusin=${v.on.optionFocusin}>
        ${q.options.map((option, i) => renderOption(v, option, i))}
      </div>
      ${preview
        ? html`<div part="preview" class="preview" id="preview" role="group"
            aria-label=${formatString(v.strings.preview, { option: q.options[v.previewIndex]!.label })}>
            <pre dir="auto">${preview}</pre>
          </div>`
        : nothing}
      ${q.allowOther && (!v.lock || v.draft.other) ? renderOther(v) : nothing}
    </div>
  `;
}

/**
 * One option: a card whose native button holds only the check/digit and the label (so the
 * button's name is exactly its visible text, WCAG 2.5.3), with the badge and description
 * beside it as its accessible description. The button stretches over the whole card, so a
 * click anywhere on it chooses.
 */
function renderOption(v: PromptView, option: ChoiceOption, i: number): TemplateResult {
  const q = v.question;
  const pressed = v.draft.isSelected(option.id);
  const blocked = !v.lock && !pressed && v.draft.atLimit;
  const describedBy = [option.recommended && `o${i}-badge`, option.description && `o${i}-desc`, blocked && 'hint']
    .filter(Boolean)
    .join(' ');
  const kind = q.multiple ? 'check' : v.showSubmit || v.embedded || v.lock ? 'radio' : 'key';
  return html`
    <div
      part=${pressed ? 'option option-selected' : 'option'}
      class=${classMap({ row: true, pressed, blocked, disabled: !!v.lock || blocked })}
      @pointerenter=${() => v.on.optionHover(i)}
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
          @click=${() => v.on.optionClick(i)}
        >
          <span class=${`indicator ${kind}`} data-key=${kind === 'key' && !pressed ? String(i + 1) : nothing} aria-hidden="true"
            >${pressed ? checkIcon : nothing}</span
          ><span part="option-label" class="label" id=${`o${i}-label`} dir="auto">${option.label}</span>
        </button>
        ${option.recommended ? html`<span part="badge" class="badge" id=${`o${i}-badge`}>${v.strings.recommended}</span>` : nothing}
      </div>
      ${option.description
        ? html`<div part="option-description" class="description" id=${`o${i}-desc`} dir="auto">${option.description}</div>`
        : nothing}
    </div>
  `;
}

function renderOther(v: PromptView): TemplateResult {
  const q = v.question;
  const invalid = !!v.problem && !!v.draft.other.trim();
  return html`
    <div part="other" class="field other">
      <label for="other-input">${v.strings.other}</label>
      <input
        id="other-input"
        type="text"
        dir="auto"
        autocomplete="off"
        maxlength=${LIMITS.maxLongText}
        placeholder=${q.placeholder ?? v.strings.otherPlaceholder}
        aria-invalid=${invalid ? 'true' : nothing}
        ?readonly=${!!v.lock}
        .value=${live(v.draft.other)}
        @input=${(e: Event) => v.on.otherInput(inputText(e))}
        @keydown=${v.on.otherKeydown}
      />
    </div>
  `;
}

/** A question without options: the field is the answer, labelled by the question itself. */
function renderTextField(v: PromptView, hasHint: boolean): TemplateResult {
  const kind = v.question.input ?? 'text';
  return html`
    <div part="other" class="field other text-only">
      <input
        id="other-input"
        type="text"
        dir="auto"
        autocomplete="off"
        inputmode=${kind === 'integer' ? 'numeric' : kind === 'number' ? 'decimal' : nothing}
        maxlength=${LIMITS.maxLongText}
        placeholder=${v.question.placeholder ?? v.strings.textPlaceholder}
        aria-labelledby="question"
        aria-describedby=${hasHint ? 'hint' : nothing}
        aria-invalid=${v.problem ? 'true' : nothing}
        ?readonly=${!!v.lock}
        .value=${live(v.draft.other)}
        @input=${(e: Event) => v.on.otherInput(inputText(e))}
        @keydown=${v.on.otherKeydown}
      />
    </div>
  `;
}

function renderNotes(v: PromptView): TemplateResult | typeof nothing {
  if (!v.request.annotations?.perOption) return nothing;
  const chosen = v.question.options.map((o, i) => [o, i] as const).filter(([o]) => v.draft.isSelected(o.id));
  if (chosen.length === 0 || (v.lock && chosen.every(([o]) => !v.draft.note(o.id)))) return nothing;
  return html`<div class="notes">
    ${chosen.map(
      ([o, i]) => html`<div part="note" class="field note">
        <label for=${`note-${i}`}>${formatString(v.strings.optionNote, { option: o.label })}</label>
        <input
          id=${`note-${i}`}
          type="text"
          dir="auto"
          autocomplete="off"
          maxlength=${LIMITS.maxLongText}
          ?readonly=${!!v.lock}
          .value=${live(v.draft.note(o.id))}
          @input=${(e: Event) => v.on.noteInput(o.id, inputText(e))}
        />
      </div>`,
    )}
  </div>`;
}

export function renderGlobalNote(v: { strings: ChoiceStrings; lock: Lock | null; globalNote?: string; on: { globalNoteInput(text: string): void } }): TemplateResult | typeof nothing {
  if (v.lock && !v.globalNote) return nothing;
  return html`<div part="note" class="field note global">
    <label for="global-note">${v.strings.globalNote}</label>
    <textarea
      id="global-note"
      rows="2"
      dir="auto"
      maxlength=${LIMITS.maxLongText}
      ?readonly=${!!v.lock}
      .value=${live(v.globalNote ?? '')}
      @input=${(e: Event) => v.on.globalNoteInput(inputText(e))}
    ></textarea>
  </div>`;
}

/** Visible time left. `role="timer"` is not live, so the seconds are never read out; thresholds are announced instead. */
export function renderCountdown(remainingMs: number, strings: ChoiceStrings): TemplateResult {
  const urgent = remainingMs <= 10_000;
  return html`<span part="countdown" class=${classMap({ countdown: true, urgent })} role="timer" aria-live="off">
    ${clockIcon}<span>${formatString(strings.timeLeft, { time: formatRemaining(remainingMs) })}</span>
  </span>`;
}

export function statusIcon(lock: Lock | null): unknown {
  if (lock === 'answered') return html`<span class="status-icon">${checkIcon}</span>`;
  if (lock === 'cancelled' || lock === 'timeout') return html`<span class="status-icon">${lock === 'timeout' ? clockIcon : crossIcon}</span>`;
  if (lock === 'outdated') return html`<span class="status-icon">${infoIcon}</span>`;
  return nothing;
}

/** A block still streaming: a quiet skeleton and a status a screen reader can read. */
export function renderSkeleton(strings: ChoiceStrings): TemplateResult {
  return html`<div part="base" class="base skeleton">
    <div class="bone question-bone" aria-hidden="true"></div>
    <div class="bone option-bone" aria-hidden="true"></div>
    <div class="bone option-bone" aria-hidden="true"></div>
    <div part="status" class="status pending" role="status">${strings.loading}</div>
  </div>`;
}

/**
 * The JSON of a script that could not be read, as a plain code block (seed 000: the raw
 * block, no error shown). Lit escapes it: markup in the JSON stays text.
 */
export function renderRawFallback(raw: string): TemplateResult {
  return html`<pre part="fallback" class="fallback code" dir="ltr"><code>${dedent(raw)}</code></pre>`;
}

/** Drops the blank lines and the common indentation a script's text picks up from the HTML around it. */
function dedent(text: string): string {
  const lines = text.replace(/\s+$/, '').split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)![0].length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join('\n');
}

/** A host-built request that cannot be shown: say so, with the reasons one click away. */
export function renderMessageFallback(message: string, strings: ChoiceStrings, errors: readonly ValidationError[] = []): TemplateResult {
  return html`<div part="fallback" class="fallback message">
    <p>${infoIcon}<span>${message}</span></p>
    ${errors.length > 0
      ? html`<details>
          <summary>${strings.invalidDetails}</summary>
          <ul>
            ${errors.map((e) => html`<li><code>${e.path}</code> ${e.message}</li>`)}
          </ul>
        </details>`
      : nothing}
  </div>`;
}
