import { html, nothing, type TemplateResult } from 'lit';
import { checkIcon, crossIcon } from '../internal/icons.js';
import { say } from '../strings/locale-format.js';
import { idOf, type QuestionView } from '../question/question-view.js';

/**
 * An approval a policy decides (`subject.automatic`), in place of its options: "Automatic
 * decision: Deny" and the policy's reason, or that the decision is on its way. Nothing
 * in it can be chosen. It is a status region present from the first render, so a decision
 * arriving while the prompt is on screen is spoken, and one restored with the page is not.
 */
export function renderDecision(v: QuestionView): TemplateResult {
  const { approved, reason } = v.question.subject!.automatic!;
  const { strings } = v;
  const text = say(strings, 'automaticDecision', { decision: approved === undefined ? '…' : approved ? strings.approve : strings.deny });
  const look = approved === undefined ? '' : approved ? ' approve' : ' deny';
  return html`<div part="decision" class=${`decision${look}`} id=${idOf(v.index, 'decision')} role="status"
    ><span class="indicator" aria-hidden="true">${approved === undefined ? nothing : approved ? checkIcon : crossIcon}</span
    ><span class="decision-text"><span class="decision-line text">${text}</span>${typeof reason === 'string'
      ? html` <span part="decision-reason" class="decision-reason text" dir="auto">${reason}</span>`
      : nothing}</span
  ></div>`;
}
