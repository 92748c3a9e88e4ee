// The agent's payloads parsed on the server with the kit's DOM-free protocol: the page fetches
// the requests (plain JSON) during its server render, and protocol.js never reaches the browser.
import { loadDialect, parseRequest } from 'choice-prompts/protocol.js';

export default defineEventHandler(async () => {
  // A ```choices block an agent wrote: its dialect is built in.
  const block = parseRequest('choices-block', '{"question": "Which database?", "options": [{"label": "PostgreSQL", "value": "postgres"}, {"label": "SQLite", "value": "sqlite"}]}');
  // A tool call (Claude's AskUserQuestion), named by its call's id: the same question asked
  // again in another call is another request.
  await loadDialect('ask_user_question');
  const toolCall = parseRequest('ask_user_question', {
    questions: [{ question: 'Which license?', header: 'License', multiSelect: false, options: [{ label: 'MIT' }, { label: 'Apache-2.0' }] }],
  }, { id: 'toolu_license' });
  if (!block.ok || !toolCall.ok) throw createError({ statusCode: 500, statusMessage: 'The payloads are valid.' });
  return { block: block.request, toolCall: toolCall.request };
});
