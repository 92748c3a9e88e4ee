// Svelte 5 + Vite: the per-tag entries, the request property and onchoice-submit as Svelte sets them, a dialect fetched when needed.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, LICENSE_REPLY } from './expected.mjs';

hostSuite({
  name: 'svelte',
  prompts: blockAndToolCall('an AskUserQuestion tool call', LICENSE_REPLY, ['MIT']),
  extras: ['modules'],
});
