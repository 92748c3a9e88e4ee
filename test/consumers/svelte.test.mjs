// Svelte 5 + Vite: the per-tag entries, the request property and onchoice-submit as Svelte sets them, a dialect fetched when needed, svelte-check passing with the kit's typings.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, LICENSE_REPLY } from './expected.mjs';

hostSuite({
  name: 'svelte',
  prompts: blockAndToolCall('an AskUserQuestion tool call', LICENSE_REPLY, ['MIT']),
  // svelte-check, with the kit's typings for the tags (choice-prompts/svelte).
  typecheck: true,
  extras: ['modules'],
});
