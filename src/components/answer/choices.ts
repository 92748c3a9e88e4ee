/**
 * The options a question shows as buttons: a choice's own, or a `boolean` question's two from
 * the strings table, so yes/no is chosen like a single choice. Text the protocol wrote (an
 * approval's Approve) names its strings entry (`term`, `textTerm`); a table without that
 * entry shows the English text the model holds (`label`, `text`). An option's description
 * comes from the entry `<term>Hint` where the table has one (Codex's remembered approvals).
 */
import type { ChoiceOption, ChoiceQuestion } from '../../protocol/model.js';
import { defaultStrings, formatString, type ChoiceStrings } from '../strings/strings.js';

/** A boolean question's option ids: what its draft selects and what `true` / `false` restore to. */
export const YES = 'yes';
export const NO = 'no';

/** The options question shows, a boolean's labelled from `strings`. */
export function choicesOf(question: ChoiceQuestion, strings: ChoiceStrings = defaultStrings): readonly ChoiceOption[] {
  if (question.kind !== 'boolean') {
    return question.options.some((o) => o.term) ? question.options.map((o) => (o.term ? { ...o, label: strings[o.term] ?? o.label, description: strings[`${o.term}Hint` as 'alwaysAllowHint'] ?? o.description } : o)) : question.options;
  }
  return [
    { id: YES, label: strings.yes, value: 'true' },
    { id: NO, label: strings.no, value: 'false' },
  ];
}

/** Whether a question is answered through option buttons (a choice with options, or a boolean). */
export function hasChoices(question: ChoiceQuestion): boolean {
  return question.kind === 'boolean' || ((question.kind ?? 'choice') === 'choice' && question.options.length > 0);
}

/** The question's text as the element says it: the agent's own, or the protocol's sentence in the strings' language. */
export function questionText(question: ChoiceQuestion, strings: ChoiceStrings): string {
  const term = question.textTerm;
  const text = term && strings[term.key];
  return text ? formatString(text, { name: term.name ?? '' }) : question.text;
}
