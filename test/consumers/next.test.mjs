// Next.js App Router, `next build` + `next start`: a server component parses the payloads with the
// kit's DOM-free entries, a client component ('use client') shows them with choice-prompts/react.js.
// /history renders a stored conversation on the server (renderHistoryHTML, history.css): its
// client JavaScript holds none of the kit; /history/open ends on an open question, which
// choice-prompts/lazy.js makes live and which answers.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, ELICITATION_REPLY } from './expected.mjs';
import { historyTests } from './history.mjs';

hostSuite({
  name: 'next',
  serve: 'start',
  page: '/',
  baseline: '/baseline',
  ssr: true,
  prompts: blockAndToolCall('an MCP elicitation', ELICITATION_REPLY),
  output: ['.next/static'],
  extras: ['modules', 'react'],
  tests(get) {
    historyTests(get, { history: '/history', open: '/history/open', scripted: true });
  },
});
