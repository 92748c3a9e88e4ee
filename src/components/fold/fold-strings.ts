/**
 * The default texts of the fold line, in the fold part (a page that folds nothing never fetches
 * them). Spread under the resolved table where used, so a host's entry wins.
 */
export const foldStrings = {
  foldSummary: '{question} → {answer}',
  foldAnswers: 'Answers: {count}',
};
