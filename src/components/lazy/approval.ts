/**
 * The elements' part for approvals (a question with a subject: a permission or an
 * interrupt): the subject box, the options' looks and the rules that keep an approval from
 * being given by accident. A chunk of its own, fetched with the first request holding one.
 */
import { renderSubject } from '../approval/subject.template.js';
import { approvalStyles as styles } from '../approval/approval.styles.js';
import { approvalOption } from '../approval/option.template.js';
import { arrivalOption, escapeRefusal, refusalOnEscape, refusesItself } from '../approval/approval.js';

const approvalPart = { renderSubject, approvalOption, styles, arrivalOption, escapeRefusal, refusalOnEscape, refusesItself };

/** The part, as `parts.ts` takes it from the chunk. */
export default approvalPart;

export type ApprovalPart = typeof approvalPart;
