import type { ChoiceStrings } from '../strings/strings.js';

/** The fallbacks part's default text (`fallback.template.ts`, and `renderHTML`'s fallback), spread under the resolved table so a host's entry wins. */
export const fallbackStrings: Partial<ChoiceStrings> = {
  invalidDetails: 'Details',
  needsQuestionSet: 'This request has {count} questions; show it with <question-set>.',
};
