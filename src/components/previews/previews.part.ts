/**
 * The previews' part (code shown under the option with focus or the pointer); its chunk is
 * fetched with the first request holding one.
 */
import { renderPreview } from './preview.template.js';
import { previewStyles as styles } from './preview.styles.js';

const previewPart = { renderPreview, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default previewPart;

export type PreviewPart = typeof previewPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** Options' previews. */
    previews?: PreviewPart;
  }
}
