/**
 * The part of an approval that offers "No, and tell Claude what to do differently": the field
 * that option shows, and what choosing it does; fetched with the first request that offers it.
 */
import { asks, renderMessage } from './message.template.js';
import { messageStyles as styles } from './message.styles.js';

const messagePart = { asks, renderMessage, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default messagePart;

export type MessagePart = typeof messagePart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** The field of an approval's "No, and tell Claude what to do differently". */
    message?: MessagePart;
  }
}
