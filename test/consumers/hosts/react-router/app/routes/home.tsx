// A server-rendered route: its loader parses the agent's payloads on the server with the kit's
// DOM-free protocol (React Router leaves the loader, and what only it imports, out of the
// browser's bundle), and the component shows the requests (plain JSON) with
// choice-prompts/react.js: on the server the tags, in the browser each renders its question.
import { useLoaderData } from 'react-router';
import { ChoicePrompt, QuestionSet } from 'choice-prompts/react.js';
import { loadDialect, parseRequest } from 'choice-prompts/protocol.js';
import type { ChoiceSubmitEvent } from 'choice-prompts';

export async function loader() {
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

const send = (e: ChoiceSubmitEvent) => fetch('/api/reply', { method: 'POST', body: JSON.stringify(e.detail.reply) });

export default function Home() {
  const { block, toolCall } = useLoaderData<typeof loader>();
  return (
    <main>
      <ChoicePrompt id="block" request={block} onChoiceSubmit={send} />
      <QuestionSet id="tool-call" request={toolCall} onChoiceSubmit={send} />
    </main>
  );
}
