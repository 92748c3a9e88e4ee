/**
 * The `request_user_choice` reply: the human message to send (the chosen title, or the typed
 * text); `null`, send nothing, when cancelled or nothing was chosen.
 */
import type { ChoiceRequest, ChoiceResponse } from '../../model.js';
import { answerAsMessage } from '../choices-block/index.js';

export function encodeRequestUserChoice(request: ChoiceRequest, response: ChoiceResponse): string | null {
  const message = answerAsMessage(request, response, (o) => o.value);
  return message === '' ? null : message;
}
