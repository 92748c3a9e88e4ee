// A page with no build step, loading bundle.js from the installed package (the README's plain HTML snippet).
import { hostSuite } from './support.mjs';
import { BLOCK_REPLY, LICENSE_REPLY } from './expected.mjs';

hostSuite({
  name: 'plain-html',
  build: false,
  page: '/index.html',
  prompts: [
    { name: 'a choices block', within: 'choice-prompt', click: ['SQLite'], reply: BLOCK_REPLY, posted: { path: '/api/reply', match: (body) => body === BLOCK_REPLY } },
    { name: 'an AskUserQuestion tool call', within: 'question-set', click: ['MIT', 'Submit'], reply: LICENSE_REPLY, posted: { path: '/api/reply', match: (body) => JSON.stringify(body) === JSON.stringify(LICENSE_REPLY) } },
  ],
  extras: [],
});
