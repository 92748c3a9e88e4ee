// SvelteKit with adapter-node, `vite build` + `node build`: a server load parses the payloads with
// the kit's DOM-free protocol, the page renders both tags on the server, and they answer once the
// page's JavaScript has run.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, LICENSE_REPLY } from './expected.mjs';

hostSuite({
  name: 'sveltekit',
  serve: 'start',
  page: '/',
  baseline: '/baseline',
  ssr: true,
  prompts: blockAndToolCall('an AskUserQuestion tool call', LICENSE_REPLY, ['MIT']),
  output: ['build/client'],
  extras: ['modules', 'sveltekit'],
});
