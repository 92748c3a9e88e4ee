// esbuild (bundle, minify, split), importing choice-prompts/bundle.js: the entry esbuild once built to
// 0 bytes (the page showed nothing) when package.json's sideEffects missed its chunks.
import { hostSuite } from './support.mjs';
import { blockAndToolCall, ELICITATION_REPLY } from './expected.mjs';

hostSuite({
  name: 'esbuild',
  prompts: blockAndToolCall('an MCP elicitation', ELICITATION_REPLY),
  extras: [],
});
