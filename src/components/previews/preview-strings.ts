import type { ChoiceStrings } from '../strings/strings.js';

/** The previews part's default text (`preview.template.ts`, `preview.markup.ts`), spread under the resolved table so a host's entry wins. */
export const previewStrings: Partial<ChoiceStrings> = { preview: 'Preview: {option}' };
