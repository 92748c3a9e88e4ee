/**
 * How an approval's option shows: a cross on a refusal, a check on an approval, no digit (a
 * stray key must not approve), and Escape's key cap beside the refusal Escape chooses.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ChoiceOption } from '../../protocol/model.js';
import { checkIcon, crossIcon } from '../internal/icons.js';
import { repeatIcon } from './repeat-icon.js';
import type { QuestionView } from '../question/question-view.js';
import { approvalLook, refusalOf } from './approval.js';
import { approvalStrings } from './approval-strings.js';

/** What the question template draws differently for `option` of approval `v`. */
export interface ApprovalOption {
  /** A refusal, an approval, a remembered approval, or neither (an interrupt's Edit): the row's class and the indicator's kind. */
  look: 'approve' | 'remember' | 'deny' | undefined;
  /** Its indicator's icon; `undefined` draws what any option draws. */
  icon: TemplateResult | undefined;
  /** Its `aria-keyshortcuts`: Escape on the refusal Escape chooses, else none. */
  shortcut: string | undefined;
  /** The key cap shown after its label. */
  keyCap: TemplateResult | typeof nothing;
}

/** How `option` of approval `v` shows, as the question template draws it. */
export function approvalOption(v: QuestionView, option: ChoiceOption): ApprovalOption {
  const look = approvalLook(v.question, option.term);
  // Only the refusal Escape chooses (Deny, not "No, and tell Claude…" after it).
  const escapes = v.escapes && !v.lock && v.question.options[refusalOf(v.question)]?.id === option.id;
  return {
    look,
    icon: look === 'deny' ? crossIcon : look === 'approve' ? checkIcon : look === 'remember' ? repeatIcon : undefined,
    shortcut: escapes ? 'Escape' : undefined,
    keyCap: escapes ? html`<kbd class="kbd" aria-hidden="true">${{ ...approvalStrings, ...v.strings }.escapeKey}</kbd>` : nothing,
  };
}
