/**
 * An approval, "may this tool call run?": Approve, Deny, or Approve and don't ask again where the
 * agent's client can remember it. Shared by the AI SDK's tool approvals and the Agent SDK's permissions.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceOption, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../model.js';
import { toolSubject } from '../../subject.js';
import { isRecord, own } from '../../input.js';
import { answerOf, answeredResponse, choiceQuestion } from './shapes.js';

export const APPROVE = 'approve';
export const APPROVE_ALWAYS = 'approve-always';
export const DENY = 'deny';
export const DENY_WITH_MESSAGE = 'deny-with-message';

export interface ApprovalOptions {
  /** The question, when the agent words it; else the kit's "Allow the tool … to run?". */
  text?: string;
  /** Offer "Approve, don't ask again", described by this text (what will no longer be asked). */
  always?: string;
  /**
   * Offer "No, and tell Claude what to do differently" after Deny: a refusal that carries the
   * instruction the person types (`optionNotes`), where the agent's client sends one back.
   */
  tell?: boolean;
}

/**
 * The one question of an approval request: what the tool will run, then Approve (and "don't ask
 * again") or Deny. `toolName` heads it (an empty one heads nothing: a Codex approval may name no server).
 */
export function approvalQuestion(toolName: string, args: unknown, { text, always, tell }: ApprovalOptions = {}): ChoiceQuestion {
  const header = toolName.length > LIMITS.maxShortText ? `${toolName.slice(0, LIMITS.maxShortText - 1)}…` : toolName;
  const options: ChoiceOption[] = [{ id: APPROVE, label: 'Approve', value: APPROVE, term: 'approve' }];
  if (always !== undefined) {
    const description = always.length > LIMITS.maxLongText ? `${always.slice(0, LIMITS.maxLongText - 1)}…` : always;
    options.push({ id: APPROVE_ALWAYS, label: "Approve, don't ask again", value: APPROVE_ALWAYS, term: 'approveAlways', ...(description && { description }) });
  }
  options.push({ id: DENY, label: 'Deny', value: DENY, term: 'deny' });
  if (tell) options.push({ id: DENY_WITH_MESSAGE, label: 'No, and tell Claude what to do differently', value: DENY_WITH_MESSAGE, term: 'denyWithMessage' });
  const subject = toolSubject(args);
  // A shell tool's own words on what its command does (Bash's `description`), shown under it as Claude Code does.
  const description = subject.kind === 'command' && isRecord(args) ? own(args, 'description') : undefined;
  return choiceQuestion({
    id: 'q0',
    ...(text === undefined ? { text: `Allow the tool "${header}" to run?`, textTerm: { key: 'toolApproval', name: header } } : { text }),
    ...(header !== '' && { header }),
    subject,
    ...(typeof description === 'string' && description.trim() !== '' && { context: description.slice(0, LIMITS.maxLongText) }),
    options,
  });
}

/** The user's decision: true approved (also "don't ask again"), false denied, `undefined` when nothing was chosen. */
export function approvalDecision(request: ChoiceRequest, response: ChoiceResponse): boolean | undefined {
  if (response.status !== 'answered') return undefined;
  const selected = answerOf(response, 'q0')?.selected ?? [];
  if (selected.includes(APPROVE) || selected.includes(APPROVE_ALWAYS)) return true;
  if (selected.includes(DENY) || selected.includes(DENY_WITH_MESSAGE)) return false;
  return undefined;
}

/** Whether the user approved and asked not to be asked again. */
export function approvedAlways(response: ChoiceResponse): boolean {
  return response.status === 'answered' && !!answerOf(response, 'q0')?.selected.includes(APPROVE_ALWAYS);
}

/** What the person told the agent to do instead, with "No, and tell Claude…"; `undefined` when they typed nothing (a plain Deny). */
export function denialMessage(response: ChoiceResponse): string | undefined {
  const answer = response.status === 'answered' ? answerOf(response, 'q0') : undefined;
  const note = answer?.selected.includes(DENY_WITH_MESSAGE) ? answer.optionNotes?.[DENY_WITH_MESSAGE]?.trim() : undefined;
  return note || undefined;
}

/** The response a settled approval restores to (approved or denied), with the reason the person typed, if any. */
export function settledApproval(request: ChoiceRequest, approved: boolean, note?: string): ChoiceResponse {
  return answeredResponse(request, [['q0', { selected: [approved ? APPROVE : DENY], ...(note !== undefined && { note }) }]]);
}
