/**
 * The domain events as hosts listen for them, on `document`, `window`, any element and the
 * elements, `e.detail` typed. Type-checked here and against the installed package; never run.
 */
import type { ChoiceChangeDetail, ChoiceResponse } from '../../src/index.js';
import '../../src/choice-prompt.js';
import { QuestionSet } from '../../src/question-set.js';

export const seen: unknown[] = [];

document.addEventListener('choice-submit', (e) => seen.push(e.detail.reply));
document.addEventListener('choice-cancel', (e) => {
  const status: ChoiceResponse['status'] = e.detail.response.status;
  seen.push(status, e.detail.reply);
});
document.addEventListener('choice-change', (e) => seen.push(e.detail.answers));
window.addEventListener('choice-submit', (e) => seen.push(e.detail.request.id));
window.addEventListener('choice-cancel', (e) => seen.push(e.detail.request.dialect));
window.addEventListener('choice-change', (e) => {
  const detail: ChoiceChangeDetail = e.detail;
  seen.push(detail.valid);
});
document.body.addEventListener('choice-cancel', (e) => seen.push(e.detail.reply));
document.createElement('div').addEventListener('choice-change', (e) => seen.push(e.detail.questionId));
document.querySelector<HTMLElement>('#chat')?.addEventListener('choice-submit', (e) => seen.push(e.detail.response.answers));
document.querySelector('choice-prompt')?.addEventListener('choice-submit', (e) => seen.push(e.detail.reply));
document.querySelector('question-set')?.addEventListener('choice-cancel', (e) => seen.push(e.detail.response.status));
new QuestionSet().addEventListener('choice-change', (e) => seen.push(e.detail.answer));

const onSubmit = (e: GlobalEventHandlersEventMap['choice-submit']) => seen.push(e.detail.reply);
document.addEventListener('choice-submit', onSubmit);
document.removeEventListener('choice-submit', onSubmit);

// The details are their own types, not `any`.
// @ts-expect-error a submit's detail has no `answers` (a change's has)
document.addEventListener('choice-submit', (e) => seen.push(e.detail.answers));
// @ts-expect-error `reply` is unknown until the host narrows it
window.addEventListener('choice-cancel', (e) => seen.push(e.detail.reply.length));
// @ts-expect-error a change carries no reply
document.body.addEventListener('choice-change', (e) => seen.push(e.detail.reply));
