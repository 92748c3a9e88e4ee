/**
 * The progress row of a request of several questions: their headers, each read as "Auth, not
 * answered".
 */
import { html, type TemplateResult } from 'lit';
import { questionName } from '../answer/wording.js';
import { checkIcon } from '../internal/icons.js';
import { formatNumber, say } from '../strings/locale-format.js';
import { withPartStrings } from '../strings/part-strings.js';
import type { ChoiceRequest } from '../../protocol/model.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { progressStrings } from './progress-strings.js';
import type { RequestView } from '../request/request.template.js';
import { isHidden } from '../disclosure/disclosure.js';
import { isDone, isTouched, markOf } from './progress-rules.js';

/**
 * The row of headers (in a paged set, its tabs). After a refused Submit, each question it
 * refused is marked (a danger border and "!"): one left open reads "not answered", one
 * answered wrongly "answer to fix".
 */
export function renderProgress(v: RequestView): TemplateResult {
  if (v.paging) return v.paging.tabs(v);
  const { request } = v;
  const strings = { ...progressStrings, ...v.strings };
  // The questions asked now: one shown by an option not chosen (`showWhen`) is neither listed nor counted.
  const asked = request.questions.flatMap((_, i) => (isHidden(v.draft(i)) ? [] : [i]));
  const done = request.questions.map((_, i) => isDone(v.draft(i)));
  const doneCount = asked.filter((i) => done[i]).length;
  return html`<ol part="progress" class="progress" aria-label=${say(strings, 'progress', { answered: doneCount, total: asked.length })}>
    ${asked.map((i, n) => {
      const name = questionName(request, i, strings);
      const refused = !!v.problem?.(i);
      const wrong = refused && isTouched(v.draft(i)!.answer);
      const state = done[i] ? strings.questionAnswered : wrong ? withPartStrings(strings).questionToFix : strings.questionUnanswered;
      // Read as one phrase ("Auth, not answered"): separate spans in a flex row would
      // be read without the space between them, which the row does not render.
      return html`<li class=${done[i] ? 'step done' : refused ? 'step invalid' : 'step'}>
        <span class="dot" aria-hidden="true">${done[i] ? checkIcon : refused ? '!' : formatNumber(strings, n + 1)}</span>
        <span class="step-label text" aria-hidden="true">${name}</span>
        <span class="visually-hidden">${say(strings, 'progressStep', { header: name, state })}</span>
      </li>`;
    })}
  </ol>`;
}

/** The mark beside question `index`'s text in `request` (`markOf`): "(optional)" or "(required)". */
export function questionMark(request: ChoiceRequest, index: number, strings: ChoiceStrings): TemplateResult | undefined {
  const mark = markOf(request, index);
  return mark && html` <span class="mark">${withPartStrings(strings)[mark]}</span>`;
}
