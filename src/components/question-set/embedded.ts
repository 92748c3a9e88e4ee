/**
 * How a `<question-set>` hands each question to the `<choice-prompt>` embedded for it: a
 * one-question request of its own, and once the set has settled, a one-question response
 * with what the set sent. Both are cached, so a re-render hands a prompt the same objects
 * and the prompt keeps its draft.
 */
import type { ChoiceAnswer, ChoiceQuestion, ChoiceRequest, ChoiceResponse } from '../../protocol/model.js';
import { own, setOwn } from '../../protocol/input.js';

export class EmbeddedRequests {
  #requests = new Map<string, ChoiceRequest>();
  #responses = new Map<string, ChoiceResponse>();

  /** Forgets every question (the set shows a new request). */
  clear(): void {
    this.#requests.clear();
  }

  /**
   * Question `q` as a request of its own: confirm mode (the set sends), no timer and no
   * global note (the set's), and no header when the set's progress row already shows it.
   */
  request(request: ChoiceRequest, q: ChoiceQuestion): ChoiceRequest {
    let sub = this.#requests.get(q.id);
    if (!sub) {
      const question: ChoiceQuestion = { ...q };
      if (request.questions.length > 1) delete question.header;
      sub = { id: `${request.id}/${q.id}`, dialect: request.dialect, questions: [question], submitMode: 'confirm' };
      if (request.annotations?.perOption) sub.annotations = { perOption: true, global: false };
      this.#requests.set(q.id, sub);
    }
    return sub;
  }

  /** What question `q` shows once the set has settled with `settled` (the defaults, after a timeout). */
  response(request: ChoiceRequest, q: ChoiceQuestion, settled: ChoiceResponse | undefined): ChoiceResponse | undefined {
    if (!settled) return undefined;
    const key = `${settled.requestId}:${settled.status}:${q.id}`;
    let sub = this.#responses.get(key);
    if (!sub) {
      sub = { requestId: `${request.id}/${q.id}`, status: settled.status, answers: {} };
      const answer = own(settled.answers, q.id) as ChoiceAnswer | undefined;
      if (answer) setOwn(sub.answers, q.id, answer);
      this.#responses.set(key, sub);
    }
    return sub;
  }
}
