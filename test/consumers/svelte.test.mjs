// Svelte 5 + Vite: the per-tag entries, the request property and onchoice-submit as Svelte sets them, a dialect fetched when needed.
import { hostSuite } from './support.mjs';
import { BLOCK_REPLY, LICENSE_REPLY } from './expected.mjs';

const posted = (reply) => ({ path: '/api/reply', match: (body) => JSON.stringify(body) === JSON.stringify(reply) });

hostSuite({
  name: 'svelte',
  out: 'dist',
  page: '/index.html',
  baseline: '/baseline.html',
  prompts: [
    { name: 'a choices block', within: '#block', click: ['SQLite'], reply: BLOCK_REPLY, posted: posted(BLOCK_REPLY) },
    { name: 'an AskUserQuestion tool call', within: '#tool-call', click: ['MIT', 'Submit'], reply: LICENSE_REPLY, posted: posted(LICENSE_REPLY) },
  ],
  extras: ['modules'],
});
