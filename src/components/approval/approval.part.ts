/**
 * The elements' part for approvals (a question with a subject: a permission or an
 * interrupt): the subject box and the options' looks. A chunk of its own, fetched with the
 * first request holding one (`parts.ts`).
 */
import { renderSubject } from './subject.template.js';
import { approvalStyles as styles } from './approval.styles.js';

const approvalPart = { renderSubject, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default approvalPart;

export type ApprovalPart = typeof approvalPart;
