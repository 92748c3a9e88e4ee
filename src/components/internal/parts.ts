/**
 * Parts of the elements that a page showing plain choices never needs, each fetched once per
 * page the first time a request needs it. Until it is here the element shows the request as
 * pending (the skeleton and its loading line), exactly as while a dialect loads.
 */
import type { CSSResult } from 'lit';
import type { ChoiceRequest, ValidationError } from '../../protocol/model.js';
import { KINDS_NOT_LOADED, questionKind } from '../../protocol/kind-rules.js';
import type { FieldKinds } from '../fields/field-kinds.part.js';
import type { FallbackParts } from '../fallbacks/fallbacks.part.js';
import type { CountdownPart } from '../countdown/countdown.part.js';
import type { AnnotationsPart } from '../notes/annotations.part.js';
import type { PreviewPart } from '../previews/previews.part.js';
import type { ProgressPart } from '../progress/progress.part.js';
import type { LinkPart } from '../link/link.part.js';
import type { ApprovalPart } from '../approval/approval.part.js';

/** A part fetched on demand (its `styles`, if any, are added to the shadow root of an element using it). */
export class LazyPart<T extends Part> {
  #value: T | undefined;
  #load: Promise<void> | undefined;
  #errors: ValidationError[] | undefined;

  constructor(
    private readonly name: string,
    private readonly fetch: () => Promise<{ default: T }>,
  ) {}

  get loaded(): boolean {
    return this.#value !== undefined;
  }

  /** Why the part could not be fetched: every element needing it shows it (as the invalid fallback). */
  get errors(): ValidationError[] | undefined {
    return this.#errors;
  }

  /** The part; throws (a programming error) when an element renders what needs it before it is here. */
  get value(): T {
    if (this.#value === undefined) throw new Error(`The elements' ${this.name} part is not loaded.`);
    return this.#value;
  }

  /** Fetches the part, once for the page; settles (never rejects) once it is here or has failed. */
  load(): Promise<void> {
    return (this.#load ??= this.fetch().then(
      (module) => {
        this.#value = module.default;
      },
      (error: unknown) => {
        const detail = error instanceof Error ? error.message : String(error);
        this.#errors = [{ path: '$', message: `The elements' ${this.name} part could not be loaded (${detail}).` }];
      },
    ));
  }
}

/** Any part. */
export type Part = { readonly styles?: CSSResult; readonly [name: string]: unknown };

/** Questions answered in a field or by Yes/No (`text`, `number`, `integer`, `boolean`, a choice without options). */
export const fieldKinds = new LazyPart<FieldKinds>('question fields', () => import('../fields/field-kinds.part.js'));

/** What shows instead of a request that cannot be shown (raw JSON, or the explanation), and its styles. */
export const fallbackParts = new LazyPart<FallbackParts>('fallbacks', () => import('../fallbacks/fallbacks.part.js'));

/** A request's time limit: its clock and the time left shown. */
export const countdownPart = new LazyPart<CountdownPart>('countdown', () => import('../countdown/countdown.part.js'));

/** The notes a request may take, on each chosen option and on the whole request. */
export const annotationsPart = new LazyPart<AnnotationsPart>('notes', () => import('../notes/annotations.part.js'));

/** Options' previews. */
export const previewPart = new LazyPart<PreviewPart>('previews', () => import('../previews/previews.part.js'));

/** The progress row of a request of several questions, and the confirmation before sending questions unanswered. */
export const progressPart = new LazyPart<ProgressPart>('progress', () => import('../progress/progress.part.js'));

/** The card of a request that asks only to open a link. */
export const linkPart = new LazyPart<LinkPart>('link', () => import('../link/link.part.js'));

/** An approval's subject box and its options' looks. */
export const approvalPart = new LazyPart<ApprovalPart>('approvals', () => import('../approval/approval.part.js'));

/**
 * The approvals part's rules for `request` when it holds an approval (a question with a
 * subject: the part is then here, as the request showed only once it was); `undefined` for
 * any other request, which no approval rule concerns.
 */
export function approvalRules(request: ChoiceRequest): ApprovalPart | undefined {
  return holdsApproval(request) ? approvalPart.value : undefined;
}

/** Whether `request` holds an approval: a question with a subject. */
function holdsApproval(request: ChoiceRequest): boolean {
  return request.questions.some((q) => q.subject !== undefined);
}

/** Every part, for a page that shows every state at once (the demo gallery) or a test page that fetches them first. */
export const allParts: readonly LazyPart<Part>[] = [fieldKinds, fallbackParts, countdownPart, annotationsPart, previewPart, progressPart, linkPart, approvalPart];

/** Whether showing `request` needs `fieldKinds`. */
export function needsFieldKinds(request: ChoiceRequest): boolean {
  return request.questions.some((q) => questionKind(q) !== 'choice' || q.options.length === 0);
}

/** The parts showing `request` needs, in the order they are fetched. */
export function partsFor(request: ChoiceRequest): LazyPart<Part>[] {
  const parts: LazyPart<Part>[] = [];
  if (needsFieldKinds(request)) parts.push(fieldKinds);
  if (request.timeoutMs) parts.push(countdownPart);
  if (request.annotations?.perOption || request.annotations?.global) parts.push(annotationsPart);
  if (request.questions.some((q) => q.options.some((o) => o.preview))) parts.push(previewPart);
  if (request.questions.length > 1 || request.confirmUnanswered) parts.push(progressPart);
  if (request.link !== undefined) parts.push(linkPart);
  if (holdsApproval(request)) parts.push(approvalPart);
  return parts;
}

/** Whether `errors` say only that the question kinds' rules must be fetched before the input can be read. */
export function awaitsKindRules(errors: readonly ValidationError[]): boolean {
  return errors.some((e) => e.message === KINDS_NOT_LOADED);
}
