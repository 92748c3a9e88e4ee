// Runs in the demo gallery (imported by same-view.test.mjs through Vite): for each card whose
// element is in a state `renderHTML` draws, what to hand it, and a canonical form of either
// markup to compare (ids without their prefix, classes without theirs, attributes sorted,
// blank text and the live regions the elements keep for what they will announce left out).
import { renderPromptHTML, renderSetHTML, type RenderHTMLOptions } from '../../../src/html.js';
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse } from '../../../src/protocol.js';
import { textSet } from '../../../demo/gallery/texts.js';

type RequestEl = HTMLElement & {
  request?: ChoiceRequest;
  response?: ChoiceResponse;
  disabled: boolean;
  answered: boolean;
  answer?: ChoiceAnswer;
  answers?: Record<string, ChoiceAnswer>;
  layout?: string;
  expanded: boolean;
};

/** The states `renderHTML` draws from a request and a response. */
const DRAWN = new Set(['open', 'answered', 'outdated', 'cancelled', 'timeout']);

const elementOf = (card: Element) => card.querySelector<RequestEl>('.stage > choice-prompt, .stage > question-set');

/** Whether an answer holds anything a person gave. */
const given = (a: ChoiceAnswer | undefined) => !!a && (a.selected.length > 0 || !!a.other || a.text !== undefined || a.number !== undefined || a.boolean !== undefined);

/** The cards whose element shows a state `renderHTML` draws (a paged set pages while open, which `renderHTML` does not). */
/**
 * Cards whose element draws what renderHTML leaves to the element, and why (docs/html.md says
 * so too): compared, they would differ by design.
 */
const ELEMENT_ONLY: Record<string, string> = {
  preview: 'a markdown preview is drawn as markdown by the element; renderHTML shows its text as code',
};

export function comparableCards(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-card]')]
    .filter((card) => {
      if (ELEMENT_ONLY[card.dataset['card']!]) return false;
      const el = elementOf(card);
      if (!el?.request || !DRAWN.has(el.getAttribute('state') ?? '')) return false;
      return !(el.layout && el.layout !== 'stacked' && el.getAttribute('state') === 'open');
    })
    .map((card) => card.dataset['card']!);
}

/** What `renderHTML` is handed for the element of `card`: the state it shows, in the gallery's texts. */
export function optionsFor(cardId: string): { request: ChoiceRequest; options: RenderHTMLOptions } {
  const el = elementOf(document.querySelector(`[data-card="${cardId}"]`)!)!;
  const request = el.request!;
  const stage = el.parentElement!;
  const t = textSet(stage.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr', document.body.dataset['shown']?.includes('long') ? 'long' : 'short');
  const options: RenderHTMLOptions = { strings: t.strings ?? {}, lang: t.lang };
  let response = el.response;
  if (!response) {
    const answers: Record<string, ChoiceAnswer> = el.localName === 'choice-prompt' && request.questions[0] ? { [request.questions[0].id]: el.answer! } : { ...el.answers };
    if (el.answered || (el.disabled && Object.values(answers).some(given))) response = { requestId: request.id, status: 'answered', answers };
  }
  if (response) options.response = response;
  if (el.disabled) options.outdated = true;
  if (el.expanded) options.expanded = true;
  return { request, options };
}

/** Puts `renderHTML`'s markup in the place of the element of `card` (in its stage, which gives it the same width, direction and language). */
export function swap(cardId: string): void {
  const { request, options } = optionsFor(cardId);
  const el = elementOf(document.querySelector(`[data-card="${cardId}"]`)!)!;
  const stage = el.parentElement!;
  stage.innerHTML = el.localName === 'question-set' ? renderSetHTML(request, options) : renderPromptHTML(request, options);
}

/** A canonical form of the request under `root` (a settled one's disclosure, else its card): tags, sorted attributes without the prefixes, form values, text. */
export function canonical(root: ParentNode): string {
  const base = root.querySelector('.fold-box, .cp-fold-box') ?? root.querySelector('.base, .cp-base');
  if (!base) return '(no card)';
  const prefix = /^cp-[\w-]*?-[0-9a-z]+-(?=q\d|link-host|global-note)/;
  const out: string[] = [];
  const walk = (node: Node, depth: number): void => {
    const pad = '  '.repeat(depth);
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ');
      if (text.trim()) out.push(`${pad}"${text.trim()}"`);
      return;
    }
    if (!(node instanceof Element)) return;
    // A live region rendered empty (the state line's, the announcer's): kept for what the element will say.
    if ((node.getAttribute('role') === 'status' || node.hasAttribute('aria-live')) && !node.textContent?.trim() && node.getAttribute('role') !== 'timer') return;
    const attrs = [...node.attributes]
      .filter((a) => !(a.name === 'value' && (node.localName === 'input' || node.localName === 'textarea')) && !(a.name === 'lang' && node.matches('.base, .cp-base')))
      .map((a) => `${a.name}="${a.value.split(' ').map((v) => (a.name === 'class' ? v.replace(/^cp-/, '') : v.replace(prefix, ''))).join(' ')}"`)
      .sort();
    if (node.localName === 'input' || node.localName === 'textarea') attrs.push(`.value="${(node as HTMLInputElement).value}"`);
    out.push(`${pad}<${node.localName}${attrs.length ? ` ${attrs.join(' ')}` : ''}>`);
    if (node.localName !== 'textarea') for (const child of node.childNodes) walk(child, depth + 1);
  };
  walk(base, 0);
  return out.join('\n');
}
