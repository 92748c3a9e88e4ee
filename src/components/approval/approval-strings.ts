/**
 * The default texts only approvals show: in the approvals part, which every approval loads.
 * Spread under the resolved table where used, so a host's entry wins.
 */
import type { ChoiceStrings } from '../strings/strings.js';

export const approvalStrings: Partial<ChoiceStrings> = {
  approveSession: 'Approve this session',
  alwaysAllow: 'Always allow',
  automaticDecision: 'Automatic decision: {decision}',
  denyWithMessage: 'No, and tell Claude what to do differently',
  denyMessageLabel: 'What should Claude do instead?',
  denyMessageHint: 'Left empty, this is sent as Deny.',
  escapeKey: 'Esc',
  subjectCommand: 'Command',
  subjectDiff: 'Changes',
  subjectInput: 'Input',
};
