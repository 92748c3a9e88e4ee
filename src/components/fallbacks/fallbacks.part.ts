/**
 * The fallbacks' part: what shows instead of a request that cannot be shown; its chunk is
 * fetched the first time an element has such an input.
 */
import { needsQuestionSet, renderMessageFallback, renderRawFallback } from './fallback.template.js';
import { fallbacks as styles } from './fallback.styles.js';
// The English of the problems it shows, which bundle.js's core leaves to this part (protocol/wording.ts).
import '../../protocol/validate-text.js';

const fallbackParts = { renderMessageFallback, renderRawFallback, needsQuestionSet, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default fallbackParts;

export type FallbackParts = typeof fallbackParts;

declare module '../internal/part-types.js' {
  interface Parts {
    /** What shows instead of a request that cannot be shown (raw JSON, or the explanation). */
    fallbacks?: FallbackParts;
  }
}
