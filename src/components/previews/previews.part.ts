/**
 * The elements' part for options with a preview (code shown under the option with focus or
 * under the pointer). A chunk of its own, fetched with the first request holding one
 * (`parts.ts`).
 */
import { renderPreview } from './preview.template.js';
import { previewStyles as styles } from './preview.styles.js';

const previewPart = { renderPreview, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default previewPart;

export type PreviewPart = typeof previewPart;
