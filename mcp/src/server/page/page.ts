/**
 * The answer page's script (runs in the browser, served as `/assets/page.js`). It loads the
 * elements from `/assets/bundle.js`, shows the session named in the address with
 * `<choice-prompt>` (one question) or `<question-set>` (several), posts the answer or the
 * cancel, and listens to the server's event stream so that later questions appear in this
 * same tab instead of opening new ones. Only types are imported: nothing here runs in Node.
 */
import type { ChoiceRequest, ChoiceResponse } from 'choice-prompts/protocol.js';

interface SessionView {
  id: string;
  channel: string;
  request: ChoiceRequest;
  deadline?: number;
  /** The agent's call went away while waiting; the question ends by `deadline`. */
  abandoned?: boolean;
}

type CardState = 'open' | 'sending' | 'sent' | 'gone';

interface PromptElement extends HTMLElement {
  request: ChoiceRequest;
  disabled: boolean;
}

interface Card {
  view: SessionView;
  section: HTMLElement;
  heading: HTMLHeadingElement;
  prompt: PromptElement;
  meta: HTMLParagraphElement;
  outcome: HTMLParagraphElement;
  state: CardState;
}

type ChoiceEventDetail = { response: ChoiceResponse };

const BUNDLE_URL = '/assets/bundle.js';
const ownId = decodeURIComponent(location.pathname.split('/').pop() ?? '');
const statusEl = document.getElementById('status')!;
const list = document.getElementById('questions')!;
const hint = document.getElementById('hint')!;
const cards = new Map<string, Card>();

function announce(text: string): void {
  // Clearing first makes a repeated message be read again. (Not requestAnimationFrame:
  // it does not run in a background tab, which is where this page often waits.)
  statusEl.textContent = '';
  setTimeout(() => (statusEl.textContent = text), 50);
}

function updateTitle(): void {
  const open = [...cards.values()].filter((c) => c.state === 'open').length;
  document.title = open > 0 ? `(${open}) Question waiting · choice-prompts` : 'No question waiting · choice-prompts';
}

function setOutcome(card: Card, text: string, kind: 'info' | 'error' = 'info'): void {
  card.outcome.textContent = text;
  card.outcome.dataset.kind = kind;
}

function setState(card: Card, state: CardState): void {
  card.state = state;
  card.section.dataset.state = state;
  updateTitle();
  // The address follows the question that still waits, so a reload shows it again.
  const open = [...cards.values()].find((c) => c.state === 'open');
  if (open && location.pathname !== `/s/${open.view.id}`) history.replaceState(null, '', `/s/${open.view.id}`);
}

function createPrompt(view: SessionView): PromptElement {
  const tag = view.request.questions.length > 1 ? 'question-set' : 'choice-prompt';
  const prompt = document.createElement(tag) as PromptElement;
  // The card's own heading shows the title; the element would repeat it.
  const request = { ...view.request };
  delete request.title;
  // The element shows a countdown from what is left, not from the original timeout.
  if (view.deadline !== undefined) request.timeoutMs = Math.max(1, view.deadline - Date.now());
  prompt.request = request;
  prompt.addEventListener('choice-submit', (e) => void onSubmit(view.id, (e as CustomEvent<ChoiceEventDetail>).detail.response));
  prompt.addEventListener('choice-cancel', (e) => void onCancel(view.id, (e as CustomEvent<ChoiceEventDetail>).detail.response));
  return prompt;
}

function addCard(view: SessionView): Card {
  const section = document.createElement('section');
  section.className = 'card';
  const headingId = `title-${view.id}`;
  section.setAttribute('aria-labelledby', headingId);
  const heading = document.createElement('h2');
  heading.id = headingId;
  heading.tabIndex = -1;
  heading.textContent = view.request.title ?? 'Question';
  section.append(heading);
  const prompt = createPrompt(view);
  section.append(prompt);
  const meta = document.createElement('p');
  meta.className = 'meta';
  setDeadline(meta, view);
  section.append(meta);
  const outcome = document.createElement('p');
  outcome.className = 'outcome';
  section.append(outcome);
  list.append(section);
  const card: Card = { view, section, heading, prompt, meta, outcome, state: 'open' };
  cards.set(view.id, card);
  setState(card, 'open');
  return card;
}

/** The line under a question that says until when it waits, and what happens then. */
function setDeadline(meta: HTMLParagraphElement, view: SessionView): void {
  meta.hidden = view.deadline === undefined;
  if (view.deadline === undefined) return;
  const time = new Date(view.deadline).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  meta.textContent = view.abandoned
    ? `The agent that asked stopped waiting (its connection closed). This question closes at ${time}; an answer sent before then is kept for the agent to collect.`
    : `Answer by ${time}; after that the agent gets the ${view.request.timeoutAction === 'cancel' ? 'question cancelled' : 'default answer'}.`;
}

