/**
 * The elements' part for questions answered in a field or by Yes/No (`text`, `number`,
 * `integer`, `boolean`, a choice without options): their field, its number steps, the words
 * of its hints and problems, the answer a draft of one makes, and (by importing the protocol's `kinds.ts`) their rules. A chunk of its own,
 * fetched with the first request that holds such a question (`parts.ts`).
 */
import type { ChoiceAnswer, ChoiceQuestion } from '../../protocol/model.js';
import { answerNumber, answerText } from '../../protocol/kinds.js';
import { questionKind } from '../../protocol/kind-rules.js';
import { YES } from '../answer/choices.js';
import { renderTextField } from '../templates/text-field.template.js';
import { stepNumber } from '../answer/number-step.js';
import { numberRule } from '../../protocol/hints.js';
import { fieldHintText, fieldProblemText } from '../answer/field-text.js';

/**
 * The answer, as the protocol models it, of a draft of a question of another kind than
 * `choice` holding `selected` (a boolean's chosen button) and the typed text `typed`: a
 * text trimmed (a secret as typed), a number once it reads as one (until then the typed
 * `text`, which `answerProblem` refuses), a boolean from its chosen button.
 */
function typedAnswer(question: ChoiceQuestion, selected: readonly string[], typed: string): ChoiceAnswer {
  switch (questionKind(question)) {
    case 'boolean':
      return selected.length > 0 ? { selected: [], boolean: selected[0] === YES } : { selected: [] };
    case 'text': {
      const text = answerText(question, { selected: [], text: typed });
      return text === undefined ? { selected: [] } : { selected: [], text };
    }
    default: {
      const n = answerNumber({ selected: [], text: typed });
      if (n === undefined) return { selected: [] };
      return Number.isFinite(n) ? { selected: [], number: n } : { selected: [], text: typed.trim() };
    }
  }
}

/** The text a number field of `question` holds after `key` is pressed in it (`number-step.ts`), or `undefined` when the key does not step it. */
function stepField(question: ChoiceQuestion, text: string, key: string): string | undefined {
  const rule = numberRule(question);
  return rule && stepNumber(text, rule, key);
}

export const fieldKinds = { renderTextField, typedAnswer, stepField, fieldHintText, fieldProblemText };

export type FieldKinds = typeof fieldKinds;
