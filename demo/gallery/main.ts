/**
 * The gallery page: renders every card of `cards.ts` for the chosen direction, text length
 * and width, and keeps those choices in the address so a designer can share a view.
 */
import '../../src/bundle.js';
import '../../src/choice-queue.js';
import { provideChoiceConfig, type ChoiceConfig } from '../../src/index.js';
import { fetchEveryPart } from '../../src/components/loader/parts.js';
import { html, nothing, render } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { keepFocusClear } from '../shared/focus-clear.js';
import { initThemePicker } from '../shared/theme.js';
import type { Card } from './fixtures.js';
import { promptCards } from './prompt-cards.js';
import { setCards } from './set-cards.js';
import { kindCards } from './kind-cards.js';
import { queueCards } from './queue-cards.js';
import { textSet, type TextSet } from './texts.js';

interface View {
  dir: 'ltr' | 'rtl';
  text: 'short' | 'long';
  width: 'chat' | 'narrow';
}

const DEFAULTS: View = { dir: 'ltr', text: 'short', width: 'chat' };

function readView(): View {
  const params = new URLSearchParams(location.search);
  return {
    dir: params.get('dir') === 'rtl' ? 'rtl' : 'ltr',
    text: params.get('text') === 'long' ? 'long' : 'short',
    width: params.get('width') === 'narrow' ? 'narrow' : 'chat',
  };
}

function writeView(view: View): void {
  const params = new URLSearchParams();
  for (const key of Object.keys(view) as (keyof View)[]) if (view[key] !== DEFAULTS[key]) params.set(key, view[key]);
  const query = params.toString();
  history.replaceState(null, '', query ? `?${query}` : location.pathname);
}

let generation = 0;

/** Every card follows one host-wide config (strings and language), given once for the whole gallery. */
let setConfig: ((config: ChoiceConfig) => void) | undefined;

function configure(t: TextSet): void {
  // A cancel stays undoable as long as a timer can wait: the "Cancelling" card is a state to look at.
  const config: ChoiceConfig = { strings: t.strings ?? {}, lang: t.lang, loading: 'eager', undoMs: 2 ** 31 - 1 };
  if (setConfig) setConfig(config);
  else setConfig = provideChoiceConfig(document.querySelector<HTMLElement>('main')!, config);
}

function cardTemplate(card: Card, t: TextSet) {
  return html`<li class="card panel" data-card=${card.id}>
    <div class="caption">
      <h3 id=${`${card.id}-title`}>${card.title}</h3>
      <p>${card.how}</p>
      ${card.focusTarget ? html`<button type="button" class="button show-focus" @click=${() => showFocus(card)}>Show keyboard focus</button>` : nothing}
    </div>
    <div class="stage" dir=${t.dir} lang=${t.lang} role="group" aria-labelledby=${`${card.id}-title`}>${card.render(t)}</div>
  </li>`;
}

/** Focuses what the card names, with the focus ring keyboard focus has (not the pointer's). */
function showFocus(card: Card): void {
  const element = document.querySelector<HTMLElement>(`[data-card="${card.id}"] .stage > *`);
  const target = element && card.focusTarget?.(element);
  target?.focus({ focusVisible: true } as FocusOptions);
}

async function show(view: View): Promise<void> {
  delete document.body.dataset['shown'];
  // Every state at once: the parts a page fetches with the first request needing one (a
  // field, a countdown, a fallback…; pending until then) are fetched before the cards show.
  await fetchEveryPart();
  const t = textSet(view.dir, view.text);
  configure(t);
  document.body.dataset['width'] = view.width;
  const run = ++generation;
  for (const [selector, cards] of [['#prompt-cards', promptCards], ['#set-cards', setCards], ['#kind-cards', kindCards], ['#queue-cards', queueCards]] as const) {
    const list = document.querySelector<HTMLElement>(selector)!;
    // A fresh set of elements per view: states reached by clicking must start from scratch.
    render(keyed(run, html`${cards.map((card) => cardTemplate(card, t))}`), list);
  }
  // A refused Submit moves focus to the question, which scrolls; the reader stays where they were.
  const scroll = { x: scrollX, y: scrollY };
  const focused = document.activeElement;
  for (const card of [...promptCards, ...setCards, ...kindCards, ...queueCards]) {
    if (!card.after || run !== generation) continue;
    const element = document.querySelector<HTMLElement>(`[data-card="${card.id}"] .stage > *`);
    if (element) await card.after(element);
  }
  // A refused Submit focused its question; a designer's focus belongs where they left it.
  if (document.activeElement?.closest('.stage')) giveFocusBack(focused);
  scrollTo(scroll.x, scroll.y);
  // Every card is in its state: tests and screenshots wait for this.
  if (run === generation) document.body.dataset['shown'] = `${view.dir} ${view.text} ${view.width}`;
}

/**
 * Focus back on `element` (the view control a designer used), or where a page that just
 * opened has it when nothing had focus: blurring alone would leave the point Tab starts from
 * at the refused question, thousands of pixels down, so the body holds focus for a moment
 * and the next Tab goes to the skip link at the top.
 */
function giveFocusBack(element: Element | null): void {
  if (element instanceof HTMLElement && element !== document.body && element.isConnected) {
    element.focus({ preventScroll: true });
    return;
  }
  document.body.tabIndex = -1;
  document.body.focus({ preventScroll: true });
  document.body.removeAttribute('tabindex');
}

function initControls(view: View): void {
  for (const key of Object.keys(DEFAULTS) as (keyof View)[]) {
    for (const input of document.querySelectorAll<HTMLInputElement>(`input[name="${key}"]`)) {
      input.checked = input.value === view[key];
      input.addEventListener('change', () => {
        if (!input.checked) return;
        (view as unknown as Record<string, string>)[key] = input.value;
        writeView(view);
        void show(view);
      });
    }
  }
}

initThemePicker();
// The view controls stick to the top where the screen is tall enough for them to.
const controls = document.querySelector<HTMLElement>('.controls')!;
const clear = keepFocusClear({ top: () => (getComputedStyle(controls).position === 'sticky' ? controls.getBoundingClientRect().height : 0) });
new ResizeObserver(() => clear.update()).observe(controls);
const view = readView();
initControls(view);
void show(view);
