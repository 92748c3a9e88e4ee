/**
 * The events that settle a request. The answer controller claims the settlement synchronously
 * (a click, a key, the timer: whichever comes first) and refuses all after it; then
 * `choice-submit` or `choice-cancel` fires with the reply encoded for the request's dialect.
 */
import type { ChoiceRequest, ChoiceResponse } from '../../protocol/model.js';
import { encodeDialectReply } from '../../protocol/registry.js';
import { cancels } from '../../protocol/responses.js';
import { choiceEvent } from './events.js';

/**
 * Fires the event `response` settles `request` with from `target`. A timeout that cancels
 * (`timeoutAction: 'cancel'`) fires `choice-cancel`; one that answers with the defaults fires
 * `choice-submit`.
 */
export function announceSettlement(target: EventTarget, request: ChoiceRequest, response: ChoiceResponse): void {
  const detail = { response, reply: encodeSafely(request, response), request };
  target.dispatchEvent(cancels(request, response) ? choiceEvent('choice-cancel', detail) : choiceEvent('choice-submit', detail));
}

function encodeSafely(request: ChoiceRequest, response: ChoiceResponse): unknown {
  try {
    return encodeDialectReply(request, response);
  } catch (error) {
    // An encoder is written not to throw; if one does, the user's answer must still settle
    // the prompt, and the host still gets the normalized response.
    console.error('choice-prompts: could not encode the reply', error);
    return undefined;
  }
}
