/**
 * `ChoiceSession`: where structured-event hosts and the agent-side tools ask questions and
 * await answers; each request settles exactly once, by answer, cancel, abort or timeout.
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse, ResponseStatus } from './model.js';
import { cancelledOrDeclined } from './model.js';
import { describeType, isRecord, own, setOwn, showValue } from './input.js';
import { LIMITS } from './limits.js';
import { answerProblem, orderSelected, validateRequest } from './validate.js';
import { describeAnswerProblem } from './problem-text.js';
import { questionKind } from './kind-rules.js';
// Sessions check answers of every kind: the rules of those besides `choice` register on import.
import './kinds.js';
import { timeoutResponse } from './responses.js';

/** What a session is doing: `waiting` while any request is unanswered. */
export interface ChoiceSessionState {
  status: 'idle' | 'waiting';
  /** The unanswered requests, oldest first, with their questions. */
  requests: ChoiceRequest[];
}

export interface AskOptions {
  /** Aborting cancels the request (it settles with status `cancelled`). */
  signal?: AbortSignal;
  /**
   * Who asks: the agent, subagent or server, in a person's words (`sourceOf`). `bindSession`
   * sets it as the prompt's `source` attribute, which names the request's tab in a `<choice-queue>`.
   */
  source?: string;
}

export interface ChoiceSessionEventMap {
  statechange: CustomEvent<ChoiceSessionState>;
}

interface Pending {
  request: ChoiceRequest;
  resolve(response: ChoiceResponse): void;
  source?: string;
  timer?: ReturnType<typeof setTimeout>;
  /** When the request times out (`Date.now()` time), while its clock runs. */
  deadline?: number;
  /** The time left when its clock was paused, while it is. */
  paused?: number;
  cleanup?: () => void;
}

const STATUSES: readonly ResponseStatus[] = ['answered', 'declined', 'cancelled', 'timeout'];

/**
 * `ChoiceSession`: where structured-event hosts (and the agent-side tools) ask questions and
 * await answers. It holds the waiting requests, tells
 * listeners about every transition with a `statechange` event whose detail is the state
 * (including the questions, so a UI knows what to show), and settles each request exactly
 * once, by answer, cancel, abort or timeout, whichever comes first.
 *
 * DOM-free: `EventTarget`, `CustomEvent`, `AbortSignal` and `setTimeout` exist in Node ≥ 20
 * as in browsers.
 *
 * Asks `ChoiceRequest`s and resolves each with one `ChoiceResponse`.
 *
 * @fires statechange - `CustomEvent<ChoiceSessionState>` after every ask and every settle.
 */
export class ChoiceSession extends EventTarget {
  readonly #pending = new Map<string, Pending>();
  /** Every id ever accepted: ids are single-use, so a late answer can never meet a new request. */
  readonly #used = new Set<string>();
  #disposed = false;

