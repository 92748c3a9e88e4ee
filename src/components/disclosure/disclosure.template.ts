import { html, nothing, type TemplateResult } from 'lit';
import type { AnswerController } from '../answer/answer.controller.js';
import { choiceEvent } from '../answer/events.js';
import { questionName } from '../answer/wording.js';
import { infoIcon } from '../internal/icons.js';
import { formatList } from '../strings/locale-format.js';
import { sayDisclosure } from './disclosure-strings.js';
import type { RequestView } from '../request/request.template.js';
import { RevealerDraft, isHidden, unsentText } from './disclosure.js';

/** The element as this part sees it: its answer flow is a protected member only parts read. */
interface Host extends HTMLElement {
  readonly flow: AnswerController;
  readonly renderRoot: HTMLElement | DocumentFragment;
  focusQuestion(index: number, options?: FocusOptions): void;
}

/** Focuses the option chosen in question `index`; false when none is. */
function focusChosen(host: Host, index: number): boolean {
  const chosen = host.renderRoot.querySelector<HTMLElement>(`[data-q="${index}"] button.option[aria-pressed="true"]`);
  chosen?.focus();
  return !!chosen;
}

const listening = new WeakSet<Host>();

/**
 * `v` with the questions not asked yet left out (a question shown by an option that is not
 * chosen: `showWhen`), and after a revealer whose hidden questions hold changes, why Submit
 * will not send them with a Discard button. The first time, it starts listening to the
 * host's changes to announce what they show or leave behind.
 */
export function disclose(host: Host, v: RequestView): RequestView {
  const flow = host.flow;
  if (!listening.has(host)) {
    listening.add(host);
    host.addEventListener('choice-change', (event) => announceChange(host, event.detail.questionId));
    // Submit refused for changes left hidden: focus goes to the option chosen (not the approval's
    // subject, where focus enters an approval), one arrow key from the option that shows them.
    // Wrapped here: bundle.js has no bytes to spare for a hook of its own (the pager's is `pager.show`).
    const focusQuestion = host.focusQuestion.bind(host);
    host.focusQuestion = (index: number, options?: FocusOptions) => {
      const draft = flow.draft(index);
      if (!(draft instanceof RevealerDraft && draft.unsent.length > 0 && focusChosen(host, index))) focusQuestion(index, options);
    };
  }
  return {
    ...v,
    // One template for every question shown, its reason or not: Lit would otherwise make the
    // question's buttons anew as the reason comes, taking focus from the option just chosen.
    questions: v.questions.map((question, i) => {
      const draft = flow.draft(i);
      if (isHidden(draft)) return html``;
      return html`${question}${draft instanceof RevealerDraft && !v.lock && draft.unsent.length > 0 ? renderUnsent(host, v, i) : nothing}`;
    }),
  };
}

/** Why the changes to hidden questions are not sent, and the button that discards them. */
function renderUnsent(host: Host, v: RequestView, index: number): TemplateResult {
  const revealer = host.flow.draft(index) as RevealerDraft;
  return html`<div part="unsent" class="hint problem unsent" id=${`q${index}-unsent`}>
    ${infoIcon}
    <div>
      <span>${unsentText(v.request, revealer, v.strings)}</span>
      <button part="discard" class="button quiet" type="button" @click=${() => discard(host, index)}>${sayDisclosure(v.strings, 'discardChanges')}</button>
    </div>
  </div>`;
}

/** The Discard button: the hidden questions start over from what they started with; focus goes back to the revealer. */
function discard(host: Host, index: number): void {
  const flow = host.flow;
  const revealer = flow.draft(index) as RevealerDraft;
  for (const draft of revealer.unsent) {
    draft.reset();
    host.dispatchEvent(choiceEvent('choice-change', { requestId: flow.request!.id, questionId: draft.question.id, answer: draft.answer, valid: true, answers: flow.answers }));
  }
  flow.announcer.announce(sayDisclosure(flow.strings, 'changesDiscarded'));
  // The button goes with the message: focus moves back to the option chosen.
  void (host as unknown as { updateComplete: Promise<unknown> }).updateComplete.then(() => focusChosen(host, index) || host.focusQuestion(index));
}

/**
 * After the person changed question `questionId`: when it is a revealer, says the questions
 * it now shows ("Shown below: to, subject."), which follow it in the Tab order (focus stays on
 * the option, as a disclosure button keeps it), and that changes it hides are not sent (both,
 * when one option shows some questions and hides others holding changes).
 */
function announceChange(host: Host, questionId: string): void {
  const flow = host.flow;
  const request = flow.request;
  const index = request?.questions.findIndex((q) => q.id === questionId) ?? -1;
  const revealer = flow.draft(index);
  if (!request || !(revealer instanceof RevealerDraft)) return;
  const shown = revealer.revealed.filter((d) => d.shown);
  const added = shown.filter((d) => !revealer.wasShown.includes(d));
  revealer.wasShown = shown;
  const names = added.map((d) => questionName(request, request.questions.indexOf(d.question), flow.strings));
  const said = [
    names.length > 0 ? sayDisclosure(flow.strings, 'shownBelow', { questions: formatList(flow.strings, names) }) : '',
    revealer.unsent.length > 0 ? unsentText(request, revealer, flow.strings) : '',
  ].filter(Boolean);
  if (said.length > 0) flow.announcer.announce(said.join(' '));
}
