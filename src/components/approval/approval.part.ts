/**
 * The approvals' part (a question with a subject): the subject box, the options' looks and the
 * rules that keep an approval from being given by accident; fetched with the first one.
 */
import { renderSubject } from './subject.template.js';
import { approvalStyles as styles } from './approval.styles.js';
import { approvalOption } from './option.template.js';
import { arrivalOption, escapeRefusal, refusesItself } from './approval.js';

const approvalPart = { renderSubject, approvalOption, styles, arrivalOption, escapeRefusal, refusesItself };

/** The part, as `parts.ts` takes it from the chunk. */
export default approvalPart;

export type ApprovalPart = typeof approvalPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** An approval's subject box, its options' looks and its rules. */
    approvals?: ApprovalPart;
  }
}
