/**
 * What both elements show instead of a prompt: the skeleton of a block still streaming, the
 * raw JSON of a script that could not be read, and the explanation of a request that
 * cannot be shown. Styled by `fallback.styles.ts`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { AsyncDirective, directive, type ChildPart, type PartInfo } from 'lit/async-directive.js';
import { LIMITS } from '../protocol/limits.js';
import type { ValidationError } from '../protocol/model.js';
import { infoIcon } from './icons.js';
import type { ChoiceStrings } from './strings.js';

/**
 * A block still streaming: a quiet skeleton and its "Loading question…" line, read as text,
 * and spoken once only when the block is news (see `loadingStatus`).
 */
export function renderSkeleton(strings: ChoiceStrings): TemplateResult {
  return html`<div part="base" class="base skeleton">
    <div class="bone question-bone" aria-hidden="true"></div>
    <div class="bone option-bone" aria-hidden="true"></div>
    <div class="bone option-bone" aria-hidden="true"></div>
    <div part="status" class="status pending">${loadingStatus(strings.loading)}</div>
  </div>`;
}

/**
 * How long a block must have been loading before its line is spoken. A dialect fetched in a
 * moment never speaks; and the empty live region has long been in the accessibility tree
 * when its text lands (screen readers announce a change to a region they already know, not a
 * region that appears filled, and browsers pass changes to them in batches).
 */
const SPEAK_AFTER_MS = 500;

/**
 * When the page's latest skeleton started. Skeletons starting close together are a page or
 * a history being restored (or a host re-rendering a message on every token), not a block
 * arriving while the user listens: none of them speaks.
 */
let lastStart = -Infinity;

/**
 * Lines spoken on this page. Every other one ends in a no-break space: a screen reader may
 * drop a live message equal to the last one it heard (Orca does), and two blocks loading one
 * after the other are two pieces of news.
 */
let spokenCount = 0;

/**
 * The loading line: plain text beside a `role="status"` region rendered empty. After
 * `SPEAK_AFTER_MS` the text moves into the region, and so is spoken, when the block is news:
 * the page had finished loading, no other skeleton started around it, and no live region
 * around the element (a chat's `role="log"`) speaks it already. Once spoken it stays said:
 * re-renders leave it, and an element moved in the page shows it as plain text again.
 */
class LoadingStatus extends AsyncDirective {
  #text = '';
  #mark = '';
  #phase: 'waiting' | 'spoken' | 'quiet' | undefined;
  #start = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The element holding the line, where the search for a live region around it starts. */
  readonly #line: Node;

  constructor(part: PartInfo) {
    super(part);
    this.#line = (part as ChildPart).parentNode;
  }

  render(text: string): TemplateResult {
    this.#text = text;
    const spoken = this.#phase === 'spoken';
    return html`<span class="status-text">${spoken ? '' : text}</span><span class="status-text" role="status">${spoken ? text + this.#mark : ''}</span>`;
  }

  override update(_part: ChildPart, [text]: [string]): TemplateResult {
    if (this.#phase === undefined && this.isConnected) this.#wait();
    return this.render(text);
  }

  protected override disconnected(): void {
    clearTimeout(this.#timer);
    if (this.#phase === 'spoken') {
      this.#phase = 'quiet';
      this.setValue(this.render(this.#text));
    } else if (this.#phase === 'waiting') {
      this.#phase = undefined;
    }
  }

  protected override reconnected(): void {
    if (this.#phase === undefined) this.#wait();
  }

  #wait(): void {
    const now = performance.now();
    const news = now - lastStart > SPEAK_AFTER_MS && pageSettledBefore(now);
    this.#start = lastStart = now;
    this.#phase = 'waiting';
    this.#timer = setTimeout(() => {
      const speak = news && lastStart === this.#start && !insideLiveRegion(this.#line);
      this.#phase = speak ? 'spoken' : 'quiet';
      if (!speak) return;
      this.#mark = spokenCount++ % 2 ? '\u00a0' : '';
      this.setValue(this.render(this.#text));
    }, SPEAK_AFTER_MS);
  }
}

const loadingStatus = directive(LoadingStatus);

/** Whether the page had finished loading a while before `time`: what a page shows as it loads is not news. */
function pageSettledBefore(time: number): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return document.readyState === 'complete' && (navigation?.loadEventEnd ?? 0) + SPEAK_AFTER_MS < time;
}

/** Roles that make a region live (`marquee` and `timer` are live but `off`). */
const LIVE_ROLES = new Set(['alert', 'log', 'status']);

/** Whether the nearest live region around `node`, across shadow roots, speaks what appears in it. */
function insideLiveRegion(node: Node): boolean {
  for (let n: Node | null = node; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) {
    if (!(n instanceof Element)) continue;
    const live = n.getAttribute('aria-live');
    if (live) return live !== 'off';
    const role = n.getAttribute('role')?.trim().split(/\s+/)[0];
    if (role ? LIVE_ROLES.has(role) : n.localName === 'output') return true;
  }
  return false;
}

/**
 * The JSON of a script that could not be read, as a plain code block (seed 000: the raw
 * block, no error shown). Lit escapes it: markup in the JSON stays text.
 */
export function renderRawFallback(raw: string): TemplateResult {
  // A payload past the size limit was refused unread; show its start, not megabytes of text.
  const shown = raw.length > LIMITS.maxPayloadChars ? `${raw.slice(0, LIMITS.maxPayloadChars)}\n…` : raw;
  return html`<pre part="fallback" class="fallback code" dir="ltr"><code>${dedent(shown)}</code></pre>`;
}

/** Drops the blank lines and the common indentation a script's text picks up from the HTML around it. */
function dedent(text: string): string {
  const lines = text.replace(/\s+$/, '').split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  // A loop, not Math.min(...indents): spreading one argument per line overflows the stack
  // on a script of many short lines.
  let cut = Infinity;
  for (const line of lines) if (line.trim() !== '') cut = Math.min(cut, /^[ \t]*/.exec(line)![0].length);
  if (cut === Infinity) cut = 0;
  return lines.map((l) => l.slice(cut)).join('\n');
}

/** A host-built request that cannot be shown: say so, with the reasons one click away. */
export function renderMessageFallback(message: string, strings: ChoiceStrings, errors: readonly ValidationError[] = []): TemplateResult {
  return html`<div part="fallback" class="fallback message">
    <p>${infoIcon}<span>${message}</span></p>
    ${errors.length > 0
      ? html`<details>
          <summary>${strings.invalidDetails}</summary>
          <ul>
            ${errors.map((e) => html`<li><code>${e.path}</code> ${e.message}</li>`)}
          </ul>
        </details>`
      : nothing}
  </div>`;
}
