// Renders every state of <choice-prompt> and <question-set> from the built bundle
// (dist/bundle.js) and writes PNGs to test-results/screenshots/ for a designer to review:
// `<scene>-<pass>.png` for each state in light, dark and forced colours at 760 px and in
// light and dark at 320 px, plus `page-<pass>.png`, the whole page. States that come from user actions (selected, cancelled, timed out, typed
// "other" text, notes) are produced by doing those actions, not by faking attributes.
//
//   npm run build && node scripts/screenshots.mjs [--only=NAME,NAME]
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../test/browser.mjs';
import { scenes } from './screenshots/scenes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The built bundle a host page would load; CHOICE_PROMPTS_BUNDLE points at another build.
const bundlePath = process.env.CHOICE_PROMPTS_BUNDLE ?? `${root}dist/bundle.js`;
const outDir = `${root}test-results/screenshots`;
const ORIGIN = 'http://choice-prompts.screenshots';
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');

if (!existsSync(bundlePath)) {
  console.error(`screenshots: ${bundlePath} is missing; run \`npm run build\` first.`);
  process.exit(2);
}

const chosen = only ? scenes.filter((s) => only.includes(s.name)) : scenes;
const page = pageHtml(chosen);
const bundle = readFileSync(bundlePath);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

/** Each pass is one browser context: a colour scheme (or forced colours) at one width. */
const passes = [
  { name: 'light', colorScheme: 'light', width: 760 },
  { name: 'dark', colorScheme: 'dark', width: 760 },
  { name: 'forced', colorScheme: 'light', forcedColors: 'active', width: 760 },
  { name: 'light-320px', colorScheme: 'light', width: 320 },
  { name: 'dark-320px', colorScheme: 'dark', width: 320 },
];

const started = Date.now();
const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
const written = [];
const problems = [];
try {
  await Promise.all(passes.map(renderPass));
} finally {
  await browser.close();
}

console.log(`screenshots: wrote ${written.length} PNGs to test-results/screenshots/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (problems.length) {
  console.log(`screenshots: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}

async function renderPass(pass) {
  const { name, colorScheme, forcedColors = 'none', width } = pass;
  const context = await browser.newContext({ colorScheme, forcedColors, viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  try {
    const tab = await context.newPage();
    tab.setDefaultTimeout(5000);
    tab.on('pageerror', (error) => problems.push(`${name}: page error: ${error.message}`));
    tab.on('console', (msg) => msg.type() === 'error' && problems.push(`${name}: console: ${msg.text()}`));
    await tab.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: page });
      if (path === '/bundle.js') return route.fulfill({ contentType: 'text/javascript', body: bundle });
      // The chunks bundle.js loads from ./chunks/: its core, dialects, parts of the elements, shared code.
      const chunk = /^\/chunks\/([A-Za-z0-9-]+\.js)$/.exec(path)?.[1];
      if (chunk) return route.fulfill({ contentType: 'text/javascript', path: `${dirname(bundlePath)}/chunks/${chunk}` });
      return route.fulfill({ status: 404 });
    });
    await tab.goto(`${ORIGIN}/`);
    await tab.waitForFunction(() => customElements.get('choice-prompt') && customElements.get('question-set'), null, { timeout: 5000 }).catch(() => {
      throw new Error('the bundle did not register <choice-prompt> and <question-set>');
    });
    // Prompts far from the viewport render a light structure first and their full interface
    // soon after (lazy upgrade): every capture waits for the full one.
    await tab.waitForFunction(() => {
      const all = (root) => [...root.querySelectorAll('choice-prompt, question-set')].flatMap((el) => [el, ...(el.shadowRoot ? all(el.shadowRoot) : [])]);
      return all(document).every((el) => !el.shadowRoot?.querySelector('.lite, .deferred'));
    });
    for (const scene of chosen) {
      const section = tab.locator(`#${scene.name}`);
      const element = section.locator(':scope > :is(choice-prompt, question-set)');
      await element.evaluate((el) => el.updateComplete);
      if (scene.setup) {
        await scene.setup({ page: tab, element, section }).catch((error) => problems.push(`${name}/${scene.name}: setup failed: ${error.message.split('\n')[0]}`));
      }
      if (scene.expectState) {
        await tab
          .waitForFunction(([id, state]) => document.querySelector(`#${id} > :is(choice-prompt, question-set)`)?.getAttribute('state') === state, [scene.name, scene.expectState])
          .catch(async () => problems.push(`${name}/${scene.name}: expected state "${scene.expectState}", got "${await element.getAttribute('state')}"`));
      }
      const file = `${outDir}/${scene.name}-${name}.png`;
      await section.screenshot({ path: file, animations: 'disabled' });
      written.push(file);
    }
    const file = `${outDir}/page-${name}.png`;
    // Off screen, prompts skip painting (content-visibility: auto), and a full-page capture
    // shows at once what a user sees scrolling: paint them all for it.
    await tab.addStyleTag({ content: 'choice-prompt { content-visibility: visible; }' });
    await tab.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    written.push(file);
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${name}: the page scrolls sideways by ${overflow}px`);
  } finally {
    await context.close();
  }
}

function pageHtml(list) {
  const sections = list
    .map((s) => `<section id="${s.name}" class="scene"${s.dir ? ` dir="${s.dir}"` : ''}><h2>${escapeHtml(s.title)}</h2>${s.html}</section>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>choice-prompts: every state</title>
<script type="module" src="/bundle.js"></script>
<style>
  body { font: 16px/1.4 system-ui, sans-serif; margin: 0; padding: 12px; background: Canvas; color: CanvasText; }
  .scene { padding: 12px; border-bottom: 1px dashed GrayText; }
  .scene h2 { font: 600 12px/1.2 ui-monospace, monospace; color: GrayText; margin: 0 0 8px; text-transform: uppercase; letter-spacing: .04em; }
</style></head><body>
${sections}
</body></html>`;
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}
