/**
 * `bindSession`: the DOM side of a `ChoiceSession`: every view bound to a session shows its
 * waiting requests as prompts, and whatever the user does in one goes back through the session,
 * which settles the request once.
 */
import type { ChoiceRequest, ChoiceResponse } from '../protocol/model.js';
import type { ChoiceSession, ChoiceSessionState } from '../protocol/session.js';
import type { ChoiceCancelEvent, ChoiceSubmitEvent, ChoiceTimerEvent } from '../components/answer/events.js';

/** What a bound container does with a prompt once its request is no longer waiting. */
export type SettledPromptMode = 'remove' | 'keep';

export interface BindSessionOptions {
  /** Which waiting requests this container shows; all of them when left out. */
  filter?: (request: ChoiceRequest) => boolean;
  /**
   * Builds the element for a request. By default `<choice-prompt>` for one question and
   * `<question-set>` for several. The binding sets the element's `request` property and
   * appends it; a custom element must fire `choice-submit` / `choice-cancel` like ours.
   */
  createElement?: (request: ChoiceRequest) => HTMLElement;
  /**
   * `remove` (default): a prompt leaves the container as soon as its request settles, here
   * or anywhere else. `keep`: it stays, locked: answered here, it shows the answer; answered
   * in another bound view, it shows that answer too; settled any other way (the agent gave
   * up, a timeout, a terminal client), it shows as no longer active.
   */
  settled?: SettledPromptMode;
  /**
   * Puts the waiting requests in a `<choice-queue>` the binding adds to the container (register
   * it first: `choice-prompts/choice-queue.js`, or `choice-queue.bundle.js` beside `bundle.js`):
   * one request shown, a tab for each, arrivals that never take focus, each answer its own.
   * With `settled: 'keep'`, a settled prompt leaves the queue for the container, before the
   * queue, where it shows how it was settled. A container that is a `<choice-queue>` itself
   * queues them without this.
   */
  queue?: boolean;
}

/** The element properties the binding sets; both `<choice-prompt>` and `<question-set>` have them. */
interface PromptElement extends HTMLElement {
  request?: ChoiceRequest;
  response?: ChoiceResponse;
  disabled?: boolean;
}

interface Shown {
  element: PromptElement;
  /** The element's own choice-submit / choice-cancel listener, removed on unbind. */
  listener: (event: Event) => void;
  /** Its clock's pauses passed on to the session (`choice-timer`). */
  timer: (event: Event) => void;
  /** The request is settled and the element only shows how (`keep` mode). */
  settled: boolean;
  /** The user answered (or cancelled) in this very element, which has locked itself. */
  answeredHere: boolean;
}

/**
 * Responses given through any bound view, kept only while the session tells its listeners
 * about the settlement, so every other view bound to the same session can show the answer
 * (not just "no longer active"). `statechange` is dispatched synchronously, so by the time
 * `respond` returns every view has seen it and the entry is dropped.
 */
const inFlight = new WeakMap<ChoiceSession, Map<string, ChoiceResponse>>();

/**
 * Every view bound to a session shows its waiting requests as prompts, and whatever the user does in any one
 * of them goes back through the session, which settles the request once and tells every
 * view to take its prompt away. An agent server (or an in-page agent) asks; the page binds
 * one or more containers; nothing else is wired by hand.
 *
 * The binding creates elements by tag name and never registers them: import
 * `choice-prompts/bundle.js` (or `choice-prompt.js` and `question-set.js`) first.
 *
 * Shows `session`'s waiting requests in `container`, oldest first, and sends the user's
 * answer back: `choice-submit` becomes `session.respond(requestId, response)` and
 * `choice-cancel` becomes `session.cancel(requestId)` (or `respond` for a timeout). Bind as
 * many containers to one session as there are views: all of them show the waiting state,
 * and the first answer wins everywhere.
 *
 * When a prompt that has focus leaves the container, focus moves to the prompt after it,
 * else the one before it, else to the container itself when it is focusable (give it `tabindex="-1"`),
 * so a keyboard user is never dropped on `<body>`.
 *
 * The events still bubble out of the container, so a host can also listen there (to show
 * the reply, say); by then the request is already settled.
 *
 * @returns a function that stops the binding and removes every prompt it added.
 *
 * @example
 * import 'choice-prompts/bundle.js';
 * import { bindSession } from 'choice-prompts'; // or 'choice-prompts/bind-session.js' beside bundle.js
 * const unbind = bindSession(session, document.querySelector('#questions'));
 */
