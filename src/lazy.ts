/**
 * `choice-prompts/lazy.js`: the elements loaded only where a live prompt is. Put it in a page
 * instead of `bundle.js`: it defines nothing itself, and imports the elements (`bundle.js`,
 * beside it) the first time a prompt that needs them comes near the viewport or gets input.
 * A prompt needs them unless it is painted settled: a `<choice-prompt>` or `<question-set>`
 * holding `renderHTML`'s markup of a settled request (that markup folds and opens with no
 * script). So a page of history fetches none of the kit's script, and a page with an open
 * question fetches the elements as soon as it may be answered.
 *
 * An open prompt painted with `renderHTML`'s markup (its fallback content) can be clicked
 * before the elements are here: the click (or Enter, Space, a digit on a painted option) is
 * kept, shown at once on the painted option, and applied to the element once it is live, as
 * the same click on the same control; focus moves to that control.
 *
 * @example
 * <script type="module" src="/node_modules/choice-prompts/dist/lazy.js"></script>
 * <choice-prompt><script type="application/json">{…}</script>…renderHTML's markup…</choice-prompt>
 */

const PROMPTS = 'choice-prompt:not(:defined),question-set:not(:defined)';

let elements: Promise<unknown> | undefined;

/** Imports the elements, once: every prompt in the page then upgrades. What `lazy.js` calls when a prompt needs them. */
export function loadElements(): Promise<unknown> {
  if (!elements) {
    elements = import('./bundle.js');
    observer?.disconnect();
    mutations?.disconnect();
    elements.then(takeOver, () => {});
  }
  return elements;
}

/** The prompt not yet defined that `node` is in, if any. */
const promptOf = (node: EventTarget | null): Element | null => (node instanceof Element ? node.closest(PROMPTS) : null);

/** Whether `prompt` needs the elements: anything but `renderHTML`'s markup of a settled request. */
function needsElements(prompt: Element): boolean {
  const painted = prompt.querySelector(':scope > .choice-prompts');
  return !painted || painted.getAttribute('data-state') === 'open';
}

/** What the person did on a painted prompt before the elements were here: the control, by question and option or by part. */
interface Press {
  prompt: Element;
  /** `[data-q="1"] button.option` and its index, or `[part="submit"]`. */
  selector: string;
  index: number;
}
const presses: Press[] = [];

/** Where `button` (a painted control) is in the element's own render: the same question's option, or the control of the same part. */
function pressOf(prompt: Element, button: HTMLButtonElement | null): Press | undefined {
  if (!button || button.disabled || button.getAttribute('aria-disabled') === 'true') return undefined;
  const question = button.closest('[data-q]');
  if (button.matches('.cp-option') && question) {
    const selector = `[data-q="${question.getAttribute('data-q')}"] button.option`;
    return { prompt, selector, index: [...question.querySelectorAll('button.cp-option')].indexOf(button) };
  }
  const part = button.getAttribute('part');
  return part ? { prompt, selector: `[part="${part}"]`, index: 0 } : undefined;
}

/** Keeps a press on a painted open prompt, and shows it on its option (pressed) until the element takes over. */
function keep(press: Press | undefined, button: HTMLButtonElement): void {
  if (!press) return;
  presses.push(press);
  if (button.matches('.cp-option')) {
    const group = button.closest('[role=group]');
    // One choice shows one option pressed; several toggle.
    const single = !group?.querySelector('.cp-indicator.cp-check');
    if (single) group?.querySelectorAll('button.cp-option').forEach((b) => b !== button && b.setAttribute('aria-pressed', 'false'));
    button.setAttribute('aria-pressed', single || button.getAttribute('aria-pressed') !== 'true' ? 'true' : 'false');
    button.closest('.cp-row')?.classList.toggle('cp-pressed', button.getAttribute('aria-pressed') === 'true');
  }
}

function onInput(event: Event): void {
  const prompt = promptOf(event.target);
  if (!prompt || !needsElements(prompt)) return;
  const button = (event.target as Element).closest<HTMLButtonElement>('button');
  if (event.type === 'click' && button) keep(pressOf(prompt, button), button);
  // A digit on a painted option chooses its question's option of that number, as in the element (never one typed in a field).
  const digit = event.type === 'keydown' && (event.target as Element).matches('button.cp-option') ? /^[1-9]$/.exec((event as KeyboardEvent).key) : null;
  const option = digit && (event.target as Element).closest('[data-q]')?.querySelectorAll<HTMLButtonElement>('button.cp-option')[Number(digit[0]) - 1];
  if (option) keep(pressOf(prompt, option), option);
  void loadElements();
}

/** The element's own control for `press`, once it has drawn it. */
function controlOf({ prompt, selector, index }: Press): Promise<HTMLElement | undefined> {
  const root = prompt.shadowRoot;
  const find = () => root?.querySelectorAll<HTMLElement>(selector)[index];
  return new Promise((resolve) => {
    if (!root || find()) return resolve(find());
    const watch = new MutationObserver(() => find() && (watch.disconnect(), resolve(find())));
    watch.observe(root, { childList: true, subtree: true });
  });
}

/** The elements are here: each kept press is applied, in order, to its element's own control, which takes focus. */
async function takeOver(): Promise<void> {
  for (const type of INPUT) document.removeEventListener(type, onInput, true);
  for (const press of presses.splice(0)) {
    await customElements.whenDefined(press.prompt.localName);
    const control = await controlOf(press);
    control?.focus();
    control?.click();
  }
}

/** What counts as input on a prompt (listened for on the document, before any handler of the page). */
const INPUT = ['click', 'keydown', 'pointerdown', 'focusin'];

let observer: IntersectionObserver | undefined;
let mutations: MutationObserver | undefined;

/** Watches each prompt that needs the elements: near the viewport (a screen above or below), they load. */
function watch(): void {
  document.querySelectorAll(PROMPTS).forEach((prompt) => needsElements(prompt) && observer!.observe(prompt));
}

if (typeof document === 'object' && !customElements.get('choice-prompt')) {
  for (const type of INPUT) document.addEventListener(type, onInput, true);
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadElements(), { rootMargin: '100% 0px' });
    mutations = new MutationObserver(watch);
    mutations.observe(document, { childList: true, subtree: true });
    watch();
  } else void loadElements();
}
