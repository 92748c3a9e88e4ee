// On the server: the agent's payloads are parsed with the kit's DOM-free protocol, and the
// requests (plain JSON) go to the page as its data.
import { loadDialect, parseRequest } from 'choice-prompts/protocol.js';

export async function load() {
  // A ```choices block an agent wrote: its dialect is built in.
  const block = parseRequest('choices-block', '{"question": "Which database?", "options": [{"label": "PostgreSQL", "value": "postgres"}, {"label": "SQLite", "value": "sqlite"}]}');
  // A tool call (Claude's AskUserQuestion), named by its call's id: the same question asked
  // again in another call is another request.
  await loadDialect('ask_user_question');
  const toolCall = parseRequest('ask_user_question', {
    questions: [{ question: 'Which license?', header: 'License', multiSelect: false, options: [{ label: 'MIT' }, { label: 'Apache-2.0' }] }],
  }, { id: 'toolu_license' });
  if (!block.ok || !toolCall.ok) throw new Error('The payloads are valid.');
  return { block: block.request, toolCall: toolCall.request };
}
