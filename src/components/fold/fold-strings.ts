/**
 * The default texts of the fold line, with the fold (a page that folds nothing never fetches
 * them). Spread under the resolved table where used, so a host's entry wins.
 */
export const foldStrings = {
  foldSummary: '{question} → {answer}',
  foldAnswer: '{question}: {answer}',
  foldSubject: '{name}: {subject}',
};
