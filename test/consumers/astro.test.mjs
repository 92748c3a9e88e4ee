// Astro 5, a static page (`astro build`): the payloads written into the page at build time as the
// tags' child scripts (`data-dialect`, which astro check accepts on a script), the kit bundled
// from the page's own <script>. Each page is a file under src/pages/ with the layout they share.
// /history/ renders a stored conversation at build time (renderHistoryHTML, history.css) and has
// no script; /history/open/ ends on an open question, which choice-prompts/lazy.js makes live.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, LICENSE_REPLY } from './expected.mjs';
import { historyTests } from './history.mjs';

hostSuite({
  name: 'astro',
  page: '/',
  baseline: '/baseline/',
  ssr: true,
  prompts: blockAndToolCall('an AskUserQuestion tool call', LICENSE_REPLY, ['MIT']),
  extras: ['modules'],
  tests(get) {
    historyTests(get, { history: '/history/', open: '/history/open/' });
  },
});
