import { bindSession } from 'choice-prompts';
import 'choice-prompts/choice-prompt.js';
import { encodeReply, loadDialect, parseRequest } from 'choice-prompts/protocol.js';
import { ChoiceSession } from 'choice-prompts/session.js';

// The questions waiting for the user show in #questions; each stays, answered, once settled.
const session = new ChoiceSession();
bindSession(session, document.querySelector('#questions'), { settled: 'keep' });

/** Asks the user what an agent asked in `dialect`, and sends the reply back in that dialect. */
async function ask(dialect, payload) {
  await loadDialect(dialect);
  const parsed = parseRequest(dialect, payload);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  const response = await session.ask(parsed.request);
  await fetch('/api/reply', { method: 'POST', body: JSON.stringify(encodeReply(parsed.request, response)) });
}

// A ```choices block, then a tool call (Claude's AskUserQuestion), one after the other.
await ask('choices-block', '{"question": "Which database?", "options": [{"label": "PostgreSQL", "value": "postgres"}, {"label": "SQLite", "value": "sqlite"}]}');
await ask('ask_user_question', { questions: [{ question: 'Which license?', header: 'License', multiSelect: false, options: [{ label: 'MIT' }, { label: 'Apache-2.0' }] }] });
