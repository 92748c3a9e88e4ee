/**
 * The part for questions answered in a field or by Yes/No (`text`, `number`, `integer`,
 * `boolean`, a choice without options): their field, number steps, wording and answers, and
 * (through the protocol's `kinds.ts`) their rules. Fetched with the first request holding one.
 */
import { numberRule } from '../../protocol/kinds.js';
import { typedAnswer, typedDraft } from './typed-answers.js';
import { renderTextField } from './text-field.template.js';
import { stepNumber } from './number-step.js';
import { fieldHintText, fieldProblemText } from './field-wording.js';
import { counterStyles as styles } from './counter.template.js';
import { groupOf } from '../question/option-events.js';
import type { AnswerController } from '../answer/answer.controller.js';

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
