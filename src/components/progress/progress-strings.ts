/**
 * The default texts of a set's progress (the stacked row, the tabs, why it cannot be sent): in the progress part, which every set loads, and the pager part.
 * Spread under the resolved table where used, so a host's entry wins.
 */
import type { ChoiceStrings } from '../strings/strings.js';

export const progressStrings: Partial<ChoiceStrings> = {
  progress: '{answered} of {total} answered',
  questionAnswered: 'answered',
  questionUnanswered: 'not answered',
  progressStep: '{header}, {state}',
  problemIn: '{question}: {problem}',
};
