/**
 * The default texts only approvals show: in the approvals part, which every approval loads.
 * Spread under the resolved table where used, so a host's entry wins.
 */
import type { ChoiceStrings } from '../strings/strings.js';

export const approvalStrings: Partial<ChoiceStrings> = {
  // The automatic decision's words (options show the request's own English where a table has none).
  approve: 'Approve',
  deny: 'Deny',
  automaticDecision: 'Automatic decision: {decision}',
  escapeKey: 'Esc',
  subjectCommand: 'Command',
  subjectDiff: 'Changes',
  subjectInput: 'Input',
};
