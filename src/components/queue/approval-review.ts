/**
 * The review of several approvals waiting at once: the list they were when the person opened
 * it, each decided on its own, or every one still open at once after a confirmation.
 */
import { approvalOf, decide, waits, type Approval, type QueuedElement } from './queued-request.js';

/** What became of an approval of the list: decided here, or gone without a decision (withdrawn, timed out, answered elsewhere). */
export type Decision = 'approved' | 'denied' | 'gone';

export interface ReviewItem {
  readonly approval: Approval;
  decision?: Decision;
}

/**
 * The approvals listed, fixed when the review opens: one arriving later joins the tabs, never
 * this list, so Approve all acts only on what the person saw listed.
 *
 * @example
 * const review = new ApprovalReview(queue.waitingApprovals());
 * review.confirm('approve'); // the confirmation shows what Approve all would approve
 * review.actOnConfirmed();   // approves every one still open, each its own choice-submit
 */
export class ApprovalReview {
  readonly items: readonly ReviewItem[];
  /** The elements this review sent a decision for. */
  readonly decided = new WeakSet<Element>();
  /** The confirmation shown: what Approve all or Deny all would do, and to which approvals. */
  confirming: { approve: boolean; items: readonly ReviewItem[] } | undefined;

  constructor(approvals: readonly Approval[]) {
    this.items = approvals.map((approval) => ({ approval }));
  }

  /** The approvals of the list not decided yet and still waiting. */
  get open(): ReviewItem[] {
    return this.items.filter((item) => !item.decision);
  }

  /** Whether `element` is one the list holds. */
  holds(element: QueuedElement): boolean {
    return this.items.some((item) => item.approval.element === element);
  }

  /** Marks the approvals no longer `waiting` in the queue (or no longer approvals one can decide) without a decision here as gone. */
  sync(waiting: readonly Element[]): void {
    for (const item of this.items) {
      const element = item.approval.element;
      if (!item.decision && (!waiting.includes(element) || !waits(element) || !approvalOf(element))) item.decision = 'gone';
    }
  }

  /** Approves or denies item `index`; whether it was sent. */
  decideOne(index: number, approve: boolean): boolean {
    const item = this.items[index];
    if (!item || item.decision) return false;
    // Decided here: the queue says nothing more of it as it leaves (the list shows it).
    this.decided.add(item.approval.element);
    const sent = decide(item.approval, approve);
    item.decision = sent ? (approve ? 'approved' : 'denied') : 'gone';
    return sent;
  }

  /** Opens the confirmation of Approve all (or Deny all) for the approvals open now. */
  confirm(approve: boolean): void {
    this.confirming = { approve, items: this.open };
  }

  /** Closes the confirmation without acting. */
  cancelConfirm(): void {
    this.confirming = undefined;
  }

  /** Acts on each approval the confirmation listed that is still open; returns how many were sent. */
  actOnConfirmed(): number {
    const confirming = this.confirming;
    this.confirming = undefined;
    if (!confirming) return 0;
    let sent = 0;
    for (const item of confirming.items) if (this.decideOne(this.items.indexOf(item), confirming.approve)) sent++;
    return sent;
  }
}
