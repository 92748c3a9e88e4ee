/** What the queue's tests share: requests in the agents' own dialects, and lookups in the queue's shadow root. */
import { html, fixture, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import type { ChoiceQueue } from '../../../src/choice-queue.js';
import type { ChoiceRequest } from '../../../src/index.js';
import { parseRequest } from '../../../src/protocol/registry.js';
import { root } from '../helpers.js';

export function parse(dialect: string, payload: unknown, id: string): ChoiceRequest {
  const result = parseRequest(dialect as never, payload, { id });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.request;
}

/** A one-question AskUserQuestion request. */
export const ask = (id: string, question: string, options = ['Yes', 'No']) =>
  parse('ask_user_question', { questions: [{ question, header: question.slice(0, 12), multiSelect: false, options: options.map((label) => ({ label })) }] }, id);

/** A Claude Agent SDK permission for `Bash` running `command`. */
export const bash = (id: string, command: string) => parse('can_use_tool', { toolName: 'Bash', input: { command }, toolUseID: id }, id);

/** A prompt element for `request`, from `source`. */
export function prompt(request: ChoiceRequest, source?: string): HTMLElement {
  const element = document.createElement(request.questions.length === 1 ? 'choice-prompt' : 'question-set') as HTMLElement & { request: ChoiceRequest };
  element.request = request;
  if (source) element.setAttribute('source', source);
  return element;
}

export async function queueFixture(children: HTMLElement[], template: TemplateResult = html`<choice-queue></choice-queue>`): Promise<ChoiceQueue> {
  const queue = await fixture<ChoiceQueue>(template);
  queue.append(...children);
  await settledQueue(queue);
  return queue;
}

/** Waits until every request in the queue has read its request and the queue has drawn what it holds. */
export async function settledQueue(queue: ChoiceQueue): Promise<void> {
  await waitUntil(() => [...queue.children].every((c) => c.getAttribute('state') && c.getAttribute('state') !== 'pending'), 'every request read', { timeout: 10_000 });
  await Promise.all([...queue.children].map((c) => (c as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete));
  // The queue hears the children's state on a mutation record (a microtask after their update).
  await new Promise((resolve) => setTimeout(resolve));
  await queue.updateComplete;
}

export const tabs = (queue: ChoiceQueue) => [...root(queue).querySelectorAll<HTMLElement>('[role="tab"]')];
export const tabNames = (queue: ChoiceQueue) => tabs(queue).map((t) => t.querySelector('.visually-hidden')!.textContent!.trim());
export const selectedTab = (queue: ChoiceQueue) => tabs(queue).find((t) => t.getAttribute('aria-selected') === 'true');
export const count = (queue: ChoiceQueue) => root(queue).querySelector('[part="count"]')!.textContent!.trim();
/** The request elements the queue's slot shows. */
export const shown = (queue: ChoiceQueue) => root(queue).querySelector('slot')!.assignedElements();
export const queueSaid = (queue: ChoiceQueue) => (root(queue).querySelector('[aria-live="polite"]')?.textContent ?? '').replace(/\u00a0/g, '').trim();
