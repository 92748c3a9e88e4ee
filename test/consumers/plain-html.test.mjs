// A page with no build step, loading bundle.js from the installed package (the README's plain HTML snippet).
import { hostSuite } from './support.mjs';
import { posted, BLOCK_REPLY, LICENSE_REPLY } from './expected.mjs';

hostSuite({
  name: 'plain-html',
  build: false,
  out: '.',
  baseline: null,
  prompts: [
    { name: 'a choices block', within: 'choice-prompt', click: ['SQLite'], reply: BLOCK_REPLY, posted: posted(BLOCK_REPLY) },
    { name: 'an AskUserQuestion tool call', within: 'question-set', click: ['MIT'], reply: LICENSE_REPLY, posted: posted(LICENSE_REPLY) },
  ],
  output: ['node_modules/choice-prompts/dist/bundle.js', 'node_modules/choice-prompts/dist/chunks'],
  extras: [],
});
