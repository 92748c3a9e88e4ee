/**
 * The part for questions answered in a field or by Yes/No (`text`, `number`, `integer`,
 * `boolean`, a choice without options): their field, number steps, wording and answers, and
 * (through the protocol's `kinds.ts`) their rules. Fetched with the first request holding one.
 */
import type { ChoiceAnswer, ChoiceQuestion } from '../../protocol/model.js';
import { answerNumber, answerText, numberRule } from '../../protocol/kinds.js';
import { questionKind } from '../../protocol/kind-rules.js';
import { NO, YES } from '../answer/choices.js';
import { orderSelected } from '../../protocol/validate.js';
import { renderTextField } from './text-field.template.js';
import { stepNumber } from './number-step.js';
import { fieldHintText, fieldProblemText } from './field-wording.js';
import { counterStyles as styles } from './counter.template.js';
import { groupOf } from '../question/option-events.js';
import type { AnswerController } from '../answer/answer.controller.js';

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

/**
 * What a draft of a question of another kind than `choice` starts from (`from`: its defaults
 * or a restored answer): a boolean's chosen button, or the text typed (a number as written).
 */
function typedDraft(question: ChoiceQuestion, from: ChoiceAnswer): [selected: string[], typed: string] {
  const kind = questionKind(question);
  if (kind === 'boolean') return [typeof from.boolean === 'boolean' ? [from.boolean ? YES : NO] : [], from.other ?? ''];
  const selected = orderSelected(question, Array.isArray(from.selected) ? from.selected : []);
  if (kind === 'text') return [selected, from.text ?? ''];
  return [selected, typeof from.number === 'number' ? String(from.number) : (from.text ?? '')];
}

/** Up, Down, Page Up/Down, Home and End in a number field step its number (see `number-step.ts`). */
function stepField(flow: AnswerController, event: KeyboardEvent): void {
  const index = groupOf(event.target);
  const draft = flow.draft(index);
  if (!draft || flow.lock || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const rule = numberRule(draft.question);
  const next = rule && stepNumber(draft.other, rule, event.key);
  if (next === undefined) return;
  event.preventDefault();
  flow.editOther(index, next);
}

const fieldKinds = { renderTextField, typedDraft, typedAnswer, stepField, fieldHintText, fieldProblemText, styles };

/** The part, as `parts.ts` takes it from the chunk. */
export default fieldKinds;

export type FieldKinds = typeof fieldKinds;

declare module '../internal/part-types.js' {
  interface Parts {
    /** Questions answered in a field or by Yes/No (`text`, `number`, `integer`, `boolean`, a choice without options), with the kinds' rules. */
    fields?: FieldKinds;
  }
}
