/**
 * What makes a question an approval (it has a `subject`: what will run) and how the elements
 * keep it from being given by accident: first focus on the subject, the tab stop on the
 * refusal, no digit chooses, Escape denies where the agent's own client does.
 */
import type { ChoiceQuestion, ChoiceRequest, OptionTerm } from '../../protocol/model.js';
import { dialectCapabilities } from '../../protocol/registry.js';

/** The options that refuse: the tool call does not run (Codex's tool approvals say Cancel). */
const REFUSALS: readonly (OptionTerm | undefined)[] = ['deny', 'reject', 'cancel'];
/** The options that run nothing, refusals first: where the tab stop starts ("tell Claude" comes after Deny, which Escape chooses). */
const SAFE: readonly (OptionTerm | undefined)[] = [...REFUSALS, 'ignore', 'denyWithMessage'];
/** The options that approve this call only. */
const APPROVALS: readonly (OptionTerm | undefined)[] = ['approve', 'approveOnce', 'accept'];
/** The options that approve and are remembered: for the session, or from now on. */
const REMEMBERED: readonly (OptionTerm | undefined)[] = ['approveAlways', 'approveSession', 'alwaysAllow'];

/** Whether `question` asks permission for what its subject shows. */
function isApproval(question: ChoiceQuestion): boolean {
  return question.subject !== undefined;
}

/** The option of an approval that refuses it (Deny, Reject), or -1; none where a policy decides (nothing can be chosen). */
export function refusalOf(question: ChoiceQuestion): number {
  return isApproval(question) && !question.subject!.automatic ? question.options.findIndex((o) => REFUSALS.includes(o.term)) : -1;
}

/**
 * Where an approval's tab stop starts, before anything is chosen: on an option that runs
 * nothing (Deny, Reject, Ignore), so Tab then Enter never approves; -1 for other questions.
 */
export function arrivalOption(question: ChoiceQuestion): number {
  return isApproval(question) ? question.options.findIndex((o) => SAFE.includes(o.term)) : -1;
}

/**
 * How an option of an approval looks: a refusal, an approval of this call, an approval that is
 * remembered (a heavier decision, which never takes the primary look), or neither (an
 * interrupt's Edit).
 */
export function approvalLook(question: ChoiceQuestion, term: OptionTerm | undefined): 'approve' | 'remember' | 'deny' | undefined {
  if (!isApproval(question) || term === undefined) return undefined;
  if (SAFE.includes(term)) return 'deny';
  return APPROVALS.includes(term) ? 'approve' : REMEMBERED.includes(term) ? 'remember' : undefined;
}

/** The question whose refusal Escape chooses: the request's approval, where its dialect's client takes Escape as "No". */
export function escapeRefusal(request: ChoiceRequest): { question: number; option: number } | undefined {
  if (!dialectCapabilities(request.dialect).escapeDenies) return undefined;
  const question = request.questions.findIndex((q) => refusalOf(q) >= 0);
  return question < 0 ? undefined : { question, option: refusalOf(request.questions[question]!) };
}

/**
 * Whether `request` is one approval that needs no Cancel: its refusal is its "No", or a
 * policy decides it and nobody can answer it.
 */
export function refusesItself(request: ChoiceRequest): boolean {
  const lone = request.questions.length === 1 ? request.questions[0]! : undefined;
  return !!lone && (refusalOf(lone) >= 0 || !!lone.subject?.automatic);
}
