/** Shared fixtures and shadow-DOM lookups for the element tests. */
import type { ChoiceQuestion, ChoiceRequest } from '../../src/protocol/model.js';
import { parseRequest } from '../../src/protocol/registry.js';

/** Seed 003's block. */
export const seedBlock = {
  question: 'How would you like to add this source?',
  options: [
    { label: 'Use RSS feed', value: 'rss', description: 'Fast, summaries only.', recommended: true },
    { label: 'Use agentic extraction', value: 'agentic' },
  ],
};

export const seedJson = JSON.stringify(seedBlock);

export function question(overrides: Partial<ChoiceQuestion> = {}): ChoiceQuestion {
  return {
    id: 'q0',
    text: 'Pick a colour',
    options: [
      { id: 'o0', label: 'Red', value: 'red' },
      { id: 'o1', label: 'Green', value: 'green' },
      { id: 'o2', label: 'Blue', value: 'blue' },
    ],
    multiple: false,
    allowOther: false,
    minSelections: 1,
    maxSelections: 1,
    defaults: [],
    ...overrides,
  };
}

export function request(overrides: Partial<ChoiceRequest> = {}, q: Partial<ChoiceQuestion> = {}): ChoiceRequest {
  return { id: 'req-1', dialect: 'choices-block', questions: [question(q)], ...overrides };
}

export function root(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`${el.localName} has no shadow root`);
  return el.shadowRoot;
}

/**
 * Where to look inside `el`: its shadow root for an element, or the element itself for a
 * piece of one, such as a `<question-set>`'s question (`questions(set)`).
 */
export function scope(el: Element): ShadowRoot | Element {
  return el.shadowRoot ?? el;
}

/** The questions a `<question-set>` (or a prompt) shows, each its own labelled group: query them like elements. */
export function questions(el: Element): HTMLElement[] {
  return [...root(el).querySelectorAll<HTMLElement>('[part~="question-item"]')];
}

export function optionButtons(el: Element): HTMLButtonElement[] {
  return [...scope(el).querySelectorAll<HTMLButtonElement>('button.option')];
}

export function part(el: Element, name: string): HTMLElement | null {
  return scope(el).querySelector<HTMLElement>(`[part~="${name}"]`);
}

/** The element focused inside `el`'s shadow root (or nested prompt's), if any. */
export function deepActive(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export function pressed(el: Element): string[] {
  return optionButtons(el)
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent!.replace(/\s+/g, ' ').trim());
}

/** The element's polite live region's text (passing remarks), without the repeat marker; not a field's own (a length counter's). */
export function announcement(el: Element): string {
  return (root(el).querySelector('[aria-live="polite"][aria-atomic="true"]')?.textContent ?? '').replace(/\u00a0/g, '').trim();
}

/** The hint as shown: the rule ("Choose any"), or the message that takes its place on screen. */
export function hintText(el: Element): string {
  // A set's questions carry their own hints as `question-hint`; the set's own is `hint`.
  const hint = part(el, 'hint') ?? (el.shadowRoot ? null : part(el, 'question-hint'));
  if (!hint) return '';
  return [...hint.childNodes]
    .filter((n) => n.nodeType === Node.TEXT_NODE || (n instanceof Element && !n.classList.contains('visually-hidden')))
    .map((n) => n.textContent)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The visible state line, whether it was announced or not. */
export function statusText(el: Element): string {
  return (part(el, 'status')?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** What the state line's live region holds: text there is spoken; text beside it is not. */
export function liveStatusText(el: Element): string {
  const region = part(el, 'status')?.querySelector('[role="status"]');
  if (!region) throw new Error(`${el.localName} has no live region in its state line`);
  return (region.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * What the state line says aloud: its live region's text, or '' where it has none (a
 * settled request's folded markup, which never announces: a restored state is shown, not spoken).
 */
export function spokenStatus(el: Element): string {
  return (part(el, 'status')?.querySelector('[role="status"]')?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The text of the element `id` in `el`'s shadow root (an aria-describedby target, say). */
export function textOf(el: Element, id: string): string {
  return (scope(el).querySelector(`#${CSS.escape(id)}`)?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Records every event of `types` reaching `target`. */
export function record(target: EventTarget, ...types: string[]): CustomEvent[] {
  const events: CustomEvent[] = [];
  for (const type of types) target.addEventListener(type, (e) => events.push(e as CustomEvent));
  return events;
}

/**
 * A button of the page fixed at its top corner (under a confirmation's dimmed page), counting
 * the clicks that reach it; `remove()` takes it away.
 */
export function buttonBehind(): { readonly pressed: number; remove(): void } {
  const button = document.createElement('button');
  button.textContent = 'Behind';
  button.style.cssText = 'position: fixed; inset-block-start: 0; inset-inline-start: 0; inline-size: 6rem; block-size: 2rem';
  let pressed = 0;
  button.addEventListener('click', () => pressed++);
  document.body.append(button);
  return {
    get pressed() {
      return pressed;
    },
    remove: () => button.remove(),
  };
}

export const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An AI SDK tool call awaiting the user's approval (state "approval-requested", as
 * packages/ai/src/ui/ui-messages.ts types it), parsed: `tool` with its arguments `input`.
 */
export function approvalRequest(tool: string, input: Record<string, unknown>): ChoiceRequest {
  const parsed = parseRequest('ai_sdk_tool_part', { type: `tool-${tool}`, toolCallId: `call-${tool}`, state: 'approval-requested', input, approval: { id: `approval-${tool}` } });
  if (!parsed.ok) throw new Error(`approval fixture: ${parsed.errors[0]?.message}`);
  return parsed.request;
}

/**
 * Runs `action` with the timers it sets held instead of started: each comes back with its
 * delay and a `run` that fires it now. A test drives an element's time this way (as the
 * countdown tests stop `Date.now`), never by waiting.
 */
export function holdTimers(action: () => void): { ms: number; run(): void }[] {
  const real = window.setTimeout;
  const held: { ms: number; run(): void }[] = [];
  window.setTimeout = ((handler: () => void, ms = 0) => {
    held.push({ ms, run: handler });
    return 0;
  }) as typeof window.setTimeout;
  try {
    action();
  } finally {
    window.setTimeout = real;
  }
  return held;
}

/** Presses `el`'s Cancel and lets its undo window (if one opens) run out at once. */
export async function cancelNow(el: LitLike): Promise<void> {
  for (const timer of holdTimers(() => part(el, 'cancel')!.click())) timer.run();
  await el.updateComplete;
}

type LitLike = Element & { updateComplete: Promise<unknown> };