export function bindSession(session: ChoiceSession, container: Element, options: BindSessionOptions = {}): () => void {
  const shown = new Map<string, Shown>();
  const keep = options.settled === 'keep';
  const create = options.createElement ?? defaultElement;
  let bound = true;
  // Where the waiting prompts go: a queue the binding adds, or the container itself.
  const queue = options.queue ? container.appendChild(document.createElement('choice-queue')) : undefined;
  const waitingIn = queue ?? container;
  const queued = !!queue || container.localName === 'choice-queue';

  const answer = (request: ChoiceRequest, event: Event): void => {
    const detail = (event as ChoiceSubmitEvent | ChoiceCancelEvent).detail;
    const response = detail?.response;
    if (!bound || !response || response.requestId !== request.id) return;
    const entry = shown.get(request.id);
    if (!entry) return;
    entry.answeredHere = true;
    let responses = inFlight.get(session);
    if (!responses) inFlight.set(session, (responses = new Map()));
    responses.set(request.id, response);
    try {
      if (event.type === 'choice-cancel' && response.status === 'cancelled') session.cancel(request.id);
      else session.respond(request.id, response);
    } catch (error) {
      // The element built this response from the same request, so this is a bug, not user input.
      console.error('choice-prompts: the session refused the answer', error);
    } finally {
      responses.delete(request.id);
    }
  };

  const add = (request: ChoiceRequest): Shown => {
    const element = create(request) as PromptElement;
    element.request = request;
    const source = session.sourceOf(request.id);
    if (source) element.setAttribute('source', source);
    const listener = (event: Event) => answer(request, event);
    // The element's clock waits for the person: the session's, which settles the request, waits with it.
    const timer = (event: Event) => {
      const detail = (event as ChoiceTimerEvent).detail;
      if (bound && detail?.requestId === request.id) void (detail.paused ? session.pause(request.id) : session.resume(request.id));
    };
    element.addEventListener('choice-submit', listener);
    element.addEventListener('choice-cancel', listener);
    element.addEventListener('choice-timer', timer);
    const entry: Shown = { element, listener, timer, settled: false, answeredHere: false };
    shown.set(request.id, entry);
    waitingIn.append(element);
    return entry;
  };

  const detach = (id: string, entry: Shown): void => {
    entry.element.removeEventListener('choice-submit', entry.listener);
    entry.element.removeEventListener('choice-cancel', entry.listener);
    entry.element.removeEventListener('choice-timer', entry.timer);
    shown.delete(id);
  };

  const sync = (state: ChoiceSessionState): void => {
    const filter = options.filter;
    const waiting = new Set<string>();
    for (const request of state.requests) {
      if (filter && !filter(request)) continue;
      waiting.add(request.id);
      if (!shown.has(request.id)) add(request);
    }
    for (const [id, entry] of [...shown]) {
      if (waiting.has(id) || entry.settled) continue;
      if (keep) {
        entry.settled = true;
        if (!entry.answeredHere) showSettled(entry.element, inFlight.get(session)?.get(id));
        // Out of the queue, into the history before it (the queue has moved focus on already).
        if (queue) container.insertBefore(entry.element, queue);
      } else {
        const hadFocus = entry.element.matches(':focus-within');
        const place = [...shown.keys()].indexOf(id);
        detach(id, entry);
        entry.element.remove();
        // A queue keeps focus itself (on the next request's tab); a plain container's prompts take it.
        if (hadFocus && !queued) refocus(place);
      }
    }
  };

  /** Focus goes to the prompt that took the removed one's place, else the one before it. */
  const refocus = (place: number): void => {
    const open = [...shown.values()];
    const next = (open[place] ?? open[place - 1])?.element;
    if (next) next.focus();
    else if (container instanceof HTMLElement && container.hasAttribute('tabindex')) container.focus();
  };

  const onStateChange = (event: Event) => sync((event as CustomEvent<ChoiceSessionState>).detail ?? session.state);
  session.addEventListener('statechange', onStateChange);
  sync(session.state);

  return () => {
    if (!bound) return;
    bound = false;
    session.removeEventListener('statechange', onStateChange);
    for (const [id, entry] of [...shown]) {
      detach(id, entry);
      entry.element.remove();
    }
    queue?.remove();
  };
}

/** `<choice-prompt>` for one question, `<question-set>` for several. */
function defaultElement(request: ChoiceRequest): HTMLElement {
  return document.createElement(request.questions.length === 1 ? 'choice-prompt' : 'question-set');
}

/**
 * Locks a kept prompt whose request settled somewhere else: with the answer given in another
 * bound view when there was one, else as no longer active (the agent withdrew it, it timed
 * out in the session, a terminal client answered).
 */
function showSettled(element: PromptElement, response: ChoiceResponse | undefined): void {
  if (response) element.response = response;
  else element.disabled = true;
}