  /** The waiting requests (with their questions); a fresh object on every read. */
  get state(): ChoiceSessionState {
    const requests = [...this.#pending.values()].map((p) => p.request);
    return { status: requests.length > 0 ? 'waiting' : 'idle', requests };
  }

  /**
   * Shows `request` to whoever listens and resolves with the user's response, or with a
   * `timeout` response when `request.timeoutMs` passes, or `cancelled` when `signal` aborts.
   * Rejects (never throws) when the request is invalid, its id was used before in this
   * session, or the session is disposed.
   */
  ask(request: ChoiceRequest, options: AskOptions = {}): Promise<ChoiceResponse> {
    if (this.#disposed) return Promise.reject(new Error('This ChoiceSession is disposed; create a new one to ask again.'));
    const errors = validateRequest(request);
    if (errors.length > 0) {
      const lines = errors.map((e) => `- ${e.path}: ${e.message}`);
      return Promise.reject(new Error(['The choice request is invalid:', ...lines].join('\n')));
    }
    if (this.#used.has(request.id)) {
      return Promise.reject(new Error(`Request id "${request.id}" was already used in this session; every request needs a new id (the same payload parses to the same id: give parseRequest one, { id }).`));
    }
    this.#used.add(request.id);
    const { signal } = options;
    if (signal?.aborted) return Promise.resolve(emptyResponse(request.id, 'cancelled'));

    return new Promise<ChoiceResponse>((resolve) => {
      const pending: Pending = { request, resolve, ...(typeof options.source === 'string' && { source: options.source }) };
      this.#pending.set(request.id, pending);
      if (request.timeoutMs !== undefined) this.#runClock(pending, request.timeoutMs);
      if (signal) {
        const onAbort = () => this.cancel(request.id);
        signal.addEventListener('abort', onAbort, { once: true });
        pending.cleanup = () => signal.removeEventListener('abort', onAbort);
      }
      this.#notify();
    });
  }

  /**
   * Settles a waiting request with the user's response. Returns `false` when no request with
   * that id is waiting (unknown, or already settled: the first settlement wins). Throws a
   * `TypeError` when the response does not fit the request (unknown question or option ids,
   * or, for status `answered`, an answer the question's rules refuse). The response is
   * normalized: selected ids in option order, `requestId` set, no answers when cancelled.
   */
  respond(requestId: string, response: ChoiceResponse): boolean {
    const pending = this.#pending.get(requestId);
    if (!pending) return false;
    return this.#settle(requestId, normalizeResponse(pending.request, response));
  }

  /** Cancels a waiting request; `false` when none with that id is waiting. */
  cancel(requestId: string): boolean {
    return this.#settle(requestId, emptyResponse(requestId, 'cancelled'));
  }

  /** Who asks waiting request `requestId`, as `ask` was told (`AskOptions.source`). */
  sourceOf(requestId: string): string | undefined {
    return this.#pending.get(requestId)?.source;
  }

  /**
   * Pauses a waiting request's clock, keeping the time left: the person is working in it (its
   * element fires `choice-timer`, which `bindSession` passes on). Returns `false` when no such
   * request waits, it has no clock, or its clock is paused already.
   */
  pause(requestId: string): boolean {
    const pending = this.#pending.get(requestId);
    if (pending?.deadline === undefined || pending.paused !== undefined) return false;
    clearTimeout(pending.timer);
    pending.paused = Math.max(0, pending.deadline - Date.now());
    return true;
  }

  /** Runs a paused request's clock again with the time it had left; `false` when none is paused. */
  resume(requestId: string): boolean {
    const pending = this.#pending.get(requestId);
    if (pending?.paused === undefined) return false;
    const left = pending.paused;
    delete pending.paused;
    this.#runClock(pending, left);
    return true;
  }

  /** Times `pending` out `ms` from now. */
  #runClock(pending: Pending, ms: number): void {
    pending.deadline = Date.now() + ms;
    pending.timer = setTimeout(() => this.#settle(pending.request.id, timeoutResponse(pending.request)), ms);
  }

  /** Cancels every waiting request, stops their timers, and refuses new ones. */
  dispose(): void {
    this.#disposed = true;
    for (const id of [...this.#pending.keys()]) this.cancel(id);
  }

  #settle(requestId: string, response: ChoiceResponse): boolean {
    const pending = this.#pending.get(requestId);
    if (!pending) return false;
    this.#pending.delete(requestId);
    if (pending.timer !== undefined) clearTimeout(pending.timer);
    pending.cleanup?.();
    pending.resolve(response);
    this.#notify();
    return true;
  }

  #notify(): void {
    this.dispatchEvent(new CustomEvent<ChoiceSessionState>('statechange', { detail: this.state }));
  }
}

// Typed listeners for hosts: `session.addEventListener('statechange', (e) => e.detail.status)`.
export interface ChoiceSession {
  addEventListener<K extends keyof ChoiceSessionEventMap>(
    type: K,
    listener: (this: ChoiceSession, event: ChoiceSessionEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ChoiceSessionEventMap>(
    type: K,
    listener: (this: ChoiceSession, event: ChoiceSessionEventMap[K]) => void,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions): void;
}

function emptyResponse(requestId: string, status: ResponseStatus): ChoiceResponse {
  return { requestId, status, answers: {} };
}

/** The response checked against its request and rebuilt from own properties only. */
function normalizeResponse(request: ChoiceRequest, response: unknown): ChoiceResponse {
  if (!isRecord(response)) throw new TypeError(`A response must be an object, not ${describeType(response)}.`);
  const status = own(response, 'status');
  if (typeof status !== 'string' || !(STATUSES as readonly string[]).includes(status)) {
    throw new TypeError(`The response's "status" must be one of ${STATUSES.map((s) => `"${s}"`).join(', ')}.`);
  }
  const result: ChoiceResponse = { requestId: request.id, status: status as ResponseStatus, answers: {} };
  if (cancelledOrDeclined(result.status)) return result;

  const rawAnswers = own(response, 'answers') ?? {};
  if (!isRecord(rawAnswers)) throw new TypeError(`The response's "answers" must be an object, not ${describeType(rawAnswers)}.`);
  const questions = new Map(request.questions.map((q) => [q.id, q]));
  for (const key of Object.keys(rawAnswers)) {
    const question = questions.get(key);
    if (!question) throw new TypeError(`The response answers question "${key}", which request "${request.id}" does not have.`);
    setOwn(result.answers, key, normalizeAnswer(question, own(rawAnswers, key)));
  }
  if (status === 'answered') {
    for (const question of request.questions) {
      const answer = Object.prototype.hasOwnProperty.call(result.answers, question.id) ? result.answers[question.id] : undefined;
      const problem = answerProblem(question, answer);
      if (problem) throw new TypeError(`The answer to question "${question.id}" is not acceptable: ${describeAnswerProblem(problem)}`);
    }
  }
  const annotation = own(response, 'annotation');
  if (annotation !== undefined) {
    if (typeof annotation !== 'string') throw new TypeError(`The response's "annotation" must be a string, not ${describeType(annotation)}.`);
    if (annotation.length > LIMITS.maxLongText) throw new TypeError(`The response's "annotation" is longer than ${LIMITS.maxLongText} characters.`);
    result.annotation = annotation;
  }
  return result;
}

function normalizeAnswer(question: ChoiceQuestion, raw: unknown): ChoiceAnswer {
  const where = `question "${question.id}"`;
  if (!isRecord(raw)) throw new TypeError(`The answer to ${where} must be an object, not ${describeType(raw)}.`);
  const selected = own(raw, 'selected') ?? [];
  if (!Array.isArray(selected)) throw new TypeError(`"selected" in the answer to ${where} must be an array of option ids.`);
  const optionIds = new Set(question.options.map((o) => o.id));
  for (const id of selected) {
    if (typeof id !== 'string' || !optionIds.has(id)) {
      throw new TypeError(`The answer to ${where} selects ${showValue(id)}, which is not one of its option ids.`);
    }
  }
  const answer: ChoiceAnswer = { selected: orderSelected(question, selected as string[]) };
  const other = own(raw, 'other');
  if (other !== undefined) {
    if (typeof other !== 'string') throw new TypeError(`"other" in the answer to ${where} must be a string, not ${describeType(other)}.`);
    if (!question.allowOther && other.trim() !== '') throw new TypeError(`The answer to ${where} has typed text, but that question takes options only.`);
    answer.other = other;
  }
  readTypedValue(question, raw, answer);
  const notes = own(raw, 'optionNotes');
  if (notes !== undefined) {
    if (!isRecord(notes)) throw new TypeError(`"optionNotes" in the answer to ${where} must be an object keyed by option id.`);
    const optionNotes: Record<string, string> = {};
    for (const id of Object.keys(notes)) {
      const note = own(notes, id);
      if (!optionIds.has(id)) throw new TypeError(`"optionNotes" in the answer to ${where} names "${id}", which is not one of its option ids.`);
      if (typeof note !== 'string') throw new TypeError(`The note on option "${id}" of ${where} must be a string.`);
      if (note.length > LIMITS.maxLongText) throw new TypeError(`The note on option "${id}" of ${where} is longer than ${LIMITS.maxLongText} characters.`);
      setOwn(optionNotes, id, note);
    }
    answer.optionNotes = optionNotes;
  }
  const note = own(raw, 'note');
  if (note !== undefined) {
    if (typeof note !== 'string') throw new TypeError(`"note" in the answer to ${where} must be a string, not ${describeType(note)}.`);
    if (note.length > LIMITS.maxLongText) throw new TypeError(`The note on the answer to ${where} is longer than ${LIMITS.maxLongText} characters.`);
    answer.note = note;
  }
  return answer;
}

/** The value of a `text`, `number`, `integer` or `boolean` question, copied when it has the kind's type. */
function readTypedValue(question: ChoiceQuestion, raw: Record<string, unknown>, answer: ChoiceAnswer): void {
  const where = `question "${question.id}"`;
  const kind = questionKind(question);
  const accepted: Record<'text' | 'number' | 'boolean', readonly string[]> = { text: ['text', 'number', 'integer'], number: ['number', 'integer'], boolean: ['boolean'] };
  for (const key of ['text', 'number', 'boolean'] as const) {
    const value = own(raw, key);
    if (value === undefined) continue;
    if (!accepted[key].includes(kind)) throw new TypeError(`The answer to ${where} has "${key}", but that question is a "${kind}" question.`);
    const type = key === 'text' ? 'string' : key;
    if (typeof value !== type || (key === 'number' && !Number.isFinite(value))) throw new TypeError(`"${key}" in the answer to ${where} must be a ${key === 'text' ? 'string' : key}.`);
    if (key === 'text' && (value as string).length > 2 * LIMITS.maxLongText) throw new TypeError(`"text" in the answer to ${where} is longer than ${LIMITS.maxLongText} characters.`);
    Object.assign(answer, { [key]: value });
  }
}
