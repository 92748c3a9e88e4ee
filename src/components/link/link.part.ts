/**
 * The link's part: the card of a request that asks only to open a link (MCP URL mode); its
 * chunk is fetched with the first such request.
 */
import { renderLink, renderLinkSubmit } from './link.template.js';
import { linkStyles as styles } from './link.styles.js';

const linkPart = { renderLink, renderLinkSubmit, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default linkPart;

export type LinkPart = typeof linkPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** The card of a request that asks only to open a link. */
    link?: LinkPart;
  }
}
