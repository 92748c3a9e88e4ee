// Shared by the end-to-end tests (here, in ../security/ and in the MCP package's mcp/test/server/): the demo's Vite
// server started in-process on 127.0.0.1, a tiny static server for pages that must load the
// built bundle, Chromium through Playwright, and an axe-core check. Importing this module
// starts nothing (Vite itself is loaded only by `startDemo`).
import { after, before } from 'node:test';
import { createServer } from 'node:http';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../../browser.mjs';

export const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Starts `vite demo` (the same config `npm start` uses) on a free port. Each server gets its
 * own dependency cache: test files run in parallel, and servers sharing one cache replace
 * each other's pre-bundled React mid-load.
 */
export async function startDemo() {
  const { createServer: createViteServer } = await import('vite');
  const cacheDir = await mkdtemp(join(tmpdir(), 'choice-prompts-vite-'));
  const server = await createViteServer({
    root: `${root}demo`,
    configFile: `${root}demo/vite.config.ts`,
    cacheDir,
    logLevel: 'error',
    clearScreen: false,
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('Vite did not report a local address.');
  return {
    url,
    close: async () => {
      await server.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

/**
 * The demo and Chromium, started before the calling file's tests and stopped after them:
 * `env.demo` and `env.browser` are set once `before` has run.
 */
export function demoAndBrowser() {
  const env = {};
  before(async () => {
    [env.demo, env.browser] = await Promise.all([startDemo(), launchBrowser()]);
  });
  after(async () => {
    await env.browser?.close();
    await env.demo?.close();
  });
  return env;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

/**
 * Serves exactly the given files (URL path → file on disk) on 127.0.0.1 and nothing else,
 * with `headers` (a Content-Security-Policy under test, say) on every response; `requested`
 * lists every path asked for.
 */
export async function serveFiles(files, headers = {}) {
  const requested = [];
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requested.push(path);
    const file = files[path];
    if (!file || !existsSync(file)) {
      res.writeHead(404, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(await readFile(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, requested, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** URL path → file for everything under `dir`, served below `prefix` (for `serveFiles`). */
export function filesUnder(dir, prefix) {
  const files = {};
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) Object.assign(files, filesUnder(file, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = file;
  }
  return files;
}

export function launchBrowser() {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
}

/**
 * A page in a fresh context; `errors` collects every uncaught error and console error (but
 * the favicon 404 Chromium causes by itself), for the test to assert empty. Its waits end on
 * what they wait for; the default timeout is only a backstop, sized for a loaded CI machine
 * where the demo server compiles a page's modules on first request.
 */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/**
 * Runs axe-core on a page or frame (open shadow roots included) and returns its violations,
 * summarized. `disable` turns rules off by id, for documents that are not whole pages (an MCP
 * Apps View is a part of the host's conversation: the host's page has the main landmark and
 * the level-one heading). `strict` names rules whose "needs review" results count as
 * violations too: axe only asks for review of, say, a name on an element whose role takes
 * none (`aria-prohibited-attr`) when the element has text, though screen readers still
 * ignore the name.
 */
export async function axeViolations(page, { disable = [], strict = [] } = {}) {
  await page.addScriptTag({ path: `${root}node_modules/axe-core/axe.min.js` });
  const violations = await page.evaluate(
    async ({ off, strict }) => {
      const rules = Object.fromEntries(off.map((id) => [id, { enabled: false }]));
      const result = await globalThis.axe.run(document, { resultTypes: ['violations', 'incomplete'], rules });
      const found = [...result.violations, ...result.incomplete.filter((r) => strict.includes(r.id))];
      return found.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
    },
    { off: disable, strict },
  );
  return violations;
}

/** The text of the deepest focused element, through shadow roots. */
export function focusedText(page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.tagName.toLowerCase()}:${(active.textContent ?? '').trim().replace(/\s+/g, ' ')}` : '';
  });
}
