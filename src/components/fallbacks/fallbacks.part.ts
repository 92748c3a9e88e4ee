/**
 * The elements' part for a request that cannot be shown: the raw JSON of a script that could
 * not be read, or the explanation with its reasons, and their styles. A chunk of its own,
 * fetched the first time an element has such an input (`parts.ts`).
 */
import { renderMessageFallback, renderRawFallback } from './fallback.template.js';
import { fallbacks as styles } from './fallback.styles.js';

const fallbackParts = { renderMessageFallback, renderRawFallback, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default fallbackParts;

export type FallbackParts = typeof fallbackParts;
