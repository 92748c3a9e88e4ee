// webpack 5 in production mode, importing choice-prompts/bundle.js: the entry whose chunks a
// production build once dropped (the page showed nothing) when package.json's sideEffects missed them.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, ELICITATION_REPLY } from './expected.mjs';

hostSuite({
  name: 'webpack',
  prompts: blockAndToolCall('an MCP elicitation', ELICITATION_REPLY),
  extras: ['webpackRuntime'],
});
