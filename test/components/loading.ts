/**
 * Watching the "Loading question…" line of a pending element: its live region, what changed
 * in the element's shadow root batch by batch, and a moment in which a new skeleton is news.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { part, sleep } from './helpers.js';

/** A new `<choice-prompt>` or `<question-set>` with `id`, pending and not yet in the page. */
export function pendingElement<T extends HTMLElement & { pending: boolean }>(tag: 'choice-prompt' | 'question-set', id: string): T {
  const el = document.createElement(tag) as unknown as T;
  el.id = id;
  el.pending = true;
  return el;
}

/**
 * A bit more than the time a block must load before its line is spoken; the same span must
 * separate two skeletons, and the page's load event from the first, for either to speak.
 */
export const SPEAK_WAIT_MS = 700;

/** Waits until a skeleton started now would be news: the page has long loaded and no skeleton started lately. */
export async function quietMoment(): Promise<void> {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  await waitUntil(() => document.readyState === 'complete' && performance.now() - (navigation?.loadEventEnd ?? 0) > SPEAK_WAIT_MS, 'the page has loaded', { timeout: 10_000 });
  await sleep(SPEAK_WAIT_MS);
}

/** The loading line's live region; throws when the element shows no loading line. */
export function loadingRegion(el: Element): Element {
  const line = part(el, 'status');
  const region = !line?.classList.contains('pending') ? null : line.matches('[role="status"]') ? line : line.querySelector('[role="status"]');
  if (!region) throw new Error(`${el.localName} shows no loading line`);
  return region;
}

/** What the loading line's live region holds (text there is spoken). */
export const spokenText = (el: Element): string => (loadingRegion(el).textContent ?? '').trim();

/** Resolves once the element's loading line has been spoken. */
export async function whenSpoken(el: HTMLElement & { updateComplete: Promise<unknown> }): Promise<void> {
  await el.updateComplete;
  // A set says it in the plural.
  const line = el.localName === 'question-set' ? 'Loading questions…' : 'Loading question…';
  await waitUntil(() => spokenText(el) === line, 'the loading line is spoken', { timeout: 2000 });
}

/** The loading line as shown, spoken or not. */
export const shownText = (el: Element): string => (part(el, 'status')?.textContent ?? '').trim();

/** One MutationObserver callback: the records it got, and what the loading region held when it ran. */
export interface Batch {
  records: MutationRecord[];
  regionText: string | undefined;
}

/**
 * Appends `el` to `parent` and records every change to its shadow root, one batch per
 * observer callback (changes made in different tasks land in different batches).
 */
export function appendWatched(parent: Element, el: HTMLElement): { batches: Batch[]; stop: () => void } {
  const batches: Batch[] = [];
  parent.append(el);
  const root = el.shadowRoot;
  if (!root) throw new Error(`${el.localName} has no shadow root once connected`);
  const observer = new MutationObserver((records) =>
    batches.push({ records, regionText: root.querySelector('.pending[role="status"], .pending [role="status"]')?.textContent ?? undefined }),
  );
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return { batches, stop: () => observer.disconnect() };
}

/** The first batch that inserted a node holding (or being) a `role="status"` region, or -1. */
export function insertionBatch(batches: Batch[]): number {
  return batches.findIndex((b) =>
    b.records.some((r) => [...r.addedNodes].some((n) => n instanceof Element && (n.matches('[role="status"]') || !!n.querySelector('[role="status"]')))),
  );
}

/** The indexes of the batches that changed what is inside `region` (its text). */
export function batchesTouching(batches: Batch[], region: Node): number[] {
  return batches.flatMap((b, i) => (b.records.some((r) => r.target === region || region.contains(r.target)) ? [i] : []));
}

/**
 * Asserts what makes a live region's text heard: the region entered the tree empty, and its
 * text changed in exactly one later batch (`spoken: false`: in none at all).
 */
export function expectEnteredEmpty(batches: Batch[], region: Node, { spoken = true } = {}): void {
  const inserted = insertionBatch(batches);
  expect(inserted, 'the region was inserted').to.be.at.least(0);
  expect(batches[inserted]!.regionText, 'empty when it entered the tree').to.equal('');
  const touched = batchesTouching(batches, region);
  if (!spoken) {
    expect(touched, 'nothing was ever spoken into it').to.deep.equal([]);
    return;
  }
  expect(touched, 'its text changed once, after it entered the tree').to.have.length(1);
  expect(touched[0]).to.be.greaterThan(inserted);
}
