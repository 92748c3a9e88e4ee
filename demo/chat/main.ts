/**
 * The chat page: picks the agent from the address (`?agent=…`), restores its conversation
 * from `localStorage` (as plain markup: the elements are loaded only once a question is open
 * or the agent speaks), and wires the composer, the reply panel and the second view of the
 * shared `ChoiceSession`. `?tokenMs=` sets the streaming pace (the end-to-end test speeds
 * it up).
 */
import { bindSession } from '../../src/bind-session.js';
import { isDialectLoaded } from '../../src/protocol.js';
import { ChoiceSession } from '../../src/session.js';
import { initThemePicker } from '../shared/theme.js';
import { AGENTS, agentById } from './agents/index.js';
import { ChatFollower } from './follow.js';
import { ChatHost } from './host.js';
import { Composer } from './composer.js';
import { clearConversation, loadConversation } from './store.js';
import { ReplyPanel, StatusLine, TranscriptView } from './view.js';

const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;

initThemePicker();
// The page places the conversation itself (at its end, or at the open question): the
// browser's restoring of the old position on reload would land wherever the half-rendered
// page happened to be, and read as the reader having scrolled away.
history.scrollRestoration = 'manual';

const params = new URLSearchParams(location.search);
const agent = agentById(params.get('agent'));
const tokenMs = Math.max(0, Math.min(500, Number(params.get('tokenMs') ?? 24) || 0));

document.title = `${agent.name} · Chat · choice-prompts`;
$('#agent-name').textContent = agent.name;
$('#agent-source').textContent = `Asks with ${agent.source}.`;
$('#agent-list').replaceChildren(
  ...AGENTS.map((a) => {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `?agent=${encodeURIComponent(a.id)}`;
    if (a === agent) link.setAttribute('aria-current', 'page');
    const name = document.createElement('span');
    name.className = 'agent-name';
    name.textContent = a.name;
    const dialect = document.createElement('code');
    dialect.textContent = a.dialect;
    link.append(name, dialect);
    item.append(link);
    return item;
  }),
);

const session = new ChoiceSession();
const input = $<HTMLTextAreaElement>('#composer-input');
const send = $<HTMLButtonElement>('#composer-send');
const transcriptRoot = $<HTMLElement>('#transcript');

const follower = new ChatFollower({
  messages: $<HTMLElement>('#messages'),
  composer: $<HTMLElement>('#composer'),
  jumps: [$<HTMLElement>('#jump-to-question'), $<HTMLElement>('#skip-to-question')],
});

const host = new ChatHost({
  agent,
  conversation: loadConversation(agent.id),
  session,
  queue: $('#question-queue'),
  transcript: new TranscriptView($<HTMLOListElement>('#messages')),
  transcriptRoot,
  replies: new ReplyPanel($('#reply-latest-box'), $<HTMLOListElement>('#reply-earlier'), $<HTMLDetailsElement>('#reply-earlier-box')),
  status: new StatusLine($('#chat-status')),
  setBusy: (busy) => {
    send.disabled = busy;
  },
  tokenMs,
  follower,
  elements: () => Promise.all([import('../../src/bundle.js'), import('../../src/choice-queue.js')]),
});

// Every connected view shows the waiting state and the questions; the first answer settles them all.
const mirror = $<HTMLElement>('#mirror');
const sessionState = $<HTMLElement>('#session-state');
bindSession(session, mirror);
const showSessionState = () => {
  const { status, requests } = session.state;
  sessionState.textContent =
    status === 'waiting' ? `Waiting for ${requests.length === 1 ? 'one answer' : `${requests.length} answers`}.` : 'Idle: nothing is waiting for an answer.';
};
session.addEventListener('statechange', showSessionState);
showSessionState();

new Composer({
  form: $<HTMLFormElement>('#composer'),
  input,
  notice: $<HTMLElement>('#composer-notice'),
  actions: $<HTMLElement>('#composer-ask'),
  messages: $<HTMLElement>('#messages'),
  openQuestion: () => follower.openQuestion(),
  busy: () => host.busy,
  send: (text) => host.type(text),
});
$<HTMLButtonElement>('#start-over').addEventListener('click', () => {
  clearConversation(agent.id);
  location.reload();
});

// The page parses the agent's questions itself (and shows them from history) in its dialect:
// fetched first when the protocol core lacks it. The markdown agents need nothing more, so
// their chat opens without the other dialects' modules.
if (isDialectLoaded(agent.dialect)) host.start();
else void import('../../src/dialects.js').then(() => host.start());
