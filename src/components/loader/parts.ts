/**
 * The elements' parts a page showing plain choices never needs, and the page's one cache of
 * fetched modules (parts and dialects): each is fetched once per page, whichever element asks.
 */
import type { ChoiceRequest, DialectName, ValidationError } from '../../protocol/model.js';
import { questionKind } from '../../protocol/kind-rules.js';
import { dialectCapabilities, loadDialect } from '../../protocol/registry.js';
import type { PartName, Parts } from '../internal/part-types.js';

/** Each part's module (its chunk's name comes from the file's). */
const MODULES: { [N in PartName]-?: () => Promise<{ default: Parts[N] }> } = {
  fields: () => import('../fields/field-kinds.part.js'),
  fallbacks: () => import('../fallbacks/fallbacks.part.js'),
  countdown: () => import('../countdown/countdown.part.js'),
  notes: () => import('../notes/annotations.part.js'),
  previews: () => import('../previews/previews.part.js'),
  progress: () => import('../progress/progress.part.js'),
  pager: () => import('../paging/pager.part.js'),
  link: () => import('../link/link.part.js'),
  approvals: () => import('../approval/approval.part.js'),
  message: () => import('../approval/message.part.js'),
  noteField: () => import('../notes/note-field.part.js'),
  selectAll: () => import('../select-all/select-all.part.js'),
  forms: () => import('../forms/form.part.js'),
  cancel: () => import('../cancel/cancel.part.js'),
  fold: () => import('../fold/fold.part.js'),
};

/** What a fetch of this page came to: the module's value, or why it failed. */
export type Fetched = { value: unknown } | { errors: ValidationError[] };

/**
 * Every fetch of this page, by key (a part's name, or a dialect's: none is both): while it
 * runs, its promise (which settles, never rejects); then what it came to, read at once, so
 * what came before renders without a wait.
 */
const fetches = new Map<string, Promise<void> | Fetched>();

/**
 * Fetches `key` with `fetch` once per page (`what` names it in a failure's message): what it
 * came to, or while it runs the promise that settles once it has.
 */
function fetchOnce(key: string, what: string, fetch: () => Promise<unknown>): Promise<void> | Fetched {
  let entry = fetches.get(key);
  if (!entry) {
    entry = fetch().then(
      (value) => void fetches.set(key, { value }),
      (error: unknown) => {
        const detail = error instanceof Error ? error.message : String(error);
        fetches.set(key, { errors: [{ path: '$', message: `${what} could not be loaded (${detail}).` }] });
      },
    );
    fetches.set(key, entry);
  }
  return entry;
}

/** The keys of every fetch this page started, running or done (for tests: no element reads it). */
export const startedFetches = (): string[] => [...fetches.keys()];

/** Part `name`, fetched once per page. */
export const fetchPart = (name: PartName) => fetchOnce(name, `The elements' ${name} part`, () => MODULES[name]().then((module) => module.default));

/** Dialect `name`'s module, fetched once per page (it registers itself). */
export const fetchDialect = (name: DialectName) => fetchOnce(name, `The "${name}" dialect`, () => loadDialect(name));

/**
 * Fetches every part, for a page that shows every state at once (the demo gallery) or a test
 * page that wants each request to render at once; settles with why any part failed (none: `[]`).
 */
export async function fetchEveryPart(): Promise<ValidationError[]> {
  const names = Object.keys(MODULES) as PartName[];
  await Promise.all(names.map(fetchPart));
  // And the fold's markup of each part, which it fetches for a settled request needing it.
  await (fetchPart('fold') as { value?: NonNullable<Parts['fold']> }).value?.everyMarkup();
  return names.flatMap((name) => {
    const fetched = fetchPart(name);
    return 'errors' in fetched ? fetched.errors : [];
  });
}

/** The parts showing `request` needs (laid out by `layout`, a set's), in the order they are fetched. */
export function partsFor(request: ChoiceRequest, layout?: string): PartName[] {
  const parts: PartName[] = [];
  // Typed text a field part words (a legacy `input` of number checks "Other" as a number).
  if (request.questions.some((q) => questionKind(q) !== 'choice' || q.options.length === 0 || q.input)) parts.push('fields');
  if (request.timeoutMs) parts.push('countdown');
  if (request.annotations?.perOption || request.annotations?.global) parts.push('notes');
  if (request.questions.some((q) => q.options.some((o) => o.preview))) parts.push('previews');
  const several = request.questions.length > 1;
  if (several || request.confirmUnanswered) parts.push('progress');
  // `auto`, a set's default layout, may page: only `stacked` never does.
  if (several && layout !== 'stacked') parts.push('pager');
  if (request.link !== undefined) parts.push('link');
  if (request.questions.some((q) => q.subject !== undefined)) parts.push('approvals');
  if (request.questions.some((q) => q.options.some((o) => o.term === 'denyWithMessage'))) parts.push('message');
  if (request.questions.some((q) => q.noteField)) parts.push('noteField');
  if (request.questions.some((q) => q.selectAll)) parts.push('selectAll');
  if (dialectCapabilities(request.dialect).cancel) parts.push('cancel');
  return parts;
}
