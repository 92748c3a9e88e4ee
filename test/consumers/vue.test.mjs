// Vue 3 + Vite with `isCustomElement`: the per-tag entries, the request property parsed in the template, a dialect fetched when needed.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, LICENSE_REPLY } from './expected.mjs';

// The template parses each request on every render; each answer renders the page again.
const [block, toolCall] = blockAndToolCall('an AskUserQuestion tool call', LICENSE_REPLY, ['MIT']);

hostSuite({
  name: 'vue',
  prompts: [
    { ...block, again: { shown: 'Sent: sqlite', click: ['PostgreSQL'] } },
    { ...toolCall, again: { shown: `Sent: ${JSON.stringify(LICENSE_REPLY)}`, click: ['Apache-2.0'] } },
  ],
  // vue-tsc, with the kit's typings for the tags (choice-prompts/vue).
  typecheck: true,
  extras: ['modules'],
});
