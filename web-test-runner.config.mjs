import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, findChromium } from './test/browser.mjs';
import { ariaSnapshotPlugin } from './test/plugins/aria-snapshot.mjs';

const executablePath = findChromium();

export default {
  files: ['test/**/*.test.ts', '!test/node/**', '!test/e2e/**'],
  nodeResolve: { exportConditions: ['browser'] },
  plugins: [esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }), ariaSnapshotPlugin()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath, headless: true, args: chromiumArgs },
    }),
  ],
  concurrency: 2,
  testFramework: { config: { timeout: 5000 } },
};
