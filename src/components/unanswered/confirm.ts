/**
 * The confirmation before a request is sent with optional questions unanswered, where the
 * agent's own client asks it (Codex's overlay; Gemini CLI's review step).
 */
import { html, render } from 'lit';
import type { AnswerController, AnswerHost } from '../answer/answer.controller.js';
import { answerProblem } from '../../protocol/validate.js';
import { isHidden } from '../disclosure/disclosure.js';
import { questionName } from '../answer/wording.js';
import { formatList } from '../strings/locale-format.js';
import { sayPart } from '../strings/part-strings.js';
import { closeConfirm, openConfirm } from '../internal/confirm-dialog.js';

/** The flows whose user chose "Submit anyway": their next Submit sends. */
const confirmed = new WeakSet<AnswerController>();

/**
 * The indexes of the questions whose draft holds no answer at all (nothing chosen, typed or
 * given), but those hidden until an option shows them: the person never saw those.
 */
export function unansweredQuestions(flow: AnswerController): number[] {
  const questions = flow.request?.questions ?? [];
  return questions.flatMap((question, i) => {
    const draft = flow.draft(i);
    return draft && !isHidden(draft) && answerProblem({ ...question, optional: false }, draft.answer)?.kind === 'empty' ? [i] : [];
  });
}

/**
 * Whether Submit must wait for the user's confirmation: when questions are unanswered, shows
 * a modal dialog ("Submit with unanswered questions?", their names, Go back and Submit anyway)
 * and returns true; Submit anyway submits again, which then sends. A `<dialog>` opened as
 * `openConfirm` does: announced by its name when it opens, focus kept inside, Escape or Go
 * back closes it and moves focus to the first unanswered question. It is made here, outside
 * the element's template, so a page that never needs it carries none of it.
 */
export function confirmsUnanswered(flow: AnswerController, host: AnswerHost): boolean {
  if (confirmed.delete(flow)) return false;
  const unanswered = unansweredQuestions(flow);
  const request = flow.request;
  if (!request || unanswered.length === 0) return false;
  const strings = flow.strings;
  const dialog = document.createElement('dialog');
  dialog.setAttribute('part', 'confirm');
  dialog.className = 'confirm';
  dialog.setAttribute('aria-labelledby', 'unanswered-title');
  dialog.setAttribute('aria-describedby', 'unanswered-list');
  const close = (then: () => void) => {
    closeConfirm(dialog);
    dialog.remove();
    then();
  };
  const back = () => close(() => host.focusQuestion(unanswered[0]!));
  const proceed = () =>
    close(() => {
      confirmed.add(flow);
      flow.submit();
    });
  const names = formatList(strings, unanswered.map((i) => questionName(request, i, strings)));
  render(
    html`<p class="confirm-title text" id="unanswered-title">${sayPart(strings, 'unansweredTitle')}</p>
      <p class="confirm-list text" id="unanswered-list">${sayPart(strings, 'unansweredList', { questions: names })}</p>
      <div class="actions">
        <button part="confirm-back" class="button secondary" type="button" @click=${back}>${sayPart(strings, 'goBack')}</button>
        <button part="confirm-submit" class="button primary" type="button" autofocus @click=${proceed}>${sayPart(strings, 'submitAnyway')}</button>
      </div>`,
    dialog,
  );
  (host.shadowRoot ?? host).append(dialog);
  openConfirm(dialog, back);
  return true;
}
