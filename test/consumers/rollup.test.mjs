// Rollup with node-resolve and terser: a ChoiceSession bound to the page with bindSession, each
// question's reply encoded for its dialect.
import { hostSuite } from './support.mjs';
import { posted, BLOCK_REPLY, LICENSE_REPLY } from './expected.mjs';

hostSuite({
  name: 'rollup',
  prompts: [
    { name: 'a choices block', within: '#questions > :nth-child(1)', click: ['SQLite'], reply: BLOCK_REPLY, posted: posted(BLOCK_REPLY) },
    { name: 'an AskUserQuestion tool call', within: '#questions > :nth-child(2)', click: ['MIT'], reply: LICENSE_REPLY, posted: posted(LICENSE_REPLY) },
  ],
  extras: ['modules', 'session'],
});
