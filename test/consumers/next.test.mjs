// Next.js App Router, `next build` + `next start`: a server component parses the payloads with the
// kit's DOM-free entries, a client component ('use client') shows them with choice-prompts/react.js.
import { hostSuite } from './support.mjs';
import { BLOCK_REPLY, ELICITATION_REPLY } from './expected.mjs';

const posted = (reply) => ({ path: '/api/reply', match: (body) => JSON.stringify(body) === JSON.stringify(reply) });

hostSuite({
  name: 'next',
  serve: 'start',
  page: '/',
  baseline: '/baseline',
  prompts: [
    { name: 'a choices block', within: '#block', click: ['SQLite'], reply: BLOCK_REPLY, posted: posted(BLOCK_REPLY) },
    { name: 'an MCP elicitation', within: '#tool-call', click: ['MIT', 'Submit'], reply: ELICITATION_REPLY, posted: posted(ELICITATION_REPLY) },
  ],
  extras: ['modules', 'react'],
});
