/**
 * The progress row of a request of several questions: their headers, each read as "Auth, not
 * answered".
 */
import { html, type TemplateResult } from 'lit';
import type { ChoiceAnswer } from '../../protocol/model.js';
import type { QuestionDraft } from '../answer/draft.js';
import { questionName } from '../answer/wording.js';
import { checkIcon } from '../internal/icons.js';
import { formatNumber, say } from '../strings/locale-format.js';
import { withPartStrings } from '../strings/part-strings.js';
import type { ChoiceRequest } from '../../protocol/model.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { progressStrings } from './progress-strings.js';
import type { RequestView } from '../request/request.template.js';
import { isHidden } from '../disclosure/disclosure.js';

/** Whether `answer` holds something chosen, typed or given. */
function isTouched(answer: ChoiceAnswer): boolean {
  return answer.selected.length > 0 || !!answer.other?.trim() || !!answer.text?.trim() || answer.number !== undefined || answer.boolean !== undefined;
}

/**
 * Whether `draft` holds an answer that can be sent and someone gave (the row's mark): a field
 * merely prefilled with its default is not marked before the person does anything.
 */
export function isDone(draft: QuestionDraft | undefined): boolean {
  return !!draft && draft.origin !== 'defaults' && !draft.problem && isTouched(draft.answer);
}

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

/**
 * The mark beside question `index`'s text in `request`, as forms guidance asks: the fewer
 * kind is marked, the optional questions or else the required ones (none when every
 * question is required, or when they are as many: then the optional ones).
 */
export function questionMark(request: ChoiceRequest, index: number, strings: ChoiceStrings): TemplateResult | undefined {
  // A question shown by an option (an argument to edit, a reply) is neither marked nor counted: it is asked only once chosen.
  const questions = request.questions.filter((q) => !q.showWhen);
  const optional = questions.filter((q) => q.optional).length;
  const question = request.questions[index];
  if (optional === 0 || questions.length < 2 || !question || question.showWhen) return undefined;
  const marksOptional = optional <= questions.length - optional;
  if (!!question.optional !== marksOptional) return undefined;
  const texts = withPartStrings(strings);
  return html` <span class="mark">${marksOptional ? texts.optionalMark : texts.requiredMark}</span>`;
}
