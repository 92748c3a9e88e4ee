/**
 * Settling a request exactly once. Whatever arrives first (a click, a key, a repeated key, the
 * timer) claims the settlement synchronously, before any event is dispatched or any render
 * awaited; everything after it is refused. The claim then fires `choice-submit` or
 * `choice-cancel` with the reply encoded for the request's dialect.
 */
import type { ChoiceRequest, ChoiceResponse } from '../../protocol/model.js';
import { encodeReply } from '../../protocol/registry.js';
import { cancels } from '../../protocol/responses.js';
import { choiceEvent } from '../events.js';

export class Settlement {
  #response: ChoiceResponse | undefined;

  /** The response the request settled with, if it has. */
  get response(): ChoiceResponse | undefined {
    return this.#response;
  }

  get settled(): boolean {
    return this.#response !== undefined;
  }

  /** Forgets the settlement: only for a new request, never for the same one. */
  reset(): void {
    this.#response = undefined;
  }

  /**
   * Settles with `response` and fires the matching event from `target`, or returns false
   * when already settled. A timeout that cancels (`timeoutAction: 'cancel'`) fires
   * `choice-cancel`; one that answers with the defaults fires `choice-submit`.
   */
  settle(target: EventTarget, request: ChoiceRequest, response: ChoiceResponse): boolean {
    if (this.#response) return false;
    this.#response = response;
    const detail = { response, reply: encodeSafely(request, response), request };
    target.dispatchEvent(cancels(request, response) ? choiceEvent('choice-cancel', detail) : choiceEvent('choice-submit', detail));
    return true;
  }
}

function encodeSafely(request: ChoiceRequest, response: ChoiceResponse): unknown {
  try {
    return encodeReply(request, response);
  } catch (error) {
    // An encoder is written not to throw; if one does, the user's answer must still settle
    // the prompt, and the host still gets the normalized response.
    console.error('choice-prompts: could not encode the reply', error);
    return undefined;
  }
}
