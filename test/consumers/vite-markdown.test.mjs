// Vite's vanilla-ts template rendering markdown with marked and choice-prompts/markdown.js (the README's markdown app snippet).
import { hostSuite } from './support.mjs';
import { BLOCK_REPLY, LICENSE_REPLY } from './expected.mjs';

const asMessage = (reply) => (body) => body.role === 'user' && JSON.stringify(body.content) === JSON.stringify(reply);

hostSuite({
  name: 'vite-markdown',
  prompts: [
    { name: 'a choices block in the message', within: '#chat choice-prompt', click: ['SQLite'], reply: BLOCK_REPLY, posted: { path: '/api/chat', match: asMessage(BLOCK_REPLY) } },
    { name: 'an AskUserQuestion tool call', within: '#tool-call', click: ['MIT'], reply: LICENSE_REPLY, posted: { path: '/api/chat', match: asMessage(LICENSE_REPLY) } },
  ],
  typecheck: true,
  extras: ['modules', 'markdown'],
});
