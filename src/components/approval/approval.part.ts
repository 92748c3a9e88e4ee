/**
 * The approvals' part (a question with a subject): the subject box and the options' looks; its
 * chunk is fetched with the first request holding one.
 */
import { renderSubject } from './subject.template.js';
import { approvalStyles as styles } from './approval.styles.js';

const approvalPart = { renderSubject, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default approvalPart;

export type ApprovalPart = typeof approvalPart;
