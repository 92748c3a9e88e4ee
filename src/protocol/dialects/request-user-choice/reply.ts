/**
 * The `request_user_choice` reply (seed 004), apart from the parser (the dialect registers
 * both): the human message to send, the chosen option's `title` or the typed text as typed
 * (several parts joined with ", "). `null` means send nothing: the user cancelled, or time
 * ran out with nothing chosen.
 */
import type { ChoiceRequest, ChoiceResponse } from '../../model.js';
import { answerAsMessage } from '../choices-block/index.js';

export function encodeRequestUserChoice(request: ChoiceRequest, response: ChoiceResponse): string | null {
  const message = answerAsMessage(request, response, (o) => o.value);
  return message === '' ? null : message;
}
