// Vite's react-ts template: the AI SDK's useChat, its tool calls answered by choice-prompts/react.js
// (the README's React snippet), against a local /api/chat route streaming as a server route would.
import { createUIMessageStreamResponse } from 'ai';
import { hostSuite } from './support.mjs';
import { BLOCK_REPLY, LICENSE_REPLY } from './expected.mjs';

const TOOL_CALL = { type: 'tool-input-available', toolCallId: 'call_license', toolName: 'askUserQuestion', input: { questions: [{ question: 'Which license?', header: 'License', multiSelect: false, options: [{ label: 'MIT' }, { label: 'Apache-2.0' }] }] } };
const TOOL_REPLY = { tool: 'askUserQuestion', toolCallId: 'call_license', output: LICENSE_REPLY };

/** The agent: asks which license with an AskUserQuestion tool call, then thanks for the answer. */
async function chatRoute(body, res) {
  const { messages } = JSON.parse(body);
  const answered = messages.flatMap((m) => m.parts).some((p) => p.toolCallId === 'call_license' && p.state === 'output-available');
  const text = (id, delta) => [{ type: 'text-start', id }, { type: 'text-delta', id, delta }, { type: 'text-end', id }];
  const chunks = [{ type: 'start' }, { type: 'start-step' }, ...(answered ? text('t2', 'Thanks: MIT it is.') : [...text('t1', 'One question first.'), TOOL_CALL]), { type: 'finish-step' }, { type: 'finish' }];
  const response = createUIMessageStreamResponse({ stream: new ReadableStream({ start: (c) => { chunks.forEach((chunk) => c.enqueue(chunk)); c.close(); } }) });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

hostSuite({
  name: 'vite-react',
  routes: { '/api/chat': chatRoute },
  prompts: [
    // Parsed on every render, and rendered again from inside its answer's handler.
    { name: 'a choices block', within: '#block', click: ['SQLite'], reply: BLOCK_REPLY, again: { shown: 'You chose sqlite.', click: ['PostgreSQL'] } },
    {
      name: 'useChat\'s AskUserQuestion tool call',
      first: 'Ask the agent',
      within: 'question-set',
      // One single choice: choosing sends.
      click: ['MIT'],
      reply: TOOL_REPLY,
      // addToolOutput took it, and useChat sent it back to the agent as the tool's output.
      posted: { path: '/api/chat', match: (body) => body.messages.flatMap((m) => m.parts).some((p) => p.toolCallId === 'call_license' && JSON.stringify(p.output) === JSON.stringify(LICENSE_REPLY)) },
      // The part, now holding its output, parsed again on each render while the agent's answer streams in.
      again: { shown: 'Thanks: MIT it is.', click: ['Apache-2.0'] },
    },
  ],
  typecheck: true,
  extras: ['modules', 'react', 'loadDialect'],
});
