/**
 * A question as one call (or one page request) handles it: the record as last read from the
 * store, and `done`, which resolves once the question settles, on whichever instance. And
 * the one place an answer is checked against its question before the store settles it.
 */
import { ChoiceSession } from 'choice-prompts/session.js';
import type { ChoiceRequest, ChoiceResponse } from 'choice-prompts/protocol.js';
import type { Channel, QuestionRecord, QuestionStore } from './store.js';

export class Question {
  #record: QuestionRecord;
  #response: ChoiceResponse | undefined;
  #done: Promise<ChoiceResponse> | undefined;

  constructor(
    readonly store: QuestionStore,
    record: QuestionRecord,
  ) {
    this.#record = record;
    this.#response = record.response;
  }

  get id(): string {
    return this.#record.id;
  }

  get request(): ChoiceRequest {
    return this.#record.request;
  }

  get channel(): Channel {
    return this.#record.channel;
  }

  get scope(): string {
    return this.#record.scope;
  }

  get deadline(): number | undefined {
    return this.#record.deadline;
  }

  /** The response, once this handle has seen the question settle. */
  get response(): ChoiceResponse | undefined {
    return this.#response;
  }

  /** Takes in a newer read of the record. */
  seen(record: QuestionRecord | undefined): void {
    if (!record) return;
    this.#record = record;
    this.#response ??= record.response;
  }

  /**
   * Resolves with the response however the question settles (an answer on any instance, a
   * cancel, its deadline). A question deleted unseen, or a store closing, reads as cancelled.
   */
  get done(): Promise<ChoiceResponse> {
    this.#done ??= this.store.wait(this.id, Infinity).then((record) => {
      this.seen(record);
      this.#response ??= { requestId: this.id, status: 'cancelled', answers: {} };
      return this.#response;
    });
    return this.#done;
  }
}

/** What became of an answer or a cancel sent to a question. */
export type AnswerOutcome =
  | { kind: 'ok'; record: QuestionRecord; response: ChoiceResponse }
  /** Already settled with another response (a replayed or late submit). */
  | { kind: 'conflict' }
  /** Unknown, or settled so long ago that it was deleted. */
  | { kind: 'gone' }
  /** The answer does not fit the question; `message` says why. */
  | { kind: 'invalid'; message: string };

/**
 * `raw` checked against `request` by the kit's own session (the rules the elements apply):
 * the normalized response, or why it does not fit.
 */
export async function checkResponse(request: ChoiceRequest, raw: unknown): Promise<{ ok: true; response: ChoiceResponse } | { ok: false; message: string }> {
  const session = new ChoiceSession();
  const { timeoutMs: _timeout, ...untimed } = request;
  const done = session.ask(untimed);
  const body = typeof raw === 'object' && raw !== null ? { ...raw, requestId: request.id } : raw;
  try {
    session.respond(request.id, body as ChoiceResponse);
  } catch (error) {
    session.dispose();
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  return { ok: true, response: await done };
}

/**
 * Answers question `id` with `raw` (checked first). The first response wins; the same
 * response sent again is `ok` too (a retried submit), another one a conflict.
 */
export async function answerQuestion(store: QuestionStore, id: string, raw: unknown): Promise<AnswerOutcome> {
  const record = await store.get(id);
  if (!record) return { kind: 'gone' };
  if (record.response && (typeof raw !== 'object' || raw === null)) return { kind: 'conflict' };
  const checked = await checkResponse(record.request, raw);
  if (!checked.ok) return record.response ? { kind: 'conflict' } : { kind: 'invalid', message: checked.message };
  return settled(await store.settle(id, checked.response));
}

/** Cancels question `id`; cancel is always possible while it waits, and only then (a second cancel is a conflict). */
export async function cancelQuestion(store: QuestionStore, id: string): Promise<AnswerOutcome> {
  const outcome = await store.settle(id, { requestId: id, status: 'cancelled', answers: {} });
  return outcome.kind === 'same' ? { kind: 'conflict' } : settled(outcome);
}

function settled(outcome: Awaited<ReturnType<QuestionStore['settle']>>): AnswerOutcome {
  switch (outcome.kind) {
    case 'settled':
    case 'same':
      return { kind: 'ok', record: outcome.record, response: outcome.record.response! };
    case 'conflict':
      return { kind: 'conflict' };
    case 'gone':
      return { kind: 'gone' };
  }
}
