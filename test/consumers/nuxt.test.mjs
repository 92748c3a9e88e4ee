// Nuxt 4, server-rendered, `nuxt build` + Nitro's Node server: the tags declared as custom elements
// in nuxt.config.ts (vue.compilerOptions.isCustomElement, as docs/frameworks.md gives it), the
// requests parsed by a server route and fetched during the server render, both tags in the
// server's HTML. Nuxt imports the page's chunk at start-up, so the page is weighed by what the
// browser downloads: with prefetching off (nuxt.config.ts), the baseline page downloads none of
// the kit.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, LICENSE_REPLY } from './expected.mjs';

hostSuite({
  name: 'nuxt',
  serve: 'start',
  page: '/',
  baseline: '/baseline',
  ssr: true,
  prompts: blockAndToolCall('an AskUserQuestion tool call', LICENSE_REPLY, ['MIT']),
  output: ['.output/public/_nuxt'],
  weigh: 'downloaded',
  extras: ['modules', 'nuxt'],
});
