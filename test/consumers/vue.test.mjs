// Vue 3 + Vite with `isCustomElement`: the per-tag entries, the request property, a dialect fetched when needed.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, LICENSE_REPLY } from './expected.mjs';

hostSuite({
  name: 'vue',
  prompts: blockAndToolCall('an AskUserQuestion tool call', LICENSE_REPLY, ['MIT']),
  extras: ['modules'],
});
