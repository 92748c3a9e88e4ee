/**
 * The texts of `<choice-queue>`, localized like every other string (its `strings` property or
 * attribute, or a provided config) but kept out of `defaultStrings`: a page without a queue
 * never fetches them.
 */
import { overlayStrings } from '../strings/overlay.js';

export interface QueueStrings {
  /** How many requests wait, beside the tabs (which it names). `{count}`. */
  queueWaiting: string;
  /** Said once when a request arrives: `{source}` is its `source`. Followed by `queueWaiting`. */
  queueArrived: string;
  /** The same, for a request without a `source`. */
  queueArrivedUnnamed: string;
  /** A tab's name, and the name of a request in the review and in notes: `{source}`, `{question}`. */
  queueTab: string;
  /** A request that left without the person's answer, in the tab row and said once: `{name}` (as `queueTab`), `{state}` (its state line's word, or `queueWithdrawn`). */
  queueGone: string;
  /** The state of a request its host took out of the queue before it was answered. */
  queueWithdrawn: string;
  /** Where focus waits once the last request has left while the person was in the queue. */
  queueEmpty: string;
  /** The button that lists every approval waiting (two or more), and that list's heading. `{count}`. */
  queueReview: string;
  /** Leaves the list for the tabs. */
  queueReviewBack: string;
  /** What a decided approval shows in the list. */
  queueApproved: string;
  queueDenied: string;
  /** Act on every approval of the list still open, once confirmed. */
  queueApproveAll: string;
  queueDenyAll: string;
  /** The confirmation's question, and its button that acts. `{count}`. */
  queueApproveAllConfirm: string;
  queueDenyAllConfirm: string;
  queueApproveCount: string;
  queueDenyCount: string;
  /** The confirmation's way back, acting on nothing. */
  queueGoBack: string;
}

export const defaultQueueStrings: QueueStrings = Object.freeze({
  queueWaiting: '{count} waiting',
  queueArrived: 'New question from {source}.',
  queueArrivedUnnamed: 'New question.',
  queueTab: '{source}: {question}',
  queueGone: '{name} · {state}',
  queueWithdrawn: 'Withdrawn',
  queueEmpty: 'Nothing waiting',
  queueReview: 'Review {count} approvals',
  queueReviewBack: 'Back to questions',
  queueApproved: 'Approved',
  queueDenied: 'Denied',
  queueApproveAll: 'Approve all',
  queueDenyAll: 'Deny all',
  queueApproveAllConfirm: 'Approve these {count} actions?',
  queueDenyAllConfirm: 'Deny these {count} actions?',
  queueApproveCount: 'Approve {count}',
  queueDenyCount: 'Deny {count}',
  queueGoBack: 'Go back',
});

/** The queue's texts: the defaults overlaid with each table's own string entries (later wins). */
export function resolveQueueStrings(...tables: ReadonlyArray<Partial<QueueStrings> | undefined | null>): QueueStrings {
  return overlayStrings(defaultQueueStrings, tables);
}
