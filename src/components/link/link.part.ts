/**
 * The elements' part for a request that asks only to open a link (MCP URL mode): its card,
 * its link in place of Submit, and their styles. A chunk of its own, fetched with the first
 * such request (`parts.ts`).
 */
import { renderLink, renderLinkSubmit } from './link.template.js';
import { linkStyles as styles } from './link.styles.js';

const linkPart = { renderLink, renderLinkSubmit, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default linkPart;

export type LinkPart = typeof linkPart;
