// The consumer suite's machinery: each host in hosts/ is copied to a temporary folder, given
// the packed kit, installed from the npm cache, built for production, served on 127.0.0.1 and
// answered in Chromium. `hostSuite` is what a host's test file calls.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchBrowser, openPage, root } from '../node/e2e/support.mjs';
import { BUDGETS } from '../../bench/budgets.mjs';
import { addedBudget } from './expected.mjs';
import { writeLockfile } from './lockfile.mjs';
import { SNIPPETS, readmeSnippet } from './snippets.mjs';

const run = promisify(execFile);

/** Backstops only: an install from the cache and a production build take tens of seconds on a loaded 2-core machine. */
export const SETUP_TIMEOUT = 600_000;
const TEST_TIMEOUT = 120_000;
const KB = 1024;

/** The environment of a nested npm: none of the `npm_*` settings of the npm that runs us. */
export const npmEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
  NEXT_TELEMETRY_DISABLED: '1',
  NUXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
};

/**
 * Runs npm in `cwd`, from the npm cache where it can (`online`: asking the registry for what
 * is newest); a failure's error carries what npm and the command printed.
 */
async function npm(args, cwd, { online = false } = {}) {
  try {
    return await run('npm', [...args, '--no-audit', '--no-fund', online ? '--prefer-online' : '--prefer-offline'], { cwd, env: npmEnv, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${error.stdout}\n${error.stderr}`);
  }
}

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * The kit's tarball: the one `run.mjs` packed for every host (`CONSUMER_TARBALL`), or packed
 * now when a host's file runs alone.
 */
async function kitTarball() {
  if (process.env.CONSUMER_TARBALL) return process.env.CONSUMER_TARBALL;
  const dir = await mkdtemp(join(tmpdir(), 'choice-prompts-pack-'));
  after(() => rm(dir, { recursive: true, force: true }));
  return packInto(dir);
}

/** Packs the kit into `dir`; returns the tarball's path. */
export async function packInto(dir) {
  assert.ok(existsSync(join(root, 'dist/bundle.js')), 'the kit is built (npm run build)');
  const { stdout } = await npm(['pack', '--pack-destination', dir, '--json'], root);
  return join(dir, JSON.parse(stdout)[0].filename);
}

/**
 * Copies hosts/`name` into a fresh folder with the kit's tarball as its `choice-prompts`, and
 * installs it with `npm ci` from a lockfile cut from the repository's (lockfile.mjs): every
 * package at the version the root `npm ci` put in the cache, whatever the registry serves.
 */
async function installHost(name, tarball) {
  const dir = await mkdtemp(join(tmpdir(), `choice-prompts-${name}-`));
  cpSync(join(import.meta.dirname, 'hosts', name), dir, { recursive: true });
  const host = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const kit = host.dependencies?.['choice-prompts']?.replace(/^file:/, '');
  assert.ok(kit, `${name}: its package.json has "choice-prompts": "file:choice-prompts.tgz"`);
  cpSync(tarball, join(dir, kit));
  // The README's snippet replaces the host's copy of it: what is built is what is printed.
  for (const [snippet, file] of Object.entries(SNIPPETS).filter(([, f]) => f.startsWith(`${name}/`))) {
    const code = readmeSnippet(snippet);
    assert.ok(code, `README.md has a code block after <!-- snippet: ${snippet} -->`);
    writeFileSync(join(dir, file.slice(name.length + 1)), code);
  }
  if (process.env.CONSUMER_LATEST) {
    await installLatest(dir, host);
    return dir;
  }
  writeLockfile(dir);
  await npm(['ci'], dir);
  return dir;
}

/**
 * For `npm run consumers:latest` (latest.mjs), never in CI: every dependency at the newest
 * version the registry serves; each one's pinned and installed versions are appended to the
 * file `CONSUMER_LATEST` names, a JSON line per host.
 */
async function installLatest(dir, host) {
  const versions = {};
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [dep, pinned] of Object.entries(host[field] ?? {})) {
      if (dep === 'choice-prompts') continue;
      host[field][dep] = 'latest';
      versions[dep] = { pinned };
    }
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify(host, null, 2));
  await npm(['install'], dir, { online: true });
  for (const dep of Object.keys(versions)) {
    versions[dep].latest = JSON.parse(readFileSync(join(dir, 'node_modules', dep, 'package.json'), 'utf8')).version;
  }
  appendFileSync(process.env.CONSUMER_LATEST, `${JSON.stringify({ host: host.name.replace(/^host-/, ''), versions })}\n`);
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json' };

/**
 * Serves the files under `dir` on 127.0.0.1 (`/` is `/index.html`), as a static host would.
 * A POST to `/api/…` is answered by `routes[path]` when given, else with 204: what the page
 * sends is for the test to read from the browser's requests.
 */
export async function serveStatic(dir, routes = {}) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    if (req.method === 'POST' && path.startsWith('/api/')) {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      if (routes[path]) return routes[path](Buffer.concat(chunks).toString('utf8'), res);
      return res.writeHead(204).end();
    }
    const file = resolve(dir, `.${path.endsWith('/') ? `${path}index.html` : path}`);
    if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(await readFile(file));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(done)) };
}

/**
 * `npm start` of a host with a server of its own (`next start`, `node build`, Nitro's
 * `node .output/server/index.mjs`, `react-router-serve`), told its address by `PORT` and `HOST`,
 * which each of them reads; resolves once it prints that address.
 */
async function startServer(dir, port) {
  const child = spawn('npm', ['start'], { cwd: dir, env: { ...npmEnv, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  await new Promise((ready, fail) => {
    child.stdout.on('data', () => output.includes(`:${port}`) && ready());
    child.on('exit', (code) => fail(new Error(`npm start exited (${code}):\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, output: () => output, close: () => process.kill(-child.pid, 'SIGTERM') };
}

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/** A module's static imports (`import … from "x"`, `import "x"`, `export … from "x"`), not its `import()`s. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;

/**
 * The JavaScript a page loads before any prompt asks for more: the HTML's scripts, module
 * preloads (in the HTML or its `Link` header, as SvelteKit sends them) and what its inline
 * scripts `import("…")` and, transitively, their static imports. Returns each file's gzip size
 * (level 9).
 */
export async function eagerScripts(origin, path) {
  const pageUrl = new URL(path, origin);
  const response = await fetch(pageUrl);
  const html = await response.text();
  const found = [
    ...[...html.matchAll(/<script\b[^>]*?\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*>/g)].filter(([tag]) => /\brel="modulepreload"/.test(tag)).map(([tag]) => tag.match(/\bhref="([^"]+)"/)?.[1]),
    ...[...(response.headers.get('link') ?? '').matchAll(/<([^>]+)>;[^,]*\brel="?modulepreload\b/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [...m[1].matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g)].map((i) => i[1])),
  ];
  const queue = found.filter(Boolean).map((url) => new URL(url.replaceAll('&amp;', '&'), pageUrl).href);
  const files = new Map();
  while (queue.length) {
    const url = queue.shift();
    if (files.has(url)) continue;
    const response = await fetch(url);
    assert.equal(response.status, 200, `${url} is served`);
    const bytes = Buffer.from(await response.arrayBuffer());
    files.set(url, gzipSize(bytes));
    for (const [, spec] of bytes.toString('utf8').matchAll(STATIC_IMPORT)) if (/^(\.|\/)/.test(spec)) queue.push(new URL(spec, url).href);
  }
  return { files, total: [...files.values()].reduce((a, b) => a + b, 0) };
}

/**
 * The JavaScript the browser downloads for a page until each of `prompts` shows its first
 * button and the network is idle, each URL once:
 * for a framework that imports the route's own chunk at start-up, and prefetches others, what
 * the HTML names is not what the page costs. Returns each file's gzip size (level 9).
 */
export async function downloadedScripts(browser, origin, path, prompts = []) {
  const { page, context } = await openPage(browser);
  const files = new Map();
  const withKit = [];
  const pending = [];
  let done = false;
  page.on('response', (response) => {
    const url = response.url();
    if (done || !/\.m?js$/.test(new URL(url).pathname) || files.has(url)) return;
    files.set(url, 0);
    pending.push(response.body().then((bytes) => {
      files.set(url, gzipSize(bytes));
      // The tag names are in whatever defines or renders the elements.
      if (/["'`](choice-prompt|question-set)["'`]/.test(bytes.toString('utf8'))) withKit.push(url);
    }));
  });
  try {
    await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle' });
    // Each prompt shown (what a loaded machine may fetch later than idle), then idle again.
    for (const prompt of prompts) await page.locator(prompt.within).getByRole('button', { name: prompt.click[0], exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    for (let i = 0; i < pending.length; i++) await pending[i];
  } finally {
    done = true;
    await context.close();
  }
  return { files, withKit, total: [...files.values()].reduce((a, b) => a + b, 0) };
}

/** Every .js file under `paths` (folders or files, in `project`), each gzipped: a build's whole output. */
function outputScripts(project, paths) {
  const files = paths.flatMap((path) => {
    const full = join(project, path);
    return statSync(full).isDirectory() ? readdirSync(full, { recursive: true }).map((name) => join(full, name)) : [full];
  }).filter((file) => /\.m?js$/.test(file));
  return { count: files.length, total: files.reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0) };
}

/** What `bundle.js` loads at once, as installed: dist/bundle.js and dist/chunks/core.js, each gzipped. */
export function bundleEagerSize(project) {
  const dist = join(project, 'node_modules/choice-prompts/dist');
  return gzipSize(readFileSync(join(dist, 'bundle.js'))) + gzipSize(readFileSync(join(dist, 'chunks/core.js')));
}

/** Every choice-submit's tag and reply, recorded from the start of the page, before the host's own listeners. */
function recordReplies() {
  window.consumerReplies = [];
  window.addEventListener('choice-submit', (e) => window.consumerReplies.push({ tag: e.target.localName, reply: e.detail.reply }), true);
}

/**
 * The suite for one host. `host`:
 * - `name`: its folder in hosts/;
 * - `build`: false for a host with no build step;
 * - `serve`: 'static' (the folder `out`, default `dist`) or 'start' (its own `npm start`);
 * - `page` and `baseline`: the page using the kit (default `/index.html`), and the same page
 *   without it (default `/baseline.html`; null for none);
 * - `prompts`: in order, `{ name, first?, within, click: [button names], reply, posted?, again? }`:
 *   after a click on the page's button `first` (when given), the prompt `within` (a CSS
 *   selector) answered by clicking those buttons sends `reply`, and the page then POSTs to
 *   `posted.path` a JSON body `posted.match` accepts; `again: { shown, click }`: once the host
 *   has rendered again after the answer (the page shows the text `shown`), the prompt is still
 *   answered, and a click on `click`'s buttons sends nothing more;
 * - `output`: the build's script folders or files (default: `out`), whose total is printed;
 * - `routes`: POST handlers for the static server (`/api/chat` for useChat);
 * - `typecheck`: true when `npm run typecheck` (tsc, svelte-check, vue-tsc: the framework's own checker) must pass, or `{ todo: why }` while it cannot;
 * - `extras`: what the page loads besides `bundle.js`'s eager files, by name (`EXTRA` in
 *   expected.mjs): the kit may add at most their budgets and bundle.js's;
 * - `weigh`: 'downloaded' to weigh what the browser downloads for each page
 *   (`downloadedScripts`) instead of what its HTML names (`eagerScripts`);
 * - `ssr`: true for a page rendered on the server or at build time: the HTML it sends holds
 *   each prompt's tag (`within` an `#id`), before any script runs.
 * - `tests`: a function adding the host's own tests, handed `() => ({ project, server, browser })`.
 */
export function hostSuite(options) {
  const host = { out: 'dist', page: '/index.html', baseline: '/baseline.html', ...options };
  describe(`${host.name}: production build`, () => {
    let project;
    let server;
    let browser;
    before(async () => {
      const tarball = await kitTarball();
      // Both settled before either failure is thrown, so that after() closes what did start.
      const [installed, launched] = await Promise.allSettled([installHost(host.name, tarball), launchBrowser()]);
      [project, browser] = [installed.value, launched.value];
      for (const { status, reason } of [installed, launched]) if (status === 'rejected') throw reason;
      if (host.build !== false) await npm(['run', 'build'], project);
      server = host.serve === 'start' ? await startServer(project, await freePort()) : await serveStatic(join(project, host.out), host.routes);
    }, { timeout: SETUP_TIMEOUT });
    after(async () => {
      await browser?.close();
      await server?.close();
      // CONSUMER_KEEP=1 keeps the built project, to look at (its folder is printed).
      if (project && process.env.CONSUMER_KEEP) console.log(`consumer project kept: ${project}`);
      else if (project) await rm(project, { recursive: true, force: true });
    });

    if (host.ssr) {
      test('the HTML the server sends holds the tags', { timeout: TEST_TIMEOUT }, async () => {
        const html = await (await fetch(new URL(host.page, server.url))).text();
        for (const prompt of host.prompts) {
          const id = prompt.within.match(/^#([\w-]+)$/)?.[1];
          assert.ok(id, `${prompt.name}: within an #id`);
          assert.match(html, new RegExp(`<(choice-prompt|question-set)\\b[^>]*\\bid="${id}"`), `${prompt.name}: the server's HTML has its tag`);
        }
      });
    }

    test('a prompt from a choices block and one from a tool call render, and each click sends the exact reply, with nothing logged', { timeout: TEST_TIMEOUT }, async () => {
      const { page, context, errors } = await openPage(browser);
      // A hydration mismatch is a warning in Svelte and Vue, an error in React: either fails.
      page.on('console', (message) => message.type() === 'warning' && errors.push(`console warning: ${message.text()}`));
      const posts = [];
      page.on('request', (r) => r.method() === 'POST' && posts.push(`${new URL(r.url()).pathname} ${r.postData()}`));
      await context.addInitScript(recordReplies);
      try {
        await page.goto(new URL(host.page, server.url).href);
        for (const [i, prompt] of host.prompts.entries()) {
          const element = page.locator(prompt.within);
          // Created before the click: the request the host's listener makes with the reply.
          const posted = prompt.posted && page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === prompt.posted.path && prompt.posted.match(JSON.parse(r.postData() ?? 'null')));
          if (prompt.first) await page.getByRole('button', { name: prompt.first, exact: true }).click();
          for (const name of prompt.click) await element.getByRole('button', { name, exact: true }).click();
          await page.waitForFunction((n) => window.consumerReplies.length > n, i);
          const { tag, reply } = (await page.evaluate(() => window.consumerReplies))[i];
          assert.deepEqual(reply, prompt.reply, `${prompt.name}: the reply`);
          assert.equal(tag, await element.evaluate((el) => el.localName), `${prompt.name}: sent by its element`);
          if (posted) await posted; // the host sent it on: what this waits for, or the test times out
          if (prompt.again) {
            await page.getByText(prompt.again.shown, { exact: true }).waitFor();
            assert.equal(await element.getAttribute('state'), 'answered', `${prompt.name}: still answered once the host rendered it again`);
            for (const name of prompt.again.click) {
              const button = element.getByRole('button', { name, exact: true });
              // Folded once the person is off it, the prompt shows no buttons; shown, they send nothing.
              if (await button.isVisible()) await button.click({ force: true });
            }
            assert.equal((await page.evaluate(() => window.consumerReplies)).length, i + 1, `${prompt.name}: one answer, however the host renders`);
          }
        }
        assert.equal((await page.evaluate(() => window.consumerReplies)).length, host.prompts.length, 'one choice-submit per prompt');
        for (const prompt of host.prompts.filter((p) => p.posted?.path === '/api/reply')) {
          assert.equal(posts.filter((p) => p === `/api/reply ${JSON.stringify(prompt.reply)}`).length, 1, `${prompt.name}: its reply is sent on once`);
        }
        assert.deepEqual(await page.evaluate(() => [globalThis.litHtmlVersions?.length, globalThis.litElementVersions?.length]), [1, 1], 'one copy of Lit');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    if (host.typecheck) {
      test('its TypeScript sources type-check with the framework\'s own checker (strict)', { timeout: TEST_TIMEOUT, todo: host.typecheck.todo }, async () => {
        await npm(['run', 'typecheck'], project);
      });
    }

    test('the kit adds no more than bundle.js\'s budget and the extras the host uses', { timeout: TEST_TIMEOUT }, async () => {
      const eager = bundleEagerSize(project);
      const weigh = host.weigh === 'downloaded' ? (path, prompts) => downloadedScripts(browser, server.url, path, prompts) : (path) => eagerScripts(server.url, path);
      const [app, baseline] = await Promise.all([weigh(host.page, host.prompts), host.baseline ? weigh(host.baseline, []) : { total: 0 }]);
      // What the page without a prompt downloads holds none of the kit (nothing prefetched).
      if (baseline.withKit) assert.deepEqual(baseline.withKit, [], `${host.name}: the page without a prompt downloads none of the kit`);
      const added = app.total - baseline.total;
      const { bytes: budget, why } = addedBudget(BUDGETS['bundle.js'] * KB, ...(host.extras ?? []));
      const kb = (n) => (n / KB).toFixed(2);
      if (process.env.CONSUMER_KEEP) console.log([...app.files, ...(baseline.files ?? [])].map(([url, size]) => `${url} ${size}`).join('\n'));
      const output = outputScripts(project, host.output ?? [host.out]);
      const measured = { host: host.name, output: output.total, outputFiles: output.count, page: app.total, pageFiles: app.files.size, baseline: baseline.total, added, eager, budget };
      // The exact figures are the benchmark's (npm run bench -- --only=consumers), for BENCHMARKS.md.
      if (process.env.CONSUMER_SIZES) appendFileSync(process.env.CONSUMER_SIZES, `${JSON.stringify(measured)}\n`);
      console.log(`consumer size: ${host.name}: output ${kb(output.total)} KB gzip in ${output.count} script(s); page ${kb(app.total)} KB gzip in ${app.files.size} file(s), baseline ${kb(baseline.total)} KB, kit adds ${kb(added)} KB; bundle.js eager ${kb(eager)} KB; budget ${kb(budget)} KB`);
      assert.ok(added <= budget, `${host.name}: the kit adds ${kb(added)} KB, more than its budget of ${kb(budget)} KB (${why})`);
    });

    host.tests?.(() => ({ project, server, browser }));
  });
}
