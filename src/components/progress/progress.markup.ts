/** A set's progress row, the marks beside its questions, Skip, and which questions an option hides, as markup (`progress.template.ts`, `unanswered/skip.ts`). */
import type { ChoiceRequest } from '../../protocol/model.js';
import { questionName } from '../answer/wording.js';
import { isHidden } from '../disclosure/disclosure.js';
import { formatNumber, say } from '../strings/locale-format.js';
import { sayPart } from '../strings/part-strings.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { html, nothing, type Markup } from '../../html/markup.js';
import { checkIcon } from '../../html/icons.js';
import type { CardView } from '../../html/card.js';
import type { QuestionMarkupView } from '../../html/question.js';
import { isDone, markOf } from './progress-rules.js';
import { progressStrings } from './progress-strings.js';

/** A set's row of question headers with their answered state (`renderProgress`, stacked). */
function progress(v: CardView): Markup {
  const { request, strings } = v;
  const asked = request.questions.flatMap((_, i) => (isHidden(v.drafts[i]) ? [] : [i]));
  const done = request.questions.map((_, i) => isDone(v.drafts[i]));
  const doneCount = asked.filter((i) => done[i]).length;
  return html`<ol part="progress" class="progress" aria-label="${say(strings, 'progress', { answered: doneCount, total: asked.length })}">${asked.map((i, n) => {
    const name = questionName(request, i, strings);
    const state = done[i] ? strings.questionAnswered : strings.questionUnanswered;
    return html`<li class="${done[i] ? 'step done' : 'step'}"><span class="dot" aria-hidden="true">${done[i] ? checkIcon : formatNumber(strings, n + 1)}</span><span class="step-label text" aria-hidden="true">${name}</span><span class="visually-hidden">${say(
      strings,
      'progressStep',
      { header: name, state },
    )}</span></li>`;
  })}</ol>`;
}

/** "(optional)" or "(required)" beside a question's text in a set (`markOf`). */
function mark(request: ChoiceRequest, index: number, strings: ChoiceStrings): Markup {
  const kind = markOf(request, index);
  return kind ? html` <span class="mark">${sayPart(strings, kind)}</span>` : nothing;
}

/** Skip under an open optional question of a set (`unanswered/skip.ts`). */
function skip(v: QuestionMarkupView): Markup {
  const q = v.question;
  if (v.lock || !q.optional || !v.inSet || q.default !== undefined || q.defaults.length > 0) return nothing;
  return html`<button part="skip" class="button secondary skip" type="button" aria-describedby="${v.id('question')}">${sayPart(v.strings, 'skip')}</button>`;
}


export const progressMarkup = { progress, mark, skip, hidden: isHidden, texts: progressStrings };
