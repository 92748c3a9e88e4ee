/**
 * What Escape does in a request, as the agent's own client takes it: in an approval its
 * refusal where the client's Esc means "No"; elsewhere Cancel where the client's Esc cancels.
 */
import type { ChoiceRequest } from '../../protocol/model.js';
import { dialectCapabilities } from '../../protocol/registry.js';
import type { ApprovalPart } from '../approval/approval.part.js';

/** The option Escape chooses, or `cancel`. */
export type EscapeAction = { question: number; option: number } | 'cancel';

/** Whether `event` is a bare Escape: no modifier, no composition, not taken by anything else already. */
function bareEscape(event: KeyboardEvent): boolean {
  return event.key === 'Escape' && !event.isComposing && !event.defaultPrevented && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
}

/**
 * What bare Escape `event` does in open `request`: its approval's refusal where the dialect's
 * client takes Escape as "No" (`escapeDenies`), else Cancel where the client's Escape cancels
 * (`escapeCancels`) and the request shows Cancel (`showsCancel`); otherwise nothing. `approvals`
 * is the approvals part, fetched for a request holding an approval.
 */
export function escapeAction(event: KeyboardEvent, request: ChoiceRequest, showsCancel: boolean, approvals: ApprovalPart | undefined): EscapeAction | undefined {
  if (!bareEscape(event)) return undefined;
  const refusal = approvals?.escapeRefusal(request);
  if (refusal) return refusal;
  return showsCancel && dialectCapabilities(request.dialect).escapeCancels ? 'cancel' : undefined;
}
