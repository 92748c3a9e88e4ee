/**
 * "All of the above" (a question's `selectAll`, Gemini CLI's): after a multi-select's options,
 * a card like theirs whose button chooses every option, or none when every one is chosen. It
 * is one of the group's buttons (the arrows reach it, it shows pressed when all are chosen),
 * but no option: the answer is the options it chose, each chosen as a click would choose it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AnswerController } from '../answer/answer.controller.js';
import { checkIcon } from '../internal/icons.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { idOf, type QuestionView } from '../question/question-view.js';

/** Its default texts (Gemini's words), spread under the resolved table so a host's entry wins. */
const selectAllStrings: Partial<ChoiceStrings> = { selectAll: 'All of the above', selectAllHint: 'Select all options' };

/** The card after the options, while the question shows them. */
export function renderSelectAll(v: QuestionView): TemplateResult | typeof nothing {
  const q = v.question;
  if (!q.selectAll || !q.multiple) return nothing;
  const all = q.options.every((o) => v.shown.selected.includes(o.id));
  const strings = { ...selectAllStrings, ...v.strings };
  const id = (name: string) => idOf(v.index, name);
  const index = q.options.length;
  return html`<div part=${all ? 'option option-selected select-all' : 'option select-all'} class=${`row all${all ? ' pressed' : ''}${v.lock ? ' disabled' : ''}`}>
    <div class="line">
      <button
        type="button"
        class="option"
        id=${id(`o${index}`)}
        aria-pressed=${all ? 'true' : 'false'}
        aria-disabled=${v.lock ? 'true' : nothing}
        aria-describedby=${id(`o${index}-desc`)}
        tabindex=${v.tabIndexFor(index)}
        @click=${v.on.chooseAll}
      >
        <span class="indicator check" aria-hidden="true">${all ? checkIcon : nothing}</span
        ><span part="option-label" class="label text">${strings.selectAll}</span>
      </button>
    </div>
    <div part="option-description" class="description text" id=${id(`o${index}-desc`)}>${strings.selectAllHint}</div>
  </div>`;
}

/**
 * The person pressed "All of the above" in question `index`: each option not chosen is chosen,
 * or, every one chosen, each is unchosen, as a click on it would (its change said each time).
 */
export function chooseAll(flow: AnswerController, index: number): void {
  const draft = flow.draft(index);
  if (!draft) return;
  const all = draft.options.every((o) => draft.isSelected(o.id));
  for (const [i, option] of draft.options.entries()) if (draft.isSelected(option.id) === all) flow.choose(index, i);
}
