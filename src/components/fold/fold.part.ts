/**
 * The fold of a settled request: one line, "question → answer" or a set's count of answers, a
 * disclosure that shows the whole settled request on demand; and when one settled in the page folds.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AnswerController } from '../answer/answer.controller.js';
import { questionText } from '../answer/choices.js';
import { summarize } from '../answer/wording.js';
import { formatNumber } from '../strings/locale-format.js';
import { formatString, type ChoiceStrings } from '../strings/strings.js';
import { foldStrings } from './fold-strings.js';
import { foldStyles as styles } from './fold.styles.js';

/** What the fold shows: the request's flow, its texts, whether it is folded and open, and the card it folds. */
export interface FoldView {
  root: HTMLElement | DocumentFragment;
  flow: AnswerController;
  strings: ChoiceStrings;
  /** Folded (else the card shows, and folds once the person is off it: `fold`). */
  folds: boolean | undefined;
  expanded: boolean;
  fold(): void;
  toggle(): void;
  card(): TemplateResult;
}

/** Each element settled in the page that waits to fold, and how it folds. */
const waiting = new WeakMap<Element, () => void>();
/** Each element that waits for a press elsewhere to end: one wait each, its listeners removed together. */
const pressing = new WeakMap<Element, AbortController>();

/**
 * Folds element `this` once the person is off it: focus elsewhere, the pointer off it, no
 * press under way (a press elsewhere moved focus at its pointerdown: the fold waits for its
 * click, or the pointercancel a drag starts with, so what was pressed does not move under the
 * pointer). Focus going nowhere without a press is no leaving: a window switch (focus comes
 * back), or a control of its own a render removed (the element puts focus back inside).
 */
function attempt(this: Element, event?: Event): void {
  const fold = waiting.get(this);
  const press = document.documentElement.matches(':active');
  if (!fold || this.matches(':focus-within,:hover') || (!press && event?.type == 'focusout' && !(event as FocusEvent).relatedTarget)) return;
  if (press) {
    if (pressing.has(this)) return;
    const ended = new AbortController();
    pressing.set(this, ended);
    const retry = () => (ended.abort(), pressing.delete(this), attempt.call(this));
    return ['click', 'pointercancel'].forEach((type) => addEventListener(type, retry, { signal: ended.signal }));
  }
  waiting.delete(this);
  fold();
}

/**
 * Watches an element settled in the page: it folds at once, silently, if the person is off it
 * and its state line is not speaking (the clock ran out, a click that gave no focus: folding
 * would remove the line); else when they leave it.
 */
function watch(root: ShadowRoot, fold: () => void): void {
  const el = root.host;
  waiting.set(el, fold);
  el.addEventListener('focusout', attempt);
  el.addEventListener('pointerleave', attempt);
  // After this render: a microtask queued in it runs once it is committed.
  // The light render (a prompt not yet revealed) has no spoken line.
  queueMicrotask(() => root.querySelector('[part=status] [role=status]')?.textContent || attempt.call(el));
}

/** The summary line: a prompt's question and its answer (else its state), a set's count of answers (else its state). */
export function foldSummary(flow: AnswerController, strings: ChoiceStrings): string {
  const texts = { ...foldStrings, ...strings };
  const questions = flow.request?.questions ?? [];
  const answers = questions.map((q, i) => summarize(q, flow.shown(i), strings));
  if (questions.length === 1) return formatString(texts.foldSummary, { question: questionText(questions[0]!, strings), answer: answers[0] || flow.statusText() });
  const count = answers.filter(Boolean).length;
  return count > 0 ? formatString(texts.foldAnswers, { count: formatNumber(strings, count) }) : flow.statusText();
}

/** The disclosure and, while it is open, the settled request under it. */
function view(v: FoldView): TemplateResult {
  const sheet = styles.styleSheet;
  const root = v.root as ShadowRoot;
  if (!v.folds) return watch(root, v.fold), v.card();
  // Folding under focus (the host cleared `expanded`): focus goes to the line, never to the page.
  if (!v.expanded && root.activeElement?.closest('#fold-body')) queueMicrotask(() => root.querySelector<HTMLElement>('.fold')!.focus());
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
    /** The one-line fold of a settled request (fetched by the element once it shows one settled). */
    fold?: FoldPart;
  }
}
