// Next.js App Router, `next build` + `next start`: a server component parses the payloads with the
// kit's DOM-free entries, a client component ('use client') shows them with choice-prompts/react.js.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, ELICITATION_REPLY } from './expected.mjs';

hostSuite({
  name: 'next',
  serve: 'start',
  page: '/',
  baseline: '/baseline',
  ssr: true,
  prompts: blockAndToolCall('an MCP elicitation', ELICITATION_REPLY),
  output: ['.next/static'],
  extras: ['modules', 'react'],
});
