/**
 * The fold of a request that arrived settled (restored history): one line, "question → answer"
 * or a set's count of answers, a disclosure that shows the whole settled request on demand.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AnswerController } from '../answer/answer.controller.js';
import { summarize } from '../answer/wording.js';
import { sayPart } from '../strings/part-strings.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { foldStyles as styles } from './fold.styles.js';

/** What the fold shows: the request's flow, its texts, whether it is open, and the card it folds. */
export interface FoldView {
  root: HTMLElement | DocumentFragment;
  flow: AnswerController;
  strings: ChoiceStrings;
  expanded: boolean;
  toggle(): void;
  card(): TemplateResult;
}

/** The summary line: a prompt's question and its answer (else its state), a set's count of answers (else its state). */
export function foldSummary(flow: AnswerController, strings: ChoiceStrings): string {
  const questions = flow.request?.questions ?? [];
  const answers = questions.map((q, i) => summarize(q, flow.shown(i), strings));
  if (questions.length === 1) {
    return sayPart(strings, 'foldSummary', { question: questions[0]!.text, answer: answers[0] || flow.statusText() });
  }
  const count = answers.filter(Boolean).length;
  return count > 0 ? sayPart(strings, 'foldAnswers', { count }) : flow.statusText();
}

/** The disclosure and, while it is open, the settled request under it. */
function view(v: FoldView): TemplateResult {
  const sheet = styles.styleSheet;
  const root = v.root as ShadowRoot;
  if (sheet && root.adoptedStyleSheets && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return html`<button type="button" class="fold" part="fold" aria-expanded=${v.expanded ? 'true' : 'false'} aria-controls="fold-body" @click=${v.toggle}>
      <span>${foldSummary(v.flow, v.strings)}</span></button
    ><div id="fold-body">${v.expanded ? v.card() : nothing}</div>`;
}

const foldPart = { styles, view };
export type FoldPart = typeof foldPart;
export default foldPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** The one-line fold of a request that arrived settled (fetched by the element once it shows one). */
    fold?: FoldPart;
  }
}
