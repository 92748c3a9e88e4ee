import { html, nothing, type TemplateResult } from 'lit';
import { checkIcon, crossIcon } from '../internal/icons.js';
import { statusSpans } from '../internal/live-text.js';
import { say } from '../strings/locale-format.js';
import { idOf, type QuestionView } from '../question/question-view.js';
import { approvalStrings } from './approval-strings.js';

/**
 * The questions each element showed with the decision still on its way, keyed by the
 * element's handlers (bound once per element): a decision arriving there is spoken.
 */
const awaited = new WeakMap<object, Set<number>>();

/**
 * An approval a policy decides (`subject.automatic`), in place of its options: "Automatic
 * decision: Deny" and the policy's reason, or that the decision is on its way. Nothing in it
 * can be chosen. As every spoken line (`statusSpans`), its live region is there empty from
 * the start: a decision that arrives while the prompt waits for it on screen is spoken, one
 * shown decided from the start (restored with the page) is not.
 */
export function renderDecision(v: QuestionView): TemplateResult {
  const { approved, reason } = v.question.subject!.automatic!;
  const strings = { ...approvalStrings, ...v.strings };
  let waited = awaited.get(v.on);
  if (!waited) awaited.set(v.on, (waited = new Set()));
  if (approved === undefined) waited.add(v.index);
  const text = say(strings, 'automaticDecision', { decision: approved === undefined ? '…' : approved ? strings.approve : strings.deny });
  const said = typeof reason === 'string' ? `${text}. ${reason}` : text;
  const look = approved === undefined ? '' : approved ? ' approve' : ' deny';
  return html`<div part="decision" class=${`decision${look}`} id=${idOf(v.index, 'decision')}
    ><span class="indicator" aria-hidden="true">${approved === undefined ? nothing : approved ? checkIcon : crossIcon}</span
    ><span class="decision-text" dir="auto">${statusSpans(said, approved !== undefined && waited.has(v.index))}</span
  ></div>`;
}
