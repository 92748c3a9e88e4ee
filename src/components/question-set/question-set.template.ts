/**
 * The markup of `<question-set>`: title and timer, a progress row of headers, one embedded
 * `<choice-prompt>` per question, then the shared note, Submit/Cancel and the state line.
 * With several questions the progress row is where the headers are shown (each with its
 * state, read as "Auth, not answered"); the set's prompts then show no header chip of
 * their own, so no header is shown or read twice.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../protocol/model.js';
import type { ChoiceSetContext, Lock } from '../context.js';
import type { ChoiceChangeEvent } from '../events.js';
import { checkIcon, infoIcon } from '../icons.js';
import { formatString, type ChoiceStrings } from '../strings.js';
import { renderCountdown } from '../controllers/countdown.js';
import { renderGlobalNote } from '../choice-prompt/fields.template.js';

export interface SetView {
  request: ChoiceRequest;
  strings: ChoiceStrings;
  lock: Lock | null;
  /** Handed to every prompt (its `_set`): what makes it embedded. */
  shared: ChoiceSetContext;
  done(question: ChoiceQuestion): boolean;
  subRequest(question: ChoiceQuestion): ChoiceRequest;
  subResponse(question: ChoiceQuestion): ChoiceResponse | undefined;
  /** Headers of the questions still open, once Submit was pressed too early. */
  missing: string[] | undefined;
  remainingMs: number | undefined;
  statusLine: TemplateResult;
  globalNote: string | undefined;
  announcer: TemplateResult;
  on: {
    childChange(event: ChoiceChangeEvent): void;
    childSettle(event: Event): void;
    globalNoteInput(text: string): void;
    submit(): void;
    cancel(): void;
  };
}

/** The parts of each prompt a page may style through the set. */
const FORWARDED_PARTS = [
  'header',
  'context',
  'question',
  'hint: question-hint',
  'group',
  'option',
  'option-selected',
  'option-label',
  'option-description',
  'badge',
  'preview',
  'other',
  'note: option-note',
].join(', ');

export function renderSet(v: SetView): TemplateResult {
  const { request, strings } = v;
  const questions = request.questions;
  const header = (q: ChoiceQuestion, i: number) => q.header ?? formatString(strings.questionNumber, { n: i + 1 });
  const doneCount = questions.filter((q) => v.done(q)).length;
  const timer = v.remainingMs !== undefined && !v.lock;
  return html`
    <div part="base" class=${v.lock ? 'base locked' : 'base'}>
      ${request.title || timer
        ? html`<div class="top">
            ${request.title ? html`<div part="title" class="title text">${request.title}</div>` : nothing}
            ${timer ? renderCountdown(v.remainingMs!, strings) : nothing}
          </div>`
        : nothing}
      ${questions.length > 1
        ? html`<ol part="progress" class="progress" aria-label=${formatString(strings.progress, { answered: doneCount, total: questions.length })}>
            ${questions.map((q, i) => {
              const done = v.done(q);
              const state = done ? strings.questionAnswered : strings.questionUnanswered;
              // Read as one phrase ("Auth, not answered"): separate spans in a flex row would
              // be read without the space between them, which the row does not render.
              return html`<li class=${done ? 'step done' : 'step'}>
                <span class="dot" aria-hidden="true">${done ? checkIcon : i + 1}</span>
                <span class="step-label text" aria-hidden="true">${header(q, i)}</span>
                <span class="visually-hidden">${formatString(strings.progressStep, { header: header(q, i), state })}</span>
              </li>`;
            })}
          </ol>`
        : nothing}
      <div class="questions" @choice-change=${v.on.childChange} @choice-submit=${v.on.childSettle} @choice-cancel=${v.on.childSettle}>
        ${repeat(
          questions,
          (q) => q.id,
          (q) => html`<div part="question-item" class="question-item">
            <choice-prompt
              data-question-id=${q.id}
              exportparts=${FORWARDED_PARTS}
              ._set=${v.shared}
              .request=${v.subRequest(q)}
              .response=${v.subResponse(q)}
            ></choice-prompt>
          </div>`,
        )}
      </div>
      ${v.globalNote !== undefined ? renderGlobalNote({ strings, lock: v.lock, globalNote: v.globalNote, on: v.on }) : nothing}
      ${v.missing && !v.lock
        ? html`<div part="hint" class="hint problem">
            ${infoIcon}<span>${formatString(strings.missingQuestions, { questions: v.missing.join(', ') })}</span>
          </div>`
        : nothing}
      ${v.lock
        ? nothing
        : html`<div part="actions" class="actions">
            <button part="cancel" class="button secondary" type="button" @click=${v.on.cancel}>${strings.cancel}</button>
            <button part="submit" class="button primary" type="button" @click=${v.on.submit}>${strings.submit}</button>
          </div>`}
      ${v.statusLine}
      ${v.announcer}
    </div>
  `;
}
