/**
 * The fold of a settled request: the markup `renderHTML` writes for it (`src/html/`), the line
 * that keeps its answer in view in a native `<details>` over the settled card, put in the
 * shadow root as it is (no Lit render); and when one settled in the page folds.
 */
import { html, render, type ReactiveElement, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { AnswerController } from '../answer/answer.controller.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { requestMarkup, withPartTexts, wrapperMarkup, type HTMLShape } from '../../html/request.js';
import type { MarkupParts } from '../../html/question.js';
import { foldStyles as styles } from './fold.styles.js';

/** What the fold shows: the request's flow, its texts, whether it is folded and open, and the card it folds. */
export interface FoldView {
  root: HTMLElement | DocumentFragment;
  flow: AnswerController;
  strings: ChoiceStrings;
  /** `<choice-prompt>`'s shape or `<question-set>`'s. */
  shape: HTMLShape;
  /** The language of the element's texts, when a provider gives one and the element has none of its own. */
  lang: string | undefined;
  /** Folded (else the card shows, and folds once the person is off it: `fold`). */
  folds: boolean | undefined;
  expanded: boolean;
  fold(): void;
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

/**
 * The folded markup each element shows: a box that is what the element renders (one node:
 * rendering the card in its place removes it), and the markup last put in it.
 */
const shown = new WeakMap<ShadowRoot, { box: HTMLElement; markup: string }>();

/**
 * Puts `markup` in `root` when it changed (a new table, another response): the markup is
 * drawn closed, and the disclosure's open state follows `open` on the element itself, so
 * the person opening or closing it changes no markup and focus stays on the line.
 */
function put(root: ShadowRoot, markup: string, v: FoldView): HTMLElement {
  const open = v.expanded;
  let view = shown.get(root);
  if (!view) {
    const box = document.createElement('div');
    box.style.display = 'contents';
    // The person opened or closed the line: the element's `expanded` follows.
    box.addEventListener('toggle', (event) => ((root.host as HTMLElement & { expanded: boolean }).expanded = (event.target as HTMLDetailsElement).open), true);
    shown.set(root, (view = { box, markup: '' }));
  }
  const details = () => view.box.querySelector<HTMLDetailsElement>('details');
  if (view.markup !== markup) {
    const line = root.activeElement?.matches('.fold');
    // Through Lit, whose Trusted Types policy a page enforcing them already allows for the
    // elements: `innerHTML` with a string would throw there. The markup is renderHTML's, every
    // text in it escaped.
    render(unsafeHTML(markup), view.box);
    view.markup = markup;
    if (line) root.querySelector<HTMLElement>('.fold')!.focus();
  }
  const box = details();
  if (box && box.open !== open) {
    // Folding under focus (the host cleared `expanded`): focus goes to the line, never to the page.
    if (!open && root.activeElement && box.contains(root.activeElement) && !root.activeElement.matches('.fold')) root.querySelector<HTMLElement>('.fold')!.focus();
    box.open = open;
  }
  return view.box;
}

/**
 * The markup of each part a settled request may draw, fetched with the first settled request
 * needing it (an open request never does: the part's Lit template draws it). Each is a chunk
 * of its own; a page of plain choices fetches none.
 */
const MARKUPS: { [N in keyof MarkupParts]-?: () => Promise<MarkupParts[N]> } = {
  fields: () => import('../fields/field.markup.js').then((m) => m.fieldMarkup),
  approvals: () => import('../approval/approval.markup.js').then((m) => m.approvalMarkup),
  message: () => import('../approval/message.markup.js').then((m) => m.messageMarkup),
  notes: () => import('../notes/notes.markup.js').then((m) => m.notesMarkup),
  noteField: () => import('../notes/note-field.markup.js').then((m) => m.noteFieldMarkup),
  previews: () => import('../previews/preview.markup.js').then((m) => m.previewMarkup),
  progress: () => import('../progress/progress.markup.js').then((m) => m.progressMarkup),
  link: () => import('../link/link.markup.js').then((m) => m.linkMarkup),
  countdown: () => import('../countdown/countdown.markup.js').then((m) => m.countdownMarkup),
};

/** Each part's markup once here, or the fetch under way (once per page). */
const markups = new Map<keyof MarkupParts, unknown>();

/**
 * The markup of the parts the request fetched (`names`), or a promise settled once every one
 * is here. A part that cannot be fetched draws nothing, as a part the element lacks.
 */
function markupOf(names: string[]): MarkupParts | Promise<unknown> {
  const parts: Record<string, unknown> = {};
  const waits: Promise<unknown>[] = [];
  for (const name of names.filter((n): n is keyof MarkupParts => n in MARKUPS)) {
    let got = markups.get(name);
    if (got === undefined) {
      got = MARKUPS[name]().then(
        (markup) => markups.set(name, markup),
        () => markups.set(name, null),
      );
      markups.set(name, got);
    }
    if (got instanceof Promise) waits.push(got);
    else if (got) parts[name] = got;
  }
  return waits.length > 0 ? Promise.all(waits) : (parts as MarkupParts);
}

/** The disclosure and, while it is open, the settled request under it; or, until it folds, the card. */
function view(v: FoldView): TemplateResult {
  const root = v.root as ShadowRoot;
  if (!v.folds) return watch(root, v.fold), v.card();
  const sheet = styles.styleSheet;
  if (sheet && root.adoptedStyleSheets && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  const { flow } = v;
  const request = flow.request!;
  const parts = markupOf(Object.keys(flow.parts));
  // Nothing shows for the moment the parts' markup loads (the element keeps the line's room).
  if (parts instanceof Promise) return void parts.then(() => (root.host as ReactiveElement).requestUpdate()), html``;
  const state = {
    lock: flow.lock,
    strings: withPartTexts(v.strings, parts),
    drafts: request.questions.map((_, i) => flow.draft(i)!),
    shown: (i: number) => flow.shown(i),
    status: flow.statusText(),
    note: flow.globalNote,
    parts,
  };
  const markup = wrapperMarkup({ shape: v.shape, state: flow.lock ?? 'open', lang: v.lang }, requestMarkup(request, state, v.shape, ''));
  return html`${put(root, markup.html, v)}`;
}

/** Fetches every part's markup (a page that shows every state at once: the gallery, a test page). */
const everyMarkup = () => markupOf(Object.keys(MARKUPS));

const foldPart = { styles, view, everyMarkup };
export type FoldPart = typeof foldPart;
export default foldPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** The one-line fold of a settled request (fetched by the element once it shows one settled). */
    fold?: FoldPart;
  }
}
