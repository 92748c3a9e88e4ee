/**
 * The elements' parts a page showing plain choices never needs, and the page's one cache of
 * fetched modules (parts and dialects): each is fetched once per page, whichever element asks.
 */
import type { ChoiceRequest, DialectName, ValidationError } from '../../protocol/model.js';
import { questionKind } from '../../protocol/kind-rules.js';
import { dialectCapabilities, loadDialect } from '../../protocol/registry.js';
import type { FieldKinds } from '../fields/field-kinds.part.js';
import type { FallbackParts } from '../fallbacks/fallbacks.part.js';
import type { CountdownPart } from '../countdown/countdown.part.js';
import type { AnnotationsPart } from '../notes/annotations.part.js';
import type { PreviewPart } from '../previews/previews.part.js';
import type { ProgressPart } from '../progress/progress.part.js';
import type { PagerPart } from '../paging/pager.part.js';
import type { LinkPart } from '../link/link.part.js';
import type { ApprovalPart } from '../approval/approval.part.js';
import type { FormPart } from '../forms/form.part.js';
import type { CancelPart } from '../cancel/cancel.part.js';
import type { FoldPart } from '../fold/fold.part.js';

/**
 * The parts an element fetched for what it shows, handed to its templates and controllers:
 * each is there when the request shown needs it (a request shows only once they are).
 */
export interface Parts {
  /** Questions answered in a field or by Yes/No (`text`, `number`, `integer`, `boolean`, a choice without options), with the kinds' rules. */
  fields?: FieldKinds;
  /** What shows instead of a request that cannot be shown (raw JSON, or the explanation). */
  fallbacks?: FallbackParts;
  /** A request's time limit: its clock and the time left shown. */
  countdown?: CountdownPart;
  /** The notes a request may take, on each chosen option and on the whole request. */
  notes?: AnnotationsPart;
  /** Options' previews. */
  previews?: PreviewPart;
  /** The progress row of a request of several questions, Skip, and the confirmation before sending questions unanswered. */
  progress?: ProgressPart;
  /** The paged layout of a `<question-set>` whose `layout` is `paged` or `auto`: its pager, tabs, panels and review. */
  pager?: PagerPart;
  /** The card of a request that asks only to open a link. */
  link?: LinkPart;
  /** An approval's subject box, its options' looks and its rules. */
  approvals?: ApprovalPart;
  /** What an element does in a form: its value in the form's data, its validity, reset and restore (fetched once the element is in a form). */
  forms?: FormPart;
  /** What Escape does, and the undo window of a cancel: every request that can be cancelled. */
  cancel?: CancelPart;
  /** The one-line fold of a request that arrived settled (fetched by the element once it shows one). */
  fold?: FoldPart;
}

export type PartName = keyof Parts;

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
  return names.flatMap((name) => {
    const fetched = fetchPart(name);
    return 'errors' in fetched ? fetched.errors : [];
  });
}

/** The parts showing `request` needs (laid out by `layout`, a set's), in the order they are fetched. */
export function partsFor(request: ChoiceRequest, layout?: string): PartName[] {
  const parts: PartName[] = [];
  if (request.questions.some((q) => questionKind(q) !== 'choice' || q.options.length === 0)) parts.push('fields');
  if (request.timeoutMs) parts.push('countdown');
  if (request.annotations?.perOption || request.annotations?.global) parts.push('notes');
  if (request.questions.some((q) => q.options.some((o) => o.preview))) parts.push('previews');
  const several = request.questions.length > 1;
  if (several || request.confirmUnanswered) parts.push('progress');
  if (several && layout && layout !== 'stacked') parts.push('pager');
  if (request.link !== undefined) parts.push('link');
  if (request.questions.some((q) => q.subject !== undefined)) parts.push('approvals');
  if (dialectCapabilities(request.dialect).cancel) parts.push('cancel');
  return parts;
}
