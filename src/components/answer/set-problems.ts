import type { ChoiceRequest } from '../../protocol/model.js';
import type { ChoiceStrings } from '../strings/strings.js';
import { formatList, say } from '../strings/locale-format.js';
import { progressStrings } from '../progress/progress-strings.js';
import { questionName } from './wording.js';
import type { QuestionDraft } from './draft.js';
import { RevealerDraft, unsentText } from '../disclosure/disclosure.js';

/** What `setProblems` asks of the answer flow (or of a form's validation, which asks the same of the drafts). */
export interface ProblemSource {
  readonly strings: ChoiceStrings;
  /** The questions with nothing (or too little) chosen or typed. */
  missingQuestions(): number[];
  /** The problem of question `index`, in words. */
  problem(index: number): string | undefined;
  /** Question `index`'s draft, where the source has drafts (one that leaves changes behind words its own refusal). */
  draft?(index: number): QuestionDraft | undefined;
}

/**
 * What a set says when its answer cannot be sent (an early Submit, a form's validation
 * message): the questions still open (of `open`), by name, then each wrong answer's problem.
 */
export function setProblems(flow: ProblemSource, request: ChoiceRequest, open: readonly number[]): string {
  const strings = { ...progressStrings, ...flow.strings };
  const missing = flow.missingQuestions();
  const name = (i: number) => questionName(request, i, strings);
  const sentences = missing.length > 0 ? [say(strings, 'missingQuestions', { questions: formatList(strings, missing.map(name)) })] : [];
  for (const i of open) {
    const draft = flow.draft?.(i);
    if (draft instanceof RevealerDraft && draft.unsent.length > 0) sentences.push(unsentText(request, draft, flow.strings));
    else if (!missing.includes(i)) sentences.push(say(strings, 'problemIn', { question: name(i), problem: flow.problem(i)! }));
  }
  return sentences.join(' ');
}
