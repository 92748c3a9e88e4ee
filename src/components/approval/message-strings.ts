/** What the field of "No, and tell Claude what to do differently" says, and which option shows it (the elements and `renderHTML` alike). */
import type { ChoiceOption } from '../../protocol/model.js';
import type { ChoiceStrings } from '../strings/strings.js';

/** The field's default texts, spread under the resolved table so a host's entry wins. */
export const messageStrings: Partial<ChoiceStrings> = {
  denyMessageLabel: 'What should Claude do instead?',
  denyMessageHint: 'Left empty, this is sent as Deny.',
};

/** Whether choosing `option` asks for a message before anything is sent. */
export const asksMessage = (option: ChoiceOption) => option.term === 'denyWithMessage';
