/**
 * An approval, "may this tool call run?", answered Approve or Deny: shared by the AI SDK's tool
 * approvals and the Agent SDK's permission requests, each encoding it in its own reply.
 */
import { LIMITS } from '../../limits.js';
import type { ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../model.js';
import { answerOf, answeredResponse, argumentsText, choiceQuestion } from './shapes.js';

export const APPROVE = 'approve';
export const DENY = 'deny';

/** The one question of an approval request: the tool's name and arguments, Approve or Deny. */
export function approvalQuestion(toolName: string, args: unknown, text?: string): ChoiceQuestion {
  const header = toolName.length > LIMITS.maxShortText ? `${toolName.slice(0, LIMITS.maxShortText - 1)}…` : toolName;
  const context = argumentsText(args);
  return choiceQuestion({
    id: 'q0',
    ...(text === undefined ? { text: `Allow the tool "${header}" to run?`, textTerm: { key: 'toolApproval', name: header } } : { text }),
    header,
    ...(context !== undefined && { context }),
    options: [
      { id: APPROVE, label: 'Approve', value: APPROVE, term: 'approve' },
      { id: DENY, label: 'Deny', value: DENY, term: 'deny' },
    ],
  });
}

/** The user's decision: true approved, false denied, `undefined` when nothing was chosen. */
export function approvalDecision(request: ChoiceRequest, response: ChoiceResponse): boolean | undefined {
  if (response.status !== 'answered') return undefined;
  const selected = answerOf(response, 'q0')?.selected ?? [];
  if (selected.includes(APPROVE)) return true;
  if (selected.includes(DENY)) return false;
  return undefined;
}

/** The response a settled approval restores to (approved or denied). */
export function settledApproval(request: ChoiceRequest, approved: boolean): ChoiceResponse {
  return answeredResponse(request, [['q0', { selected: [approved ? APPROVE : DENY] }]]);
}
