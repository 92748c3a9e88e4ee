// esbuild (bundle, minify, split), importing choice-prompts/bundle.js: the entry esbuild once built to
// 0 bytes (the page showed nothing) when package.json's sideEffects missed its chunks.
import { hostSuite } from './support.mjs';
import { BLOCK_REPLY, ELICITATION_REPLY } from './expected.mjs';

const posted = (reply) => ({ path: '/api/reply', match: (body) => JSON.stringify(body) === JSON.stringify(reply) });

hostSuite({
  name: 'esbuild',
  out: 'dist',
  page: '/index.html',
  baseline: '/baseline.html',
  prompts: [
    { name: 'a choices block', within: '#block', click: ['SQLite'], reply: BLOCK_REPLY, posted: posted(BLOCK_REPLY) },
    { name: 'an MCP elicitation', within: '#tool-call', click: ['MIT', 'Submit'], reply: ELICITATION_REPLY, posted: posted(ELICITATION_REPLY) },
  ],
  extras: [],
});