async function post(id: string, action: 'answer' | 'cancel', body: unknown): Promise<Response> {
  return fetch(`/api/sessions/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function errorText(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: string };
    return body.error ?? `The server answered ${res.status}.`;
  } catch {
    return `The server answered ${res.status}.`;
  }
}

async function onSubmit(id: string, response: ChoiceResponse): Promise<void> {
  const card = cards.get(id);
  // The element's own countdown may fire a timeout; the server applies the timeout itself.
  if (!card || card.state !== 'open' || response.status !== 'answered') return;
  setState(card, 'sending');
  try {
    const res = await post(id, 'answer', { status: 'answered', answers: response.answers, ...(response.annotation !== undefined && { annotation: response.annotation }) });
    if (res.ok) {
      const { result } = (await res.json()) as { result: { selection: { summary: string } } };
      setState(card, 'sent');
      setOutcome(card, `Sent to the agent. ${result.selection.summary}`);
      announce('Answer sent to the agent. You can close this tab, or keep it open for the next question.');
      hint.hidden = false;
      return;
    }
    if (res.status === 409 || res.status === 404 || res.status === 410) {
      markGone(card, 'This question was already answered, cancelled or timed out; your answer was not sent.');
      return;
    }
    // The server refused this answer: offer the question again rather than a dead prompt.
    const message = await errorText(res);
    const fresh = createPrompt(card.view);
    card.prompt.replaceWith(fresh);
    card.prompt = fresh;
    setState(card, 'open');
    setOutcome(card, `Not sent: ${message} Please answer again.`, 'error');
    announce(`Not sent: ${message}`);
  } catch {
    setState(card, 'open');
    setOutcome(card, 'Could not reach the agent\'s server; it may have stopped. Your answer was not sent.', 'error');
    announce('Could not reach the agent\'s server.');
  }
}

async function onCancel(id: string, response: ChoiceResponse): Promise<void> {
  const card = cards.get(id);
  if (!card || card.state !== 'open' || response.status !== 'cancelled') return;
  setState(card, 'sending');
  try {
    const res = await post(id, 'cancel', {});
    setState(card, res.ok ? 'sent' : 'gone');
    setOutcome(card, res.ok ? 'Cancelled. The agent was told that you chose not to answer.' : 'This question had already finished.');
    announce(res.ok ? 'Question cancelled.' : 'This question had already finished.');
  } catch {
    setState(card, 'open');
    setOutcome(card, 'Could not reach the agent\'s server; it may have stopped.', 'error');
  }
}

function markGone(card: Card, text: string): void {
  card.prompt.disabled = true;
  setState(card, 'gone');
  setOutcome(card, text);
}

function focusIfIdle(card: Card): void {
  const active = document.activeElement;
  const busy = active && active !== document.body && [...cards.values()].some((c) => c.state === 'open' && c !== card && c.section.contains(active));
  if (!busy) card.heading.focus();
}

/** Shows a waiting question of this page's scope: a new one appears, a known one learns that its agent stopped waiting. */
function show(view: SessionView): void {
  if (view.channel !== 'browser' && view.id !== ownId) return;
  const known = cards.get(view.id);
  if (known) {
    if (known.state === 'open' && view.abandoned && !known.view.abandoned) {
      known.view = view;
      setDeadline(known.meta, view);
      announce(`${view.request.title ?? 'Question'}: ${known.meta.textContent}`);
    }
    return;
  }
  const card = addCard(view);
  announce(`New question: ${view.request.title ?? 'from your agent'}.`);
  focusIfIdle(card);
}

/** A question no longer waits (answered elsewhere, cancelled or timed out). */
function close(card: Card): void {
  if (card.state !== 'open') return;
  markGone(
    card,
    card.view.abandoned
      ? 'This question is no longer waiting: the agent that asked had stopped waiting, and it was answered elsewhere or closed at its deadline.'
      : 'This question is no longer waiting: it was answered elsewhere, cancelled, or timed out.',
  );
}

/** Applies the full list the stream sends when it (re)connects: new ones appear, vanished ones close. */
function reconcile(sessions: SessionView[]): void {
  const waiting = new Set(sessions.map((view) => view.id));
  for (const view of sessions) show(view);
  for (const card of cards.values()) if (!waiting.has(card.view.id)) close(card);
}

function subscribe(key: string): void {
  const events = new EventSource(`/api/events?key=${encodeURIComponent(key)}`);
  const data = <T,>(e: Event) => JSON.parse((e as MessageEvent<string>).data) as T;
  // One full list on connecting; after that, one question per event.
  events.addEventListener('sessions', (e) => reconcile(data<{ sessions: SessionView[] }>(e).sessions));
  events.addEventListener('added', (e) => show(data<SessionView>(e)));
  events.addEventListener('updated', (e) => show(data<SessionView>(e)));
  events.addEventListener('removed', (e) => {
    const card = cards.get(data<{ id: string }>(e).id);
    if (card) close(card);
  });
  events.addEventListener('open', () => {
    if (statusEl.dataset.lost) {
      delete statusEl.dataset.lost;
      announce('Connected to the agent\'s server again.');
    }
  });
  events.addEventListener('error', () => {
    if (!statusEl.dataset.lost) {
      statusEl.dataset.lost = 'true';
      announce('Lost the connection to the agent\'s server; retrying. If the agent stopped, you can close this tab.');
    }
  });
}

async function main(): Promise<void> {
  try {
    await import(BUNDLE_URL);
  } catch {
    announce('The page could not load its components (bundle.js). Answer in a terminal instead: npx choice-prompts-mcp answer followed by this page\'s address.');
    return;
  }
  let res: Response;
  try {
    res = await fetch(`/api/sessions/${encodeURIComponent(ownId)}`);
  } catch {
    announce('Could not reach the agent\'s server; it may have stopped.');
    return;
  }
  if (!res.ok) {
    document.title = 'No question waiting · choice-prompts';
    announce(`${await errorText(res)} You can close this tab.`);
    return;
  }
  const first = (await res.json()) as SessionView & { pageKey: string };
  const card = addCard(first);
  card.heading.focus();
  subscribe(first.pageKey);
}

void main();
