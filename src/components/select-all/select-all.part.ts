/**
 * The part of a multi-select's "All of the above" (`selectAll`: Gemini CLI's); fetched with the
 * first request holding one.
 */
import { chooseAll, renderSelectAll } from './select-all.template.js';

const selectAllPart = { renderSelectAll, chooseAll };

/** The part, as `parts.ts` takes it from the chunk. */
export default selectAllPart;

export type SelectAllPart = typeof selectAllPart;

declare module '../internal/part-types.js' {
  interface Parts {
    /** A multi-select's "All of the above". */
    selectAll?: SelectAllPart;
  }
}
