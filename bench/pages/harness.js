// In-page half of the browser benches. `?variant=` picks what is measured:
// - `plain`: light-DOM <button>s in a role="group" labelled by the question, with a
//   delegated click handler doing what a prompt does on click (mark the choice, lock);
// - `ours`: <choice-prompt> with a child <script type="application/json"> (choices-block);
// - `shoelace`: <sl-radio-group label> with <sl-radio-button>s;
// - `lazy`: the `ours` markup with bench/experiments/lazy-prompt.ts, a proposed fix;
// - `flat`: the `ours` markup, element styles without positioned boxes (bench/serve.mjs).
// Every variant shows the same question and three option labels per prompt. Playwright
// drives `window.bench`; timings are taken here with performance.now(). The prompts' markup
// and the peer's look are markup.js's, shared with open-load.mjs.
import { elementPrompt, escapeHtml, labels, PEER_CSS, plainPrompt, question } from './markup.js';

document.head.insertAdjacentHTML('beforeend', `<style>${PEER_CSS}</style>`);
const params = new URLSearchParams(location.search);
const variant = params.get('variant');
const root = document.getElementById('root');

// Experiments (bench/profile.mjs only, never in the table): page CSS applied to the host
// element from outside, to measure a proposed fix before anyone changes the element.
// `cv`: `content-visibility: auto` so off-screen prompts skip style, layout and paint.
if (params.has('cv')) {
  document.head.insertAdjacentHTML('beforeend', '<style>choice-prompt, .prompt, sl-radio-group { display: block; content-visibility: auto; contain-intrinsic-size: auto 180px; }</style>');
}

const LIBRARIES = { ours: '../out/ours.js', lazy: '../out/lazy.js', flat: '../out/flat.js', shoelace: '../out/shoelace.js' };
const TAGS = { ours: ['choice-prompt'], lazy: ['choice-prompt'], flat: ['choice-prompt'], shoelace: ['sl-radio-group', 'sl-radio-button'] };
const OURS = new Set(['ours', 'lazy', 'flat']);

const MARKUP = {
  plain: plainPrompt,
  lazy: elementPrompt,
  flat: elementPrompt,
  ours: elementPrompt,
  shoelace: (i) =>
    `<sl-radio-group label="${escapeHtml(question(i))}" name="q${i}">` +
    labels(i).map((l, k) => `<sl-radio-button value="v${k}">${escapeHtml(l)}</sl-radio-button>`).join('') +
    '</sl-radio-group>',
};

if (variant === 'plain') {
  // What a hand-written prompt does on click: mark the choice and lock the group.
  root.addEventListener('click', (event) => {
    const button = event.target.closest?.('button');
    if (!button || button.disabled) return;
    const group = button.parentElement;
    for (const b of group.children) {
      b.disabled = true;
      b.setAttribute('aria-pressed', String(b === button));
    }
  });
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const settle = async () => {
  await frame();
  await frame();
};

/** The markup of `count` prompts, built ahead of the timed part. */
const markup = (count) => Array.from({ length: count }, (_, i) => MARKUP[variant](i)).join('');

/** Prompt `index` (0-based) of what is mounted. */
const prompt = (index) => root.children[index];

window.bench = {
  variant,
  /**
   * Mounts `count` prompts and resolves with the milliseconds from insertion to the next
   * frame, layout forced inside that frame's requestAnimationFrame (so element rendering,
   * style and layout are all in).
   */
  async mount(count) {
    const html = markup(count);
    await settle();
    const t0 = performance.now();
    root.innerHTML = html;
    await frame();
    void root.getBoundingClientRect().height;
    void document.body.offsetHeight;
    return performance.now() - t0;
  },
  /** Resolves once every mounted `choice-prompt` has rendered (off-screen ones render after the first frame). */
  async allRendered() {
    const t0 = performance.now();
    while ([...root.children].some((el) => !el.hasAttribute('state'))) await new Promise((r) => setTimeout(r, 5));
    return performance.now() - t0;
  },
  /** Resolves once every mounted `choice-prompt` shows its full interface (the light structure is gone). */
  async allRevealed() {
    const t0 = performance.now();
    while ([...root.children].some((el) => !el.shadowRoot?.querySelector('.indicator'))) await new Promise((r) => setTimeout(r, 5));
    return performance.now() - t0;
  },
  /** Puts a fresh, unanswered prompt in place of prompt `index` (untimed; between click samples). */
  async refresh(index) {
    const t = document.createElement('template');
    t.innerHTML = MARKUP[variant](index);
    prompt(index).replaceWith(t.content);
    await settle();
  },
  async unmount() {
    root.replaceChildren();
    await settle();
  },
  /** Scrolls prompt `index` into view; returns the page coordinates of its option `option`. */
  async target(index, option) {
    const el = prompt(index);
    el.scrollIntoView({ block: 'center' });
    await settle();
    const find = () => {
      if (variant === 'plain') return el.querySelectorAll('button')[option];
      if (OURS.has(variant)) return el.shadowRoot?.querySelectorAll('button')[option];
      return el.querySelectorAll('sl-radio-button')[option]?.shadowRoot?.querySelector('button');
    };
    // The lazy experiment renders a prompt once it has been seen in the viewport.
    for (let i = 0; i < 120 && !find(); i++) await frame();
    await settle();
    const r = find().getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  },
  /**
   * Arms the click probe: resolves, after the next click anywhere, with the milliseconds
   * from that click event's timestamp to the next frame (layout forced in it).
   */
  armClick() {
    window.clickResult = new Promise((resolve) => {
      window.addEventListener(
        'click',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            void root.getBoundingClientRect().height;
            void document.body.offsetHeight;
            resolve(performance.now() - start);
          });
        },
        { capture: true, once: true },
      );
    });
  },
  /**
   * Mounts one prompt whose request has a 5 MB option label (refused by its length, shown
   * invalid) and resolves with the milliseconds until it has rendered that state, or throws.
   * test/security/limits-elements.test.ts checks what it shows; this is how long it takes.
   */
  async oversized() {
    const el = document.createElement('choice-prompt');
    const label = 'L'.repeat(5 * 1024 * 1024);
    const question = { id: 'q0', text: 'Q', multiple: false, allowOther: false, minSelections: 1, maxSelections: 1, defaults: [] };
    el.request = { id: 'big', dialect: 'choices-block', questions: [{ ...question, options: [{ id: 'o0', label, value: 'a' }, { id: 'o1', label: 'B', value: 'b' }] }] };
    await settle();
    const t0 = performance.now();
    root.append(el);
    // Until it shows a state of its own (`pending` while its parts still load).
    while ((el.getAttribute('state') ?? 'pending') === 'pending' && performance.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 1));
    const ms = performance.now() - t0;
    const state = el.getAttribute('state');
    el.remove();
    if (state !== 'invalid') throw new Error(`a 5 MB label left the prompt ${state}, not invalid`);
    return ms;
  },
  /** Whether prompt `index` now shows option `option` as the answer (proof the click worked). */
  chosen(index, option) {
    const el = prompt(index);
    if (variant === 'plain') return el.querySelectorAll('button')[option].getAttribute('aria-pressed') === 'true';
    if (OURS.has(variant)) {
      const b = el.shadowRoot.querySelectorAll('button')[option];
      return el.getAttribute('state') === 'answered' && b.getAttribute('aria-pressed') === 'true';
    }
    return el.value === `v${option}`;
  },
};

const library = LIBRARIES[variant];
if (library) await import(library);
await Promise.all((TAGS[variant] ?? []).map((tag) => customElements.whenDefined(tag)));
window.benchReady = true;
