/**
 * Several questions asked at once: each is asked through the shared `ChoiceSession` with who
 * asks (`source`), and waits in the page's `<choice-queue>` above the message box, where
 * `bindSession` puts it. Each answer goes back on its own, in its dialect (a tool output, an
 * MCP tool result, a `PermissionResult`), as soon as it is given; once answered, its prompt
 * moves into the message that asked, as history. The agent goes on when every one is in.
 */
import { bindSession } from '../../src/bind-session.js';
import type { ChoiceQueue } from '../../src/choice-queue.js';
import { encodeReply, parseRequest, type ChoiceRequest, type ChoiceResponse } from '../../src/protocol.js';
import type { AskHost, LiveAsk, PromptElement } from './asks.js';
import type { AskKind, BatchAsk } from './store.js';
import type { AssistantEntry } from './view.js';

/** How each dialect's reply travels back, in the host's words. */
const CHANNEL: Partial<Record<AskKind, string>> = {
  ai_sdk_tool_part: 'addToolOutput argument',
  provide_choice: 'Tool result of provide_choice',
  can_use_tool: 'PermissionResult returned from canUseTool',
};

function chip(entry: AssistantEntry, count: number, waiting: boolean): HTMLElement {
  const p = document.createElement('p');
  p.className = 'tool-chip';
  p.textContent = `${count} questions from ${entry.agent} at once${waiting ? ' · waiting in the queue above the message box' : ''}`;
  return p;
}

function parse(ask: BatchAsk): ChoiceRequest | undefined {
  const parsed = parseRequest(ask.kind, ask.payload, { id: ask.requestId });
  return parsed.ok ? parsed.request : undefined;
}

function prompt(request: ChoiceRequest, source: string): PromptElement {
  const element = document.createElement(request.questions.length === 1 ? 'choice-prompt' : 'question-set') as PromptElement;
  element.request = request;
  element.setAttribute('source', source);
  return element;
}

/** A batch from history: each question as it was settled (never answered means outdated). */
export function showSettledBatch(batch: readonly BatchAsk[], entry: AssistantEntry): void {
  entry.slot.replaceChildren(chip(entry, batch.length, false));
  for (const ask of batch) {
    const request = parse(ask);
    if (!request) continue;
    const element = prompt(request, ask.source);
    if (ask.response) element.response = ask.response;
    else element.disabled = true;
    entry.slot.append(element);
  }
}

/** What a batch needs beyond an open question's host: the page's queue. */
export interface BatchHost extends AskHost {
  queue: ChoiceQueue;
}

/** Asks the open questions of `batch` together and waits for each; the agent goes on once all are in. */
export function activateBatch(host: BatchHost, batch: readonly BatchAsk[], entry: AssistantEntry): void {
  const { session, queue } = host;
  entry.slot.replaceChildren(chip(entry, batch.length, true));
  // Those settled before a reload show as they were; the others are asked again.
  for (const ask of batch.filter((a) => a.response)) {
    const request = parse(ask);
    if (!request) continue;
    const element = prompt(request, ask.source);
    element.response = ask.response;
    entry.slot.append(element);
  }
  const open = batch.filter((a) => !a.response).flatMap((ask) => {
    const request = parse(ask);
    return request ? [{ ask, request }] : [];
  });
  const ids = new Set(open.map(({ request }) => request.id));
  // The queue shows these: `settled: 'keep'` leaves each answered prompt for this message to take.
  bindSession(session, queue, { filter: (r) => ids.has(r.id), settled: 'keep' });
  const intoHistory = (event: Event) => {
    const element = event.target as PromptElement;
    if (!element.request || !ids.has(element.request.id)) return;
    // After its own listeners: the session has settled it, the queue has shown the next one.
    queueMicrotask(() => entry.slot.append(element));
  };
  queue.addEventListener('choice-submit', intoHistory);
  queue.addEventListener('choice-cancel', intoHistory);
  let withdrawn = false;
  const live: LiveAsk = {
    withdraw: () => {
      withdrawn = true;
      for (const id of ids) session.cancel(id);
      return true;
    },
  };
  host.live = live;
  const answers = open.map(({ ask, request }) =>
    session.ask(request, { source: ask.source }).then((response: ChoiceResponse) => {
      if (withdrawn) return;
      ask.response = response;
      host.save();
      const reply = JSON.stringify(encodeReply(request, response));
      host.recordReply(ask.kind, `${CHANNEL[ask.kind] ?? 'Reply'} · ${ask.source}`, reply);
      host.appendTool(`${ask.source} · ${response.status}`, reply);
    }),
  );
  void Promise.all(answers).then(() => {
    queue.removeEventListener('choice-submit', intoHistory);
    queue.removeEventListener('choice-cancel', intoHistory);
    entry.slot.querySelector('.tool-chip')?.replaceWith(chip(entry, batch.length, false));
    // Withdrawn ones (the person typed a message instead) stay in the queue's keeping: show them here, no longer active.
    for (const element of [...queue.children] as PromptElement[]) if (element.request && ids.has(element.request.id)) entry.slot.append(element);
    if (host.live === live) host.live = undefined;
    if (!withdrawn) host.runAgent();
  });
}
