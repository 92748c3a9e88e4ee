/**
 * How a draft holds a question of another kind than `choice` (a boolean's chosen button, the
 * text typed), both ways: the fields part's drafts and `renderHTML` read answers with it.
 */
import type { ChoiceAnswer, ChoiceQuestion } from '../../protocol/model.js';
import { answerNumber, answerText } from '../../protocol/kinds.js';
import { questionKind } from '../../protocol/kind-rules.js';
import { NO, YES } from '../answer/choices.js';
import { orderSelected } from '../../protocol/validate.js';

/**
 * The answer, as the protocol models it, of a draft of a question of another kind than
 * `choice` holding `selected` (a boolean's chosen button) and the typed text `typed`: a
 * text trimmed (a secret as typed), a number once it reads as one (until then the typed
 * `text`, which `answerProblem` refuses), a boolean from its chosen button.
 */
export function typedAnswer(question: ChoiceQuestion, selected: readonly string[], typed: string): ChoiceAnswer {
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

/**
 * What a draft of a question of another kind than `choice` starts from (`from`: its defaults
 * or a restored answer): a boolean's chosen button, or the text typed (a number as written).
 */
export function typedDraft(question: ChoiceQuestion, from: ChoiceAnswer): [selected: string[], typed: string] {
  const kind = questionKind(question);
  if (kind === 'boolean') return [typeof from.boolean === 'boolean' ? [from.boolean ? YES : NO] : [], from.other ?? ''];
  const selected = orderSelected(question, Array.isArray(from.selected) ? from.selected : []);
  if (kind === 'text') return [selected, from.text ?? ''];
  return [selected, typeof from.number === 'number' ? String(from.number) : (from.text ?? '')];
}

