/**
 * Skip: an optional question of a set left unanswered on purpose. A template (`renderSkip`)
 * and a draft operation (`skipQuestion`) any layout of a set can call.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AnswerController, AnswerHost } from '../answer/answer.controller.js';
import type { QuestionView } from '../question/question-view.js';
import { sayPart } from '../strings/part-strings.js';
import { questionName } from '../answer/wording.js';

/** Whether the question is one of a `<question-set>`'s, whose parts are named for its questions (`question-hint`). */
const inSet = (v: QuestionView) => v.partNames.hint === 'question-hint';

/** The set as Skip sees it: its answer flow is a protected member of the element, read only by this part, loaded into it. */
type SkippingSet = AnswerHost & { readonly flow: AnswerController };

/**
 * Empties question `v.index`'s draft through the request's flow, so the dialect sends it as
 * unanswered (no key, `null`, an empty list, as its client does); the flow fires
 * `choice-change` and re-renders. Then focus moves on to the next question (after the last,
 * to Submit), and "Database: skipped" is said.
 */
export function skipQuestion(v: QuestionView, event: Event): void {
  const host = ((event.currentTarget as Element).getRootNode() as ShadowRoot).host as SkippingSet;
  host.flow.skip(v.index);
  // Focus leaving for the next question says only where it lands: the skip is said as well.
  if (host.flow.request) host.flow.announcer.announce(sayPart(v.strings, 'skipped', { question: questionName(host.flow.request, v.index, v.strings) }));
  // The next question rendered, on its step or not (a paged set keeps every question, the others
  // hidden; `focusQuestion` has its pager show the step first); one an option hides is not rendered.
  const later = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('[data-q]') ?? [])].map((e) => Number(e.dataset['q'])).filter((i) => i > v.index);
  const next = later.length > 0 ? Math.min(...later) : -1;
  void host.updateComplete.then(() => (next >= 0 ? host.focusQuestion(next) : host.shadowRoot?.querySelector<HTMLElement>('[part=submit]')?.focus()));
}

/**
 * The Skip button of an open optional question of a set, while it holds no answer; once it
 * holds one, **Clear answer**, which empties it and stays (Skip would throw the answer away on
 * the way to the next question). A question that starts with a value (a default, an
 * interrupt's argument to edit) has neither: left as it is, it sends that value, and emptying
 * it is the user's own edit.
 */
export function renderSkip(v: QuestionView): TemplateResult | typeof nothing {
  const q = v.question;
  if (v.lock || !q.optional || !inSet(v) || q.default !== undefined || q.defaults.length > 0) return nothing;
  const answered = v.draft.touched;
  return html`<button
    part=${answered ? 'clear' : 'skip'}
    class="button secondary skip"
    type="button"
    aria-describedby=${`q${v.index}-question`}
    @click=${(event: Event) => (answered ? clearQuestion(v, event) : skipQuestion(v, event))}
  >
    ${sayPart(v.strings, answered ? 'clearAnswer' : 'skip')}
  </button>`;
}

/** Clear answer: the question's draft emptied (as Skip does), focus back on the question (its first option, or its field). */
function clearQuestion(v: QuestionView, event: Event): void {
  const host = ((event.currentTarget as Element).getRootNode() as ShadowRoot).host as SkippingSet;
  host.flow.skip(v.index);
  void host.updateComplete.then(() => host.focusQuestion(v.index));
}
