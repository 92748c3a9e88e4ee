// React Router in framework mode, `react-router build` + `react-router-serve`: a loader parses the
// payloads with the kit's DOM-free protocol on the server, the route renders them with
// choice-prompts/react.js (the tags in the server's HTML), and they answer once hydrated.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, LICENSE_REPLY } from './expected.mjs';

hostSuite({
  name: 'react-router',
  serve: 'start',
  page: '/',
  baseline: '/baseline',
  ssr: true,
  prompts: blockAndToolCall('an AskUserQuestion tool call', LICENSE_REPLY, ['MIT']),
  output: ['build/client'],
  extras: ['modules', 'react', 'reactRouter'],
});
