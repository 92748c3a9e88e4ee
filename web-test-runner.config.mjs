import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, findChromium } from './test/browser.mjs';
import { ariaSnapshotPlugin } from './test/plugins/aria-snapshot.mjs';

const executablePath = findChromium();

/**
 * Test files that need the page as a host without `choice-prompts/dialects.js` sees it: only
 * the two block dialects registered, the others fetched by `loadDialect`, and the elements'
 * lazily loaded parts (`src/components/loader/parts.ts`) fetched when a request needs them.
 * Every other test page registers all dialects and fetches those parts first
 * (`testRunnerHtml` below), as a host that imports `dialects.js` does and a page that has
 * shown such a request has, so tests in any dialect and of any question kind render at once.
 */
export const UNREGISTERED = 'test/**/*.unregistered.test.ts';

/**
 * In that group the page cannot fetch the ai_sdk_tool_part module nor the elements' link part
 * (an import map points them at missing files), as when a host did not deploy bundle.js's
 * chunks/ folder: the elements must say so instead of waiting.
 */
export const missingDialect = JSON.stringify({
  imports: Object.fromEntries(
    ['js', 'ts'].flatMap((ext) => [
      [`/src/protocol/dialects/ai-sdk-tool-part/index.${ext}`, '/missing/ai-sdk-tool-part.js'],
      [`/src/components/link/link.part.${ext}`, '/missing/link.part.js'],
    ]),
  ),
});

/**
 * The page a test runs in; `preload` modules run, one after the other and each to its end
 * (a module may wait at its top level), before the test file. Every page first loads
 * test/helpers/readable-failures.ts, so that an assertion failing on DOM nodes reports
 * instead of hanging the file.
 */
export const runnerHtml = (preload, head = '') => (testFramework) =>
  `<!doctype html><html><head>${head}</head><body><script type="module">${['/test/helpers/readable-failures.ts', ...preload, testFramework].map((src) => `await import(${JSON.stringify(src)});`).join('')}</script></body></html>`;

export default {
  files: ['test/**/*.test.ts', '!test/node/**', '!test/e2e/**', `!${UNREGISTERED}`],
  testRunnerHtml: runnerHtml(['/src/dialects.ts', '/test/helpers/parts-loaded.ts']),
  groups: [
    {
      name: 'unregistered-dialects',
      files: [UNREGISTERED],
      testRunnerHtml: runnerHtml([], `<script type="importmap">${missingDialect}</script>`),
    },
  ],
  nodeResolve: { exportConditions: ['browser'] },
  plugins: [esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }), ariaSnapshotPlugin()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath, headless: true, args: chromiumArgs },
    }),
  ],
  concurrency: 2,
  // Backstops, not waits: a page starts its tests as soon as its modules load. On a 2-core
  // machine under other load (a load average of 30), a page once took more than the default
  // 20 s to start, and the run failed with no test failing.
  testsStartTimeout: 120_000,
  testsFinishTimeout: 300_000,
  // A backstop, not a wait: every test waits for the event it needs. 15 s leaves room for a
  // 2-core machine under other load (at 5 s, a few tests timed out at a load average of 25).
  testFramework: { config: { timeout: 15000 } },
};
