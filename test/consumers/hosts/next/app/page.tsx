// A server component: the agent's payloads are parsed on the server, where the kit's DOM-free
// entries run, and the requests (plain JSON) go to the client component that shows them.
import { parseRequest } from 'choice-prompts/protocol.js';
import 'choice-prompts/dialects.js';
import { Questions } from './questions';

const block = parseRequest('choices-block', '{"question": "Which database?", "options": [{"label": "PostgreSQL", "value": "postgres"}, {"label": "SQLite", "value": "sqlite"}]}');
const elicitation = parseRequest('mcp_elicitation', {
  mode: 'form',
  message: 'Which license?',
  requestedSchema: { type: 'object', properties: { license: { type: 'string', title: 'License', enum: ['MIT', 'Apache-2.0'] } }, required: ['license'] },
});

export default function Page() {
  if (!block.ok || !elicitation.ok) throw new Error('The payloads are valid.');
  return <Questions block={block.request} toolCall={elicitation.request} />;
}
